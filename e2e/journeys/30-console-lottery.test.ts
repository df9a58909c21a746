// The operator runs the lottery from the console (docs/lottery.md). On a desktop in English: a funded member
// has bought a 4D Big ticket (2468, RM 2.00) through the member lottery API; the operator signs in (password and
// authenticator code), opens Lottery and reads the live monitor (the next draws counting down, the ticket and
// stake on the 4D draw), opens that draw's exposure (the number's liability against the cap per number), adds a
// special 4D draw (seen in the calendar, its commitment in the audit log and published on the site), opens a
// drawn draw's fairness details (verified; the seed hashes to the commitment), voids the member's draw (the
// stake comes back to the member's balance) and lowers 4D's most stake per line in Odds & limits (saved, and
// the site's rules say so). At phone width in Malay: the monitor and the results fit 390 px.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { createApiClient } from '@orbit/contracts/client';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { settingsChangesEndpoint } from '@orbit/contracts/console-approvals';
import { drawExposureEndpoint, lotteryMonitorEndpoint } from '@orbit/contracts/console-lottery';
import { zonedDay } from '@orbit/contracts/format';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { nextDrawEndpoint } from '@orbit/contracts/lottery';
import { lotteryGamesEndpoint, placeLotteryOrderEndpoint } from '@orbit/contracts/lottery-tickets';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import {
  BASE_URL,
  DEMO_OPERATOR,
  DESKTOP,
  launchBrowser,
  newPage,
  operatorApi,
  PHONE,
  readOperatorState,
  screenshot,
  totpNow,
  consoleTexts,
  confirmHeld,
  saveSettings,
} from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { consolePage, eventually, memberApi, merchantOf, rm } from './20-wallet-steps.ts';
import { fundedMember } from './23-games-steps.ts';

/** A countdown: `02:03`, `01:02:03`, or with a day count in the page's language (`2d 01:02:03`; Malay `2h`). */
const countdownOf = (dayUnit: string) => new RegExp(`^(\\d+${dayUnit} )?(\\d\\d:)?\\d\\d:\\d\\d$`);
const COUNTDOWN = countdownOf('d');
const DAY = 86_400_000;

let browser: Browser;
let api: OperatorApi;
let merchant: string;
let maxStakeBefore: string | undefined;

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  merchant = await merchantOf(api);
  await setRegisterCaptcha(api, false);
});
after(async () => {
  // Journeys after this one buy 4D with the demo limits.
  if (maxStakeBefore !== undefined) {
    const { lottery } = await api.call(getSettingsEndpoint);
    await saveSettings(api, 'lottery', { ...lottery, games: { ...lottery.games, '4d': { ...lottery.games['4d'], maxStake: maxStakeBefore } } });
  }
  await setRegisterCaptcha(api, true);
  await browser.close();
});

/** Whether the page is wider than its viewport (something sticks out sideways). */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

/** Whether a table is seen whole in its box, no sideways scrolling needed to reach its last column. */
async function wholeTable(table: Locator): Promise<boolean> {
  return table.evaluate((element) => element.parentElement!.scrollWidth <= element.parentElement!.clientWidth);
}

/** Signs in through the console's form with the password and a fresh authenticator code, as the operator does. */
async function signIn(page: Page, t: ReturnType<typeof consoleTexts>) {
  const secret = readOperatorState(DEMO_OPERATOR.username)?.secret;
  assert.ok(secret, 'operatorApi() enrolled the demo operator');
  await page.goto(`${BASE_URL}/console/`);
  await page.getByLabel(t('login.username')).fill(DEMO_OPERATOR.username);
  await page.getByLabel(t('login.password'), { exact: true }).fill(DEMO_OPERATOR.password);
  await page.getByRole('button', { name: t('login.submit') }).click();
  const code = page.getByLabel(t('login.code'));
  await code.waitFor();
  // A code is taken once: the one the scene's API session may have used is skipped for the authenticator's next.
  const step = Math.floor(Date.now() / 30_000);
  await page.waitForFunction((next) => Date.now() >= next, (step + 1) * 30_000 + 200, { polling: 500, timeout: 35_000 });
  await code.fill(totpNow(secret));
  await page.getByRole('button', { name: t('login.verify') }).click();
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.lottery') })
    .waitFor();
}

test('the operator watches the 4D draw a member bought, adds a special draw, checks a result, voids the draw and changes a limit (desktop, EN)', async () => {
  const t = consoleTexts('en');
  const { timeZone } = await api.call(getSettingsEndpoint);

  // The scene: a member with RM 100.00 launches 4D and buys Big on 2468 for RM 2.00 on the first open draw.
  const member = await fundedMember(api, merchant, 'lotops', '100.00', 'console-lottery');
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant }) });
  const own = memberApi(merchant, member.session.token);
  const { games } = await site.call(gameListEndpoint, { query: { pageSize: 100 } });
  const fourD = games.find((game) => game.gameCode === 'house-4d');
  assert.ok(fourD, '4D is in the catalogue');
  const launched = await own.call(launchGameEndpoint, { body: { gameId: fourD.gameId } });
  assert.equal(launched.mode, 'page', 'a lottery game opens on its own page');
  if (launched.mode !== 'page') return;
  const { openDraws } = await site.call(nextDrawEndpoint, { query: { gameCode: '4d' } });
  // The first open draw whose betting stays open for the whole journey (not one closing in the next half hour).
  const target = openDraws?.find((draw) => Date.parse(draw.closesAt) - Date.now() > 30 * 60_000);
  assert.ok(target, '4D sells its next draws');
  const placed = await site.call(placeLotteryOrderEndpoint, {
    body: {
      token: launched.token,
      gameCode: '4d',
      drawIds: [target.drawId],
      lines: [{ betType: 'big', numbers: ['2468'], stake: '2.00' }],
      requestId: `journey-${member.memberId}-4d`,
    },
  });
  assert.equal(placed.tickets.length, 1);
  assert.equal((await own.call(balanceEndpoint)).mainBalance, '98.00');
  // What the draw has sold, the member's ticket among them (earlier journeys may have bought on it too).
  const sold = (await api.call(lotteryMonitorEndpoint, { query: {} })).games
    .find((game) => game.gameCode === '4d')
    ?.next.find((draw) => draw.drawId === target.drawId);
  assert.ok(sold && sold.tickets >= 1 && Number(sold.stake) >= 2, 'the monitor counts the member’s ticket');

  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await signIn(page, t);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.lottery') })
    .click();
  await page.waitForURL(/\/console\/lottery$/);

  // The live monitor: a tile per game, each next draw counting down on the server's clock.
  const monitor = page.getByTestId('lottery-monitor');
  const tile4d = monitor.getByRole('region', { name: t('lottery.games.4d') });
  await tile4d.getByTestId('countdown').waitFor();
  for (const code of ['4d', 'xsmb', 'sea1', 'sea3', 'sea5', 'keno']) await monitor.getByRole('region', { name: t(`lottery.games.${code}`) }).waitFor();
  const fast = monitor.getByRole('region', { name: t('lottery.games.sea1') }).getByTestId('countdown');
  const first = (await fast.innerText()).trim();
  assert.match(first, COUNTDOWN);
  assert.match((await tile4d.getByTestId('countdown').innerText()).trim(), COUNTDOWN);
  await page.waitForFunction(
    ([seen]) => document.querySelector('[data-testid="monitor-sea1"] [data-testid="countdown"]')?.textContent?.trim() !== seen,
    [first],
    { timeout: 5_000 },
  );
  // The tickets and stakes of the member's 4D draw (the next one, or one after it while the next is closing).
  const soldShown = tile4d.getByTestId(`monitor-draw-${target.drawId}`);
  await soldShown.getByText(t('lottery.monitor.tickets', { count: sold.tickets }), { exact: false }).waitFor();
  await soldShown.getByText(rm(sold.stake), { exact: false }).waitFor();
  await screenshot(page, '30-console-lottery-monitor');

  // The draw's exposure, from its row in the calendar of its day: 2468 with its liability against the cap.
  const drawDay = zonedDay(new Date(target.drawsAt), timeZone);
  const calendarDay = page.getByLabel(t('lottery.draws.day'));
  await calendarDay.fill(drawDay);
  const row = page.getByTestId(`draw-${target.drawId}`);
  await row.getByText(t('lottery.status.open')).waitFor();
  assert.match(await row.innerText(), new RegExp(`\\b${sold.tickets}\\b[\\s\\S]*${rm(sold.stake).replace('.', '\\.')}`));
  await row.getByRole('link', { name: t('lottery.draws.exposure') }).click();
  await page.waitForURL(/\/console\/lottery\/exposure\?draw=/);
  const exposure = await api.call(drawExposureEndpoint, { params: { drawId: target.drawId }, query: { limit: 20 } });
  const key = exposure.items.find((item) => item.betKey === '4d:2468');
  assert.ok(key && exposure.cap, 'the number carries a liability under a cap');
  assert.ok(Number(key.liability) > 2, 'a Big bet could pay far more than its stake');
  const keyRow = page.getByTestId('exposure-4d:2468');
  await keyRow.getByText(rm(key.liability)).waitFor();
  await keyRow.getByText(rm(key.remaining ?? '')).waitFor();
  await keyRow.getByText(t('lottery.exposure.selling')).waitFor();
  const share = Math.floor((Number(key.liability) * 100) / Number(exposure.cap));
  await keyRow.getByText(`${share}%`).waitFor();
  await page.getByTestId('exposure-summary').getByText(rm(exposure.cap)).waitFor();
  assert.equal(await page.locator('#exposure-draw').inputValue(), target.drawId);
  await screenshot(page, '30-console-lottery-exposure');

  // A special 4D draw on a day the calendar does not draw (not Wed, Sat or Sun), two days or more ahead, at 20:30.
  await page.getByRole('link', { name: t('lottery.tabs.draws') }).click();
  await page.waitForURL(/\/console\/lottery$/);
  let special = Date.parse(`${zonedDay(new Date(Date.now() + 2 * DAY), timeZone)}T00:00:00Z`);
  while ([0, 3, 6].includes(new Date(special).getUTCDay())) special += DAY;
  const specialDay = new Date(special).toISOString().slice(0, 10);
  const specialId = `4d:${specialDay}:special`;
  await page.getByRole('button', { name: t('lottery.special.open') }).click();
  const add = page.getByRole('dialog', { name: t('lottery.special.title') });
  await add.getByLabel(t('lottery.special.date')).fill(specialDay);
  await add.getByLabel(t('lottery.special.time')).fill('20:30');
  await add.getByText(t('lottery.special.preview', { drawId: specialId })).waitFor();
  await screenshot(page, '30-console-lottery-special-dialog');
  await add.getByRole('button', { name: t('lottery.special.submit') }).click();
  await page.getByText(t('lottery.special.added', { drawId: specialId })).waitFor();
  await add.waitFor({ state: 'hidden' });
  await calendarDay.fill(specialDay);
  const specialRow = page.getByTestId(`draw-${specialId}`);
  await specialRow.getByText(t('lottery.draws.special'), { exact: true }).waitFor();
  await specialRow.getByText('20:30').waitFor();
  assert.ok(await wholeTable(page.getByRole('table', { name: t('lottery.draws.tableLabel') })), 'the calendar shows its Void buttons without scrolling');
  await screenshot(page, '30-console-lottery-special-calendar');
  // Its commitment: in the audit entry of the addition, and the same one published on the site once it sells.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.audit') })
    .click();
  await page.getByLabel(t('audit.filter')).fill('lottery.draw.special_add');
  const entry = page.getByRole('row').filter({ hasText: specialId });
  await entry.waitFor();
  await entry.getByRole('button', { name: /^Show detail of entry/ }).click();
  const detail = page.locator('[id^="audit-detail-"]');
  const commitment = /"commitment":\s*"([0-9a-f]{64})"/.exec(await detail.innerText())?.[1];
  assert.ok(commitment, 'the audit entry holds the commitment');
  await screenshot(page, '30-console-lottery-special-audit');
  await eventually(async () => {
    const published = (await site.call(nextDrawEndpoint, { query: { gameCode: '4d' } })).openDraws ?? [];
    assert.equal(published.find((draw) => draw.drawId === specialId)?.commitment, commitment);
  }, 30_000);

  // A drawn draw's fairness: the monitor shows SEA 1 minute's last result, Results lists it as verified, and
  // the details show the seed, whose SHA-256 is the commitment.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: t('nav.lottery') })
    .click();
  await monitor
    .getByRole('region', { name: t('lottery.games.sea1') })
    .getByText(t('lottery.monitor.last', { time: '' }).split('(')[0]!.trim(), { exact: false })
    .waitFor({ timeout: 90_000 });
  await page.getByRole('link', { name: t('lottery.tabs.results') }).click();
  // The Draws page has a game picker too: the choice waits for the Results page.
  await page.waitForURL(/\/console\/lottery\/results/);
  await page.getByLabel(t('finance.from')).waitFor();
  await page.getByLabel(t('lottery.game')).selectOption('sea1');
  const result = page
    .getByRole('table', { name: t('lottery.results.tableLabel') })
    .locator('tbody tr')
    .first();
  await result.getByText(t('lottery.results.verified')).waitFor();
  assert.ok(await wholeTable(page.getByRole('table', { name: t('lottery.results.tableLabel') })), 'the results show their Details without scrolling');
  await screenshot(page, '30-console-lottery-results');
  await result.getByRole('button', { name: t('lottery.results.details') }).click();
  const fairness = page.getByRole('dialog');
  await fairness.getByText(t('lottery.results.verified')).waitFor();
  const seed = (await fairness.getByTestId('server-seed').innerText()).trim();
  const committed = (await fairness.getByTestId('commitment').innerText()).trim();
  assert.equal(createHash('sha256').update(seed, 'hex').digest('hex'), committed, 'the seed hashes to the commitment');
  await screenshot(page, '30-console-lottery-fairness');
  await page.keyboard.press('Escape');
  await fairness.waitFor({ state: 'hidden' });

  // Void the member's draw: a reason, the id typed to confirm; every ticket's stake goes back, the member's too.
  await page.getByRole('link', { name: t('lottery.tabs.draws') }).click();
  await page.waitForURL(/\/console\/lottery$/);
  await calendarDay.fill(drawDay);
  await row.getByRole('button', { name: t('lottery.void.button') }).click();
  const voiding = page.getByRole('dialog', { name: t('lottery.void.title', { drawId: target.drawId }) });
  await voiding.getByText(t('lottery.void.effect', { count: sold.tickets, stake: rm(sold.stake) })).waitFor();
  await voiding.getByRole('button', { name: t('lottery.void.confirm') }).click();
  await voiding.getByText(t('lottery.void.reasonShort')).waitFor();
  await voiding.getByLabel(t('lottery.void.reason')).fill('Journey: results feed for this draw withheld');
  await voiding.getByLabel(t('lottery.void.typeId', { drawId: target.drawId })).fill(target.drawId);
  await screenshot(page, '30-console-lottery-void-dialog');
  await voiding.getByRole('button', { name: t('lottery.void.confirm') }).click();
  await page.getByText(t('lottery.void.done', { drawId: target.drawId, count: sold.tickets })).waitFor();
  await row.getByText(t('lottery.status.voided')).waitFor();
  await row.getByText(t('lottery.draws.refunded', { count: sold.tickets })).waitFor();
  assert.equal(await row.getByRole('button', { name: t('lottery.void.button') }).count(), 0, 'a voided draw cannot be voided again');
  await screenshot(page, '30-console-lottery-voided');
  await eventually(async () => assert.equal((await own.call(balanceEndpoint)).mainBalance, '100.00'));

  // Odds & limits: 4D's most per line goes down to RM 500.00. A stake limit guards money, so the save waits for
  // a second operator; once the checker confirms it, it is kept after a reload and on the site's rules.
  const { lottery } = await api.call(getSettingsEndpoint);
  maxStakeBefore = lottery.games['4d'].maxStake;
  await page.getByRole('link', { name: t('lottery.oddsLink') }).click();
  await page.waitForURL(/\/console\/settings\/lottery$/);
  const maxStake = page.locator('#lottery-4d-maxStake');
  await maxStake.fill('500.00');
  await page.getByRole('button', { name: t('settings.save') }).click();
  await page.getByText(t('approvals.settingsHeld', { section: t('nav.lotterySettings') })).waitFor();
  const [held] = (await api.call(settingsChangesEndpoint)).items.filter((change) => change.section === 'lottery');
  assert.ok(held, 'the save waits for a second operator');
  assert.deepEqual(held.changes, [{ path: 'games.4d.maxStake', before: maxStakeBefore, after: '500.00' }]);
  await confirmHeld(held.id);
  await maxStake.scrollIntoViewIfNeeded();
  await screenshot(page, '30-console-lottery-settings');
  await page.reload();
  await eventually(async () => assert.equal(await page.locator('#lottery-4d-maxStake').inputValue(), '500.00'));
  await eventually(async () => {
    const rules = (await site.call(lotteryGamesEndpoint)).games.find((game) => game.gameCode === '4d');
    assert.equal(rules?.maxStake, '500.00');
  });
  await context.close();
});

test('at phone width in Malay the monitor and the results read and fit 390 px', async () => {
  const t = consoleTexts('ms');
  const { context, page } = await consolePage(browser, PHONE);
  await context.addInitScript(() => localStorage.setItem('consoleLang', 'MS'));
  await page.goto(`${BASE_URL}/console/lottery`);
  await page.getByRole('heading', { name: t('lottery.monitor.title') }).waitFor();
  const tile = page.getByTestId('lottery-monitor').getByRole('region', { name: t('lottery.games.4d') });
  await tile.getByTestId('countdown').waitFor();
  assert.match((await tile.getByTestId('countdown').innerText()).trim(), countdownOf(t('lottery.monitor.days', { count: 0 }).replace('0', '')));
  await tile
    .getByText(t('lottery.monitor.drawsAt', { time: '' }).trim().split(' ')[0]!, { exact: false })
    .first()
    .waitFor();
  await screenshot(page, '30-console-lottery-monitor-phone');
  let size = await overflow(page);
  assert.ok(size.scrollWidth <= size.innerWidth, `the monitor fits: ${size.scrollWidth} px in ${size.innerWidth} px`);
  // Today's calendar of a game that draws every minute (4D may not draw today).
  await page.getByLabel(t('lottery.game')).selectOption('sea1');
  const calendar = page.getByRole('table', { name: t('lottery.draws.tableLabel') });
  await calendar
    .getByText(/^sea1:/)
    .first()
    .waitFor();
  await calendar.evaluate((table) => table.scrollIntoView({ block: 'start' }));
  await screenshot(page, '30-console-lottery-calendar-phone');
  size = await overflow(page);
  assert.ok(size.scrollWidth <= size.innerWidth, `the calendar fits: ${size.scrollWidth} px in ${size.innerWidth} px`);

  await page.getByRole('link', { name: t('lottery.tabs.results') }).click();
  // The Draws page has a game picker too: the choice waits for the Results page.
  await page.waitForURL(/\/console\/lottery\/results/);
  await page.getByLabel(t('finance.from')).waitFor();
  await page.getByLabel(t('lottery.game')).selectOption('sea1');
  const result = page
    .getByRole('table', { name: t('lottery.results.tableLabel') })
    .locator('tbody tr')
    .first();
  await result.getByText(t('lottery.results.verified')).waitFor();
  await screenshot(page, '30-console-lottery-results-phone');
  size = await overflow(page);
  assert.ok(size.scrollWidth <= size.innerWidth, `the results fit: ${size.scrollWidth} px in ${size.innerWidth} px`);
  await result.getByRole('button', { name: t('lottery.results.details') }).click();
  await page.getByRole('dialog').getByTestId('commitment').waitFor();
  await screenshot(page, '30-console-lottery-fairness-phone');
  size = await overflow(page);
  assert.ok(size.scrollWidth <= size.innerWidth, `the fairness details fit: ${size.scrollWidth} px in ${size.innerWidth} px`);
  await context.close();
});
