// What every part of the live tables shares: the database, the clock, the wallet (through the seamless
// protocol), the events hub and the tables' cadence.
import type { LiveGameCode } from '@orbit/contracts/house-live';
import type { Database } from '../../../db/client.ts';
import type { houseLiveBets, houseLiveRounds, houseLiveTables } from '../../../db/schema/house-live.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { NotifyHub } from '../../../lib/notify-hub.ts';
import type { HouseWallet } from '../house-wallet.ts';
import type { RoundBook } from '../round-book.ts';

/** The house vendor codes of the shared-round games: the live tables, and the card rooms (niu niu). */
export const VENDOR_OF_GAME: Readonly<Record<LiveGameCode, string>> = { 'house-baccarat': 'HLIVE', 'house-roulette': 'HLIVE', 'house-niu-niu': 'HCARD' };
export const vendorOf = (gameCode: string) => VENDOR_OF_GAME[gameCode as LiveGameCode] ?? 'HLIVE';

export interface LiveCadence {
  /** How long betting stays open. */
  bettingMs: number;
  /** How long a result is shown before the next round opens. */
  resultMs: number;
}

export interface LiveContext {
  database: Database;
  clock: Clock;
  wallet: HouseWallet;
  book: RoundBook;
  hub: NotifyHub;
  cadence: LiveCadence;
}

export type LiveTableRow = typeof houseLiveTables.$inferSelect;
export type LiveRoundRow = typeof houseLiveRounds.$inferSelect;
export type LiveBetRow = typeof houseLiveBets.$inferSelect;

/** The hub key of a table's changes. */
export const tableKey = (tableId: number) => `t${tableId}`;

/** The seamless round id of a shared round (one per table and number, the same for every player's bets). */
export const seamlessRoundId = (round: Pick<LiveRoundRow, 'gameCode' | 'tableId' | 'roundNumber'>) =>
  `${round.gameCode.replace('house-', '')}-${round.tableId}-${round.roundNumber}`;

/** The seamless transaction id of a bet's debit, credit or rollback. */
export const betTransactionId = (bet: Pick<LiveBetRow, 'id'>, leg: 'bet' | 'win' | 'rollback') => `live-${bet.id}:${leg}`;
