// The lottery for real money (docs/lottery.md). On a desktop in English: a funded member opens the 3-minute SEA
// lottery, which launches itself; sees the next draw's countdown and the balance; picks 7, Big and Red at
// RM 2.00 each (the slip totals RM 6.00) and places the bet; the balance drops by the total; the ticket waits in
// My orders with its three lines; a past draw's fairness verifies in the browser. On a phone in Malay: a 4D
// Box on 1234 costs its 24 orderings, a stake over the limit is refused on the slip, and the bet is placed on
// every open draw, a ticket each. On a desktop: Big and Small on the 1-minute SEA lottery, one of which wins
// every draw; after the draw the ticket is Won in My orders and the balance has the win.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, screenshot, type TextTree } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { memberPage, merchantOf, rm, waitForText } from './20-wallet-steps.ts';
import { fundedMember } from './23-games-steps.ts';

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

const LOCALES = path.resolve('apps/web/src/locales');

/** The lottery screens' texts in one language, by key, with {{placeholders}} filled and `count` choosing _one or _other as i18next does. */
function lotteryTexts(code: 'en' | 'ms') {
  const read = (file: string): TextTree => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TextTree) : {});
  const tree: TextTree = { ...read(path.join(LOCALES, `${code}.json`)), ...read(path.join(LOCALES, 'lottery', `${code}.json`)) };
  const plural = new Intl.PluralRules(code === 'en' ? 'en' : 'ms');
  const find = (key: string) => key.split('.').reduce<string | TextTree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), tree);
  return (key: string, values: Record<string, string | number> = {}): string => {
    let found = find(key);
    if (found === undefined && typeof values.count === 'number') found = find(`${key}_${plural.select(values.count)}`) ?? find(`${key}_other`);
    if (typeof found !== 'string') throw new Error(`no text ${key} in ${code}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
}

test('a member bets on the 3-minute SEA lottery: countdown, slip total, bet placed, balance down, ticket in My orders, a draw verified (desktop, EN)', async () => {
  const t = lotteryTexts('en');
  const member = await fundedMember(api, merchant, 'lotsea', '100.00', 'lottery-sea');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/seaLottery?gameCode=sea3`);
  await page.getByTestId('lottery-countdown').waitFor();
  assert.match(await page.getByTestId('lottery-countdown').innerText(), /^\d\d:\d\d$/);
  await waitForText(page.getByTestId('lottery-balance'), rm('100.00'));

  await page.locator('#sea-stake').fill('2');
  await page.getByRole('button', { name: '7', exact: true }).click();
  await page.getByTestId('sea-size-big').click();
  await page.getByTestId('sea-colour-red').click();
  await page.getByTestId('lottery-add').click();
  assert.equal(await page.getByTestId('lottery-slip-line').count(), 3);
  await waitForText(page.getByTestId('lottery-slip-total'), rm('6.00'));
  // The close of a 3-minute draw leaves at least 10 s; a bet near it may need the next draw.
  const place = page.getByTestId('lottery-place');
  await place.waitFor();
  while (await place.isDisabled()) await page.waitForTimeout(500);
  await place.click();
  await page
    .getByTestId('lottery-slip-placed')
    .getByText(t('lottery.slip.placed', { count: 1, total: rm('6.00') }))
    .waitFor();
  await waitForText(page.getByTestId('lottery-balance'), rm('94.00'), 15_000);
  await screenshot(page, '29-lottery-sea-placed');

  await page.getByTestId('lottery-view-orders').click();
  const ticket = page.getByTestId('lottery-ticket').first();
  await ticket.waitFor();
  assert.match(await ticket.innerText(), new RegExp(t('lottery.orders.outcomes.waiting')));
  assert.equal(await ticket.locator('tbody tr').count(), 3);

  await page.getByTestId('lottery-view-results').click();
  await page.getByTestId('lottery-fairness-open').first().click();
  await page.getByTestId('lottery-verify').click();
  await page.getByTestId('lottery-verdict').getByText(t('lottery.fairness.valid')).waitFor();
  await screenshot(page, '29-lottery-sea-verified');
  await context.close();
});

test('a member bets Big and Small on the 1-minute SEA lottery, waits for the draw, and sees the win in the balance and My orders (desktop, EN)', async () => {
  const t = lotteryTexts('en');
  const member = await fundedMember(api, merchant, 'lotwin', '100.00', 'lottery-win');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/seaLottery?gameCode=sea1`);
  await waitForText(page.getByTestId('lottery-balance'), rm('100.00'));
  // One of Big (5–9) and Small (0–4) wins every draw: RM 2.00 each at 1.9 pays RM 3.80 back.
  await page.locator('#sea-stake').fill('2');
  await page.getByTestId('sea-size-big').click();
  await page.getByTestId('lottery-add').click();
  await page.getByTestId('sea-size-small').click();
  await page.getByTestId('lottery-add').click();
  assert.equal(await page.getByTestId('lottery-slip-line').count(), 2);
  await waitForText(page.getByTestId('lottery-slip-total'), rm('4.00'));
  const place = page.getByTestId('lottery-place');
  while (await place.isDisabled()) await page.waitForTimeout(500);
  await place.click();
  await page
    .getByTestId('lottery-slip-placed')
    .getByText(t('lottery.slip.placed', { count: 1, total: rm('4.00') }))
    .waitFor();
  await waitForText(page.getByTestId('lottery-balance'), rm('96.00'), 15_000);

  // The ticket waits among the open ones; the draw comes within a minute, the settlement job settles and pays
  // it within seconds, and the page reads the balance again.
  await page.getByTestId('lottery-view-orders').click();
  await page.getByTestId('lottery-ticket').first().getByTestId('lottery-ticket-outcome').getByText(t('lottery.orders.outcomes.waiting')).waitFor();
  await waitForText(page.getByTestId('lottery-balance'), rm('99.80'), 120_000);
  // Settled, it has left the open tickets for the settled ones: Won, RM 3.80.
  await page.getByRole('tab', { name: t('lottery.orders.filters.settled') }).click();
  const ticket = page.getByTestId('lottery-ticket').first();
  await ticket.getByTestId('lottery-ticket-outcome').getByText(t('lottery.orders.outcomes.won')).waitFor();
  await ticket.locator('tfoot').getByText(rm('3.80')).waitFor();
  // The winning line shows the win, the other nothing; the ticket carries the draw's result.
  const wins = await ticket.locator('tbody tr td:last-child').allInnerTexts();
  assert.deepEqual([...wins].sort(), [rm('0.00'), rm('3.80')].sort());
  await screenshot(page, '29-lottery-sea-won');
  await context.close();
});

test('a phone member buys a 4D Box: 24 orderings priced on the slip, a stake over the limit refused there, the bet placed on every open draw (390 px, MS)', async () => {
  const t = lotteryTexts('ms');
  const member = await fundedMember(api, merchant, 'lot4d', '100.00', 'lottery-4d');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await page.goto(`${BASE_URL}/lottery?gameCode=4d`);
  await page.getByTestId('lottery-place').waitFor();
  await page.locator('#fourd-number').fill('1234');
  await page.getByTestId('fourd-cover-box').click();
  await page.locator('#fourd-big').fill('1');
  await page.getByTestId('lottery-add').click();
  await page
    .getByTestId('lottery-slip')
    .getByText(t('lottery.slip.orderings', { count: 24 }))
    .waitFor();
  await waitForText(page.getByTestId('lottery-slip-total'), rm('24.00'));

  await page.getByRole('textbox', { name: t('lottery.slip.lineStake', { line: 1 }) }).fill('999999');
  await page
    .getByTestId('lottery-slip')
    .getByText(t('lottery.slip.problems.stake_above_max', { max: rm('1,000.00') }))
    .waitFor();
  assert.equal(await page.getByTestId('lottery-place').isDisabled(), true);
  await page.getByRole('textbox', { name: t('lottery.slip.lineStake', { line: 1 }) }).fill('1');

  // Every open draw (4D sells the next three): the order is one ticket a draw.
  const draws = page.getByTestId('lottery-slip').locator('fieldset button');
  const drawCount = await draws.count();
  assert.ok(drawCount >= 1);
  for (let i = 1; i < drawCount; i++) await draws.nth(i).click();
  const total = rm(`${24 * drawCount}.00`);
  await waitForText(page.getByTestId('lottery-slip-total'), total);

  await page.getByTestId('lottery-place').click();
  await page
    .getByTestId('lottery-slip-placed')
    .getByText(t('lottery.slip.placed', { count: drawCount, total }))
    .waitFor();
  await screenshot(page, '29-lottery-4d-phone');
  await context.close();
});
