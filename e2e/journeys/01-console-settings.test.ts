// An operator signs in to the console for the first time (enrolling the authenticator), renames the site,
// changes its accent colour, adds a contact channel and requires login everywhere; the member site follows.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, DEMO_OPERATOR, DESKTOP, launchBrowser, newPage, PHONE, saveOperatorState, screenshot, totpNow } from '../support.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

test('first console login enrols the authenticator; branding, contact-channel and feature-flag changes reach the site', async () => {
  const { page: phone } = await newPage(browser, { viewport: PHONE });
  await phone.goto(`${BASE_URL}/console/`);
  await phone.getByLabel('Username').waitFor();
  await screenshot(phone, 'console-login-phone');
  await phone.close();

  const { page } = await newPage(browser, { viewport: DESKTOP });
  await page.goto(`${BASE_URL}/console/`);
  await page.getByLabel('Username').fill(DEMO_OPERATOR.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  // The enrolment step shows a QR code and the secret for manual entry.
  await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
  await page.getByAltText('QR code for your authenticator app').waitFor();
  const body = await page.locator('body').innerText();
  const secret = /([A-Z2-7]{4}(?:\s[A-Z2-7]{1,4}){5,})/.exec(body)?.[1]?.replace(/\s/g, '');
  assert.ok(secret && secret.length >= 16, 'the secret is shown for manual entry');
  await screenshot(page, 'console-enrol');
  await page.getByLabel('Authenticator code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.waitForURL(/\/console\/?$/);
  const token = await page.evaluate(() => sessionStorage.getItem('consoleToken'));
  assert.ok(token);
  saveOperatorState(DEMO_OPERATOR.username, { secret, token });
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).waitFor();
  await screenshot(page, 'console-dashboard');

  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Branding' }).click();
  const siteName = page.getByLabel('Site name');
  await siteName.fill('Harimau Gold Malaysia');
  const accent = page.getByLabel(/^Accent/).last();
  await accent.fill('#22c55e');
  await screenshot(page, 'console-branding');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Branding saved.').waitFor();

  const { page: site } = await newPage(browser, { viewport: DESKTOP });
  await site.goto(`${BASE_URL}/`);
  await site.getByText('Getting started at Harimau Gold Malaysia', { exact: false }).waitFor({ timeout: 15_000 });
  const accentVar = await site.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-accent').trim());
  assert.equal(accentVar.toLowerCase(), '#22c55e');
  await screenshot(site, 'site-after-branding');

  // The change is in the audit log, with who made it.
  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await page.getByText('settings.branding.update').first().waitFor();
  await screenshot(page, 'console-audit');

  // A support operator's kind of change: a new contact channel, which the site's right bar then offers.
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Customer service' }).click();
  await page.getByRole('button', { name: 'Add channel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a contact channel' });
  await dialog.getByLabel('Type').selectOption('line');
  await dialog.getByLabel('Title').fill('LINE Official');
  await dialog.getByLabel('Link').fill('https://line.me/R/ti/p/@harimaugold');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Customer service saved.').waitFor();
  await screenshot(page, 'console-customer-service');

  await site.reload();
  await site.getByRole('complementary', { name: 'Customer service' }).getByRole('button', { name: 'Customer service' }).click();
  // The panel's entry shows its address; the footer's icon link to the same channel has only a label.
  const line = site.getByRole('link', { name: /LINE Official/ }).filter({ hasText: 'line.me' });
  await line.waitFor({ timeout: 15_000 });
  assert.equal(await line.getAttribute('href'), 'https://line.me/R/ti/p/@harimaugold');
  await site.waitForTimeout(500); // the popover's opening animation
  await screenshot(site, 'site-customer-service');

  // A feature flag: with "require login for every page" on, a visitor is sent to log in, except on the open pages.
  await page.getByRole('navigation').getByRole('link', { name: 'Feature flags' }).click();
  await page.getByRole('switch', { name: 'Require login for every page' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Feature flags saved.').waitFor();
  const { page: visitor, context: visitorContext } = await newPage(browser, { viewport: PHONE });
  await visitor.goto(`${BASE_URL}/vip`);
  await visitor.waitForURL(/\/login$/, { timeout: 15_000 });
  await visitor.goto(`${BASE_URL}/register`);
  await visitor.waitForTimeout(1000);
  assert.match(visitor.url(), /\/register$/);
  await visitorContext.close();
  await page.getByRole('switch', { name: 'Require login for every page' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Feature flags saved.').waitFor();
});
