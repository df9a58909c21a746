// Binding a mobile number or an e-mail address to a member's account (docs/members.md, My account): a code is
// sent to the new number or address, and consuming it binds it; a number or address belongs to one member.
// Split from security.ts (the security centre), which hands in its stores and how it changes the member's row.
import { ApiError } from '@orbit/contracts/envelope';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { phoneTarget } from './codes.ts';
import type { AuthenticatedMember } from './members.types.ts';
import * as repo from './members.repo.ts';
import { normaliseMobile } from './register.ts';
import type { SecurityShared } from './security.ts';
import { maskEmail, maskMobile } from './two-factor.ts';

export function createContactBinding(shared: Pick<SecurityShared, 'db' | 'codes' | 'change'>) {
  const { db, codes, change } = shared;

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

  return { sendMobileCode, bindMobile, sendEmailCode, bindEmail };
}
