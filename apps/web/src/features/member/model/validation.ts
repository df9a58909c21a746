// Field checks of the "my account" forms, run in the browser before a call (the server checks again).
// Each returns the i18n key of the message to show under the field, or null when the value is fine.

import { isRealName } from '@orbit/contracts/real-name';

export { REAL_NAME_LENGTH } from '@orbit/contracts/real-name';

export type MessageKey =
  | 'member.validation.required'
  | 'member.validation.nickname'
  | 'member.validation.realName'
  | 'member.validation.passwordLength'
  | 'member.validation.samePassword'
  | 'member.validation.paymentPassword'
  | 'member.validation.mobile'
  | 'member.validation.email'
  | 'member.validation.totpCode'
  | 'errors.inconsistent_twice';

export const NICKNAME_LENGTH = { min: 2, max: 20 } as const;
/** The password policy (docs/members.md): 8 or more characters, 64 allowed. */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

export function checkRequired(value: string): MessageKey | null {
  return value.trim() === '' ? 'member.validation.required' : null;
}

export function checkNickname(value: string): MessageKey | null {
  const length = [...value.trim()].length;
  if (length === 0) return 'member.validation.required';
  return length < NICKNAME_LENGTH.min || length > NICKNAME_LENGTH.max ? 'member.validation.nickname' : null;
}

/** The default rule of the register form (docs/members.md, "Real names"). */
export function checkRealName(value: string): MessageKey | null {
  if (value.trim() === '') return 'member.validation.required';
  return isRealName(value) ? null : 'member.validation.realName';
}

export function checkNewPassword(value: string, current?: string): MessageKey | null {
  if (value === '') return 'member.validation.required';
  if (value.length < PASSWORD_LENGTH.min || value.length > PASSWORD_LENGTH.max) return 'member.validation.passwordLength';
  if (current !== undefined && current !== '' && value === current) return 'member.validation.samePassword';
  return null;
}

/** The second entry of a new secret must equal the first. */
export function checkConfirmation(value: string, first: string): MessageKey | null {
  if (value === '') return 'member.validation.required';
  return value === first ? null : 'errors.inconsistent_twice';
}

export function checkPaymentPassword(value: string): MessageKey | null {
  if (value === '') return 'member.validation.required';
  return /^\d{6}$/.test(value) ? null : 'member.validation.paymentPassword';
}

/**
 * The national number as the server wants it (digits only), or null when it cannot be one. People type
 * 012-345 6789, +60 12 345 6789 or 0123456789: separators go, a repeated country code and the trunk 0 go.
 * Malaysia (+60) is checked exactly: 9 or 10 digits starting with 1.
 */
export function normaliseMobile(dialingCode: string, input: string): string | null {
  const country = dialingCode.replace(/\D/g, '');
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+')) {
    digits = digits.slice(1);
    if (!digits.startsWith(country)) return null;
    digits = digits.slice(country.length);
  }
  if (!/^\d+$/.test(digits)) return null;
  digits = digits.replace(/^0+/, '');
  if (country === '60') return /^1\d{8,9}$/.test(digits) ? digits : null;
  return /^\d{5,15}$/.test(digits) ? digits : null;
}

export function checkMobile(dialingCode: string, input: string): MessageKey | null {
  if (input.trim() === '') return 'member.validation.required';
  return normaliseMobile(dialingCode, input) === null ? 'member.validation.mobile' : null;
}

export function checkEmail(value: string): MessageKey | null {
  const email = value.trim();
  if (email === '') return 'member.validation.required';
  return email.length <= 255 && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : 'member.validation.email';
}

export function checkTotpCode(value: string): MessageKey | null {
  if (value.trim() === '') return 'member.validation.required';
  return /^\d{6}$/.test(value.trim()) ? null : 'member.validation.totpCode';
}
