// The feed port: what any odds provider's adapter hands the book, in the provider-neutral shape the industry's
// feeds share (docs/sportsbook.md, Feed). The built-in simulated feed (simulator.ts) produces these too and goes
// through the same ingestion (ingest.ts), so plugging a real provider in is writing its adapter to this type.
//
// Every message names its producer and an id unique per producer: a message delivered again (a reconnect, a
// replay of the last hour) is recognised by that pair and changes nothing. Odds are decimal × 10,000 as whole
// numbers, so a message is plain JSON.
import { createHash } from 'node:crypto';
import { canonicalJson } from '@orbit/games/verify';
import type { Score } from '../domain/settle.ts';

export type FeedSport = 'football' | 'basketball' | 'esports';

/** A market as the feed names it: type id and specifier string (markets.ts). */
export interface FeedMarketKey {
  type: string;
  specifiers: string;
}

export interface FeedMarket extends FeedMarketKey {
  status: 'open' | 'suspended';
  outcomes: { outcome: string; odds: number }[];
}

export interface FeedFixture {
  ref: string;
  sport: FeedSport;
  competition: { ref: string; name: string; category: string };
  home: string;
  away: string;
  startsAt: string;
  status: 'pre' | 'live' | 'ended' | 'cancelled';
}

interface Header {
  producer: string;
  messageId: string;
  /** When the producer sent it (ISO). */
  sentAt: string;
}

export type FeedMessage = Header &
  /** The producer is up (sent every few seconds): silent past the merchant's threshold, its markets are suspended (producers.ts). */
  (
    | { kind: 'alive' }
    | { kind: 'fixture_change'; fixture: FeedFixture }
    /** New odds, and with them the match's state: live or not, score and clock. Markets not named are left as they are. */
    | { kind: 'odds_change'; eventRef: string; status?: 'pre' | 'live'; score?: { home: number; away: number }; period?: string; markets: FeedMarket[] }
    /** Stop taking bets on the markets named (all of the match's when none are). */
    | { kind: 'bet_stop'; eventRef: string; markets?: FeedMarketKey[] }
    /** The result: the markets named (every unsettled one when none are) are settled on it. */
    | { kind: 'bet_settlement'; eventRef: string; result: Score; markets?: FeedMarketKey[] }
    /** The markets named (all when none are) are void: every bet on them is a push. */
    | { kind: 'bet_cancel'; eventRef: string; reason: string; markets?: FeedMarketKey[] }
    /** An earlier settlement of these markets was wrong: they are open for a new one (bets go back to open). */
    | { kind: 'rollback_bet_settlement'; eventRef: string; reason: string; markets?: FeedMarketKey[] }
    /** An earlier cancel was wrong: the markets wait for their settlement again. */
    | { kind: 'rollback_bet_cancel'; eventRef: string; reason: string; markets?: FeedMarketKey[] }
  );

/** SHA-256 of the message in canonical JSON: a replay with another body under the same id is told apart. */
export function messageHash(message: FeedMessage): string {
  return createHash('sha256').update(canonicalJson(message)).digest('hex');
}
