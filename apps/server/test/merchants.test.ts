// Merchants are walled off from each other: an operator's session, settings and audit log belong to its
// own merchant only, and a domain belongs to one merchant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@orbit/contracts/envelope';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { domainListEndpoint, whitelabelEndpoint } from '@orbit/contracts/site';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import { createTestApp, loginOperator, type TestApp } from './helpers.ts';

describe('merchant isolation', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOperator(t)).token;
    const other = await siteRepo.insertMerchant(t.database.db, {
      code: 'OTHER',
      name: 'Other Brand',
      currency: 'THB',
      currencySymbol: '฿',
      timeZone: 'Asia/Bangkok',
      settings: { ...defaultSettings('Other Brand'), general: { ...defaultSettings('Other Brand').general, domains: ['other.example'] } },
    });
    await siteRepo.replaceDomains(t.database.db, other.id, ['other.example']);
  });
  afterAll(() => t.close());

  it('serves each domain its own merchant', async () => {
    const other = await t.client(() => ({ host: 'other.example' })).call(whitelabelEndpoint);
    expect(other.merchant).toMatchObject({ code: 'OTHER', currency: 'THB' });
    expect((await t.client().call(domainListEndpoint)).domainList).toEqual(['localhost', '127.0.0.1']);
  });

  it("refuses an operator's token at another merchant", async () => {
    const atOther = t.client(() => ({ authorization: token, merchant: 'OTHER' }));
    const error = await atOther.call(getSettingsEndpoint).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errorCode).toBe('unauthorized');
  });

  it('refuses a domain that belongs to another merchant, and changes nothing', async () => {
    const api = t.client(() => ({ authorization: token }));
    const settings = await api.call(getSettingsEndpoint);
    const error = await api
      .call(updateSettingsEndpoint, { params: { section: 'general' }, body: { ...settings.general, domains: [...settings.general.domains, 'other.example'] } })
      .catch((e: unknown) => e);
    expect((error as ApiError).errorCode).toBe('domain_taken');
    expect((await api.call(getSettingsEndpoint)).version).toBe(settings.version);
    expect((await t.client(() => ({ host: 'other.example' })).call(whitelabelEndpoint)).merchant.code).toBe('OTHER');
  });
});
