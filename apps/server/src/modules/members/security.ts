// "My account" (securityCenter): member info, avatar, nickname, real name, payment password, mobile and
// e-mail binding, authenticator, login history and responsible gaming (docs/members.md).
import QRCode from 'qrcode';
import { ApiError } from '@orbit/contracts/envelope';
import type { MemberInfo, MemberType } from '@orbit/contracts/member';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from '../console/totp.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { phoneTarget, type CodeService } from './codes.ts';
import { checkField } from './field-rules.ts';
import { memberActor } from './login-records.ts';
import type { AuthenticatedMember, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';
import { normaliseMobile } from './register.ts';
import { maskEmail, maskMobile } from './two-factor.ts';

export function toMemberInfo(member: repo.MemberRow, merchant: ResolvedMerchant, upline: string | null, mustChangePassword: boolean): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type as MemberType,
    toUpline: member.uplineId !== null,
    upline,
    clubLabel: (member.clubLabel as MemberInfo['clubLabel']) ?? null,
    memberLabel: (member.memberLabels as string[]) ?? [],
    avatar: member.avatar,
    avatarType: member.avatarType as MemberInfo['avatarType'],
    language: member.language,
    currency: merchant.currency,
    realName: member.realName,
    countryDialingCode: member.countryDialingCode,
    maskedMobile: maskMobile(member.countryDialingCode, member.mobileNum),
    maskedEmail: maskEmail(member.email),
    hasPaymentPassword: member.paymentPasswordHash !== null,
    totpEnabled: member.totpSecret !== null,
    affiliateCode: member.affiliateCode,
    mustChangePassword,
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: member.lastLoginIp,
    createdAt: member.createdAt.toISOString(),
    responsibleGaming: responsibleGamingOf(member),
  };
}

export function responsibleGamingOf(member: repo.MemberRow) {
  return {
    sessionReminderMinutes: member.sessionReminderMinutes,
    coolOffUntil: member.coolOffUntil?.toISOString() ?? null,
    selfExcludedUntil: member.selfExcludedUntil?.toISOString() ?? null,
  };
}

/**
 * Told, inside the transaction that starts it, that a member begins a cool-off or self-exclusion (the bonuses
 * module forfeits the member's grants then). A port, so members never imports the modules built on it.
 */
export type BreakListener = (tx: Tx, merchant: ResolvedMerchant, memberId: number, kind: 'coolOff' | 'selfExclude') => Promise<void>;

export function createSecurityCentre(deps: { database: Database; clock: Clock; audit: AuditSink; codes: CodeService }) {
  const { database, clock, audit, codes } = deps;
  const db = database.db;
  const breakListeners: BreakListener[] = [];

  async function load(merchant: ResolvedMerchant, who: AuthenticatedMember): Promise<repo.MemberRow> {
    const member = await repo.findById(db, merchant.id, who.id);
    if (!member) throw new ApiError('session_expired', 'Your session has expired, please log in again');
    return member;
  }

  async function change(
    merchant: ResolvedMerchant,
    who: AuthenticatedMember,
    values: Partial<repo.NewMember>,
    action: string,
    ip: string | null,
    detail: unknown = {},
  ) {
    return db.transaction(async (tx) => {
      const row = await repo.update(tx, merchant.id, who.id, values);
      if (!row) throw new ApiError('session_expired', 'Your session has expired, please log in again');
      await audit.record(tx, { merchantId: merchant.id, actor: memberActor(who.username, ip), action, target: who.username, detail });
      return row;
    });
  }

  async function info(merchant: ResolvedMerchant, who: AuthenticatedMember): Promise<MemberInfo> {
    const member = await load(merchant, who);
    const upline = member.uplineId ? ((await repo.usernamesOf(db, merchant.id, [member.uplineId])).get(member.uplineId) ?? null) : null;
    return toMemberInfo(member, merchant, upline, who.mustChangePassword);
  }

  async function setAvatar(merchant: ResolvedMerchant, who: AuthenticatedMember, avatar: string, avatarType: 'CUSTOM' | 'STATIC', ip: string) {
    const row = await change(merchant, who, { avatar, avatarType }, 'member.avatar', ip, { avatar, avatarType });
    return { avatar: row.avatar, avatarType: row.avatarType as 'CUSTOM' | 'STATIC' | null };
  }

  async function setNickname(merchant: ResolvedMerchant, who: AuthenticatedMember, nickname: string, ip: string) {
    const row = await change(merchant, who, { nickname }, 'member.nickname', ip, { nickname });
    return { nickname: row.nickname };
  }

  /**
   * Saves the member's site language.
   * @throws validation_failed (a language the merchant does not offer)
   */
  async function setLanguage(merchant: ResolvedMerchant, who: AuthenticatedMember, language: string, ip: string) {
    if (!merchant.settings.general.supportLanguages.includes(language as never))
      throw new ApiError('validation_failed', 'This site is not offered in that language', { field: 'language' });
    const row = await change(merchant, who, { language }, 'member.language', ip, { language });
    return { language: row.language ?? language };
  }

  /**
   * Sets the real (payee) name, once.
   * @throws operation_not_allowed (already set), validation_failed
   */
  async function setRealName(merchant: ResolvedMerchant, who: AuthenticatedMember, value: string, ip: string) {
    // The register rule's pattern and lengths, whether or not the register form asks for the name.
    const realName = checkField('payeeName', value, merchant.settings.registerRules.payeeName, true, 'realName') ?? '';
    return db.transaction(async (tx) => {
      // Read under the row lock: two requests at once set it once, not the later over the earlier.
      const member = await repo.lockById(tx, merchant.id, who.id);
      if (!member) throw new ApiError('session_expired', 'Your session has expired, please log in again');
      if (member.realName) throw new ApiError('operation_not_allowed', 'The real name is already set; customer service can correct it');
      await repo.update(tx, merchant.id, who.id, { realName });
      await audit.record(tx, { merchantId: merchant.id, actor: memberActor(who.username, ip), action: 'member.real-name', target: who.username, detail: {} });
      return { realName };
    });
  }

  /**
   * Sets (confirmed with the login password) or changes (with the old one) the payment password.
   * @throws old_password_wrong, inconsistent_twice
   */
  async function setPaymentPassword(
    merchant: ResolvedMerchant,
    who: AuthenticatedMember,
    input: { currentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string },
    ip: string,
  ) {
    const member = await load(merchant, who);
    const against = member.paymentPasswordHash ?? member.passwordHash;
    if (!against || !(await verifyPassword(input.currentPassword, against)))
      throw new ApiError('old_password_wrong', 'The current password is not correct', { field: 'currentPassword' });
    if (input.confirmPaymentPassword !== input.newPaymentPassword)
      throw new ApiError('inconsistent_twice', 'Incorrect confirmation input', { field: 'confirmPaymentPassword' });
    const paymentPasswordHash = await hashPassword(input.newPaymentPassword);
    await db.transaction(async (tx) => {
      // Checked again under the row lock: of two changes made at once with the same old password, the
      // second finds the first's new hash and fails as it would have one after the other.
      const locked = await repo.lockById(tx, merchant.id, who.id);
      if (!locked) throw new ApiError('session_expired', 'Your session has expired, please log in again');
      if (locked.paymentPasswordHash !== member.paymentPasswordHash || (member.paymentPasswordHash === null && locked.passwordHash !== member.passwordHash))
        throw new ApiError('old_password_wrong', 'The current password is not correct', { field: 'currentPassword' });
      await repo.update(tx, merchant.id, who.id, { paymentPasswordHash });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: memberActor(who.username, ip),
        action: 'member.payment-password',
        target: who.username,
        detail: { first: member.paymentPasswordHash === null },
      });
    });
    return {};
  }

  /** @throws validation_failed, mobile_taken, too_many_requests, provider errors */
  async function sendMobileCode(merchant: ResolvedMerchant, who: AuthenticatedMember, input: { countryDialingCode: string; mobileNum: string }, ip: string) {
    const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
    const owner = await repo.findByMobile(db, merchant.id, mobile.countryDialingCode, mobile.mobileNum);
    if (owner && owner.id !== who.id) throw new ApiError('mobile_taken', 'This mobile number is already registered', { field: 'mobileNum' });
    return codes.sendSmsCode(merchant, { ...mobile, purpose: 'bind-mobile', memberId: who.id }, ip);
  }

  /** @throws validation_failed, mobile_taken, invalid_verification_code, code_expired */
  async function bindMobile(
    merchant: ResolvedMerchant,
    who: AuthenticatedMember,
    input: { countryDialingCode: string; mobileNum: string; verificationCode: string },
    ip: string,
  ) {
    const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
    const { memberId } = await codes.consume(merchant, {
      target: phoneTarget(mobile.countryDialingCode, mobile.mobileNum),
      purpose: 'bind-mobile',
      code: input.verificationCode,
    });
    if (memberId !== who.id) throw new ApiError('invalid_verification_code', 'The verification code is invalid or missing', { field: 'verificationCode' });
    try {
      const row = await change(merchant, who, mobile, 'member.mobile.bind', ip, { mobile: maskMobile(mobile.countryDialingCode, mobile.mobileNum) });
      return { maskedMobile: maskMobile(row.countryDialingCode, row.mobileNum) ?? '' };
    } catch (error) {
      if ((error as { code?: string }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505')
        throw new ApiError('mobile_taken', 'This mobile number is already registered', { field: 'mobileNum' });
      throw error;
    }
  }

  /** @throws email_taken, too_many_requests, provider errors */
  async function sendEmailCode(merchant: ResolvedMerchant, who: AuthenticatedMember, email: string, ip: string) {
    await assertEmailFree(merchant, who, email);
    return codes.sendEmailCode(merchant, { email, purpose: 'bind-email', memberId: who.id }, ip);
  }

  /** An address is one member's: it receives their codes and reset links. */
  async function assertEmailFree(merchant: ResolvedMerchant, who: AuthenticatedMember, email: string) {
    const owner = await repo.findByEmail(db, merchant.id, email);
    if (owner && owner.id !== who.id) throw new ApiError('email_taken', 'This e-mail address is already in use', { field: 'email' });
  }

  /** @throws invalid_verification_code, code_expired, email_taken */
  async function bindEmail(merchant: ResolvedMerchant, who: AuthenticatedMember, input: { email: string; verificationCode: string }, ip: string) {
    await assertEmailFree(merchant, who, input.email);
    const { memberId } = await codes.consume(merchant, { target: input.email.toLowerCase(), purpose: 'bind-email', code: input.verificationCode });
    if (memberId !== who.id) throw new ApiError('invalid_verification_code', 'The verification code is invalid or missing', { field: 'verificationCode' });
    const row = await change(merchant, who, { email: input.email }, 'member.email.bind', ip, { email: maskEmail(input.email) });
    return { maskedEmail: maskEmail(row.email) ?? '' };
  }

  /**
   * Offers a new authenticator secret; it is active only once confirmed with a code. While one is on it must
   * be turned off (with one of its codes) first: otherwise a new secret would replace it without its code.
   * @throws operation_not_allowed
   */
  async function setupTotp(merchant: ResolvedMerchant, who: AuthenticatedMember) {
    const member = await load(merchant, who);
    if (member.totpSecret) throw new ApiError('operation_not_allowed', 'The authenticator is already on; turn it off first to add another');
    const secret = newTotpSecret();
    await repo.update(db, merchant.id, who.id, { totpPendingSecret: secret });
    const url = otpauthUrl(secret, `${who.username}@${merchant.code}`, merchant.settings.branding.siteName);
    return { secret, otpauthUrl: url, qrDataUrl: await QRCode.toDataURL(url, { margin: 1, width: 220 }) };
  }

  /** @throws two_factor_invalid, operation_not_allowed */
  async function enableTotp(merchant: ResolvedMerchant, who: AuthenticatedMember, code: string, ip: string) {
    const member = await load(merchant, who);
    if (!member.totpPendingSecret) throw new ApiError('operation_not_allowed', 'Start the authenticator setup first');
    const step = matchTotp(member.totpPendingSecret, code, clock.now());
    if (step === null) throw new ApiError('two_factor_invalid', 'The authenticator code is not correct', { field: 'code' });
    await change(merchant, who, { totpSecret: member.totpPendingSecret, totpPendingSecret: null, totpLastStep: step }, 'member.totp.enable', ip);
    return { totpEnabled: true as const };
  }

  /** @throws two_factor_invalid, operation_not_allowed */
  async function disableTotp(merchant: ResolvedMerchant, who: AuthenticatedMember, code: string, ip: string) {
    const member = await load(merchant, who);
    if (!member.totpSecret) throw new ApiError('operation_not_allowed', 'The authenticator is not on');
    const step = matchTotp(member.totpSecret, code, clock.now());
    if (step === null || !(await repo.claimTotpStep(db, merchant.id, who.id, step)))
      throw new ApiError('two_factor_invalid', 'The authenticator code is not correct', { field: 'code' });
    await change(merchant, who, { totpSecret: null, totpPendingSecret: null }, 'member.totp.disable', ip);
    return { totpEnabled: false as const };
  }

  async function loginHistory(merchant: ResolvedMerchant, memberId: number, page: number, pageSize: number) {
    const { items, total } = await repo.loginHistory(db, merchant.id, memberId, page, pageSize);
    return {
      items: items.map((r) => ({ at: r.at.toISOString(), ip: r.ip, device: r.device, method: r.method, success: r.success, reason: r.reason })),
      total,
      page,
      pageSize,
    };
  }

  /**
   * Session reminder, cool-off or self-exclusion. A cool-off or self-exclusion takes effect at once, can only
   * be lengthened, and ends every session of the member.
   * @throws old_password_wrong (self-exclusion confirms the password)
   */
  async function responsibleGaming(
    merchant: ResolvedMerchant,
    who: AuthenticatedMember,
    input: { action: 'reminder'; minutes: number | null } | { action: 'coolOff'; days: number } | { action: 'selfExclude'; months: number; password: string },
    context: RequestContext,
  ) {
    const member = await load(merchant, who);
    const now = clock.now();
    if (input.action === 'reminder') {
      const row = await change(merchant, who, { sessionReminderMinutes: input.minutes }, 'member.rg.reminder', context.ip, { minutes: input.minutes });
      return responsibleGamingOf(row);
    }
    if (input.action === 'selfExclude' && !(member.passwordHash && (await verifyPassword(input.password, member.passwordHash))))
      throw new ApiError('old_password_wrong', 'The password is not correct', { field: 'password' });
    const until =
      input.action === 'coolOff' ? new Date(now.getTime() + input.days * 86_400_000) : new Date(new Date(now).setUTCMonth(now.getUTCMonth() + input.months));
    const field = input.action === 'coolOff' ? 'coolOffUntil' : 'selfExcludedUntil';
    return db.transaction(async (tx) => {
      // The end is compared under the row lock, so a shorter request made at the same time as a longer one
      // cannot overwrite it.
      const locked = await repo.lockById(tx, merchant.id, who.id);
      if (!locked) throw new ApiError('session_expired', 'Your session has expired, please log in again');
      const current = locked[field];
      const next = current && current > until ? current : until;
      const row = await repo.update(tx, merchant.id, who.id, { [field]: next });
      const ended = await repo.revokeSessions(tx, merchant.id, who.id, now, `member.rg.${input.action}`);
      for (const listener of breakListeners) await listener(tx, merchant, who.id, input.action);
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: memberActor(who.username, context.ip),
        action: `member.rg.${input.action}`,
        target: who.username,
        detail: { until: next.toISOString(), sessionsEnded: ended },
      });
      return responsibleGamingOf(row ?? locked);
    });
  }

  return {
    info,
    setAvatar,
    setNickname,
    setLanguage,
    setRealName,
    setPaymentPassword,
    sendMobileCode,
    bindMobile,
    sendEmailCode,
    bindEmail,
    setupTotp,
    enableTotp,
    disableTotp,
    loginHistory,
    responsibleGaming,
    /** Adds a listener told when a member starts a cool-off or self-exclusion (app.ts wires the bonuses module). */
    onBreak(listener: BreakListener) {
      breakListeners.push(listener);
    },
  };
}
