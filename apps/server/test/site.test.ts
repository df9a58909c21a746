import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countryCodesEndpoint,
  locationEndpoint,
  registerSettingsEndpoint,
  siteStatusEndpoint,
  whitelabelEndpoint,
  whitelabelSchema,
} from '@orbit/contracts/site';
import { updateSettingsEndpoint } from '@orbit/contracts/console';
import { FEATURES } from '@orbit/contracts/features';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';

// 175.139.0.1 is a Malaysian address in the shipped IP database; 8.8.8.8 is in the United States.
const MY_IP = '175.139.0.1';
const US_IP = '8.8.8.8';

describe('site settings and status', () => {
  let t: TestApp;
  let admin: ReturnType<typeof operatorClient>;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
    adminToken = (await loginOperator(t)).token;
    admin = operatorClient(t, adminToken);
  });
  afterAll(() => t.close());

  const visitor = (ip?: string, extra: Record<string, string> = {}) => t.client(() => ({ ...(ip ? { 'x-forwarded-for': ip } : {}), ...extra }));

  it('publishes the whitelabel settings of the merchant owning the host, with every feature in the module tree', async () => {
    const wl = await visitor().call(whitelabelEndpoint);
    expect(wl.merchant).toMatchObject({
      code: 'HGOLD',
      currency: 'MYR',
      currencySymbol: 'RM',
      timeZone: 'Asia/Kuala_Lumpur',
      defaultLang: 'EN',
      supportLanguages: ['EN', 'MS', 'CN'],
    });
    const modIds = wl.modules.flatMap((m) => m.children.map((c) => c.modId));
    expect(modIds.sort()).toEqual(FEATURES.map((f) => f.modId).sort());
    expect(wl.modules.find((m) => m.modId === 'SECURITY')?.children).toContainEqual({ modId: 'CHNGPASSMAIL3', enabled: '1' });
    expect(wl.branding.logoUrl).toMatch(/^\/media\//);
    expect(wl.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(3);
    expect(wl.customerService.length).toBeGreaterThan(0);
    // The allow-list is the operator's business, not the visitor's.
    expect(JSON.stringify(wl)).not.toContain('ipAllowList');
    // The reply, sent from a cache of its shared part, is exactly the declared shape and the service's value.
    expect(whitelabelSchema.parse(wl)).toEqual(wl);
    expect(wl).toEqual(await t.services.site.whitelabel(await t.services.site.resolveMerchant({ host: 'localhost' }), '127.0.0.1'));
  });

  it('resolves the merchant by the Merchant header, and refuses an unknown one or an unknown host', async () => {
    const byHeader = await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'hgold', host: 'unknown.example' } });
    expect(byHeader.statusCode).toBe(200);
    const unknown = await t.app.inject({ url: '/wps/system/whitelabel', headers: { merchant: 'NOPE' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'unknown_merchant' });
    const badHost = await t.app.inject({ url: '/wps/system/status', headers: { host: 'nobody.example' } });
    expect(badHost.json()).toMatchObject({ success: false, errorCode: 'unknown_merchant', message: 'Invalid URL, please contact customer service' });
  });

  it('uses the url the site sends with the status call to find the merchant', async () => {
    const reply = await t.app.inject({ url: '/wps/system/status?url=localhost:3000', headers: { host: 'api.internal' } });
    expect(reply.statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from a configured proxy', async () => {
    const trusted = await visitor(MY_IP).call(locationEndpoint);
    expect(trusted).toEqual({ ip: MY_IP, country: 'MY', countryName: 'Malaysia' });
    const untrusted = await createTestApp();
    try {
      const seen = await untrusted.client(() => ({ 'x-forwarded-for': MY_IP })).call(locationEndpoint);
      expect(seen.ip).toBe('127.0.0.1');
      expect(seen.country).toBeNull();
    } finally {
      await untrusted.close();
    }
  });

  it('is open (0) by default, restricted (2) for a blocked country unless allow-listed, in maintenance (1) over both', async () => {
    expect((await visitor(US_IP).call(siteStatusEndpoint, { query: {} })).status).toBe(0);
    await admin.call(updateSettingsEndpoint, {
      params: { section: 'regionRestriction' },
      body: { enabled: true, blockedCountries: ['US'], ipAllowList: ['8.8.4.0/24'] },
    });
    const restricted = await visitor(US_IP).call(siteStatusEndpoint, { query: {} });
    expect(restricted).toMatchObject({ status: 2, ip: US_IP, country: 'US', countryName: 'United States' });
    expect((await visitor('8.8.4.4').call(siteStatusEndpoint, { query: {} })).status).toBe(0);
    expect((await visitor(MY_IP).call(siteStatusEndpoint, { query: {} })).status).toBe(0);
    expect((await visitor(US_IP).call(whitelabelEndpoint)).regionRestriction).toEqual({ enabled: true, restricted: true });

    await admin.call(updateSettingsEndpoint, {
      params: { section: 'maintenance' },
      body: { enabled: true, startAt: null, endAt: null, message: { EN: 'Upgrading' } },
    });
    const maintenance = await visitor(US_IP).call(siteStatusEndpoint, { query: {} });
    expect(maintenance.status).toBe(1);
    expect(maintenance.maintenance).toMatchObject({ active: true, message: { EN: 'Upgrading' } });

    await admin.call(updateSettingsEndpoint, { params: { section: 'maintenance' }, body: { enabled: false, startAt: null, endAt: null, message: {} } });
    await admin.call(updateSettingsEndpoint, { params: { section: 'regionRestriction' }, body: { enabled: false, blockedCountries: [], ipAllowList: [] } });
    expect((await visitor(US_IP).call(siteStatusEndpoint, { query: {} })).status).toBe(0);
  });

  it('opens and closes a scheduled maintenance window with the clock', async () => {
    const now = t.clock.now().getTime();
    const startAt = new Date(now + 60_000).toISOString();
    const endAt = new Date(now + 120_000).toISOString();
    await admin.call(updateSettingsEndpoint, { params: { section: 'maintenance' }, body: { enabled: true, startAt, endAt, message: {} } });
    const status = () => visitor().call(siteStatusEndpoint, { query: {} });
    expect((await status()).status).toBe(0);
    t.clock.advance(61_000);
    expect((await status()).status).toBe(1);
    t.clock.advance(60_000);
    expect((await status()).status).toBe(0);
    await admin.call(updateSettingsEndpoint, { params: { section: 'maintenance' }, body: { enabled: false, startAt: null, endAt: null, message: {} } });
  });

  it('lists countries with dialing codes and flags, named in the asked language', async () => {
    const reply = await visitor(MY_IP).call(countryCodesEndpoint, { query: { language: 'MS' } });
    expect(reply.current).toBe('MY');
    // A visitor whose country is unknown (a private address) starts on the merchant's home country.
    expect((await visitor('10.0.0.9').call(countryCodesEndpoint, { query: {} })).current).toBe('MY');
    expect((await visitor('8.8.8.8').call(countryCodesEndpoint, { query: {} })).current).toBe('US');
    const malaysia = reply.countries.find((c) => c.countryCode === 'MY');
    expect(malaysia).toMatchObject({ countryDialingCode: '60', flagUrl: '/TCG_PROD_IMAGES/COUNTRY_FLAG/MY.svg' });
    expect(reply.countries.length).toBeGreaterThan(200);
    const flag = await t.app.inject({ url: malaysia!.flagUrl });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toContain('image/svg+xml');
    // Every listed country has a flag to show, including those the flag set lacks.
    for (const country of reply.countries) expect((await t.app.inject({ url: country.flagUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/TCG_PROD_IMAGES/COUNTRY_FLAG/../../etc.svg' })).statusCode).toBe(404);
  });

  it('serves the register rules the console sets', async () => {
    const before = await visitor().call(registerSettingsEndpoint);
    expect(before.rules.username).toMatchObject({ enabled: true, required: true });
    const rules = { ...before.rules, email: { ...before.rules.email, required: true, minLength: 6 } };
    await admin.call(updateSettingsEndpoint, { params: { section: 'registerRules' }, body: rules });
    expect((await visitor().call(registerSettingsEndpoint)).rules.email).toMatchObject({ required: true, minLength: 6 });
  });

  it('refuses settings that break their rules, naming the field, and writes nothing', async () => {
    const before = await visitor().call(whitelabelEndpoint);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/cms/settings/maintenance',
      headers: { host: 'localhost', authorization: adminToken, 'content-type': 'application/json' },
      payload: { enabled: true, startAt: '2026-05-01T10:00:00Z', endAt: '2026-05-01T09:00:00Z', message: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errorCode: 'validation_failed', field: 'endAt' });
    const colour = await t.app.inject({
      method: 'PUT',
      url: '/cms/settings/branding',
      headers: { host: 'localhost', authorization: adminToken, 'content-type': 'application/json' },
      payload: { ...before.branding, theme: { mode: 'dark', colours: { ...before.branding.theme.colours, accent: 'gold' } } },
    });
    expect(colour.json()).toMatchObject({ errorCode: 'validation_failed', field: 'theme.colours.accent' });
    const after = await visitor().call(whitelabelEndpoint);
    expect(after.version).toBe(before.version);
  });
});
