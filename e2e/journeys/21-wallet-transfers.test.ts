// My wallet (transferFund), as a member uses it: finance credits a new member from the console's ledger
// (Adjust balance) and the logged-in bar shows it at once (balance events); the member moves money into the
// house vendor's wallet (Harimau Originals) and part of it back, recalls the rest, and reads the transfers and
// the account record with the main wallet's running balance; the balance hidden as *** stays hidden after a
// reload. Then at phone width (390 px) in Chinese, picked from the language picker.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { adjustmentEndpoint } from '@orbit/contracts/console-finance';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import {
  barBalance,
  consolePage,
  memberPage,
  merchantOf,
  openCentrePage,
  recordRows,
  registerMemberViaApi,
  rm,
  waitForText,
  eventually,
  walletTexts,
  type WalletTexts,
} from './20-wallet-steps.ts';

const HOUSE = { code: 'HOUSE', name: 'Harimau Originals' };

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

/** Moves money between the main wallet and the house vendor's wallet in the transfer dialog. */
async function transfer(page: Page, t: WalletTexts, direction: 'in' | 'out', amount: string) {
  const card = page.getByTestId(`vendor-wallet-${HOUSE.code}`);
  const opener = direction === 'in' ? 'wallet.fund.transferInTo' : 'wallet.fund.transferOutOf';
  await card.getByRole('button', { name: t(opener, { vendor: HOUSE.name }) }).click();
  const dialog = page.getByRole('dialog', { name: t('wallet.fund.dialogTitle', { vendor: HOUSE.name }) });
  await dialog.waitFor();
  const chosen = dialog.getByRole('radio', { name: t(direction === 'in' ? 'wallet.fund.transferIn' : 'wallet.fund.transferOut') });
  assert.equal(await chosen.getAttribute('aria-checked'), 'true', 'the dialog opens in the direction of the button');
  await dialog.getByLabel(t('wallet.amount.label'), { exact: true }).fill(amount);
  await dialog.getByRole('button', { name: t('wallet.fund.confirm') }).click();
  await dialog.getByText(t('wallet.fund.result.succeeded', { amount: rm(amount) })).waitFor();
  return dialog;
}

/** The main wallet and the house vendor's wallet as "my wallet" shows them. */
async function expectWallets(page: Page, main: string, vendor: string) {
  await waitForText(page.getByTestId('main-balance'), rm(main));
  await page.getByTestId(`vendor-wallet-${HOUSE.code}`).getByText(rm(vendor), { exact: true }).first().waitFor();
}

test('my wallet: credited by finance live, to the house vendor and back, recall all, the records; *** survives a reload (desktop, EN)', async () => {
  const t = walletTexts('en');
  const member = await registerMemberViaApi(api, merchant, 'dompet');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/member/transferFund`);
  await page.getByRole('heading', { level: 1, name: t('member.menu.transferFund') }).waitFor();
  await waitForText(barBalance(page, t), rm('0.00'));
  await expectWallets(page, '0.00', '0.00');
  // No game plays from the house vendor's transfer wallet (the house games use the main wallet): the card says so.
  await page.getByTestId('vendor-wallet-HOUSE').getByTestId('vendor-wallet-no-games').waitFor();
  // Nothing to recall yet.
  assert.ok(await page.getByTestId('recall-all').isDisabled(), 'recall all waits until a game wallet holds money');

  // Finance credits the new member from the console's ledger tab.
  const office = await consolePage(browser);
  await office.page.goto(`${BASE_URL}/console/members/${member.memberId}?tab=ledger`);
  await office.page.getByTestId('member-ledger').waitFor();
  await office.page.getByTestId('adjust-balance').click();
  const adjust = office.page.getByRole('dialog');
  await adjust.getByTestId('adjustment-credit').click();
  await adjust.getByLabel('Amount').fill('500');
  await adjust.getByLabel('Reason').fill('Welcome credit for the wallet journey');
  await adjust.getByTestId('adjustment-review').click();
  await adjust.getByTestId('adjustment-effect').waitFor();
  await screenshot(office.page, 'wallet-console-adjustment');
  await adjust.getByTestId('adjustment-confirm').click();
  await office.page.getByText(`Done: the main wallet of ${member.session.account} is now RM 500.00.`).waitFor();
  await office.page.getByTestId('ledger-account-main').getByText('RM 500.00').waitFor();
  await screenshot(office.page, 'wallet-console-ledger');

  // The member's open page hears of it: the bar and "my wallet" show the credit without a reload.
  await waitForText(barBalance(page, t), rm('500.00'));
  await expectWallets(page, '500.00', '0.00');

  // Into the house vendor's wallet, part of it back.
  let dialog = await transfer(page, t, 'in', '120.00');
  await expectWallets(page, '380.00', '120.00');
  await screenshot(page, 'wallet-transfer-in');
  await dialog
    .getByRole('button', { name: t('wallet.common.close') })
    .last()
    .click();
  await dialog.waitFor({ state: 'detached' });
  dialog = await transfer(page, t, 'out', '20.00');
  await dialog
    .getByRole('button', { name: t('wallet.common.close') })
    .last()
    .click();
  await expectWallets(page, '400.00', '100.00');
  // The total counts the money at the vendor too.
  await waitForText(barBalance(page, t), rm('500.00'));

  // Recall all brings the rest home.
  await page.getByTestId('recall-all').click();
  await page.getByText(t('wallet.fund.recallDone_one', { count: 1 })).waitFor();
  await expectWallets(page, '500.00', '0.00');
  const transfers = page.getByTestId('transfer-list').getByRole('listitem');
  await transfers.nth(2).waitFor();
  assert.equal(await transfers.count(), 3, 'in, out and the recall');
  const listed = await transfers.allInnerTexts();
  assert.deepEqual(
    listed.map((text) => [text.includes(rm('100.00')) ? '100.00' : text.includes(rm('20.00')) ? '20.00' : text.includes(rm('120.00')) ? '120.00' : '?']),
    [['100.00'], ['20.00'], ['120.00']],
    'newest first',
  );
  for (const text of listed) assert.ok(text.includes(t('wallet.fund.status.succeeded')), `done: ${text}`);
  await screenshot(page, 'wallet-my-wallet');

  // Finance sees the same three transfers, each settled by the vendor's answer.
  const nav = office.page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Finance', exact: true }).click();
  await nav.getByRole('link', { name: 'Transfers', exact: true }).click();
  await office.page.getByRole('heading', { level: 1, name: 'Transfers' }).waitFor();
  await office.page.getByTestId('filter-status').selectOption('all');
  await office.page.getByRole('searchbox', { name: 'Search by member' }).fill(member.session.account);
  const rows = office.page.locator('[data-testid^="transfer-row-"]');
  await eventually(async () => {
    const texts = await rows.allInnerTexts();
    assert.equal(texts.length, 3, texts.join(' | '));
    for (const text of texts) assert.ok(text.includes(member.session.account) && text.includes('Succeeded'), text);
  });
  await screenshot(office.page, 'wallet-console-transfers');
  await office.context.close();

  // The account record: one row per transfer (not four postings across two wallets), newest first.
  await openCentrePage(page, t, 'transactionHistory');
  await page
    .getByRole('group', { name: t('wallet.record.typeLabel') })
    .getByRole('button', { name: t('wallet.recordType.transfer'), exact: true })
    .click();
  const vendor = 'Harimau Originals';
  const done = t('wallet.record.status.done');
  const expected = [
    [t('wallet.record.row.transferOut', { vendor }), rm('100.00'), done],
    [t('wallet.record.row.transferOut', { vendor }), rm('20.00'), done],
    [t('wallet.record.row.transferIn', { vendor }), rm('120.00'), done],
  ];
  await eventually(async () => assert.deepEqual(await recordRows(page), expected));
  await screenshot(page, 'wallet-account-record');

  // Hidden as ***, and still hidden after a reload.
  const bar = page
    .getByRole('banner')
    .getByRole('group', { name: t('auth.loginArea') })
    .first();
  await bar.getByRole('button', { name: t('auth.bar.hideBalance') }).click();
  await waitForText(barBalance(page, t), '***');
  await page.reload();
  await page.getByRole('heading', { level: 1, name: t('member.menu.transactionHistory') }).waitFor();
  await waitForText(barBalance(page, t), '***');
  await bar.getByRole('button', { name: t('auth.bar.showBalance') }).click();
  await waitForText(barBalance(page, t), rm('500.00'));
  await context.close();
});

test('my wallet at phone width in Chinese, chosen from the language picker: to the house vendor, recall all, the record', async () => {
  const t = walletTexts('cn');
  const en = walletTexts('en');
  const member = await registerMemberViaApi(api, merchant, 'qianbao');
  await api.call(adjustmentEndpoint, {
    body: {
      requestId: `journey-${member.memberId}-credit`,
      memberId: member.memberId,
      direction: 'credit',
      amount: '200.00',
      reason: 'Float for the phone journey',
    },
  });
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'en' });
  await page.goto(`${BASE_URL}/`);
  await page
    .getByRole('button', { name: /Change language$/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: en('language.choose') })
    .getByText('简体中文', { exact: true })
    .click();
  await page
    .getByRole('navigation', { name: t('nav.tabs') })
    .getByRole('link', { name: t('nav.wallet') })
    .click();
  await page.waitForURL(/\/member\/transferFund$/);
  await page.getByRole('heading', { level: 1, name: t('member.menu.transferFund') }).waitFor();
  // Chinese, not English, down to the panels and buttons.
  await page.getByRole('heading', { level: 2, name: t('wallet.fund.vendorsTitle') }).waitFor();
  assert.equal(await page.getByRole('heading', { name: en('member.menu.transferFund') }).count(), 0);
  assert.equal(await page.getByRole('heading', { name: en('wallet.fund.vendorsTitle') }).count(), 0);
  await expectWallets(page, '200.00', '0.00');
  await screenshot(page, 'wallet-my-wallet-phone-cn');

  const dialog = await transfer(page, t, 'in', '50.00');
  await screenshot(page, 'wallet-transfer-phone-cn');
  await dialog
    .getByRole('button', { name: t('wallet.common.close') })
    .last()
    .click();
  await dialog.waitFor({ state: 'detached' });
  await expectWallets(page, '150.00', '50.00');
  await page.getByTestId('recall-all').click();
  await page.getByText(t('wallet.fund.recallDone_one', { count: 1 })).waitFor();
  await expectWallets(page, '200.00', '0.00');
  await page.getByTestId('transfer-list').scrollIntoViewIfNeeded();
  await screenshot(page, 'wallet-recalled-phone-cn');

  // The record at phone width: the transfer in and the recall, one row each, and the credit from support.
  await openCentrePage(page, t, 'transactionHistory');
  const vendor = 'Harimau Originals';
  await eventually(async () =>
    assert.deepEqual(await recordRows(page), [
      [t('wallet.record.row.transferOut', { vendor }), rm('50.00'), t('wallet.record.status.done')],
      [t('wallet.record.row.transferIn', { vendor }), rm('50.00'), t('wallet.record.status.done')],
      [t('wallet.record.row.adjustmentIn'), `+${rm('200.00')}`, t('wallet.record.status.done')],
    ]),
  );
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling');
  await screenshot(page, 'wallet-account-record-phone-cn');
  await context.close();
});
