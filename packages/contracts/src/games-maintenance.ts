// The error reply of a game launch refused for maintenance (503 game_maintenance): it names popular games to
// offer instead. Apart from games.ts because it extends the envelope's error reply, which carries the server's
// whole list of error codes: the site reads the reply through the typed client and need not load that list.
import { z } from 'zod';
import { errorReplySchema } from './envelope.ts';
import { gameSchema } from './games.ts';

export const gameMaintenanceReplySchema = errorReplySchema.extend({ alternatives: z.array(gameSchema) });
export type GameMaintenanceReply = z.infer<typeof gameMaintenanceReplySchema>;
