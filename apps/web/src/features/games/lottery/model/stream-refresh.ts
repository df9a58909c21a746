// What the lottery screen reads again when its event stream tells of a draw (contracts/lottery-events.ts):
// only the reads the event can have changed, so a burst of events costs few calls.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { lotteryEventSchema, type LotteryEvent } from '@orbit/contracts/lottery-events';

/** A group of the screen's reads, each one query-key prefix (api.ts lotteryKeys; the wallet's balance is ['wallet']). */
export type LotteryRead = 'draw' | 'recent' | 'history' | 'orders' | 'wallet';

const READS_OF: Record<LotteryEvent['type'], readonly LotteryRead[]> = {
  // Betting opened or closed: the next draw and the draws an order may name.
  opened: ['draw'],
  closed: ['draw'],
  // The result is out: the board moves to the next draw, the results show it, the open tickets will settle.
  drawn: ['draw', 'recent', 'history', 'orders'],
  // Wins are known: the tickets show them.
  settled: ['orders', 'history'],
  // The draw is gone: the board's choice of draws, the tickets (refunded), the stakes handed back.
  voided: ['draw', 'orders', 'wallet'],
  // Every win credited (or stake refunded): the balance has changed.
  paid: ['orders', 'wallet'],
};

/** Every read: after the stream (re)connects, when events may have been missed. */
export const ALL_READS: readonly LotteryRead[] = ['draw', 'recent', 'history', 'orders', 'wallet'];

/** The reads an event of the shown game changes; none for another game's. */
export function readsAfter(event: LotteryEvent, shown: LotteryGameCode): readonly LotteryRead[] {
  return event.gameCode === shown ? READS_OF[event.type] : [];
}

/** The query-key prefix of a read of a game: lotteryKeys' (api.ts) draw, recent, history and orders keys begin so. */
export function keyOfRead(read: LotteryRead, gameCode: LotteryGameCode): readonly string[] {
  return read === 'wallet' ? ['wallet'] : ['lottery', read, gameCode];
}

/** An event from a stream's data line, or null for anything else (a newer server's event, a garbled line). */
export function parseLotteryEvent(data: string): LotteryEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = lotteryEventSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
