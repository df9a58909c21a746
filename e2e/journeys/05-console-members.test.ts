// An operator looks after a member from the console: finds an account made through the API, sees where it
// is logged in, locks it (its session ends, logins are refused, the refusal shows in the history), unlocks
// it, resets its password to the merchant's default, and reads the SMS code the member was sent from the
// outbox (no SMS provider is configured, so the message is held there).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { createApiClient, type ApiClient } from '@orbit/contracts/client';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { createAccountEndpoint, outboxEndpoint } from '@orbit/contracts/console-members';
import { challengeEndpoint, changePasswordEndpoint, loginEndpoint, memberInfoEndpoint } from '@orbit/contracts/member';
import { mobileCodeEndpoint } from '@orbit/contracts/member-security';
import { ApiError } from '@orbit/contracts/envelope';
import { BASE_URL, DEMO_OPERATOR, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, readOperatorState, screenshot } from '../support.ts';

let browser: Browser;
let api: Awaited<ReturnType<typeof operatorApi>>;
let operatorToken: string;
before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  operatorToken = readOperatorState(DEMO_OPERATOR.username)!.token!;
});
after(() => browser.close());

/** The site's proof-of-work check (ALTCHA, SHA-256): find the number whose hash with the salt is the challenge. */
async function solvedChallenge(client: ApiClient): Promise<string> {
  const { algorithm, challenge, maxnumber, salt, signature } = await client.call(challengeEndpoint);
  for (let number = 0; number <= (maxnumber ?? 1_000_000); number++) {
    if (createHash('sha256').update(`${salt}${number}`).digest('hex') === challenge) {
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
    }
  }
  throw new Error('the challenge has no solution');
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

test('an operator finds a member, locks and unlocks it, resets its password and reads its code in the outbox', async () => {
  // The scene: an account made through the console's API, its owner logged in from a phone with a new
  // password, and a code sent to bind a mobile number.
  const username = `pelanggan${Date.now().toString(36).slice(-5)}`;
  await api.call(createAccountEndpoint, { body: { username, type: 0, upline: null, affiliateCode: null } });
  const { accounts } = await api.call(getSettingsEndpoint);
  const device = { Device: 'WEB', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Journey phone' };
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => device });
  const login = async (password: string) =>
    site.call(loginEndpoint, { body: { type: 'username', username, password, verification: await solvedChallenge(site) } });
  const first = await login(accounts.defaultPassword);
  assert.equal(first.state, 'ok');
  assert.ok(first.state === 'ok' && first.mustChangePassword, 'an account made in the console starts with the default password');
  const firstClient = createApiClient({ baseUrl: BASE_URL, headers: () => ({ ...device, authorization: first.token }) });
  const newPassword = 'Selangor#2026';
  const changed = await firstClient.call(changePasswordEndpoint, {
    body: { oldPassword: accounts.defaultPassword, newPassword, confirmNewPassword: newPassword },
  });
  const member = createApiClient({ baseUrl: BASE_URL, headers: () => ({ ...device, authorization: changed.token }) });
  const mobile = `12${String(Date.now() % 10_000_000).padStart(7, '0')}`; // 012-xxx xxxx: a valid Malaysian mobile range
  await member.call(mobileCodeEndpoint, { body: { countryDialingCode: '+60', mobileNum: mobile } });
  const held = await api.call(outboxEndpoint, { query: { channel: 'sms', recipient: mobile } });
  const code = /\b(\d{6})\b/.exec(held.items[0]?.body ?? '')?.[1];
  assert.ok(code, 'the code waits in the outbox');

  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await context.addInitScript((token) => sessionStorage.setItem('consoleToken', token), operatorToken);
  await page.goto(`${BASE_URL}/console/`);
  const nav = page.getByRole('navigation');
  await nav.getByRole('link', { name: 'Members' }).click();
  await page.getByRole('searchbox', { name: 'Search members' }).fill(username.slice(0, -2));
  // The search settles into the address first: a click before that is undone by it while the member's page loads.
  await page.waitForURL(/[?&]q=/);
  const row = page.getByRole('link', { name: new RegExp(`^${username}`) });
  await row.waitFor();
  await screenshot(page, 'console-members');
  await row.click();

  await page.getByRole('heading', { name: username, level: 1 }).waitFor();
  const sessions = page.getByRole('list', { name: 'Live sessions' });
  await sessions.getByText('Journey phone', { exact: false }).waitFor();
  assert.equal(await sessions.getByRole('listitem').count(), 1, 'the password change left one session: this one');
  await screenshot(page, 'console-member-detail');

  // Lock, with the reason other operators will read.
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const lock = page.getByRole('dialog', { name: `Lock ${username}?` });
  await lock.getByLabel('Reason').fill('Asked by the member after losing the phone');
  await lock.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByText(`${username} was locked and logged out everywhere.`).waitFor();
  await page.getByText('Reason: Asked by the member after losing the phone').waitFor();
  await page.getByText('Not logged in').waitFor();
  assert.ok(['session_expired', 'unauthorized'].includes((await refusal(member.call(memberInfoEndpoint))).errorCode), 'the member’s session ended');
  assert.equal((await refusal(login(newPassword))).errorCode, 'account_locked');

  // The refused login is in the history, marked and explained.
  await page.reload();
  const history = page.getByRole('list', { name: 'Login history' });
  await history.getByText('Account locked').waitFor();
  await screenshot(page, 'console-member-locked');

  await page.getByRole('button', { name: 'Unlock' }).click();
  await page
    .getByRole('dialog', { name: `Unlock ${username}?` })
    .getByRole('button', { name: 'Unlock' })
    .click();
  await page.getByText(`${username} can log in again.`).waitFor();
  assert.equal((await login(newPassword)).state, 'ok', 'unlocked, the member logs in again');

  // Reset to the default password: the dialog names it, and the member must change it at next login.
  await page.getByRole('button', { name: 'Reset password' }).click();
  const reset = page.getByRole('dialog', { name: `Reset the password of ${username}?` });
  await reset.getByText(accounts.defaultPassword, { exact: false }).waitFor();
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await page.getByText(`The password of ${username} was reset`, { exact: false }).waitFor();
  await page.getByText('Must change at next login').waitFor();
  const again = await login(accounts.defaultPassword);
  assert.ok(again.state === 'ok' && again.mustChangePassword, 'the default password works and must be changed');

  // The outbox: the held SMS with its code, found by the number.
  await nav.getByRole('link', { name: 'Outbox' }).click();
  await page.getByRole('radio', { name: 'SMS' }).click();
  await page.getByRole('searchbox', { name: 'Recipient' }).fill(mobile);
  const message = page.getByRole('article', { name: `Message to +60${mobile}` });
  await message.waitFor();
  await message.getByText('Held', { exact: true }).waitFor();
  assert.equal(await message.locator('mark').first().innerText(), code, 'the code is picked out for the operator to read out');
  await screenshot(page, 'console-outbox');

  // At phone width the list turns into cards.
  await page.setViewportSize(PHONE);
  await page.goto(`${BASE_URL}/console/members?q=${username}`);
  await page.getByRole('link', { name: new RegExp(username) }).waitFor();
  await screenshot(page, 'console-members-phone');
  await context.close();
});
