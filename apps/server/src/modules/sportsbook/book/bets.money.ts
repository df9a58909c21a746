// The money of sports bets after placement, all through the seamless wallet as the house vendor
// (docs/sportsbook.md, Money): a live bet decided at the end of its delay (accepted, or rejected and its stake
// rolled back), a bet whose debit answer never came rolled back after RECOVER_AFTER_MS, and settled bets paid.
//
// Paying moves the difference between what the bet returns now (`payout`) and what it was `paid`, one credit
// `{roundId}:pay{n}` at a time: the credit is first claimed on the row (payingSeq, payingAmount), then sent
// (the wallet applies an id at most once, so a resend after a lost answer is safe), then confirmed by a
// conditional update on that same seq. A settlement, its rollback and a new settlement with the same result
// therefore pay once; a different result pays only the difference. A payout that drops below what was paid
// (a resettlement against the member) is not taken back: the seamless protocol has no debit without the
// member's session, so the bet keeps `paid > payout` for the operator (docs/sportsbook.md).
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { formatMinor, exponentOf } from '@orbit/contracts/money';
import type { Database } from '../../../db/client.ts';
import { sportBetLegs, sportBets, sportMarkets, sportOutcomes } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import type { HouseWallet } from '../../../vendors/house/house-wallet.ts';
import { SeamlessCallError } from '../../../vendors/house/seamless-client.ts';
import { runBetsPass } from './bets.pass.ts';
import { recomputeBet } from './bets.settle.ts';

type BetRow = typeof sportBets.$inferSelect;

export function createBetMoney(deps: {
  database: Database;
  clock: Clock;
  wallet: HouseWallet;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
}) {
  const { db } = deps.database;
  const target = (merchant: ResolvedMerchant, bet: BetRow) => ({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: bet.vendorCode });
  const amount = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));

  /** Rolls a bet's stake back (idempotent at the wallet); a debit that never arrived is refused later by the wallet. */
  async function refund(merchant: ResolvedMerchant, bet: BetRow): Promise<boolean> {
    try {
      await deps.wallet.call(target(merchant, bet), 'rollback', {
        player: bet.player,
        transactionId: `${bet.roundId}:rollback`,
        debitTransactionId: `${bet.roundId}:bet`,
        roundId: bet.roundId,
        gameCode: bet.gameCode,
      });
    } catch (error) {
      if (!(error instanceof SeamlessCallError) || error.code !== 'unknown_transaction') return false;
    }
    await db
      .update(sportBets)
      .set({ refundedAt: deps.clock.now() })
      .where(and(eq(sportBets.id, bet.id), isNull(sportBets.refundedAt)));
    return true;
  }

  /**
   * A pending live bet at the end of its delay: accepted at the odds it was taken at when every market is
   * still open, never stopped since the bet, and its odds did not move past the member's acceptance; else
   * rejected (with the reason) and its stake rolled back.
   */
  async function decide(merchant: ResolvedMerchant, betId: number): Promise<void> {
    const now = deps.clock.now();
    const rejected = await db.transaction(async (tx) => {
      const [bet] = await tx.select().from(sportBets).where(eq(sportBets.id, betId)).for('update');
      if (!bet || bet.status !== 'pending' || (bet.decideAt && bet.decideAt > now)) return undefined;
      const legs = await tx
        .select({ odds: sportBetLegs.odds, status: sportMarkets.status, stoppedAt: sportMarkets.stoppedAt, current: sportOutcomes.odds })
        .from(sportBetLegs)
        .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
        .innerJoin(sportOutcomes, eq(sportOutcomes.id, sportBetLegs.outcomeId))
        .where(eq(sportBetLegs.betId, bet.id));
      const reason = legs
        .map((leg) => {
          // A stop at the very moment of the bet counts as during its delay: the member is refunded rather than held to it.
          if (leg.status !== 'open' || (leg.stoppedAt && leg.stoppedAt >= bet.createdAt)) return 'sports_market_closed';
          if (bet.acceptOdds === 'none' && leg.current !== leg.odds) return 'sports_odds_changed';
          if (bet.acceptOdds === 'higher' && leg.current < leg.odds) return 'sports_odds_changed';
          return undefined;
        })
        .find((code) => code !== undefined);
      if (reason) {
        const [row] = await tx.update(sportBets).set({ status: 'rejected', errorCode: reason }).where(eq(sportBets.id, bet.id)).returning();
        return row;
      }
      const [accepted] = await tx.update(sportBets).set({ status: 'accepted' }).where(eq(sportBets.id, bet.id)).returning();
      await recomputeBet(tx, accepted!, now);
      return undefined;
    });
    if (rejected) await refund(merchant, rejected);
  }

  /** Sends a settled bet what it is owed: one claimed credit at a time, confirmed by its seq. */
  async function pay(merchant: ResolvedMerchant, betId: number): Promise<void> {
    const [claimed] = await db
      .update(sportBets)
      .set({ payingSeq: sql`${sportBets.paySeq} + 1`, payingAmount: sql`${sportBets.payout} - ${sportBets.paid}` })
      .where(
        and(
          eq(sportBets.id, betId),
          eq(sportBets.status, 'settled'),
          isNull(sportBets.payingSeq),
          or(sql`${sportBets.payout} > ${sportBets.paid}`, and(eq(sportBets.paySeq, 0), sql`${sportBets.payout} = ${sportBets.paid}`)),
        ),
      )
      .returning();
    const [bet] = claimed ? [claimed] : await db.select().from(sportBets).where(eq(sportBets.id, betId));
    if (!bet || bet.payingSeq === null || bet.payingAmount === null) return;
    try {
      await deps.wallet.call(target(merchant, bet), 'credit', {
        player: bet.player,
        transactionId: `${bet.roundId}:pay${bet.payingSeq}`,
        roundId: bet.roundId,
        gameCode: bet.gameCode,
        amount: amount(merchant, bet.payingAmount),
        roundEnded: true,
      });
    } catch (error) {
      // Not answered: the same credit goes again next pass. Refused for good: noted, and tried again next pass.
      if (error instanceof SeamlessCallError && !error.unanswered) await db.update(sportBets).set({ errorCode: error.code }).where(eq(sportBets.id, bet.id));
      return;
    }
    await db
      .update(sportBets)
      .set({ paid: sql`${sportBets.paid} + ${sportBets.payingAmount}`, paySeq: bet.payingSeq, payingSeq: null, payingAmount: null })
      .where(and(eq(sportBets.id, bet.id), eq(sportBets.payingSeq, bet.payingSeq)));
  }

  /** A bet whose debit answer never came: rolled back in the member's favour, and refused. */
  async function recoverOpen(merchant: ResolvedMerchant, bet: BetRow): Promise<void> {
    const [claimed] = await db
      .update(sportBets)
      .set({ status: 'rejected', errorCode: 'vendor_unavailable' })
      .where(and(eq(sportBets.id, bet.id), eq(sportBets.status, 'open')))
      .returning();
    if (claimed) await refund(merchant, claimed);
  }

  /** Everything due: live bets at the end of their delay, lost debits, refunds to resend, payments (bets.pass.ts). */
  const pass = () => runBetsPass(deps, { decide, pay, refund, recoverOpen });

  /** The member's own due live bets, decided now (reading my bets shows the slip's outcome without waiting for the job). */
  async function decideDue(merchant: ResolvedMerchant, player: string): Promise<void> {
    const due = await db
      .select({ id: sportBets.id })
      .from(sportBets)
      .where(
        and(eq(sportBets.merchantId, merchant.id), eq(sportBets.player, player), eq(sportBets.status, 'pending'), lte(sportBets.decideAt, deps.clock.now())),
      );
    for (const bet of due) await decide(merchant, bet.id);
  }

  return { refund, decide, pay, pass, decideDue };
}
