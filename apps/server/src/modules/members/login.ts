// Logging in (Free play, Two-factor login, Remember): by username and password, by mobile
// number and SMS code, as a free-play trial account, or with a remember token; throttled so that nobody
// can lock another member out (ADR 0009).//
// Claiming and counting attempts is login-attempts.ts; remembered logins are login-remember.ts.
import { randomInt } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { LoginBody, LoginResult, MemberSession } from '@orbit/contracts/member';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { phoneTarget, type CodeService } from './codes.ts';
import type { HumanChecks } from './human-checks.ts';
import { createLoginAttempts, type FailureCounts } from './login-attempts.ts';
import { recordLogin } from './login-records.ts';
import { createRememberedLogin } from './login-remember.ts';
import type { LoginMethod, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';
import { refuseOnAgentOnlyDomain, type SessionService } from './sessions.ts';
import type { TwoFactor } from './two-factor.ts';
import { normaliseMobile } from './register.ts';

export interface LoginDeps {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  sessions: SessionService;
  codes: CodeService;
  human: HumanChecks;
  twoFactor: TwoFactor;
}

/** At most 100 failed logins an hour per account from one address, and from addresses the member never used (ADR 0009). */
export const MAX_FAILURES_PER_HOUR = 100;

export interface LoginOutcome {
  result: LoginResult;
  /** A new remember token to set as the HttpOnly cookie; null to clear the cookie; undefined to leave it. */
  rememberToken?: string | null;
}

export function createLogin(deps: LoginDeps) {
  const { database, clock, audit, sessions, codes, human, twoFactor } = deps;
  const db = database.db;
  const { fail, release, claimLogin } = createLoginAttempts(deps);
  const { issueRememberToken, remembered, loginRemembered, forgetRemembered } = createRememberedLogin({ db, clock, admit });

  /**
   * Opens the session of a member who has proven who they are, or asks for the two-factor check from an
   * address the member has not used (when the merchant turned that on).
   */
  async function admit(
    merchant: ResolvedMerchant,
    member: repo.MemberRow,
    method: LoginMethod,
    context: RequestContext,
    remember: boolean,
  ): Promise<LoginOutcome> {
    if (member.status === 'locked') {
      await fail(merchant, member, member.usernameKey, method, 'locked', context);
      throw new ApiError('account_locked', 'This account is locked, please contact customer service');
    }
    // Before a two-factor code is sent: sessions.open refuses it anyway, this only saves the message.
    refuseOnAgentOnlyDomain(merchant, member, context);
    const known = await repo.isKnownIp(db, member.id, context.ip);
    if (merchant.settings.flags.twoFactorNewIp && !known && method !== 'remembered') {
      const challenge = await twoFactor.start(merchant, member, method, remember, context);
      if (challenge) return { result: challenge };
    }
    const session = await openSession(merchant, member, method, context);
    return { result: { state: 'ok', ...session }, rememberToken: remember ? await issueRememberToken(merchant, member, method) : undefined };
  }

  /** Opens a session and records the login (history, audit, known address, last login). */
  async function openSession(merchant: ResolvedMerchant, member: repo.MemberRow, method: LoginMethod, context: RequestContext): Promise<MemberSession> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const session = await sessions.open(tx, merchant, member, method, context);
      await recordLogin(tx, audit, { merchant, member, accountKey: member.usernameKey, method, success: true, reason: null, context, now });
      await repo.rememberIp(tx, member.id, context.ip, now, context.deviceId);
      await repo.update(tx, merchant.id, member.id, { lastLoginAt: now, lastLoginIp: context.ip });
      return session;
    });
  }
  /**
   * @throws verification_required, captcha_required, captcha_invalid, invalid_credentials, account_locked,
   *   too_many_requests, feature_disabled, missing_phone_number, validation_failed, invalid_verification_code, code_expired
   */
  async function login(merchant: ResolvedMerchant, body: LoginBody, context: RequestContext): Promise<LoginOutcome> {
    return body.type === 'sms' ? loginBySms(merchant, body, context) : loginByPassword(merchant, body, context);
  }

  async function loginByPassword(merchant: ResolvedMerchant, body: Extract<LoginBody, { type: 'username' }>, context: RequestContext): Promise<LoginOutcome> {
    const accountKey = repo.usernameKey(body.username);
    const member = await repo.findByUsername(db, merchant.id, body.username);
    // The account-wide limit does not apply from an address the member has logged in from before: an
    // attacker elsewhere can exhaust it without locking the owner out (ADR 0009).
    const fromKnownIp = member ? await repo.isKnownIp(db, member.id, context.ip) : false;
    const { claimId, counts } = await claimLogin(
      merchant,
      accountKey,
      context,
      (c) => c.accountFromIp >= MAX_FAILURES_PER_HOUR || (!fromKnownIp && c.account >= MAX_FAILURES_PER_HOUR),
    );
    // The counts include the attempts still being checked, so the attempt after the threshold needs the
    // captcha even when all of them were sent at once.
    const threshold = merchant.settings.accounts.captchaAfterFailures;
    const needsCaptcha = (c: FailureCounts) => threshold > 0 && (c.account >= threshold || c.fromIp >= threshold * 3);
    let passwordOk: boolean;
    try {
      if (needsCaptcha(counts)) {
        try {
          await human.verifyCaptcha(merchant.id, body.captchaId, body.captcha);
        } catch (error) {
          if (error instanceof ApiError) throw new ApiError(error.errorCode, error.message, { field: 'captcha', captchaRequired: true });
          throw error;
        }
      }
      await human.verifyChallenge(body.verification);
      passwordOk = await verifyPassword(body.password, member?.passwordHash ?? dummyPasswordHash());
    } catch (error) {
      await release(claimId);
      throw error;
    }
    if (!member || !passwordOk) {
      await fail(merchant, member, accountKey, 'username', member ? 'wrong password' : 'unknown account', context, claimId);
      const nowNeeded = needsCaptcha({ ...counts, account: counts.account + 1, fromIp: counts.fromIp + 1 });
      throw new ApiError('invalid_credentials', 'Account or password is wrong', { captchaRequired: nowNeeded });
    }
    await release(claimId);
    return admit(merchant, member, 'username', context, body.remember === true);
  }

  async function loginBySms(merchant: ResolvedMerchant, body: Extract<LoginBody, { type: 'sms' }>, context: RequestContext): Promise<LoginOutcome> {
    if (!merchant.settings.flags.smsLogin) throw new ApiError('feature_disabled', 'Login by SMS code is not enabled');
    const mobile = normaliseMobile(body.countryDialingCode, body.mobileNum);
    const target = phoneTarget(mobile.countryDialingCode, mobile.mobileNum);
    const { claimId } = await claimLogin(merchant, target, context, (c) => c.accountFromIp >= MAX_FAILURES_PER_HOUR);
    let member: repo.MemberRow | undefined;
    try {
      member = await repo.findByMobile(db, merchant.id, mobile.countryDialingCode, mobile.mobileNum);
      await codes.consume(merchant, { target, purpose: 'login', code: body.verificationCode });
    } catch (error) {
      await fail(merchant, member, target, 'sms', 'wrong code', context, claimId);
      throw error;
    }
    if (!member) {
      await fail(merchant, undefined, target, 'sms', 'unknown number', context, claimId);
      throw new ApiError('invalid_verification_code', 'The verification code is invalid or missing', { field: 'verificationCode' });
    }
    await release(claimId);
    return admit(merchant, member, 'sms', context, body.remember === true);
  }

  /**
   * Creates a free-play (trial, isAgent 4) account and logs it in; at most 10 an hour from one address.
   * @throws feature_disabled, too_many_requests
   */
  async function freePlay(merchant: ResolvedMerchant, context: RequestContext): Promise<MemberSession> {
    const { flags, accounts } = merchant.settings;
    if (!flags.freePlay) throw new ApiError('feature_disabled', 'Free play is not enabled');
    if ((await repo.countTrialsFrom(db, merchant.id, context.ip, new Date(clock.now().getTime() - 3600_000))) >= 10)
      throw new ApiError('too_many_requests', 'Too many free-play accounts from this address, please try again later');
    const now = clock.now();
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = `${accounts.trialPrefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
      const session = await db.transaction(async (tx) => {
        const member = await repo.insert(tx, {
          merchantId: merchant.id,
          username,
          usernameKey: username,
          nickname: username,
          type: 4,
          registerIp: context.ip,
          registerMethod: 'FREEPLAY',
          createdAt: now,
        });
        if (!member) return undefined;
        const opened = await sessions.open(tx, merchant, member, 'freeplay', context);
        await recordLogin(tx, audit, { merchant, member, accountKey: username, method: 'freeplay', success: true, reason: null, context, now });
        await repo.update(tx, merchant.id, member.id, { lastLoginAt: now, lastLoginIp: context.ip });
        return opened;
      });
      if (session) return session;
    }
    throw new ApiError('conflict', 'Could not create a free-play account, please try again');
  }

  return { login, freePlay, admit, openSession, issueRememberToken, remembered, loginRemembered, forgetRemembered };
}
