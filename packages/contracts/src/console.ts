// Operator console calls (`/cms/...`): session with mandatory TOTP, operators, audit log, settings.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { PERMISSIONS, ROLES } from './permissions.ts';
import { settingsChangeSchema } from './console-approvals.ts';
import { merchantSettingsSchema, SETTINGS_SECTION_KEYS } from './settings.ts';

const username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z][a-z0-9_.]{2,31}$/, 'username: 3–32 letters, digits, _ or ., starting with a letter');
const password = z.string().min(8, 'password must have at least 8 characters').max(64, 'password may have at most 64 characters');
const totpCode = z.string().regex(/^\d{6}$/, 'the code has 6 digits');

export const operatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Operator = z.infer<typeof operatorSchema>;

export const meSchema = operatorSchema.extend({ permissions: z.array(z.enum(PERMISSIONS)), merchantCode: z.string(), merchantName: z.string() });
export type Me = z.infer<typeof meSchema>;

const sessionSchema = z.object({ state: z.literal('ok'), token: z.string(), expiresAt: z.string(), operator: meSchema });

export const consoleLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/session/login',
  summary: 'Operator login: password, then the authenticator code; the first login enrols the authenticator',
  tag: 'console',
  audience: 'public',
  encrypted: true,
  body: z.object({ username, password: z.string().min(1).max(64), totpCode: totpCode.optional() }),
  response: z.discriminatedUnion('state', [
    sessionSchema,
    z.object({
      state: z.literal('enrol'),
      enrolmentToken: z.string(),
      secret: z.string(),
      otpauthUrl: z.string(),
      qrDataUrl: z.string(),
      expiresAt: z.string(),
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
  body: z.object({ enrolmentToken: z.string().min(10).max(200), totpCode }),
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

export const consoleMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/me',
  summary: 'The logged-in operator with its permissions',
  tag: 'console',
  audience: 'operator',
  response: meSchema,
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
  body: z.object({ username, displayName: z.string().trim().min(1).max(60), role: z.enum(ROLES), password }),
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
      displayName: z.string().trim().min(1).max(60).optional(),
      role: z.enum(ROLES).optional(),
      disabled: z.boolean().optional(),
      resetTotp: z.literal(true).optional(),
    })
    .refine((b) => Object.keys(b).length > 0, { message: 'nothing to change' }),
  response: operatorSchema,
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int().nullable(),
  operatorName: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  detail: z.unknown(),
  ip: z.string().nullable(),
  hash: z.string(),
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
    action: z.string().max(60).optional(),
  }),
  response: z.object({ items: z.array(auditEntrySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
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
  response: z.object({ url: z.string(), contentType: z.string(), size: z.number().int() }),
};

export const jobStatusSchema = z.object({
  name: z.string(),
  periodSeconds: z.number().int(),
  lastPeriodStart: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
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
