// Cashback claimed by the member (docs/rebates.md, the member's page). The demo seed gives demo02 five RM 50.00
// slot spins on the merchant's previous day; the rebate job's first run accrues 0.8% of that RM 250.00, RM 2.00,
// waiting to be claimed. On a desktop in Malay, demo02 logs in, opens Cashback from the logged-in bar, sees the
// RM 2.00 with its day, claims it, and watches its balance grow by RM 2.00 and the history say it was claimed.
// On a phone in English the page has nothing left to claim and shows the claimed line.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { zonedDay } from '@orbit/contracts/format';
import { memberRebatesEndpoint } from '@orbit/contracts/rebates';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import { loginByUsername, loginViaApi } from './10-account-steps.ts';
import { barBalance, eventually, memberApi, memberPage, merchantOf, rm, waitForText, walletTexts, type WalletTexts } from './20-wallet-steps.ts';

const DEMO02 = { username: 'demo02', password: 'Player#2026demo', nickname: 'Demo Player 2' };

let browser: Browser;
let merchant: string;
before(async () => {
  browser = await launchBrowser();
  merchant = await merchantOf(await operatorApi());
});
after(() => browser.close());

const cents = (shown: string) => Math.round(Number(shown.replace(/[^\d.]/g, '')) * 100);
const amount = (minor: number) => (minor / 100).toFixed(2);

/** The history's line of yesterday's slots cashback in a given state. */
function historyLine(page: Page, t: WalletTexts, day: string, state: 'accrued' | 'claimed') {
  return page
    .getByTestId('rebates-history')
    .getByRole('listitem')
    .filter({ hasText: `${t('pages.rng.title')} · ${t(`wallet.rebates.state.${state}`)}` })
    .filter({ hasText: day });
}

test('demo02 claims the cashback its play of yesterday earned, then sees it claimed on a phone', async () => {
  const ms = walletTexts('ms');
  const en = walletTexts('en');
  // The seed played yesterday in Kuala Lumpur; the job's first run (a few seconds after the start) accrues it.
  const yesterday = zonedDay(new Date(Date.now() - 24 * 60 * 60 * 1000), 'Asia/Kuala_Lumpur');
  const session = await loginViaApi(merchant, DEMO02.username, DEMO02.password);
  const own = memberApi(merchant, session.token);
  await eventually(async () => assert.equal((await own.call(memberRebatesEndpoint)).claimableTotal, '2.00'), 30_000);

  // Desktop, Malay: log in, Cashback from the logged-in bar.
  const desk = await newPage(browser, { viewport: DESKTOP, language: 'MS' });
  const { page } = desk;
  await page.goto(BASE_URL);
  await loginByUsername(page, ms, DEMO02.username, DEMO02.password, DEMO02.nickname);
  await page
    .getByRole('banner')
    .getByRole('link', { name: ms('auth.bar.cashback'), exact: true })
    .first()
    .click();
  await page.waitForURL(/\/member\/manualRebate/);
  await page.getByRole('heading', { level: 1, name: ms('member.menu.manualRebate') }).waitFor();
  const balance = barBalance(page, ms);
  await eventually(async () => assert.match(await balance.innerText(), /\d/));
  const before = cents(await balance.innerText());

  // RM 2.00 for slots, ready to claim; the history says which day it is for and how it was counted.
  await page.getByTestId('rebates-total').getByText(rm('2.00'), { exact: true }).waitFor();
  const claimable = page.getByTestId('rebates-claimable').getByRole('listitem');
  assert.equal(await claimable.count(), 1);
  await claimable.getByText(ms('pages.rng.title')).waitFor();
  await claimable.getByText(rm('2.00')).waitFor();
  const accrued = historyLine(page, ms, yesterday, 'accrued');
  await accrued.waitFor();
  await accrued.getByText(`${ms('wallet.rebates.line', { rate: '0.8' })} ${rm('250.00')}`).waitFor();
  await screenshot(page, 'rebate-claimable-desktop-ms');

  // Claim: the money is in the main wallet, the page has nothing left to claim, the history says claimed.
  await page.getByTestId('rebates-claim').click();
  await page.getByText(ms('wallet.rebates.claimed')).waitFor();
  await waitForText(balance, rm(amount(before + 200)));
  await page.getByTestId('rebates-total').getByText(rm('0.00'), { exact: true }).waitFor();
  await page.getByText(ms('wallet.rebates.noneTitle')).waitFor();
  assert.equal(await page.getByTestId('rebates-claim').count(), 0, 'no Claim button once there is nothing to claim');
  await historyLine(page, ms, yesterday, 'claimed').waitFor();
  await screenshot(page, 'rebate-claimed-desktop-ms');
  await desk.context.close();
  const after = await own.call(memberRebatesEndpoint);
  assert.deepEqual(
    after.history.map((line) => [line.periodStart, line.category, line.turnover, line.amount, line.state]),
    [[yesterday, 'rng', '250.00', '2.00', 'claimed']],
  );

  // Phone, English: nothing to claim, the claimed line in the history.
  const phone = await memberPage(browser, merchant, session, { viewport: PHONE, language: 'en' });
  await phone.page.goto(`${BASE_URL}/member/manualRebate`);
  await phone.page.getByRole('heading', { level: 1, name: en('member.menu.manualRebate') }).waitFor();
  await phone.page.getByText(en('wallet.rebates.noneTitle')).waitFor();
  assert.equal(await phone.page.getByTestId('rebates-claim').count(), 0);
  await phone.page.getByTestId('rebates-total').getByText(rm('0.00'), { exact: true }).waitFor();
  const claimed = historyLine(phone.page, en, yesterday, 'claimed');
  await claimed.getByText(rm('2.00'), { exact: true }).waitFor();
  await screenshot(phone.page, 'rebate-claimed-phone-en');
  await claimed.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(phone.page, 'rebate-history-phone-en');
  await phone.context.close();
});
