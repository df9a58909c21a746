// The house sportsbook's board (docs/sportsbook.md, "The site"). A guest opens /sports at 1280 px in English:
// live football with its clock and score and today's matches in the Asian odds table, prices in Malay once
// chosen, a match's every market named in words, and a price picked onto the slip. At 390 px in Malay the
// board is a card list, a picked price shows picked and the slip bar counts it; /esports lists its games.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage, PHONE, screenshot, type TextTree } from '../support.ts';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(() => browser.close());

/** The board's texts in one language (its own text set). */
function boardTexts(code: 'en' | 'ms') {
  const file = path.resolve('apps/web/src/locales/sportsboard', `${code}.json`);
  const tree = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as TextTree;
  return (key: string): string => {
    const found = `sportsBoard.${key}`
      .split('.')
      .reduce<string | TextTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${code}`);
    return found;
  };
}

/** The first open price on the page: a button of an outcome, not locked. */
const openPrice = (page: Page) => page.locator('button[data-outcome]:not([disabled])').first();

/** Waits for matches with prices (the built-in feed announces them within a pass of the server starting). */
async function waitForMatches(page: Page) {
  await page.locator('[data-event]').first().waitFor({ timeout: 30_000 });
  await openPrice(page).waitFor({ timeout: 30_000 });
}

test('a guest reads live and today’s matches at 1280 px in English, in Malay odds, and picks a price from a match’s markets', async () => {
  const t = boardTexts('en');
  const { page, context } = await newPage(browser, { language: 'EN', headers: { 'x-forwarded-for': '203.0.113.54' } });
  await page.goto(`${BASE_URL}/sports`);
  await page.getByRole('heading', { level: 1, name: t('title.sports') }).waitFor();
  await waitForMatches(page);
  // Live: a match with its score and clock, and the live count on its tab.
  const live = page.locator('[data-event]').first();
  assert.match((await live.innerText()).replace(/\s+/g, ' '), /\d+ - \d+/);
  assert.match(await page.getByTestId('tab-live').innerText(), /[1-9]/);
  await screenshot(page, '54-sports-board-live-1280-en');

  await page.getByTestId('tab-today').click();
  await waitForMatches(page);
  const price = openPrice(page);
  assert.match(await price.innerText(), /\d\.\d{3}$/); // decimal: three decimals
  await page.getByTestId('odds-format').selectOption('malay');
  assert.match(await price.innerText(), /-?\d\.\d{2}$/); // Malay: two decimals
  await screenshot(page, '54-sports-board-today-malay-1280-en');

  await page.locator('[data-event] a[href^="/sports?match="]').first().click();
  await page.getByRole('region', { name: t('market.handicap'), exact: true }).waitFor();
  await page.getByRole('region', { name: t('market.overUnder'), exact: true }).waitFor();
  const pick = openPrice(page);
  await pick.click();
  assert.equal(await pick.getAttribute('aria-pressed'), 'true');
  await page.getByTestId('bet-slip').getByTestId('slip-line').waitFor();
  await screenshot(page, '54-sports-board-match-1280-en');
  await context.close();
});

test('at 390 px in Malay the board is a card list; a picked price shows picked and the slip bar counts it; /esports lists its games', async () => {
  const t = boardTexts('ms');
  const { page, context } = await newPage(browser, { viewport: PHONE, language: 'MS', headers: { 'x-forwarded-for': '203.0.113.55' } });
  await page.goto(`${BASE_URL}/sports?tab=today`);
  await page.getByRole('heading', { level: 1, name: t('title.sports') }).waitFor();
  await waitForMatches(page);
  assert.equal((await page.locator('article[data-event]').count()) > 0, true);
  const price = openPrice(page);
  await price.click();
  assert.equal(await price.getAttribute('aria-pressed'), 'true');
  assert.match(await page.getByTestId('slip-bar').innerText(), /1/);
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  assert.ok(width <= PHONE.width, `the board scrolls sideways (${width} px)`);
  await screenshot(page, '54-sports-board-today-390-ms');

  await page.goto(`${BASE_URL}/esports`);
  await page.getByRole('heading', { level: 1, name: t('title.esports') }).waitFor();
  await waitForMatches(page);
  await page.getByTestId('filter-CS2').waitFor();
  await screenshot(page, '54-sports-board-esports-390-ms');
  await context.close();
});
