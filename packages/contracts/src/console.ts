// Operator console calls (`/cms/...`): session with mandatory TOTP, operators, audit log, settings.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { PERMISSIONS, ROLES } from './permissions.ts';
import { settingsChangeSchema } from './console-approvals.ts';
import { merchantSettingsSchema, SETTINGS_SECTION_KEYS } from './settings.ts';

const username = text()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_.]{2,31}$/, 'username: 3–32 letters, digits, _ or ., starting with a letter');
const password = text().min(8, 'password must have at least 8 characters').max(64, 'password may have at most 64 characters');
const totpCode = text().regex(/^\d{6}$/, 'the code has 6 digits');

export const operatorSchema = z.object({
  id: z.number().int(),
  username: text(),
  displayName: text(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  totpEnrolled: z.boolean(),
  lastLoginAt: text().nullable(),
  createdAt: text(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const meSchema = operatorSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)), merchantCode: text(), merchantName: text() });
export type Me = z.infer<typeof meSchema>;

const sessionSchema = z.object({ state: z.literal('ok'), token: text(), expiresAt: text(), operator: meSchema });

export const consoleLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/session/login',
  summary: 'Operator login: password, then the authenticator code; the first login enrols the authenticator',
  tag: 'console',
  audience: 'public',
  encrypted: true,
  body: z.object({ username, password: text().min(1).max(64), totpCode: totpCode.optional() }),
  response: z.discriminatedUnion('state', [
    sessionSchema,
    z.object({
      state: z.literal('enrol'),
      enrolmentToken: text(),
      secret: text(),
      otpauthUrl: text(),
      qrDataUrl: text(),
      expiresAt: text(),
    }),
  ]),
});

export const consoleEnrolEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/session/enrol',
  summary: 'Finish the first login: confirm the authenticator with a code',
  tag: 'console',
  audience: 'public',
  encrypted: true,
  body: z.object({ enrolmentToken: text().min(10).max(200), totpCode }),
  response: sessionSchema,
});

export const consoleLogoutEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/session',
  summary: 'Log out: the session dies on the server',
  tag: 'console',
  audience: 'operator',
  response: z.object({ loggedOut: z.literal(true) }),
});

/**
 * A pass for the API description at /docs: a browser tab cannot send the console's Authorization header, so
 * the server sets a short-lived cookie scoped to /docs, tied to this session (docs/architecture.md, API
 * description).
 */
export const consoleDocsPassEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/session/docs-pass',
  summary: 'Open the API description in a browser tab: a cookie for /docs tied to this session',
  tag: 'console',
  audience: 'operator',
  response: z.object({ path: z.literal('/docs'), expiresAt: text() }),
});

export const consoleMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/me',
  summary: 'The logged-in operator with its permissions',
  tag: 'console',
  audience: 'operator',
  response: meSchema,
});

/** What every console page warns about. sandbox_gateway_on: the built-in sandbox gateway takes payments (its Pay button credits without money). */
export const CONSOLE_WARNINGS = ['sandbox_gateway_on'] as const;
export type ConsoleWarning = (typeof CONSOLE_WARNINGS)[number];

export const consoleStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/status',
  summary: 'The console status: whether this is a production deployment, and the warnings every page shows as a banner',
  tag: 'console',
  audience: 'operator',
  response: z.object({ production: z.boolean(), warnings: z.array(z.enum(CONSOLE_WARNINGS)) }),
});

export const listOperatorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/operators',
  summary: "The merchant's operators",
  tag: 'console',
  audience: 'operator',
  permission: 'operators.read',
  response: z.object({ items: z.array(operatorSchema) }),
});

export const createOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/operators',
  summary: 'Create an operator; it enrols its authenticator at first login',
  tag: 'console',
  audience: 'operator',
  permission: 'operators.write',
  encrypted: true,
  body: z.object({ username, displayName: text().trim().min(1).max(60), role: z.enum(ROLES), password }),
  response: operatorSchema,
});

export const updateOperatorEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/cms/operators/:id',
  summary: "Change an operator's name, role or status, or make it enrol its authenticator again",
  tag: 'console',
  audience: 'operator',
  permission: 'operators.write',
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: z
    .object({
      displayName: text().trim().min(1).max(60).optional(),
      role: z.enum(ROLES).optional(),
      disabled: z.boolean().optional(),
      resetTotp: z.literal(true).optional(),
    })
    .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' }),
  response: operatorSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: text(),
  operatorId: z.number().int().nullable(),
  operatorName: text().nullable(),
  action: text(),
  target: text().nullable(),
  detail: z.unknown(),
  ip: text().nullable(),
  hash: text(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const listAuditEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/audit',
  summary: 'The audit log, newest first',
  tag: 'console',
  audience: 'operator',
  permission: 'audit.read',
  query: z.object({
    page: z.coerce.number().int().min(1).max(100000).default(1),
    pageSize: z.coerce.number().int().min(1).max(200).default(50),
    action: text().max(60).optional(),
  }),
  response: z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

/** A security notice the owners see on the console's home page: a username past the failed-login ceiling. */
export const consoleNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['login_ceiling']),
  subject: text(),
  detail: z.object({ failures: z.number().int(), ceiling: z.number().int(), lastIp: text().nullable() }),
  createdAt: text(),
});
export type ConsoleNotice = z.infer<typeof consoleNoticeSchema>;

export const listNoticesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/notices',
  summary: "Security notices of the last week (a username's failed logins past the hourly ceiling), newest first",
  tag: 'console',
  audience: 'operator',
  permission: 'operators.write',
  response: z.object({ items: z.array(consoleNoticeSchema) }),
});

export const verifyAuditEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/audit/verify',
  summary: "Recompute the audit log's hash chain and report the first broken link",
  tag: 'console',
  audience: 'operator',
  permission: 'audit.verify',
  response: z.object({ ok: z.boolean(), checked: z.number().int(), brokenAtId: z.number().int().nullable() }),
});

export const getSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/settings',
  summary: "The merchant's settings, every section",
  tag: 'console',
  audience: 'operator',
  permission: 'settings.read',
  response: merchantSettingsSchema,
});

export const updateSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/settings/:section',
  summary: 'Replace one settings section; the body is that section (see MerchantSettings). Audited.',
  tag: 'console',
  audience: 'operator',
  params: z.object({ section: z.enum(SETTINGS_SECTION_KEYS) }),
  /** The settings version the editor started from: a save over someone else's newer change is refused (409). */
  query: z.object({ expectedVersion: z.coerce.number().int().positive().optional() }),
  // Checked against the section's own schema by the service, which knows which section it is.
  body: z.unknown(),
  /** A save that changes a setting guarding money (GUARDED_SETTINGS) is held: `pendingChange` then names it. */
  response: merchantSettingsSchema.extend({ pendingChange: settingsChangeSchema.nullable() }),
});

export const uploadAssetEndpoint = {
  method: 'POST' as const,
  path: '/cms/assets',
  summary: 'Upload an image (PNG, JPEG, WebP or SVG, up to 2 MB) for a logo or banner; answers its URL',
  response: z.object({ url: text(), contentType: text(), size: z.number().int() }),
};

export const jobStatusSchema = z.object({
  name: text(),
  periodSeconds: z.number().int(),
  lastPeriodStart: text().nullable(),
  lastFinishedAt: text().nullable(),
  lastResult: z.unknown(),
  runs24h: z.number().int(),
});

export const listJobsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/jobs',
  summary: 'Scheduled jobs and their last runs',
  tag: 'console',
  audience: 'operator',
  permission: 'jobs.read',
  response: z.object({ items: z.array(jobStatusSchema) }),
});
