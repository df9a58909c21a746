// The attempts of member logins (ADR 0009, docs/conventions.md Attempt limits): each claimed before its password
// or code is checked, counted with the failures of the last hour for the account and for the address, and
// ended either as a failure in the login history or released. Split from login.ts, whose ways of logging in
// decide from these counts what to refuse and when to ask for a captcha.
import { ApiError } from '@orbit/contracts/envelope';
import { claimAttempt, releaseClaim } from '../../lib/attempt-claims.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { LoginDeps } from './login.ts';
import { recordLogin } from './login-records.ts';
import type { LoginMethod, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';

/** Failed logins in the last hour, the attempts being checked included. */
export interface FailureCounts {
  account: number;
  accountFromIp: number;
  fromIp: number;
}

export function createLoginAttempts(deps: Pick<LoginDeps, 'database' | 'clock' | 'audit'>) {
  const { database, clock, audit } = deps;
  const db = database.db;

  /** Writes a failed attempt to the history and, in the same transaction, ends its claim (if it had one). */
  async function fail(
    merchant: ResolvedMerchant,
    member: repo.MemberRow | undefined,
    accountKey: string,
    method: LoginMethod,
    reason: string,
    context: RequestContext,
    claimId?: number,
  ) {
    await db.transaction(async (tx) => {
      await recordLogin(tx, audit, { merchant, member, accountKey, method, success: false, reason, context, now: clock.now() });
      if (claimId !== undefined) await releaseClaim(tx, claimId);
    });
  }

  /** Ends a claim whose attempt was not a failed password or code (it passed, or a human check refused it). */
  async function release(claimId: number) {
    await db.transaction((tx) => releaseClaim(tx, claimId));
  }

  /**
   * Claims a login attempt before its password or code is checked (ADR 0009). It counts the failures of the
   * last hour in the history plus the attempts being checked right now, for this account (from anywhere,
   * and from this address) and from this address (any account); `refuse` says from those counts whether
   * to refuse.
   * @throws too_many_requests
   */
  async function claimLogin(merchant: ResolvedMerchant, accountKey: string, context: RequestContext, refuse: (counts: FailureCounts) => boolean) {
    const since = new Date(clock.now().getTime() - 3600_000);
    const { claimId, decision } = await claimAttempt(
      database,
      { merchantId: merchant.id, scope: 'member-login', subject: accountKey, ip: context.ip },
      clock.now(),
      async (tx, inFlight) => {
        const account = await repo.failuresSince(tx, merchant.id, { accountKey }, since);
        const accountFromIp = await repo.failuresSince(tx, merchant.id, { accountKey, ip: context.ip }, since);
        const fromIp = await repo.failuresSince(tx, merchant.id, { ip: context.ip }, since);
        const counts = { account: account + inFlight.subject, accountFromIp: accountFromIp + inFlight.subjectFromIp, fromIp: fromIp + inFlight.fromIp };
        if (refuse(counts)) throw new ApiError('too_many_requests', 'Too many failed logins, please try again later');
        return counts;
      },
    );
    return { claimId, counts: decision };
  }

  return { fail, release, claimLogin };
}
