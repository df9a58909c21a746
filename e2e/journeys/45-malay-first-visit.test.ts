// A Malay-speaking visitor's first visit on a phone (390 px), with no dead end: registers from the header,
// stays signed in in a second tab of the browser, deposits from the header's Deposit button (the sandbox
// gateway's page, then back), opens the Games tab's hub, plays a slot until a first win, reads the round's time
// in the merchant's format, is offered Deposit when a stake is more than the balance, and logs out in the
// second tab, which logs out the first. Then free play: a trial account plays a live table with play money,
// keeps a favourite, and is offered Register where only a real account may go on.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import { box, escape as escapeText, openLogout, sessionOf, setRegisterCaptcha, textsOf, tickAgree, uniqueName, type OperatorApi } from './10-account-steps.ts';
import { barBalance, rm, waitForText, walletTexts } from './20-wallet-steps.ts';
import { gamesTexts } from './23-games-steps.ts';

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

// The shell, games and house texts, the account forms' and the wallet's, in Malay.
const t = gamesTexts('ms');
const a = textsOf('ms');
const w = walletTexts('ms');

/** The visitor's Log in link or the member's bar in the header, whichever the page shows. */
const loginLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: t('auth.login'), exact: true })
    .first();
// The phone's bar comes after the desktop's (hidden at 390 px) in the header.
const depositButton = (page: Page) => page.getByRole('banner').getByTestId('header-deposit').last();

/** Spins once and waits until the reels have stopped on the answer. */
async function spinOnce(page: Page) {
  await page.getByTestId('slot-spin').click();
  await page.waitForFunction(() => {
    const reels = document.querySelector('[data-testid="slot-reels"]');
    const button = document.querySelector('[data-testid="slot-spin"]') as HTMLButtonElement | null;
    return reels?.getAttribute('data-state') === 'stopped' && button !== null && !button.disabled;
  });
}

test('a new member on a phone in Malay: registers, deposits, plays a slot to a first win, one sign-in for both tabs', async () => {
  const { context, page } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.45' } });
  await page.goto(`${BASE_URL}/`);

  // Register from the header.
  await page
    .getByRole('banner')
    .getByRole('link', { name: a('auth.register'), exact: true })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: a('auth.register') });
  await dialog.waitFor();
  const username = uniqueName('siti');
  await box(dialog, a('register.fields.username')).fill(username);
  await box(dialog, a('register.fields.password')).fill('Harimau#Emas88');
  await tickAgree(dialog);
  await screenshot(page, 'first-visit-register-phone-ms');
  await dialog.getByRole('button', { name: a('register.submit'), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const session = await sessionOf(page);
  assert.equal(session.account, username);
  // A welcome may follow the registration: closed, it leaves the home page.
  await page.keyboard.press('Escape');

  // The phone header: the balance with Deposit beside it.
  await depositButton(page).waitFor();
  await screenshot(page, 'first-visit-header-phone-ms');

  // A second tab of the same browser is signed in as the same member, without logging in again.
  const second = await context.newPage();
  await second.goto(`${BASE_URL}/member/securityCenter`);
  await depositButton(second).waitFor();
  assert.equal((await sessionOf(second)).token, session.token, 'the new tab took the open tab’s session');
  assert.equal(await loginLink(second).count(), 0);

  // Deposit from the header's button: the sandbox gateway's page, then back with the money credited.
  await depositButton(page).click();
  await page.waitForURL(/\/member\/depositv2$/);
  await page
    .getByRole('radiogroup', { name: w('wallet.deposit.methodsTitle') })
    .getByRole('radio', { name: /FPX/ })
    .click();
  await page.getByTestId('deposit-amount').fill('50');
  await screenshot(page, 'first-visit-deposit-phone-ms');
  await page.getByRole('button', { name: w('wallet.deposit.payAmount', { amount: rm('50.00') }) }).click();
  await page.waitForURL(/\/sandbox-gateway\/pay\//);
  await page.getByRole('button', { name: 'Pay MYR 50.00' }).click();
  await page.waitForURL(/\/member\/depositv2\?deposit=/);
  await page.getByTestId('deposit-return').getByText(w('wallet.deposit.returnApproved')).waitFor();
  await waitForText(barBalance(page, w), rm('50.00'));
  await screenshot(page, 'first-visit-deposited-phone-ms');

  // Home again (the member centre covers the tab bar on a phone); the Games tab opens the games hub, not a
  // lobby, and Slot leads to the slots.
  await page.goto(`${BASE_URL}/`);
  await page
    .getByRole('navigation', { name: t('nav.tabs') })
    .getByRole('link', { name: t('nav.games') })
    .click();
  await page.waitForURL(/\/games$/);
  await page
    .getByTestId('hub-categories')
    .getByRole('link', { name: t('pages.rng.title') })
    .click();
  await page.waitForURL(/\/rng$/);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Barisan Buah' }) })
    .first()
    .click();
  await page.getByTestId('slot-screen').waitFor();
  await page.getByTestId('slot-balance').getByText('RM 50.00').waitFor();

  // Spin at the smallest stake until a first win (bounded: a spin wins far more often than one in 60).
  const outcome = page.getByTestId('slot-outcome');
  const [winPrefix, winSuffix] = t('house.slots.youWon', { amount: '\u0000' }).split('\u0000');
  const winText = new RegExp(`${escapeText(winPrefix ?? '')}RM [\\d,.]+${escapeText(winSuffix ?? '')}`);
  let won = false;
  for (let spin = 0; spin < 60 && !won; spin++) {
    await spinOnce(page);
    won = winText.test((await outcome.textContent()) ?? '');
  }
  assert.ok(won, 'a win within 60 spins');
  await screenshot(page, 'first-visit-first-win-phone-ms');

  // The round's time in the last rounds: yyyy-MM-dd HH:mm:ss (the merchant's format), not the browser's.
  await page.getByRole('button', { name: t('house.slots.history') }).click();
  const history = page.getByRole('dialog', { name: t('house.slots.history') });
  const firstRound = history.getByTestId('slot-history').getByRole('listitem').first();
  await firstRound.waitFor();
  assert.match((await firstRound.textContent()) ?? '', /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await screenshot(page, 'first-visit-history-phone-ms');
  await page.keyboard.press('Escape');

  // A stake above the balance: the refusal offers Deposit in the same message, and it leads there.
  const more = page.getByRole('button', { name: t('house.slots.moreStake') });
  while (await more.isEnabled()) await more.click();
  await page.getByTestId('slot-spin').click();
  const offer = outcome.getByTestId('error-action-deposit');
  await offer.waitFor();
  await outcome.getByText(t('errors.insufficient_funds')).waitFor();
  await screenshot(page, 'first-visit-too-low-phone-ms');
  await offer.click();
  await page.waitForURL(/\/member\/depositv2$/);

  // Logging out in the second tab logs out the first.
  await second.bringToFront();
  // Home first: on a phone the member centre covers the header.
  await second.goto(`${BASE_URL}/`);
  await openLogout(second, a);
  const confirm = second.getByRole('dialog', { name: a('auth.logoutTitle') });
  await confirm.getByRole('button', { name: t('auth.logout'), exact: true }).click();
  await loginLink(second).waitFor();
  await page.bringToFront();
  await loginLink(page).waitFor();
  assert.equal((await sessionOf(page)).token, undefined, 'the first tab dropped the token too');
  await screenshot(page, 'first-visit-logged-out-everywhere-phone-ms');
  await context.close();
});

test('free play on a phone in Malay: a live table with play money, a favourite, and Register where only real accounts go on', async () => {
  const { context, page } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.46' } });
  await page.goto(`${BASE_URL}/login`);
  await page
    .getByRole('button', { name: a('auth.freePlay') })
    .first()
    .click();
  await page.getByRole('banner').getByTestId('header-register').last().waitFor();
  // No wallet balance for a free-play account: the bar says it plays with play money.
  await page.getByRole('banner').getByTestId('header-free-play').last().waitFor();
  assert.equal(await page.getByRole('banner').getByTestId('balance').count(), 0);
  assert.equal((await sessionOf(page)).isAgent, '4');
  // The home page invites it to register, as it does a visitor (there is no wallet to top up).
  await page.goto(`${BASE_URL}/`);
  const bannerArt = page.locator('[aria-roledescription="carousel"] img').first();
  await bannerArt.waitFor();
  assert.match((await bannerArt.getAttribute('src')) ?? '', /for=visitor/);

  // A favourite from the lobby: kept, not refused.
  await page.goto(`${BASE_URL}/live`);
  const favourite = page.getByRole('button', { name: t('games.tile.favourite', { name: 'Bakarat' }) }).first();
  await favourite.click();
  await page
    .getByRole('button', { name: t('games.tile.unfavourite', { name: 'Bakarat' }) })
    .first()
    .waitFor();

  // The baccarat table opens with play money, and a bet is taken.
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Bakarat' }) })
    .first()
    .click();
  await page.getByTestId('live-screen').waitFor();
  await page.getByTestId('live-balance').getByText('RM 2,000.00').waitFor();
  await page.waitForFunction(
    () => {
      const status = document.querySelector('[data-testid="live-status"]');
      return status?.getAttribute('data-phase') === 'betting' && Number(/(\d+)/.exec(status.textContent ?? '')?.[1] ?? 0) >= 6;
    },
    undefined,
    { timeout: 60_000 },
  );
  await page.getByTestId('chip-2').click();
  await page.getByTestId('spot-player').click();
  await page.getByTestId('live-confirm').click();
  await page.getByTestId('live-my-stake').getByText('RM 10.00').waitFor();
  await screenshot(page, 'free-play-baccarat-phone-ms');

  // The lottery takes real money only: the slip says so with Register beside it, which opens the form.
  await page.goto(`${BASE_URL}/lottery`);
  const register = page.getByTestId('error-action-register').first();
  await register.waitFor();
  await screenshot(page, 'free-play-lottery-register-phone-ms');
  await register.click();
  await page.getByRole('dialog', { name: a('auth.register') }).waitFor();
  await screenshot(page, 'free-play-register-dialog-phone-ms');
  await context.close();
});
