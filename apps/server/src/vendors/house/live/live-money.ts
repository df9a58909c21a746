// The money of live-table bets after they are placed: the win paid at settlement, the stake rolled back when
// a bet could not be confirmed in time or its round was not dealt. Real money moves through the seamless
// protocol, each leg with its own transaction id, so a repeat after a crash is answered as the first; free
// play moves the house vendor's play money in the same transaction as the bet's status.
import { and, eq, sql } from 'drizzle-orm';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { LiveResult } from '@orbit/contracts/house-live';
import { houseLiveBets } from '../../../db/schema/house-live.ts';
import { housePlayMoney } from '../../../db/schema/house.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { minorOf, show } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { LIVE_GAMES } from './live-games.ts';
import { betTransactionId, vendorOf, seamlessRoundId, type LiveBetRow, type LiveContext, type LiveRoundRow } from './live-context.ts';

/** What a bet's spots return on a result. */
export function winOf(merchant: ResolvedMerchant, round: LiveRoundRow, bet: LiveBetRow): bigint {
  const game = LIVE_GAMES[round.gameCode as keyof typeof LIVE_GAMES];
  const result = round.result as LiveResult;
  return bet.spots.reduce((sum, { spot, amount }) => {
    const parsed = parseAmount(amount, exponentOf(merchant.currency));
    return sum + (parsed.ok ? game.returned(result, spot, parsed.minor) : 0n);
  }, 0n);
}

export function createLiveMoney(ctx: LiveContext) {
  const { db } = ctx.database;
  const target = (merchant: ResolvedMerchant, round: LiveRoundRow) => ({
    merchantId: merchant.id,
    merchantCode: merchant.code,
    vendorCode: vendorOf(round.gameCode),
  });

  async function movePlayMoney(bet: LiveBetRow, from: string, to: string, amount: bigint, values: Partial<LiveBetRow>) {
    await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(houseLiveBets)
        .set({ ...values, status: to })
        .where(and(eq(houseLiveBets.id, bet.id), eq(houseLiveBets.status, from)))
        .returning({ id: houseLiveBets.id });
      if (!moved || amount === 0n) return;
      const [money] = await tx
        .update(housePlayMoney)
        .set({ balance: sql`${housePlayMoney.balance} + ${amount}` })
        .where(and(eq(housePlayMoney.merchantId, bet.merchantId), eq(housePlayMoney.player, bet.player)))
        .returning({ balance: housePlayMoney.balance });
      if (money) await tx.update(houseLiveBets).set({ balanceAfter: money.balance }).where(eq(houseLiveBets.id, bet.id));
    });
  }

  /**
   * Pays a placed bet its win (a credit of 0 closes a lost bet). False when the wallet could not be reached
   * or refused: the bet stays placed (the refusal noted on it) and the next tick tries again.
   */
  async function pay(merchant: ResolvedMerchant, round: LiveRoundRow, bet: LiveBetRow): Promise<boolean> {
    const win = winOf(merchant, round, bet);
    const now = ctx.clock.now();
    if (!bet.real) {
      await movePlayMoney(bet, 'placed', 'settled', win, { win, settledAt: now });
      return true;
    }
    try {
      const paid = await ctx.wallet.call(target(merchant, round), 'credit', {
        player: bet.player,
        transactionId: betTransactionId(bet, 'win'),
        roundId: seamlessRoundId(round),
        gameCode: round.gameCode,
        amount: show(merchant, win),
        roundEnded: true,
      });
      await db
        .update(houseLiveBets)
        .set({ status: 'settled', win, balanceAfter: minorOf(merchant, paid.balance), errorCode: null, settledAt: now })
        .where(and(eq(houseLiveBets.id, bet.id), eq(houseLiveBets.status, 'placed')));
      return true;
    } catch (error) {
      if (!(error instanceof SeamlessCallError)) throw error;
      if (!error.unanswered && error.code !== 'retry_later') await db.update(houseLiveBets).set({ errorCode: error.code }).where(eq(houseLiveBets.id, bet.id));
      return false;
    }
  }

  /** Gives a bet's stake back (a bet being cancelled, or any bet of a round that was not dealt). False: try again later. */
  async function refund(merchant: ResolvedMerchant, round: LiveRoundRow, bet: LiveBetRow): Promise<boolean> {
    const now = ctx.clock.now();
    if (!bet.real) {
      await movePlayMoney(bet, bet.status, 'refunded', bet.stake, { win: 0n, settledAt: now });
      return true;
    }
    const done = (values: Partial<LiveBetRow>) =>
      db
        .update(houseLiveBets)
        .set({ status: 'refunded', win: 0n, settledAt: now, ...values })
        .where(and(eq(houseLiveBets.id, bet.id), eq(houseLiveBets.status, bet.status)));
    try {
      const back = await ctx.wallet.call(target(merchant, round), 'rollback', {
        player: bet.player,
        transactionId: betTransactionId(bet, 'rollback'),
        debitTransactionId: betTransactionId(bet, 'bet'),
        roundId: seamlessRoundId(round),
        gameCode: round.gameCode,
      });
      await done({ balanceAfter: minorOf(merchant, back.balance) });
      return true;
    } catch (error) {
      if (!(error instanceof SeamlessCallError)) throw error;
      // The debit never arrived: the wallet remembers the rollback and will refuse it; nothing was taken.
      if (error.code === 'unknown_transaction') {
        await done({ errorCode: 'bet_not_taken' });
        return true;
      }
      return false;
    }
  }

  return { pay, refund };
}

export type LiveMoney = ReturnType<typeof createLiveMoney>;
