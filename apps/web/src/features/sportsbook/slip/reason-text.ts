// A refusal's error code (the server's, or a bet's reason) in the member's words (errors.<code>).
import type { TFunction } from 'i18next';
import { ApiError } from '@orbit/contracts/api-error';
import type { ErrorCode } from '@orbit/contracts/errors';
import { errorKey } from '../../../lib/error-codes.ts';

export const reasonText = (t: TFunction, code: string) => t(errorKey(new ApiError(code as ErrorCode, code)));
