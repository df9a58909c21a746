// The game lobbies. On a desktop in English: a visitor hovers Slots in the header and sees its vendors, opens
// one's lobby, searches it by name, and is asked to log in before playing or keeping a favourite; the footer
// shows the partner strip. A member keeps a favourite, plays a slot (the /game page), finds it under recently
// played, comes back to a lobby that did not load again, and meets a game under maintenance with popular
// games offered instead. On a phone in Malay: the games tab, the category chips, and a room game's room list.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { consoleGamesEndpoint, updateConsoleGameEndpoint } from '@orbit/contracts/console-games';
import { BASE_URL, DESKTOP, launchBrowser, newPage, operatorApi, PHONE, screenshot } from '../support.ts';
import { setRegisterCaptcha, type OperatorApi } from './10-account-steps.ts';
import { memberPage, merchantOf, registerMemberViaApi } from './20-wallet-steps.ts';
import { gamesTexts } from './23-games-steps.ts';

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

const tiles = (page: Page) => page.getByTestId('game-grid').getByTestId('game-tile');

async function tileNames(page: Page): Promise<string[]> {
  return tiles(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-game-code') ?? ''));
}

test('a visitor finds slots from the header, searches a lobby, and is asked to log in to play or keep a favourite', async () => {
  const t = gamesTexts('en');
  const { context, page } = await newPage(browser, { viewport: DESKTOP });
  await page.goto(`${BASE_URL}/`);
  const nav = page.getByRole('navigation', { name: t('nav.main') });
  await nav.getByRole('link', { name: t('pages.rng.title'), exact: true }).hover();
  const panel = page.getByTestId('vendor-panel-rng');
  await panel.getByRole('link', { name: 'Harimau Slots' }).waitFor({ state: 'visible' });
  assert.equal(
    await nav.getByRole('link', { name: t('pages.tables.title'), exact: true }).count(),
    1,
    'the house tables have their header item, named table games',
  );
  await page.waitForTimeout(300); // the panel's fade
  await screenshot(page, 'games-header-vendors-desktop-en');

  await panel.getByRole('link', { name: 'Harimau Slots' }).click();
  await page.waitForURL(/\/rng\?page=HSLOT$/);
  await page.getByRole('heading', { level: 1, name: `${t('pages.rng.title')} · Harimau Slots` }).waitFor();
  await tiles(page).first().waitFor();
  assert.deepEqual(await tileNames(page), ['house-fruit-lines', 'house-jade-ways', 'house-koi-free-spins']);
  assert.equal(await page.getByTestId('vendor-tab-HSLOT').getAttribute('aria-current'), 'page');
  await screenshot(page, 'games-lobby-desktop-en');

  // Search by name; nothing found says why.
  await page.getByRole('searchbox', { name: t('games.lobby.search') }).fill('jade');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-grid"] [data-testid="game-tile"]').length === 1);
  assert.deepEqual(await tileNames(page), ['house-jade-ways']);
  await page.getByRole('searchbox', { name: t('games.lobby.search') }).fill('mahjong');
  await page.getByRole('heading', { name: t('games.lobby.noMatchTitle') }).waitFor();
  await page.getByRole('button', { name: t('games.lobby.clearSearch') }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-grid"] [data-testid="game-tile"]').length === 3);

  // Playing and favourites need a login: the login dialog opens, and no game page.
  await page.getByRole('button', { name: t('games.tile.play', { name: 'Fruit Lines' }) }).click();
  const login = page.getByRole('dialog', { name: t('auth.loginTitle') });
  await login.waitFor();
  assert.match(page.url(), /\/rng\?page=HSLOT$/);
  await screenshot(page, 'games-login-needed-desktop-en');
  await page.keyboard.press('Escape');
  await login.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: t('games.tile.favourite', { name: 'Jade Ways' }) }).click();
  await login.waitFor();
  await page.keyboard.press('Escape');

  // The footer's partner strip shows the house vendors' marks.
  const strip = page.getByTestId('partner-strip');
  await strip.scrollIntoViewIfNeeded();
  assert.deepEqual((await strip.getByRole('img').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt')))).sort(), [
    'Harimau Cards',
    'Harimau E-Lottery',
    'Harimau Fishing',
    'Harimau Lottery',
    'Harimau Slots',
    'Harimau Sports',
    'Harimau Tables',
  ]);
  await context.close();
});

test('a member keeps a favourite, comes back to a lobby that did not load again, and is offered other games for one under maintenance', async () => {
  const t = gamesTexts('en');
  const member = await registerMemberViaApi(api, merchant, 'lobby');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: DESKTOP });
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/lgw/games/game_list')) listCalls.push(request.url());
  });
  await page.goto(`${BASE_URL}/rng`);
  await tiles(page).first().waitFor();

  await page
    .getByRole('button', { name: t('games.tile.favourite', { name: 'Koi Free Spins' }) })
    .first()
    .click();
  const favourites = page.getByTestId('favourite-games');
  await favourites.getByTestId('game-tile').first().waitFor();
  assert.deepEqual(await favourites.getByTestId('game-tile').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-game-code'))), [
    'house-koi-free-spins',
  ]);
  assert.equal(
    await page
      .getByRole('button', { name: t('games.tile.unfavourite', { name: 'Koi Free Spins' }) })
      .first()
      .getAttribute('aria-pressed'),
    'true',
  );

  // To table games and back from the header: the slots lobby shows again without loading its games again.
  const nav = page.getByRole('navigation', { name: t('nav.main') });
  await nav.getByRole('link', { name: t('pages.tables.title'), exact: true }).click();
  await page.waitForURL(/\/live$/);
  await page.locator('[data-game-code="house-baccarat"]').waitFor();
  const callsBefore = listCalls.length;
  await nav.getByRole('link', { name: t('pages.rng.title'), exact: true }).click();
  await page.waitForURL(/\/rng$/);
  // All three slots come back (read once the grid settles: one run counted 2 in its first frame), with no list call.
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="game-grid"] [data-testid="game-tile"]').length === 3);
  assert.equal(listCalls.length, callsBefore, 'the lobby showed its games again without loading them');

  // A game the operator put under maintenance: its launch is refused and popular games are offered.
  const { items } = await api.call(consoleGamesEndpoint, { query: { vendorCode: 'HSLOT' } });
  const jade = items.find((game) => game.gameCode === 'house-jade-ways');
  assert.ok(jade, 'the demo catalogue has Jade Ways');
  await api.call(updateConsoleGameEndpoint, { params: { gameId: jade.gameId }, body: { maintenance: true } });
  try {
    await page.goto(`${BASE_URL}/rng?page=HSLOT`);
    await tiles(page).first().waitFor();
    await page
      .getByRole('button', { name: t('games.tile.play', { name: 'Jade Ways' }) })
      .first()
      .click();
    const refusal = page.getByRole('dialog', { name: t('games.maintenance.title') });
    await refusal.getByText(t('games.maintenance.alternatives')).waitFor();
    await refusal.getByRole('button').filter({ hasText: 'Fruit Lines' }).waitFor();
    assert.equal(await refusal.getByRole('button').filter({ hasText: 'Jade Ways' }).count(), 0, 'the game under maintenance is not offered');
    await screenshot(page, 'games-maintenance-desktop-en');
  } finally {
    await api.call(updateConsoleGameEndpoint, { params: { gameId: jade.gameId }, body: { maintenance: false } });
  }
  await context.close();
});

test('on a phone in Malay: the games tab, the category chips, and a room game that lists its rooms', async () => {
  const t = gamesTexts('ms');
  const member = await registerMemberViaApi(api, merchant, 'bilik');
  const { context, page } = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await page.goto(`${BASE_URL}/`);
  await page
    .getByRole('navigation', { name: t('nav.tabs') })
    .getByRole('link', { name: t('nav.games') })
    .click();
  // The Games tab opens the games hub: every category and the hot games.
  await page.waitForURL(/\/games$/);
  const hub = page.getByTestId('games-hub');
  await hub.getByTestId('hub-hot-games').getByRole('listitem').first().waitFor();
  await screenshot(page, 'games-hub-phone-ms');
  await hub
    .getByTestId('hub-categories')
    .getByRole('link', { name: t('pages.tables.title') })
    .click();
  await page.waitForURL(/\/live$/);
  const chips = page.getByRole('navigation', { name: t('nav.gameCategories') });
  await tiles(page).first().waitFor();
  assert.equal(await chips.getByRole('link', { name: t('pages.tables.title') }).getAttribute('aria-current'), 'page');
  await screenshot(page, 'games-lobby-phone-ms');

  await chips.getByRole('link', { name: t('pages.pvp.title') }).click();
  await page.waitForURL(/\/pvp$/);
  await page
    .getByRole('button', { name: t('games.tile.play', { name: 'Niu Niu' }) })
    .first()
    .click();
  const rooms = page.getByRole('dialog', { name: t('games.rooms.title', { name: 'Niu Niu' }) });
  await rooms.getByRole('list', { name: t('games.rooms.list') }).waitFor();
  assert.ok((await rooms.getByRole('button', { name: t('games.rooms.join') }).count()) >= 1, 'the room game lists its rooms');
  await screenshot(page, 'games-rooms-phone-ms');
  await context.close();
});

/** A game of a made-up long catalogue, served to the page in place of the server's list (a test double). */
function fakeFishGame(n: number) {
  return {
    gameId: 90_000 + n,
    gameCode: `test-fish-${n}`,
    vassalage: 'HFISH',
    vendorName: 'Harimau Fishing',
    category: 'fish',
    gameType: 'FISH',
    displayName: `Test Fish ${n}`,
    isHot: false,
    imageUrl: '/TCG_PROD_IMAGES/FISH_LIST_GAME/HFISH/house-ocean-hunter.png',
    minBet: '1.00',
    lines: null,
    tags: [],
    maintenance: false,
    hasRooms: false,
  };
}

test('a long lobby shows 21 games, 18 more each time the visitor reaches its end (24 a server page), and keeps its place', async () => {
  const t = gamesTexts('en');
  const { context, page } = await newPage(browser, { viewport: PHONE });
  const asked: number[] = [];
  const TOTAL = 60;
  await page.route('**/lgw/games/game_list?**', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('category') !== 'fish') return route.fallback();
    const pageNo = Number(url.searchParams.get('pageNo'));
    const size = Number(url.searchParams.get('pageSize'));
    asked.push(pageNo);
    const first = (pageNo - 1) * size;
    const games = Array.from({ length: Math.max(0, Math.min(size, TOTAL - first)) }, (_, i) => fakeFishGame(first + i + 1));
    await route.fulfill({ json: { success: true, value: { games, pageNum: pageNo, totalPages: Math.ceil(TOTAL / size), total: TOTAL } } });
  });
  const count = () => tiles(page).count();
  // The visitor scrolls until the last game shows at the foot of the screen.
  const reachEnd = async (expected: number) => {
    await page.getByTestId('game-grid').evaluate((grid) => grid.lastElementChild?.scrollIntoView({ block: 'end' }));
    await page.waitForFunction((n) => document.querySelectorAll('[data-testid="game-grid"] [data-testid="game-tile"]').length === n, expected);
  };

  await page.goto(`${BASE_URL}/fish`);
  await tiles(page).first().waitFor();
  await page.waitForTimeout(600);
  assert.equal(await count(), 21);
  assert.deepEqual(asked, [1], 'one server page of 24 covers the first 21');
  await reachEnd(39);
  assert.deepEqual(asked, [1, 2]);
  await reachEnd(57);
  assert.deepEqual(asked, [1, 2, 3]);
  await reachEnd(60);
  await page.getByText(t('games.lobby.end_other', { count: 60 })).waitFor();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.waitForTimeout(300);
  const place = await page.evaluate(() => window.scrollY);

  // Away to the games hub from the tab bar and back with the browser: the same 60 games at the same place,
  // with no new call.
  await page
    .getByRole('navigation', { name: t('nav.tabs') })
    .getByRole('link', { name: t('nav.games') })
    .click();
  await page.waitForURL(/\/games$/);
  await page.getByTestId('hub-categories').waitFor();
  await page.goBack();
  await page.waitForURL(/\/fish$/);
  await tiles(page).first().waitFor();
  assert.equal(await count(), 60);
  assert.deepEqual(asked, [1, 2, 3]);
  await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 40, place);
  await context.close();
});

test('a launch opens the /game page: a slot on a desktop in English, a room on a phone in Malay; the slot is then recently played', async () => {
  const en = gamesTexts('en');
  const member = await registerMemberViaApi(api, merchant, 'main');
  const desktop = await memberPage(browser, merchant, member.session, { viewport: DESKTOP });
  const page = desktop.page;
  await page.goto(`${BASE_URL}/rng`);
  await page
    .getByRole('button', { name: en('games.tile.play', { name: 'Fruit Lines' }) })
    .first()
    .click();
  await page.waitForURL(/\/game\?gameId=\d+$/);
  // The slot's own screen (journey 24 plays it): a new member's balance is nothing yet.
  await page.getByTestId('slot-screen').waitFor();
  await page.getByTestId('slot-balance').getByText('RM 0.00').waitFor();
  await screenshot(page, 'games-game-page-desktop-en');
  await page.getByRole('link', { name: en('games.play.back'), exact: true }).click();
  await page.waitForURL(/\/rng$/);
  await page.getByTestId('recent-games').getByTestId('game-tile').first().waitFor();
  assert.equal(await page.getByTestId('recent-games').getByTestId('game-tile').first().getAttribute('data-game-code'), 'house-fruit-lines');
  await desktop.context.close();

  const ms = gamesTexts('ms');
  const phone = await memberPage(browser, merchant, member.session, { viewport: PHONE, language: 'ms' });
  await phone.page.goto(`${BASE_URL}/pvp`);
  await phone.page
    .getByRole('button', { name: ms('games.tile.play', { name: 'Niu Niu' }) })
    .first()
    .click();
  await phone.page
    .getByRole('dialog')
    .getByRole('button', { name: ms('games.rooms.join') })
    .first()
    .click();
  await phone.page.waitForURL(/\/game\?gameId=\d+&roomId=/);
  // The room's table (journey 25 plays it).
  await phone.page.getByTestId('live-screen').waitFor();
  await screenshot(phone.page, 'games-game-page-phone-ms');
  await phone.context.close();
});
