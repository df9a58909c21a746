// Claim before check (ADR 0009): every attempt-limited check (a login's password, a console login, a
// two-factor answer) first claims its attempt, under a lock on what it is counted by, and only then runs
// the slow or secret comparison. The claim counts as a failure while the check runs, so N simultaneous
// attempts are counted as N before any of them is compared: a limit or a captcha threshold cannot be
// passed by sending the guesses together. The outcome then replaces the claim in the check's own log
// (member_logins, operator_login_failures, login_challenges.attempts) in one transaction.
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { rowsOf, type Database, type Tx } from '../db/client.ts';
import { attemptClaims } from '../db/schema/attempts.ts';

/** How long a claimer keeps trying for locks held by the other attempts on the same subject or address. */
const MAX_WAIT_MS = 30_000;

export interface AttemptKey {
  merchantId: number;
  scope: 'member-login' | 'console-login' | 'two-factor' | 'redeem-code';
  /** What the attempt is about: an account key, an operator's username, a challenge's hash. */
  subject: string;
  /** Where it comes from; null when the limit is not per address. */
  ip: string | null;
}

/** The claims in flight (or left by a crash) that match the attempt, counted before it is claimed. */
export interface InFlight {
  subject: number;
  subjectFromIp: number;
  fromIp: number;
  /** The newest claim for the subject, if any. */
  lastAt: Date | null;
}

/**
 * Claims an attempt: locks the subject (and the address), counts the claims in flight, lets `decide`
 * read the check's own log and refuse by throwing, and records the claim; all in one short transaction, so
 * the next claimer of the same subject or address counts this one. `decide` must read its log after the
 * claims were counted (it does: it runs after), so a failure moving from a claim to the log between the
 * two reads is counted twice at worst, never missed.
 * @throws whatever `decide` throws (nothing is written then); too_many_requests when the locks stay taken
 *   for MAX_WAIT_MS.
 */
export async function claimAttempt<T>(
  database: Database,
  key: AttemptKey,
  now: Date,
  decide: (tx: Tx, inFlight: InFlight) => Promise<T> | T,
): Promise<{ claimId: number; decision: T }> {
  const locks = [`${key.merchantId}:${key.scope}:s:${key.subject}`];
  if (key.ip !== null) locks.push(`${key.merchantId}:${key.scope}:ip:${key.ip}`);
  // Always taken in the same order, so two claimers never wait on each other crosswise.
  locks.sort();
  const startedAt = Date.now();
  for (;;) {
    const claimed = await database.db.transaction(async (tx) => {
      // A claimer that finds the lock taken gives its connection back and tries again shortly: a flood of
      // attempts on one account then waits outside the pool instead of holding every connection.
      for (const lock of locks) {
        const [got] = rowsOf<{ ok: boolean }>(await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtext(${lock})) AS ok`));
        if (!got?.ok) return undefined;
      }
      return claimLocked(tx, key, now, decide);
    });
    if (claimed) return claimed;
    if (Date.now() - startedAt > MAX_WAIT_MS) throw new ApiError('too_many_requests', 'Too many attempts at the same time, please try again');
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
}

async function claimLocked<T>(
  tx: Tx,
  key: AttemptKey,
  now: Date,
  decide: (tx: Tx, inFlight: InFlight) => Promise<T> | T,
): Promise<{ claimId: number; decision: T }> {
  const sameSubject = eq(attemptClaims.subject, key.subject);
  const sameIp = key.ip === null ? sql`false` : eq(attemptClaims.ip, key.ip);
  const [row] = await tx
    .select({
      subject: sql<number>`count(*) FILTER (WHERE ${sameSubject})`.mapWith(Number),
      subjectFromIp: sql<number>`count(*) FILTER (WHERE ${sameSubject} AND ${sameIp})`.mapWith(Number),
      fromIp: sql<number>`count(*) FILTER (WHERE ${sameIp})`.mapWith(Number),
      lastAt: sql<string | Date | null>`max(${attemptClaims.at}) FILTER (WHERE ${sameSubject})`,
    })
    .from(attemptClaims)
    .where(and(eq(attemptClaims.merchantId, key.merchantId), eq(attemptClaims.scope, key.scope), or(sameSubject, sameIp)));
  const inFlight: InFlight = {
    subject: row?.subject ?? 0,
    subjectFromIp: row?.subjectFromIp ?? 0,
    fromIp: row?.fromIp ?? 0,
    lastAt: row?.lastAt ? new Date(row.lastAt) : null,
  };
  const decision = await decide(tx, inFlight);
  const [claim] = await tx
    .insert(attemptClaims)
    .values({ ...key, at: now })
    .returning({ id: attemptClaims.id });
  if (!claim) throw new Error('attempt not claimed');
  return { claimId: claim.id, decision };
}

/** Ends a claim: call it in the transaction that writes the attempt's outcome to the check's own log. */
export async function releaseClaim(tx: Tx, claimId: number): Promise<void> {
  await tx.delete(attemptClaims).where(eq(attemptClaims.id, claimId));
}

/** Drops claims older than `before` (left by a crash mid-check); answers how many went. */
export async function pruneClaims(tx: Tx, before: Date): Promise<number> {
  const gone = await tx.delete(attemptClaims).where(lt(attemptClaims.at, before)).returning({ id: attemptClaims.id });
  return gone.length;
}
