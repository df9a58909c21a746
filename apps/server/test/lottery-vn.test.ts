// The Vietnamese lottery's menu calls (docs/lottery.md): the northern lottery
// with its bet types, odds and next draw, and its latest results, each verifiable from its revealed seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vnGameMenuEndpoint, vnRecentEndpoint } from '@orbit/contracts/lottery-vn';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { verifyDraw } from '@orbit/games/lottery/verify-draw';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';

let t: TestApp;
// A Wednesday, 08:00 in Kuala Lumpur; XSMB draws daily at 18:15 in Hanoi (11:15 UTC).
const T0 = Date.parse('2026-11-25T00:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(0));
  const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
  await t.services.lotteryDraws.planAhead({ id: merchant.id, timeZone: merchant.timeZone }, at(0));
  await t.services.lotteryDraws.advance(at(0));
});
afterAll(() => t.close());

describe('the Vietnamese lottery menus', () => {
  it('list XSMB with its bet types, odds and next draw (commitment only), and no other game', async () => {
    const menu = await t.client().call(vnGameMenuEndpoint);
    expect(menu.serverTime).toBe(at(0).toISOString());
    expect(menu.games.map(({ game }) => game.gameCode)).toEqual(['xsmb']);
    const [{ game, nextDraw }] = menu.games as [(typeof menu.games)[number]];
    expect(game.betTypes.map((bet) => bet.betType)).toEqual(['lo2', 'lo3', 'lo4', 'de', 'head', 'tail', 'xien2', 'xien3', 'xien4']);
    expect(game.betTypes.find((bet) => bet.betType === 'de')?.odds).toEqual({ win: '95' });
    expect(nextDraw).toMatchObject({ drawId: 'xsmb:2026-11-25', drawsAt: '2026-11-25T11:15:00.000Z', status: 'open', serverSeed: null, result: null });
  });

  it('answer the latest results newest first, each verifiable, up to the limit asked', async () => {
    const api = t.client();
    expect((await api.call(vnRecentEndpoint, { query: {} })).draws).toEqual([]);
    const later = at(3 * 24 * HOUR);
    t.clock.set(later);
    await t.services.lotteryDraws.advance(later);
    const recent = (await api.call(vnRecentEndpoint, { query: {} })).draws;
    expect(recent.map((draw) => draw.drawId)).toEqual(['xsmb:2026-11-27', 'xsmb:2026-11-26', 'xsmb:2026-11-25']);
    for (const draw of recent) {
      const verdict = verifyDraw(
        { kind: draw.lotteryKind, drawId: draw.drawId, serverSeed: draw.serverSeed ?? '', commitment: draw.commitment, result: draw.result },
        nodeHash,
      );
      expect(verdict.valid).toBe(true);
    }
    expect((await api.call(vnRecentEndpoint, { query: { limit: 1 } })).draws.map((draw) => draw.drawId)).toEqual(['xsmb:2026-11-27']);
    const refused = await errorOf(api.call(vnRecentEndpoint, { query: { limit: 0 } }));
    expect([refused.status, refused.errorCode]).toEqual([400, 'validation_failed']);
  });
});
