import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts being checked right now (a password, a code): a row is claimed before the slow or secret check
 * and removed when its outcome is written to the check's own log, so simultaneous attempts count against
 * the limits before any of them is checked (ADR 0009). A row left by a crash counts until it is pruned.
 */
export const attemptClaims = pgTable(
  'attempt_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    /** Which check: member-login, console-login, two-factor. */
    scope: text('scope').notNull(),
    /** What the check is about: an account key, an operator's username, a login challenge's hash. */
    subject: text('subject').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_claims_subject_idx').on(t.merchantId, t.scope, t.subject), index('attempt_claims_ip_idx').on(t.merchantId, t.scope, t.ip)],
);
