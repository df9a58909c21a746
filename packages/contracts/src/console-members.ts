// Console calls for members (docs/members.md): search, detail, lock, password reset,
// labels, sessions, login history, agent accounts with affiliate codes, and the SMS and e-mail outbox.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { clubLabelSchema, memberTypeSchema } from './member.ts';
import { loginRecordSchema, pageQuery } from './member-security.ts';

export const MEMBER_STATUSES = ['active', 'locked'] as const;

export const memberRowSchema = z.object({
  id: z.number().int(),
  username: text(),
  nickname: text(),
  type: memberTypeSchema,
  status: z.enum(MEMBER_STATUSES),
  upline: text().nullable(),
  affiliateCode: text().nullable(),
  mobile: text().nullable(),
  email: text().nullable(),
  realName: text().nullable(),
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(text()),
  lastLoginAt: text().nullable(),
  lastLoginIp: text().nullable(),
  createdAt: text(),
});
export type MemberRow = z.infer<typeof memberRowSchema>;

export const memberDetailSchema = memberRowSchema.extend({
  lockedReason: text().nullable(),
  mustChangePassword: z.boolean(),
  passwordChangedAt: text().nullable(),
  totpEnabled: z.boolean(),
  hasPaymentPassword: z.boolean(),
  registerIp: text().nullable(),
  registerDomain: text().nullable(),
  registerMethod: text(),
  contacts: z.record(text(), text()),
  socialIdentities: z.array(z.object({ provider: text(), email: text().nullable(), boundAt: text() })),
  responsibleGaming: z.object({
    sessionReminderMinutes: z.number().int().nullable(),
    coolOffUntil: text().nullable(),
    selfExcludedUntil: text().nullable(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetailSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const membersListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/members',
  summary: 'Search members by username, nickname, mobile, e-mail or affiliate code',
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.read',
  query: pageQuery.extend({
    q: text().trim().max(64).optional(),
    type: z.coerce.number().int().optional(),
    status: z.enum(MEMBER_STATUSES).optional(),
  }),
  response: z.object({ items: z.array(memberRowSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const memberDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/members/:id',
  summary: "A member's detail",
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.read',
  params: idParams,
  response: memberDetailSchema,
});

export const memberLockEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/members/:id/status',
  summary: 'Lock (every session ends, logins refused) or unlock a member',
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.write',
  params: idParams,
  body: z.discriminatedUnion('status', [
    z.object({ status: z.literal('locked'), reason: text().trim().min(1).max(200) }),
    z.object({ status: z.literal('active') }),
  ]),
  response: memberDetailSchema,
});

export const memberResetPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/members/:id/reset-password',
  summary: "Reset to the merchant's default password: every session ends and the member must change it at next login",
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.write',
  params: idParams,
  response: memberDetailSchema,
});

export const memberLabelsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/members/:id/labels',
  summary: "Set a member's labels (memberLabel) and club label (clubLabel: name and rank level)",
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.write',
  params: idParams,
  body: z.object({
    memberLabel: z.array(text().trim().min(1).max(30)).max(20),
    clubLabel: z.object({ labelName: text().trim().min(1).max(30), rankLevel: z.number().int().min(0).max(99) }).nullable(),
  }),
  response: memberDetailSchema,
});

export const memberSessionSchema = z.object({
  id: text(),
  ip: text().nullable(),
  device: text().nullable(),
  createdAt: text(),
  lastSeenAt: text(),
  expiresAt: text(),
});

export const memberSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/members/:id/sessions',
  summary: "A member's live sessions",
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.read',
  params: idParams,
  response: z.array(memberSessionSchema),
});

export const memberKillSessionsEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/members/:id/sessions',
  summary: "End one of a member's sessions (by id) or all of them",
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.write',
  params: idParams,
  query: z.object({ sessionId: text().max(100).optional() }),
  response: z.object({ ended: z.number().int() }),
});

export const memberLoginsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/members/:id/logins',
  summary: "A member's login history, failures included",
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.read',
  params: idParams,
  query: pageQuery,
  response: z.object({ items: z.array(loginRecordSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const createAccountEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/members',
  summary: "Create a member or agent account with the merchant's default password (changed at first login); agents get an affiliate code",
  tag: 'console-members',
  audience: 'operator',
  permission: 'members.write',
  body: z.object({
    username: text()
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9]{3,31}$/, 'username: 4–32 letters and digits, starting with a letter'),
    type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(41), z.literal(42)]),
    /** The agent this account is placed under, by username. */
    upline: text().trim().max(64).nullable(),
    /** For agents: the affiliate code; generated when left empty. */
    affiliateCode: text()
      .trim()
      .regex(/^[A-Za-z0-9]{4,20}$/, 'affiliate code: 4–20 letters and digits')
      .nullable(),
  }),
  response: memberDetailSchema,
});

export const OUTBOX_CHANNELS = ['sms', 'email'] as const;
export const OUTBOX_STATUSES = ['held', 'sent', 'failed'] as const;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  recipient: text(),
  subject: text().nullable(),
  body: text(),
  purpose: text(),
  /** held: no provider configured, the message waits here; sent; failed (with the provider's error). */
  status: z.enum(OUTBOX_STATUSES),
  error: text().nullable(),
  createdAt: text(),
  sentAt: text().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/outbox',
  summary: 'SMS and e-mail messages, newest first: held ones (no provider configured), sent and failed',
  tag: 'console-members',
  audience: 'operator',
  permission: 'outbox.read',
  query: pageQuery.extend({ channel: z.enum(OUTBOX_CHANNELS).optional(), recipient: text().trim().max(255).optional() }),
  response: z.object({ items: z.array(outboxMessageSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});
