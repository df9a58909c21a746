// Remembered logins (docs/members.md, Remember): a token kept as an HttpOnly cookie for 24 hours, offered back
// on the login page and used once to log in again, then replaced. Split from login.ts, which hands in how a
// member who has proven who they are is let in.
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { LoginOutcome } from './login.ts';
import type { LoginMethod, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';

const REMEMBER_HOURS = 24;

export function createRememberedLogin(shared: {
  db: Database['db'];
  clock: Clock;
  admit(merchant: ResolvedMerchant, member: repo.MemberRow, method: LoginMethod, context: RequestContext, remember: boolean): Promise<LoginOutcome>;
}) {
  const { db, clock, admit } = shared;

  async function issueRememberToken(merchant: ResolvedMerchant, member: repo.MemberRow, method: LoginMethod, tx: Tx = db): Promise<string> {
    const token = newToken();
    const now = clock.now();
    await repo.insertRememberToken(tx, {
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantId: merchant.id,
      loginType: method === 'sms' ? 'sms' : 'username',
      createdAt: now,
      expiresAt: new Date(now.getTime() + REMEMBER_HOURS * 3600_000),
    });
    return token;
  }

  /** The account remembered on this browser, to offer it back. */
  async function remembered(merchant: ResolvedMerchant, token: string | undefined) {
    const empty = { account: null, type: null, countryDialingCode: null, mobileNum: null };
    if (!token) return empty;
    const row = await repo.findRememberToken(db, merchant.id, hashToken(token), clock.now());
    const member = row ? await repo.findById(db, merchant.id, row.memberId) : undefined;
    if (!row || !member || member.status !== 'active') return empty;
    const sms = row.loginType === 'sms' && member.mobileNum !== null;
    return {
      account: member.username,
      type: sms ? ('sms' as const) : ('username' as const),
      countryDialingCode: sms ? member.countryDialingCode : null,
      mobileNum: sms ? member.mobileNum : null,
    };
  }

  /**
   * Logs in with the remember token; the token is used once and replaced.
   * @throws unauthorized (no live token), account_locked
   */
  async function loginRemembered(merchant: ResolvedMerchant, token: string | undefined, context: RequestContext): Promise<LoginOutcome> {
    const row = token ? await repo.takeRememberToken(db, merchant.id, hashToken(token), clock.now()) : undefined;
    const member = row ? await repo.findById(db, merchant.id, row.memberId) : undefined;
    if (!row || !member) throw new ApiError('unauthorized', 'Please log in with your password');
    const outcome = await admit(merchant, member, 'remembered', context, false);
    return { ...outcome, rememberToken: await issueRememberToken(merchant, member, row.loginType === 'sms' ? 'sms' : 'username') };
  }

  async function forgetRemembered(merchant: ResolvedMerchant, token: string | undefined) {
    if (token) await repo.takeRememberToken(db, merchant.id, hashToken(token), clock.now());
  }

  return { issueRememberToken, remembered, loginRemembered, forgetRemembered };
}
