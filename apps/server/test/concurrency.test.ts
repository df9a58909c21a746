// Access rules under concurrent requests. On PGlite the calls queue on one connection; the same file runs
// on PostgreSQL in CI (npm run test:pg), where they really overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiError } from '@orbit/contracts/envelope';
import { consoleLoginEndpoint, getSettingsEndpoint, listAuditEndpoint, updateSettingsEndpoint, verifyAuditEndpoint } from '@orbit/contracts/console';
import { can, canManageRole, PERMISSIONS, ROLES } from '@orbit/contracts/permissions';
import { currentTotp } from '../src/modules/console/totp.ts';
import { createTestApp, DEMO_OPERATOR, loginOperator, operatorClient, type TestApp } from './helpers.ts';

describe('concurrent console requests', () => {
  let t: TestApp;
  let session: Awaited<ReturnType<typeof loginOperator>>;
  beforeAll(async () => {
    t = await createTestApp();
    session = await loginOperator(t);
  });
  afterAll(() => t.close());

  it('accepts one authenticator code once, however many logins race with it', async () => {
    t.clock.advance(30_000);
    const code = currentTotp(session.secret, t.clock.now());
    const attempts = await Promise.allSettled(
      Array.from({ length: 8 }, () => t.client().call(consoleLoginEndpoint, { body: { username: 'admin', password: DEMO_OPERATOR.password, totpCode: code } })),
    );
    const ok = attempts.filter((a) => a.status === 'fulfilled');
    const refused = attempts.filter((a): a is PromiseRejectedResult => a.status === 'rejected');
    expect(ok).toHaveLength(1);
    expect(refused.every((r) => r.reason instanceof ApiError && r.reason.errorCode === 'totp_invalid')).toBe(true);
  });

  it('applies every one of many simultaneous settings changes, each audited, the chain intact', async () => {
    const fresh = await loginOperator(t, 'admin', DEMO_OPERATOR.password, session.secret);
    const api = operatorClient(t, fresh.token);
    const before = await api.call(getSettingsEndpoint);
    const auditBefore = (await api.call(listAuditEndpoint, { query: { action: 'settings.' } })).total;
    const names = Array.from({ length: 12 }, (_, i) => `Harimau Gold ${i}`);
    await Promise.all(names.map((siteName) => api.call(updateSettingsEndpoint, { params: { section: 'branding' }, body: { ...before.branding, siteName } })));
    const after = await api.call(getSettingsEndpoint);
    expect(after.version).toBe(before.version + names.length);
    expect(names).toContain(after.branding.siteName);
    expect((await api.call(listAuditEndpoint, { query: { action: 'settings.' } })).total).toBe(auditBefore + names.length);
    expect((await api.call(verifyAuditEndpoint)).ok).toBe(true);
  });
});

describe('the role map', () => {
  it('gives owner and admin every permission, and never lets a non-owner manage an owner', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROLES), fc.constantFrom(...ROLES), fc.constantFrom(...PERMISSIONS), (actor, target, permission) => {
        if (actor === 'owner' || actor === 'admin') expect(can(actor, permission)).toBe(true);
        if (target === 'owner') expect(canManageRole(actor, target)).toBe(actor === 'owner');
        else expect(canManageRole(actor, target)).toBe(can(actor, 'operators.write'));
      }),
    );
  });
});
