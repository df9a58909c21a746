// An operator resets a member's password to the merchant's default: the member's session ends, and the
// next login with the default password opens the change-password dialog (showing the account) before
// anything else. After the change the member is home and logged in, and the new password works.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { memberResetPasswordEndpoint, membersListEndpoint } from '@orbit/contracts/console-members';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import {
  box,
  loginByUsername,
  logout,
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

for (const [name, viewport, language, address] of [
  ['desktop-ms', DESKTOP, 'ms', '203.0.113.41'],
  ['phone-en', PHONE, 'en', '203.0.113.42'],
] as const) {
  test(`forced password change after an operator reset (${name})`, async () => {
    const t = textsOf(language);
    const { page, context } = await newPage(browser, { viewport, language: language.toUpperCase(), headers: { 'x-forwarded-for': address } });
    await page.goto(`${BASE_URL}/`);

    const username = uniqueName('rimau');
    const register = await openFromHeader(page, t('auth.register'));
    await box(register, t('register.fields.username')).fill(username);
    await box(register, t('register.fields.password')).fill('Belang#2026');
    await tickAgree(register);
    await register.getByRole('button', { name: t('register.submit'), exact: true }).click();
    await register.waitFor({ state: 'hidden' });

    const { items } = await api.call(membersListEndpoint, { query: { q: username } });
    const member = items.find((item) => item.username === username);
    assert.ok(member, 'the console lists the new member');
    await api.call(memberResetPasswordEndpoint, { params: { id: member.id } });
    const { accounts } = await api.call(getSettingsEndpoint);

    // The reset ended the session: the next call finds it dead (the live balance may find out first) and the
    // login dialog says so, also after the reload.
    await page.reload();
    const login = page.getByRole('dialog', { name: t('auth.loginTitle') });
    await login.getByText(t('errors.session_expired')).waitFor();
    assert.equal((await sessionOf(page)).token, undefined);

    await box(login, t('auth.username')).fill(username);
    await box(login, t('auth.password')).fill(accounts.defaultPassword);
    await login.getByRole('button', { name: t('auth.login'), exact: true }).click();
    const change = page.getByRole('dialog', { name: t('auth.changePasswordTitle') });
    await change.waitFor();
    await change.getByText(username, { exact: true }).waitFor();
    await change.getByText(t('auth.changePasswordForced')).waitFor();
    await screenshot(page, `forced-change-${name}`);

    await box(change, t('auth.oldPassword')).fill(accounts.defaultPassword);
    await box(change, t('auth.newPassword')).fill('Belang#2027');
    await box(change, t('auth.confirmNewPassword')).fill('Belang#2028');
    await change.getByRole('button', { name: t('auth.changePasswordSubmit'), exact: true }).click();
    await change.getByText(t('register.errors.inconsistent')).waitFor();
    await box(change, t('auth.confirmNewPassword')).fill('Belang#2027');
    await change.getByRole('button', { name: t('auth.changePasswordSubmit'), exact: true }).click();
    await change.waitFor({ state: 'hidden' });
    assert.equal(new URL(page.url()).pathname, '/');
    const session = await sessionOf(page);
    assert.equal(session.account, username);
    assert.equal(session.mustChangePassword, undefined);

    await logout(page, t);
    await loginByUsername(page, t, username, 'Belang#2027');
    await context.close();
  });
}
