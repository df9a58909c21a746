// The two-factor check of a login from an address the member has not used (docs/members.md):
// one of an SMS code, an e-mail code, an authenticator code or the bank payee's real name.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { LoginResult, TwoFactorMethod } from '@orbit/contracts/member';
import { sameRealName } from '@orbit/contracts/real-name';
import type { Database } from '../../db/client.ts';
import { loginChallenges } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { claimAttempt, releaseClaim } from '../../lib/attempt-claims.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { matchTotp } from '../console/totp.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { phoneTarget, type CodeService } from './codes.ts';
import type { LoginMethod, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';

const CHALLENGE_MINUTES = 10;
const MAX_ATTEMPTS = 5;

export function maskMobile(countryDialingCode: string | null, mobileNum: string | null): string | null {
  if (!mobileNum) return null;
  return `+${countryDialingCode ?? ''} ${mobileNum.slice(0, 2)}${'*'.repeat(Math.max(mobileNum.length - 5, 2))}${mobileNum.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 2, 3))}@${domain}`;
}

export function methodsOf(member: repo.MemberRow): TwoFactorMethod[] {
  const methods: TwoFactorMethod[] = [];
  if (member.mobileNum) methods.push('sms');
  if (member.email) methods.push('email');
  if (member.totpSecret) methods.push('totp');
  if (member.realName) methods.push('payee');
  return methods;
}

export function createTwoFactor(deps: { database: Database; clock: Clock; codes: CodeService }) {
  const { database, clock, codes } = deps;
  const db = database.db;

  /** A pending login; null when the member has no way to pass a check (the login then goes on as before). */
  async function start(
    merchant: ResolvedMerchant,
    member: repo.MemberRow,
    method: LoginMethod,
    remember: boolean,
    context: RequestContext,
  ): Promise<Extract<LoginResult, { state: 'twoFactor' }> | null> {
    const methods = methodsOf(member);
    if (methods.length === 0) return null;
    const token = newToken();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + CHALLENGE_MINUTES * 60_000);
    await db.insert(loginChallenges).values({
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantId: merchant.id,
      ip: context.ip,
      device: context.device,
      loginType: method,
      remember,
      createdAt: now,
      expiresAt,
    });
    return {
      state: 'twoFactor',
      challengeToken: token,
      methods,
      maskedMobile: maskMobile(member.countryDialingCode, member.mobileNum),
      maskedEmail: maskEmail(member.email),
      expiresAt: expiresAt.toISOString(),
    };
  }

  async function pending(merchant: ResolvedMerchant, challengeToken: string) {
    const [challenge] = await db
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.tokenHash, hashToken(challengeToken)), eq(loginChallenges.merchantId, merchant.id), isNull(loginChallenges.completedAt)))
      .limit(1);
    if (!challenge || challenge.expiresAt <= clock.now() || challenge.attempts >= MAX_ATTEMPTS)
      throw new ApiError('session_expired', 'This login has expired, please log in again');
    const member = await repo.findById(db, merchant.id, challenge.memberId);
    if (!member) throw new ApiError('session_expired', 'This login has expired, please log in again');
    return { challenge, member };
  }

  /**
   * Sends the code of a pending login.
   * @throws session_expired, operation_not_allowed (no such contact), too_many_requests, provider errors
   */
  async function send(merchant: ResolvedMerchant, challengeToken: string, method: 'sms' | 'email', ip: string) {
    const { member } = await pending(merchant, challengeToken);
    if (method === 'sms' && member.mobileNum && member.countryDialingCode)
      return codes.sendSmsCode(
        merchant,
        { countryDialingCode: member.countryDialingCode, mobileNum: member.mobileNum, purpose: 'two-factor', memberId: member.id },
        ip,
      );
    if (method === 'email' && member.email) return codes.sendEmailCode(merchant, { email: member.email, purpose: 'two-factor', memberId: member.id }, ip);
    throw new ApiError('operation_not_allowed', 'This account has no such contact');
  }

  /**
   * Checks the answer; a wrong one counts towards the limit and may be retried.
   * @throws session_expired (also when the attempts are used up), operation_not_allowed, two_factor_invalid,
   *   invalid_verification_code, code_expired
   */
  async function verify(merchant: ResolvedMerchant, input: { challengeToken: string; method: TwoFactorMethod; code: string }) {
    const { challenge, member } = await pending(merchant, input.challengeToken);
    if (!methodsOf(member).includes(input.method)) throw new ApiError('operation_not_allowed', 'This check is not available for this account');
    // The answer's attempt is claimed before it is checked (ADR 0009): simultaneous answers to one challenge
    // count against its MAX_ATTEMPTS together, so at most that many are ever compared.
    const { claimId } = await claimAttempt(
      database,
      { merchantId: merchant.id, scope: 'two-factor', subject: challenge.tokenHash, ip: null },
      clock.now(),
      async (tx, inFlight) => {
        const [row] = await tx.select({ attempts: loginChallenges.attempts }).from(loginChallenges).where(eq(loginChallenges.tokenHash, challenge.tokenHash));
        if ((row?.attempts ?? MAX_ATTEMPTS) + inFlight.subject >= MAX_ATTEMPTS)
          throw new ApiError('session_expired', 'This login has expired, please log in again');
      },
    );
    try {
      await check(merchant, member, input.method, input.code);
    } catch (error) {
      await db.transaction(async (tx) => {
        await tx
          .update(loginChallenges)
          .set({ attempts: sql`${loginChallenges.attempts} + 1` })
          .where(eq(loginChallenges.tokenHash, challenge.tokenHash));
        await releaseClaim(tx, claimId);
      });
      throw error;
    }
    await db.transaction((tx) => releaseClaim(tx, claimId));
    const [done] = await db
      .update(loginChallenges)
      .set({ completedAt: clock.now() })
      .where(and(eq(loginChallenges.tokenHash, challenge.tokenHash), isNull(loginChallenges.completedAt)))
      .returning();
    if (!done) throw new ApiError('session_expired', 'This login has expired, please log in again');
    return { member, method: done.loginType as LoginMethod, remember: done.remember };
  }

  async function check(merchant: ResolvedMerchant, member: repo.MemberRow, method: TwoFactorMethod, code: string) {
    const wrong = () => new ApiError('two_factor_invalid', 'The verification did not pass, please try again', { field: 'code' });
    if (method === 'sms') {
      await codes.consume(merchant, { target: phoneTarget(member.countryDialingCode ?? '', member.mobileNum ?? ''), purpose: 'two-factor', code });
    } else if (method === 'email') {
      await codes.consume(merchant, { target: (member.email ?? '').toLowerCase(), purpose: 'two-factor', code });
    } else if (method === 'totp') {
      const step = member.totpSecret ? matchTotp(member.totpSecret, code, clock.now()) : null;
      if (step === null || !(await claimTotpStep(merchant.id, member.id, step))) throw wrong();
    } else if (!member.realName || !sameRealName(member.realName, code)) {
      throw wrong();
    }
  }

  /** An authenticator code is single-use: its time step must be later than the last one accepted. */
  async function claimTotpStep(merchantId: number, memberId: number, step: number): Promise<boolean> {
    return repo.claimTotpStep(db, merchantId, memberId, step);
  }

  return { start, send, verify, claimTotpStep };
}

export type TwoFactor = ReturnType<typeof createTwoFactor>;
