// The error the typed client throws for every `success: false` reply. Kept free of zod (see client.ts).
import type { ErrorCode } from './errors.ts';

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
