// The members module put together: sessions, codes, login, registration, passwords, the security centre
// and the console's view, plus the port the social sign-in module uses.// Social sign-in's port is members-social.ts.
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { createMemberAdmin } from './admin.ts';
import { createCodeService, type MessageSender } from './codes.ts';
import type { HumanChecks } from './human-checks.ts';
import { createLogin } from './login.ts';
import type { AffiliateLinksPort, ReferralsPort, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';
import { createSocialAccounts } from './members-social.ts';
import { createPasswords } from './passwords.ts';
import { createPaymentPasswords } from './payment-password.ts';
import { createRegistration, normaliseMobile } from './register.ts';
import { createSecurityCentre } from './security.ts';
import { createSessionService } from './sessions.ts';
import { createTwoFactor } from './two-factor.ts';

export interface MembersServiceDeps {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  messaging: MessageSender;
  human: HumanChecks;
}

export function createMembersService(deps: MembersServiceDeps) {
  const { database, clock, audit, messaging, human } = deps;
  const db = database.db;
  const sessions = createSessionService({ database, clock });
  const codes = createCodeService({ database, clock, messaging });
  const twoFactor = createTwoFactor({ database, clock, codes });
  const login = createLogin({ database, clock, audit, sessions, codes, human, twoFactor });
  // Set once by app.ts when the agents module exists (it depends on this module, so it cannot be passed in).
  let affiliateLinks: AffiliateLinksPort | undefined;
  let referrals: ReferralsPort | undefined;
  const registration = createRegistration({
    ...{ database, clock, audit, sessions, codes, human },
    affiliateLinks: () => affiliateLinks,
    referrals: () => referrals,
  });
  const passwords = createPasswords({ database, clock, audit, sessions, codes, human, messaging });
  const security = createSecurityCentre({ database, clock, audit, codes });
  const admin = createMemberAdmin({ database, clock, audit });
  // The payment password check of the money calls (withdrawals, bank accounts, transfer to upline).
  const paymentPasswords = createPaymentPasswords({ database, clock });

  /**
   * The SMS code of the register, login and reset forms. A login or reset code for a
   * number no account has is answered the same way but not sent; a register code for a taken number is refused.
   * @throws feature_disabled, verification_required, validation_failed, missing_phone_number, mobile_taken, too_many_requests, provider errors
   */
  async function sendSmsCode(
    merchant: ResolvedMerchant,
    input: { countryDialingCode: string; mobileNum: string; purpose: 'register' | 'login' | 'reset'; verification?: string | undefined },
    context: RequestContext,
  ) {
    const { flags } = merchant.settings;
    const enabled = { register: flags.mobileRegistration || flags.registerSmsVerification, login: flags.smsLogin, reset: flags.recoverBySms }[input.purpose];
    if (!enabled) throw new ApiError('feature_disabled', 'This function is not enabled, please contact customer service');
    // The register form runs the human check before asking for a code (it costs the merchant money).
    if (input.purpose === 'register') await human.verifyChallenge(input.verification);
    const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
    const owner = await repo.findByMobile(db, merchant.id, mobile.countryDialingCode, mobile.mobileNum);
    if (input.purpose === 'register' && owner) throw new ApiError('mobile_taken', 'This mobile number is already registered', { field: 'mobileNum' });
    const deliver = input.purpose === 'register' || (owner !== undefined && owner.status === 'active');
    return codes.sendSmsCode(merchant, { ...mobile, purpose: input.purpose, memberId: owner?.id ?? null, deliver }, context.ip);
  }

  async function twoFactorLogin(
    merchant: ResolvedMerchant,
    input: { challengeToken: string; method: 'sms' | 'email' | 'totp' | 'payee'; code: string },
    context: RequestContext,
  ) {
    const { member, method, remember } = await twoFactor.verify(merchant, input);
    const session = await login.openSession(merchant, member, method, context);
    return { session, rememberToken: remember ? await login.issueRememberToken(merchant, member, method) : undefined };
  }

  async function logout(merchant: ResolvedMerchant, member: { id: number; username: string; tokenHash: string }, ip: string) {
    await db.transaction(async (tx) => {
      await repo.revokeSessions(tx, merchant.id, member.id, clock.now(), 'member.logout', { tokenHash: member.tokenHash });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: { operatorId: null, operatorName: `member:${member.username}`, ip },
        action: 'member.logout',
        target: member.username,
        detail: {},
      });
    });
    return {};
  }
  const socialAccounts = createSocialAccounts({ database, clock, audit, registration, login });

  /** Who a member is, for neighbours that must not read the members tables themselves (wallet, payments). */
  const directory = {
    async byId(merchantId: number, id: number): Promise<MemberRef | undefined> {
      const row = await repo.findById(database.db, merchantId, id);
      return row && refOf(row);
    },
    async byUsername(merchantId: number, username: string): Promise<MemberRef | undefined> {
      const row = await repo.findByUsername(database.db, merchantId, username);
      return row && refOf(row);
    },
    usernamesOf: (merchantId: number, ids: number[]) => repo.usernamesOf(database.db, merchantId, ids),
    /** The member's club rank level, 0 without a club label (live chat serves levels above 4 as VIP). */
    async rankLevel(merchantId: number, id: number): Promise<number> {
      const row = await repo.findById(database.db, merchantId, id);
      const level = (row?.clubLabel as { rankLevel?: unknown } | null | undefined)?.rankLevel;
      return typeof level === 'number' ? level : 0;
    },
    /** Member ids by username (the ones found), for addressing messages. */
    idsOfUsernames: (merchantId: number, usernames: readonly string[]) => repo.idsOfUsernames(database.db, merchantId, usernames),
    idsWithLabel: (merchantId: number, label: string, limit: number) => repo.idsWithLabel(database.db, merchantId, label, limit),
    census: (merchantId: number) => repo.census(database.db, merchantId),
  };

  return {
    authenticate: sessions.authenticate,
    login: login.login,
    freePlay: login.freePlay,
    remembered: login.remembered,
    loginRemembered: login.loginRemembered,
    forgetRemembered: login.forgetRemembered,
    twoFactorSend: twoFactor.send,
    twoFactorLogin,
    logout,
    sendSmsCode,
    register: registration.register,
    checkAffiliate: registration.checkAffiliate,
    passwords,
    security,
    admin,
    paymentPasswords,
    socialAccounts,
    directory,
    /** Lets registration resolve the agents module's affiliate link codes (wired once by app.ts). */
    useAffiliateLinks(port: AffiliateLinksPort) {
      affiliateLinks = port;
    },
    /** Lets registration take a friend's invite code (the referrals module; wired once by app.ts). */
    useReferrals(port: ReferralsPort) {
      referrals = port;
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;

/** A member as other modules see it. */
export interface MemberRef {
  id: number;
  username: string;
  type: number;
  uplineId: number | null;
  realName: string | null;
  hasPaymentPassword: boolean;
  status: string;
  /** Responsible-gaming breaks: no bets while either lies ahead. */
  coolOffUntil: Date | null;
  selfExcludedUntil: Date | null;
}

function refOf(row: repo.MemberRow): MemberRef {
  return {
    id: row.id,
    username: row.username,
    type: row.type,
    uplineId: row.uplineId,
    realName: row.realName,
    hasPaymentPassword: row.paymentPasswordHash !== null,
    status: row.status,
    coolOffUntil: row.coolOffUntil,
    selfExcludedUntil: row.selfExcludedUntil,
  };
}
