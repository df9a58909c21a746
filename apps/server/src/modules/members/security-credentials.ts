// A member's second secrets (docs/members.md, My account): the payment password, confirmed with the login
// password or the old payment password, and the authenticator, offered, confirmed with a first code, or turned
// off with one. Split from security.ts (the security centre), which hands in its stores and how it reads and
// changes the member's row.
import QRCode from 'qrcode';
import { ApiError } from '@orbit/contracts/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from '../console/totp.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { memberActor } from './login-records.ts';
import type { AuthenticatedMember } from './members.types.ts';
import * as repo from './members.repo.ts';
import type { SecurityShared } from './security.ts';

export function createMemberCredentials(shared: Pick<SecurityShared, 'db' | 'clock' | 'audit' | 'load' | 'change'>) {
  const { db, clock, audit, load, change } = shared;

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

  return { setPaymentPassword, setupTotp, enableTotp, disableTotp };
}
