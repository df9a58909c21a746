// The whole role × permission matrix (docs/members.md, "Roles and permissions"): for every role and every
// permission, one console route that needs the permission is called by an operator of that role, and it is
// refused (403 forbidden) exactly when ROLE_PERMISSIONS does not give the role the permission. The routes
// come from the contracts' declarations (every operator endpoint naming a permission), so a new permission
// without a route, or a route the server does not serve, fails here.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import type { Endpoint } from '@orbit/contracts/endpoint';
import { PERMISSIONS, ROLES, can, type Permission, type Role } from '@orbit/contracts/permissions';
import { SETTINGS_SECTION_KEYS, type SettingsSection } from '@orbit/contracts/settings';
import { createTestApp, type TestApp } from './helpers.ts';
import { newOperator } from './support/four-eyes.ts';

const CONTRACTS = new URL('../../../packages/contracts/src/', import.meta.url);

/** Every module of the contracts package: the declarations of every call. */
async function loadContracts(): Promise<Record<string, unknown>[]> {
  const files = readdirSync(CONTRACTS).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  return Promise.all(files.map(async (file) => (await import(new URL(file, CONTRACTS).href)) as Record<string, unknown>));
}

const isOperatorEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && (value as Endpoint).audience === 'operator' && typeof (value as Endpoint).path === 'string';

/**
 * Inputs for declarations whose body or params cannot be made up (a route's own checks come after the
 * permission, so any valid input shows the permission check; an unknown id is answered 404 after it).
 */
const SAMPLES: Record<string, { params?: Record<string, string>; body?: unknown }> = {
  'PATCH /cms/operators/:id': { body: { displayName: 'Matrix check' } },
  'POST /cms/lottery/draws/:drawId/void': { params: { drawId: '4d:2099-01-01' }, body: { reason: 'matrix check' } },
  // The preview writes nothing, so the matrix sends no message.
  'POST /cms/messages/preview': { body: { audience: { kind: 'everyone' }, title: { EN: 'Matrix check' }, body: { EN: 'Matrix check' }, format: 'text' } },
  'PUT /cms/feedback/:id/status': { body: { status: 'closed' } },
  'PUT /cms/promotions/:id/state': { body: { state: 'archived' } },
  // No referral has this id, so the review refuses it after the permission check.
  'POST /cms/referrals/:id/review': { body: { decision: 'release', note: 'matrix check' } },
};

interface Call {
  method: string;
  url: string;
  body?: unknown;
}

function madeUpParams(schema: z.ZodObject | undefined): Record<string, string> | null {
  if (!schema) return {};
  const params: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) params[key] = field.safeParse('987654').success ? '987654' : 'x';
  return schema.safeParse(params).success ? params : null;
}

/** A call of the endpoint that passes validation, or null when none can be made up without a sample. */
function callOf(endpoint: Endpoint): Call | null {
  const key = `${endpoint.method} ${endpoint.path}`;
  const sample = SAMPLES[key];
  const params = sample?.params ?? madeUpParams(endpoint.params as z.ZodObject | undefined);
  if (!params) return null;
  if (endpoint.query && !(endpoint.query as z.ZodType).safeParse({}).success) return null;
  const body = sample?.body ?? (endpoint.body ? {} : undefined);
  if (endpoint.body && !(endpoint.body as z.ZodType).safeParse(body).success) return null;
  const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return { method: endpoint.method, url, ...(body === undefined ? {} : { body }) };
}

/** Reads first, so the matrix changes as little as it can; among writes, the ones on an unknown id. */
const order = (e: Endpoint) => (e.method === 'GET' ? 0 : e.path.includes(':') ? 1 : 2);

/** One route per permission from the declarations; each section's write permission is its settings save. */
function routeTable(contracts: Record<string, unknown>[]): Map<Permission, Endpoint[]> {
  const table = new Map<Permission, Endpoint[]>();
  for (const module of contracts)
    for (const value of Object.values(module))
      if (isOperatorEndpoint(value) && value.permission) table.set(value.permission, [...(table.get(value.permission) ?? []), value]);
  for (const endpoints of table.values()) endpoints.sort((a, b) => order(a) - order(b));
  return table;
}

const settingsSection = (permission: Permission): SettingsSection | null => {
  const match = /^settings\.(\w+)\.write$/.exec(permission);
  return match && (SETTINGS_SECTION_KEYS as readonly string[]).includes(match[1]!) ? (match[1] as SettingsSection) : null;
};

describe('role × permission matrix', () => {
  let t: TestApp;
  let table: Map<Permission, Endpoint[]>;
  const tokens = new Map<Role, string>();
  beforeAll(async () => {
    table = routeTable(await loadContracts());
    t = await createTestApp();
    for (const role of ROLES) tokens.set(role, (await newOperator(t, role, role)).token);
  }, 300_000);
  afterAll(() => t.close());

  async function send(role: Role, call: Call) {
    const reply = await t.app.inject({
      method: call.method as 'GET',
      url: call.url,
      headers: { host: 'localhost', authorization: tokens.get(role)!, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
    });
    return { status: reply.statusCode, errorCode: (reply.json() as { errorCode?: string }).errorCode };
  }

  it('has a served route for every permission', () => {
    const unrouted = PERMISSIONS.filter((p) => !settingsSection(p) && !(table.get(p) ?? []).some((e) => callOf(e)));
    expect(unrouted).toEqual([]);
    for (const endpoints of table.values())
      for (const endpoint of endpoints)
        expect(t.app.hasRoute({ method: endpoint.method, url: endpoint.path }), `${endpoint.method} ${endpoint.path}`).toBe(true);
  });

  it('allows or refuses every role every permission exactly as ROLE_PERMISSIONS says', async () => {
    const settings = (
      await t.app.inject({ method: 'GET', url: getSettingsEndpoint.path, headers: { host: 'localhost', authorization: tokens.get('owner')! } })
    ).json() as {
      value: Record<string, unknown>;
    };
    const seen: string[] = [];
    for (const permission of PERMISSIONS) {
      const section = settingsSection(permission);
      // A section saved as it is: nothing changes, so nothing waits for a second operator either.
      const call = section
        ? { method: updateSettingsEndpoint.method, url: updateSettingsEndpoint.path.replace(':section', section), body: settings.value[section] }
        : (table.get(permission) ?? []).map(callOf).find((c) => c !== null);
      if (!call) throw new Error(`no route for ${permission}`);
      for (const role of ROLES) {
        const { status, errorCode } = await send(role, call);
        const allowed = can(role, permission);
        seen.push(`${role} ${permission} ${call.method} ${call.url}: ${allowed ? 'allowed' : 'refused'}`);
        if (allowed) expect(status, `${role} ${permission} ${call.method} ${call.url}`).not.toBe(403);
        else expect({ status, errorCode }, `${role} ${permission} ${call.method} ${call.url}`).toEqual({ status: 403, errorCode: 'forbidden' });
      }
    }
    expect(seen).toHaveLength(ROLES.length * PERMISSIONS.length);
  });
});
