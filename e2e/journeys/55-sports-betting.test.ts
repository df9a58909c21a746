// The sportsbook's bets from the member's side (docs/sportsbook.md). The operator switches the house sportsbook
// on at its built-in feed's own pace. A funded member launches the sportsbook and places a pre-match
// single, a 3-leg mix parlay and a live bet (through the member contract: the board's odds buttons are their own
// journey); on a desktop in English My bets lists all three as open, the live one decided after its delay, and
// once the trading desk enters the live match's result its bet is settled there with each selection's result and
// the balance has its return.
// The pre-match single is then cashed out at the price My bets shows, and one more single is placed through the
// board and the slip as a member would. On a phone in Malay: the open bets and the day's results.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { createApiClient } from '@orbit/contracts/client';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import type { MerchantSettings } from '@orbit/contracts/settings';
import { updateConsoleVendorEndpoint } from '@orbit/contracts/console-games';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { mySportBetsEndpoint, placeSportBetEndpoint, sportsBoardEndpoint, type SportEvent } from '@orbit/contracts/sportsbook';
import { settleDeskEndpoint } from '@orbit/contracts/sportsbook-desk';
import { BASE_URL, DESKTOP, launchBrowser, operatorApi, PHONE, saveSettings, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { eventually, memberApi, memberPage, merchantOf } from './20-wallet-steps.ts';
import { fundedMember } from './23-games-steps.ts';

let browser: Browser;
let api: OperatorApi;
let merchant: string;
let games: MerchantSettings['games'];

before(async () => {
  browser = await launchBrowser();
  api = await operatorApi();
  merchant = await merchantOf(api);
  await setRegisterCaptcha(api, false);
  games = (await api.call(getSettingsEndpoint)).games;
  await saveSettings(api, 'games', {
    ...games,
    sportsbook: {
      ...{ timeScale: 1, liveDelaySeconds: { football: 3, basketball: 3, esports: 3 }, minStake: '1', maxStake: '5000' },
      ...{ maxPayout: '50000', parlayMinLegs: 3, parlayMaxLegs: 10 },
    },
  });
  await api.call(updateConsoleVendorEndpoint, { params: { code: 'HSPRT' }, body: { enabled: true } });
});
after(async () => {
  await saveSettings(api, 'games', games);
  await setRegisterCaptcha(api, true);
  await browser.close();
});

/** The first open market's first outcome of a match, as a slip leg. */
function legOf(event: SportEvent) {
  const market = event.markets.find((entry) => entry.status === 'open' && entry.outcomes.length > 0);
  assert.ok(market, `${event.home} v ${event.away} has an open market`);
  return { outcomeId: market.outcomes[0]!.outcomeId, odds: market.outcomes[0]!.odds };
}

test('a member’s single, parlay and live bet in My bets, the live one settled into the balance (desktop EN, phone MS)', async () => {
  const member = await fundedMember(api, merchant, 'punter', '500.00', 'sports');
  const site = createApiClient({ baseUrl: BASE_URL, headers: () => ({ Merchant: merchant }) });
  const own = memberApi(merchant, member.session.token);
  const { games: catalogue } = await site.call(gameListEndpoint, { query: { pageSize: 100 } });
  const sportsbook = catalogue.find((game) => game.gameCode === 'house-sportsbook');
  assert.ok(sportsbook, 'the sportsbook is in the catalogue once switched on');
  const launched = await own.call(launchGameEndpoint, { body: { gameId: sportsbook.gameId } });
  assert.equal(launched.mode, 'page');
  const token = new URL(launched.mode === 'page' ? launched.url : '', BASE_URL).searchParams.get('token')!;

  let upcoming: SportEvent[] = [];
  await eventually(async () => {
    upcoming = (await site.call(sportsBoardEndpoint, { query: { sport: 'football', tab: 'today' } })).events;
    assert.ok(upcoming.length >= 4);
  }, 60_000);
  // The single's match kicks off last, so its market is still pre-match, and open, when it is cashed out.
  upcoming.sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const place = (legs: { outcomeId: string; odds: string }[], stake: string, requestId: string) =>
    site.call(placeSportBetEndpoint, { body: { token, legs, stake, acceptOdds: 'any', requestId: `${requestId}-${member.memberId}` } });
  const single = await place([legOf(upcoming[0]!)], '10', 'single');
  const parlay = await place(upcoming.slice(1, 4).map(legOf), '5', 'parlay');
  assert.deepEqual([single.bet.status, parlay.bet.kind], ['accepted', 'parlay']);
  // A live bet waits its delay (3 s here) and is rejected, its stake refunded, when its market stops meanwhile
  // (the feed stops live markets around goals and dangerous moments): a rejected one is tried again on the board
  // as it stands then, until one is accepted.
  let attempt = 0;
  let inPlay: Awaited<ReturnType<typeof place>>['bet'] | undefined;
  await eventually(async () => {
    const live = (await site.call(sportsBoardEndpoint, { query: { sport: 'football', tab: 'live' } })).events.find((event) =>
      event.markets.some((market) => market.status === 'open'),
    );
    assert.ok(live, 'a live match with an open market');
    const placed = await place([legOf(live)], '20', `live${++attempt}`);
    assert.equal(placed.bet.status, 'pending', 'a live bet waits its delay');
    let decided = placed.bet;
    for (const until = Date.now() + 20_000; decided.status === 'pending' && Date.now() < until;) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const { bets } = await site.call(mySportBetsEndpoint, { body: { token, status: 'all', pageSize: 50 } });
      decided = bets.find((bet) => bet.betId === placed.bet.betId) ?? decided;
    }
    assert.equal(decided.status, 'accepted', `the live bet ${decided.betId} was ${decided.status} (${decided.reason ?? 'no reason'})`);
    inPlay = decided;
  }, 120_000);
  // Rejected tries were refunded: the three bets' stakes are what left the balance.
  await eventually(async () => assert.equal((await own.call(balanceEndpoint)).mainBalance, '465.00'), 15_000);

  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP, language: 'en' });
  await page.goto(`${BASE_URL}/sports/bets`);
  await page.locator('[data-testid="sport-bet"]').nth(2).waitFor({ timeout: 15_000 });
  assert.equal(await page.getByTestId('sport-bet').count(), 3);
  await screenshot(page, '55-sports-my-bets-open');

  // The trading desk enters the live match's result (docs/sportsbook.md, Trading desk): its bet is settled and
  // its return paid by the payment pass, without waiting for the match to end.
  const liveMatch = inPlay!.legs[0]!.eventId;
  await api.call(settleDeskEndpoint, {
    params: { eventId: liveMatch },
    body: { action: 'settle', result: { ft: { home: 2, away: 1 }, '1h': { home: 1, away: 0 } }, reason: 'Result entered by the journey' },
  });
  await page.getByRole('tab', { name: 'Settled' }).click();
  // By its number: the live tries the book rejected are listed under Settled too.
  const settled = page.locator(`[data-testid="sport-bet"]`).filter({ hasText: `#${inPlay!.betId}` });
  await settled.getByTestId('leg-result').waitFor({ timeout: 30_000 });
  assert.match(await settled.getByTestId('leg-result').innerText(), /^(Won|Half won|Void, stake back|Half lost|Lost)$/);
  const returned = Number((await settled.getByTestId('bet-return').innerText()).replace(/[^\d.]/g, ''));
  await eventually(async () => assert.equal((await own.call(balanceEndpoint)).mainBalance, (465 + returned).toFixed(2)), 15_000);
  await screenshot(page, '55-sports-my-bets-settled');

  // Cash-out: the pre-match single, its market open, is cashed out at the price shown; the balance takes it.
  const before = Number((await own.call(balanceEndpoint)).mainBalance);
  await page.getByRole('tab', { name: 'Open' }).click();
  const card = page.locator(`[data-testid="sport-bet"]`).filter({ hasText: `#${single.bet.betId}` });
  await card.getByTestId('cash-out-open').click();
  await screenshot(page, '55-sports-cash-out-confirm');
  await card.getByTestId('cash-out-confirm').click();
  await page.getByRole('tab', { name: 'Settled' }).click();
  const cashed = page.locator(`[data-testid="sport-bet"]`).filter({ hasText: `#${single.bet.betId}` });
  await cashed.getByText('Cashed out').waitFor({ timeout: 15_000 });
  const cashedFor = Number((await cashed.getByTestId('bet-return').innerText()).replace(/[^\d.]/g, ''));
  assert.ok(cashedFor > 0, 'the cash-out paid something');
  await eventually(async () => assert.equal((await own.call(balanceEndpoint)).mainBalance, (before + cashedFor).toFixed(2)), 15_000);

  // A single placed the member's way: a price picked on the board, a quick stake, Place bet, and the slip's receipt.
  const beforeSlip = Number((await own.call(balanceEndpoint)).mainBalance);
  await page.goto(`${BASE_URL}/sports?tab=today`);
  const price = page.locator('button[data-outcome]:not([disabled])').first();
  await price.waitFor({ timeout: 30_000 });
  await price.click();
  const slip = page.getByTestId('bet-slip');
  await slip.getByTestId('slip-stake').click();
  await slip.getByRole('button', { name: 'Add 10 to the stake' }).click();
  assert.equal(await slip.getByTestId('slip-stake').inputValue(), '10');
  await slip.getByTestId('slip-place').click();
  await slip.getByTestId('receipt-accepted').waitFor({ timeout: 15_000 });
  await screenshot(page, '55-sports-slip-receipt');
  await eventually(async () => assert.equal((await own.call(balanceEndpoint)).mainBalance, (beforeSlip - 10).toFixed(2)), 15_000);
  await context.close();

  const phone = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await phone.page.goto(`${BASE_URL}/sports/bets`);
  await phone.page.getByTestId('sport-bet').first().waitFor({ timeout: 15_000 });
  await phone.page.getByRole('tab', { name: 'Terbuka' }).waitFor();
  await screenshot(phone.page, '55-sports-my-bets-phone-ms');
  await phone.page.goto(`${BASE_URL}/sports/results`);
  // The day's finished matches, or none yet on a fresh demo at the feed's own pace (the calls: sportsbook-results.test.ts).
  await phone.page.getByRole('heading', { level: 1, name: 'Keputusan' }).waitFor({ timeout: 15_000 });
  await screenshot(phone.page, '55-sports-results-phone-ms');
  await phone.context.close();
});
