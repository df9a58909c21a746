// Customer service through an outside chat provider (docs/chat.md, ADR 0032): the lookup tells visitors and
// members where the live chat goes, with the provider's URL sealed in a type "3" entry that the site opens as
// this test does; a member above rank level 4 gets the VIP URL; the console sets and clears the URLs with
// settings.customerService.write, refusing anything but https with nothing written.
import { createDecipheriv, createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { chatProviderEndpoint, customerServiceLookupEndpoint, updateChatProviderEndpoint } from '@orbit/contracts/customer-service';
import { members } from '../src/db/schema/members.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, placeMember } from './support/agents.ts';
import { auditOf, newOperator } from './support/four-eyes.ts';
import { failure } from './support/members.ts';

const PROVIDER = 'https://chat.provider.example/widget?site=demo';
const VIP = 'https://vip.provider.example/desk';

/** Opens a type "3" path as the site does (apps/web/src/features/support/chat/provider-url.ts). */
function openPath(path: string): string {
  const key8 = path.slice(-8);
  const sealed = Buffer.from(path.slice(0, -8), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', createHash('sha256').update(key8, 'utf8').digest(), sealed.subarray(0, 12));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]).toString('utf8');
}

describe('customer-service lookup and the outside chat provider', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let admin: ApiClient;
  let memberApi: ApiClient;
  let vipApi: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    ({ api: admin } = await newOperator(t, 'admin', 'csp'));
    memberApi = await clientOf(t, merchant, await placeMember(t, merchant, { prefix: 'csm' }));
    const vip = await placeMember(t, merchant, { prefix: 'csv' });
    await t.database.db
      .update(members)
      .set({ clubLabel: { labelName: 'Diamond', rankLevel: 5 } })
      .where(eq(members.id, vip.id));
    vipApi = await clientOf(t, merchant, vip);
  });
  afterAll(() => t.close());

  it('sends everybody to the platform chat while the merchant has no provider', async () => {
    expect(await admin.call(chatProviderEndpoint)).toEqual({ url: null, vipUrl: null });
    expect(await t.client().call(customerServiceLookupEndpoint)).toEqual({ route: 'own', vip: false, entries: [] });
    expect(await vipApi.call(customerServiceLookupEndpoint)).toEqual({ route: 'own', vip: true, entries: [] });
  });

  it('refuses a provider URL that is not https, or carries a password, and writes nothing', async () => {
    for (const [body, field] of [
      [{ url: 'http://chat.provider.example/', vipUrl: null }, 'url'],
      [{ url: 'javascript:alert(1)', vipUrl: null }, 'url'],
      [{ url: PROVIDER, vipUrl: 'ftp://vip.provider.example/' }, 'vipUrl'],
      [{ url: 'https://user:secret@chat.provider.example/', vipUrl: null }, 'url'],
    ] as const)
      expect(await failure(admin.call(updateChatProviderEndpoint, { body }))).toEqual({ errorCode: 'validation_failed', status: 400, field });
    expect(await admin.call(chatProviderEndpoint)).toEqual({ url: null, vipUrl: null });
    expect(await auditOf(admin, 'chat.provider')).toEqual([]);
  });

  it('needs settings.customerService.write to set the provider', async () => {
    const { api: finance } = await newOperator(t, 'finance', 'csp');
    expect(await failure(finance.call(updateChatProviderEndpoint, { body: { url: PROVIDER, vipUrl: null } }))).toMatchObject({ errorCode: 'forbidden' });
    expect(await admin.call(chatProviderEndpoint)).toEqual({ url: null, vipUrl: null });
  });

  it('hands visitors and members the provider URL sealed under a fresh key, and VIP members the VIP one', async () => {
    const { api: support } = await newOperator(t, 'support', 'csp');
    expect(await support.call(updateChatProviderEndpoint, { body: { url: PROVIDER, vipUrl: VIP } })).toEqual({ url: PROVIDER, vipUrl: VIP });
    expect(await auditOf(admin, 'chat.provider')).toMatchObject([{ detail: { url: PROVIDER, vipUrl: VIP } }]);

    const visitor = await t.client().call(customerServiceLookupEndpoint);
    expect(visitor).toMatchObject({ route: 'outside', vip: false, entries: [{ type: '3' }] });
    const path = visitor.entries[0]!.path;
    expect(path).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(path).not.toContain('provider.example');
    expect(openPath(path)).toBe(PROVIDER);
    // Every reply has its own key and iv, so no two carry the same string.
    const again = (await t.client().call(customerServiceLookupEndpoint)).entries[0]!.path;
    expect(again).not.toBe(path);
    expect(again.slice(-8)).not.toBe(path.slice(-8));
    expect(openPath(again)).toBe(PROVIDER);

    const member = await memberApi.call(customerServiceLookupEndpoint);
    expect(member).toMatchObject({ route: 'outside', vip: false });
    expect(openPath(member.entries[0]!.path)).toBe(PROVIDER);
    const vip = await vipApi.call(customerServiceLookupEndpoint);
    expect(vip).toMatchObject({ route: 'outside', vip: true });
    expect(openPath(vip.entries[0]!.path)).toBe(VIP);

    // A dead session is looked up as a visitor rather than refused.
    expect((await t.client(() => ({ authorization: 'not-a-session' })).call(customerServiceLookupEndpoint)).vip).toBe(false);
  });

  it('sends VIP members to the shared URL without a VIP one, and everybody back to the platform chat once cleared', async () => {
    await admin.call(updateChatProviderEndpoint, { body: { url: PROVIDER, vipUrl: null } });
    expect(openPath((await vipApi.call(customerServiceLookupEndpoint)).entries[0]!.path)).toBe(PROVIDER);
    await admin.call(updateChatProviderEndpoint, { body: { url: null, vipUrl: null } });
    expect(await memberApi.call(customerServiceLookupEndpoint)).toEqual({ route: 'own', vip: false, entries: [] });
  });
});
