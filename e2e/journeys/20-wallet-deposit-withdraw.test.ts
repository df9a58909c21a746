// A new member's money from the first deposit to a confirmed withdrawal, in the browser: registers on the
// site, reports a bank transfer with a picture of the receipt, finance approves it in the console and the
// member's logged-in bar shows the money at once (balance events); pays an online deposit on the sandbox
// gateway's own page and comes back to the site with it credited; sets a real name and a payment password,
// adds a bank account and withdraws; finance approves and marks it paid; the member confirms full receipt;
// the account record shows every step with the balance after it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { dailyTotalsEndpoint } from '@orbit/contracts/console-finance';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, screenshot } from '../support.ts';
import { box, openFromHeader, setRegisterCaptcha, uniqueName, type OperatorApi, tickAgree } from './10-account-steps.ts';
import {
  barBalance,
  consolePage,
  eventually,
  MEMBER_PASSWORD,
  openCentrePage,
  rm,
  receiptPng,
  recordRows,
  waitForText,
  walletTexts,
  type WalletTexts,
} from './20-wallet-steps.ts';

const PAYMENT_PASSWORD = '258036';
const REAL_NAME = 'Nur Aisyah binti Kamal';

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

/** The console's queue of a kind, searched for the member, with the review dialog of one order open. */
async function reviewInConsole(office: Page, queue: 'Deposits' | 'Withdrawals', username: string, orderNo: string) {
  const nav = office.getByRole('navigation', { name: 'Main menu' });
  if (!(await nav.getByRole('link', { name: queue, exact: true }).isVisible())) await nav.getByRole('link', { name: 'Finance', exact: true }).click();
  await nav.getByRole('link', { name: queue, exact: true }).click();
  await office.getByRole('heading', { level: 1, name: queue }).waitFor();
  await office.getByRole('searchbox', { name: 'Search by member' }).fill(username);
  const kind = queue === 'Deposits' ? 'deposit' : 'withdrawal';
  await office.getByRole('button', { name: `Review ${kind} ${orderNo}` }).click();
  const dialog = office.getByRole('dialog', { name: `${queue === 'Deposits' ? 'Deposit' : 'Withdrawal'} ${orderNo}` });
  await dialog.waitFor();
  return dialog;
}

/** The order number in a "… W20261122-000045 …" or "… D…" message. */
async function orderNoIn(page: Page, testId: string): Promise<string> {
  const text = await page.getByTestId(testId).innerText();
  const orderNo = /\b[A-Z]+\d{8}-\d+\b/.exec(text)?.[0];
  assert.ok(orderNo, `an order number in "${text}"`);
  return orderNo;
}

async function depositByBank(page: Page, t: WalletTexts, amount: string, reference: string): Promise<string> {
  await page
    .getByRole('radiogroup', { name: t('wallet.deposit.methodsTitle') })
    .getByRole('radio', { name: /Bank transfer/ })
    .click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByTestId('deposit-reference').fill(reference);
  await page.getByTestId('deposit-receipt').setInputFiles({ name: 'maybank-receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  await page.getByText(t('wallet.upload.done')).waitFor();
  await screenshot(page, 'wallet-deposit-bank');
  await page.getByRole('button', { name: t('wallet.deposit.submitBank') }).click();
  return orderNoIn(page, 'deposit-submitted');
}

test('a new member deposits by bank transfer and online, withdraws, confirms receipt, and reads it all in the account record (desktop, EN)', async () => {
  const t = walletTexts('en');
  const { context, page } = await newPage(browser, { viewport: DESKTOP, language: 'EN', headers: { 'x-forwarded-for': '203.0.113.41' } });

  // Registered through the site's Register dialog: logged in at once with an empty wallet.
  await page.goto(`${BASE_URL}/`);
  const register = await openFromHeader(page, t('auth.register'));
  const username = uniqueName('aisyah');
  await box(register, t('register.fields.username')).fill(username);
  await box(register, t('register.fields.password')).fill(MEMBER_PASSWORD);
  await tickAgree(register);
  await register.getByRole('button', { name: t('register.submit'), exact: true }).click();
  await register.waitFor({ state: 'hidden' });
  await waitForText(barBalance(page, t), rm('0.00'));

  // A bank transfer reported from the bar's Deposit link, with the receipt.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('auth.bar.deposit'), exact: true })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: t('member.menu.depositv2') }).waitFor();
  const bankOrder = await depositByBank(page, t, '300', 'MBB20261122-7781');
  await page.getByTestId(`deposit-status-${bankOrder}`).getByText(t('wallet.deposit.status.pending')).waitFor();
  // The page scrolls its confirmation into view; the picture waits for it to get there.
  await page.getByTestId('deposit-submitted').evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'wallet-deposit-submitted');

  // Finance approves it in the console, with the receipt in front of them.
  const office = await consolePage(browser);
  await office.page.goto(`${BASE_URL}/console/`);
  let dialog = await reviewInConsole(office.page, 'Deposits', username, bankOrder);
  const receipt = dialog.getByRole('img', { name: `Receipt of deposit ${bankOrder}` });
  await eventually(async () => assert.equal(await receipt.evaluate((image: HTMLImageElement) => image.naturalWidth), 120, 'the receipt the member sent'));
  await screenshot(office.page, 'wallet-console-deposit-review');
  await dialog.getByTestId('deposit-approve').click();
  await office.page.getByText(`Approved: RM 300.00 credited to ${username}.`).waitFor();

  // The member's open page hears of it: the bar and the history, without a reload.
  await waitForText(barBalance(page, t), rm('300.00'));
  await page.getByTestId(`deposit-status-${bankOrder}`).getByText(t('wallet.deposit.status.approved')).waitFor();

  // Online: the sandbox gateway's own page, then back to the site with the deposit credited.
  await page
    .getByRole('radiogroup', { name: t('wallet.deposit.methodsTitle') })
    .getByRole('radio', { name: /FPX online banking/ })
    .click();
  await page.getByTestId('deposit-amount').fill('150');
  await page.getByRole('button', { name: t('wallet.deposit.payAmount', { amount: rm('150.00') }) }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByText('Pay to Harimau Gold').waitFor();
  await screenshot(page, 'wallet-sandbox-gateway');
  // Paying sends the member straight back to the site, where the deposit waits for the gateway's webhook.
  await page.getByRole('button', { name: 'Pay MYR 150.00' }).click();
  await page.waitForURL(/\/member\/depositv2\?deposit=/);
  const back = page.getByTestId('deposit-return');
  await back.getByText(t('wallet.deposit.returnApproved')).waitFor();
  const onlineOrder = new URL(page.url()).searchParams.get('deposit') ?? '';
  await back.getByText(onlineOrder).waitFor();
  await waitForText(barBalance(page, t), rm('450.00'));
  await screenshot(page, 'wallet-deposit-returned');

  // My account: the real name (payee of every bank account) and the payment password.
  await openCentrePage(page, t, 'securityCenter');
  const profile = page.locator('#profile');
  await profile.getByLabel(t('member.realName.label')).fill(REAL_NAME);
  await profile.getByRole('button', { name: t('member.realName.save') }).click();
  await profile.getByRole('button', { name: t('member.realName.confirmButton') }).click();
  await profile.getByText(t('member.realName.locked')).waitFor();
  const payment = page.locator('#payment-password');
  await payment.getByRole('button', { name: t('member.common.set'), exact: true }).click();
  await payment.getByLabel(t('member.paymentPassword.loginPassword')).fill(MEMBER_PASSWORD);
  await payment.getByLabel(t('member.paymentPassword.new')).fill(PAYMENT_PASSWORD);
  await payment.getByLabel(t('member.paymentPassword.confirm')).fill(PAYMENT_PASSWORD);
  await payment.getByRole('button', { name: t('member.paymentPassword.submitSet') }).click();
  await payment.getByText(t('member.paymentPassword.doneSet')).waitFor();

  // A bank account in that name, then a withdrawal to it: the amount is held at once.
  await openCentrePage(page, t, 'withdraw');
  await page.getByTestId('add-bank-open').click();
  const form = page.getByTestId('add-bank-account');
  await form
    .getByRole('radiogroup', { name: t('wallet.bank.bank') })
    .getByRole('radio', { name: 'Maybank' })
    .click();
  await form.getByLabel(t('wallet.bank.accountNumber')).fill('164412345678');
  assert.equal(await form.getByLabel(t('wallet.bank.payee')).inputValue(), REAL_NAME);
  await form.getByLabel(t('wallet.paymentPassword.label')).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: t('wallet.bank.add') }).click();
  const account = page.getByRole('radiogroup', { name: t('wallet.bank.title') }).getByRole('radio', { name: /Maybank/ });
  await account.waitFor();
  assert.equal(await account.getAttribute('aria-checked'), 'true');
  assert.match(await account.innerText(), /\*+5678/, 'the member sees the number masked');
  await waitForText(page.getByTestId('withdraw-available'), rm('450.00'));
  await page.getByTestId('withdraw-amount').fill('200');
  await page.locator('#withdraw-form').getByLabel(t('wallet.paymentPassword.label')).fill(PAYMENT_PASSWORD);
  await screenshot(page, 'wallet-withdraw-form');
  await page.getByRole('button', { name: t('wallet.withdraw.submit') }).click();
  const withdrawal = await orderNoIn(page, 'withdraw-done');
  await waitForText(page.getByTestId('withdraw-available'), rm('250.00'));
  await page.getByTestId(`withdrawal-status-${withdrawal}`).getByText(t('wallet.withdraw.status.pending')).waitFor();

  // Finance approves it, pays it and marks it paid with the bank's reference.
  dialog = await reviewInConsole(office.page, 'Withdrawals', username, withdrawal);
  await dialog.getByText(REAL_NAME).first().waitFor();
  await dialog.getByTestId('withdrawal-approve').click();
  await office.page.getByText(`Withdrawal ${withdrawal} approved; pay it and mark it paid.`).waitFor();
  // Approved but not yet paid, it stays in the queue finance works from.
  await office.page.getByRole('button', { name: `Review withdrawal ${withdrawal}` }).click();
  dialog = office.page.getByRole('dialog', { name: `Withdrawal ${withdrawal}` });
  await dialog.getByTestId('withdrawal-paid').click();
  await dialog.getByLabel('Payout reference').fill('MBB-PAYOUT-552190');
  await screenshot(office.page, 'wallet-console-withdrawal-paid');
  await dialog.getByTestId('withdrawal-paid-confirm').click();
  await office.page.getByText(`Withdrawal ${withdrawal} marked paid; the member is asked to confirm receipt.`).waitFor();
  await office.context.close();

  // The member is asked whether the money arrived (the page re-reads when the hold is paid out) and confirms it.
  const confirm = page.getByTestId(`confirm-withdrawal-${withdrawal}`);
  await confirm.waitFor();
  await confirm.getByText(t('wallet.confirm.title')).waitFor();
  await confirm.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'wallet-withdraw-confirm');
  await confirm.getByRole('radio', { name: t('wallet.confirm.outcome.received') }).click();
  await confirm.getByRole('button', { name: t('wallet.confirm.submit.received') }).click();
  await waitForText(page.getByTestId('confirm-done'), t('wallet.confirm.done.received'));
  await confirm.waitFor({ state: 'detached' });
  await page.getByTestId(`withdrawal-status-${withdrawal}`).getByText(t('wallet.withdraw.status.received')).waitFor();
  await waitForText(barBalance(page, t), rm('250.00'));

  // The account record: every step, newest first, with the balance of its wallet after it.
  await openCentrePage(page, t, 'transactionHistory');
  // The two postings of one movement (main wallet → hold) come in either order.
  const inOrder = (rows: string[][]) => [rows[0], [rows[1], rows[2]].sort(), ...rows.slice(3)];
  await eventually(async () =>
    assert.deepEqual(
      inOrder(await recordRows(page)),
      // One row for the withdrawal (not its hold and its payout), each in the member's words.
      inOrder([
        [t('wallet.record.row.withdrawal'), `-${rm('200.00')}`, t('wallet.record.status.done')],
        [t('wallet.record.row.deposit'), `+${rm('150.00')}`, t('wallet.record.status.done')],
        [t('wallet.record.row.deposit'), `+${rm('300.00')}`, t('wallet.record.status.done')],
      ]),
    ),
  );
  // Opened, a row shows its reference and the movements inside.
  const withdrawalRow = page.getByTestId('record-row').first();
  await withdrawalRow.locator('summary').click();
  await withdrawalRow.getByTestId('record-detail').getByText(t('wallet.kind.withdrawal_paid')).waitFor();
  await screenshot(page, 'wallet-account-record-deposit-withdraw');
  await context.close();
});

test("finance's day: the daily totals as the server counts them, and a reconciliation that passes", async () => {
  const zone = (await api.call(getSettingsEndpoint)).timeZone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const office = await consolePage(browser);
  await office.page.goto(`${BASE_URL}/console/finance`);
  const nav = office.page.getByRole('navigation', { name: 'Main menu' });
  await nav.getByRole('link', { name: 'Daily totals', exact: true }).click();
  await office.page.getByRole('heading', { level: 1, name: 'Daily totals' }).waitFor();
  const day = office.page.getByTestId(`day-${today}`);
  await day.waitFor();
  // The page shows the server's own figures for today, deposits by method and the payouts.
  const counted = await api.call(dailyTotalsEndpoint, { query: { from: today, to: today } });
  const sum = (field: 'deposits' | 'withdrawals') => counted.rows.reduce((total, row) => total + Number(row[field].replace('.', '')), 0);
  const minor = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  assert.ok(sum('deposits') >= 45_000, 'at least the 300.00 and 150.00 deposited above');
  const dayText = await day.innerText();
  assert.ok(dayText.includes(rm(minor(sum('deposits')))), `${dayText} has the deposits ${minor(sum('deposits'))}`);
  assert.ok(dayText.includes(rm(minor(sum('withdrawals')))), `${dayText} has the payouts ${minor(sum('withdrawals'))}`);
  for (const method of ['Bank transfer', 'FPX online banking', 'Withdrawals paid']) {
    await office.page
      .getByRole('row', { name: new RegExp(`^\\s*${method}`) })
      .first()
      .waitFor();
  }
  await screenshot(office.page, 'wallet-console-daily-totals');

  await nav.getByRole('link', { name: 'Reconciliation', exact: true }).click();
  await office.page.getByTestId('reconciliation-run').click();
  await office.page.getByText('Reconciliation passed: the books balance.').waitFor();
  await office.page.locator('[data-testid="reconciliation-latest"][data-ok="true"]').waitFor();
  await screenshot(office.page, 'wallet-console-reconciliation');
  await office.context.close();
});
