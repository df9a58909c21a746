// Turning a failed call into words the operator reads: server error codes are translation keys.
import type { TFunction } from 'i18next';
import { ApiError } from '@orbit/contracts/envelope';
import { ERROR_CODES, type ErrorCode } from '@orbit/contracts/errors';

export function errorCodeOf(error: unknown): ErrorCode {
  if (error instanceof ApiError && (ERROR_CODES as string[]).includes(error.errorCode)) return error.errorCode;
  return 'internal_error';
}

export function errorMessage(t: TFunction, error: unknown): string {
  return t(`errors.${errorCodeOf(error)}`);
}

export function errorField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.field : undefined;
}
