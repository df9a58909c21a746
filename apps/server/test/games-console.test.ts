// The console's catalogue screens' calls: vendors and games switched on and off, into maintenance, hot, moved
// and given a tile, each change audited and seen by the site at once; only operators with games.* may.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleGamesEndpoint, consoleVendorsEndpoint, updateConsoleGameEndpoint, updateConsoleVendorEndpoint } from '@orbit/contracts/console-games';
import { gameListEndpoint, gameMenusEndpoint, hotGamesEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { createOperatorEndpoint, listAuditEndpoint } from '@orbit/contracts/console';
import type { ApiClient } from '@orbit/contracts/client';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { errorOf, memberClient, registerMember } from './support/members.ts';

let t: TestApp;
let cms: ApiClient;

beforeAll(async () => {
  t = await createTestApp({}, { playerTokens: { issue: async () => 'token' } });
  cms = operatorClient(t, (await loginOperator(t)).token);
});
afterAll(() => t.close());

describe('console catalogue', () => {
  it('lists vendors with their switches and games of a vendor in order', async () => {
    const { items } = await cms.call(consoleVendorsEndpoint);
    expect(items.map((v) => [v.vendorCode, v.category, v.enabled, v.gameCount])).toEqual([
      ['HSLOT', 'rng', true, 3],
      ['HLIVE', 'live', true, 2],
      ['HCARD', 'pvp', true, 2],
      ['HFISH', 'fish', true, 1],
      ['HLOTT', 'lottery', true, 5],
      ['HELOT', 'elott', true, 1],
      ['HSPRT', 'sports', true, 2],
    ]);
    const slots = await cms.call(consoleGamesEndpoint, { query: { vendorCode: 'HSLOT' } });
    expect(slots.items.map((g) => [g.gameCode, g.minBet, g.names.MS])).toEqual([
      ['house-fruit-lines', '0.20', 'Barisan Buah'],
      ['house-jade-ways', '0.25', 'Laluan Jed'],
      ['house-koi-free-spins', '0.20', 'Putaran Percuma Koi'],
    ]);
  });

  it("changes a vendor's switches and order; the site sees it and the audit log records it", async () => {
    const moved = await cms.call(updateConsoleVendorEndpoint, { params: { code: 'HFISH' }, body: { sortOrder: 1, isHot: true } });
    expect(moved).toMatchObject({ vendorCode: 'HFISH', sortOrder: 1, isHot: true });
    expect((await cms.call(consoleVendorsEndpoint)).items[0]!.vendorCode).toBe('HFISH');
    expect((await t.client().call(gameListEndpoint, { query: {} })).games[0]!.vassalage).toBe('HFISH');

    await cms.call(updateConsoleVendorEndpoint, { params: { code: 'HCARD' }, body: { enabled: false } });
    expect((await t.client().call(gameMenusEndpoint)).menus.map((m) => m.key)).not.toContain('pvp');
    await cms.call(updateConsoleVendorEndpoint, { params: { code: 'HCARD' }, body: { enabled: true } });
    expect((await t.client().call(gameMenusEndpoint)).menus.map((m) => m.key)).toContain('pvp');

    const audit = await cms.call(listAuditEndpoint, { query: {} });
    expect(audit.items.filter((e) => e.action === 'games.vendor.update').map((e) => e.target)).toEqual(['HCARD', 'HCARD', 'HFISH']);
  });

  it("changes a game's switches and tile; maintenance refuses launches until it is lifted", async () => {
    const { items } = await cms.call(consoleGamesEndpoint, { query: { vendorCode: 'HLIVE' } });
    const roulette = items.find((g) => g.gameCode === 'house-roulette')!;
    const member = memberClient(t, (await registerMember(t)).token);

    await cms.call(updateConsoleGameEndpoint, { params: { gameId: roulette.gameId }, body: { maintenance: true, isHot: true } });
    expect((await errorOf(member.call(launchGameEndpoint, { body: { gameId: roulette.gameId } }))).errorCode).toBe('game_maintenance');
    expect((await t.client().call(hotGamesEndpoint, { query: { vassalage: 'HLIVE' } })).list.map((g) => g.gameCode)).toContain('house-roulette');
    await cms.call(updateConsoleGameEndpoint, { params: { gameId: roulette.gameId }, body: { maintenance: false } });
    expect(await member.call(launchGameEndpoint, { body: { gameId: roulette.gameId } })).toMatchObject({ mode: 'house', gameCode: 'house-roulette' });

    const image = '/media/0123abcd-0000-4000-8000-00000000abcd.png';
    expect((await cms.call(updateConsoleGameEndpoint, { params: { gameId: roulette.gameId }, body: { imageUrl: image } })).imageUrl).toBe(image);
    const listed = (await t.client().call(gameListEndpoint, { query: { vassalage: 'HLIVE' } })).games.find((g) => g.gameId === roulette.gameId)!;
    expect(listed.imageUrl).toBe(image);
    const restored = await cms.call(updateConsoleGameEndpoint, { params: { gameId: roulette.gameId }, body: { imageUrl: null } });
    expect(restored.imageUrl).toBe('/TCG_PROD_IMAGES/LIVE_LIST_GAME/HLIVE/house-roulette.png');
  });

  it('refuses bad input, unknown targets, and operators without the games permissions', async () => {
    expect(await errorOf(cms.call(updateConsoleVendorEndpoint, { params: { code: 'HSLOT' }, body: {} }))).toMatchObject({ errorCode: 'validation_failed' });
    expect(await errorOf(cms.call(updateConsoleVendorEndpoint, { params: { code: 'NOPE' }, body: { enabled: false } }))).toMatchObject({
      errorCode: 'not_found',
    });
    expect(await errorOf(cms.call(updateConsoleGameEndpoint, { params: { gameId: 999_999 }, body: { enabled: false } }))).toMatchObject({
      errorCode: 'not_found',
    });
    expect(await errorOf(cms.call(updateConsoleGameEndpoint, { params: { gameId: 1 }, body: { imageUrl: 'https://evil.example/x.png' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'imageUrl',
    });
    expect(await errorOf(cms.call(updateConsoleVendorEndpoint, { params: { code: 'HSLOT' }, body: { sortOrder: -1 } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'sortOrder',
    });

    await cms.call(createOperatorEndpoint, { body: { username: 'sue.support', displayName: 'Sue', role: 'support', password: 'Support#2026x' } });
    const sue = operatorClient(t, (await loginOperator(t, 'sue.support', 'Support#2026x')).token);
    expect((await errorOf(sue.call(consoleVendorsEndpoint))).status).toBe(403);
    expect((await errorOf(t.client().call(consoleVendorsEndpoint))).status).toBe(401);
  });
});
