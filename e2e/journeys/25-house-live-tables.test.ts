// A live baccarat table with two players seated at once, each in a browser of their own: a member on a
// desktop in English opens Live from the header and Baccarat from the lobby; a member on a phone in Malay opens
// the same table. Both bet into the same round before the countdown ends, both see the same coup dealt and
// their own win or loss, and the balances move by exactly that. Then the desktop player reads the round in
// their bets, and a roulette spin is played on the phone.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { memberPage, merchantOf } from './20-wallet-steps.ts';
import { fundedMember, gamesTexts } from './23-games-steps.ts';

let desktopBrowser: Browser;
let phoneBrowser: Browser;
let api: OperatorApi;
let merchant: string;

before(async () => {
  [desktopBrowser, phoneBrowser] = await Promise.all([launchBrowser(), launchBrowser()]);
  api = await operatorApi();
  merchant = await merchantOf(api);
  await setRegisterCaptcha(api, false);
});
after(async () => {
  await setRegisterCaptcha(api, true);
  await Promise.all([desktopBrowser.close(), phoneBrowser.close()]);
});

/** Waits for a round whose betting window still has at least `seconds` to run; answers its number. */
async function openWindow(page: Page, seconds: number): Promise<string> {
  await page.waitForFunction(
    (least) => {
      const status = document.querySelector('[data-testid="live-status"]');
      const left = Number(/(\d+)/.exec(status?.textContent ?? '')?.[1] ?? 0);
      return status?.getAttribute('data-phase') === 'betting' && left >= least;
    },
    seconds,
    { timeout: 60_000 },
  );
  return (await page.getByTestId('live-round').textContent()) ?? '';
}

/** Waits until the screen shows this round settled with the player's own outcome. */
async function settled(page: Page, round: string) {
  await page.waitForFunction(
    (name) =>
      document.querySelector('[data-testid="live-round"]')?.textContent === name &&
      document.querySelector('[data-testid="live-status"]')?.getAttribute('data-phase') === 'settled' &&
      (document.querySelector('[data-testid="live-outcome"]')?.textContent ?? '') !== '',
    round,
    { timeout: 45_000 },
  );
}

const cents = (text: string) => Number((text.match(/[\d,]+\.\d\d/)?.[0] ?? '0').replace(/,/g, '').replace('.', ''));

test('two players at one baccarat table bet into the same round and see the same coup (desktop EN + phone MS)', async () => {
  const en = gamesTexts('en');
  const ms = gamesTexts('ms');
  const [alice, badrul] = await Promise.all([fundedMember(api, merchant, 'bacca', '100.00', 'live'), fundedMember(api, merchant, 'bakarat', '100.00', 'live')]);
  const desk = await memberPage(desktopBrowser, merchant, alice.session, { viewport: DESKTOP, language: 'en' });
  const phone = await memberPage(phoneBrowser, merchant, badrul.session, { viewport: PHONE, language: 'ms' });

  // The desktop player comes through the header and the Live lobby.
  await desk.page.goto(`${BASE_URL}/`);
  const nav = desk.page.getByRole('navigation', { name: en('nav.main') });
  await nav.getByRole('link', { name: en('pages.tables.title'), exact: true }).click();
  await desk.page.waitForURL(/\/live/);
  await desk.page
    .getByRole('button', { name: en('games.tile.play', { name: 'Baccarat' }) })
    .first()
    .click();
  await desk.page.getByTestId('live-screen').waitFor();
  // The phone player opens the same table from the Live lobby.
  await phone.page.goto(`${BASE_URL}/live`);
  await phone.page
    .getByRole('button', { name: ms('games.tile.play', { name: 'Bakarat' }) })
    .first()
    .click();
  await phone.page.getByTestId('live-screen').waitFor();
  await desk.page.getByTestId('live-balance').getByText('RM 100.00').waitFor();
  await phone.page.getByTestId('live-balance').getByText('RM 100.00').waitFor();

  // Both bet into one round while its window is open, at the same time.
  // Most of the 15 s window left: two browsers on a busy two-core machine take several seconds to bet.
  const round = await openWindow(desk.page, 13);
  await Promise.all([
    (async () => {
      await desk.page.getByTestId('chip-2').click(); // RM 10
      await desk.page.getByTestId('spot-player').click();
      await desk.page.getByTestId('live-confirm').click();
      await desk.page.getByTestId('live-my-stake').getByText('RM 10.00').waitFor();
    })(),
    (async () => {
      await phone.page.getByTestId('chip-2').click();
      await phone.page.getByTestId('spot-banker').click();
      await phone.page.getByTestId('spot-banker').click();
      await phone.page.getByTestId('live-confirm').click();
      await phone.page.getByTestId('live-my-stake').getByText('RM 20.00').waitFor();
    })(),
  ]).catch(async (error: unknown) => {
    // What each screen said when a bet did not show (the window closing, a refusal, a slow confirm).
    await screenshot(phone.page, 'live-baccarat-bets-failed-phone-ms').catch(() => undefined);
    await screenshot(desk.page, 'live-baccarat-bets-failed-desktop-en').catch(() => undefined);
    throw error;
  });
  assert.equal(await phone.page.getByTestId('live-round').textContent(), round.replace('Round', 'Pusingan'));
  // Each sees the other's bet on the table.
  await desk.page.getByTestId('live-players').getByText('2', { exact: true }).waitFor();
  await screenshot(desk.page, 'live-baccarat-bets-desktop-en');
  await screenshot(phone.page, 'live-baccarat-bets-phone-ms');

  // The coup is dealt once for both.
  await Promise.all([settled(desk.page, round), settled(phone.page, round.replace('Round', 'Pusingan'))]);
  const totals = async (page: Page) =>
    `${await page.getByTestId('baccarat-player-total').textContent()}-${await page.getByTestId('baccarat-banker-total').textContent()}`;
  const [deskTotals, phoneTotals] = [await totals(desk.page), await totals(phone.page)];
  assert.equal(deskTotals, phoneTotals);
  const [player, banker] = deskTotals.split('-').map(Number) as [number, number];
  const aliceWin = player > banker ? 2000 : player === banker ? 1000 : 0;
  const badrulWin = banker > player ? 3900 : player === banker ? 2000 : 0;
  await desk.page.waitForFunction(
    (expected) => (document.querySelector('[data-testid="live-balance"]')?.textContent ?? '').includes(expected),
    ((9000 + aliceWin) / 100).toFixed(2),
  );
  assert.equal(cents((await desk.page.getByTestId('live-balance').textContent()) ?? ''), 9000 + aliceWin);
  assert.equal(cents((await phone.page.getByTestId('live-balance').textContent()) ?? ''), 8000 + badrulWin);
  await screenshot(desk.page, 'live-baccarat-result-desktop-en');
  await screenshot(phone.page, 'live-baccarat-result-phone-ms');

  // The round in the desktop player's bets: the stake, the balance before, the seed now revealed.
  await desk.page.getByRole('button', { name: en('house.live.history') }).click();
  const history = desk.page.getByRole('dialog', { name: en('house.live.history') });
  const first = history.getByTestId('live-history').getByRole('listitem').first();
  await first.getByText(round).waitFor();
  await first.getByText(/RM 100\.00/).waitFor();
  await first.getByText(en('house.slots.serverSeed'), { exact: false }).waitFor();
  await screenshot(desk.page, 'live-baccarat-history-desktop-en');
  await desk.page.keyboard.press('Escape');
  await desk.context.close();
  await phone.context.close();
});

test('a roulette spin on a phone in Malay (390 px)', async () => {
  const ms = gamesTexts('ms');
  const member = await fundedMember(api, merchant, 'rolet', '50.00', 'live');
  const { context, page } = await memberPage(phoneBrowser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await page.goto(`${BASE_URL}/live`);
  await page
    .getByRole('button', { name: ms('games.tile.play', { name: 'Rolet' }) })
    .first()
    .click();
  await page.getByTestId('live-screen').waitFor();
  const round = await openWindow(page, 8);
  await page.getByTestId('chip-0').click(); // RM 1
  await page.getByTestId('spot-red').click();
  await page.getByTestId('spot-straight-17').click();
  await page.getByTestId('live-confirm').click();
  await page.getByTestId('live-my-stake').getByText('RM 2.00').waitFor();
  await screenshot(page, 'live-roulette-bets-phone-ms');
  await settled(page, round);
  const pocket = Number(await page.getByTestId('roulette-pocket').textContent());
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const win = (red.has(pocket) ? 200 : 0) + (pocket === 17 ? 3600 : 0);
  await page.waitForFunction(
    (expected) => (document.querySelector('[data-testid="live-balance"]')?.textContent ?? '').includes(expected),
    ((4800 + win) / 100).toFixed(2),
  );
  await screenshot(page, 'live-roulette-result-phone-ms');
  // Opened straight at its address (a shared link: no navigation state), the tab and the bar still name the game.
  await page.goto(page.url());
  await page.getByTestId('live-screen').waitFor();
  await page.waitForFunction(() => document.title.startsWith('Rolet'));
  await page.getByRole('heading', { level: 1, name: 'Rolet' }).waitFor();
  await context.close();
});

test('a seat at a niu niu room, chosen from the room list (desktop EN)', async () => {
  const en = gamesTexts('en');
  const member = await fundedMember(api, merchant, 'niuniu', '100.00', 'live');
  const { context, page } = await memberPage(desktopBrowser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/`);
  await page
    .getByRole('navigation', { name: en('nav.main') })
    .getByRole('link', { name: en('pages.pvp.title'), exact: true })
    .click();
  await page.waitForURL(/\/pvp/);
  await page
    .getByRole('button', { name: en('games.tile.play', { name: 'Niu Niu' }) })
    .first()
    .click();
  // The room list: the Bronze room, RM 1.00 the smallest base.
  const rooms = page.getByRole('list', { name: en('games.rooms.list') });
  const bronze = rooms.getByRole('listitem').filter({ hasText: 'Bronze' });
  await bronze.getByText('RM 1.00').waitFor();
  await bronze.getByRole('button', { name: en('games.rooms.join') }).click();
  await page.getByTestId('live-screen').waitFor();
  await page.getByTestId('niuniu-banker').waitFor();

  const round = await openWindow(page, 6);
  await page.getByTestId('chip-1').click(); // RM 2 base: RM 6 held
  await page.getByTestId('spot-seat-3').click();
  await page.getByTestId('live-confirm').click();
  await page.getByTestId('live-my-stake').getByText('RM 6.00').waitFor();
  await page
    .getByTestId('spot-seat-3')
    .getByText(en('house.live.niuniu.yours', { amount: '2.00' }))
    .waitFor();
  await page.getByTestId('live-balance').getByText('RM 94.00').waitFor();
  await screenshot(page, 'live-niuniu-seated-desktop-en');
  await settled(page, round);
  // Won or lost against the banker: the balance moved by exactly what the seat shows.
  const seat = page.getByTestId('spot-seat-3');
  const won = (await seat.getAttribute('data-won')) === 'true';
  const balance = cents((await page.getByTestId('live-balance').textContent()) ?? '');
  assert.ok(won ? balance > 10_000 : balance < 10_000 && balance >= 9_400, `balance ${balance} after a ${won ? 'won' : 'lost'} seat`);
  await screenshot(page, 'live-niuniu-result-desktop-en');
  await context.close();
});
