// Wrong passwords: the form says so in the visitor's language, and after a few failures the server asks
// for the image captcha, which appears in the form and loads a new picture on a click.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, newPage, PHONE, screenshot } from '../support.ts';
import { box, openFromHeader, textsOf, uniqueName } from './10-account-steps.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

// Each run from an address of its own: failed logins are counted per address too.
for (const [name, viewport, language, address] of [
  ['phone-ms', PHONE, 'ms', '203.0.113.11'],
  ['desktop-en', DESKTOP, 'en', '203.0.113.12'],
] as const) {
  test(`wrong passwords until the captcha shows (${name})`, async () => {
    const t = textsOf(language);
    const { page, context } = await newPage(browser, { viewport, language: language.toUpperCase(), headers: { 'x-forwarded-for': address } });
    await page.goto(`${BASE_URL}/`);
    const dialog = await openFromHeader(page, t('auth.login'));

    // Empty fields are refused before any call.
    await dialog.getByRole('button', { name: t('auth.login'), exact: true }).click();
    assert.equal(await dialog.getByText(t('register.errors.required')).count(), 2);

    const username = uniqueName('nobody');
    const captcha = box(dialog, t('auth.captcha'));
    for (let attempt = 1; attempt <= 6 && !(await captcha.isVisible()); attempt++) {
      await box(dialog, t('auth.username')).fill(username);
      await box(dialog, t('auth.password')).fill(`Wrong#${attempt}pass`);
      // The page solves the login's proof of work before it sends the request, which takes long on a busy
      // machine: the wait is on the server's answer itself, with no guessed time limit.
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login' && response.request().method() === 'POST', {
        timeout: 0,
      });
      await dialog.getByRole('button', { name: t('auth.login'), exact: true }).click();
      await answered;
      await dialog.getByText(t('errors.invalid_credentials')).waitFor();
      await dialog
        .getByRole('button', { name: t('auth.login'), exact: true })
        .and(page.locator(':enabled'))
        .waitFor();
    }
    await captcha.waitFor();
    const image = dialog.getByRole('img', { name: t('auth.captchaImage') });
    await image.waitFor();
    const first = await image.getAttribute('src');
    assert.match(first ?? '', /^data:image\/png;base64,/);
    await screenshot(page, `login-captcha-${name}`);

    // A click loads a new picture (at most once a second).
    await page.waitForTimeout(1100);
    await dialog.getByRole('button', { name: t('auth.captchaRefresh') }).click();
    await page.waitForFunction((old) => document.querySelector('img[src^="data:image/png"]')?.getAttribute('src') !== old, first);

    // With the captcha shown it is required too.
    await box(dialog, t('auth.password')).fill('Wrong#again1');
    await dialog.getByRole('button', { name: t('auth.login'), exact: true }).click();
    await dialog.getByText(t('register.errors.required')).waitFor();
    await context.close();
  });
}
