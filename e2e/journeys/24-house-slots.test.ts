// A house slot for real money. On a desktop in English: a new member deposits online (the sandbox gateway's
// page, then back to the site), opens Slots from the header, picks Fruit Lines, spins, sees the slot's balance and the header's move by the round, reads the round
// in the last rounds (stake, balance before and after) and the paytable, and reveals the seed in Fairness. On a
// phone in Malay: a spin at 390 px. The operator then finds the round in the games' takings (GGR).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { barBalance, consolePage, memberPage, merchantOf, registerMemberViaApi, rm, waitForText, walletTexts } from './20-wallet-steps.ts';
import { fundedMember, gamesTexts } from './23-games-steps.ts';

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

/** Spins once and waits until the reels have stopped on the answer. */
async function spinOnce(page: Page) {
  const spin = page.getByTestId('slot-spin');
  await spin.click();
  await page.waitForFunction(() => {
    const reels = document.querySelector('[data-testid="slot-reels"]');
    const button = document.querySelector('[data-testid="slot-spin"]') as HTMLButtonElement | null;
    return reels?.getAttribute('data-state') === 'stopped' && button !== null && !button.disabled;
  });
}

/** A deposit paid online from the bar's Deposit link: the gateway's page, then back with the money credited. */
async function depositOnline(page: Page, amount: string) {
  const w = walletTexts('en');
  await page
    .getByRole('banner')
    .getByRole('link', { name: w('auth.bar.deposit'), exact: true })
    .first()
    .click();
  await page
    .getByRole('radiogroup', { name: w('wallet.deposit.methodsTitle') })
    .getByRole('radio', { name: /FPX online banking/ })
    .click();
  await page.getByTestId('deposit-amount').fill(amount);
  await page.getByRole('button', { name: w('wallet.deposit.payAmount', { amount: rm(`${amount}.00`) }) }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: `Pay MYR ${amount}.00` }).click();
  await page.waitForURL(/\/member\/depositv2\?deposit=/);
  await page.getByTestId('deposit-return').getByText(w('wallet.deposit.returnApproved')).waitFor();
  await waitForText(barBalance(page, w), rm(`${amount}.00`));
}

test('a new member deposits, opens a slot from the header, spins for real money, and reads the round in the last rounds (desktop, EN)', async () => {
  const t = gamesTexts('en');
  const member = await registerMemberViaApi(api, merchant, 'reels');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/`);
  await depositOnline(page, '100');
  await page.goto(`${BASE_URL}/`);
  const nav = page.getByRole('navigation', { name: t('nav.main') });
  await nav.getByRole('link', { name: t('pages.rng.title'), exact: true }).click();
  await page.waitForURL(/\/rng/);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Fruit Lines' }) })
    .first()
    .click();
  await page.waitForURL(/\/game\?gameId=\d+$/);
  await page.getByTestId('slot-screen').waitFor();
  await page.getByTestId('slot-balance').getByText('RM 100.00').waitFor();
  assert.equal(await page.getByTestId('slot-stake').textContent(), 'RM 0.20');
  // A higher stake, then the spin.
  await page.getByRole('button', { name: t('house.slots.moreStake') }).click();
  assert.equal(await page.getByTestId('slot-stake').textContent(), 'RM 0.40');
  await spinOnce(page);
  const after = (await page.getByTestId('slot-balance').textContent()) ?? '';
  await screenshot(page, 'slots-after-spin-desktop-en');

  // The header's balance follows the wallet.
  await page.getByRole('banner').getByTestId('balance').first().getByText(after, { exact: true }).waitFor();

  // The round in the last rounds: the stake, and the balances around it.
  await page.getByRole('button', { name: t('house.slots.history') }).click();
  const history = page.getByRole('dialog', { name: t('house.slots.history') });
  const first = history.getByTestId('slot-history').getByRole('listitem').first();
  await first.getByText('RM 0.40', { exact: true }).first().waitFor();
  await first.getByText('RM 100.00', { exact: true }).waitFor();
  await first.getByText(after, { exact: true }).first().waitFor();
  await screenshot(page, 'slots-history-desktop-en');
  await page.keyboard.press('Escape');

  // The paytable states the RTP; Fairness reveals the seed that drew the round.
  await page.getByRole('button', { name: t('house.slots.paytable') }).click();
  await page
    .getByRole('dialog', { name: t('house.slots.paytable') })
    .getByText(/Return to player: 9\d\.\d\d%/)
    .first()
    .waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t('house.slots.fairness') }).click();
  const fairness = page.getByRole('dialog', { name: t('house.slots.fairness') });
  const commitment = await fairness.getByTestId('slot-commitment').textContent();
  await fairness.getByRole('button', { name: t('house.slots.rotate') }).click();
  await fairness
    .getByTestId('slot-revealed')
    .getByText(commitment ?? '-', { exact: true })
    .waitFor();
  await screenshot(page, 'slots-fairness-desktop-en');
  await page.keyboard.press('Escape');

  // The betting record, from the logged-in bar: the round with its game, stake and outcome.
  await page
    .getByRole('banner')
    .getByRole('link', { name: t('auth.bar.bettingRecord') })
    .first()
    .click();
  await page.waitForURL(/\/member\/personalHistoryCopy$/);
  const record = page.getByTestId('bets-list').getByTestId('bet-row').first();
  await record.getByText('Fruit Lines').waitFor();
  await record.getByText('RM 0.40').first().waitFor();
  await screenshot(page, 'slots-betting-record-desktop-en');

  // Personal profit: the round counts under its game type (Slots) and vendor.
  await page.goto(`${BASE_URL}/member/personalProfit`);
  const profitRow = page.getByTestId('profit-table').getByRole('row', { name: /HSLOT/ });
  await profitRow.getByRole('cell', { name: t('pages.rng.title'), exact: true }).waitFor();
  await profitRow.getByText('RM 0.40').first().waitFor();
  await screenshot(page, 'slots-personal-profit-desktop-en');
  await context.close();

  // The operator sees the round in the games' takings.
  const operator = await consolePage(browser);
  await operator.page.goto(`${BASE_URL}/console/games`);
  const takings = operator.page.getByTestId('ggr-card');
  await takings.getByText('Fruit Lines').first().waitFor();
  await operator.page.getByTestId('ggr-totals').waitFor();
  await takings.scrollIntoViewIfNeeded();
  await screenshot(operator.page, 'slots-console-ggr');
  await operator.context.close();
});

test('a spin on a phone in Malay (390 px)', async () => {
  const t = gamesTexts('ms');
  const member = await fundedMember(api, merchant, 'gelendong', '50.00', 'slots');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await page.goto(`${BASE_URL}/rng`);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Laluan Jed' }) })
    .first()
    .click();
  await page.getByTestId('slot-screen').waitFor();
  await page.getByTestId('slot-balance').getByText('RM 50.00').waitFor();
  await page.getByText(t('house.slots.ready')).waitFor();
  await spinOnce(page);
  await page.getByRole('button', { name: t('house.slots.history') }).click();
  await page
    .getByRole('dialog', { name: t('house.slots.history') })
    .getByTestId('slot-history')
    .getByRole('listitem')
    .first()
    // The balance before the spin; a spin that pays back its stake shows it after the spin too.
    .getByText('RM 50.00')
    .first()
    .waitFor();
  await page.keyboard.press('Escape');
  await screenshot(page, 'slots-after-spin-phone-ms');
  await page.getByRole('button', { name: t('house.slots.paytable') }).click();
  await page.getByRole('dialog', { name: t('house.slots.paytable') }).waitFor();
  await screenshot(page, 'slots-paytable-phone-ms');
  await page.keyboard.press('Escape');
  await page.goto(`${BASE_URL}/member/personalHistoryCopy`);
  await page.getByTestId('bets-list').getByTestId('bet-row').first().getByText('Laluan Jed').waitFor();
  await screenshot(page, 'slots-betting-record-phone-ms');
  await context.close();
});
