// The error the typed client throws for every `success: false` reply. Kept free of zod (see client.ts).
import type { ErrorCode } from './errors.ts';

/** Thrown by the typed client for every `success: false` reply, and by the server's services. */
export class ApiError extends Error {
  readonly errorCode: ErrorCode;
  readonly field: string | undefined;
  readonly status: number;
  /** The next login attempt must carry a captcha. */
  readonly captchaRequired: boolean;
  /** Facts about the refusal a screen shows (bonus_active: the bonus amount and the number of grants). */
  readonly details: Readonly<Record<string, string | number>> | undefined;
  constructor(
    errorCode: ErrorCode,
    message: string,
    options: { field?: string | undefined; status?: number; captchaRequired?: boolean; details?: Record<string, string | number> | undefined } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.errorCode = errorCode;
    this.field = options.field;
    this.status = options.status ?? 0;
    this.captchaRequired = options.captchaRequired ?? false;
    this.details = options.details;
  }
}
