// A failed call in words a person reads: the server's error codes are translation keys (errors.<code>). A code
// is known when the English texts have it: they are always loaded (the fallback language), and the i18n test
// holds a text for every code the server has, so the site does not also carry the server's list of codes. A
// refusal only one feature meets has its English text in that feature's text set (lib/i18n.ts), known once the
// set is loaded with the feature's screens.
import i18next from 'i18next';
import { ApiError } from '@orbit/contracts/api-error';
import type { ErrorCode } from '@orbit/contracts/errors';
import en from '../locales/en.json';

const texts: Record<string, string> = en.errors;

/** The code as an ErrorCode when the site knows it, else null. */
export function knownErrorCode(code: unknown): ErrorCode | null {
  if (typeof code !== 'string') return null;
  return Object.hasOwn(texts, code) || i18next.exists(`errors.${code}`, { lng: 'EN' }) ? (code as ErrorCode) : null;
}

export function errorCodeOf(error: unknown): ErrorCode {
  return (error instanceof ApiError && knownErrorCode(error.errorCode)) || 'internal_error';
}

export function errorKey(error: unknown): `errors.${ErrorCode}` {
  return `errors.${errorCodeOf(error)}`;
}

/** The form field the server blamed, if it named one. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}
