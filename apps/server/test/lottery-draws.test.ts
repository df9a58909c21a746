// The lottery's draw calendar with a moved clock (docs/lottery.md): planning is idempotent; draws open, close
// and are drawn on time; after downtime one pass draws every missed draw; the published commitment matches
// the revealed seed and verifyDraw accepts the stored result; several passes at once draw each draw once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { nextDrawEndpoint, recentDrawsEndpoint, type LotteryDraw } from '@orbit/contracts/lottery';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { verifyDraw } from '@orbit/games/lottery/verify-draw';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { lotteryDraws } from '../src/db/schema/lottery.ts';
import { plannedDraws } from '../src/vendors/house/lottery/calendar.ts';
import type { DrawMerchant } from '../src/vendors/house/lottery/draws.service.ts';

let t: TestApp;
let merchant: DrawMerchant;
// A Wednesday, 08:00 in Kuala Lumpur.
const T0 = Date.parse('2026-11-25T00:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const CLOSE = { dailyMs: 900_000, fastMs: 10_000 };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(0));
  const resolved = await t.services.site.resolveMerchant({ host: 'localhost' });
  merchant = { id: resolved.id, timeZone: resolved.timeZone };
});
afterAll(() => t.close());

const draws = () => t.services.lotteryDraws;
const rowsOf = (gameCode: string) =>
  t.database.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.merchantId, merchant.id), eq(lotteryDraws.gameCode, gameCode)))
    .orderBy(lotteryDraws.drawsAt);
const verified = (draw: LotteryDraw) =>
  verifyDraw({ kind: draw.lotteryKind, drawId: draw.drawId, serverSeed: draw.serverSeed ?? '', commitment: draw.commitment, result: draw.result }, nodeHash);

describe('the calendar', () => {
  it('draws 4D on Wed, Sat and Sun at 19:00 in the merchant zone, XSMB daily at 18:15 Hanoi time, fast games on the minute grid', () => {
    const fourD = plannedDraws('4d', 'Asia/Kuala_Lumpur', at(0), CLOSE);
    expect(fourD.map((d) => [d.drawId, d.drawsAt.toISOString(), d.closesAt.toISOString()])).toEqual([
      ['4d:2026-11-25', '2026-11-25T11:00:00.000Z', '2026-11-25T10:45:00.000Z'],
      ['4d:2026-11-28', '2026-11-28T11:00:00.000Z', '2026-11-28T10:45:00.000Z'],
      ['4d:2026-11-29', '2026-11-29T11:00:00.000Z', '2026-11-29T10:45:00.000Z'],
    ]);
    // Just after Wednesday's draw, the next is Saturday's.
    expect(plannedDraws('4d', 'Asia/Kuala_Lumpur', at(11 * HOUR), CLOSE)[0]!.drawId).toBe('4d:2026-11-28');
    const xsmb = plannedDraws('xsmb', 'Asia/Kuala_Lumpur', at(0), CLOSE);
    expect(xsmb.map((d) => d.drawsAt.toISOString())).toEqual(['2026-11-25T11:15:00.000Z', '2026-11-26T11:15:00.000Z', '2026-11-27T11:15:00.000Z']);
    const sea3 = plannedDraws('sea3', 'Asia/Kuala_Lumpur', at(4 * MIN), CLOSE);
    expect(sea3[0]).toEqual({
      gameCode: 'sea3',
      drawId: 'sea3:2026-11-25T00:06Z',
      opensAt: at(3 * MIN),
      closesAt: at(6 * MIN - 10_000),
      drawsAt: at(6 * MIN),
    });
    expect(plannedDraws('keno', 'UTC', at(0), CLOSE)[1]!.drawsAt).toEqual(at(4 * MIN));
  });
});

describe('the draws', () => {
  it('plans the next draws of every game once, however often planning runs', async () => {
    const added = await draws().planAhead(merchant, at(0));
    expect(added).toBeGreaterThan(300);
    expect(await draws().planAhead(merchant, at(0))).toBe(0);
    // Planning a minute later adds only the draws that came into its window.
    expect(await draws().planAhead(merchant, at(MIN))).toBe(1);
    const fourD = await rowsOf('4d');
    expect(fourD.map((d) => d.drawId)).toEqual(['4d:2026-11-25', '4d:2026-11-28', '4d:2026-11-29']);
    expect(fourD.every((d) => d.status === 'scheduled' && /^[0-9a-f]{64}$/.test(d.commitment))).toBe(true);
    expect((await rowsOf('sea1')).length).toBe(151);
  });

  it('opens, closes and draws on time; the next draw shows its commitment and no seed, the result shows both and verifies', async () => {
    expect(await draws().advance(at(0))).toMatchObject({ drawn: 0 });
    const api = t.client();
    const next = (await api.call(nextDrawEndpoint, { query: { gameCode: 'sea1' } })).draw!;
    expect(next).toMatchObject({ drawId: 'sea1:2026-11-25T00:01Z', status: 'open', serverSeed: null, result: null, lotteryKind: 'sea-fast' });
    const committed = next.commitment;

    t.clock.set(at(50_000));
    await draws().advance(at(50_000));
    expect((await api.call(nextDrawEndpoint, { query: { gameCode: 'sea1' } })).draw).toMatchObject({
      drawId: 'sea1:2026-11-25T00:01Z',
      status: 'closed',
      serverSeed: null,
    });

    t.clock.set(at(MIN));
    expect(await draws().advance(at(MIN))).toMatchObject({ drawn: 1 });
    const [result] = (await api.call(recentDrawsEndpoint, { query: { gameCode: 'sea1' } })).draws;
    expect(result).toMatchObject({ drawId: 'sea1:2026-11-25T00:01Z', status: 'drawn', commitment: committed, drawnAt: at(MIN).toISOString() });
    expect(verified(result!)).toMatchObject({ valid: true, seedMatchesCommitment: true, resultMatches: true });
    expect((await api.call(nextDrawEndpoint, { query: { gameCode: 'sea1' } })).draw).toMatchObject({ drawId: 'sea1:2026-11-25T00:02Z', status: 'open' });
    // Nothing else was due yet.
    expect((await api.call(recentDrawsEndpoint, { query: { gameCode: 'sea3' } })).draws).toEqual([]);
    expect((await errorOf(api.call(recentDrawsEndpoint, { query: { gameCode: 'pick3' as 'sea1' } }))).status).toBe(400);
  });

  it('after downtime one pass draws every missed draw, 4D included, and leaves none behind', async () => {
    // The server was down from 00:01 to 11:30; on restart the planning job runs, then the draws loop.
    const restart = at(11 * HOUR + 30 * MIN);
    t.clock.set(restart);
    await draws().planAhead(merchant, restart);
    const moved = await draws().advance(restart);
    const due = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, merchant.id), lte(lotteryDraws.drawsAt, restart)));
    expect(due.filter((d) => d.status !== 'drawn')).toEqual([]);
    expect(moved.drawn).toBe(due.length - 1);
    // Every sea1 draw planned before the downtime (00:01–02:31) was drawn, from its own seed.
    expect(due.filter((d) => d.gameCode === 'sea1').length).toBe(151);
    const api = t.client();
    const fourD = (await api.call(recentDrawsEndpoint, { query: { gameCode: '4d' } })).draws;
    expect(fourD.map((d) => d.drawId)).toEqual(['4d:2026-11-25']);
    expect(verified(fourD[0]!).valid).toBe(true);
    expect((fourD[0]!.result as { first: string }).first).toMatch(/^\d{4}$/);
    const xsmb = (await api.call(recentDrawsEndpoint, { query: { gameCode: 'xsmb', limit: 5 } })).draws;
    expect(xsmb.map((d) => [d.drawId, verified(d).valid])).toEqual([['xsmb:2026-11-25', true]]);
    const sea5 = (await api.call(recentDrawsEndpoint, { query: { gameCode: 'sea5', limit: 50 } })).draws;
    expect(sea5).toHaveLength(30);
    expect(sea5.every((d) => verified(d).valid)).toBe(true);
    // The next 4D draw is Saturday's, still open for bets.
    expect((await api.call(nextDrawEndpoint, { query: { gameCode: '4d' } })).draw).toMatchObject({ drawId: '4d:2026-11-28', status: 'open', serverSeed: null });
  });

  it('several passes at once draw each due draw exactly once', async () => {
    const later = at(12 * HOUR + 10 * MIN);
    t.clock.set(later);
    const waiting = await t.database.db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(and(inArray(lotteryDraws.status, ['scheduled', 'open', 'closed']), lte(lotteryDraws.drawsAt, later)));
    expect(waiting.length).toBeGreaterThan(10);
    const passes = await Promise.all(Array.from({ length: 5 }, () => draws().advance(later)));
    expect(passes.reduce((sum, pass) => sum + pass.drawn, 0)).toBe(waiting.length);
    const rows = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(
        inArray(
          lotteryDraws.id,
          waiting.map((w) => w.id),
        ),
      );
    expect(rows.every((row) => row.status === 'drawn' && row.drawnAt?.getTime() === later.getTime())).toBe(true);
    // Drawn draws wait for the ticket settlement, oldest first.
    const drawn = await t.database.db.select({ id: lotteryDraws.id }).from(lotteryDraws).where(eq(lotteryDraws.status, 'drawn'));
    const awaiting = await draws().drawsAwaitingSettlement(10_000);
    expect(awaiting).toHaveLength(drawn.length);
    expect(awaiting.map((d) => d.drawsAt.getTime())).toEqual(awaiting.map((d) => d.drawsAt.getTime()).sort((a, b) => a - b));
  });
});
