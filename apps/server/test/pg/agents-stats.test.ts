// The agents' stats rollup on real PostgreSQL, where passes really overlap on separate connections: six
// passes at once (minute passes and 35-day backfills, as two processes would run them) while members keep playing add
// every bet to every upline exactly once. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDayStart } from '@orbit/contracts/format';
import { DEMO_MERCHANT_CODE } from '../../src/seed/seed.ts';
import { createStatsRollup, RECENT_DAYS, WIDE_DAYS } from '../../src/modules/agents/stats-rollup.ts';
import { findMerchantByCode } from '../../src/modules/site/site.repo.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { addMember, anyVendorId, approvedDeposit, periodActive, play, teamDays, teamHours } from '../support/agent-stats.ts';

const TZ = 'Asia/Kuala_Lumpur';
const TODAY = '2026-03-11';
const NOON = new Date(zonedDayStart(TODAY, TZ).getTime() + 12 * 3_600_000);

let t: TestApp;
let merchantId: number;
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON);
  merchantId = (await findMerchantByCode(t.database.db, DEMO_MERCHANT_CODE))!.id;
  vendorId = await anyVendorId(t.database);
});
afterAll(() => t.close());

describe('stats rollup under concurrency', () => {
  it('passes at once never count a bet twice', async () => {
    const created = new Date(NOON.getTime() - 3_600_000);
    const top = await addMember(t.database, merchantId, null, created);
    const agents = [top];
    const players: number[] = [];
    for (let i = 0; i < 3; i++) agents.push(await addMember(t.database, merchantId, agents[i]!, created));
    for (const upline of agents) for (let i = 0; i < 3; i++) players.push(await addMember(t.database, merchantId, upline, created, 0));

    // Two "processes": separate rollups on the same database, each pass on its own connection.
    const processes = [createStatsRollup({ database: t.database, clock: t.clock }), createStatsRollup({ database: t.database, clock: t.clock })];
    let turnover = 0n;
    let bets = 0;
    let deposits = 0n;
    for (let round = 0; round < 6; round++) {
      // Deposits change no category row, so nothing but the pass's own lock keeps two passes apart on them.
      const deposited = (round % 2 === 1 ? players : []).map((memberId, i) => {
        const amount = BigInt(1000 + i);
        deposits += amount;
        return approvedDeposit(t.database, merchantId, memberId, amount, new Date(NOON.getTime() - 60_000));
      });
      // Play on even rounds only: on the others the passes meet on deposits alone.
      const plays = (round % 2 === 0 ? players : []).map((memberId, i) => {
        const amount = BigInt(100 * (round + 1) + i);
        turnover += amount;
        bets += 1;
        return play(t.database, merchantId, vendorId, { memberId, day: TODAY, category: 'slots', bets: 1, turnover: amount, wins: 0n });
      });
      const passes = Array.from({ length: 6 }, (_, i) => processes[i % 2]!.pass(i % 3 === 0 ? WIDE_DAYS : RECENT_DAYS));
      const settled = await Promise.allSettled([...plays, ...deposited, ...passes]);
      expect(settled.filter((s) => s.status === 'rejected')).toEqual([]);
    }
    // Whatever play landed after the last overlapping passes is taken by one more.
    await processes[0]!.pass();

    const rows = await teamDays(t.database, [top]);
    // The top agent's team: three agents and twelve players (every member but itself).
    expect(rows).toEqual([
      expect.objectContaining({
        day: TODAY,
        bets: bets,
        turnover: String(turnover),
        deposits: String(deposits),
        activePlayers: players.length,
        newMembers: 15,
      }),
    ]);
    const hours = await teamHours(t.database, top);
    expect(hours.reduce((sum, h) => sum + BigInt(h.turnover), 0n)).toBe(turnover);
    expect(await periodActive(t.database, top)).toEqual([
      { kind: 'H', start: '2026-03-01', activePlayers: players.length },
      { kind: 'M', start: '2026-03-01', activePlayers: players.length },
      { kind: 'W', start: '2026-03-09', activePlayers: players.length },
    ]);
  });
});
