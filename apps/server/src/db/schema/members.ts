// Member accounts and everything that authenticates them: sessions, remember tokens, login history,
// known addresses, one-time codes, captchas, two-factor challenges, social identities, and the outbox.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { merchants } from './site.ts';

export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** As typed at registration; uniqueness is case-insensitive (username_key). */
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    nickname: text('nickname').notNull(),
    /** isAgent: 0 member, 1/2/41/42 agents, 4 free play. */
    type: integer('type').notNull().default(0),
    uplineId: integer('upline_id'),
    affiliateCode: text('affiliate_code'),
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** Set on operator resets and agent-created accounts: the default password must be changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    paymentPasswordHash: text('payment_password_hash'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    email: text('email'),
    realName: text('real_name'),
    /** qqNum, line, whatsapp, facebook, wechat, idNumber, recommenderId, referralCode as given at registration. */
    contacts: jsonb('contacts').notNull().default({}),
    avatar: text('avatar'),
    avatarType: text('avatar_type'),
    /** The site language the member chose (a language code such as MS), restored when they log in elsewhere; null until they choose. */
    language: text('language'),
    memberLabels: jsonb('member_labels').notNull().default([]),
    clubLabel: jsonb('club_label'),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    status: text('status').notNull().default('active'),
    lockedReason: text('locked_reason'),
    sessionReminderMinutes: integer('session_reminder_minutes'),
    coolOffUntil: timestamp('cool_off_until', { withTimezone: true }),
    selfExcludedUntil: timestamp('self_excluded_until', { withTimezone: true }),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    registerMethod: text('register_method').notNull().default('WEB'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: text('last_login_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_uq').on(t.merchantId, t.usernameKey),
    uniqueIndex('members_merchant_mobile_uq')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} IS NOT NULL`),
    uniqueIndex('members_merchant_affiliate_uq')
      .on(t.merchantId, t.affiliateCode)
      .where(sql`${t.affiliateCode} IS NOT NULL`),
    index('members_merchant_upline_idx').on(t.merchantId, t.uplineId),
    check('members_status_ck', sql`${t.status} IN ('active', 'locked')`),
    check('members_type_ck', sql`${t.type} IN (0, 1, 2, 4, 41, 42)`),
  ],
);

export const memberSessions = pgTable(
  'member_sessions',
  {
    /** A public id for the console (the token itself is never stored). */
    id: text('id').notNull().unique(),
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantId: integer('merchant_id').notNull(),
    ip: text('ip'),
    device: text('device'),
    /** How the session was opened: an SMS or social login is never sent to the forced password change. */
    loginMethod: text('login_method').notNull().default('username'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId), index('member_sessions_expires_idx').on(t.expiresAt)],
);

/** "Remember me" (ADR 0009): an HttpOnly cookie carries the token; the server keeps its hash and can revoke it. */
export const memberRememberTokens = pgTable(
  'member_remember_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantId: integer('merchant_id').notNull(),
    loginType: text('login_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('member_remember_member_idx').on(t.memberId)],
);

/** Every login attempt, kept for the member's and the console's history and for throttling. */
export const memberLogins = pgTable(
  'member_logins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id'),
    /** The name the attempt was for (lower case), known account or not. */
    accountKey: text('account_key').notNull(),
    ip: text('ip'),
    device: text('device'),
    method: text('method').notNull(),
    success: boolean('success').notNull(),
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('member_logins_account_idx').on(t.merchantId, t.accountKey, t.at),
    index('member_logins_ip_idx').on(t.merchantId, t.ip, t.at),
    index('member_logins_member_idx').on(t.memberId, t.at),
  ],
);

/** Addresses a member has logged in from: a login from any other asks for a two-factor check (when on). */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** The devices (the site's own random id, DEVICE_ID_HEADER) a member has registered or logged in from. */
export const memberKnownDevices = pgTable(
  'member_known_devices',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    deviceId: text('device_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceId] })],
);

/** One-time SMS and e-mail codes and reset links: only the hash is kept; single-use, expiring, attempt-limited. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel').notNull(),
    /** '+60123456789' or a lower-case e-mail address. */
    target: text('target').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    memberId: integer('member_id'),
    ip: text('ip'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('verification_codes_target_idx').on(t.merchantId, t.target, t.purpose, t.createdAt),
    index('verification_codes_ip_idx').on(t.merchantId, t.ip, t.createdAt),
    index('verification_codes_expires_idx').on(t.expiresAt),
  ],
);

export const captchas = pgTable(
  'captchas',
  {
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('captchas_expires_idx').on(t.expiresAt)],
);

/** Solved proof-of-work challenges, so one solution is accepted once. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_challenges_expires_idx').on(t.expiresAt)],
);

/** A login waiting for its two-factor check. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    merchantId: integer('merchant_id').notNull(),
    ip: text('ip'),
    device: text('device'),
    loginType: text('login_type').notNull(),
    remember: boolean('remember').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

/** A Google or Facebook identity bound to a member: final once made. */
export const socialIdentities = pgTable(
  'social_identities',
  {
    merchantId: integer('merchant_id').notNull(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    email: text('email'),
    boundAt: timestamp('bound_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.provider, t.subject] }), uniqueIndex('social_identities_member_provider_uq').on(t.memberId, t.provider)],
);

/** The short-lived steps of a social sign-in: the authorization request (state), its ticket, and the bind token. */
export const socialFlows = pgTable(
  'social_flows',
  {
    /** sha-256 of the state, ticket or bind token, by kind. */
    keyHash: text('key_hash').primaryKey(),
    kind: text('kind').notNull(),
    merchantId: integer('merchant_id').notNull(),
    provider: text('provider').notNull(),
    data: jsonb('data').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('social_flows_expires_idx').on(t.expiresAt)],
);

/** Every SMS and e-mail the platform sends: held here when no provider is configured, else the delivery record. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    purpose: text('purpose').notNull(),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_messages_merchant_idx').on(t.merchantId, t.createdAt)],
);

/**
 * Payment-password tries that did not (yet) prove right: a try is written before the password is checked
 * (wrong = false while it is checked), marked wrong when it is, and removed when it is right, so at most 5
 * wrong ones an hour get through even when sent all at once.
 */
export const paymentPasswordAttempts = pgTable(
  'payment_password_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: integer('member_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    wrong: boolean('wrong').notNull().default(false),
  },
  (t) => [index('payment_password_attempts_member_idx').on(t.merchantId, t.memberId, t.at)],
);
