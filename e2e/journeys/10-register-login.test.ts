// A visitor registers by username from the header's Register dialog (its field rules shown as hints and
// checked before sending), is logged in at once, logs out through the confirmation, and logs back in:
// in English on a desktop and in Bahasa Melayu on a phone. Then the /register page from an agent's
// invitation link, with a wrong code and with a valid one.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { createAccountEndpoint, membersListEndpoint } from '@orbit/contracts/console-members';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import {
  box,
  loginByUsername,
  logout,
  signedInMark,
  openFromHeader,
  sessionOf,
  setRegisterCaptcha,
  textsOf,
  uniqueName,
  type OperatorApi,
  tickAgree,
} from './10-account-steps.ts';

let browser: Browser;
let api: OperatorApi;
before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  await setRegisterCaptcha(api, false);
});
after(async () => {
  await setRegisterCaptcha(api, true);
  await browser.close();
});

// Each run from an address of its own: logins and registrations are rate-limited per address.
for (const [name, viewport, language, address] of [
  ['desktop-en', DESKTOP, 'en', '203.0.113.1'],
  ['phone-ms', PHONE, 'ms', '203.0.113.2'],
] as const) {
  test(`register by username, log out, log back in (${name})`, async () => {
    const t = textsOf(language);
    const { page, context } = await newPage(browser, { viewport, language: language.toUpperCase(), headers: { 'x-forwarded-for': address } });
    await page.goto(`${BASE_URL}/`);

    const dialog = await openFromHeader(page, t('auth.register'));
    // The merchant's rules: the username hint of pattern 1 with its bounds, the password's 8-64.
    await dialog.getByText(t('patterns.p1', { range: '6-16' })).waitFor();
    await dialog.getByText(t('patterns.p0', { range: '8-64' })).waitFor();
    await screenshot(page, `register-${name}`);

    // Checked before anything is sent: each message under its field.
    await box(dialog, t('register.fields.username')).fill('9lives');
    await box(dialog, t('register.fields.password')).fill('short');
    // Active consent: the 18+ box starts unticked, "terms" opens the Terms page, and no Reset sits by Register.
    const agree = dialog.getByRole('checkbox', { name: /18/ });
    assert.equal(await agree.isChecked(), false);
    const termsWord = /<terms>(.*?)<\/terms>/.exec(t('register.agree'))?.[1] ?? 'terms';
    assert.equal(await dialog.getByRole('link', { name: termsWord, exact: true }).getAttribute('href'), '/help?topic=terms');
    assert.equal(await dialog.locator('button[type="reset"]').count(), 0);
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await dialog.getByText(t('register.errors.agree')).waitFor();
    await dialog.getByText(t('register.errors.passwordLength', { range: '8-64' })).waitFor();
    assert.equal(await box(dialog, t('register.fields.username')).getAttribute('aria-invalid'), 'true');
    await screenshot(page, `register-errors-${name}`);

    const username = uniqueName('tiger');
    const password = 'Stripes#2026';
    await box(dialog, t('register.fields.username')).fill(username);
    await box(dialog, t('register.fields.password')).fill(password);
    await tickAgree(dialog);
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Logged in at once: the session and the logged-in bar.
    const session = await sessionOf(page);
    assert.equal(session.account, username);
    assert.equal(session.isAgent, '0');
    assert.ok(session.token && session.token.length >= 22);
    const bar = page
      .getByRole('banner')
      .getByRole('group', { name: t('auth.loginArea') })
      .first();
    await bar.getByRole('button', { name: t('auth.bar.hideBalance') }).waitFor();
    if (viewport === DESKTOP) {
      await bar.getByRole('link', { name: username }).waitFor();
      await bar.getByRole('link', { name: t('auth.bar.deposit') }).waitFor();
    }
    // The balance hides as *** and shows again.
    await bar.getByRole('button', { name: t('auth.bar.hideBalance') }).click();
    assert.equal(await bar.getByTestId('balance').innerText(), '***');
    await bar.getByRole('button', { name: t('auth.bar.showBalance') }).click();
    await screenshot(page, `logged-in-${name}`);

    await logout(page, t);
    await loginByUsername(page, t, username, password);
    assert.equal((await sessionOf(page)).account, username);

    // A reload keeps the session (sessionStorage), and the bar follows it.
    await page.reload();
    await signedInMark(page).waitFor();
    await context.close();
  });
}

test('an invitation link: a wrong code is refused with the invitation dialog, a valid one registers under its agent (desktop-en)', async () => {
  const t = textsOf('en');
  const agent = uniqueName('agent');
  const code = `AG${Date.now().toString(36).slice(-6).toUpperCase()}`;
  await api.call(createAccountEndpoint, { body: { username: agent, type: 1, upline: null, affiliateCode: code } });

  const { page, context } = await newPage(browser, { viewport: DESKTOP, headers: { 'x-forwarded-for': '203.0.113.13' } });
  // A wrong code in the link: checked on arrival, the invitation dialog, and the field to correct it.
  await page.goto(`${BASE_URL}/register?aff=NOSUCH99`);
  const warning = page.getByRole('dialog', { name: t('register.invitationTitle') });
  await warning.getByText(t('errors.invitation_code_error')).waitFor();
  await warning.getByRole('button', { name: t('auth.ok') }).click();
  assert.equal(await box(page, t('register.fields.affiliateCode')).inputValue(), 'NOSUCH99');

  // A valid code: the field stays hidden and the new member lands under the agent.
  await page.goto(`${BASE_URL}/register?affiliateCode=${code}`);
  await box(page, t('register.fields.username')).waitFor();
  assert.equal(await box(page, t('register.fields.affiliateCode')).count(), 0);
  const username = uniqueName('downline');
  await box(page, t('register.fields.username')).fill(username);
  await box(page, t('register.fields.password')).fill('Downline#2026');
  await tickAgree(page);
  await page.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await page.waitForURL(`${BASE_URL}/`);
  assert.equal((await sessionOf(page)).account, username);
  const { items } = await api.call(membersListEndpoint, { query: { q: username } });
  assert.equal(items.find((item) => item.username === username)?.upline, agent);
  await context.close();
});

test("the phone's tab bar: Account opens the login dialog for a visitor and warns a free-play account (phone-ms)", async () => {
  const t = textsOf('ms');
  const { page, context } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.14' } });
  await page.goto(`${BASE_URL}/`);
  const tabs = page.getByRole('navigation', { name: t('nav.tabs') });
  await tabs.getByRole('link', { name: t('nav.account') }).click();
  const login = page.getByRole('dialog', { name: t('auth.loginTitle') });
  await login.waitFor();
  assert.equal(new URL(page.url()).pathname, '/');

  // Free play: a trial account with play money, logged in and home.
  await login.getByRole('button', { name: t('auth.freePlay') }).click();
  await login.waitFor({ state: 'hidden' });
  assert.equal((await sessionOf(page)).isAgent, '4');
  await tabs.getByRole('link', { name: t('nav.account') }).click();
  const warning = page.getByRole('dialog', { name: t('auth.trialTitle') });
  await warning.getByText(t('errors.in_need_true_account')).waitFor();
  // The way on is offered with the warning: Register, beside Got it.
  await warning.getByRole('button', { name: t('auth.register'), exact: true }).waitFor();
  await screenshot(page, 'trial-warning-phone-ms');
  await warning.getByRole('button', { name: t('auth.inIncreaseSubmit') }).click();
  await warning.waitFor({ state: 'hidden' });
  assert.equal(new URL(page.url()).pathname, '/');
  await context.close();
});

test('a refusal from the server shows beside its field and keeps the typed captcha unless the captcha itself was wrong (phone-ms)', async () => {
  const t = textsOf('ms');
  await setRegisterCaptcha(api, true);
  try {
    const { page, context } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.15' } });
    await page.goto(`${BASE_URL}/`);
    const dialog = await openFromHeader(page, t('auth.register'));
    const image = dialog.getByRole('img', { name: t('auth.captchaImage') });
    await image.waitFor();
    const firstImage = await image.getAttribute('src');
    await box(dialog, t('register.fields.username')).fill(uniqueName('kancil'));
    // A common password passes the form's own checks; the server refuses it before the captcha is used.
    await box(dialog, t('register.fields.password')).fill('password123');
    await box(dialog, t('register.fields.captcha')).fill('ABCD');
    await tickAgree(dialog);
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await dialog.getByText(t('errors.weak_password')).waitFor();
    const password = box(dialog, t('register.fields.password'));
    assert.equal(await password.getAttribute('aria-invalid'), 'true');
    // Where the eye is: the field has the focus and sits inside the screen.
    // (The focus moves once the message has rendered: wait for it rather than read it at once.)
    await page.waitForFunction((element) => element === document.activeElement, await password.elementHandle(), { timeout: 5_000 });
    const place = await password.boundingBox();
    assert.ok(place && place.y >= 0 && place.y + place.height <= PHONE.height, `password field at ${JSON.stringify(place)}`);
    assert.equal(await box(dialog, t('register.fields.captcha')).inputValue(), 'ABCD');
    assert.equal(await image.getAttribute('src'), firstImage);
    await screenshot(page, 'register-server-refusal-phone-ms');

    // A wrong captcha: its message, the answer cleared and a new image; the rest stays as typed.
    await password.fill('Kancil#2026');
    await dialog.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await dialog.getByText(t('errors.captcha_invalid')).waitFor();
    assert.equal(await box(dialog, t('register.fields.captcha')).inputValue(), '');
    // The message can show a moment before the new image has arrived: wait for the image to change.
    const imageChanged = Date.now() + 15_000;
    while ((await image.getAttribute('src')) === firstImage && Date.now() < imageChanged) await page.waitForTimeout(100);
    assert.notEqual(await image.getAttribute('src'), firstImage);
    assert.equal(await password.inputValue(), 'Kancil#2026');
    await context.close();
  } finally {
    await setRegisterCaptcha(api, false);
  }
});
