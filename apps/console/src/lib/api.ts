// The console's API client: the shared typed client with the session, device and language headers.
import { createApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { currentLanguage } from './i18n.ts';
import { getToken } from './session.ts';

export function requestHeaders(): Record<string, string | undefined> {
  return { Authorization: getToken() ?? undefined, Device: 'WEB', Language: currentLanguage() };
}

export const api = createApiClient({ headers: requestHeaders });

/** A reply that means the session is gone, so the console returns to the login page. */
export function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.errorCode === 'session_expired' || error.errorCode === 'unauthorized');
}

/** Client errors are answers, not glitches: retrying them only repeats the refusal. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}
