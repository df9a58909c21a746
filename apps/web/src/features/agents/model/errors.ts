// A failed call in words the agent reads: server error codes are translation keys (errors.<code>).
import { ApiError } from '@orbit/contracts/api-error';
import { ERROR_CODES, type ErrorCode } from '@orbit/contracts/errors';

export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof ApiError && (ERROR_CODES as string[]).includes(error.errorCode)) return error.errorCode;
  return 'internal_error';
}

export function errorKey(error: unknown): `errors.${ErrorCode}` {
  return `errors.${errorCodeOf(error)}`;
}

/** The form field the server blamed, if it named one. */
export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}
