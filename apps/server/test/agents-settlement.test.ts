// Contract settlement through its jobs with a moved clock (docs/agents.md): each kind settled once its period has
// closed, paid through the ledger from the payer to the agent; the dividend's carry-over over three periods;
// an upline short of money paid on a later pass; hold, release and re-run never paying twice; a late stats row
// landing in the next period; the real-time salary from real lottery tickets with its lines and who may read them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  contractActionEndpoint,
  incomeEndpoint,
  offerContractEndpoint,
  realtimeLinesEndpoint,
  settlementRecordsEndpoint,
  type ContractTerms,
} from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import type { KenoResult } from '@orbit/games/lottery/keno';
import { agentSettlementRuns, agentSettlements, teamDailyStats, teamHourlyStats, teamPeriodActive } from '../src/db/schema/agents.ts';
import { members } from '../src/db/schema/members.ts';
import { memberAccount } from '../src/modules/wallet/addresses.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { agentMember, allContractKinds, dailyTerms, dividendTerms, hourlyTerms, platformContract, realtimeTerms } from './support/agent-contracts.ts';
import { addMember, anyVendorId, play } from './support/agent-stats.ts';
import { lotteryFixture } from './support/lottery.ts';
import { changeSettings, consoleApi } from './support/members.ts';
import { balanceOf, credit, freshSession, type MoneyMember } from './support/payments.ts';

let t: TestApp;
let merchant: ResolvedMerchant;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  t = await createTestApp();
  // Monday 2026-11-02 09:30 in Kuala Lumpur.
  t.clock.set('2026-11-02T01:30:00Z');
  await allContractKinds(t); // the operator signs in at the clock's time: set it first
  merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
});
afterAll(() => t.close());

/** Runs one of the settlement jobs as the job runner would at the clock's time. */
async function runJob(name: 'agents.settle-realtime' | 'agents.settle-hourly' | 'agents.settle-daily' | 'agents.rollup-stats') {
  const job = t.services.agents.jobs.find((j) => j.name === name)!;
  const now = t.clock.now();
  return job.run(t.database.db, { start: now, end: now });
}

async function hourlyRow(agentId: number, hour: string, turnover: bigint, wins = 0n) {
  await t.database.db
    .insert(teamHourlyStats)
    .values({ merchantId: merchant.id, agentId, hour: new Date(hour), bets: 1, turnover, wins })
    .onConflictDoUpdate({ target: [teamHourlyStats.agentId, teamHourlyStats.hour], set: { turnover, wins } });
}
async function dailyRow(agentId: number, day: string, activePlayers: number) {
  await t.database.db.insert(teamDailyStats).values({ merchantId: merchant.id, agentId, day, activePlayers });
}

const main = (m: MoneyMember) => balanceOf(t, merchant.id, memberAccount.main(m.id));
const itemsOf = (agent: MoneyMember, kind: string) =>
  t.database.db
    .select()
    .from(agentSettlements)
    .where(and(eq(agentSettlements.agentId, agent.id), eq(agentSettlements.kind, kind)))
    .orderBy(agentSettlements.periodStart);

async function offerAccepted(from: MoneyMember, to: MoneyMember, contract: ContractTerms) {
  const offered = await from.api.call(offerContractEndpoint, { body: { downline: to.username, contract } });
  return to.api.call(contractActionEndpoint, { params: { id: offered.id, action: 'accept' }, body: {} });
}

describe('hourly salary', () => {
  let top: MoneyMember;
  let mid: MoneyMember;

  it('pays the closed hour once its grace has passed, the upline paying its downline and the platform the top agent', async () => {
    t.clock.set('2026-11-02T01:30:00Z');
    top = await agentMember(t, null, 20_000n); // 200.00
    mid = await agentMember(t, top);
    await platformContract(t, top, hourlyTerms('1'));
    const accepted = await offerAccepted(top, mid, hourlyTerms('0.5'));
    expect(accepted.startsAt).toBe('2026-11-02T02:00:00.000Z');
    // The hour before the contract starts is never paid.
    await hourlyRow(mid.id, '2026-11-02T01:00:00Z', 500_000n);
    await hourlyRow(mid.id, '2026-11-02T02:00:00Z', 1_000_000n); // 10,000.00
    await hourlyRow(top.id, '2026-11-02T02:00:00Z', 1_000_000n);

    t.clock.set('2026-11-02T03:02:00Z'); // closed 2 minutes ago: inside the grace
    await runJob('agents.settle-hourly');
    expect(await itemsOf(mid, 'hourly_salary')).toEqual([]);

    t.clock.set('2026-11-02T03:06:00Z');
    await runJob('agents.settle-hourly');
    const [item] = await itemsOf(mid, 'hourly_salary');
    expect(item).toMatchObject({ amount: 5_000n, status: 'paid', payerId: top.id, inputs: { turnover: '10000.00', tier: 1, ratePpm: 5000 } });
    expect(await main(mid)).toBe(5_000n);
    expect(await main(top)).toBe(20_000n - 5_000n + 10_000n);

    // The job again, and a pass at the same time: nothing more is paid.
    await runJob('agents.settle-hourly');
    await t.services.agents.settlement.settleDue('hourly');
    expect(await main(mid)).toBe(5_000n);
    expect(await itemsOf(mid, 'hourly_salary')).toHaveLength(1);
  });

  it('puts a late stats row in the hour the rollup saw it, paid with the next period', async () => {
    // Play of 02:50 seen by the rollup at 03:01 lands in the 03:00 hour (team_hourly_stats semantics).
    await hourlyRow(mid.id, '2026-11-02T03:00:00Z', 200_000n);
    t.clock.set('2026-11-02T04:06:00Z');
    await runJob('agents.settle-hourly');
    const items = await itemsOf(mid, 'hourly_salary');
    expect(items.map((i) => i.amount)).toEqual([5_000n, 1_000n]);
    expect(items[1]!.periodStart).toEqual(new Date('2026-11-02T03:00:00Z'));
  });

  it('leaves an item unpaid while the upline is short, pays it on a later pass, and never twice', async () => {
    // Drain the upline: 250.00 → pays 10.00 of the hour 04:00 only after a credit.
    const topBalance = await main(top);
    await t.database.db.transaction((tx) =>
      t.services.wallet.move(tx, {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `drain-${top.id}`,
        kind: 'adjustment',
        memberId: top.id,
        postings: [{ from: memberAccount.main(top.id), to: 'house:adjustments#0', amount: topBalance }],
      }),
    );
    await hourlyRow(mid.id, '2026-11-02T04:00:00Z', 200_000n);
    t.clock.set('2026-11-02T05:06:00Z');
    await runJob('agents.settle-hourly');
    let last = (await itemsOf(mid, 'hourly_salary')).at(-1)!;
    expect(last).toMatchObject({ amount: 1_000n, status: 'unpaid', reason: 'insufficient_funds', ledgerTransactionId: null });
    expect(await main(mid)).toBe(6_000n);

    await credit(t, top, 5_000n);
    t.clock.set('2026-11-02T06:06:00Z');
    await runJob('agents.settle-hourly');
    last = (await itemsOf(mid, 'hourly_salary')).find((i) => i.id === last.id)!;
    expect(last.status).toBe('paid');
    expect(await main(mid)).toBe(7_000n);
    expect(await main(top)).toBe(4_000n);

    // Re-running the run pays nothing twice.
    await t.services.agents.settlement.rerunRun(merchant, last.runId, 1, 'check');
    await runJob('agents.settle-hourly');
    expect(await main(mid)).toBe(7_000n);
  });

  it('holds a run (nothing paid), pays on release, recomputes on re-run without paying twice', async () => {
    await hourlyRow(mid.id, '2026-11-02T06:00:00Z', 100_000n); // salary 5.00
    await credit(t, top, 10_000n);
    t.clock.set('2026-11-02T07:06:00Z');
    // Settle the hour, with the upline short so it waits; then hold its run.
    const before = await main(top);
    await t.database.db.transaction((tx) =>
      t.services.wallet.move(tx, {
        merchantId: merchant.id,
        currency: merchant.currency,
        idempotencyKey: `drain2-${top.id}`,
        kind: 'adjustment',
        memberId: top.id,
        postings: [{ from: memberAccount.main(top.id), to: 'house:adjustments#0', amount: before }],
      }),
    );
    await runJob('agents.settle-hourly');
    const item = (await itemsOf(mid, 'hourly_salary')).at(-1)!;
    expect(item.status).toBe('unpaid');
    const held = await t.services.agents.settlement.holdRun(merchant, item.runId, 1, 'looks wrong');
    expect(held.status).toBe('held');
    await expect(t.services.agents.settlement.holdRun(merchant, item.runId, 1, 'again')).rejects.toMatchObject({ errorCode: 'invalid_state' });
    await credit(t, top, 10_000n);
    t.clock.set('2026-11-02T08:06:00Z');
    await runJob('agents.settle-hourly'); // a held run's items are not retried
    expect((await itemsOf(mid, 'hourly_salary')).find((i) => i.id === item.id)!.status).toBe('held');

    // The figures are corrected meanwhile; the re-run recomputes the unpaid item (still held).
    await hourlyRow(mid.id, '2026-11-02T06:00:00Z', 300_000n); // salary 15.00
    await t.services.agents.settlement.rerunRun(merchant, item.runId, 1, 'corrected');
    expect((await itemsOf(mid, 'hourly_salary')).find((i) => i.id === item.id)).toMatchObject({ status: 'held', amount: 1_500n });
    const midBefore = await main(mid);
    const released = await t.services.agents.settlement.releaseRun(merchant, item.runId, 1, 'ok');
    expect(released).toMatchObject({ status: 'done', paidTotal: 1_500n });
    expect(await main(mid)).toBe(midBefore + 1_500n);
    await t.services.agents.settlement.rerunRun(merchant, item.runId, 1, 'again');
    expect(await main(mid)).toBe(midBefore + 1_500n);
    const [run] = await t.database.db.select().from(agentSettlementRuns).where(eq(agentSettlementRuns.id, item.runId));
    // Two items: the downline's, and the top agent's own (nothing to pay on its team's empty hour).
    expect(run).toMatchObject({ status: 'done', items: 2, paidTotal: 1_500n });
  });

  it('shows the records on both sides and the income report', async () => {
    mid = await freshSession(t, mid);
    top = await freshSession(t, top);
    const received = await mid.api.call(settlementRecordsEndpoint, { query: { kind: 'hourly_salary', side: 'received', page: 1, pageSize: 20 } });
    // Hours 02:00 to 07:00, newest first; 05:00 and 07:00 had no play.
    expect(received.items.map((i) => [i.periodStart.slice(11, 16), i.amount, i.status])).toEqual([
      ['07:00', '0.00', 'nil'],
      ['06:00', '15.00', 'paid'],
      ['05:00', '0.00', 'nil'],
      ['04:00', '10.00', 'paid'],
      ['03:00', '10.00', 'paid'],
      ['02:00', '50.00', 'paid'],
    ]);
    expect(received.items[1]).toMatchObject({ agent: mid.username, payer: top.username, inputs: { turnover: '3000.00', ratePpm: 5000 } });
    const paid = await top.api.call(settlementRecordsEndpoint, { query: { kind: 'hourly_salary', side: 'paid', page: 1, pageSize: 20 } });
    expect(paid.total).toBe(6);
    const income = await top.api.call(incomeEndpoint, { query: { from: '2026-11-01', to: '2026-11-02' } });
    const hourly = income.rows.find((r) => r.kind === 'hourly_salary')!;
    expect(hourly.paidToDownlines).toBe(`${(5_000 + 1_000 + 1_000 + 1_500) / 100}.00`);
    expect(BigInt(hourly.earned.replace('.', ''))).toBeGreaterThan(0n);
  });
});

describe('end to end through the stats rollup', () => {
  it('pays the hourly salary on play the rollup put in the hour it saw it', async () => {
    t.clock.set('2026-11-02T08:30:00Z');
    const top = await agentMember(t, null);
    await platformContract(t, top, hourlyTerms('2'));
    const player = await addMember(t.database, merchant.id, top.id, t.clock.now(), 0);
    const vendorId = await anyVendorId(t.database);
    t.clock.set('2026-11-02T09:10:00Z');
    await play(t.database, merchant.id, vendorId, { memberId: player, day: '2026-11-02', category: 'slots', bets: 2, turnover: 40_000n, wins: 10_000n });
    await runJob('agents.rollup-stats');
    // Seen again at 10:01 (the next hour): only what changed since lands there, nothing here.
    t.clock.set('2026-11-02T10:01:00Z');
    await runJob('agents.rollup-stats');
    t.clock.set('2026-11-02T10:06:00Z');
    await runJob('agents.settle-hourly');
    const [item] = await itemsOf(top, 'hourly_salary');
    expect(item).toMatchObject({ periodStart: new Date('2026-11-02T09:00:00Z'), amount: 800n, status: 'paid', inputs: { turnover: '400.00' } });
    expect(await main(top)).toBe(800n);
  });
});

describe('the platform as payer', () => {
  it('pays every contract from the platform when the merchant says so, the upline paying nothing', async () => {
    t.clock.set('2026-11-02T10:30:00Z');
    const top = await agentMember(t, null, 10_000n);
    const mid = await agentMember(t, top);
    await platformContract(t, top, hourlyTerms('1'));
    await offerAccepted(top, mid, hourlyTerms('0.5'));
    await changeSettings(await consoleApi(t), 'agents', (agents: Record<string, unknown>) => ({ ...agents, payer: 'platform' }));
    await hourlyRow(mid.id, '2026-11-02T11:00:00Z', 100_000n);
    t.clock.set('2026-11-02T12:06:00Z');
    await runJob('agents.settle-hourly');
    const [item] = await itemsOf(mid, 'hourly_salary');
    expect(item).toMatchObject({ amount: 500n, status: 'paid', payerId: null });
    expect(await main(mid)).toBe(500n);
    expect(await main(top)).toBe(10_000n);
    await changeSettings(await consoleApi(t), 'agents', (agents: Record<string, unknown>) => ({ ...agents, payer: 'upline' }));
  });
});

describe('daily wage and dividend', () => {
  it('pays the daily wage at the tier the day reached (turnover and active players)', async () => {
    t.clock.set('2026-11-03T01:00:00Z'); // Tuesday 09:00
    const top = await agentMember(t, null);
    await platformContract(
      t,
      top,
      dailyTerms([
        { minTurnover: '0', minActive: 0, rate: '0.5' },
        { minTurnover: '1000', minActive: 3, rate: '1' },
      ]),
    );
    // Day 2026-11-04 (KL) is 2026-11-03T16:00Z – 2026-11-04T16:00Z.
    await hourlyRow(top.id, '2026-11-03T17:00:00Z', 100_000n);
    await hourlyRow(top.id, '2026-11-04T15:00:00Z', 50_000n);
    await hourlyRow(top.id, '2026-11-04T16:00:00Z', 999_999n); // the next day
    await dailyRow(top.id, '2026-11-04', 3);
    t.clock.set('2026-11-05T00:00:00Z');
    await runJob('agents.settle-daily');
    const [item] = await itemsOf(top, 'daily_wage');
    expect(item).toMatchObject({ amount: 1_500n, status: 'paid', payerId: null, inputs: { turnover: '1500.00', activePlayers: 3, tier: 2 } });
    expect(await main(top)).toBe(1_500n);
  });

  it('carries a team profit into the next periods and pays on the rest (three days)', async () => {
    t.clock.set('2026-11-10T01:00:00Z');
    const top = await agentMember(t, null);
    await platformContract(t, top, dividendTerms('10', true, 'D'));
    const days = [
      { hour: '2026-11-10T17:00:00Z', turnover: 100_000n, wins: 150_000n }, // net loss −500.00
      { hour: '2026-11-11T17:00:00Z', turnover: 100_000n, wins: 70_000n }, // +300.00 → −200.00 carried
      { hour: '2026-11-12T17:00:00Z', turnover: 200_000n, wins: 100_000n }, // +1000.00 → 800.00 paid at 10%
    ];
    for (const [i, day] of days.entries()) {
      await hourlyRow(top.id, day.hour, day.turnover, day.wins);
      t.clock.set(new Date(Date.parse('2026-11-12T00:00:00Z') + i * 24 * HOUR));
      await runJob('agents.settle-daily');
    }
    const items = await itemsOf(top, 'dividend');
    expect(items.map((i) => [i.carryIn, i.carryOut, i.amount, i.status])).toEqual([
      [0n, -50_000n, 0n, 'nil'],
      [-50_000n, -20_000n, 0n, 'nil'],
      [-20_000n, 0n, 8_000n, 'paid'],
    ]);
    expect(await main(top)).toBe(8_000n);
  });

  it('settles every missed period once, in order, after downtime', async () => {
    t.clock.set('2026-11-16T01:00:00Z');
    const top = await agentMember(t, null);
    await platformContract(t, top, dailyTerms([{ minTurnover: '0', minActive: 0, rate: '1' }]));
    for (const hour of ['2026-11-16T17:00:00Z', '2026-11-17T17:00:00Z', '2026-11-18T17:00:00Z']) await hourlyRow(top.id, hour, 10_000n);
    t.clock.set('2026-11-20T00:00:00Z');
    await runJob('agents.settle-daily');
    const items = await itemsOf(top, 'daily_wage');
    expect(items.map((i) => i.periodStart.toISOString())).toEqual(['2026-11-16T16:00:00.000Z', '2026-11-17T16:00:00.000Z', '2026-11-18T16:00:00.000Z']);
    expect(await main(top)).toBe(300n);
  });
});

describe('real-time salary', () => {
  it('pays per player and colour type from the lottery tickets settled in the 5 minutes, to the agent and its payer only', async () => {
    t.clock.set('2026-11-25T04:01:00Z');
    const fixture = await lotteryFixture(t);
    const top = await agentMember(t, null, 100_000n);
    const mid = await agentMember(t, top);
    const stranger = await agentMember(t, null);
    await platformContract(t, top, realtimeTerms([{ gameCode: 'keno', profitRate: '2', lossRate: '5' }]));
    const accepted = await offerAccepted(top, mid, realtimeTerms([{ gameCode: 'keno', profitRate: '1', lossRate: '3' }]));
    expect(accepted.startsAt).toBe('2026-11-25T04:05:00.000Z');
    const winner = await fixture.player(100_000n);
    const loser = await fixture.player(100_000n);
    await t.database.db.update(members).set({ uplineId: mid.id }).where(eq(members.id, winner.id));
    await t.database.db.update(members).set({ uplineId: mid.id }).where(eq(members.id, loser.id));

    t.clock.set('2026-11-25T04:06:00Z');
    const result: KenoResult = { numbers: Array.from({ length: 20 }, (_, i) => i + 1) };
    const draw = await fixture.insertDraw('keno', result);
    await fixture.boughtTicket(draw, 'keno', winner, [{ betType: 'pick', selection: '1,2,3', stake: 1_000n }]); // wins 380.00
    await fixture.boughtTicket(draw, 'keno', loser, [{ betType: 'pick', selection: '80', stake: 2_000n }]); // loses
    await fixture.settlementWith().settleDraw(draw);

    t.clock.set('2026-11-25T04:10:30Z'); // the window 04:05–04:10 is inside its grace
    await runJob('agents.settle-realtime');
    expect(await itemsOf(mid, 'realtime_salary')).toHaveLength(0);
    t.clock.set('2026-11-25T04:11:00Z');
    await runJob('agents.settle-realtime');
    const [item] = await itemsOf(mid, 'realtime_salary');
    // Winner: 10.00 × 1% = 0.10; loser: 20.00 × 3% = 0.60.
    expect(item).toMatchObject({ amount: 70n, status: 'paid', payerId: top.id, inputs: { players: 2, lines: 2, turnover: '30.00' } });
    const [topItem] = await itemsOf(top, 'realtime_salary');
    expect(topItem).toMatchObject({ amount: 20n + 100n, status: 'paid', payerId: null });

    const lines = await mid.api.call(realtimeLinesEndpoint, { params: { id: item!.id }, query: { page: 1, pageSize: 20 } });
    expect(lines.items).toEqual([
      { username: loser.username, gameCode: 'keno', turnover: '20.00', result: '-20.00', salary: '0.60' },
      { username: winner.username, gameCode: 'keno', turnover: '10.00', result: '370.00', salary: '0.10' },
    ]);
    expect((await top.api.call(realtimeLinesEndpoint, { params: { id: item!.id }, query: { page: 1, pageSize: 20 } })).total).toBe(2);
    await expect(stranger.api.call(realtimeLinesEndpoint, { params: { id: item!.id }, query: { page: 1, pageSize: 20 } })).rejects.toSatisfy(
      (error: unknown) => error instanceof ApiError && error.errorCode === 'agent_not_in_team',
    );
  });
});

// A week and a half-month: two players active on two days each are 4 summed over the days but 2 distinct in the
// period, so the tier needing 3 active players is not reached.
describe.each([
  {
    period: 'W' as const,
    name: 'weekly',
    acceptedAt: '2026-11-26T04:00:00Z', // a Thursday
    startsAt: '2026-11-29T16:00:00.000Z', // Monday 2026-11-30 in Kuala Lumpur
    periodStartDay: '2026-11-30',
    playHours: ['2026-11-30T05:00:00Z', '2026-12-05T05:00:00Z'],
    nextPeriodHour: '2026-12-06T16:00:00Z',
    activeDays: ['2026-11-30', '2026-12-05'],
    insideGrace: '2026-12-06T16:03:00Z',
    settleAt: '2026-12-07T00:00:00Z',
    periodEnd: '2026-12-06T16:00:00Z',
  },
  {
    period: 'H' as const,
    name: 'half-month',
    acceptedAt: '2026-12-10T04:00:00Z',
    startsAt: '2026-12-15T16:00:00.000Z', // 2026-12-16 in Kuala Lumpur, the second half of December
    periodStartDay: '2026-12-16',
    playHours: ['2026-12-17T05:00:00Z', '2026-12-30T05:00:00Z'],
    nextPeriodHour: '2026-12-31T17:00:00Z', // 2027-01-01: the next half-month
    activeDays: ['2026-12-17', '2026-12-30'],
    insideGrace: '2026-12-31T16:03:00Z',
    settleAt: '2027-01-01T00:00:00Z',
    periodEnd: '2026-12-31T16:00:00Z',
  },
])('$name dividend', (c) => {
  it('counts the distinct active players of the period (not the days summed) for the tier, from its first day', async () => {
    t.clock.set(c.acceptedAt);
    const top = await agentMember(t, null);
    const accepted = await platformContract(t, top, {
      kind: 'dividend',
      terms: {
        period: c.period,
        carryOver: false,
        tiers: [
          { minNetLoss: '0', minActive: 0, rate: '5' },
          { minNetLoss: '100', minActive: 3, rate: '10' },
        ],
      },
    });
    expect(accepted.startsAt).toBe(c.startsAt);
    await hourlyRow(top.id, c.playHours[0]!, 30_000n, 5_000n);
    await hourlyRow(top.id, c.playHours[1]!, 20_000n, 5_000n); // net loss 400.00 over the period
    await hourlyRow(top.id, c.nextPeriodHour, 90_000n);
    for (const day of c.activeDays) await dailyRow(top.id, day, 2);
    await t.database.db
      .insert(teamPeriodActive)
      .values({ merchantId: merchant.id, agentId: top.id, kind: c.period, start: c.periodStartDay, activePlayers: 2 });
    t.clock.set(c.insideGrace);
    await runJob('agents.settle-daily');
    expect(await itemsOf(top, 'dividend')).toEqual([]);
    t.clock.set(c.settleAt);
    await runJob('agents.settle-daily');
    const [item] = await itemsOf(top, 'dividend');
    expect(item).toMatchObject({
      periodStart: new Date(c.startsAt),
      periodEnd: new Date(c.periodEnd),
      amount: 2_000n,
      inputs: { netLoss: '400.00', activePlayers: 2, tier: 1 },
    });
  });
});
