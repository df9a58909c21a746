// House blackjack for real money. On a desktop in English: finance credits a new member, who opens Card games
// from the header, picks Blackjack, builds a stake with the chips, plays a full hand (standing whenever
// asked), sees the balance move by the hand (before − stake + win) and the header follow, and reads the hand
// in the last hands with its balances and fairness. On a phone in Malay: a hand at 390 px and its recall.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { memberPage, merchantOf } from './20-wallet-steps.ts';
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

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** Deals and plays the hand out, standing at every turn; returns the balance during the hand (if it went on past the deal) and at the end. */
async function playHand(page: Page, onTurn?: () => Promise<void>) {
  const answered = (path: string) => page.waitForResponse((response) => response.url().includes(`/lgw/house/blackjack/${path}`));
  const dealt = answered('deal');
  await page.getByTestId('blackjack-deal').click();
  await dealt;
  const stand = page.getByTestId('blackjack-action-stand');
  const deal = page.getByTestId('blackjack-deal');
  let during: string | null = null;
  for (;;) {
    await stand.or(deal).first().waitFor();
    if (await deal.isVisible()) break;
    during ??= await page.getByTestId('blackjack-balance').textContent();
    await onTurn?.();
    onTurn = undefined;
    const acted = answered('action');
    await stand.click();
    await acted;
  }
  // Each hand shows its result once the cards are down.
  await page.getByTestId('blackjack-result').first().waitFor();
  return { during, final: (await page.getByTestId('blackjack-balance').textContent()) ?? '' };
}

test('a member opens Blackjack from the header and plays a hand for real money (desktop, EN)', async () => {
  const t = gamesTexts('en');
  const member = await fundedMember(api, merchant, 'dealer', '100.00', 'blackjack');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/`);
  const nav = page.getByRole('navigation', { name: t('nav.main') });
  await nav.getByRole('link', { name: t('pages.pvp.title'), exact: true }).click();
  await page.waitForURL(/\/pvp/);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Blackjack' }) })
    .first()
    .click();
  await page.waitForURL(/\/game\?gameId=\d+$/);
  await page.getByTestId('blackjack-screen').waitFor();
  await page.getByTestId('blackjack-balance').getByText('RM 100.00').waitFor();
  await page.getByText(t('house.blackjack.placeStake')).waitFor();
  assert.equal(await page.getByTestId('blackjack-stake').textContent(), 'RM 1.00');
  // The first chip is the stake (5, not the default 1 + 5), later chips add: 5 + 1 = RM 6.00; then Clear and 5 alone.
  await page.getByRole('button', { name: t('house.blackjack.addChip', { amount: 'RM 5.00' }) }).click();
  assert.equal(await page.getByTestId('blackjack-stake').textContent(), 'RM 5.00');
  await page.getByRole('button', { name: t('house.blackjack.addChip', { amount: 'RM 1.00' }) }).click();
  assert.equal(await page.getByTestId('blackjack-stake').textContent(), 'RM 6.00');
  await page.getByRole('button', { name: t('house.blackjack.clear') }).click();
  await page.getByRole('button', { name: t('house.blackjack.addChip', { amount: 'RM 5.00' }) }).click();
  assert.equal(await page.getByTestId('blackjack-stake').textContent(), 'RM 5.00');
  await screenshot(page, 'blackjack-before-deal-desktop-en');

  const { during, final } = await playHand(page, async () => {
    // While the hand is played the dealer's hole card is face down and the stake is already taken.
    await page.getByTestId('blackjack-table').locator('[data-card="back"]').waitFor();
    await page.waitForTimeout(900); // let the deal animation finish for the screenshot
    await screenshot(page, 'blackjack-in-play-desktop-en');
  });
  if (during) assert.equal(during, 'RM 95.00');
  await page.waitForTimeout(900);
  await screenshot(page, 'blackjack-hand-over-desktop-en');

  // The header's balance follows the wallet.
  await page.getByRole('banner').getByTestId('balance').first().getByText(final, { exact: true }).waitFor();

  // The hand in the last hands: stake, balance before and after (after = before − stake + win), fairness.
  await page.getByTestId('blackjack-history-open').click();
  const history = page.getByRole('dialog', { name: t('house.blackjack.history') });
  const first = history.getByTestId('blackjack-history').getByRole('listitem').first();
  await first.getByText('RM 5.00', { exact: true }).first().waitFor();
  await first.getByText('RM 100.00', { exact: true }).waitFor();
  await first.getByText(final, { exact: true }).first().waitFor();
  const win = await first.locator('dd').nth(1).textContent();
  assert.equal(cents(final), 10_000 - 500 + cents(win ?? ''));
  await first.getByText(t('house.blackjack.status.settled'), { exact: false }).waitFor();
  await screenshot(page, 'blackjack-history-desktop-en');
  await page.keyboard.press('Escape');

  // Fairness: the seed is revealed once the hand is over.
  await page.getByRole('button', { name: t('house.blackjack.fairness') }).click();
  const fairness = page.getByRole('dialog', { name: t('house.blackjack.fairness') });
  const commitment = await fairness.getByTestId('blackjack-commitment').textContent();
  await fairness.getByRole('button', { name: t('house.blackjack.rotate') }).click();
  await fairness
    .getByTestId('blackjack-revealed')
    .getByText(commitment ?? '-', { exact: true })
    .waitFor();
  await screenshot(page, 'blackjack-fairness-desktop-en');
  await context.close();
});

test('a hand on a phone in Malay (390 px)', async () => {
  const t = gamesTexts('ms');
  const member = await fundedMember(api, merchant, 'kasino', '50.00', 'blackjack');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await page.goto(`${BASE_URL}/pvp`);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Blackjack' }) })
    .first()
    .click();
  await page.getByTestId('blackjack-screen').waitFor();
  await page.getByTestId('blackjack-balance').getByText('RM 50.00').waitFor();
  await page.getByText(t('house.blackjack.placeStake')).waitFor();
  // The first chip tapped is the stake: RM 1.00 gives RM 1.00, not the default plus one.
  await page.getByRole('button', { name: t('house.blackjack.addChip', { amount: 'RM 1.00' }) }).click();
  assert.equal(await page.getByTestId('blackjack-stake').textContent(), 'RM 1.00');
  await page.getByRole('button', { name: t('house.blackjack.addChip', { amount: 'RM 1.00' }) }).click();
  assert.equal(await page.getByTestId('blackjack-stake').textContent(), 'RM 2.00');
  await screenshot(page, 'blackjack-before-deal-phone-ms');
  const { final } = await playHand(page, async () => {
    await page.getByText(t('house.blackjack.actions.stand'), { exact: true }).waitFor();
    await page.waitForTimeout(900);
    await screenshot(page, 'blackjack-in-play-phone-ms');
  });
  await page.waitForTimeout(900);
  await screenshot(page, 'blackjack-hand-over-phone-ms');
  await page.getByRole('button', { name: t('house.blackjack.history') }).click();
  const first = page
    .getByRole('dialog', { name: t('house.blackjack.history') })
    .getByTestId('blackjack-history')
    .getByRole('listitem')
    .first();
  // The balance before the hand; after a push the balance after reads the same, so the first is taken.
  await first.getByText('RM 50.00', { exact: true }).first().waitFor();
  await first.getByText(final, { exact: true }).first().waitFor();
  await first.getByText(t('house.blackjack.status.settled'), { exact: false }).waitFor();
  await screenshot(page, 'blackjack-history-phone-ms');
  await context.close();
});
