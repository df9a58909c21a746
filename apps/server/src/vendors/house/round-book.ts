// The house vendor's book of one-player rounds (slots spins, fishing shots, blackjack hands): how a round's
// money moves through the seamless protocol and how a round cut off midway is finished. Each game decides
// its outcome before any money moves and stores the round `open`; this book then takes the bet (`debited`),
// pays the win (`settled`), or records a refusal. The recovery sweep finishes what a crash or a lost answer
// left behind, always in the player's favour. Every call names the round's own vendor code, so one sweep
// serves every house game.
//
// A request id names one request: the same id with the same request answers the first round, with another
// request it is refused (idempotency_conflict), as the wallet does with its movements. Each round keeps the
// fingerprint of the request that opened it (requestFingerprint), and every lookup of a request id compares it.
//
// The recovery sweep is round-recovery.ts; amounts and refusals of the seamless calls are round-money.ts.
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { canonicalJson } from '@orbit/games/verify';
import { errorCodeOf, type Database } from '../../db/client.ts';
import { housePlayMoney, houseRounds } from '../../db/schema/house.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../modules/site/site.types.ts';
import type { HouseWallet, HouseWalletTarget } from './house-wallet.ts';
import { apiErrorOf, minorOf, show } from './round-money.ts';
import { createRoundRecovery } from './round-recovery.ts';
import { SeamlessCallError } from './seamless-client.ts';

export type RoundRow = typeof houseRounds.$inferSelect;
/** A new round as a game opens it: its request's fingerprint is required. */
export type NewRound = typeof houseRounds.$inferInsert & { requestHash: string };

/** Free-play money a player starts with (minor units of the merchant's currency). */
export const PLAY_MONEY_START = 200_000n;
// Where they live now; the games import them from the book as before.
export { RECOVERY_AFTER_MS } from './round-recovery.ts';
export { apiErrorOf, minorOf, show };

export interface PlayerKey {
  merchantId: number;
  player: string;
}

export type RoundBook = ReturnType<typeof createRoundBook>;

export function createRoundBook(deps: { database: Database; clock: Clock; wallet: HouseWallet }) {
  const { db } = deps.database;

  const targetOf = (merchant: ResolvedMerchant, vendorCode: string): HouseWalletTarget => ({
    merchantId: merchant.id,
    merchantCode: merchant.code,
    vendorCode,
  });
  const { recover } = createRoundRecovery(deps, { targetOf, pay, update });

  /** The player behind a launch's token, as the wallet says. @throws the wallet's refusal as an ApiError */
  async function authenticate(merchant: ResolvedMerchant, vendorCode: string, token: string) {
    try {
      return await deps.wallet.call(targetOf(merchant, vendorCode), 'authenticate', { token });
    } catch (error) {
      throw apiErrorOf(error);
    }
  }

  /** A free-play player's play money, opened with the starting amount on first use. */
  async function playMoney(key: PlayerKey): Promise<bigint> {
    await db.insert(housePlayMoney).values({ merchantId: key.merchantId, player: key.player, balance: PLAY_MONEY_START }).onConflictDoNothing();
    const [row] = await db
      .select({ balance: housePlayMoney.balance })
      .from(housePlayMoney)
      .where(and(eq(housePlayMoney.merchantId, key.merchantId), eq(housePlayMoney.player, key.player)));
    return row?.balance ?? 0n;
  }

  async function update(row: RoundRow, values: Partial<typeof houseRounds.$inferInsert>): Promise<RoundRow> {
    const [updated] = await db.update(houseRounds).set(values).where(eq(houseRounds.id, row.id)).returning();
    return updated ?? row;
  }

  /**
   * The round an earlier copy of this request opened, if any.
   * @throws idempotency_conflict (the request id opened a round for another request)
   */
  async function findByRequest(key: PlayerKey, requestId: string, fingerprint: string): Promise<RoundRow | undefined> {
    const [row] = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.merchantId, key.merchantId), eq(houseRounds.player, key.player), eq(houseRounds.requestId, requestId)));
    if (row) sameRequest(row.requestHash, fingerprint);
    return row;
  }

  /**
   * Inserts a new round; when a copy of the same request sent at the same moment inserted it first, answers
   * that one (`first: false`).
   * @throws idempotency_conflict (the request id was taken meanwhile by another request)
   */
  async function open(values: NewRound): Promise<{ row: RoundRow; first: boolean }> {
    try {
      const [row] = await db.insert(houseRounds).values(values).returning();
      return { row: row!, first: true };
    } catch (error) {
      if (errorCodeOf(error) === '23505') {
        const earlier = await findByRequest(values, values.requestId, values.requestHash);
        if (earlier) return { row: earlier, first: false };
      }
      throw error;
    }
  }

  /** Takes an open real-money round's stake, then pays its win. @throws the wallet's refusal as an ApiError */
  async function settleReal(merchant: ResolvedMerchant, row: RoundRow, token: string): Promise<RoundRow> {
    let balanceAfterBet: bigint;
    try {
      const taken = await deps.wallet.call(targetOf(merchant, row.vendorCode), 'debit', {
        token,
        player: row.player,
        transactionId: `${row.roundId}:bet`,
        roundId: row.roundId,
        gameCode: row.gameCode,
        amount: show(merchant, row.stake),
      });
      balanceAfterBet = minorOf(merchant, taken.balance);
    } catch (error) {
      // No answer: the bet may or may not have been taken; the sweep refunds it if it was.
      if (error instanceof SeamlessCallError && !error.unanswered && error.code !== 'retry_later')
        await update(row, { status: 'refused', errorCode: error.code, settledAt: deps.clock.now() });
      throw apiErrorOf(error);
    }
    const debited = await update(row, { status: 'debited', balanceBefore: balanceAfterBet + row.stake });
    return (await pay(merchant, debited)) ?? debited;
  }

  /** Pays a debited round's win (0 closes a lost round). Null when the wallet could not be reached: the sweep retries. */
  async function pay(merchant: ResolvedMerchant, row: RoundRow): Promise<RoundRow | null> {
    try {
      const paid = await deps.wallet.call(targetOf(merchant, row.vendorCode), 'credit', {
        player: row.player,
        transactionId: `${row.roundId}:win`,
        roundId: row.roundId,
        gameCode: row.gameCode,
        amount: show(merchant, row.win),
        roundEnded: true,
      });
      return update(row, { status: 'settled', balanceAfter: minorOf(merchant, paid.balance), settledAt: deps.clock.now() });
    } catch (error) {
      if (error instanceof SeamlessCallError && (error.unanswered || error.code === 'retry_later')) return null;
      throw error;
    }
  }

  /** Settles a free-play round against the player's play money. @throws insufficient_funds */
  async function settlePlay(row: RoundRow): Promise<RoundRow> {
    await playMoney(row);
    const [moved] = await db
      .update(housePlayMoney)
      .set({ balance: sql`${housePlayMoney.balance} - ${row.stake} + ${row.win}` })
      .where(and(eq(housePlayMoney.merchantId, row.merchantId), eq(housePlayMoney.player, row.player), sql`${housePlayMoney.balance} >= ${row.stake}`))
      .returning({ balance: housePlayMoney.balance });
    if (!moved) {
      await update(row, { status: 'refused', errorCode: 'insufficient_funds', settledAt: deps.clock.now() });
      throw new ApiError('insufficient_funds', 'Your play money is too low for this stake', { field: 'totalBet' });
    }
    return update(row, { status: 'settled', balanceBefore: moved.balance + row.stake - row.win, balanceAfter: moved.balance, settledAt: deps.clock.now() });
  }

  /** Settles a new round with real or play money, as the player launched. */
  const settle = (merchant: ResolvedMerchant, row: RoundRow, token: string) => (row.real ? settleReal(merchant, row, token) : settlePlay(row));

  /**
   * A round sent again (its answer was lost): a round whose bet was never confirmed sends the same bet again
   * (the wallet takes it at most once), a round whose win was not confirmed pays it again (at most once).
   */
  async function finish(merchant: ResolvedMerchant, row: RoundRow, token: string): Promise<RoundRow> {
    if (!row.real) return row;
    if (row.status === 'open') return settleReal(merchant, row, token);
    if (row.status === 'debited') return (await pay(merchant, row)) ?? row;
    return row;
  }

  /** The balance to show after a round; `balanceBefore` (the wallet's, when the round began) stands in while the round has none. */
  async function balanceAfter(merchant: ResolvedMerchant, row: RoundRow, balanceBefore: string): Promise<string> {
    if (!row.real) return show(merchant, await playMoney(row));
    const minor = row.balanceAfter ?? (row.balanceBefore !== null ? row.balanceBefore - row.stake : minorOf(merchant, balanceBefore));
    return show(merchant, minor);
  }

  return { targetOf, authenticate, playMoney, update, findByRequest, open, settle, settleReal, pay, settlePlay, finish, balanceAfter, recover };
}

/**
 * The fingerprint of a request to a house game: SHA-256 of its kind (which game, which call) and its
 * meaningful fields in canonical JSON (keys sorted, amounts in minor units), so the same request written
 * differently ("1" or "1.00") is the same, and a request id reused at another game is another request.
 */
export function requestFingerprint(kind: string, body: Record<string, unknown>): string {
  return createHash('sha256')
    .update(canonicalJson([kind, body]))
    .digest('hex');
}

/**
 * Refuses a request id already used for another request. A stored fingerprint of null (a round from before
 * fingerprints were kept) cannot be compared and is answered as before.
 * @throws idempotency_conflict
 */
export function sameRequest(stored: string | null, fingerprint: string): void {
  if (stored !== null && stored !== fingerprint)
    throw new ApiError('idempotency_conflict', 'This request id was already used for a different request', { field: 'requestId' });
}
