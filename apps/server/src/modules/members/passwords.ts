// Changing and recovering passwords (Forgot by SMS, Forgot by e-mail). A new
// password ends the member's other sessions and remember tokens (docs/decisions/0009-member-sessions-remember-and-throttling.md).
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newToken } from '../../lib/tokens.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { phoneTarget, type CodeService, type MessageSender } from './codes.ts';
import { checkPasswordPolicy } from './field-rules.ts';
import type { HumanChecks } from './human-checks.ts';
import { memberActor } from './login-records.ts';
import type { AuthenticatedMember, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';
import { normaliseMobile } from './register.ts';
import type { SessionService } from './sessions.ts';

const RESET_LINK_MINUTES = 30;

export interface PasswordDeps {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  sessions: SessionService;
  codes: CodeService;
  human: HumanChecks;
  messaging: MessageSender;
}

export function createPasswords(deps: PasswordDeps) {
  const { database, clock, audit, sessions, codes, human, messaging } = deps;
  const db = database.db;

  /** Sets a new password, ends every session (but `keepTokenHash`'s) and remember token, and audits why. */
  async function setPassword(tx: Tx, merchant: ResolvedMerchant, member: repo.MemberRow, passwordHash: string, action: string, ip: string | null) {
    const now = clock.now();
    await repo.update(tx, merchant.id, member.id, { passwordHash, passwordChangedAt: now, mustChangePassword: false });
    const ended = await repo.revokeSessions(tx, merchant.id, member.id, now, action);
    await repo.revokeRememberTokens(tx, member.id, now);
    await audit.record(tx, {
      merchantId: merchant.id,
      actor: memberActor(member.username, ip),
      action,
      target: member.username,
      detail: { sessionsEnded: ended },
    });
  }

  /**
   * Changes the password of the logged-in member; this session is replaced by a new one, the others end.
   * @throws old_password_wrong, inconsistent_twice, validation_failed, weak_password
   */
  async function change(
    merchant: ResolvedMerchant,
    who: AuthenticatedMember,
    input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
    context: RequestContext,
  ) {
    const member = await repo.findById(db, merchant.id, who.id);
    if (!member?.passwordHash || !(await verifyPassword(input.oldPassword, member.passwordHash)))
      throw new ApiError('old_password_wrong', 'The current password is not correct', { field: 'oldPassword' });
    checkPasswordPolicy(input.newPassword, member.username, merchant.settings.registerRules.password, 'newPassword');
    if (input.confirmNewPassword !== input.newPassword)
      throw new ApiError('inconsistent_twice', 'Incorrect confirmation input', { field: 'confirmNewPassword' });
    if (input.newPassword === input.oldPassword)
      throw new ApiError('validation_failed', 'The new password must differ from the current one', { field: 'newPassword' });
    const passwordHash = await hashPassword(input.newPassword);
    return db.transaction(async (tx) => {
      await setPassword(tx, merchant, member, passwordHash, 'member.password.change', context.ip);
      const session = await sessions.open(tx, merchant, { ...member, mustChangePassword: false, passwordChangedAt: clock.now() }, 'username', context);
      return { token: session.token, expiresAt: session.expiresAt };
    });
  }

  /**
   * Sends a reset link when the username and e-mail match; answers the same either way (no enumeration).
   * @throws feature_disabled, verification_required, too_many_requests
   */
  async function forgotByEmail(
    merchant: ResolvedMerchant,
    input: { username: string; email: string; verification?: string | undefined },
    context: RequestContext,
    origin: string,
  ) {
    if (!merchant.settings.flags.recoverByEmail) throw new ApiError('feature_disabled', 'Recovery by e-mail is not enabled');
    await human.verifyChallenge(input.verification);
    const member = await repo.findByUsername(db, merchant.id, input.username);
    if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase() || member.status !== 'active') return { sent: true as const };
    const token = newToken();
    await codes.storeLinkToken(merchant, member.email, token, member.id, context.ip, RESET_LINK_MINUTES);
    const site = merchant.settings.branding.siteName;
    await messaging.sendEmail(merchant, {
      to: member.email,
      subject: `${site}: reset your password`,
      text:
        `Hello ${member.nickname},\n\nSomeone asked to reset the password of your ${site} account ${member.username}.\n` +
        `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password:\n\n${origin}/?resetToken=${token}\n\n` +
        `If it was not you, ignore this message: your password stays as it is.`,
      purpose: 'reset-link',
    });
    return { sent: true as const };
  }

  /**
   * Sets a new password with an e-mailed link's token; every session ends (log in again).
   * @throws invalid_verification_code, code_expired, inconsistent_twice, validation_failed, weak_password
   */
  async function resetByEmail(
    merchant: ResolvedMerchant,
    input: { resetToken: string; newPassword: string; confirmNewPassword: string },
    context: RequestContext,
  ) {
    if (input.confirmNewPassword !== input.newPassword)
      throw new ApiError('inconsistent_twice', 'Incorrect confirmation input', { field: 'confirmNewPassword' });
    const memberId = await codes.consumeLinkToken(merchant, input.resetToken);
    const member = await repo.findById(db, merchant.id, memberId);
    if (!member) throw new ApiError('invalid_verification_code', 'This link is not valid any more, please ask for a new one');
    checkPasswordPolicy(input.newPassword, member.username, merchant.settings.registerRules.password, 'newPassword');
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction((tx) => setPassword(tx, merchant, member, passwordHash, 'member.password.reset-email', context.ip));
    return { account: member.username };
  }

  /**
   * Sets a new password with an SMS code sent to the number on file; every session ends.
   * @throws feature_disabled, validation_failed, invalid_verification_code, code_expired, weak_password
   */
  async function resetBySms(
    merchant: ResolvedMerchant,
    input: { countryDialingCode: string; mobileNum: string; verificationCode: string; newPassword: string },
    context: RequestContext,
  ) {
    if (!merchant.settings.flags.recoverBySms) throw new ApiError('feature_disabled', 'Recovery by SMS is not enabled');
    const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
    const member = await repo.findByMobile(db, merchant.id, mobile.countryDialingCode, mobile.mobileNum);
    if (member) checkPasswordPolicy(input.newPassword, member.username, merchant.settings.registerRules.password, 'newPassword');
    await codes.consume(merchant, { target: phoneTarget(mobile.countryDialingCode, mobile.mobileNum), purpose: 'reset', code: input.verificationCode });
    if (!member) throw new ApiError('invalid_verification_code', 'The verification code is invalid or missing', { field: 'verificationCode' });
    const passwordHash = await hashPassword(input.newPassword);
    await db.transaction((tx) => setPassword(tx, merchant, member, passwordHash, 'member.password.reset-sms', context.ip));
    return { account: member.username };
  }

  return { change, forgotByEmail, resetByEmail, resetBySms, setPassword };
}
