// The two full-page states: region restriction (with the visitor's IP and country) and maintenance,
// which wins over restriction; and the site coming back after Refresh.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';

let browser: Browser;
let api: Awaited<ReturnType<typeof operatorApi>>;
const US_VISITOR = { 'x-forwarded-for': '8.8.8.8' };

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
});
after(async () => {
  await api.call(updateSettingsEndpoint, { params: { section: 'maintenance' }, body: { enabled: false, startAt: null, endAt: null, message: {} } });
  await api.call(updateSettingsEndpoint, { params: { section: 'regionRestriction' }, body: { enabled: false, blockedCountries: [], ipAllowList: [] } });
  await browser.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 1200));

test('a visitor from a restricted country sees the restriction page with its IP and country', async () => {
  await api.call(updateSettingsEndpoint, { params: { section: 'regionRestriction' }, body: { enabled: true, blockedCountries: ['US'], ipAllowList: [] } });
  await settle();
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const { page, context } = await newPage(browser, { viewport, headers: US_VISITOR });
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('heading', { name: 'Access restricted' }).waitFor();
    const text = await page.locator('body').innerText();
    assert.match(text, /8\.8\.8\.8/);
    assert.match(text, /United States/);
    await page
      .getByRole('button', { name: 'Contact Us' })
      .or(page.getByRole('link', { name: 'Contact Us' }))
      .first()
      .waitFor();
    await screenshot(page, `restricted-${name}`);
    await context.close();
  }
  // A visitor from elsewhere sees the site.
  const { page, context } = await newPage(browser, { headers: { 'x-forwarded-for': '175.139.0.1' } });
  await page.goto(`${BASE_URL}/`);
  await page.getByRole('heading', { name: 'Start playing in three steps' }).waitFor();
  await context.close();
});

test('maintenance replaces the site, wins over restriction, and Refresh brings the site back', async () => {
  const settings = await api.call(getSettingsEndpoint);
  assert.equal(settings.regionRestriction.enabled, true);
  const endAt = new Date(Date.now() + 2 * 3600_000).toISOString();
  await api.call(updateSettingsEndpoint, {
    params: { section: 'maintenance' },
    body: {
      enabled: true,
      startAt: null,
      endAt,
      message: { EN: 'We are moving to faster servers.', MS: 'Kami sedang berpindah ke pelayan yang lebih pantas.' },
    },
  });
  await settle();
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const { page, context } = await newPage(browser, { viewport, headers: US_VISITOR });
    await page.goto(`${BASE_URL}/`);
    await page.getByText('We are moving to faster servers.').waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Access restricted' }).count(), 0);
    await page.getByRole('button', { name: 'Refresh' }).waitFor();
    await screenshot(page, `maintenance-${name}`);
    await context.close();
  }

  const { page, context } = await newPage(browser, { headers: { 'x-forwarded-for': '175.139.0.1' }, language: 'MS' });
  await page.goto(`${BASE_URL}/`);
  await page.getByText('Kami sedang berpindah ke pelayan yang lebih pantas.').waitFor();
  await api.call(updateSettingsEndpoint, { params: { section: 'maintenance' }, body: { enabled: false, startAt: null, endAt: null, message: {} } });
  await settle();
  await page.getByRole('button', { name: /Muat semula|Refresh/ }).click();
  await page.getByRole('heading', { name: /Mula bermain/ }).waitFor({ timeout: 15_000 });
  await context.close();
});
