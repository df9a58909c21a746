// The default member password is a settings secret (modules/site/secrets.ts): every console role reads
// it masked except the roles that may set it (settings.accounts.write), saving the mask back keeps the
// stored value, and the audit log never holds it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorEndpoint, getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { can, ROLES } from '@orbit/contracts/permissions';
import { MASKED_SECRET } from '@orbit/contracts/settings';
import { auditLog } from '../src/db/schema/console.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { consoleApi } from './support/members.ts';

describe('the default member password in the console settings', () => {
  let t: TestApp;
  let stored: string;
  beforeAll(async () => {
    t = await createTestApp();
    stored = (await t.services.site.resolveMerchant({ code: 'HGOLD' })).settings.accounts.defaultPassword;
  });
  afterAll(() => t.close());

  it('is shown only to the roles that may set it, masked to every other role', async () => {
    const owner = await consoleApi(t);
    for (const role of ROLES) {
      const username = `reader.${role}`;
      const password = `Reader#2026${role}`;
      await owner.call(createOperatorEndpoint, { body: { username, displayName: role, role, password } });
      const api = operatorClient(t, (await loginOperator(t, username, password)).token);
      const settings = await api.call(getSettingsEndpoint);
      const expected = can(role, 'settings.accounts.write') ? stored : MASKED_SECRET;
      expect({ role, defaultPassword: settings.accounts.defaultPassword }).toEqual({ role, defaultPassword: expected });
      // The rest of the section is not a secret.
      expect(settings.accounts.passwordExpiryDays).toBeGreaterThan(0);
    }
    // Both outcomes were seen: at least one role reads it and at least one does not.
    expect(ROLES.some((role) => can(role, 'settings.accounts.write'))).toBe(true);
    expect(ROLES.some((role) => !can(role, 'settings.accounts.write'))).toBe(true);
    // Six operators created and logged in, each with a password hash: slow on a busy machine.
  }, 180_000);

  it('keeps the stored value when the mask is saved back, and never reaches the audit log', async () => {
    const owner = await consoleApi(t);
    const before = await owner.call(getSettingsEndpoint);
    const saved = await owner.call(updateSettingsEndpoint, {
      params: { section: 'accounts' },
      body: { ...before.accounts, defaultPassword: MASKED_SECRET, codeExpiryMinutes: 7 },
    });
    expect(saved.accounts).toMatchObject({ defaultPassword: stored, codeExpiryMinutes: 7 });
    expect((await t.services.site.resolveMerchant({ code: 'HGOLD' })).settings.accounts.defaultPassword).toBe(stored);

    const next = 'Harbour#Default26';
    const changed = await owner.call(updateSettingsEndpoint, { params: { section: 'accounts' }, body: { ...saved.accounts, defaultPassword: next } });
    expect(changed.accounts.defaultPassword).toBe(next);
    const entries = await t.database.db.select({ action: auditLog.action, detail: auditLog.detail }).from(auditLog);
    const accountEntries = entries.filter((entry) => entry.action === 'settings.accounts.update');
    expect(accountEntries).toHaveLength(2);
    for (const entry of accountEntries)
      expect(entry.detail).toMatchObject({ before: { defaultPassword: MASKED_SECRET }, after: { defaultPassword: MASKED_SECRET } });
    const log = JSON.stringify(entries);
    expect(log).not.toContain(stored);
    expect(log).not.toContain(next);
  });
});
