import { jsonb, pgTable, primaryKey, text, timestamp, index } from 'drizzle-orm/pg-core';

/** RSA keys of the encrypted-call envelope; private keys are sealed with APP_SECRET. */
export const cryptoKeys = pgTable('crypto_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  sealedPrivateKey: text('sealed_private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Offered to clients until then; accepted for a grace period after. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Nonces of encrypted calls already seen: a replay is refused. Pruned by a job once past the window. */
export const cryptoNonces = pgTable(
  'crypto_nonces',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('crypto_nonces_expires_idx').on(t.expiresAt)],
);

/** One row per job per period: the primary key is what makes a period run exactly once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    runner: text('runner').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    result: jsonb('result').notNull(),
  },
  (t) => [primaryKey({ columns: [t.job, t.periodStart] })],
);
