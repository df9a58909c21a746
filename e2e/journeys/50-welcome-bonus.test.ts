// The welcome bonus (docs/promotions.md, docs/wallet.md "Bonus money"). On a desktop in English: a new member
// deposits RM 30 by bank transfer with the code WELCOME100 typed in the deposit form, which tells it the bonus;
// finance approves, and the Bonus details page shows the RM 30 grant with its wagering (10 × (30 + 30) = RM 600)
// and its progress bar, which moves as the member plays a house slot at RM 20 a spin. On a phone in Malay: a
// withdrawal before the wagering is done meets the forfeit dialog naming the bonus, and is cancelled; once the
// wagering is done the bonus is cash, the Bonus details page has nothing in progress, and the same withdrawal
// goes through without the dialog.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { memberBonusesEndpoint } from '@orbit/contracts/bonuses';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { adjustmentEndpoint, approveDepositEndpoint, consoleDepositsEndpoint } from '@orbit/contracts/console-finance';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { slotSpinEndpoint } from '@orbit/contracts/house-slots';
import { paymentPasswordEndpoint, realNameEndpoint } from '@orbit/contracts/member-security';
import { addBankAccountEndpoint, withdrawInfoEndpoint } from '@orbit/contracts/payments';
import type { MerchantSettings } from '@orbit/contracts/settings';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, saveSettings, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { memberApi, memberPage, merchantOf, receiptPng, registerMemberViaApi, rm, waitForText, walletTexts } from './20-wallet-steps.ts';

const PAYMENT_PASSWORD = '270415';
const TITLE = { en: '100% Welcome Bonus up to RM 300', ms: 'Bonus Alu-aluan 100% sehingga RM 300' };
/** The largest stake WELCOME100 allows while wagering, and a stake Fruit Lines offers (100 × its RM 0.20 coin). */
const STAKE = '20.00';

let browser: Browser;
let api: OperatorApi;
let merchant: string;
let games: MerchantSettings['games'];

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  merchant = await merchantOf(api);
  await setRegisterCaptcha(api, false);
  // The slot's spin cycle (a second between spins) off for this journey, so thirty spins take no thirty seconds.
  games = (await api.call(getSettingsEndpoint)).games;
  await saveSettings(api, 'games', { ...games, slotMinSpinMs: 0 });
});
after(async () => {
  await saveSettings(api, 'games', games);
  await setRegisterCaptcha(api, true);
  await browser.close();
});

test('a first deposit with WELCOME100 earns a bonus; its wagering progresses with slot spins, then it converts and the member withdraws', async () => {
  const en = walletTexts('en');
  const ms = walletTexts('ms');
  const member = await registerMemberViaApi(api, merchant, 'sambut');
  const own = memberApi(merchant, member.session.token);
  // Cash from earlier (credited by finance): stakes come from cash first and all of them count toward the
  // wagering, so the bonus itself is not played away by the slot's swings.
  await api.call(adjustmentEndpoint, {
    body: {
      requestId: `journey-${member.memberId}-welcome`,
      memberId: member.memberId,
      direction: 'credit',
      amount: '500',
      reason: 'Float for the welcome bonus journey',
    },
  });

  // The deposit form with the code: the form tells the bonus before the member sends it.
  const desk = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await desk.page.goto(`${BASE_URL}/member/depositv2`);
  await desk.page.getByTestId('deposit-amount').fill('30');
  await desk.page.getByTestId('deposit-reference').fill('MBB-5030');
  await desk.page.getByTestId('deposit-receipt').setInputFiles({ name: 'resit.png', mimeType: 'image/png', buffer: receiptPng() });
  await desk.page.getByText(en('wallet.upload.done')).waitFor();
  await desk.page.getByLabel(en('wallet.deposit.promoCode')).fill('WELCOME100');
  await waitForText(desk.page.getByTestId('promo-code-check'), en('wallet.deposit.promoBonus', { title: TITLE.en, amount: rm('30.00'), multiple: 10 }));
  await desk.page.getByTestId('promo-code-check').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(desk.page, 'welcome-deposit-code-desktop-en');
  await desk.page.getByRole('button', { name: en('wallet.deposit.submitBank') }).click();
  const orderNo = /D\d{8}-\d+/.exec(await desk.page.getByTestId('deposit-submitted').innerText())?.[0] ?? '';
  const { items } = await api.call(consoleDepositsEndpoint, { query: { q: orderNo } });
  assert.equal(items.length, 1, `${orderNo} waits in the finance queue`);
  await api.call(approveDepositEndpoint, { params: { id: items[0]!.id } });

  // Bonus details: the grant, its RM 600 wagering, nothing done yet.
  await desk.page.goto(`${BASE_URL}/member/bonusDetails`);
  const grant = desk.page.getByTestId('active-grant');
  await grant.getByText(TITLE.en).waitFor();
  await waitForText(desk.page.getByTestId('grant-progress'), `${rm('0.00')} / ${rm('600.00')} (0%)`);
  await desk.page.getByTestId('bonus-balance').getByText(rm('30.00')).waitFor();
  const bar = grant.getByRole('progressbar', { name: en('wallet.grants.wagering') });
  assert.equal(await bar.getAttribute('aria-valuenow'), '0');
  await grant.getByText(rm('20.00')).waitFor(); // the largest bet while wagering
  await screenshot(desk.page, 'welcome-bonus-details-desktop-en');

  // Fruit Lines for real money at RM 20 a spin, through the house slot's own calls as its screen makes them.
  const { games: list } = await own.call(gameListEndpoint, { query: { pageSize: 100 } });
  const fruit = list.find((game) => game.gameCode === 'house-fruit-lines');
  assert.ok(fruit, 'the demo has the house slot Fruit Lines');
  const launched = await own.call(launchGameEndpoint, { body: { gameId: fruit.gameId, accountType: 1 } });
  assert.equal(launched.mode, 'house');
  const token = launched.mode === 'house' ? launched.token : '';
  let spins = 0;
  /** Spins `count` times; answers the last round's win. */
  const spin = async (count: number) => {
    let win = '0.00';
    for (let i = 0; i < count; i += 1) {
      spins += 1;
      const { round } = await own.call(slotSpinEndpoint, {
        body: { token, gameCode: 'house-fruit-lines', totalBet: STAKE, requestId: `welcome-${member.memberId}-${spins}` },
      });
      assert.equal(round.status, 'settled');
      win = round.win;
    }
    return win;
  };
  const cash = async () => Math.round(Number((await own.call(withdrawInfoEndpoint)).mainBalance) * 100);
  // Ten spins: RM 200 of RM 600; the page follows without a reload.
  await spin(10);
  await waitForText(desk.page.getByTestId('grant-progress'), `${rm('200.00')} / ${rm('600.00')} (33%)`);
  assert.equal(await bar.getAttribute('aria-valuenow'), '33');
  await screenshot(desk.page, 'welcome-bonus-progress-desktop-en');
  await desk.context.close();

  // On a phone in Malay: a withdrawal now would forfeit the bonus; the dialog says how much, and Cancel keeps it.
  await own.call(realNameEndpoint, { body: { realName: 'Nurul Aina binti Zakaria' } });
  await own.call(paymentPasswordEndpoint, {
    body: { currentPassword: member.password, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });
  await own.call(addBankAccountEndpoint, { body: { bank: 'Maybank', accountNumber: '1140227788', paymentPassword: PAYMENT_PASSWORD } });
  const phone = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  const { page } = phone;
  const askWithdrawal = async () => {
    await page.goto(`${BASE_URL}/member/withdraw`);
    await page.getByRole('heading', { level: 1, name: ms('member.menu.withdraw') }).waitFor();
    await page.getByTestId('withdraw-amount').fill('100');
    await page.locator('#withdraw-form').getByLabel(ms('wallet.paymentPassword.label')).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: ms('wallet.withdraw.submit') }).click();
  };
  await askWithdrawal();
  const dialog = page.getByRole('dialog', { name: ms('wallet.grants.withdrawTitle') });
  await dialog.getByText(ms('wallet.grants.withdrawBody', { amount: rm('30.00') })).waitFor();
  await screenshot(page, 'welcome-forfeit-dialog-phone-ms');
  await dialog.getByRole('button', { name: ms('wallet.grants.cancel') }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal((await own.call(memberBonusesEndpoint)).active?.balance, '30.00', 'Cancel keeps the bonus');

  // The last twenty spins: RM 600 done, and the bonus is cash, once.
  await spin(19);
  await page.goto(`${BASE_URL}/member/bonusDetails`);
  await waitForText(page.getByTestId('grant-progress'), `${rm('580.00')} / ${rm('600.00')} (96%)`);
  await page.getByTestId('active-grant').getByText(TITLE.ms).waitFor();
  await screenshot(page, 'welcome-bonus-details-phone-ms');
  const before = await cash();
  const lastWin = await spin(1);
  await page.getByTestId('active-grant').waitFor({ state: 'detached' });
  // The last stake and its win in cash, and the grant's RM 30 moved to cash with them.
  assert.equal(await cash(), before - 2000 + Math.round(Number(lastWin) * 100) + 3000);
  const bonuses = await own.call(memberBonusesEndpoint);
  assert.equal(bonuses.active, null);
  assert.deepEqual(
    bonuses.history.map((ended) => [ended.state, ended.endReason, ended.amount, ended.wageringDone]),
    [['completed', 'wagering_done', '30.00', '600.00']],
  );
  // The converted bonus is among the bonuses credited, once.
  await page.reload();
  const credited = page.getByTestId('bonus-list').getByRole('listitem');
  await credited.filter({ hasText: `+${rm('30.00')}` }).waitFor();
  assert.equal(await credited.count(), 1);
  await credited.first().getByText(ms('wallet.bonus.notes.wagering_done')).waitFor();
  await credited.first().evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'welcome-bonus-converted-phone-ms');

  // The same withdrawal now goes through: no dialog, the order is pending.
  await askWithdrawal();
  const done = /W\d{8}-\d+/.exec(await page.getByTestId('withdraw-done').innerText())?.[0] ?? '';
  assert.match(done, /^W\d{8}-\d+$/);
  assert.equal(await page.getByTestId('bonus-forfeit-dialog').count(), 0);
  await waitForText(page.getByTestId(`withdrawal-status-${done}`), ms('wallet.withdraw.status.pending'));
  await page.getByTestId('withdraw-done').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'welcome-withdraw-phone-ms');
  await phone.context.close();
});
