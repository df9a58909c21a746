// Login history as operators read it: the server records a method and, for a failure, a short reason in
// English; the known ones are shown in the operator's language, others as written.
import { ERROR_CODES } from '@orbit/contracts/errors';

/** How a member logged in (the server's LoginMethod), and the console's key for each. */
export const LOGIN_METHODS = ['username', 'sms', 'freeplay', 'remembered', 'google', 'facebook', 'register'] as const;

const REASON_KEYS: Record<string, string> = {
  locked: 'locked',
  'wrong password': 'wrongPassword',
  'unknown account': 'unknownAccount',
  'wrong code': 'wrongCode',
  'unknown number': 'unknownNumber',
};
export const KNOWN_REASONS = Object.keys(REASON_KEYS);

/** The i18n key for a login method, or null to show the method as the server wrote it. */
export function loginMethodKey(method: string): string | null {
  return (LOGIN_METHODS as readonly string[]).includes(method) ? `logins.methods.${method}` : null;
}

/** The i18n key for a failure reason (a known phrase or a server error code), or null to show it as written. */
export function loginReasonKey(reason: string | null): string | null {
  if (reason === null) return 'logins.noReason';
  if (Object.hasOwn(REASON_KEYS, reason)) return `logins.reasons.${REASON_KEYS[reason]}`;
  if ((ERROR_CODES as readonly string[]).includes(reason)) return `errors.${reason}`;
  return null;
}
