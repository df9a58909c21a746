// A login from an address the account has never used must pass one two-factor check (the merchant's
// twoFactorNewIp switch): an e-mail code (a wrong one first, then "try again"), or the bank payee's real
// name. A new tab shares the sign-in; after logout "Remember me" offers "Continue as <account>", until
// "Use another account".
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import {
  box,
  logout,
  openFromHeader,
  sessionOf,
  setRegisterCaptcha,
  settle,
  textsOf,
  uniqueName,
  type OperatorApi,
  type Texts,
  tickAgree,
} from './10-account-steps.ts';

let browser: Browser;
let api: OperatorApi;

async function setTwoFactorNewIp(on: boolean) {
  const { flags } = await api.call(getSettingsEndpoint);
  await api.call(updateSettingsEndpoint, { params: { section: 'flags' }, body: { ...flags, twoFactorNewIp: on } });
  await settle();
}

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  await setRegisterCaptcha(api, false);
  await setTwoFactorNewIp(true);
});
after(async () => {
  await setTwoFactorNewIp(false);
  await setRegisterCaptcha(api, true);
  await browser.close();
});

/** Registers from one address with an e-mail and a payee name, and logs out. */
async function registerFrom(address: string, t: Texts, details: { username: string; email: string; payeeName: string }) {
  const { page, context } = await newPage(browser, { viewport: DESKTOP, headers: { 'x-forwarded-for': address } });
  await page.goto(`${BASE_URL}/`);
  const dialog = await openFromHeader(page, t('auth.register'));
  await box(dialog, t('register.fields.username')).fill(details.username);
  await box(dialog, t('register.fields.password')).fill('Jalur#2026x');
  await box(dialog, t('register.fields.payeeName')).fill(details.payeeName);
  await box(dialog, t('register.fields.email')).fill(details.email);
  await tickAgree(dialog);
  await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await logout(page, t);
  await context.close();
}

async function startLogin(page: Page, t: Texts, username: string, remember: boolean) {
  await page.goto(`${BASE_URL}/`);
  const login = await openFromHeader(page, t('auth.login'));
  await box(login, t('auth.username')).fill(username);
  await box(login, t('auth.password')).fill('Jalur#2026x');
  if (remember) await login.getByRole('checkbox', { name: t('auth.remember') }).check();
  await login.getByRole('button', { name: t('auth.login'), exact: true }).click();
  const check = page.getByRole('dialog', { name: t('auth.twoFactorTitle') });
  await check.waitFor();
  return check;
}

async function latestEmailCode(email: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { items } = await api.call(outboxEndpoint, { query: { channel: 'email', recipient: email } });
    const message = items.find((item) => Date.parse(item.createdAt) >= after - 1000);
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail code for ${email} in the outbox`);
}

test('two-factor by e-mail code from a new address, then "Continue as" and "Use another account" (desktop-en)', async () => {
  const t = textsOf('en');
  const username = uniqueName('belang');
  const email = `${username}@example.com`;
  await registerFrom('203.0.113.31', t, { username, email, payeeName: 'Aminah Binti Ali' });

  const { page, context }: { page: Page; context: BrowserContext } = await newPage(browser, {
    viewport: DESKTOP,
    headers: { 'x-forwarded-for': '203.0.113.32' },
  });
  const check = await startLogin(page, t, username, true);
  // The checks this account can pass: it has an e-mail address and a payee name.
  await check.getByRole('radio', { name: t('auth.twoFactorMethods.email') }).click();
  await check.getByRole('radio', { name: t('auth.twoFactorMethods.payee') }).waitFor();
  await check.getByText(t('auth.twoFactorSendTo', { target: `${username.slice(0, 2)}` }).split(`${username.slice(0, 2)}`)[0] ?? '').waitFor();
  const sentAt = Date.now();
  await check.getByRole('button', { name: t('auth.getCode') }).click();
  const code = await latestEmailCode(email, sentAt);
  await screenshot(page, 'two-factor-desktop-en');

  await box(check, t('auth.twoFactorPrompts.email')).fill(code === '000000' ? '111111' : '000000');
  await check.getByRole('button', { name: t('auth.verify') }).click();
  // A wrong code is refused with the reason, and "try again" clears the box.
  await check
    .getByRole('alert')
    .filter({ hasText: new RegExp(`${t('errors.invalid_verification_code')}|${t('errors.two_factor_invalid')}`) })
    .waitFor();
  await check.getByRole('button', { name: t('auth.tryAgain') }).click();
  assert.equal(await box(check, t('auth.twoFactorPrompts.email')).inputValue(), '');
  await box(check, t('auth.twoFactorPrompts.email')).fill(code);
  await check.getByRole('button', { name: t('auth.verify') }).click();
  await page.getByRole('dialog', { name: new RegExp(username) }).waitFor();
  assert.equal((await sessionOf(page)).account, username);

  // A new tab of the same browser shares the sign-in (docs/decisions/0028-one-sign-in-for-every-tab.md).
  const tab = await context.newPage();
  await tab.goto(`${BASE_URL}/`);
  await tab.locator('[data-testid="header-logout"]:visible, [data-testid="header-account"]:visible').first().waitFor();
  assert.equal((await sessionOf(tab)).account, username);

  // Logged out (both tabs), "remember me" offers the account again.
  await logout(tab, t);
  const login = await openFromHeader(tab, t('auth.login'));
  const offer = login.getByRole('button', { name: t('auth.continueAs', { account: username }) });
  await offer.waitFor();
  await screenshot(tab, 'remembered-desktop-en');
  await offer.click();
  await tab.getByRole('dialog', { name: new RegExp(username) }).waitFor();
  assert.equal((await sessionOf(tab)).account, username);
  await tab.keyboard.press('Escape');

  await logout(tab, t);
  const again = await openFromHeader(tab, t('auth.login'));
  await again.getByRole('button', { name: t('auth.useAnother') }).click();
  await offer.waitFor({ state: 'detached' });
  await tab.reload();
  const fresh = await openFromHeader(tab, t('auth.login'));
  await box(fresh, t('auth.username')).waitFor();
  assert.equal(await fresh.getByRole('button', { name: t('auth.continueAs', { account: username }) }).count(), 0);
  await context.close();
});

test('two-factor by the bank payee name from a new address (phone-ms)', async () => {
  const t = textsOf('ms');
  const username = uniqueName('harimau');
  await registerFrom('203.0.113.33', textsOf('en'), { username, email: `${username}@example.com`, payeeName: 'Tan Mei Ling' });

  const { page, context } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.34' } });
  const check = await startLogin(page, t, username, false);
  await check.getByRole('radio', { name: t('auth.twoFactorMethods.payee') }).click();
  await box(check, t('auth.twoFactorPrompts.payee')).fill('  tan  mei LING ');
  await screenshot(page, 'two-factor-phone-ms');
  await check.getByRole('button', { name: t('auth.verify') }).click();
  await page.getByRole('dialog', { name: new RegExp(username) }).waitFor();
  assert.equal((await sessionOf(page)).account, username);
  await context.close();
});
