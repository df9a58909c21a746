// The house rounds' recovery sweep (round-book.ts): rounds cut off between the bet and the win (a crash, a lost
// answer) are finished in the player's favour — a taken bet is paid its win, a bet whose outcome is unknown is
// rolled back. Moved verbatim out of round-book.ts, which hands in how it pays and updates a round.
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { houseRounds } from '../../db/schema/house.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../modules/site/site.types.ts';
import type { HouseWallet, HouseWalletTarget } from './house-wallet.ts';
import type { RoundRow } from './round-book.ts';
import { minorOf } from './round-money.ts';
import { SeamlessCallError } from './seamless-client.ts';

/** A round left open or unpaid for this long is finished by the sweep. */
export const RECOVERY_AFTER_MS = 30_000;

export function createRoundRecovery(
  deps: { database: Database; clock: Clock; wallet: HouseWallet },
  book: {
    targetOf(merchant: ResolvedMerchant, vendorCode: string): HouseWalletTarget;
    pay(merchant: ResolvedMerchant, row: RoundRow): Promise<RoundRow | null>;
    update(row: RoundRow, values: Partial<typeof houseRounds.$inferInsert>): Promise<RoundRow>;
  },
) {
  const { db } = deps.database;
  const { targetOf, pay, update } = book;

  /**
   * Finishes rounds cut off between the bet and the win (a crash, a lost answer), in the player's favour: a
   * taken bet is paid its win; a bet whose outcome is unknown is rolled back (refunded if it was taken, and
   * refused if it arrives later).
   */
  async function recover(merchantById: (id: number) => Promise<ResolvedMerchant | undefined>) {
    const before = new Date(deps.clock.now().getTime() - RECOVERY_AFTER_MS);
    const rows = await db
      .select()
      .from(houseRounds)
      .where(and(inArray(houseRounds.status, ['open', 'debited']), eq(houseRounds.real, true), lt(houseRounds.createdAt, before)))
      .limit(200);
    let paid = 0;
    let refunded = 0;
    for (const row of rows) {
      const merchant = await merchantById(row.merchantId);
      if (!merchant) continue;
      if (row.status === 'debited') {
        try {
          if (await pay(merchant, row)) paid++;
        } catch (error) {
          // A refusal no repeat will change: noted on the round for the operator; the other rounds go on.
          if (!(error instanceof SeamlessCallError)) throw error;
          await update(row, { errorCode: error.code });
        }
        continue;
      }
      try {
        const back = await deps.wallet.call(targetOf(merchant, row.vendorCode), 'rollback', {
          player: row.player,
          transactionId: `${row.roundId}:rollback`,
          debitTransactionId: `${row.roundId}:bet`,
          roundId: row.roundId,
          gameCode: row.gameCode,
        });
        await update(row, { status: 'refunded', balanceAfter: minorOf(merchant, back.balance), settledAt: deps.clock.now() });
        refunded++;
      } catch (error) {
        // The bet never arrived: the rollback is remembered and the bet will be refused; nothing was taken.
        if (error instanceof SeamlessCallError && error.code === 'unknown_transaction') {
          await update(row, { status: 'refunded', errorCode: 'bet_not_taken', settledAt: deps.clock.now() });
          refunded++;
        } else if (!(error instanceof SeamlessCallError)) throw error;
      }
    }
    return { paid, refunded, left: rows.length - paid - refunded };
  }
  return { recover };
}
