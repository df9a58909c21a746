// The catalogue the lobbies read: header menus, the paged game list with its filters, hot games, vendors,
// rooms, names in the reader's language, and the images at the paths vendors' clients expect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gameListEndpoint, gameMenusEndpoint, hotGamesEndpoint, roomsEndpoint, vendorsEndpoint } from '@orbit/contracts/games';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { games, vendorProfiles } from '../src/db/schema/games.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { DEMO_MERCHANT_CODE } from '../src/seed/seed.ts';
import { HOUSE_GAMES as HOUSE_MATHS } from '@orbit/games/catalog';
import { HOUSE_GAMES, HOUSE_LOTTERY_GAMES } from '../src/modules/games/house-catalogue.ts';
import { LOTTERY_GAME_CODES } from '@orbit/contracts/lottery';

let t: TestApp;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await siteRepo.findMerchantByCode(t.database.db, DEMO_MERCHANT_CODE))!.id;
});
afterAll(() => t.close());

async function addVendor(code: string, category: string, names: Record<string, string>, sortOrder: number) {
  const [vendor] = await t.database.db.insert(vendors).values({ merchantId, code, name: names.EN!, walletMode: 'transfer', sortOrder }).returning();
  await t.database.db
    .insert(vendorProfiles)
    .values({ vendorId: vendor!.id, merchantId, category, names, launchUrl: `https://games.example/${code}?t={token}&g={game}` });
  return vendor!;
}

describe('game menus', () => {
  it('lists each category with an enabled vendor in header order, with the house vendors and their logos', async () => {
    const { menus } = await t.client().call(gameMenusEndpoint);
    expect(menus.map((m) => m.key)).toEqual(['lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'elott']);
    // The house sportsbook plays sports and esports alike: it leads both menus (docs/sportsbook.md, "The site").
    expect(menus.find((m) => m.key === 'sports')!.vendors.map((v) => [v.vendorCode, v.gameCount])).toEqual([['HSPRT', 2]]);
    expect(menus.find((m) => m.key === 'esports')!).toMatchObject({ route: '/esports', vendors: [expect.objectContaining({ vendorCode: 'HSPRT' })] });
    expect(menus.find((m) => m.key === 'lottery')!.vendors.map((v) => [v.vendorCode, v.gameCount])).toEqual([['HLOTT', 5]]);
    expect(menus.find((m) => m.key === 'elott')!.vendors.map((v) => [v.vendorCode, v.gameCount])).toEqual([['HELOT', 1]]);
    const slots = menus.find((m) => m.key === 'rng')!;
    expect(slots).toMatchObject({ route: '/rng', pointRate: 1.2 });
    expect(slots.vendors).toEqual([
      expect.objectContaining({
        vendorCode: 'HSLOT',
        name: 'Harimau Slots',
        walletMode: 'seamless',
        logoUrl: '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/HSLOT-WHITE.png',
        gameCount: 3,
        partnerStrip: true,
      }),
    ]);
    // The HOUSE transfer vendor holds a wallet, not games: no menu shows it.
    expect(menus.flatMap((m) => m.vendors.map((v) => v.vendorCode))).not.toContain('HOUSE');
  });

  it('calls the live category table games (liveDealer false) while only the house RNG tables are in it, live once a dealer vendor joins', async () => {
    const liveOf = async () => (await t.client().call(gameMenusEndpoint)).menus.find((m) => m.key === 'live')!;
    expect(await liveOf()).toMatchObject({ route: '/live', liveDealer: false });
    expect((await t.client().call(gameMenusEndpoint)).menus.every((m) => !m.liveDealer)).toBe(true);
    const studio = await addVendor('EVOL', 'live', { EN: 'Studio Live' }, 25);
    try {
      expect(await liveOf()).toMatchObject({ liveDealer: true });
      expect((await liveOf()).vendors.map((v) => v.vendorCode)).toEqual(['HLIVE', 'EVOL']);
      await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.id, studio.id));
      expect(await liveOf()).toMatchObject({ liveDealer: false });
    } finally {
      await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.id, studio.id));
    }
  });

  it('adds a cockfight item right after live when vendor SV3 exists, and drops a category whose vendors are all off', async () => {
    const sv3 = await addVendor('SV3', 'sports', { EN: 'SV388 Cockfight' }, 50);
    const { menus } = await t.client().call(gameMenusEndpoint);
    expect(menus.map((m) => m.key)).toEqual(['lottery', 'live', 'cockfight', 'sports', 'fish', 'rng', 'pvp', 'esports', 'elott']);
    expect(menus[2]!.vendors.map((v) => v.vendorCode)).toEqual(['SV3']);
    // The house book first, though the operator ordered the other sports vendor before it.
    expect(menus[3]!.vendors.map((v) => v.vendorCode)).toEqual(['HSPRT', 'SV3']);

    await t.database.db.update(vendors).set({ enabled: false }).where(eq(vendors.id, sv3.id));
    await t.database.db
      .update(vendors)
      .set({ enabled: false })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HFISH')));
    try {
      expect((await t.client().call(gameMenusEndpoint)).menus.map((m) => m.key)).toEqual(['lottery', 'live', 'sports', 'rng', 'pvp', 'esports', 'elott']);
    } finally {
      await t.database.db
        .update(vendors)
        .set({ enabled: true })
        .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HFISH')));
    }
  });

  it('names vendors in the Language header, falling back to EN', async () => {
    const cn = await t.client(() => ({ language: 'CN' })).call(vendorsEndpoint, { query: { category: 'live' } });
    expect(cn.vendors.map((v) => v.name)).toEqual(['虎王桌游']);
    const th = await t.client(() => ({ language: 'TH' })).call(vendorsEndpoint, { query: { category: 'live' } });
    expect(th.vendors.map((v) => v.name)).toEqual(['Harimau Tables']);
  });
});

describe('house catalogue', () => {
  it('lists exactly the games whose maths packages/games holds, in their category, at a stake they accept', () => {
    const lottery = HOUSE_LOTTERY_GAMES.map((g) => g.launchGameCode);
    // The sportsbook's games (vendor HSPRT) are priced by its feed, not by a packages/games maths.
    const rounds = HOUSE_GAMES.filter((g) => !lottery.includes(g.gameCode) && g.vendorCode !== 'HSPRT');
    expect(rounds.map((g) => g.gameCode).sort()).toEqual(HOUSE_MATHS.map((d) => d.id).sort());
    for (const game of rounds) {
      const maths = HOUSE_MATHS.find((d) => d.id === game.gameCode)!;
      expect(game.category, game.gameCode).toBe(maths.category);
      expect(game.minBet >= maths.minBet && game.minBet % maths.betStep === 0n, game.gameCode).toBe(true);
    }
  });

  it('sells every lottery game code through one catalogue game of the lottery (4D, XSMB, SEA) or e-lottery (keno) vendor', () => {
    expect(HOUSE_LOTTERY_GAMES.map((g) => g.lotteryGameCode).sort()).toEqual([...LOTTERY_GAME_CODES].sort());
    for (const lottery of HOUSE_LOTTERY_GAMES) {
      const game = HOUSE_GAMES.find((g) => g.gameCode === lottery.launchGameCode)!;
      expect([game.vendorCode, game.category], lottery.lotteryGameCode).toEqual(lottery.lotteryGameCode === 'keno' ? ['HELOT', 'elott'] : ['HLOTT', 'lottery']);
    }
  });
});

describe('game list', () => {
  beforeAll(async () => {
    // 30 more slots so the list has pages: min bets 1.00–30.00, 1–30 lines.
    const [hslot] = await t.database.db
      .select()
      .from(vendors)
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HSLOT')));
    await t.database.db.insert(games).values(
      Array.from({ length: 30 }, (_, i) => ({
        merchantId,
        vendorId: hslot!.id,
        vendorCode: 'HSLOT',
        gameCode: `EXTRA_${i + 1}`,
        category: 'rng',
        gameType: 'SLOT',
        names: { EN: `Extra Reel ${i + 1}`, MS: `Gulungan Tambahan ${i + 1}` },
        imagePath: `/TCG_PROD_IMAGES/RNG_LIST_GAME/HSLOT/EXTRA_${i + 1}.png`,
        minBet: BigInt((i + 1) * 100),
        lines: i + 1,
        sortOrder: 100 + i,
      })),
    );
  });

  it('pages 24 games at a time by default, in the vendor and game order', async () => {
    const first = await t.client().call(gameListEndpoint, { query: { vassalage: 'HSLOT' } });
    expect(first).toMatchObject({ pageNum: 1, totalPages: 2, total: 33 });
    expect(first.games).toHaveLength(24);
    expect(first.games.slice(0, 3).map((g) => g.gameCode)).toEqual(['house-fruit-lines', 'house-jade-ways', 'house-koi-free-spins']);
    const second = await t.client().call(gameListEndpoint, { query: { vassalage: 'HSLOT', pageNo: 2 } });
    expect(second.games.map((g) => g.gameCode)).toEqual(Array.from({ length: 9 }, (_, i) => `EXTRA_${22 + i}`));
    const beyond = await t.client().call(gameListEndpoint, { query: { vassalage: 'HSLOT', pageNo: 3 } });
    expect(beyond.games).toEqual([]);
  });

  it('searches names in every language and filters by minimum bet, lines, type and category', async () => {
    const api = t.client();
    expect((await api.call(gameListEndpoint, { query: { gameName: 'jade' } })).games.map((g) => g.gameCode)).toEqual(['house-jade-ways']);
    expect((await api.call(gameListEndpoint, { query: { gameName: '百家' } })).games.map((g) => g.gameCode)).toEqual(['house-baccarat']);
    expect((await api.call(gameListEndpoint, { query: { gameName: '100%' } })).games).toEqual([]);
    const rich = await api.call(gameListEndpoint, { query: { minBet: '28', vassalage: 'HSLOT' } });
    expect(rich.games.map((g) => g.minBet)).toEqual(['28.00', '29.00', '30.00']);
    const wide = await api.call(gameListEndpoint, { query: { minLineNum: 29 } });
    expect(wide.games.map((g) => [g.gameCode, g.lines])).toEqual([
      ['house-jade-ways', 243],
      ['EXTRA_29', 29],
      ['EXTRA_30', 30],
    ]);
    expect((await api.call(gameListEndpoint, { query: { gameType: 'roulette' } })).games.map((g) => g.gameCode)).toEqual(['house-roulette']);
    const fish = await api.call(gameListEndpoint, { query: { category: 'fish' } });
    expect(fish.games).toEqual([
      expect.objectContaining({
        gameCode: 'house-ocean-hunter',
        vassalage: 'HFISH',
        displayName: 'Ocean Hunter',
        minBet: '0.10',
        imageUrl: '/TCG_PROD_IMAGES/FISH_LIST_GAME/HFISH/house-ocean-hunter.png',
      }),
    ]);
  });

  it('gives display names in the requested language with EN as the fallback', async () => {
    const ms = await t.client(() => ({ language: 'MS' })).call(gameListEndpoint, { query: { category: 'live' } });
    expect(ms.games.map((g) => g.displayName)).toEqual(['Bakarat', 'Rolet']);
    const byQuery = await t.client().call(gameListEndpoint, { query: { category: 'pvp', language: 'CN' } });
    expect(byQuery.games.map((g) => [g.displayName, g.vendorName])).toEqual([
      ['二十一点', '虎王棋牌'],
      ['牛牛', '虎王棋牌'],
    ]);
    const fallback = await t.client(() => ({ language: 'CN' })).call(gameListEndpoint, { query: { gameName: 'Extra Reel 7' } });
    expect(fallback.games.map((g) => g.displayName)).toEqual(['Extra Reel 7']);
  });

  it('leaves out disabled games and the games of a disabled vendor', async () => {
    await t.database.db
      .update(games)
      .set({ enabled: false })
      .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, 'house-roulette')));
    await t.database.db
      .update(vendors)
      .set({ enabled: false })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HCARD')));
    try {
      expect((await t.client().call(gameListEndpoint, { query: { category: 'live' } })).games.map((g) => g.gameCode)).toEqual(['house-baccarat']);
      expect((await t.client().call(gameListEndpoint, { query: { category: 'pvp' } })).total).toBe(0);
    } finally {
      await t.database.db
        .update(games)
        .set({ enabled: true })
        .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, 'house-roulette')));
      await t.database.db
        .update(vendors)
        .set({ enabled: true })
        .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HCARD')));
    }
  });

  it('refuses bad input with a clear code and field', async () => {
    const api = t.client();
    expect(await errorOf(api.call(gameListEndpoint, { query: { pageSize: 0 } }))).toMatchObject({ errorCode: 'validation_failed', field: 'pageSize' });
    expect(await errorOf(api.call(gameListEndpoint, { query: { minBet: 'ten' } }))).toMatchObject({ errorCode: 'validation_failed', field: 'minBet' });
    expect(await errorOf(api.call(gameListEndpoint, { query: { minBet: '1.005' } }))).toMatchObject({ errorCode: 'amount_invalid', field: 'minBet' });
    expect(await errorOf(api.call(gameListEndpoint, { query: { vassalage: 'bad code!' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'vassalage',
    });
    expect(await errorOf(api.call(gameListEndpoint, { query: { category: 'casino' as never } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'category',
    });
  });
});

describe('hot games, rooms and images', () => {
  it('lists hot games, of one vendor when asked', async () => {
    const all = await t.client().call(hotGamesEndpoint, { query: {} });
    expect(all.list.map((g) => g.gameCode)).toEqual([
      'house-fruit-lines',
      'house-jade-ways',
      'house-baccarat',
      'house-blackjack',
      'house-ocean-hunter',
      'house-4d',
      'house-sea-1',
      'house-keno',
      'house-sportsbook',
    ]);
    expect(all.list.every((g) => g.isHot)).toBe(true);
    const slots = await t.client().call(hotGamesEndpoint, { query: { vassalage: 'HSLOT' } });
    expect(slots.list.map((g) => g.gameCode)).toEqual(['house-fruit-lines', 'house-jade-ways']);
  });

  it('lists the rooms of a room game; other games have none, unknown games are not found', async () => {
    const { games: pvp } = await t.client().call(gameListEndpoint, { query: { category: 'pvp' } });
    const niuNiu = pvp.find((g) => g.gameCode === 'house-niu-niu')!;
    expect(niuNiu.hasRooms).toBe(true);
    const { rooms } = await t.client().call(roomsEndpoint, { query: { gameId: niuNiu.gameId } });
    expect(rooms.map((r) => [r.roomId, r.minBet, r.seats])).toEqual([
      ['NIUNIU-BRONZE', '1.00', 5],
      ['NIUNIU-SILVER', '10.00', 5],
      ['NIUNIU-GOLD', '50.00', 5],
      ['NIUNIU-DIAMOND', '200.00', 4],
    ]);
    const blackjack = pvp.find((g) => g.gameCode === 'house-blackjack')!;
    expect((await t.client().call(roomsEndpoint, { query: { gameId: blackjack.gameId } })).rooms).toEqual([]);
    expect((await errorOf(t.client().call(roomsEndpoint, { query: { gameId: 999_999 } }))).errorCode).toBe('not_found');
  });

  it('serves every listed logo and tile at its path as SVG, and 404 for paths that are not images', async () => {
    const { menus } = await t.client().call(gameMenusEndpoint);
    const { games: listed } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
    const paths = [...menus.flatMap((m) => m.vendors.map((v) => v.logoUrl)), ...listed.map((g) => g.imageUrl)];
    expect(paths.length).toBeGreaterThan(40);
    for (const url of paths) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body.startsWith('<svg')).toBe(true);
    }
    const tile = await t.app.inject({ method: 'GET', url: '/TCG_PROD_IMAGES/RNG_LIST_GAME/HSLOT/house-fruit-lines.png' });
    expect(tile.body).toContain('Fruit Lines');
    for (const url of [
      '/TCG_PROD_IMAGES/CASINO_LIST_VENDOR/HSLOT-WHITE.png',
      '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/HSLOT.png',
      '/TCG_PROD_IMAGES/RNG_LIST_GAME/h$lot/X.png',
    ])
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    // The country flags at the neighbouring path still answer.
    expect((await t.app.inject({ method: 'GET', url: '/TCG_PROD_IMAGES/COUNTRY_FLAG/MY.png' })).statusCode).toBe(200);
  });
});
