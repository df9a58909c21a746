// The sportsbook board's live updates (docs/sportsbook.md, "The site"): a server-sent event stream of one sport's
// matches (or every sport's) as the feed changes them. Each event is a match as it now stands, with every
// market (open, suspended, settled, void) and its odds, in the shape GET /lgw/sports/events/:eventId answers:
// a page replaces what it shows of that match. Nothing is logged for replay: a page that lost its stream reads
// the board again, which is the same state.
import { z } from 'zod';
import { SPORTS, sportEventSchema } from './sportsbook.ts';

/** GET, no session: `?sport=football|basketball|esports` (every sport when left out). */
export const SPORTS_STREAM_PATH = '/lgw/sports/stream';

export const sportsStreamQuery = z.object({ sport: z.enum(SPORTS).optional() });

export const sportsStreamEventSchema = z.object({ event: sportEventSchema });
export type SportsStreamEvent = z.infer<typeof sportsStreamEventSchema>;
