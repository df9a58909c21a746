// Stable error codes shared by the server (which maps them to HTTP statuses) and the sites (which
// translate them: every code is also an i18n key under `errors.`).
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unknown_merchant: 400,
  decryption_failed: 400,
  replayed_request: 400,
  unauthorized: 401,
  session_expired: 401,
  invalid_credentials: 401,
  totp_required: 401,
  totp_invalid: 401,
  enrolment_expired: 401,
  forbidden: 403,
  account_disabled: 403,
  region_restricted: 403,
  not_found: 404,
  conflict: 409,
  idempotency_conflict: 409,
  username_taken: 409,
  domain_taken: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rule_violation: 422,
  weak_password: 422,
  last_owner: 422,
  too_many_requests: 429,
  internal_error: 500,
  maintenance: 503,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
