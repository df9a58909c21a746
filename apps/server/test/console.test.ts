import { rowsOf } from '../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import {
  consoleEnrolEndpoint,
  consoleLoginEndpoint,
  consoleLogoutEndpoint,
  consoleMeEndpoint,
  createOperatorEndpoint,
  getSettingsEndpoint,
  listAuditEndpoint,
  listOperatorsEndpoint,
  updateOperatorEndpoint,
  updateSettingsEndpoint,
  verifyAuditEndpoint,
} from '@orbit/contracts/console';
import { currentTotp } from '../src/modules/console/totp.ts';
import { createTestApp, DEMO_OPERATOR, loginOperator, operatorClient, type TestApp } from './helpers.ts';

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('console login with a mandatory authenticator', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('enrols the authenticator at first login, then asks for a code at every login', async () => {
    const api = t.client();
    const first = await api.call(consoleLoginEndpoint, { body: { username: 'admin', password: DEMO_OPERATOR.password } });
    expect(first.state).toBe('enrol');
    if (first.state !== 'enrol') return;
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
    expect(first.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect((await errorOf(api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: '000000' } }))).errorCode).toBe(
      'totp_invalid',
    );
    const session = await api.call(consoleEnrolEndpoint, {
      body: { enrolmentToken: first.enrolmentToken, totpCode: currentTotp(first.secret, t.clock.now()) },
    });
    expect(session.operator).toMatchObject({ username: 'admin', role: 'owner', totpEnrolled: true, merchantCode: 'HGOLD' });
    expect(session.operator.permissions).toContain('operators.write');
    // The enrolment is used up.
    expect(
      (await errorOf(api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: currentTotp(first.secret, t.clock.now()) } })))
        .errorCode,
    ).toBe('enrolment_expired');

    t.clock.advance(30_000);
    expect((await errorOf(api.call(consoleLoginEndpoint, { body: { username: 'admin', password: DEMO_OPERATOR.password } }))).errorCode).toBe('totp_required');
    const code = currentTotp(first.secret, t.clock.now());
    const again = await api.call(consoleLoginEndpoint, { body: { username: 'admin', password: DEMO_OPERATOR.password, totpCode: code } });
    expect(again.state).toBe('ok');
    // A code works once.
    const replay = await errorOf(api.call(consoleLoginEndpoint, { body: { username: 'admin', password: DEMO_OPERATOR.password, totpCode: code } }));
    expect(replay.errorCode).toBe('totp_invalid');
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const api = t.client();
    const wrong = await errorOf(api.call(consoleLoginEndpoint, { body: { username: 'admin', password: 'not-the-password' } }));
    const unknown = await errorOf(api.call(consoleLoginEndpoint, { body: { username: 'nobody', password: 'not-the-password' } }));
    expect([wrong.errorCode, wrong.status, wrong.message]).toEqual([unknown.errorCode, unknown.status, unknown.message]);
    expect(wrong.status).toBe(401);
  });

  it('refuses a login body sent in clear', async () => {
    const reply = await t.app.inject({
      method: 'POST',
      url: '/cms/session/login',
      headers: { host: 'localhost' },
      payload: { username: 'admin', password: DEMO_OPERATOR.password },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errorCode: 'decryption_failed' });
  });
});

describe('console sessions, roles and the audit log', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof loginOperator>>;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await loginOperator(t);
  });
  afterAll(() => t.close());

  it('logs out on the server: the token dies', async () => {
    const session = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const api = operatorClient(t, session.token);
    expect((await api.call(consoleMeEndpoint)).username).toBe('admin');
    await api.call(consoleLogoutEndpoint);
    expect((await errorOf(api.call(consoleMeEndpoint))).errorCode).toBe('unauthorized');
  });

  it('ends a session left idle for longer than the idle timeout', async () => {
    const session = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const api = operatorClient(t, session.token);
    t.clock.advance(29 * 60_000);
    expect((await api.call(consoleMeEndpoint)).username).toBe('admin');
    t.clock.advance(31 * 60_000);
    expect((await errorOf(api.call(consoleMeEndpoint))).errorCode).toBe('session_expired');
  });

  it('lets each role do only what its permissions allow', async () => {
    owner = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const api = operatorClient(t, owner.token);
    await api.call(createOperatorEndpoint, { body: { username: 'sue.support', displayName: 'Sue', role: 'support', password: 'Support#2026x' } });
    const support = await loginOperator(t, 'sue.support', 'Support#2026x');
    const sue = operatorClient(t, support.token);
    expect(support.operator.permissions).not.toContain('settings.branding.write');
    const settings = await sue.call(getSettingsEndpoint);
    const denied = await errorOf(sue.call(updateSettingsEndpoint, { params: { section: 'branding' }, body: settings.branding }));
    expect([denied.errorCode, denied.status]).toEqual(['forbidden', 403]);
    expect((await errorOf(sue.call(listOperatorsEndpoint))).errorCode).toBe('forbidden');
    const entries = [...settings.customerService, { id: 'cs-line', csType: 'line' as const, title: 'LINE', path: 'https://line.me/ti/p/demo', enabled: true }];
    const updated = await sue.call(updateSettingsEndpoint, { params: { section: 'customerService' }, body: entries });
    expect(updated.customerService.map((c) => c.id)).toContain('cs-line');
  });

  it('keeps at least one active owner and lets only owners manage owners', async () => {
    owner = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const api = operatorClient(t, owner.token);
    const me = await api.call(consoleMeEndpoint);
    expect((await errorOf(api.call(updateOperatorEndpoint, { params: { id: me.id }, body: { role: 'admin' } }))).errorCode).toBe('last_owner');
    expect((await errorOf(api.call(updateOperatorEndpoint, { params: { id: me.id }, body: { disabled: true } }))).errorCode).toBe('last_owner');
    await api.call(createOperatorEndpoint, { body: { username: 'ada.admin', displayName: 'Ada', role: 'admin', password: 'Admin#2026ada' } });
    const ada = operatorClient(t, (await loginOperator(t, 'ada.admin', 'Admin#2026ada')).token);
    expect(
      (await errorOf(ada.call(createOperatorEndpoint, { body: { username: 'evil.owner', displayName: 'E', role: 'owner', password: 'Owner#2026evil' } })))
        .errorCode,
    ).toBe('forbidden');
    expect((await errorOf(ada.call(updateOperatorEndpoint, { params: { id: me.id }, body: { disabled: true } }))).errorCode).toBe('forbidden');
    const taken = await errorOf(
      api.call(createOperatorEndpoint, { body: { username: 'ada.admin', displayName: 'Ada 2', role: 'admin', password: 'Admin#2026ada2' } }),
    );
    expect([taken.errorCode, taken.status]).toEqual(['username_taken', 409]);
    const weak = await errorOf(api.call(createOperatorEndpoint, { body: { username: 'weak.one', displayName: 'W', role: 'admin', password: 'password123' } }));
    expect([weak.errorCode, weak.status, weak.field]).toEqual(['weak_password', 422, 'password']);
  });

  it('disabling an operator ends its sessions', async () => {
    owner = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const api = operatorClient(t, owner.token);
    const created = await api.call(createOperatorEndpoint, {
      body: { username: 'cal.content', displayName: 'Cal', role: 'content', password: 'Content#2026cal' },
    });
    const cal = operatorClient(t, (await loginOperator(t, 'cal.content', 'Content#2026cal')).token);
    expect((await cal.call(consoleMeEndpoint)).role).toBe('content');
    await api.call(updateOperatorEndpoint, { params: { id: created.id }, body: { disabled: true } });
    expect((await errorOf(cal.call(consoleMeEndpoint))).errorCode).toBe('unauthorized');
    const relogin = await errorOf(t.client().call(consoleLoginEndpoint, { body: { username: 'cal.content', password: 'Content#2026cal' } }));
    expect(relogin.errorCode).toBe('account_disabled');
  });

  it('audits every setting change and operator action in a verifiable chain', async () => {
    owner = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const api = operatorClient(t, owner.token);
    const settings = await api.call(getSettingsEndpoint);
    await api.call(updateSettingsEndpoint, { params: { section: 'branding' }, body: { ...settings.branding, siteName: 'Harimau Gold MY' } });
    const log = await api.call(listAuditEndpoint, { query: { page: 1, pageSize: 50 } });
    const entry = log.items.find((e) => e.action === 'settings.branding.update');
    expect(entry).toMatchObject({ operatorName: 'admin', target: 'branding' });
    expect((entry?.detail as { after: { siteName: string } }).after.siteName).toBe('Harimau Gold MY');
    expect(log.items.map((e) => e.action)).toEqual(
      expect.arrayContaining(['operator.login', 'operator.totp.enrolled', 'operator.create', 'operator.update', 'operator.logout']),
    );
    const filtered = await api.call(listAuditEndpoint, { query: { action: 'operator.create' } });
    expect(filtered.items.every((e) => e.action === 'operator.create')).toBe(true);
    const verified = await api.call(verifyAuditEndpoint);
    expect(verified).toMatchObject({ ok: true, brokenAtId: null });
    expect(verified.checked).toBe(log.total);
  });

  it("refuses a save made over another operator's newer change", async () => {
    owner = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const api = operatorClient(t, owner.token);
    const opened = await api.call(getSettingsEndpoint);
    await api.call(updateSettingsEndpoint, {
      params: { section: 'branding' },
      query: { expectedVersion: opened.version },
      body: { ...opened.branding, siteName: 'First editor' },
    });
    const stale = await errorOf(
      api.call(updateSettingsEndpoint, {
        params: { section: 'branding' },
        query: { expectedVersion: opened.version },
        body: { ...opened.branding, siteName: 'Second editor' },
      }),
    );
    expect([stale.errorCode, stale.status]).toEqual(['conflict', 409]);
    expect((await api.call(getSettingsEndpoint)).branding.siteName).toBe('First editor');
  });

  it('refuses to change or delete audit entries, and verify names an entry altered behind its back', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`UPDATE audit_log SET action = 'x'`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
    // Someone with the power to switch the trigger off edits history: the chain shows where.
    const [target] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM audit_log ORDER BY id LIMIT 1 OFFSET 2`));
    await db.execute(sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`);
    await db.execute(sql`UPDATE audit_log SET detail = '{"forged":true}' WHERE id = ${target!.id}`);
    await db.execute(sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`);
    owner = await loginOperator(t, 'admin', DEMO_OPERATOR.password, owner.secret);
    const verified = await operatorClient(t, owner.token).call(verifyAuditEndpoint);
    expect(verified).toMatchObject({ ok: false, brokenAtId: Number(target!.id) });
  });
});
