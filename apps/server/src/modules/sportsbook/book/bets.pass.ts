// One pass over the bets with money still to move (the job sportsbook.bets): live bets at the end of their delay,
// bets whose debit answer never came, refunds not yet confirmed, then settled bets to pay. Each step is one of
// bets.money.ts's, safe to run again or at once in another process.
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sportBets } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
/** A bet whose debit answer has not come by then is rolled back. */
export const RECOVER_AFTER_MS = 30_000;
const PAGE = 200;

type BetRow = typeof sportBets.$inferSelect;

interface PassDeps {
  database: Database;
  clock: Clock;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
}
interface PassVerbs {
  decide(merchant: ResolvedMerchant, betId: number): Promise<void>;
  pay(merchant: ResolvedMerchant, betId: number): Promise<void>;
  refund(merchant: ResolvedMerchant, bet: BetRow): Promise<boolean>;
  recoverOpen(merchant: ResolvedMerchant, bet: BetRow): Promise<void>;
}

export async function runBetsPass(deps: PassDeps, verbs: PassVerbs): Promise<Record<string, number>> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const counts = { decided: 0, recovered: 0, refunded: 0, paid: 0 };
  const todo = await db
    .select()
    .from(sportBets)
    .where(or(sql`${sportBets.status} IN ('open', 'pending')`, and(eq(sportBets.status, 'rejected'), isNull(sportBets.refundedAt))))
    .orderBy(asc(sportBets.id))
    .limit(PAGE);
  for (const bet of todo) {
    const merchant = await deps.merchantById(bet.merchantId);
    if (!merchant) continue;
    if (bet.status === 'pending' && bet.decideAt && bet.decideAt <= now) {
      await verbs.decide(merchant, bet.id);
      counts.decided++;
    } else if (bet.status === 'open' && now.getTime() - bet.createdAt.getTime() >= RECOVER_AFTER_MS) {
      await verbs.recoverOpen(merchant, bet);
      counts.recovered++;
    } else if (bet.status === 'rejected' && (await verbs.refund(merchant, bet))) counts.refunded++;
  }
  const unpaid = await db
    .select({ id: sportBets.id, merchantId: sportBets.merchantId })
    .from(sportBets)
    .where(
      and(eq(sportBets.status, 'settled'), or(sql`${sportBets.payout} > ${sportBets.paid}`, eq(sportBets.paySeq, 0), sql`${sportBets.payingSeq} IS NOT NULL`)),
    )
    .orderBy(asc(sportBets.id))
    .limit(PAGE);
  for (const bet of unpaid) {
    const merchant = await deps.merchantById(bet.merchantId);
    if (!merchant) continue;
    await verbs.pay(merchant, bet.id);
    counts.paid++;
  }
  return counts;
}
