// The reply envelope of every API call (GUIDE §4): `{ success, value }` or `{ success: false, errorCode, message }`.
import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

export const errorReplySchema = z.object({
  success: z.literal(false),
  errorCode: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: z.string(),
  /** The input field that is wrong, when one is. */
  field: z.string().optional(),
  requestId: z.string().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export function okReplySchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

/** Thrown by the typed client for every `success: false` reply, and by the server's services. */
export class ApiError extends Error {
  readonly errorCode: ErrorCode;
  readonly field: string | undefined;
  readonly status: number;
  constructor(errorCode: ErrorCode, message: string, options: { field?: string; status?: number } = {}) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.field = options.field;
    this.status = options.status ?? 0;
  }
}
