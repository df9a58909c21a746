// What the referral programme reads of other modules' tables (a read model named in ADR 0023 and
// docs/decisions/0033-referrals-and-reward-centre.md): the addresses and devices a member has used, its bank accounts and its
// turnover. It only reads; the members, payments and wallet modules stay the writers.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client.ts';
import { memberKnownDevices, memberKnownIps } from '../../db/schema/members.ts';
import { memberBankAccounts } from '../../db/schema/payments.ts';

/** Whether the referrer has ever used this address (the members module records every new one). */
export async function referrerUsedIp(tx: Tx, referrerId: number, ip: string): Promise<boolean> {
  const [row] = await tx
    .select({ ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .where(and(eq(memberKnownIps.memberId, referrerId), eq(memberKnownIps.ip, ip)))
    .limit(1);
  return row !== undefined;
}

/** Whether the referrer has registered or logged in from this device (the site's own id, never a fingerprint). */
export async function referrerUsedDevice(tx: Tx, referrerId: number, deviceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ deviceId: memberKnownDevices.deviceId })
    .from(memberKnownDevices)
    .where(and(eq(memberKnownDevices.memberId, referrerId), eq(memberKnownDevices.deviceId, deviceId)))
    .limit(1);
  return row !== undefined;
}

/** Whether two members have a bank account with the same number (digits only, any bank), removed ones included. */
export async function shareBankAccount(tx: Tx, merchantId: number, a: number, b: number): Promise<boolean> {
  const digits = sql<string>`regexp_replace(${memberBankAccounts.accountNumber}, '[^0-9A-Za-z]', '', 'g')`;
  const rows = await tx
    .select({ memberId: memberBankAccounts.memberId, number: digits })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.merchantId, merchantId), inArray(memberBankAccounts.memberId, [a, b])));
  const of = (id: number) => new Set(rows.filter((row) => row.memberId === id).map((row) => row.number.toUpperCase()));
  const mine = of(a);
  return [...of(b)].some((number) => number !== '' && mine.has(number));
}

/**
 * Referrals whose referee's turnover (bets taken minus bets rolled back, every day and game) reached the
 * target and that have no turnover reward yet: one set-based read for the programme's job.
 */
export async function refereesPastTurnover(tx: Tx, merchantId: number, target: bigint): Promise<{ referralId: number; turnover: bigint }[]> {
  const result = await tx.execute(sql`
    SELECT r.id AS referral_id, t.total AS turnover
    FROM referrals r
    JOIN LATERAL (SELECT COALESCE(SUM(turnover), 0) AS total FROM member_turnover WHERE merchant_id = r.merchant_id AND member_id = r.referee_id) t ON true
    WHERE r.merchant_id = ${merchantId} AND r.state <> 'rejected' AND t.total >= ${target}
      AND NOT EXISTS (SELECT 1 FROM referral_rewards w WHERE w.referral_id = r.id AND w.milestone = 'turnover')
    ORDER BY r.id
    LIMIT 1000`);
  return rowsOf<{ referral_id: unknown; turnover: unknown }>(result).map((row) => ({
    referralId: Number(row.referral_id),
    turnover: BigInt(String(row.turnover)),
  }));
}
