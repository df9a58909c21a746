// The rest of "my account" (securityCenter), as a member uses it: after a mistyped password and a good
// login, the login history lists both, newest first, the failure marked; an e-mail address is bound with
// the code from the console's outbox (a wrong code first); the authenticator is turned on from the key the
// page shows and off again with a fresh code (the one used to turn it on is refused); a one-day cool-off
// logs the member out at once with a goodbye, and after logging in again the card shows when it ends.
// In English on a desktop and in Bahasa Melayu on a phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { ApiError } from '@orbit/contracts/api-error';
import { createApiClient } from '@orbit/contracts/client';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import { formatDateTime } from '@orbit/contracts/format';
import { memberInfoEndpoint } from '@orbit/contracts/member';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot, totpNow } from '../support.ts';
import {
  box,
  escape,
  loginByUsername,
  newMalaysianMobile,
  openFromHeader,
  registerWithMobileViaApi,
  sessionOf,
  setRegisterCaptcha,
  textsOf,
  uniqueName,
  type OperatorApi,
  type Texts,
} from './10-account-steps.ts';

const PASSWORD = 'Harimau#Gold88';
const STAMP = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;

let browser: Browser;
let api: OperatorApi;
let merchant: string;
let timeZone: string;

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  ({ code: merchant, timeZone } = await api.call(getSettingsEndpoint));
  await setRegisterCaptcha(api, false);
});
after(async () => {
  await setRegisterCaptcha(api, true);
  await browser.close();
});

type Layout = 'desktop' | 'phone';

/** The member's own view of the server, with the session the page holds (from the page's address). */
function memberApi(token: string, address: string) {
  return createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant, Authorization: token, 'x-forwarded-for': address }) });
}

/** Mistypes the password once (the dialog says so and stays), then logs in and closes the welcome. */
async function loginAfterOneMistake(page: Page, t: Texts, username: string) {
  await page.goto(`${BASE_URL}/`);
  const dialog = await openFromHeader(page, t('auth.login'));
  await box(dialog, t('auth.username')).fill(username);
  await box(dialog, t('auth.password')).fill('Harimau#Silver77');
  await dialog.getByRole('button', { name: t('auth.login'), exact: true }).click();
  await dialog.getByText(t('errors.invalid_credentials')).waitFor();
  await box(dialog, t('auth.password')).fill(PASSWORD);
  await dialog.getByRole('button', { name: t('auth.login'), exact: true }).click();
  const welcome = page.getByRole('dialog', { name: new RegExp(escape(username), 'i') });
  await welcome.waitFor();
  await page.keyboard.press('Escape');
  await welcome.waitFor({ state: 'hidden' });
}

/** Opens "my account" as a member does: the name in the logged-in bar, or the phone's Account tab. */
async function openMyAccount(page: Page, t: Texts, layout: Layout, username: string) {
  if (layout === 'desktop') await page.getByRole('banner').getByRole('link', { name: username }).click();
  else
    await page
      .getByRole('navigation', { name: t('nav.tabs') })
      .getByRole('link', { name: t('nav.account') })
      .click();
  await page.waitForURL(/\/member\/securityCenter$/);
  await page.getByRole('heading', { level: 1, name: t('member.menu.securityCenter') }).waitFor();
}

const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/**
 * The history card's first entries, newest first, as the member reads them: a table on a desktop, a list
 * on a phone.
 */
async function historyEntries(history: Locator, layout: Layout) {
  if (layout === 'desktop') {
    const rows = history
      .getByRole('table')
      .getByRole('row')
      .filter({ has: history.page().getByRole('cell') });
    await rows.nth(2).waitFor();
    return Promise.all(
      (await rows.all()).map(async (row) => {
        const [time = '', ip = '', , method = '', result = ''] = await row.getByRole('cell').allInnerTexts();
        return { time, text: `${ip} ${method}`, result: result.trim(), outcome: row.getByRole('cell').last() };
      }),
    );
  }
  const items = history.getByRole('listitem');
  await items.nth(2).waitFor();
  return Promise.all(
    (await items.all()).map(async (item) => {
      const text = await item.innerText();
      return { time: STAMP.exec(text)?.[0] ?? '', text, result: text.split('\n').at(-1)?.trim() ?? '', outcome: item };
    }),
  );
}

async function checkLoginHistory(page: Page, t: Texts, layout: Layout, address: string, shot: string) {
  const history = card(page, t('member.history.title'));
  await history.scrollIntoViewIfNeeded();
  const [latest, failed, registered] = await historyEntries(history, layout);
  assert.ok(latest && failed && registered, 'three logins listed');
  // Newest first: the good login, the mistyped password just before it, and the registration.
  assert.equal(latest.result, t('member.history.success'));
  assert.match(latest.text, new RegExp(`${escape(address)}.*${escape(t('member.history.method.username'))}`));
  assert.equal(failed.result, t('member.history.failure'));
  assert.match(failed.text, new RegExp(escape(address)));
  // Why it failed, in the page's language: on hover at a desktop, on a line of its own on a phone.
  if (layout === 'desktop') assert.equal(await failed.outcome.locator('[title]').getAttribute('title'), t('errors.invalid_credentials'));
  else assert.ok(failed.text.includes(t('errors.invalid_credentials')), failed.text);
  assert.equal(registered.result, t('member.history.success'));
  assert.match(registered.text, new RegExp(escape(t('member.history.method.register'))));
  for (const entry of [latest, failed, registered]) assert.match(entry.time, STAMP);
  assert.ok(latest.time >= failed.time && failed.time >= registered.time, `newest first: ${latest.time}, ${failed.time}, ${registered.time}`);
  await screenshot(page, shot);
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

/** Binds an e-mail address: the code is sent, a wrong one is refused in the page's language, the right one binds. */
async function bindEmail(page: Page, t: Texts, email: string, shot: string) {
  const emailCard = card(page, t('member.email.title'));
  await emailCard.scrollIntoViewIfNeeded();
  await emailCard.getByText(t('member.email.notBound')).waitFor();
  await emailCard.getByRole('button', { name: t('member.common.bind'), exact: true }).click();
  await box(emailCard, t('member.email.address')).fill(email);
  const sentAt = Date.now();
  await emailCard.getByRole('button', { name: t('member.code.send') }).click();
  await emailCard.getByText(t('member.code.sentEmail')).waitFor();
  const code = await latestEmailCode(email, sentAt);

  await box(emailCard, t('member.code.label')).fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await emailCard.getByRole('button', { name: t('member.common.confirm'), exact: true }).click();
  await emailCard.getByText(t('errors.invalid_verification_code')).waitFor();
  await screenshot(page, `${shot}-wrong-code`);

  await box(emailCard, t('member.code.label')).fill(code);
  await emailCard.getByRole('button', { name: t('member.common.confirm'), exact: true }).click();
  await emailCard.getByText(t('member.email.done')).waitFor();
  const [name = '', domain = ''] = email.split('@');
  const masked = `${name.slice(0, 2)}${'*'.repeat(Math.max(name.length - 2, 3))}@${domain}`;
  await emailCard.getByText(masked, { exact: true }).waitFor();
  await emailCard.getByRole('button', { name: t('member.common.change'), exact: true }).waitFor();
  await screenshot(page, shot);
  return masked;
}

const step = (at: number) => Math.floor(at / 30_000);

/** Turns the authenticator on from the key the page shows, and off again with the next step's code. */
async function authenticatorOnAndOff(page: Page, t: Texts, shot: string) {
  const totp = card(page, t('member.totp.title'));
  await totp.scrollIntoViewIfNeeded();
  await totp.getByRole('button', { name: t('member.totp.turnOn'), exact: true }).click();
  await totp.getByRole('img', { name: t('member.totp.qrAlt') }).waitFor();
  const secret = (await totp.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  assert.match(secret, /^[A-Z2-7]{16,}$/, 'the key is shown in base32, as apps take it');
  const usedAt = Date.now();
  const code = totpNow(secret, usedAt);
  await box(totp, t('member.totp.code')).fill(code);
  await screenshot(page, `${shot}-setup`);
  await totp.getByRole('button', { name: t('member.totp.confirmOn') }).click();
  await totp.getByText(t('member.totp.doneOn')).waitFor();
  await totp.getByText(t('member.totp.on')).waitFor();

  // A code works once: the one that turned it on cannot turn it off.
  await totp.getByRole('button', { name: t('member.totp.turnOff'), exact: true }).click();
  await totp.getByText(t('member.totp.offExplain')).waitFor();
  await box(totp, t('member.totp.code')).fill(code);
  await totp.getByRole('button', { name: t('member.totp.confirmOff') }).click();
  await totp.getByText(t('errors.two_factor_invalid')).waitFor();
  await screenshot(page, `${shot}-reused-code`);

  const next = (step(usedAt) + 1) * 30_000;
  if (Date.now() < next) await new Promise((resolve) => setTimeout(resolve, next - Date.now() + 300));
  await box(totp, t('member.totp.code')).fill(totpNow(secret));
  await totp.getByRole('button', { name: t('member.totp.confirmOff') }).click();
  await totp.getByText(t('member.totp.doneOff')).waitFor();
  await totp.getByText(t('member.totp.off'), { exact: true }).waitFor();
  await totp.getByRole('button', { name: t('member.totp.turnOn'), exact: true }).waitFor();
  await screenshot(page, shot);
}

test('login history, e-mail binding and the authenticator in "my account" (desktop, EN)', async () => {
  const t = textsOf('en');
  const address = '203.0.113.71';
  const username = uniqueName('melati');
  await registerWithMobileViaApi(merchant, username, newMalaysianMobile(), PASSWORD);
  const { page, context } = await newPage(browser, { viewport: DESKTOP, language: 'EN', headers: { 'x-forwarded-for': address } });

  await loginAfterOneMistake(page, t, username);
  await openMyAccount(page, t, 'desktop', username);
  await checkLoginHistory(page, t, 'desktop', address, 'my-account-history-desktop-en');

  const masked = await bindEmail(page, t, `${username}@example.com`, 'my-account-email-desktop-en');
  await authenticatorOnAndOff(page, t, 'my-account-authenticator-desktop-en');

  // What the member saw is what the server holds.
  const info = await memberApi((await sessionOf(page)).token ?? '', address).call(memberInfoEndpoint);
  assert.equal(info.maskedEmail, masked);
  assert.equal(info.totpEnabled, false);
  await context.close();
});

test('login history, e-mail binding and a cool-off that logs the member out (phone, MS)', async () => {
  const t = textsOf('ms');
  const address = '203.0.113.72';
  const username = uniqueName('kenari');
  await registerWithMobileViaApi(merchant, username, newMalaysianMobile(), PASSWORD);
  const { page, context } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': address } });

  await loginAfterOneMistake(page, t, username);
  await openMyAccount(page, t, 'phone', username);
  await checkLoginHistory(page, t, 'phone', address, 'my-account-history-phone-ms');
  await bindEmail(page, t, `${username}@example.com`, 'my-account-email-phone-ms');

  // Cool-off for a day: the dialog insists on "I understand" before it starts, and a second thought
  // (Cancel) leaves nothing ticked for next time.
  const care = card(page, t('member.rg.title'));
  await care
    .getByRole('radiogroup', { name: t('member.rg.coolOff.title') })
    .getByRole('radio', { name: t('member.rg.coolOff.d1') })
    .click();
  const confirm = page.getByRole('dialog', { name: t('member.rg.coolOff.confirmTitle', { period: t('member.rg.coolOff.d1') }) });
  const understood = confirm.getByRole('checkbox', { name: t('member.rg.confirm.understand') });
  await care.getByRole('button', { name: t('member.rg.coolOff.start') }).click();
  await confirm.getByText(t('member.rg.confirm.logout')).waitFor();
  await confirm.getByRole('button', { name: t('member.rg.coolOff.confirmButton') }).click();
  await confirm.getByText(t('member.rg.confirm.tickFirst')).waitFor();
  await understood.check();
  await confirm.getByRole('button', { name: t('member.common.cancel'), exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
  await care.getByRole('button', { name: t('member.rg.coolOff.start') }).click();
  await confirm.waitFor();
  assert.equal(await understood.isChecked(), false, 'a dialog opened again is confirmed again');
  await understood.check();
  await screenshot(page, 'my-account-cool-off-confirm-phone-ms');
  const oldToken = (await sessionOf(page)).token ?? '';
  const startedAt = Date.now();
  await confirm.getByRole('button', { name: t('member.rg.coolOff.confirmButton') }).click();

  // Logged out at once, on the page and on the server, with a goodbye that says until when.
  const goodbye = page.getByRole('dialog', { name: t('member.rg.coolOff.startedTitle') });
  await goodbye.waitFor();
  const farewell = await goodbye.innerText();
  await screenshot(page, 'my-account-cool-off-goodbye-phone-ms');
  assert.equal((await sessionOf(page)).token, undefined, 'the session is gone from the page');
  await assert.rejects(memberApi(oldToken, address).call(memberInfoEndpoint), (error: unknown) => {
    assert.ok(error instanceof ApiError);
    assert.equal(error.errorCode, 'session_expired');
    return true;
  });
  await goodbye.getByRole('button', { name: t('member.rg.startedOk') }).click();
  await page.waitForURL(`${BASE_URL}/`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('auth.login'), exact: true })
    .first()
    .waitFor();

  // A cool-off closes play, not the account: the member logs in again and sees when it ends.
  await loginByUsername(page, t, username, PASSWORD);
  await openMyAccount(page, t, 'phone', username);
  const info = await memberApi((await sessionOf(page)).token ?? '', address).call(memberInfoEndpoint);
  const until = info.responsibleGaming.coolOffUntil;
  assert.ok(until, 'the server holds the cool-off');
  const length = Date.parse(until) - startedAt;
  assert.ok(length > 86_400_000 - 60_000 && length < 86_400_000 + 60_000, `a cool-off of one day (${length} ms)`);
  const shown = formatDateTime(until, timeZone);
  assert.ok(farewell.includes(t('member.rg.coolOff.started', { until: shown })), `the goodbye names the end: ${farewell}`);
  await card(page, t('member.rg.title')).scrollIntoViewIfNeeded();
  await card(page, t('member.rg.title'))
    .getByText(t('member.rg.coolOff.running', { until: shown }))
    .waitFor();
  await screenshot(page, 'my-account-cool-off-running-phone-ms');
  await context.close();
});
