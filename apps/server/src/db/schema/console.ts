import { bigserial, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, bigint } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';

export const operators = pgTable(
  'operators',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The confirmed authenticator secret; null until the first login enrols it. */
    totpSecret: text('totp_secret'),
    /** The secret offered at enrolment, waiting for its first code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolmentHash: text('totp_enrolment_hash'),
    totpEnrolmentExpiresAt: timestamp('totp_enrolment_expires_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code is single-use. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operators_merchant_username_uq').on(t.merchantId, t.username)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    merchantId: integer('merchant_id').notNull(),
    ip: text('ip'),
    device: text('device'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId), index('operator_sessions_expires_idx').on(t.expiresAt)],
);

/** Failed operator logins, counted per account per hour (docs/members.md: at most 100 an hour). */
export const operatorLoginFailures = pgTable(
  'operator_login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    username: text('username').notNull(),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_login_failures_lookup_idx').on(t.merchantId, t.username, t.at)],
);

/** Addresses an operator has signed in from: the per-username ceiling of failed logins does not slow them. */
export const operatorKnownIps = pgTable(
  'operator_known_ips',
  {
    merchantId: integer('merchant_id').notNull(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('operator_known_ips_pk').on(t.operatorId, t.ip)],
);

/**
 * Notices the owners see on the console's home page (a username's failed logins over the hourly ceiling).
 * `bucket` (the hour) keeps one notice per kind, subject and hour however many requests notice it.
 */
export const consoleNotices = pgTable(
  'console_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    bucket: text('bucket').notNull(),
    detail: jsonb('detail').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('console_notices_once_idx').on(t.merchantId, t.kind, t.subject, t.bucket),
    index('console_notices_recent_idx').on(t.merchantId, t.createdAt),
  ],
);

/** Append-only (triggers refuse UPDATE and DELETE) and hash-chained per merchant. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name'),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').notNull(),
    ip: text('ip'),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [index('audit_log_merchant_idx').on(t.merchantId, t.id)],
);
