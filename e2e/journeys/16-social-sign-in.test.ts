// Google sign-in against a real OpenID Connect provider (the API tests' oidc-provider, started here): the
// login dialog's Google button leaves for the provider, the person signs in there, and the site finishes
// it. A new Google identity is bound for good through the bind dialog: registering a new account (English,
// desktop) or linking an existing one after a wrong password (Bahasa Melayu, phone); a bound identity logs
// straight in; a refusal at the provider comes back as the translated error on the page it started from.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import type { SocialLoginSettings } from '@orbit/contracts/settings';
import { startOidcProvider, type ProviderUser, type TestOidcProvider } from '../../apps/server/test/support/oidc-provider.ts';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, saveSettings, screenshot } from '../support.ts';
import {
  box,
  escape,
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
let provider: TestOidcProvider;
let original: { socialLogin: SocialLoginSettings; googleLogin: boolean };

const CLIENT = { clientId: 'orbit-e2e-site', clientSecret: randomBytes(24).toString('base64url') };

async function setGoogle(google: SocialLoginSettings['google'], on: boolean) {
  const { socialLogin, flags } = await api.call(getSettingsEndpoint);
  // A provider's client is held for a second operator (four-eyes): the checker confirms it.
  await saveSettings(api, 'socialLogin', { ...socialLogin, google });
  await api.call(updateSettingsEndpoint, { params: { section: 'flags' }, body: { ...flags, googleLogin: on } });
  await settle();
}

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  provider = await startOidcProvider({ ...CLIENT, redirectUris: [`${BASE_URL}/wps/session/social/google/callback`] });
  const { socialLogin, flags } = await api.call(getSettingsEndpoint);
  original = { socialLogin, googleLogin: flags.googleLogin };
  await setRegisterCaptcha(api, false);
  await setGoogle({ ...CLIENT, issuer: provider.issuer }, true);
});
after(async () => {
  // The merchant as it was (no Google client, the switch off), so later journeys see no Google button.
  if (original) await setGoogle(original.socialLogin.google, original.googleLogin);
  await setRegisterCaptcha(api, true);
  await provider?.close();
  await browser?.close();
});

/** A Google identity nobody has bound yet. */
function googleUser(name: string): ProviderUser {
  const sub = randomBytes(8).toString('hex');
  return { sub, name, email: `${name.split(' ')[0]?.toLowerCase()}.${sub.slice(0, 4)}@example.com` };
}

/**
 * Opens the login (or register) dialog and clicks Google: the browser lands on the provider's sign-in (which
 * accepted the site's client and callback address). The person then signs in there (driven over HTTP, as the
 * provider's pages are the API tests' bare JSON steps) and the browser follows the redirect back to the site.
 */
async function signInWithGoogle(page: Page, t: Texts, user: ProviderUser | 'deny', options: { from?: 'login' | 'register'; shot?: string } = {}) {
  const dialog = await openFromHeader(page, t(options.from === 'register' ? 'auth.register' : 'auth.login'));
  await dialog.getByText(t('auth.orContinueWith')).waitFor();
  const google = dialog.getByRole('button', { name: t('auth.social.google'), exact: true });
  await google.scrollIntoViewIfNeeded();
  if (options.shot) await screenshot(page, options.shot);
  const leaving = page.waitForRequest((request) => request.isNavigationRequest() && request.url().startsWith(`${provider.issuer}/`));
  await google.click();
  const authorizationUrl = new URL((await leaving).url());
  assert.equal(authorizationUrl.searchParams.get('client_id'), CLIENT.clientId);
  assert.equal(authorizationUrl.searchParams.get('redirect_uri'), `${BASE_URL}/wps/session/social/google/callback`);
  // The provider's own login step, not its error page: it knows the client and the callback address.
  await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
  assert.match(await page.locator('body').innerText(), /"prompt":\s*"login"/);

  const callback = await provider.signIn(authorizationUrl.href, user);
  assert.equal(`${callback.origin}${callback.pathname}`, `${BASE_URL}/wps/session/social/google/callback`);
  await page.goto(callback.href);
  // Back on the site; the one-time ticket leaves the address bar at once.
  await page.waitForURL((url) => url.origin === BASE_URL && !url.search.includes('social'));
}

function bindDialog(page: Page, t: Texts) {
  return page.getByRole('dialog', { name: t('auth.bindTitle', { provider: t('auth.social.google') }) });
}

/** Continue, then "Yes, confirm" in the warning that the link is for good. */
async function confirmBind(page: Page, t: Texts, account: string, mode: 'link' | 'register', shot?: string) {
  await bindDialog(page, t)
    .getByRole('button', { name: t('auth.bindContinue'), exact: true })
    .click();
  const confirm = page.getByRole('dialog', { name: t('auth.bindConfirmTitle') });
  const warning = mode === 'link' ? 'auth.bindConfirmLink' : 'auth.bindConfirmRegister';
  await confirm.getByText(t(warning, { provider: t('auth.social.google'), account })).waitFor();
  if (shot) await screenshot(page, shot);
  await confirm.getByRole('button', { name: t('auth.bindConfirm'), exact: true }).click();
  await confirm.waitFor({ state: 'hidden' });
}

/**
 * Logged in as `account`: the session holds it, and the welcome dialog and the logged-in bar name the member
 * by their nickname (an account registered through Google takes the name Google gave).
 */
async function expectLoggedInAs(page: Page, t: Texts, account: string, shownAs: string, desktop: boolean) {
  const welcome = page.getByRole('dialog', { name: new RegExp(escape(shownAs), 'i') });
  await welcome.waitFor();
  await page.keyboard.press('Escape');
  await welcome.waitFor({ state: 'hidden' });
  assert.equal((await sessionOf(page)).account, account);
  const bar = page
    .getByRole('banner')
    .getByRole('group', { name: t('auth.loginArea') })
    .first();
  await bar.getByRole('button', { name: t('auth.bar.hideBalance') }).waitFor();
  if (desktop) await bar.getByRole('link', { name: shownAs }).waitFor();
}

test('Google: a new identity registers a new account through the bind dialog, then logs straight in (desktop-en)', async () => {
  const t = textsOf('en');
  const { page, context } = await newPage(browser, { viewport: DESKTOP, headers: { 'x-forwarded-for': '203.0.113.61' } });
  await page.goto(`${BASE_URL}/`);
  const person = googleUser('Aisyah Rahman');
  await signInWithGoogle(page, t, person, { shot: 'social-login-desktop-en' });

  // The bind dialog names the provider and shows who signed in there; "I have an account" is the default.
  const dialog = bindDialog(page, t);
  await dialog.waitFor();
  await dialog.getByText(person.email ?? '').waitFor();
  assert.equal(await dialog.getByRole('radio', { name: t('auth.bindLink') }).getAttribute('aria-checked'), 'true');
  await dialog.getByText(t('auth.bindFinal')).waitFor();
  await screenshot(page, 'social-bind-desktop-en');

  await dialog.getByRole('radio', { name: t('auth.bindRegister') }).click();
  assert.equal(await box(dialog, t('auth.password')).count(), 0, 'a new account needs no password here');
  // Checked before anything is sent.
  await dialog.getByRole('button', { name: t('auth.bindContinue'), exact: true }).click();
  await dialog.getByText(t('register.errors.required')).waitFor();
  const username = uniqueName('aisyah');
  await box(dialog, t('auth.username')).fill(username);
  await confirmBind(page, t, username, 'register', 'social-bind-confirm-desktop-en');
  await dialog.waitFor({ state: 'hidden' });
  await expectLoggedInAs(page, t, username, person.name ?? '', true);
  await screenshot(page, 'social-logged-in-desktop-en');

  // The identity is bound for good: the next Google sign-in logs straight in, no dialog.
  await logout(page, t);
  await signInWithGoogle(page, t, { sub: person.sub });
  await expectLoggedInAs(page, t, username, person.name ?? '', true);
  assert.equal(await bindDialog(page, t).count(), 0);
  await context.close();
});

test('Google: a new identity links an existing account, after a wrong password (phone-ms)', async () => {
  const t = textsOf('ms');
  const { page, context } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.62' } });
  await page.goto(`${BASE_URL}/`);

  // The account the member already has, registered on the site.
  const username = uniqueName('hafiz');
  const password = 'Sawit#2026';
  const register = await openFromHeader(page, t('auth.register'));
  await box(register, t('register.fields.username')).fill(username);
  await box(register, t('register.fields.password')).fill(password);
  await tickAgree(register);
  await register.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await register.waitFor({ state: 'hidden' });
  await logout(page, t);

  await signInWithGoogle(page, t, googleUser('Hafiz Idris'), { shot: 'social-login-phone-ms' });
  const dialog = bindDialog(page, t);
  await dialog.waitFor();
  await screenshot(page, 'social-bind-phone-ms');
  await box(dialog, t('auth.username')).fill(username);
  await box(dialog, t('auth.password')).fill('Salah#2026');
  await confirmBind(page, t, username, 'link', 'social-bind-confirm-phone-ms');
  // Refused: the dialog stays, says why, and the same sign-in can try again.
  await dialog.getByText(t('errors.invalid_credentials')).waitFor();
  await screenshot(page, 'social-bind-wrong-password-phone-ms');
  assert.equal((await sessionOf(page)).token, undefined);

  await box(dialog, t('auth.password')).fill(password);
  await confirmBind(page, t, username, 'link');
  await dialog.waitFor({ state: 'hidden' });
  await expectLoggedInAs(page, t, username, username, false);
  await screenshot(page, 'social-linked-phone-ms');
  await context.close();
});

for (const [name, viewport, language, address, from] of [
  ['desktop-en', DESKTOP, 'en', '203.0.113.63', 'register'],
  ['phone-ms', PHONE, 'ms', '203.0.113.64', 'login'],
] as const) {
  test(`Google from the ${from} dialog, refused at the provider: the site says so on the page it started from (${name})`, async () => {
    const t = textsOf(language);
    const { page, context } = await newPage(browser, { viewport, language: language.toUpperCase(), headers: { 'x-forwarded-for': address } });
    await page.goto(`${BASE_URL}/promotions`);
    await signInWithGoogle(page, t, 'deny', { from, shot: `social-${from}-dialog-${name}` });
    assert.equal(new URL(page.url()).pathname, '/promotions');
    const failed = page.getByRole('dialog', { name: t('auth.socialFailed') });
    await failed.getByText(t('errors.popup_closed')).waitFor();
    await screenshot(page, `social-cancelled-${name}`);
    await failed.getByRole('button', { name: t('auth.ok'), exact: true }).click();
    await failed.waitFor({ state: 'hidden' });
    assert.equal((await sessionOf(page)).token, undefined);
    // Still a visitor, free to try again.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('auth.login'), exact: true })
      .first()
      .waitFor();
    await context.close();
  });
}
