// The lottery's draws on real PostgreSQL, where passes really overlap on separate connections: two processes
// planning at once plan each draw once, and eight advance passes at once after "downtime" draw every due draw
// exactly once, each result verifiable against its commitment. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, lte } from 'drizzle-orm';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { verifyDraw } from '@orbit/games/lottery/verify-draw';
import { createTestApp, type TestApp } from '../helpers.ts';
import { lotteryDraws } from '../../src/db/schema/lottery.ts';
import { LOTTERY_SCHEDULES } from '../../src/vendors/house/lottery/calendar.ts';
import type { LotteryGameCode } from '@orbit/contracts/lottery';

let t: TestApp;
const T0 = new Date('2026-11-25T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
});
afterAll(() => t.close());

describe('lottery draws under concurrency', () => {
  it('plans once and draws each due draw exactly once with eight passes at once', async () => {
    const resolved = await t.services.site.resolveMerchant({ host: 'localhost' });
    const merchant = { id: resolved.id, timeZone: resolved.timeZone };
    const plans = await Promise.all(Array.from({ length: 4 }, () => t.services.lotteryDraws.planAhead(merchant, T0)));
    const planned = await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.merchantId, merchant.id));
    expect(plans.reduce((a, b) => a + b, 0)).toBe(planned.length);

    const restart = new Date(T0.getTime() + 12 * 3_600_000);
    t.clock.set(restart);
    const passes = await Promise.all(Array.from({ length: 8 }, () => t.services.lotteryDraws.advance(restart)));
    const due = await t.database.db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, merchant.id), lte(lotteryDraws.drawsAt, restart)));
    expect(due.length).toBeGreaterThan(300);
    expect(passes.reduce((sum, pass) => sum + pass.drawn, 0)).toBe(due.length);
    for (const draw of due) {
      expect(draw.status).toBe('drawn');
      const kind = LOTTERY_SCHEDULES[draw.gameCode as LotteryGameCode].kind;
      expect(verifyDraw({ kind, drawId: draw.drawId, serverSeed: draw.serverSeed, commitment: draw.commitment, result: draw.result }, nodeHash).valid).toBe(
        true,
      );
    }
  });
});
