// The reply envelope of every API call (docs/conventions.md): `{ success, value }` or `{ success: false, errorCode, message }`.
import { z } from 'zod';
import { text } from './text.ts';
import { ERROR_CODES, type ErrorCode } from './errors.ts';

export const errorReplySchema = z.object({
  success: z.literal(false),
  errorCode: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: text(),
  /** The input field that is wrong, when one is. */
  field: text().optional(),
  /** A failed login: the next attempt must carry a solved captcha. */
  captchaRequired: z.boolean().optional(),
  /** Facts about the refusal a screen shows (bonus_active: the bonus amount and the number of grants). */
  details: z.record(text(), z.union([text(), z.number()])).optional(),
  requestId: text().optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export function okReplySchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

// ApiError lives in a zod-free module so the sites' boot path can use the client without zod.
export { ApiError } from './api-error.ts';
