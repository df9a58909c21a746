// Registration (docs/members.md): by username or by mobile number with an SMS code, under the
// merchant's field rules, optionally under an agent's affiliate code; the new member is logged in.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ApiError } from '@orbit/contracts/envelope';
import { isAgentType, type MemberSession, type RegisterBody } from '@orbit/contracts/member';
import type { Database, Tx } from '../../db/client.ts';
import { dayIn } from '@orbit/contracts/birthday';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { CodeService } from './codes.ts';
import { phoneTarget } from './codes.ts';
import { checkBirthday, checkContacts, checkField, checkPasswordPolicy } from './field-rules.ts';
import type { HumanChecks } from './human-checks.ts';
import { memberActor, recordLogin } from './login-records.ts';
import type { AffiliateLinksPort, ReferralsPort, RequestContext, ResolvedAffiliateLink } from './members.types.ts';
import * as repo from './members.repo.ts';
import type { SessionService } from './sessions.ts';

export interface RegisterDeps {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  sessions: SessionService;
  codes: CodeService;
  human: HumanChecks;
  /** The agents module's affiliate links, once it is wired (late: it is built after this module). */
  affiliateLinks: () => AffiliateLinksPort | undefined;
  /** The referrals module's invite codes, once it is wired (late, like affiliate links). */
  referrals: () => ReferralsPort | undefined;
}

/** The agent a registration lands under, and the affiliate link it came through (null for the agent's own code). */
export interface Affiliate {
  agent: repo.MemberRow;
  link: ResolvedAffiliateLink | null;
}

/** Where a new account comes from: an agent's affiliate code or link, and a friend's invite code. */
interface Origin {
  affiliate: Affiliate | undefined;
  referrer: number | undefined;
}

/** A national mobile number in the country's own form, or a field error. */
export function normaliseMobile(
  countryDialingCode: string | undefined,
  mobileNum: string | undefined,
  field = 'mobileNum',
): { countryDialingCode: string; mobileNum: string } {
  const code = (countryDialingCode ?? '').replace(/^\+/, '');
  const digits = (mobileNum ?? '').replace(/\D/g, '');
  if (!code) throw new ApiError('validation_failed', 'Please choose the country code', { field: 'countryDialingCode' });
  if (!digits) throw new ApiError('missing_phone_number', 'Please enter your phone number', { field });
  const parsed = parsePhoneNumberFromString(`+${code}${digits}`);
  if (!parsed?.isValid()) throw new ApiError('validation_failed', 'Please enter a valid mobile number', { field });
  return { countryDialingCode: code, mobileNum: parsed.nationalNumber };
}

export function createRegistration(deps: RegisterDeps) {
  const { database, clock, audit, sessions, codes, human } = deps;
  const db = database.db;

  /**
   * The agent an affiliate code belongs to (checked before anything else): the agent's own code, else
   * a live affiliate link of an agent.
   * @throws invitation_code_error
   */
  async function findAffiliate(merchant: ResolvedMerchant, code: string): Promise<Affiliate> {
    const trimmed = code.trim();
    let agent = await repo.findByAffiliateCode(db, merchant.id, trimmed);
    let link: ResolvedAffiliateLink | null = null;
    if (!agent) {
      link = (await deps.affiliateLinks()?.resolve(merchant, trimmed)) ?? null;
      agent = link ? await repo.findById(db, merchant.id, link.agentId) : undefined;
    }
    if (!agent || !isAgentType(agent.type) || agent.status !== 'active')
      throw new ApiError('invitation_code_error', 'Invalid invitation code', { field: 'affiliateCode' });
    return { agent, link };
  }

  /**
   * The friend whose invite code this is, when the merchant runs its referral programme (checked before
   * anything else, like an affiliate code). Without the programme the code is only kept with the contacts.
   * @throws referral_code_error
   */
  async function findReferrer(merchant: ResolvedMerchant, code: string | undefined): Promise<number | undefined> {
    const trimmed = code?.trim();
    const port = deps.referrals();
    if (!trimmed || !port || !merchant.settings.flags.referral) return undefined;
    const found = await port.resolve(merchant, trimmed);
    if (!found) throw new ApiError('referral_code_error', 'This invite code is not valid', { field: 'referralCode' });
    return found.referrerId;
  }

  /** What a link or an invite gives the new account once it exists, in the registration's transaction. */
  async function afterRegistration(tx: Tx, merchant: ResolvedMerchant, origin: Origin, memberId: number, context: RequestContext, at: Date) {
    if (origin.affiliate?.link) await deps.affiliateLinks()?.onRegistered(tx, origin.affiliate.link, memberId);
    if (origin.referrer !== undefined)
      await deps
        .referrals()
        ?.onRegistered(tx, merchant, { referrerId: origin.referrer, refereeId: memberId, ip: context.ip, deviceId: context.deviceId ?? null, at });
  }

  /**
   * Registers and logs in. The fields are checked before the image captcha is taken, so a mistake in a field
   * leaves the captcha good for the corrected attempt; a refusal after it was taken (a username or number in
   * use, a wrong SMS code) says so with captchaRequired, and the site shows a new one (docs/members.md).
   * @throws feature_disabled, invitation_code_error, verification_required, captcha_required, captcha_invalid,
   *   validation_failed, missing_phone_number, inconsistent_twice, weak_password, invalid_verification_code,
   *   code_expired, username_taken, mobile_taken
   */
  async function register(merchant: ResolvedMerchant, body: RegisterBody, mode: 'username' | 'mobile', context: RequestContext): Promise<MemberSession> {
    const { flags, registerRules: rules } = merchant.settings;
    if (mode === 'username' ? !flags.usernameRegistration : !flags.mobileRegistration)
      throw new ApiError('feature_disabled', 'This way of registering is not enabled');
    const affiliate = body.affiliateCode?.trim() ? await findAffiliate(merchant, body.affiliateCode) : undefined;
    const referrer = await findReferrer(merchant, body.referralCode);
    await human.verifyChallenge(body.verification);
    const fields = checkBody(merchant, body, mode);
    if (!rules.captcha.enabled || !rules.captcha.required) return create(merchant, body, mode, context, { affiliate, referrer }, fields);
    await human.verifyCaptcha(merchant.id, body.captchaId, body.captcha);
    try {
      return await create(merchant, body, mode, context, { affiliate, referrer }, fields);
    } catch (error) {
      if (error instanceof ApiError) throw new ApiError(error.errorCode, error.message, { field: error.field, status: error.status, captchaRequired: true });
      throw error;
    }
  }

  /** The fields' own checks, which need no database: lengths, patterns, the password policy. */
  function checkBody(merchant: ResolvedMerchant, body: RegisterBody, mode: 'username' | 'mobile') {
    const { flags, registerRules: rules } = merchant.settings;
    const mobileWanted = mode === 'mobile' || (rules.mobileNum.enabled && (rules.mobileNum.required || Boolean(body.mobileNum?.trim())));
    const mobile = mobileWanted ? normaliseMobile(body.countryDialingCode, checkField('mobileNum', body.mobileNum, rules.mobileNum, true)) : undefined;
    // In mobile registration the username is the mobile number.
    const username = mode === 'mobile' && mobile ? mobile.mobileNum : checkField('username', body.username, rules.username, true);
    if (!username) throw new ApiError('validation_failed', 'Input cannot be empty', { field: 'username' });
    checkPasswordPolicy(body.password, username, rules.password);
    if (body.confirmPassword !== body.password) throw new ApiError('inconsistent_twice', 'Incorrect confirmation input', { field: 'confirmPassword' });
    const email = rules.email.enabled ? checkField('email', body.email, rules.email) : undefined;
    const realName = rules.payeeName.enabled ? checkField('payeeName', body.payeeName, rules.payeeName) : undefined;
    const paymentPassword = rules.paymentPassword.enabled ? checkField('paymentPassword', body.paymentPassword, rules.paymentPassword) : undefined;
    if (paymentPassword !== undefined && !/^\d{6}$/.test(paymentPassword))
      throw new ApiError('validation_failed', 'The payment password is 6 digits', { field: 'paymentPassword' });
    const contacts = checkContacts(body, rules);
    checkBirthday(contacts.birthday, dayIn(merchant.timeZone, clock.now()));
    if (body.referralCode?.trim()) contacts.referralCode = body.referralCode.trim().slice(0, 64);
    const smsNeeded = mobile !== undefined && (mode === 'mobile' ? flags.registerSmsVerification : rules.verificationCode.required);
    const smsCode = smsNeeded ? (checkField('verificationCode', body.verificationCode, rules.verificationCode, true) ?? '') : undefined;
    return { mobile, username, email, realName, paymentPassword, contacts, smsCode };
  }

  async function create(
    merchant: ResolvedMerchant,
    body: RegisterBody,
    mode: 'username' | 'mobile',
    context: RequestContext,
    origin: Origin,
    fields: ReturnType<typeof checkBody>,
  ): Promise<MemberSession> {
    const { mobile, username, email, realName, paymentPassword, contacts, smsCode } = fields;
    const { affiliate } = origin;
    const upline = affiliate?.agent;
    if (await repo.findByUsername(db, merchant.id, username)) throw new ApiError('username_taken', 'This username is already taken', { field: 'username' });
    if (email && (await repo.findByEmail(db, merchant.id, email)))
      throw new ApiError('email_taken', 'This e-mail address is already in use', { field: 'email' });
    if (smsCode !== undefined && mobile) {
      // Taken numbers are refused before the code is used up, so the member can correct the number.
      if (await repo.findByMobile(db, merchant.id, mobile.countryDialingCode, mobile.mobileNum))
        throw new ApiError('mobile_taken', 'This mobile number is already registered', { field: 'mobileNum' });
      await codes.consume(merchant, { target: phoneTarget(mobile.countryDialingCode, mobile.mobileNum), purpose: 'register', code: smsCode });
    }

    const passwordHash = await hashPassword(body.password);
    const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
    const now = clock.now();
    return db.transaction(async (tx) => {
      const member = await repo.insert(tx, {
        merchantId: merchant.id,
        username,
        usernameKey: repo.usernameKey(username),
        nickname: username,
        type: affiliate?.link?.memberType ?? 0,
        uplineId: upline?.id ?? null,
        passwordHash,
        passwordChangedAt: now,
        paymentPasswordHash,
        countryDialingCode: mobile?.countryDialingCode ?? null,
        mobileNum: mobile?.mobileNum ?? null,
        email: email ?? null,
        realName: realName ?? null,
        contacts,
        registerIp: context.ip,
        registerDomain: body.domain?.slice(0, 255) ?? null,
        registerMethod: mode === 'mobile' ? 'MOBILE' : 'WEB',
        createdAt: now,
      });
      if (!member) throw await takenError(tx, merchant, username, mobile);
      await afterRegistration(tx, merchant, origin, member.id, context, now);
      await repo.rememberIp(tx, member.id, context.ip, now, context.deviceId);
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: memberActor(member.username, context.ip),
        action: 'member.register',
        target: member.username,
        detail: { mode, upline: upline?.username ?? null, device: context.device },
      });
      const session = await sessions.open(tx, merchant, member, 'register', context);
      await recordLogin(tx, audit, { merchant, member, accountKey: member.usernameKey, method: 'register', success: true, reason: null, context, now });
      await repo.update(tx, merchant.id, member.id, { lastLoginAt: now, lastLoginIp: context.ip });
      return session;
    });
  }

  async function takenError(tx: Tx, merchant: ResolvedMerchant, username: string, mobile: { countryDialingCode: string; mobileNum: string } | undefined) {
    if (await repo.findByUsername(tx, merchant.id, username)) return new ApiError('username_taken', 'This username is already taken', { field: 'username' });
    if (mobile) return new ApiError('mobile_taken', 'This mobile number is already registered', { field: 'mobileNum' });
    return new ApiError('conflict', 'This account could not be created, please try again');
  }

  /**
   * The affiliate check of the register form.
   * @throws invitation_code_error
   */
  async function checkAffiliate(merchant: ResolvedMerchant, code: string): Promise<{ code: string; agent: string }> {
    const { agent, link } = await findAffiliate(merchant, code);
    return { code: link?.code ?? agent.affiliateCode ?? code, agent: agent.nickname };
  }

  return { register, checkAffiliate, findAffiliate, afterRegistration };
}
