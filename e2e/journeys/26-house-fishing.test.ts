// The house fishing game for real money. On a desktop in English: finance credits a new member, who opens
// Fishing from the header, picks Ocean Hunter, raises the cannon level, taps a fish and fires until a few
// shots have settled, sees the balance move by exactly the shots' stakes and wins (the last shots chain from
// RM 100.00 to the balance shown, and the header follows), reads the fish guide and reveals the seed in
// Fairness, and finds the shots in the betting record a minute to a row. On a phone in Malay (390 px): shots by
// tapping the sea, the last shots and the guide.
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

const settledShots = async (page: Page) => Number(await page.getByTestId('fish-outcome').getAttribute('data-shots'));

/** Fires once (a tap on the fish in the sight, or the Fire button) and waits for the shot's answer; false if no shot went. */
async function fireOnce(page: Page, how: 'tap' | 'button'): Promise<boolean> {
  const before = await settledShots(page);
  if (how === 'button') await page.getByTestId('fish-fire').click();
  else {
    const sea = page.getByTestId('fish-sea');
    const sight = (await sea.getAttribute('data-sight')) ?? '';
    const [x, y] = sight.split(',').map(Number);
    if (x === undefined || y === undefined || Number.isNaN(y)) return false;
    await sea.click({ position: { x, y } });
  }
  return page
    .waitForFunction((count) => Number(document.querySelector('[data-testid="fish-outcome"]')?.getAttribute('data-shots')) > count, before, { timeout: 3000 })
    .then(() => true)
    .catch(() => false);
}

async function fireShots(page: Page, wanted: number, how: 'tap' | 'button' | 'both') {
  let attempts = 0;
  while ((await settledShots(page)) < wanted) {
    assert.ok(++attempts < wanted * 6, 'the shots did not settle');
    await fireOnce(page, how === 'both' ? (attempts % 2 ? 'tap' : 'button') : how);
  }
}

const ringgit = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The last shots as [stake, win, before, after] in sen, newest first. */
async function lastShots(page: Page): Promise<number[][]> {
  const items = page.getByRole('dialog').getByTestId('fish-history').getByRole('listitem');
  const rows = await items.evaluateAll((lis) => lis.map((li) => Array.from(li.querySelectorAll('dd'), (dd) => dd.textContent ?? '')));
  return rows.map((row) => row.map(ringgit));
}

test('a member opens Fishing from the header, fires for real money, and the balance moves by the shots’ stakes and wins (desktop, EN)', async () => {
  const t = gamesTexts('en');
  const member = await fundedMember(api, merchant, 'angler', '100.00', 'fishing');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/`);
  const nav = page.getByRole('navigation', { name: t('nav.main') });
  await nav.getByRole('link', { name: t('pages.fish.title'), exact: true }).click();
  await page.waitForURL(/\/fish/);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Ocean Hunter' }) })
    .first()
    .click();
  await page.waitForURL(/\/game\?gameId=\d+$/);
  await page.getByTestId('fish-screen').waitFor();
  await page.getByTestId('fish-balance').getByText('RM 100.00').waitFor();
  assert.equal(await page.getByTestId('fish-bet').textContent(), 'RM 0.10');
  await page.getByRole('button', { name: t('house.fishing.moreBet') }).click();
  await page.getByRole('button', { name: t('house.fishing.moreBet') }).click();
  assert.equal(await page.getByTestId('fish-bet').textContent(), 'RM 0.30');
  await page.getByText(t('house.fishing.cannonLevel', { level: 3 })).waitFor();
  await screenshot(page, 'fishing-sea-desktop-en');

  await fireShots(page, 5, 'both');
  const shown = (await page.getByTestId('fish-balance').textContent()) ?? '';
  await screenshot(page, 'fishing-after-shots-desktop-en');
  // The header's balance follows the wallet.
  await page.getByRole('banner').getByTestId('balance').first().getByText(shown, { exact: true }).waitFor();

  // The last shots: each at RM 0.30, each moving the balance by its win − stake, from RM 100.00 to the balance shown.
  await page.getByRole('button', { name: t('house.fishing.history') }).click();
  await page
    .getByRole('dialog', { name: t('house.fishing.history') })
    .getByTestId('fish-history')
    .waitFor();
  const shots = (await lastShots(page)).reverse();
  assert.equal(shots.length, 5);
  let balance = 10_000;
  for (const [stake, win, before, afterShot] of shots) {
    assert.equal(stake, 30);
    assert.equal(before, balance);
    balance = balance - 30 + win!;
    assert.equal(afterShot, balance);
  }
  assert.equal(ringgit(shown), balance);
  await screenshot(page, 'fishing-history-desktop-en');
  await page.keyboard.press('Escape');

  // The fish guide states the RTP; Fairness reveals the seed that drew the shots.
  await page.getByRole('button', { name: t('house.fishing.guide') }).click();
  const guide = page.getByRole('dialog', { name: t('house.fishing.guide') });
  await guide.getByText('Return to player: 96.00%').waitFor();
  await guide.getByText(t('house.fishing.fish.golden-dragon')).waitFor();
  await screenshot(page, 'fishing-guide-desktop-en');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t('house.fishing.fairness') }).click();
  const fairness = page.getByRole('dialog', { name: t('house.fishing.fairness') });
  const commitment = await fairness.getByTestId('fish-commitment').textContent();
  await fairness.getByRole('button', { name: t('house.fishing.rotate') }).click();
  await fairness
    .getByTestId('fish-revealed')
    .getByText(commitment ?? '-', { exact: true })
    .waitFor();
  await screenshot(page, 'fishing-fairness-desktop-en');
  await page.keyboard.press('Escape');

  // The betting record has the shots under the game's name, a minute of shots to a row (the five shots make one
  // row, or two when they straddle a minute), with the shots counted inside and the stakes added up.
  await page.goto(`${BASE_URL}/member/personalHistoryCopy`);
  const rows = page.getByTestId('bets-list').getByTestId('bet-row');
  await rows.first().getByText('Ocean Hunter').waitFor();
  const counted = await rows.getByTestId('bet-shots').evaluateAll((nodes) => nodes.map((node) => Number(/\d+/.exec(node.textContent ?? '')?.[0] ?? 0)));
  assert.ok(counted.length >= 1 && counted.length <= 2, `${counted.length} rows for five shots`);
  assert.equal(await rows.count(), counted.length);
  assert.equal(
    counted.reduce((sum, n) => sum + n, 0),
    5,
  );
  // The stakes' total comes first (the win and net follow it).
  await page.getByTestId('bets-totals').getByText('RM 1.50', { exact: true }).first().waitFor();
  await screenshot(page, 'fishing-betting-record-desktop-en');
  await context.close();
});

test('shots on a phone in Malay (390 px)', async () => {
  const t = gamesTexts('ms');
  const member = await fundedMember(api, merchant, 'pancing', '50.00', 'fishing');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await page.goto(`${BASE_URL}/fish`);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Pemburu Lautan' }) })
    .first()
    .click();
  await page.getByTestId('fish-screen').waitFor();
  await page.getByTestId('fish-balance').getByText('RM 50.00').waitFor();
  await page.getByText(t('house.fishing.ready')).waitFor();
  await screenshot(page, 'fishing-sea-phone-ms');
  await fireShots(page, 3, 'tap');
  await screenshot(page, 'fishing-after-shots-phone-ms');
  await page.getByRole('button', { name: t('house.fishing.history') }).click();
  const shots = await lastShots(page);
  assert.equal(shots.length, 3);
  assert.equal(shots[shots.length - 1]![2], 5_000);
  assert.equal(ringgit((await page.getByTestId('fish-balance').textContent()) ?? ''), shots[0]![3]);
  await screenshot(page, 'fishing-history-phone-ms');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: t('house.fishing.guide') }).click();
  await page
    .getByRole('dialog', { name: t('house.fishing.guide') })
    .getByText(t('house.fishing.fish.whale'))
    .waitFor();
  await screenshot(page, 'fishing-guide-phone-ms');
  await context.close();
});
