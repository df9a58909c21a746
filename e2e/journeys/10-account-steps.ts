// Steps the account journeys (10–14) share: the site's own texts per language, opening the account
// dialogs from the header, registering, logging in and out, and the operator's side (register rules,
// the outbox where SMS codes wait when no provider is set).
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import { solveChallenge } from 'altcha-lib/v1';
import { createApiClient, type ApiClient } from '@orbit/contracts/client';
import { challengeEndpoint, loginEndpoint, registerEndpoint, type MemberSession } from '@orbit/contracts/member';
import { BASE_URL, siteTextTree, type operatorApi, type TextTree as Tree } from '../support.ts';

export type OperatorApi = Awaited<ReturnType<typeof operatorApi>>;

/** The site's texts in one language, read by key ("auth.login"), with {{placeholders}} filled in. */
export function textsOf(code: 'en' | 'ms') {
  const tree = siteTextTree(code);
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${code}.json`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}
export type Texts = ReturnType<typeof textsOf>;

/** A text box of a dialog or form by its label (password boxes included). */
export function box(scope: Page | Locator, label: string): Locator {
  return scope.getByRole('textbox', { name: label, exact: true });
}

export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** The header's "Log in" or "Register" link (the phone's compact header or the desktop top bar). */
export async function openFromHeader(page: Page, name: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
}

export async function sessionOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...sessionStorage }));
}

/** Logs in by username from the header's dialog and closes the welcome dialog that follows (it greets `shownAs`, the nickname). */
export async function loginByUsername(page: Page, t: Texts, username: string, password: string, shownAs = username): Promise<void> {
  const dialog = await openFromHeader(page, t('auth.login'));
  await box(dialog, t('auth.username')).fill(`  ${username} `); // values are trimmed
  await box(dialog, t('auth.password')).fill(password);
  await dialog.getByRole('button', { name: t('auth.login'), exact: true }).click();
  // "Welcome back, <name>" (or the first login's own welcome): the nickname is the username at first.
  const welcome = page.getByRole('dialog', { name: new RegExp(escape(shownAs), 'i') });
  await welcome.waitFor();
  await page.keyboard.press('Escape');
  await welcome.waitFor({ state: 'hidden' });
}

/** The signed-in header's logout (desktop) or account menu (phone), whichever this width shows. */
export function signedInMark(page: Page): Locator {
  return page.getByRole('banner').locator('[data-testid="header-logout"]:visible, [data-testid="header-account"]:visible').first();
}

/** Opens the logout confirmation from the header: its button on a desktop, the account menu's entry on a phone. */
export async function openLogout(page: Page, t: Texts): Promise<void> {
  const mark = signedInMark(page);
  await mark.waitFor();
  if ((await mark.getAttribute('data-testid')) === 'header-account') {
    await mark.click();
    await page.getByRole('menuitem', { name: t('auth.logout') }).click();
  } else await mark.click();
}

/** Logs out through the logged-in bar and its confirmation; the visitor's links come back. */
export async function logout(page: Page, t: Texts): Promise<void> {
  await openLogout(page, t);
  const confirm = page.getByRole('dialog', { name: t('auth.logoutTitle') });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: t('auth.logout'), exact: true }).click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('auth.login'), exact: true })
    .first()
    .waitFor();
  const session = await sessionOf(page);
  assert.equal(session.token, undefined, 'logout clears the token');
  assert.ok(session.merchant, 'logout keeps the merchant');
}

export function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Ticks the 18+ and terms box (active consent: it starts unticked); the label says 18 in every language. */
export async function tickAgree(scope: Page | Locator): Promise<void> {
  await scope.getByRole('checkbox', { name: /18/ }).check();
}

/** Switches the register captcha on or off (its answer is only in the picture, which a journey cannot read). */
export async function setRegisterCaptcha(api: OperatorApi, enabled: boolean): Promise<void> {
  const { registerRules } = await api.call(getSettingsEndpoint);
  await api.call(updateSettingsEndpoint, {
    params: { section: 'registerRules' },
    body: { ...registerRules, captcha: { ...registerRules.captcha, enabled, required: enabled } },
  });
  await settle();
}

/** Settings reach the site within SETTINGS_CACHE_MS (1 s in the journeys). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1200));

/** The newest code sent by SMS to a number, read from the console's outbox (no SMS provider is set). */
export async function latestSmsCode(api: OperatorApi, mobileNum: string, after: number): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const { items } = await api.call(outboxEndpoint, { query: { channel: 'sms', recipient: mobileNum } });
    const message = items.find((item) => Date.parse(item.createdAt) >= after - 1000);
    const code = message ? /\b(\d{6})\b/.exec(message.body)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no SMS code for ${mobileNum} in the outbox`);
}

let mobiles = 0;
/**
 * A Malaysian mobile number nobody has registered yet, in the 012 range (012-345 6789 style), which the
 * server's number check (libphonenumber's full metadata) accepts for every seven digits after it.
 */
export function newMalaysianMobile(): string {
  mobiles += 1;
  return `12${String((Date.now() + mobiles * 7919) % 10_000_000).padStart(7, '0')}`;
}

/** Picks a country in the mobile number's dropdown by searching for it. */
export async function chooseCountry(scope: Locator, page: Page, t: Texts, search: string, dialingCode: string): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(escape(t('auth.countryCode', { code: 'X' }).split('X')[0] ?? '')) }).click();
  await page.getByRole('searchbox', { name: t('auth.searchCountry') }).fill(search);
  await page
    .getByRole('listbox')
    .getByRole('button', { name: new RegExp(`\\+${dialingCode}$`) })
    .first()
    .click();
  await scope.getByRole('button', { name: new RegExp(`\\+${dialingCode}\\b`) }).waitFor();
}

/**
 * A member registered through the API by username, with a mobile number on file (no SMS code needed for
 * that), solving the proof-of-work check as the site does. The register captcha must be off (setRegisterCaptcha).
 */
export async function registerWithMobileViaApi(merchant: string, username: string, mobileNum: string, password: string): Promise<void> {
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant }) });
  const verification = await proofOfWork(site);
  await site.call(registerEndpoint, {
    body: { username, password, confirmPassword: password, countryDialingCode: '60', mobileNum, agree: true, verification },
  });
}

/** The proof-of-work a login or registration carries, solved as the site solves it. */
export async function proofOfWork(site: ApiClient): Promise<string> {
  const challenge = await site.call(challengeEndpoint);
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  assert.ok(solution, 'the proof-of-work challenge has a solution');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
}

/** A member's session from a username and password login through the API (no second factor expected). */
export async function loginViaApi(merchant: string, username: string, password: string): Promise<MemberSession> {
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant }) });
  const login = await site.call(loginEndpoint, { body: { type: 'username', username, password, verification: await proofOfWork(site) } });
  if (login.state !== 'ok') throw new Error(`${username} logs in without a second factor`);
  return login;
}
