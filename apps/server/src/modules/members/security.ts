// "My account" (securityCenter): member info, avatar, nickname, real name, payment password, mobile and
// e-mail binding, authenticator, login history and responsible gaming (docs/members.md).
// Binding a mobile or an e-mail is security-contacts.ts; the payment password and the authenticator are
// security-credentials.ts.
import { ApiError } from '@orbit/contracts/envelope';
import type { MemberInfo, MemberType } from '@orbit/contracts/member';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { CodeService } from './codes.ts';
import { checkField } from './field-rules.ts';
import { memberActor } from './login-records.ts';
import type { AuthenticatedMember, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';
import { createContactBinding } from './security-contacts.ts';
import { createMemberCredentials } from './security-credentials.ts';
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

/** What the security centre's verbs beside this file share: its stores, and reading and changing the member's row. */
export interface SecurityShared {
  db: Database['db'];
  clock: Clock;
  audit: AuditSink;
  codes: CodeService;
  load(merchant: ResolvedMerchant, who: AuthenticatedMember): Promise<repo.MemberRow>;
  change(
    merchant: ResolvedMerchant,
    who: AuthenticatedMember,
    values: Partial<repo.NewMember>,
    action: string,
    ip: string | null,
    detail?: unknown,
  ): Promise<repo.MemberRow>;
}

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

  const shared: SecurityShared = { db, clock, audit, codes, load, change };
  const { sendMobileCode, bindMobile, sendEmailCode, bindEmail } = createContactBinding(shared);
  const { setPaymentPassword, setupTotp, enableTotp, disableTotp } = createMemberCredentials(shared);

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
