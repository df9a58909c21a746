// Invite friends (docs/referrals.md): a member opens its invite page on a desktop in English and copies its
// link; a friend opens the link on a phone in Bahasa Melayu, is told who invited it, and registers; the friend's
// first deposit is approved, and the reward appears in the member's reward centre, where the member claims it
// into the main wallet. The member's invite page on a phone in Malay shows the friend and the claimed reward,
// and the console's referral list shows both.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { BASE_URL, consoleTexts, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import { box, sessionOf, setRegisterCaptcha, tickAgree, uniqueName, type OperatorApi } from './10-account-steps.ts';
import { barBalance, consolePage, memberPage, merchantOf, registerMemberViaApi, rm, waitForText, walletTexts, approvedBankDeposit } from './20-wallet-steps.ts';

let browser: Browser;
let api: OperatorApi;
let merchant: string;
before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  merchant = await merchantOf(api);
  await setRegisterCaptcha(api, false);
});
after(async () => {
  await setRegisterCaptcha(api, true);
  await browser.close();
});

test('a friend registers with the invite link on a phone in Malay; its first deposit earns the member a reward it claims', async () => {
  const en = walletTexts('en');
  const ms = walletTexts('ms');
  const referrer = await registerMemberViaApi(api, merchant, 'ajak');

  // The member's invite page: its code, its link and the programme.
  const desk = await memberPage(browser, merchant, referrer.session, { viewport: DESKTOP, language: 'en' });
  await desk.page.goto(`${BASE_URL}/member/referral`);
  await desk.page.getByRole('heading', { level: 1, name: en('member.menu.referral') }).waitFor();
  const code = (await desk.page.getByTestId('referral-code').innerText()).trim();
  const link = (await desk.page.getByTestId('referral-link').innerText()).trim();
  assert.match(code, /^[A-HJKMNP-Z2-9]{8}$/);
  assert.equal(link, `${BASE_URL}/register?referralCode=${code}`);
  await desk.page.getByText(en('rewards.referral.noFriends')).waitFor();
  await screenshot(desk.page, 'referral-invite-desktop-en');

  // The friend, on a phone in Malay from an address of its own, opens the link and registers.
  const friend = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.49' } });
  await friend.page.goto(link);
  await friend.page.getByTestId('register-invited').getByText(ms('register.invitedBy', { code })).waitFor();
  const username = uniqueName('kawan');
  await box(friend.page, ms('register.fields.username')).fill(username);
  await box(friend.page, ms('register.fields.password')).fill('Kawan#2026baik');
  await tickAgree(friend.page);
  await friend.page.getByTestId('register-invited').evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await screenshot(friend.page, 'referral-register-phone-ms');
  await friend.page.getByRole('button', { name: ms('register.submit'), exact: true }).click();
  await friend.page.waitForURL(`${BASE_URL}/`);
  const friendToken = (await sessionOf(friend.page)).token!;
  await friend.context.close();
  await approvedBankDeposit(api, merchant, friendToken, '100', 'MBB 4910');

  // The reward waits in the member's reward centre; claimed, it is in the main wallet.
  await desk.page.goto(`${BASE_URL}/member/rewardCenter`);
  const row = desk.page
    .getByTestId('reward-list')
    .getByRole('listitem')
    .filter({ hasText: en('rewards.kinds.referral.first_deposit') });
  await row.getByText(rm('10.00')).waitFor();
  // The total also holds the demo's RM 5.00 free credit for new members, a promotion row of its own.
  await waitForText(desk.page.getByTestId('reward-total').locator('div').last(), rm('15.00'));
  await screenshot(desk.page, 'reward-centre-desktop-en');
  await row.getByRole('button', { name: en('rewards.claim') }).click();
  await desk.page
    .getByTestId('reward-claimed')
    .getByText(en('rewards.centre.claimed', { amount: rm('10.00') }))
    .waitFor();
  await waitForText(barBalance(desk.page, en), rm('10.00'));
  await desk.page.getByTestId('reward-history').getByText(rm('10.00')).waitFor();
  await desk.context.close();

  // On a phone in Malay: the friend (masked) with its claimed reward.
  const phone = await memberPage(browser, merchant, referrer.session, { viewport: PHONE, language: 'ms' });
  await phone.page.goto(`${BASE_URL}/member/referral`);
  const friends = phone.page.getByTestId('referral-friends');
  await friends.getByText(`${username.slice(0, 2)}***${username.at(-1)}`).waitFor();
  await friends.getByText(ms('rewards.states.claimed'), { exact: false }).waitFor();
  await friends.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(phone.page, 'referral-friends-phone-ms');
  // Bonus details lists the reward's credit in the member's words, not the server's reason code.
  await phone.page.goto(`${BASE_URL}/member/bonusDetails`);
  const credited = phone.page
    .getByTestId('bonus-list')
    .getByRole('listitem')
    .filter({ hasText: `+${rm('10.00')}` });
  await credited.getByText(ms('wallet.bonus.notes.referral_first_deposit')).waitFor();
  await credited.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(phone.page, 'referral-bonus-details-phone-ms');
  await phone.context.close();

  // The console's list: the referral, counting, with its claimed reward.
  const c = consoleTexts('en');
  const desk2 = await consolePage(browser);
  await desk2.page.goto(`${BASE_URL}/console/referrals`);
  await desk2.page.getByRole('radio', { name: c('support.all') }).click();
  await desk2.page.getByRole('searchbox', { name: c('referrals.referrerSearch') }).fill(referrer.session.account);
  const listed = desk2.page.getByTestId('referral-row').filter({ hasText: username });
  await listed.getByText(c('referrals.rewardStates.claimed'), { exact: false }).waitFor();
  await screenshot(desk2.page, 'console-referrals');
  await desk2.context.close();
});
