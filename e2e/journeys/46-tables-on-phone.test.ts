// The house tables on phones and a desktop, in English and Malay. The header and the lobby call them table
// games (no live dealer is connected). At 360, 390, 414 and 430 px and at 1280 px nothing overflows sideways,
// and the main bets, the chips and Confirm are on the screen without scrolling. A baccarat coup is played at
// 360 px in Malay: the cards are dealt, the banker's third card stays on the screen, and the round ends with a
// clear win or loss and its amount. A roulette spin at 390 px in English: the wheel has its 37 pockets in
// order, the ball lands on the drawn pocket and the outcome names the amount.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { memberPage, merchantOf } from './20-wallet-steps.ts';
import { fundedMember, gamesTexts, type GamesLanguage } from './23-games-steps.ts';

let browser: Browser;
let api: OperatorApi;
let merchant: string;
const PHONE_WIDTHS = [360, 390, 414, 430];
const phone = (width: number) => ({ width, height: 780 });

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

/** Opens a table from the table games lobby, reached from the header (desktop) or the lobby's address (phone). */
async function openTable(page: Page, language: GamesLanguage, name: string, viaHeader: boolean) {
  const t = gamesTexts(language);
  if (viaHeader) {
    await page.goto(`${BASE_URL}/`);
    await page
      .getByRole('navigation', { name: t('nav.main') })
      .getByRole('link', { name: t('pages.tables.title'), exact: true })
      .click();
    await page.waitForURL(/\/live$/);
  } else await page.goto(`${BASE_URL}/live`);
  await page.getByRole('heading', { level: 1, name: t('pages.tables.title') }).waitFor();
  await page
    .getByRole('button', { name: t('games.tile.play', { name }) })
    .first()
    .click();
  await page.getByTestId('live-screen').waitFor();
  await page.getByTestId('live-status').waitFor();
}

/** Fails when the page scrolls sideways, or when a control is not fully on the screen as it stands. */
async function assertFits(page: Page, controls: string[], label: string) {
  const sideways = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    width: innerWidth,
    // The deepest elements that reach past the right edge, to say what to fix.
    past: Array.from(document.querySelectorAll('body *'))
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 1 && element.children.length === 0)
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${String(element.getAttribute('class')).slice(0, 60)} → ${Math.round(element.getBoundingClientRect().right)}`,
      ),
  }));
  assert.ok(
    sideways.scroll <= sideways.width,
    `${label}: the page is ${sideways.scroll} px wide in a ${sideways.width} px window (${sideways.past.join('; ')})`,
  );
  for (const id of controls) {
    const box = await page.getByTestId(id).boundingBox();
    const { width, height } = page.viewportSize()!;
    assert.ok(box, `${label}: ${id} is shown`);
    assert.ok(
      box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5,
      `${label}: ${id} is on the screen (${JSON.stringify(box)})`,
    );
  }
}

/** Waits for a betting window with at least `seconds` left; answers the round's label. */
async function openWindow(page: Page, seconds: number): Promise<string> {
  await page.waitForFunction(
    (least) => {
      const status = document.querySelector('[data-testid="live-status"]');
      return status?.getAttribute('data-phase') === 'betting' && Number(/(\d+)/.exec(status.textContent ?? '')?.[1] ?? 0) >= least;
    },
    seconds,
    { timeout: 60_000 },
  );
  return (await page.getByTestId('live-round').textContent()) ?? '';
}

/** Waits until the round is settled and the player's win or loss is shown; answers it. */
async function outcomeOf(page: Page, round: string): Promise<{ kind: string; text: string }> {
  await page.waitForFunction(
    (name) =>
      document.querySelector('[data-testid="live-round"]')?.textContent === name &&
      document.querySelector('[data-testid="live-status"]')?.getAttribute('data-phase') === 'settled' &&
      (document.querySelector('[data-testid="live-outcome"]')?.getAttribute('data-outcome') ?? '') !== '',
    round,
    { timeout: 45_000 },
  );
  const outcome = page.getByTestId('live-outcome');
  return { kind: (await outcome.getAttribute('data-outcome')) ?? '', text: (await outcome.textContent()) ?? '' };
}

const BACCARAT_CONTROLS = ['spot-player', 'spot-banker', 'spot-tie', 'chip-0', 'live-confirm'];
const ROULETTE_CONTROLS = ['spot-red', 'spot-black', 'spot-odd', 'spot-even', 'chip-0', 'live-confirm'];

test('baccarat fits every phone width and the desktop in English and Malay, and a coup at 360 px ends with its win or loss', async () => {
  const member = await fundedMember(api, merchant, 'meja', '100.00', 'tables-on-phone');
  const desk = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await openTable(desk.page, 'en', 'Baccarat', true);
  await assertFits(desk.page, BACCARAT_CONTROLS, 'baccarat 1280 EN');
  await screenshot(desk.page, 'tables-baccarat-1280-en');
  for (const width of PHONE_WIDTHS) {
    await desk.page.setViewportSize(phone(width));
    await assertFits(desk.page, BACCARAT_CONTROLS, `baccarat ${width} EN`);
  }
  await screenshot(desk.page, 'tables-baccarat-430-en');
  await desk.context.close();

  const ms = gamesTexts('ms');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: phone(360), language: 'ms' });
  await openTable(page, 'ms', 'Bakarat', false);
  await assertFits(page, BACCARAT_CONTROLS, 'baccarat 360 MS');
  const round = await openWindow(page, 7);
  await page.getByTestId('chip-0').click(); // RM 1
  await page.getByTestId('spot-player').click();
  await page.getByTestId('spot-banker').click();
  await page.getByTestId('live-confirm').click();
  await page.getByTestId('live-my-stake').getByText('RM 2.00').waitFor();
  await screenshot(page, 'tables-baccarat-bets-360-ms');
  // The coup is dealt card by card: the hands fill in while the result is played out.
  await page.getByTestId('baccarat-banker-hand').locator('[data-card]:not([data-card="back"])').first().waitFor({ timeout: 45_000 });
  const outcome = await outcomeOf(page, round);
  // Both hands and all their cards stay on the screen, a third card included.
  for (const side of ['player', 'banker']) {
    const cards = page.getByTestId(`baccarat-${side}-hand`).locator('[data-card]');
    for (const box of await cards.evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().toJSON() as DOMRect))) {
      assert.ok(box.left >= 0 && box.right <= 360.5, `a ${side} card is on the screen (${box.left}–${box.right})`);
    }
  }
  await assertFits(page, BACCARAT_CONTROLS, 'baccarat 360 MS after the coup');
  const [player, banker] = [
    Number(await page.getByTestId('baccarat-player-total').textContent()),
    Number(await page.getByTestId('baccarat-banker-total').textContent()),
  ];
  // RM 1 on each side: the winner pays 2.00 (player) or 1.95 (banker); a tie returns both stakes.
  const won = player > banker ? 'RM 2.00' : banker > player ? 'RM 1.95' : 'RM 2.00';
  assert.equal(outcome.kind, 'win');
  assert.ok(outcome.text.includes(ms('house.slots.youWon', { amount: won })), `the outcome names the win: ${outcome.text}`);
  await screenshot(page, 'tables-baccarat-result-360-ms');
  for (const width of PHONE_WIDTHS.slice(1)) {
    await page.setViewportSize(phone(width));
    await assertFits(page, BACCARAT_CONTROLS, `baccarat ${width} MS`);
  }
  await screenshot(page, 'tables-baccarat-result-430-ms');
  await context.close();
});

test('roulette: a real single-zero wheel, the even chances in reach, and a spin at 390 px that lands on the drawn pocket', async () => {
  const member = await fundedMember(api, merchant, 'roda', '50.00', 'tables-on-phone');
  const en = gamesTexts('en');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: phone(390), language: 'en' });
  await openTable(page, 'en', 'Roulette', false);
  // 37 pockets in the wheel's order, clockwise from zero, with their colours.
  const pockets = await page
    .getByTestId('roulette-wheel-pockets')
    .locator('text')
    .evaluateAll((nodes) => nodes.map((node) => Number(node.textContent)));
  assert.deepEqual(pockets.slice(0, 8), [0, 32, 15, 19, 4, 21, 2, 25]);
  assert.equal(new Set(pockets).size, 37);
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize(phone(width));
    await assertFits(page, ROULETTE_CONTROLS, `roulette ${width} EN`);
  }
  await page.setViewportSize(phone(390));
  const round = await openWindow(page, 6);
  await page.getByTestId('chip-0').click(); // RM 1
  await page.getByTestId('spot-red').click();
  await page.getByTestId('spot-black').click();
  await page.getByTestId('live-confirm').click();
  await page.getByTestId('live-my-stake').getByText('RM 2.00').waitFor();
  await screenshot(page, 'tables-roulette-bets-390-en');
  const outcome = await outcomeOf(page, round);
  const pocket = Number(await page.getByTestId('roulette-pocket').textContent());
  // The ball rests in the drawn pocket: its pocket's number is the one under the ball.
  const under = await page.evaluate(() => {
    const ball = document.querySelector('[data-testid="roulette-ball"]')!.getBoundingClientRect();
    const [x, y] = [ball.left + ball.width / 2, ball.top + ball.height / 2];
    let best = { n: -1, d: Infinity };
    for (const node of Array.from(document.querySelectorAll('[data-testid="roulette-wheel-pockets"] text'))) {
      const box = node.getBoundingClientRect();
      const d = Math.hypot(box.left + box.width / 2 - x, box.top + box.height / 2 - y);
      if (d < best.d) best = { n: Number(node.textContent), d };
    }
    return best.n;
  });
  assert.equal(under, pocket, `the ball lies by pocket ${under}, the draw was ${pocket}`);
  // RM 1 on red and RM 1 on black: zero loses both, any other pocket pays RM 2.00 back.
  if (pocket === 0) {
    assert.equal(outcome.kind, 'loss');
    assert.ok(outcome.text.includes(en('house.live.lost', { amount: 'RM 2.00' })), outcome.text);
  } else {
    assert.equal(outcome.kind, 'win');
    assert.ok(outcome.text.includes(en('house.slots.youWon', { amount: 'RM 2.00' })), outcome.text);
  }
  await screenshot(page, 'tables-roulette-result-390-en');
  await page.setViewportSize(DESKTOP);
  await assertFits(page, ROULETTE_CONTROLS, 'roulette 1280 EN');
  await screenshot(page, 'tables-roulette-1280-en');
  await context.close();
});

test('roulette in Malay at 360 px and on a desktop fits, with the wheel still and the ball in its pocket under reduced motion', async () => {
  const member = await fundedMember(api, merchant, 'rolet', '20.00', 'tables-on-phone');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: phone(360), language: 'ms' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openTable(page, 'ms', 'Rolet', false);
  await assertFits(page, ROULETTE_CONTROLS, 'roulette 360 MS');
  await screenshot(page, 'tables-roulette-360-ms');
  // Once a pocket is drawn the wheel shows it with no animation running.
  await page.waitForFunction(() => (document.querySelector('[data-testid="roulette-pocket"]')?.textContent ?? '') !== '', undefined, { timeout: 45_000 });
  assert.equal(
    await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations === Infinity).length),
    0,
  );
  await page.setViewportSize(DESKTOP);
  await assertFits(page, ROULETTE_CONTROLS, 'roulette 1280 MS');
  await screenshot(page, 'tables-roulette-1280-ms');
  await context.close();
});
