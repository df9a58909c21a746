// The agents' stats rollup (stats-rollup.ts): play recorded as the seamless wallet records it, deposits and
// withdrawals as payments leave them, the job run with a moved clock, and every member and team row compared
// with brute-force sums over the tree; a property test over random trees and plays; re-running adds nothing;
// a late change to yesterday lands in today's team_hourly_stats hour.
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { teamOverviewEndpoint, userLossEndpoint } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { agentContracts, agentSettlementRuns, agentSettlements } from '../src/db/schema/agents.ts';
import { members } from '../src/db/schema/members.ts';
import { rowsOf } from '../src/db/client.ts';
import { zonedDayStart } from '@orbit/contracts/format';
import { findMerchantByCode } from '../src/modules/site/site.repo.ts';
import { RECENT_DAYS, WIDE_DAYS } from '../src/modules/agents/stats-rollup.ts';
import { DEMO_MERCHANT_CODE } from '../src/seed/seed.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { memberClient, registerMember } from './support/members.ts';
import { moneyMember } from './support/payments.ts';
import { totalTurnover } from './support/turnover.ts';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { slotSpinEndpoint } from '@orbit/contracts/house-slots';
import {
  addMember,
  anyVendorId,
  approvedDeposit,
  paidWithdrawal,
  periodActive,
  play,
  refund,
  setUpline,
  teamDays,
  teamHours,
  type TeamDay,
} from './support/agent-stats.ts';

const TZ = 'Asia/Kuala_Lumpur';
const TODAY = '2026-03-11'; // a Wednesday
const YESTERDAY = '2026-03-10';
/** Noon of TODAY in Kuala Lumpur. */
const NOON = new Date(zonedDayStart(TODAY, TZ).getTime() + 12 * 3_600_000);

let t: TestApp;
let merchantId: number;
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  const merchant = await findMerchantByCode(t.database.db, DEMO_MERCHANT_CODE);
  merchantId = merchant!.id;
  vendorId = await anyVendorId(t.database);
  t.clock.set(NOON);
});
afterAll(() => t.close());

const rollup = () => t.services.agents.statsRollup.pass();

async function memberDay(memberId: number, day: string) {
  const result = await t.database.db.execute(sql`
    SELECT bets, turnover::text AS turnover, wins::text AS wins, deposits::text AS deposits, deposit_count AS "depositCount",
           withdrawals::text AS withdrawals, withdrawal_count AS "withdrawalCount", registered, first_deposit AS "firstDeposit"
    FROM member_daily_stats WHERE member_id = ${memberId} AND day = ${day}::date`);
  return rowsOf<Record<string, unknown>>(result)[0];
}

describe('stats rollup', () => {
  it('rolls members and their uplines, once, and puts late play in the hour it was seen', async () => {
    const created = new Date(NOON.getTime() - 3_600_000);
    const top = await addMember(t.database, merchantId, null, created);
    const mid = await addMember(t.database, merchantId, top, created);
    const leaf = await addMember(t.database, merchantId, mid, created, 0);
    await play(t.database, merchantId, vendorId, { memberId: mid, day: TODAY, category: 'slots', bets: 2, turnover: 1000n, wins: 300n });
    await play(t.database, merchantId, vendorId, { memberId: leaf, day: TODAY, category: 'live', bets: 1, turnover: 500n, wins: 0n });
    await play(t.database, merchantId, vendorId, { memberId: leaf, day: YESTERDAY, category: 'slots', bets: 3, turnover: 900n, wins: 2000n });
    await approvedDeposit(t.database, merchantId, leaf, 5000n, new Date(NOON.getTime() - 600_000));
    await approvedDeposit(t.database, merchantId, leaf, 7000n, new Date(NOON.getTime() - 300_000));
    await paidWithdrawal(t.database, merchantId, mid, 4000n, new Date(NOON.getTime() - 300_000), 'received');

    await rollup();
    expect(await memberDay(leaf, TODAY)).toEqual({
      bets: 1,
      turnover: '500',
      wins: '0',
      deposits: '12000',
      depositCount: 2,
      withdrawals: '0',
      withdrawalCount: 0,
      registered: true,
      firstDeposit: true,
    });
    expect(await memberDay(mid, TODAY)).toMatchObject({ bets: 2, turnover: '1000', withdrawals: '4000', withdrawalCount: 1, firstDeposit: false });
    const rows = await teamDays(t.database, [top, mid, leaf]);
    // The top agent's team is mid and leaf; mid's is leaf; the leaf has no team.
    expect(rows).toEqual([
      row(top, YESTERDAY, { activePlayers: 1, bets: 3, turnover: '900', wins: '2000' }),
      row(top, TODAY, {
        newMembers: 2,
        firstDepositors: 1,
        activePlayers: 2,
        bets: 3,
        turnover: '1500',
        wins: '300',
        deposits: '12000',
        depositCount: 2,
        withdrawals: '4000',
        withdrawalCount: 1,
      }),
      row(mid, YESTERDAY, { activePlayers: 1, bets: 3, turnover: '900', wins: '2000' }),
      row(mid, TODAY, { newMembers: 1, firstDepositors: 1, activePlayers: 1, bets: 1, turnover: '500', deposits: '12000', depositCount: 2 }),
    ]);
    const noonHour = NOON.toISOString().slice(0, 16);
    expect(await teamHours(t.database, top)).toEqual([{ hour: noonHour, bets: 6, turnover: '2400', wins: '2300' }]);
    expect(await periodActive(t.database, top)).toEqual([
      { kind: 'H', start: '2026-03-01', activePlayers: 2 },
      { kind: 'M', start: '2026-03-01', activePlayers: 2 },
      { kind: 'W', start: '2026-03-09', activePlayers: 2 },
    ]);

    // Again with nothing new: nothing moves.
    await rollup();
    expect(await teamDays(t.database, [top, mid, leaf])).toEqual(rows);
    expect(await teamHours(t.database, top)).toEqual([{ hour: noonHour, bets: 6, turnover: '2400', wins: '2300' }]);

    // Two hours later a late bet is reported for yesterday: its day is yesterday, its hour is now.
    t.clock.advance(2 * 3_600_000);
    await play(t.database, merchantId, vendorId, { memberId: leaf, day: YESTERDAY, category: 'slots', bets: 1, turnover: 100n, wins: 0n });
    await rollup();
    const later = await teamDays(t.database, [top]);
    expect(later.find((r) => r.day === YESTERDAY)).toMatchObject({ bets: 4, turnover: '1000', activePlayers: 1 });
    expect(await teamHours(t.database, top)).toEqual([
      { hour: noonHour, bets: 6, turnover: '2400', wins: '2300' },
      { hour: new Date(NOON.getTime() + 2 * 3_600_000).toISOString().slice(0, 16), bets: 1, turnover: '100', wins: '0' },
    ]);

    // Every bet of the leaf's day refunded: it is no longer active that day, nor that week (its only day).
    await refund(t.database, merchantId, vendorId, { memberId: leaf, day: TODAY, category: 'live', bets: 1, turnover: 500n });
    await rollup();
    const refunded = await teamDays(t.database, [mid]);
    expect(refunded.find((r) => r.day === TODAY)).toMatchObject({ activePlayers: 0, bets: 0, turnover: '0' });
    // Still active yesterday, in the same week.
    expect(await periodActive(t.database, mid)).toEqual([
      { kind: 'H', start: '2026-03-01', activePlayers: 1 },
      { kind: 'M', start: '2026-03-01', activePlayers: 1 },
      { kind: 'W', start: '2026-03-09', activePlayers: 1 },
    ]);
    t.clock.set(NOON);
  });

  it('keeps every agent equal to the brute-force sum over its subtree, for random trees and plays', async () => {
    const categories = ['slots', 'live'] as const;
    const playArb = fc.record({
      who: fc.nat(),
      yesterday: fc.boolean(),
      category: fc.constantFrom(...categories),
      bets: fc.integer({ min: 0, max: 3 }),
      turnover: fc.integer({ min: 0, max: 5000 }),
      wins: fc.integer({ min: 0, max: 9000 }),
      refund: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        fc.array(playArb, { maxLength: 12 }),
        fc.array(playArb, { maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 90_000 })), { maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 3 }),
        async (parents, firstPlays, laterPlays, deposits, wipes) => {
          t.clock.set(NOON);
          const created = new Date(NOON.getTime() - 3_600_000);
          const uplineOf = new Map<number, number | null>();
          const ids: number[] = [];
          for (const pick of parents) {
            const upline = ids.length === 0 ? null : pick % 5 === 0 ? null : ids[pick % ids.length]!;
            const id = await addMember(t.database, merchantId, upline, created, pick % 3 === 0 ? 0 : 1);
            ids.push(id);
            uplineOf.set(id, upline);
          }
          // The model: per member, day and category, as member_turnover keeps it (refunds never below zero).
          const model = new Map<string, { bets: number; turnover: bigint; wins: bigint }>();
          const deposited = new Map<number, bigint>();
          const apply = async (p: RandomPlay) => {
            const memberId = ids[p.who % ids.length]!;
            const day = p.yesterday ? YESTERDAY : TODAY;
            const key = `${memberId}|${day}|${p.category}`;
            const cell = model.get(key);
            if (p.refund) {
              if (!cell) return;
              await refund(t.database, merchantId, vendorId, { memberId, day, category: p.category, bets: p.bets, turnover: BigInt(p.turnover) });
              cell.bets = Math.max(cell.bets - p.bets, 0);
              cell.turnover = cell.turnover - BigInt(p.turnover) > 0n ? cell.turnover - BigInt(p.turnover) : 0n;
              return;
            }
            await play(t.database, merchantId, vendorId, {
              memberId,
              day,
              category: p.category,
              bets: p.bets,
              turnover: BigInt(p.turnover),
              wins: BigInt(p.wins),
            });
            model.set(key, {
              bets: (cell?.bets ?? 0) + p.bets,
              turnover: (cell?.turnover ?? 0n) + BigInt(p.turnover),
              wins: (cell?.wins ?? 0n) + BigInt(p.wins),
            });
          };
          const expected = (): TeamDay[] => {
            const rows: TeamDay[] = [];
            for (const agent of ids) {
              for (const day of [YESTERDAY, TODAY]) {
                const team = ids.filter((id) => id !== agent && ancestorsOf(id, uplineOf).includes(agent));
                const r = row(agent, day, {});
                for (const member of team) {
                  let bets = 0;
                  for (const category of categories) {
                    const cell = model.get(`${member}|${day}|${category}`);
                    if (!cell) continue;
                    bets += cell.bets;
                    r.bets += cell.bets;
                    r.turnover = String(BigInt(r.turnover) + cell.turnover);
                    r.wins = String(BigInt(r.wins) + cell.wins);
                  }
                  if (bets > 0) r.activePlayers += 1;
                  if (day === TODAY) {
                    r.newMembers += 1;
                    const amount = deposited.get(member);
                    if (amount !== undefined) {
                      r.firstDepositors += 1;
                      r.deposits = String(BigInt(r.deposits) + amount);
                      r.depositCount += 1;
                    }
                  }
                }
                rows.push(r);
              }
            }
            return rows.filter((r) => !isZero(r));
          };
          const stored = async () => (await teamDays(t.database, ids)).filter((r) => !isZero(r));

          for (const p of firstPlays) await apply(p);
          for (const [who, amount] of deposits) {
            const memberId = ids[who % ids.length]!;
            if (deposited.has(memberId)) continue;
            await approvedDeposit(t.database, merchantId, memberId, BigInt(amount), new Date(NOON.getTime() - 60_000));
            deposited.set(memberId, BigInt(amount));
          }
          await rollup();
          expect(await stored()).toEqual(expected());

          // Later play and refunds, seen an hour later.
          t.clock.advance(3_600_000);
          for (const p of laterPlays) await apply(p);
          // Some member-days refunded in full: active players must come down again.
          for (const [who, yesterday] of wipes) {
            for (const category of categories) {
              const memberId = ids[who % ids.length]!;
              const day = yesterday ? YESTERDAY : TODAY;
              const cell = model.get(`${memberId}|${day}|${category}`);
              if (cell)
                await apply({ who: ids.indexOf(memberId), yesterday, category, bets: cell.bets, turnover: Number(cell.turnover), wins: 0, refund: true });
            }
          }
          await rollup();
          const after = await stored();
          expect(after).toEqual(expected());
          const hours = await Promise.all(ids.map((id) => teamHours(t.database, id)));

          // Re-running adds nothing, anywhere.
          await rollup();
          expect(await stored()).toEqual(after);
          expect(await Promise.all(ids.map((id) => teamHours(t.database, id)))).toEqual(hours);

          // The hourly rows add up to the daily ones (play only: the hour a change was seen, whatever its day).
          for (const [index, agent] of ids.entries()) {
            const byHour = hours[index]!.reduce((sum, h) => sum + BigInt(h.turnover), 0n);
            const byDay = after.filter((r) => r.agentId === agent).reduce((sum, r) => sum + BigInt(r.turnover), 0n);
            expect(byHour).toBe(byDay);
          }
        },
      ),
      { numRuns: propertyRuns(25) },
    );
    t.clock.set(NOON);
  });
});

interface RandomPlay {
  who: number;
  yesterday: boolean;
  category: 'slots' | 'live';
  bets: number;
  turnover: number;
  wins: number;
  refund: boolean;
}

function ancestorsOf(id: number, uplineOf: Map<number, number | null>): number[] {
  const found: number[] = [];
  let at = uplineOf.get(id) ?? null;
  while (at !== null) {
    found.push(at);
    at = uplineOf.get(at) ?? null;
  }
  return found;
}

function row(agentId: number, day: string, figures: Partial<TeamDay>): TeamDay {
  return {
    agentId,
    day,
    newMembers: 0,
    firstDepositors: 0,
    activePlayers: 0,
    bets: 0,
    turnover: '0',
    wins: '0',
    deposits: '0',
    depositCount: 0,
    withdrawals: '0',
    withdrawalCount: 0,
    ...figures,
  };
}

function isZero(r: TeamDay): boolean {
  return (
    r.newMembers === 0 &&
    r.firstDepositors === 0 &&
    r.activePlayers === 0 &&
    r.bets === 0 &&
    r.turnover === '0' &&
    r.wins === '0' &&
    r.deposits === '0' &&
    r.depositCount === 0 &&
    r.withdrawals === '0' &&
    r.withdrawalCount === 0
  );
}

describe('stats rollup sweep of older days', () => {
  it('finds a late change ten days back within one turn of the minute job, and pays it in the hour it was seen', async () => {
    t.clock.set(NOON);
    const job = t.services.agents.jobs.find((j) => j.name === 'agents.rollup-stats')!;
    const minute = () => job.run(t.database.db, { start: t.clock.now(), end: new Date(t.clock.now().getTime() + 60_000) });
    const agent = await addMember(t.database, merchantId, null, new Date(NOON.getTime() - 40 * 86_400_000));
    const player = await addMember(t.database, merchantId, agent, new Date(NOON.getTime() - 40 * 86_400_000), 0);
    const tenDaysAgo = '2026-03-01';
    await play(t.database, merchantId, vendorId, { memberId: player, day: tenDaysAgo, category: 'slots', bets: 4, turnover: 800n, wins: 100n });
    const seen: number[] = [];
    for (let i = 0; i < WIDE_DAYS - RECENT_DAYS; i++) {
      const result = (await minute()) as { sweptDayBack: number };
      seen.push(result.sweptDayBack);
      t.clock.advance(60_000);
    }
    // Every older day was swept once in the turn.
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: WIDE_DAYS - RECENT_DAYS }, (_, i) => i + RECENT_DAYS));
    expect(await teamDays(t.database, [agent])).toEqual([row(agent, tenDaysAgo, { activePlayers: 1, bets: 4, turnover: '800', wins: '100' })]);
    const sweptAt = new Date(NOON.getTime() + seen.indexOf(10) * 60_000);
    const hour = new Date(Math.floor(sweptAt.getTime() / 3_600_000) * 3_600_000).toISOString().slice(0, 16);
    expect(await teamHours(t.database, agent)).toEqual([{ hour, bets: 4, turnover: '800', wins: '100' }]);
    t.clock.set(NOON);
  });
});

describe('stats rollup of real play', () => {
  it('counts slot spins made through the seamless wallet for the player and its upline', async () => {
    t.clock.set(NOON);
    const agent = await addMember(t.database, merchantId, null, new Date(NOON.getTime() - 86_400_000));
    const spinner = await moneyMember(t, { funds: 10_000n, paymentPassword: null, realName: null });
    await setUpline(t.database, spinner.id, agent);
    const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
    const gameId = games.find((game) => game.gameCode === 'house-fruit-lines')!.gameId;
    const launched = await spinner.api.call(launchGameEndpoint, { body: { gameId, accountType: 1 } });
    if (launched.mode !== 'house') throw new Error('expected a house launch');
    const house = t.client(() => ({ merchant: 'HGOLD' }));
    for (let i = 0; i < 3; i++) {
      await house.call(slotSpinEndpoint, {
        body: { token: launched.token, gameCode: 'house-fruit-lines', totalBet: '1.00', requestId: `stats-spin-${spinner.id}-${i}` },
      });
      t.clock.advance(2_000); // the spin cycle
    }
    await rollup();
    const played = await totalTurnover(t, spinner.username);
    expect(played).toMatchObject({ bets: 3, turnover: 300n });
    expect(await memberDay(spinner.id, TODAY)).toMatchObject({ bets: 3, turnover: '300', wins: String(played.wins) });
    expect(await teamDays(t.database, [agent])).toEqual([
      row(agent, TODAY, { newMembers: 1, activePlayers: 1, bets: 3, turnover: '300', wins: String(played.wins) }),
    ]);
    t.clock.set(NOON);
  });
});

describe('team overview and user loss', () => {
  it('answers the team figures per range and each member loss from the rolled stats', async () => {
    t.clock.set(NOON);
    const session = await registerMember(t);
    const [me] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.usernameKey, session.username.toLowerCase()));
    await t.database.db.update(members).set({ type: 1 }).where(eq(members.id, me!.id));
    const agentId = me!.id;
    const api = memberClient(t, session.token);
    const created = new Date(NOON.getTime() - 3_600_000);
    const mid = await addMember(t.database, merchantId, agentId, created);
    const leaf = await addMember(t.database, merchantId, mid, created, 0);
    const quiet = await addMember(t.database, merchantId, agentId, created, 0);
    const stranger = await addMember(t.database, merchantId, null, created, 0);
    await play(t.database, merchantId, vendorId, { memberId: mid, day: TODAY, category: 'slots', bets: 2, turnover: 10_000n, wins: 2_500n });
    await play(t.database, merchantId, vendorId, { memberId: leaf, day: TODAY, category: 'live', bets: 1, turnover: 4_000n, wins: 9_000n });
    await play(t.database, merchantId, vendorId, { memberId: leaf, day: YESTERDAY, category: 'slots', bets: 5, turnover: 30_000n, wins: 0n });
    await play(t.database, merchantId, vendorId, { memberId: stranger, day: TODAY, category: 'slots', bets: 9, turnover: 99_900n, wins: 0n });
    await approvedDeposit(t.database, merchantId, leaf, 50_000n, new Date(NOON.getTime() - 600_000));
    await paidWithdrawal(t.database, merchantId, mid, 12_300n, new Date(NOON.getTime() - 300_000));
    await paidCommission(agentId, 7_777n, new Date(NOON.getTime() - 120_000));
    await rollup();

    const today = await api.call(teamOverviewEndpoint, { query: { range: 'today' } });
    expect(today).toEqual({
      from: TODAY,
      to: TODAY,
      figures: {
        members: 3,
        newMembers: 3,
        firstDepositors: 1,
        activePlayers: 2,
        deposits: '500.00',
        depositCount: 1,
        withdrawals: '123.00',
        withdrawalCount: 1,
        bets: 3,
        validTurnover: '140.00',
        winLoss: '-25.00',
        commission: '77.77',
      },
      series: [{ day: TODAY, newMembers: 3, activePlayers: 2, deposits: '500.00', withdrawals: '123.00', validTurnover: '140.00', winLoss: '-25.00' }],
    });
    const yesterday = await api.call(teamOverviewEndpoint, { query: { range: 'yesterday' } });
    // Nobody had registered by the end of yesterday; the leaf's bets are counted all the same (it played then).
    expect(yesterday.figures).toMatchObject({ members: 0, activePlayers: 1, bets: 5, validTurnover: '300.00', winLoss: '-300.00', commission: '0.00' });
    // The leaf played both days: the week and the month count it once.
    const week = await api.call(teamOverviewEndpoint, { query: { range: 'week' } });
    expect(week.from).toBe('2026-03-09');
    expect(week.series.map((p) => p.day)).toEqual(['2026-03-09', YESTERDAY, TODAY]);
    expect(week.figures).toMatchObject({ members: 3, activePlayers: 2, bets: 8, validTurnover: '440.00', winLoss: '-325.00' });
    const month = await api.call(teamOverviewEndpoint, { query: { range: 'month' } });
    expect(month).toMatchObject({ from: '2026-03-01', to: TODAY, figures: { activePlayers: 2, bets: 8 } });
    expect(month.series).toHaveLength(11);
    const custom = await api.call(teamOverviewEndpoint, { query: { range: 'custom', from: YESTERDAY, to: TODAY } });
    expect(custom.figures).toMatchObject({ activePlayers: 2, bets: 8, members: 3 });
    expect(await refusal(api.call(teamOverviewEndpoint, { query: { range: 'custom', from: TODAY, to: YESTERDAY } }))).toEqual({
      code: 'validation_failed',
      field: 'to',
    });

    const loss = await api.call(userLossEndpoint, { body: { from: YESTERDAY, to: TODAY } });
    const names = await usernamesOf([mid, leaf, quiet]);
    // The leaf lost 250 (340 staked, 90 won), mid 75; the quiet member only registered (a day of its own, all zero).
    expect(loss).toEqual({
      items: [
        {
          memberId: leaf,
          username: names.get(leaf),
          depth: 2,
          bets: 6,
          validTurnover: '340.00',
          wins: '90.00',
          winLoss: '-250.00',
          deposits: '500.00',
          withdrawals: '0.00',
        },
        {
          memberId: mid,
          username: names.get(mid),
          depth: 1,
          bets: 2,
          validTurnover: '100.00',
          wins: '25.00',
          winLoss: '-75.00',
          deposits: '0.00',
          withdrawals: '123.00',
        },
        {
          memberId: quiet,
          username: names.get(quiet),
          depth: 1,
          bets: 0,
          validTurnover: '0.00',
          wins: '0.00',
          winLoss: '0.00',
          deposits: '0.00',
          withdrawals: '0.00',
        },
      ],
      total: 3,
      page: 1,
      pageSize: 20,
      totals: { bets: 8, validTurnover: '440.00', wins: '115.00', winLoss: '-325.00', deposits: '500.00', withdrawals: '123.00' },
    });
    const second = await api.call(userLossEndpoint, { body: { from: YESTERDAY, to: TODAY, page: 2, pageSize: 1 } });
    expect(second).toMatchObject({ items: [{ memberId: mid }], total: 3, totals: { bets: 8 } });
    const past = await api.call(userLossEndpoint, { body: { from: YESTERDAY, to: TODAY, page: 4, pageSize: 1 } });
    expect(past).toMatchObject({ items: [], total: 3, totals: { winLoss: '-325.00' } });
    const one = await api.call(userLossEndpoint, { body: { username: names.get(mid)! } });
    expect(one).toMatchObject({ items: [{ memberId: mid, winLoss: '-75.00' }], total: 1 });
    const [strangerName] = (await usernamesOf([stranger])).values();
    expect(await refusal(api.call(userLossEndpoint, { body: { username: strangerName! } }))).toMatchObject({ code: 'agent_not_in_team' });
    expect(await refusal(api.call(userLossEndpoint, { body: { username: 'nobody-at-all' } }))).toMatchObject({ code: 'agent_not_in_team' });

    // A member is not an agent: the centre refuses it.
    const player = await registerMember(t);
    expect(await refusal(memberClient(t, player.token).call(teamOverviewEndpoint, { query: { range: 'today' } }))).toMatchObject({ code: 'error_not_agent' });
  });
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; field: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.errorCode, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

async function usernamesOf(ids: number[]): Promise<Map<number, string>> {
  const rows = await t.database.db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** A settlement paid to the agent, as the settlement job leaves it (its run and contract beside it). */
async function paidCommission(agentId: number, amount: bigint, paidAt: Date): Promise<void> {
  const [contract] = await t.database.db
    .insert(agentContracts)
    .values({ merchantId, kind: 'daily_wage', agentId, status: 'active', terms: {}, offeredAt: paidAt, startsAt: paidAt })
    .returning({ id: agentContracts.id });
  const [run] = await t.database.db
    .insert(agentSettlementRuns)
    .values({ merchantId, kind: 'daily_wage', period: 'day', periodStart: paidAt, periodEnd: paidAt, status: 'done', startedAt: paidAt })
    .returning({ id: agentSettlementRuns.id });
  await t.database.db.insert(agentSettlements).values({
    merchantId,
    runId: run!.id,
    contractId: contract!.id,
    kind: 'daily_wage',
    agentId,
    periodStart: paidAt,
    periodEnd: paidAt,
    inputs: {},
    amount,
    status: 'paid',
    createdAt: paidAt,
    paidAt,
  });
}
