// Game launch and what it feeds: who may open which game (login, trial free play only, self-exclusion and
// cooling-off, switched-off and maintained games), the launch record behind recent and popular games,
// favourites, and merchant isolation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  addFavouriteEndpoint,
  favouritesEndpoint,
  gameListEndpoint,
  launchGameEndpoint,
  popularGamesEndpoint,
  recentGamesEndpoint,
  removeFavouriteEndpoint,
  vendorsEndpoint,
  type Game,
} from '@orbit/contracts/games';
import { gameMaintenanceReplySchema } from '@orbit/contracts/games-maintenance';
import { freePlayEndpoint } from '@orbit/contracts/member';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf, memberClient, registerMember } from './support/members.ts';
import { gameLaunches, games, vendorProfiles } from '../src/db/schema/games.ts';
import { members } from '../src/db/schema/members.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import { DEMO_MERCHANT_CODE } from '../src/seed/seed.ts';
import { seedHouseCatalogue } from '../src/modules/games/catalogue.seed.ts';
import { imageUrl } from '../src/modules/games/catalogue.service.ts';
import type { PlayerTokenIssuer } from '../src/modules/games/launch.service.ts';

/** The seamless wallet's token issuer as the launch sees it: records what it was asked. */
const issued: Parameters<PlayerTokenIssuer['issue']>[0][] = [];
const playerTokens: PlayerTokenIssuer = {
  issue: async (input) => {
    issued.push(input);
    return `tok-${issued.length}`;
  },
};

let t: TestApp;
let merchantId: number;
let byCode: Map<string, Game>;

beforeAll(async () => {
  t = await createTestApp({}, { playerTokens });
  merchantId = (await siteRepo.findMerchantByCode(t.database.db, DEMO_MERCHANT_CODE))!.id;
  const { games: listed } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  byCode = new Map(listed.map((g) => [g.gameCode, g]));
});
afterAll(() => t.close());

const gameId = (code: string) => byCode.get(code)!.gameId;

async function newMember() {
  const session = await registerMember(t);
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, session.username)));
  return { ...session, id: row!.id, api: memberClient(t, session.token) };
}

async function setGame(code: string, values: Partial<typeof games.$inferInsert>) {
  await t.database.db
    .update(games)
    .set(values)
    .where(and(eq(games.merchantId, merchantId), eq(games.gameCode, code)));
}

describe('launch', () => {
  it('opens a house game for real money with a seamless token, and records the launch', async () => {
    const { api, id } = await newMember();
    const result = await api.call(launchGameEndpoint, { body: { gameId: gameId('house-fruit-lines') } });
    expect(result).toEqual({
      mode: 'house',
      vendorCode: 'HSLOT',
      gameCode: 'house-fruit-lines',
      gameId: gameId('house-fruit-lines'),
      roomId: null,
      category: 'rng',
      real: true,
      token: `tok-${issued.length}`,
    });
    expect(issued.at(-1)).toEqual({ merchantId, memberId: id, vendorCode: 'HSLOT', real: true });
    const rows = await t.database.db.select().from(gameLaunches).where(eq(gameLaunches.memberId, id));
    expect(rows.map((r) => [r.gameId, r.real])).toEqual([[gameId('house-fruit-lines'), true]]);
  });

  it('opens a room game by its room id', async () => {
    const { api } = await newMember();
    const result = await api.call(launchGameEndpoint, { body: { roomId: 'NIUNIU-GOLD', accountType: 1 } });
    expect(result).toMatchObject({ mode: 'house', gameCode: 'house-niu-niu', roomId: 'NIUNIU-GOLD', category: 'pvp' });
    expect((await errorOf(api.call(launchGameEndpoint, { body: { gameId: gameId('house-blackjack'), roomId: 'NIUNIU-GOLD' } }))).errorCode).toBe('not_found');
  });

  it('needs a login (401) and refuses a trial account real money but lets it play free', async () => {
    const anonymous = await errorOf(t.client().call(launchGameEndpoint, { body: { gameId: gameId('house-baccarat') } }));
    expect([anonymous.errorCode, anonymous.status]).toEqual(['unauthorized', 401]);
    const trial = await t.client().call(freePlayEndpoint, { body: {} });
    const api = memberClient(t, trial.token);
    const before = issued.length;
    const refused = await errorOf(api.call(launchGameEndpoint, { body: { gameId: gameId('house-baccarat'), accountType: 1 } }));
    expect([refused.errorCode, refused.status]).toEqual(['in_need_true_account', 403]);
    expect(issued.length).toBe(before);
    const free = await api.call(launchGameEndpoint, { body: { gameId: gameId('house-baccarat'), accountType: 0 } });
    expect(free).toMatchObject({ mode: 'house', real: false });
    expect(issued.at(-1)).toMatchObject({ vendorCode: 'HLIVE', real: false });
  });

  it('refuses self-excluded and cooling-off members, even for free play, and records nothing', async () => {
    const excluded = await newMember();
    await t.database.db
      .update(members)
      .set({ selfExcludedUntil: new Date(t.clock.now().getTime() + 86_400_000) })
      .where(eq(members.id, excluded.id));
    const cooling = await newMember();
    await t.database.db
      .update(members)
      .set({ coolOffUntil: new Date(t.clock.now().getTime() + 3_600_000) })
      .where(eq(members.id, cooling.id));
    expect((await errorOf(excluded.api.call(launchGameEndpoint, { body: { gameId: gameId('house-jade-ways') } }))).errorCode).toBe('self_excluded');
    expect((await errorOf(cooling.api.call(launchGameEndpoint, { body: { gameId: gameId('house-jade-ways'), accountType: 0 } }))).errorCode).toBe(
      'cooling_off',
    );
    const rows = await t.database.db.select().from(gameLaunches).where(eq(gameLaunches.memberId, excluded.id));
    expect(rows).toEqual([]);
  });

  it('answers not_found for unknown, switched-off games and games of a switched-off vendor', async () => {
    const { api } = await newMember();
    expect((await errorOf(api.call(launchGameEndpoint, { body: { gameId: 999_999 } }))).errorCode).toBe('not_found');
    expect((await errorOf(api.call(launchGameEndpoint, { body: { gameId: gameId('house-roulette'), vassalage: 'HSLOT' } }))).errorCode).toBe('not_found');
    await setGame('house-roulette', { enabled: false });
    await t.database.db
      .update(vendors)
      .set({ enabled: false })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HFISH')));
    try {
      expect((await errorOf(api.call(launchGameEndpoint, { body: { gameId: gameId('house-roulette') } }))).errorCode).toBe('not_found');
      expect((await errorOf(api.call(launchGameEndpoint, { body: { gameId: gameId('house-ocean-hunter') } }))).errorCode).toBe('not_found');
    } finally {
      await setGame('house-roulette', { enabled: true });
      await t.database.db
        .update(vendors)
        .set({ enabled: true })
        .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HFISH')));
    }
  });

  it('answers game_maintenance (503) with popular games to play instead, for a game or its vendor under maintenance', async () => {
    const { token } = await newMember();
    await setGame('house-blackjack', { maintenance: true });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: launchGameEndpoint.path,
        headers: { host: 'localhost', authorization: token, language: 'CN', 'content-type': 'application/json' },
        payload: JSON.stringify({ gameId: gameId('house-blackjack') }),
      });
      expect(response.statusCode).toBe(503);
      const reply = gameMaintenanceReplySchema.parse(response.json());
      expect(reply.errorCode).toBe('game_maintenance');
      expect(reply.alternatives.length).toBeGreaterThan(0);
      expect(reply.alternatives.map((g) => g.gameCode)).not.toContain('house-blackjack');
      expect(reply.alternatives.every((g) => !g.maintenance)).toBe(true);
      expect(reply.alternatives.map((g) => g.displayName)).toContain('水果连线');
      // The list shows the game as under maintenance.
      expect((await t.client().call(gameListEndpoint, { query: { gameType: 'BLACKJACK' } })).games[0]!.maintenance).toBe(true);
    } finally {
      await setGame('house-blackjack', { maintenance: false });
    }
    await t.database.db
      .update(vendors)
      .set({ maintenance: true })
      .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HLIVE')));
    try {
      const refused = await errorOf(memberClient(t, token).call(launchGameEndpoint, { body: { gameId: gameId('house-roulette') } }));
      expect([refused.errorCode, refused.status]).toEqual(['game_maintenance', 503]);
    } finally {
      await t.database.db
        .update(vendors)
        .set({ maintenance: false })
        .where(and(eq(vendors.merchantId, merchantId), eq(vendors.code, 'HLIVE')));
    }
  });

  it("opens an outside vendor's game in the /game iframe, behind one of the merchant's launch CDNs", async () => {
    const [vendor] = await t.database.db
      .insert(vendors)
      .values({ merchantId, code: 'TCG_SEA', name: 'TCG SEA', walletMode: 'transfer', sortOrder: 90 })
      .returning();
    await t.database.db.insert(vendorProfiles).values({
      vendorId: vendor!.id,
      merchantId,
      category: 'lottery',
      names: { EN: 'TCG Lottery' },
      launchUrl: '/play/{game}?token={token}&lang={lang}',
    });
    const [game] = await t.database.db
      .insert(games)
      .values({
        merchantId,
        vendorId: vendor!.id,
        vendorCode: 'TCG_SEA',
        gameCode: 'SEA4D',
        category: 'lottery',
        gameType: 'LOTTO',
        names: { EN: 'SEA 4D' },
        imagePath: '/TCG_PROD_IMAGES/LOTTERY_LIST_GAME/TCG_SEA/SEA4D.png',
        minBet: 100n,
      })
      .returning();
    const { api } = await newMember();
    const plain = await api.call(launchGameEndpoint, { body: { gameId: game!.id, language: 'MS' } });
    expect(plain).toEqual({ mode: 'iframe', gameId: game!.id, real: true, url: `/play/SEA4D?token=tok-${issued.length}&lang=MS` });
    expect(issued.at(-1)).toMatchObject({ vendorCode: 'TCG_SEA', real: true });

    const merchant = (await t.services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE }))!;
    await siteRepo.saveSettings(
      t.database.db,
      merchantId,
      { ...merchant.settings, general: { ...merchant.settings.general, launchGameCDNs: ['https://launch.example'] } },
      t.clock.now(),
    );
    const behindCdn = await api.call(launchGameEndpoint, { body: { gameId: game!.id } });
    expect(behindCdn).toMatchObject({ mode: 'iframe', url: expect.stringMatching(/^https:\/\/launch\.example\/play\/SEA4D\?token=tok-\d+&lang=EN$/) });

    // TCG_SEA stays out of the footer's partner strip.
    const listed = await t.client().call(vendorsEndpoint, { query: { category: 'lottery' } });
    expect(listed.vendors.map((v) => [v.vendorCode, v.partnerStrip])).toEqual([
      ['HLOTT', true],
      ['TCG_SEA', false],
    ]);
  });

  it('refuses bad launch input with a clear code', async () => {
    const { api } = await newMember();
    expect(await errorOf(api.call(launchGameEndpoint, { body: {} as never }))).toMatchObject({ errorCode: 'validation_failed', field: 'gameId' });
    expect(await errorOf(api.call(launchGameEndpoint, { body: { gameId: gameId('house-baccarat'), accountType: 2 } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'accountType',
    });
    expect(await errorOf(api.call(launchGameEndpoint, { body: { roomId: 'no room!' } }))).toMatchObject({ errorCode: 'validation_failed', field: 'roomId' });
    expect(await errorOf(api.call(launchGameEndpoint, { body: { gameId: gameId('house-baccarat'), launchMode: 'X' as never } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'launchMode',
    });
  });
});

describe('recent, popular and favourites', () => {
  it('lists recent games newest first, each once, and popular games by launches in the last 7 days', async () => {
    const a = await newMember();
    const b = await newMember();
    expect((await a.api.call(recentGamesEndpoint, { query: {} })).list).toEqual([]);
    for (const code of ['house-roulette', 'house-ocean-hunter', 'house-roulette']) {
      await a.api.call(launchGameEndpoint, { body: { gameId: gameId(code) } });
      t.clock.advance(1000);
    }
    await b.api.call(launchGameEndpoint, { body: { gameId: gameId('house-ocean-hunter') } });
    await b.api.call(launchGameEndpoint, { body: { gameId: gameId('house-ocean-hunter') } });
    expect((await a.api.call(recentGamesEndpoint, { query: {} })).list.map((g) => g.gameCode)).toEqual(['house-roulette', 'house-ocean-hunter']);
    expect((await b.api.call(recentGamesEndpoint, { query: {} })).list.map((g) => g.gameCode)).toEqual(['house-ocean-hunter']);

    // Launched this week across this file: house-ocean-hunter 3, house-roulette 2, then the rest; hot games fill the tail.
    const popular = await t.client().call(popularGamesEndpoint, { query: { limit: 2 } });
    expect(popular.list.map((g) => g.gameCode)).toEqual(['house-ocean-hunter', 'house-roulette']);
    const live = await t.client().call(popularGamesEndpoint, { query: { category: 'live', limit: 5 } });
    expect(live.list.map((g) => g.gameCode)).toEqual(['house-roulette', 'house-baccarat']);

    // Eight days on, those launches no longer count: the list is hot games only.
    t.clock.advance(8 * 86_400_000);
    const later = await t.client().call(popularGamesEndpoint, { query: { limit: 3 } });
    expect(later.list.map((g) => g.gameCode)).toEqual(['house-fruit-lines', 'house-jade-ways', 'house-baccarat']);
  });

  it('adds, lists and removes favourites; both are idempotent; unknown games are not found', async () => {
    const { api } = await newMember();
    await api.call(addFavouriteEndpoint, { params: { gameId: gameId('house-jade-ways') } });
    t.clock.advance(1000);
    await api.call(addFavouriteEndpoint, { params: { gameId: gameId('house-baccarat') } });
    await api.call(addFavouriteEndpoint, { params: { gameId: gameId('house-baccarat') } });
    expect((await api.call(favouritesEndpoint)).list.map((g) => g.gameCode)).toEqual(['house-baccarat', 'house-jade-ways']);
    await api.call(removeFavouriteEndpoint, { params: { gameId: gameId('house-baccarat') } });
    await api.call(removeFavouriteEndpoint, { params: { gameId: gameId('house-baccarat') } });
    expect((await api.call(favouritesEndpoint)).list.map((g) => g.gameCode)).toEqual(['house-jade-ways']);
    expect((await errorOf(api.call(addFavouriteEndpoint, { params: { gameId: 999_999 } }))).errorCode).toBe('not_found');
    expect((await errorOf(t.client().call(favouritesEndpoint))).status).toBe(401);
  });

  it('lets a free-play account keep favourites of its own (the lobby star never answers 403)', async () => {
    const { api } = await newMember();
    await api.call(addFavouriteEndpoint, { params: { gameId: gameId('house-jade-ways') } });
    const trial = memberClient(t, (await t.client().call(freePlayEndpoint, { body: {} })).token);
    expect((await trial.call(favouritesEndpoint)).list).toEqual([]);
    await trial.call(addFavouriteEndpoint, { params: { gameId: gameId('house-baccarat') } });
    expect((await trial.call(favouritesEndpoint)).list.map((g) => g.gameCode)).toEqual(['house-baccarat']);
    expect((await api.call(favouritesEndpoint)).list.map((g) => g.gameCode)).toEqual(['house-jade-ways']);
    await trial.call(removeFavouriteEndpoint, { params: { gameId: gameId('house-baccarat') } });
    expect((await trial.call(favouritesEndpoint)).list).toEqual([]);
  });
});

describe('merchants', () => {
  it("never shows, launches or favourites another merchant's games", async () => {
    const other = await siteRepo.insertMerchant(t.database.db, {
      code: 'SIAMG',
      name: 'Siam Games',
      currency: 'THB',
      currencySymbol: '฿',
      timeZone: 'Asia/Bangkok',
      settings: defaultSettings('Siam Games'),
    });
    await seedHouseCatalogue(t.database.db, other.id);
    const there = t.client(() => ({ merchant: 'SIAMG' }));
    const { games: theirs } = await there.call(gameListEndpoint, { query: { pageSize: 100 } });
    expect(theirs.map((g) => g.gameCode).sort()).toEqual([...byCode.keys()].filter((c) => !c.startsWith('EXTRA')).sort());
    const theirJungle = theirs.find((g) => g.gameCode === 'house-fruit-lines')!;
    expect(theirJungle.gameId).not.toBe(gameId('house-fruit-lines'));

    const { api, id } = await newMember();
    expect((await errorOf(api.call(launchGameEndpoint, { body: { gameId: theirJungle.gameId } }))).errorCode).toBe('not_found');
    expect((await errorOf(api.call(addFavouriteEndpoint, { params: { gameId: theirJungle.gameId } }))).errorCode).toBe('not_found');
    // Our member's token means nothing at the other merchant.
    const { token } = await registerMember(t);
    expect((await errorOf(memberClient(t, token, { merchant: 'SIAMG' }).call(launchGameEndpoint, { body: { gameId: theirJungle.gameId } }))).status).toBe(401);
    await api.call(launchGameEndpoint, { body: { gameId: gameId('house-jade-ways') } });
    expect((await there.call(popularGamesEndpoint, { query: { limit: 1 } })).list.map((g) => g.gameCode)).toEqual(['house-fruit-lines']);
    expect(await t.database.db.select().from(gameLaunches).where(eq(gameLaunches.merchantId, other.id))).toEqual([]);
    expect((await t.database.db.select().from(gameLaunches).where(eq(gameLaunches.memberId, id))).length).toBe(1);
  });
});

describe('image addresses', () => {
  it('puts an image on one of the merchant CDNs, picked at random, or on our own host when there is none', async () => {
    const merchant = (await t.services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE }))!;
    const path = '/TCG_PROD_IMAGES/RNG_LIST_VENDOR/HSLOT-WHITE.png';
    expect(imageUrl(merchant, path)).toBe(path);
    const withCdns = {
      ...merchant,
      settings: { ...merchant.settings, general: { ...merchant.settings.general, imageCDNs: ['https://a.cdn.example/', 'https://b.cdn.example'] } },
    };
    expect(imageUrl(withCdns, path, () => 0)).toBe(`https://a.cdn.example${path}`);
    expect(imageUrl(withCdns, path, () => 0.99)).toBe(`https://b.cdn.example${path}`);
  });
});
