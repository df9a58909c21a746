// The checks on register fields, by the merchant's rules (enabled, required, acceptedPattern,
// minLength, maxLength), and the password policy (docs/members.md). The site shows the same rules as hints; the
// server is what enforces them.
import { ageOn, BIRTHDAY_MIN_AGE } from '@orbit/contracts/birthday';
import { ApiError } from '@orbit/contracts/envelope';
import { cleanRealName } from '@orbit/contracts/real-name';
import type { FieldRule, RegisterField, RegisterRules } from '@orbit/contracts/settings';
import { isCommonPassword } from '../../lib/passwords.ts';

const PASSWORD_MIN = 8;
const PASSWORD_MAX = 64;

/** The password bounds: 8+ unless the merchant asks for more; 64 always allowed (docs/members.md). */
export function passwordBounds(rule: FieldRule | undefined): { min: number; max: number } {
  const min = Math.max(PASSWORD_MIN, rule?.minLength ?? 0);
  return { min, max: Math.max(PASSWORD_MAX, rule?.maxLength ?? 0, min) };
}

/**
 * Checks a new password.
 * @throws validation_failed (length), weak_password (common or containing the username)
 */
export function checkPasswordPolicy(password: string, username: string, rule?: FieldRule, field = 'password') {
  const { min, max } = passwordBounds(rule);
  if (password.length < min || password.length > max)
    throw new ApiError('validation_failed', `Please fill in your password with ${min} - ${max} characters`, { field });
  const name = username.trim().toLowerCase();
  if (isCommonPassword(password) || (name.length >= 3 && password.toLowerCase().includes(name)))
    throw new ApiError('weak_password', 'This password is too easy to guess', { field });
}

function lengthMessage(rule: FieldRule): string {
  return rule.minLength === rule.maxLength
    ? `Please enter ${rule.minLength} characters`
    : `Please enter between ${rule.minLength} and ${rule.maxLength} characters`;
}

/** A value as checked and stored: trimmed; a real name also folded and its spaces collapsed. */
function cleanValue(field: RegisterField, value: string | undefined): string {
  if (value === undefined) return '';
  return field === 'payeeName' ? cleanRealName(value) : value.trim();
}

/**
 * Checks one field's value by its rule: empty → required check; else length and pattern.
 * @throws validation_failed with the field named (`as` names it otherwise, e.g. realName on the account page)
 */
export function checkField(field: RegisterField, value: string | undefined, rule: FieldRule, required = rule.required, as: string = field): string | undefined {
  const trimmed = cleanValue(field, value);
  if (trimmed === '') {
    if (required) throw new ApiError('validation_failed', 'Input cannot be empty', { field: as });
    return undefined;
  }
  if (trimmed.length < rule.minLength || trimmed.length > rule.maxLength) throw new ApiError('validation_failed', lengthMessage(rule), { field: as });
  if (rule.acceptedPattern !== null && !new RegExp(rule.acceptedPattern, 'u').test(trimmed))
    throw new ApiError('validation_failed', field === 'payeeName' ? 'Real name format is incorrect' : `The ${field} format is incorrect`, { field: as });
  return trimmed;
}

/** The contact fields kept together on the member. */
export const CONTACT_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'recommenderId',
] as const satisfies readonly RegisterField[];

/**
 * A birthday given at registration must be a real yyyy-MM-dd date at least 21 years before the merchant's day.
 * @throws validation_failed (field birthday)
 */
export function checkBirthday(birthday: string | undefined, today: string): void {
  if (birthday === undefined) return;
  const age = ageOn(birthday, today);
  if (age === null) throw new ApiError('validation_failed', 'Please enter your birthday as yyyy-MM-dd', { field: 'birthday' });
  if (age < BIRTHDAY_MIN_AGE) throw new ApiError('validation_failed', `You must be at least ${BIRTHDAY_MIN_AGE} years old to register`, { field: 'birthday' });
}

/** Checks every enabled contact field; a disabled field's value is dropped, never stored. */
export function checkContacts(input: Partial<Record<RegisterField, string | undefined>>, rules: RegisterRules): Record<string, string> {
  const contacts: Record<string, string> = {};
  for (const field of CONTACT_FIELDS) {
    const rule = rules[field];
    if (!rule.enabled) continue;
    const value = checkField(field, input[field], rule);
    if (value !== undefined) contacts[field] = value;
  }
  return contacts;
}
