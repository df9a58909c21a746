// The wallet in Bahasa Melayu and Chinese, each chosen from the language picker. On a phone in Malay: a bank
// transfer with its receipt (finance approves it), an online payment on the sandbox gateway's page, a bank
// account and a withdrawal that finance pays, answered as received in part, and the account record. Then
// every wallet page of the member centre on a desktop, in Malay and in Chinese: translated, not English.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import {
  approveDepositEndpoint,
  approveWithdrawalEndpoint,
  consoleDepositsEndpoint,
  consoleWithdrawalsEndpoint,
  markWithdrawalPaidEndpoint,
} from '@orbit/contracts/console-finance';
import { createAccountEndpoint } from '@orbit/contracts/console-members';
import { paymentPasswordEndpoint, realNameEndpoint } from '@orbit/contracts/member-security';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import {
  eventually,
  memberApi,
  memberPage,
  merchantOf,
  openCentrePage,
  receiptPng,
  recordRows,
  registerMemberViaApi,
  rm,
  waitForText,
  walletTexts,
  type Language,
} from './20-wallet-steps.ts';

const PAYMENT_PASSWORD = '582014';
const LANGUAGE_NAMES: Record<Exclude<Language, 'en'>, string> = { ms: 'Bahasa Melayu', cn: '简体中文' };

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

/** Switches the site's language from the header's picker, as a visitor does. */
async function pickLanguage(page: Page, language: Exclude<Language, 'en'>) {
  await page
    .getByRole('button', { name: /(Change language|Tukar bahasa|切换语言)$/ })
    .first()
    .click();
  await page.getByRole('dialog').getByText(LANGUAGE_NAMES[language], { exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

test('a member banks in Bahasa Melayu on a phone: deposits, an online payment, a withdrawal received in part, the record', async () => {
  const t = walletTexts('ms');
  const member = await registerMemberViaApi(api, merchant, 'wang');
  const own = memberApi(merchant, member.session.token);
  await own.call(realNameEndpoint, { body: { realName: 'Ahmad Faizal bin Osman' } });
  await own.call(paymentPasswordEndpoint, {
    body: { currentPassword: member.password, newPaymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
  });

  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: PHONE });
  await page.goto(`${BASE_URL}/`);
  await pickLanguage(page, 'ms');
  await page
    .getByRole('navigation', { name: t('nav.tabs') })
    .getByRole('link', { name: t('nav.wallet') })
    .click();
  await page.getByRole('heading', { level: 1, name: t('member.menu.transferFund') }).waitFor();
  // The page's own Deposit (the header has one too, under the member centre's bar on a phone).
  await page
    .getByRole('main')
    .getByRole('link', { name: t('wallet.fund.deposit'), exact: true })
    .first()
    .click();
  await page.getByRole('heading', { level: 2, name: t('wallet.deposit.methodsTitle') }).waitFor();

  // A bank transfer with its receipt; finance approves it and the history says so, in Malay.
  await page.getByTestId('deposit-amount').fill('120');
  await page.getByTestId('deposit-reference').fill('CIMB-88120451');
  await page.getByTestId('deposit-receipt').setInputFiles({ name: 'resit.png', mimeType: 'image/png', buffer: receiptPng() });
  await page.getByText(t('wallet.upload.done')).waitFor();
  await page.getByRole('button', { name: t('wallet.deposit.submitBank') }).click();
  const submitted = await page.getByTestId('deposit-submitted').innerText();
  const bankOrder = /D\d{8}-\d+/.exec(submitted)?.[0] ?? '';
  assert.equal(submitted, t('wallet.deposit.submitted', { orderNo: bankOrder }));
  await page.getByTestId('deposit-submitted').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'wallet-deposit-phone-ms');
  const { items: deposits } = await api.call(consoleDepositsEndpoint, { query: { q: member.session.account } });
  const deposit = deposits.find((row) => row.orderNo === bankOrder);
  assert.ok(deposit, 'the deposit waits in the finance queue');
  await api.call(approveDepositEndpoint, { params: { id: deposit.id } });
  await waitForText(page.getByTestId(`deposit-status-${bankOrder}`), t('wallet.deposit.status.approved'));

  // Online: the gateway's page (its own, in English), and back with the money credited.
  await page
    .getByRole('radiogroup', { name: t('wallet.deposit.methodsTitle') })
    .getByRole('radio', { name: /DuitNow QR/ })
    .click();
  await page.getByTestId('deposit-amount').fill('80');
  await page.getByRole('button', { name: t('wallet.deposit.payAmount', { amount: rm('80.00') }) }).click();
  await page.getByRole('button', { name: 'Pay MYR 80.00' }).click();
  await page.waitForURL(/\/member\/depositv2\?deposit=/);
  await page.getByTestId('deposit-return').getByText(t('wallet.deposit.returnApproved')).waitFor();
  await screenshot(page, 'wallet-deposit-returned-phone-ms');

  // A bank account in the real name, and a withdrawal of 150.00 to it.
  await openCentrePage(page, t, 'withdraw');
  await page.getByTestId('add-bank-open').click();
  const form = page.getByTestId('add-bank-account');
  await form
    .getByRole('radiogroup', { name: t('wallet.bank.bank') })
    .getByRole('radio', { name: 'CIMB Bank' })
    .click();
  await form.getByLabel(t('wallet.bank.accountNumber')).fill('7060123498');
  await form.getByLabel(t('wallet.paymentPassword.label')).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: t('wallet.bank.add') }).click();
  await page
    .getByRole('radiogroup', { name: t('wallet.bank.title') })
    .getByRole('radio', { name: /CIMB Bank/ })
    .waitFor();
  await waitForText(page.getByTestId('withdraw-available'), rm('200.00'));
  await page.getByTestId('withdraw-amount').fill('150');
  await page.locator('#withdraw-form').getByLabel(t('wallet.paymentPassword.label')).fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: t('wallet.withdraw.submit') }).click();
  const orderNo = /W\d{8}-\d+/.exec(await page.getByTestId('withdraw-done').innerText())?.[0] ?? '';
  await waitForText(page.getByTestId(`withdrawal-status-${orderNo}`), t('wallet.withdraw.status.pending'));
  await waitForText(page.getByTestId('withdraw-available'), rm('50.00'));
  await page.getByTestId('withdraw-done').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'wallet-withdraw-phone-ms');

  // Finance pays it; only 100.00 of it reaches the member's bank, who says so.
  const { items: withdrawals } = await api.call(consoleWithdrawalsEndpoint, { query: { q: orderNo } });
  const withdrawal = withdrawals.find((row) => row.orderNo === orderNo);
  assert.ok(withdrawal, 'the withdrawal waits in the finance queue');
  await api.call(approveWithdrawalEndpoint, { params: { id: withdrawal.id } });
  await api.call(markWithdrawalPaidEndpoint, { params: { id: withdrawal.id }, body: { payoutReference: 'CIMB-OUT-40417' } });
  const confirm = page.getByTestId(`confirm-withdrawal-${orderNo}`);
  await confirm.getByRole('heading', { name: t('wallet.confirm.title') }).waitFor();
  await confirm.getByRole('radio', { name: t('wallet.confirm.outcome.partially_received') }).click();
  await confirm.getByTestId('confirm-amount').fill('100');
  await confirm.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'wallet-confirm-phone-ms');
  await confirm.getByRole('button', { name: t('wallet.confirm.submit.partially_received') }).click();
  await waitForText(page.getByTestId('confirm-done'), t('wallet.confirm.done.partially_received'));
  await waitForText(page.getByTestId(`withdrawal-status-${orderNo}`), t('wallet.withdraw.status.partially_received'));

  // The record in Malay: one row for the withdrawal, one per deposit, in the member's words.
  await openCentrePage(page, t, 'transactionHistory');
  await eventually(async () =>
    assert.deepEqual(await recordRows(page), [
      [t('wallet.record.row.withdrawal'), `-${rm('150.00')}`, t('wallet.record.status.done')],
      [t('wallet.record.row.deposit'), `+${rm('80.00')}`, t('wallet.record.status.done')],
      [t('wallet.record.row.deposit'), `+${rm('120.00')}`, t('wallet.record.status.done')],
    ]),
  );
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
  const withdrawalRow = page.getByTestId('record-row').first();
  await withdrawalRow.locator('summary').click();
  await withdrawalRow.getByTestId('record-detail').getByText(t('wallet.kind.withdrawal_paid')).waitFor();
  await screenshot(page, 'wallet-record-phone-ms');
  await context.close();
});

/** Each wallet page of the member centre and a panel title of its own, to read in the chosen language. */
const PAGES = [
  ['transferFund', 'wallet.fund.vendorsTitle'],
  ['depositv2', 'wallet.deposit.methodsTitle'],
  ['withdraw', 'wallet.bank.title'],
  ['transferUpline', 'wallet.upline.title'],
  ['transactionHistory', 'wallet.record.listTitle'],
  ['personalProfit', 'wallet.profit.listTitle'],
  ['bonusDetails', 'wallet.bonus.listTitle'],
] as const;

test('every wallet page of the member centre reads in Malay and in Chinese (desktop)', async () => {
  const en = walletTexts('en');
  // A member with an upline agent, so that "transfer to upline" is in the menu.
  const agent = `ejen${Date.now().toString(36).slice(-6)}`;
  const code = `EJ${Date.now().toString(36).slice(-6).toUpperCase()}`;
  await api.call(createAccountEndpoint, { body: { username: agent, type: 1, upline: null, affiliateCode: code } });
  const member = await registerMemberViaApi(api, merchant, 'bahasa', code);
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP });
  await page.goto(`${BASE_URL}/member/transferFund`);
  await page.getByRole('heading', { level: 1, name: en('member.menu.transferFund') }).waitFor();
  for (const language of ['ms', 'cn'] as const) {
    const t = walletTexts(language);
    await pickLanguage(page, language);
    for (const [key, panel] of PAGES) {
      await openCentrePage(page, t, key);
      await page.getByText(t(panel), { exact: true }).first().waitFor();
      // ("Deposit" is Malay too.)
      if (t(`member.menu.${key}`) !== en(`member.menu.${key}`)) {
        assert.equal(await page.getByRole('heading', { level: 1, name: en(`member.menu.${key}`), exact: true }).count(), 0, `${key} in ${language}`);
      }
      assert.equal(await page.getByText(en(panel), { exact: true }).count(), 0, `${key} in ${language}: no "${en(panel)}"`);
      await screenshot(page, `wallet-${key}-${language}`);
    }
  }
  await context.close();
});
