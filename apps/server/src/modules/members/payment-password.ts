// The payment password check of the money calls (withdraw, bank accounts, transfer to upline), with its
// brute-force limit: at most 5 wrong tries per member in any hour, then every try is refused until the
// oldest of them is an hour old. Only the bookkeeping runs under a lock, never the slow hash check.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import { members, paymentPasswordAttempts } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

export const MAX_WRONG_PAYMENT_PASSWORDS_PER_HOUR = 5;
const HOUR_MS = 3_600_000;
/** A try still unfinished after this long was cut off mid-check (a crash): it counts as wrong. */
const STALE_MS = 60_000;
/** How long a try waits for the member's other tries in flight before it gives up. */
const MAX_WAIT_MS = 30_000;
// pg_advisory_xact_lock(namespace, member): the tries of one member are counted one at a time.
const LOCK_NAMESPACE = 4_204_003;

export type PaymentPasswords = ReturnType<typeof createPaymentPasswords>;

export function createPaymentPasswords(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;

  /**
   * Checks a member's payment password. Call it before opening the transaction of the money call (the hash
   * check is slow on purpose); a refusal writes nothing but the counted try.
   * @throws payment_password_required (none set), payment_password_wrong, too_many_requests
   */
  async function verify(merchant: Pick<ResolvedMerchant, 'id'>, memberId: number, password: string): Promise<void> {
    const [member] = await db
      .select({ hash: members.paymentPasswordHash })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.id, memberId)));
    if (!member?.hash)
      throw new ApiError('payment_password_required', 'Please set a payment password first (My account → Payment password)', { field: 'paymentPassword' });
    const attemptId = await reserveTry(merchant.id, memberId);
    const right = await verifyPassword(password, member.hash).catch(async (error: unknown) => {
      await db.delete(paymentPasswordAttempts).where(eq(paymentPasswordAttempts.id, attemptId));
      throw error;
    });
    if (right) await db.delete(paymentPasswordAttempts).where(eq(paymentPasswordAttempts.id, attemptId));
    else {
      await db.update(paymentPasswordAttempts).set({ wrong: true }).where(eq(paymentPasswordAttempts.id, attemptId));
      throw new ApiError('payment_password_wrong', 'The payment password is not correct', { field: 'paymentPassword' });
    }
  }

  /**
   * Records a try before its password is checked. Under a per-member lock it counts the wrong tries of the
   * last hour and those being checked right now: a try that could make a sixth wrong one waits for those in
   * flight to finish (a member's own requests sent together are delayed, not refused), and once there are 5
   * wrong ones every try is refused.
   * @throws too_many_requests
   */
  async function reserveTry(merchantId: number, memberId: number): Promise<number> {
    const startedAt = Date.now();
    for (;;) {
      const now = deps.clock.now();
      const reserved = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, ${memberId})`);
        const [tries] = await tx
          .select({
            wrong:
              sql<number>`count(*) FILTER (WHERE ${paymentPasswordAttempts.wrong} OR ${paymentPasswordAttempts.at} < ${new Date(now.getTime() - STALE_MS)})`.mapWith(
                Number,
              ),
            checking:
              sql<number>`count(*) FILTER (WHERE NOT ${paymentPasswordAttempts.wrong} AND ${paymentPasswordAttempts.at} >= ${new Date(now.getTime() - STALE_MS)})`.mapWith(
                Number,
              ),
          })
          .from(paymentPasswordAttempts)
          .where(
            and(
              eq(paymentPasswordAttempts.merchantId, merchantId),
              eq(paymentPasswordAttempts.memberId, memberId),
              gt(paymentPasswordAttempts.at, new Date(now.getTime() - HOUR_MS)),
            ),
          );
        const wrong = tries?.wrong ?? 0;
        if (wrong >= MAX_WRONG_PAYMENT_PASSWORDS_PER_HOUR) return 'locked' as const;
        if (wrong + (tries?.checking ?? 0) >= MAX_WRONG_PAYMENT_PASSWORDS_PER_HOUR) return 'wait' as const;
        const [attempt] = await tx.insert(paymentPasswordAttempts).values({ merchantId, memberId, at: now }).returning({ id: paymentPasswordAttempts.id });
        if (!attempt) throw new Error('payment password try not recorded');
        return attempt.id;
      });
      if (typeof reserved === 'number') return reserved;
      if (reserved === 'locked' || Date.now() - startedAt > MAX_WAIT_MS)
        throw new ApiError('too_many_requests', 'Too many wrong payment passwords, please try again in an hour', { field: 'paymentPassword' });
      await new Promise((resolve) => setTimeout(resolve, 25 + Math.random() * 50));
    }
  }

  /** Whether the member has set a payment password (the withdrawal screen asks for one first). */
  async function isSet(merchantId: number, memberId: number, tx: Tx = db): Promise<boolean> {
    const [member] = await tx
      .select({ hash: members.paymentPasswordHash })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
    return Boolean(member?.hash);
  }

  /** Drops tries older than the window (a scheduled job); answers how many went. */
  async function pruneOld(tx: Tx, before: Date): Promise<number> {
    const gone = await tx
      .delete(paymentPasswordAttempts)
      .where(lt(paymentPasswordAttempts.at, new Date(before.getTime() - HOUR_MS)))
      .returning({ id: paymentPasswordAttempts.id });
    return gone.length;
  }

  return { verify, isSet, pruneOld };
}
