// The agents' subtree property (docs/agents.md): on random trees, for random (actor, target) pairs and every agent call that
// names a member, an actor sees or acts on the target only when the target is in its team (a downline at any
// depth); otherwise an action is refused with agent_not_in_team, and every member a read shows is in the
// actor's team. The calls are a table (how each reaches the target, what its answer shows), so a call that
// lands later is one more row.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { zonedDay } from '@orbit/contracts/format';
import { ApiError } from '@orbit/contracts/envelope';
import {
  downlinesEndpoint,
  offerContractEndpoint,
  realtimeLinesEndpoint,
  setDownlineRebatesEndpoint,
  settlementRecordsEndpoint,
  teamBetsEndpoint,
  teamTransactionsEndpoint,
  transferToDownlineEndpoint,
  userLossEndpoint,
  contractActionEndpoint,
  contractsEndpoint,
} from '@orbit/contracts/agents';
import { agentContracts, agentRealtimeLines, agentSettlementRuns, agentSettlements } from '../src/db/schema/agents.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, givePaymentPassword, giveRebates, placeMember, type TreeMember } from './support/agents.ts';
import { play } from './support/agent-stats.ts';
import { changeSettings, consoleApi } from './support/members.ts';
import { credit, PAYMENT_PASSWORD } from './support/payments.ts';

let t: TestApp;
let merchant: ResolvedMerchant;
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Every contract kind offered, so a contract offer's answer is about the team, not a switched-off page.
  await changeSettings(await consoleApi(t), 'flags', (flags: Record<string, boolean>) => ({
    ...flags,
    contractDividend: true,
    salaryDaily: true,
    salaryHourly: true,
    salaryRealtime: true,
  }));
  merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  const [vendor] = await t.database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.merchantId, merchant.id)).limit(1);
  vendorId = vendor!.id;
});
afterAll(() => t.close());

type Outcome = { ok: true; value: unknown } | { ok: false; errorCode: string };

/** What one property run planted: the members, who is in whose team, and each agent's real-time settlement. */
interface Forest {
  planted: TreeMember[];
  inTeam: (actor: TreeMember, target: TreeMember) => boolean;
  settlementOf: Map<number, number>;
  contractOf: Map<number, number>;
}

interface Case {
  name: string;
  /** The call about the target; undefined when it does not apply (a member has no settlement). */
  call: (api: ApiClient, target: TreeMember, forest: Forest) => Promise<unknown> | undefined;
  /** An action (or a read of one record) on the target: outside the team it is refused with agent_not_in_team. */
  refusesOutside: boolean;
  /** Inside the team it may still be refused for its own reason (only the payer, not every upline, reads a settlement). */
  insideMayRefuse?: boolean;
  /** The target itself may be reached (an agent reads its own settlement). */
  selfAllowed?: boolean;
  /** The refusal outside the team, when not agent_not_in_team (a contract of others is not found). */
  outsideError?: string;
  /** The usernames an answer shows about others (not the actor itself): every one must be in the actor's team. */
  shown?: (value: unknown, actor: TreeMember) => string[];
  /** An in-team target must be shown (the forest makes the data the read needs). */
  mustShow?: boolean;
}

const usernamesOf = (value: unknown) => (value as { items: { username: string }[] }).items.map((item) => item.username);

/** Every agent call that names a member. Add a row when another one lands. */
const CASES: Case[] = [
  {
    name: 'set rebates',
    refusesOutside: true,
    call: (api, target) => api.call(setDownlineRebatesEndpoint, { params: { memberId: target.id }, body: { rebates: [{ category: 'live', rate: '0' }] } }),
  },
  {
    name: 'transfer',
    refusesOutside: true,
    call: (api, target) =>
      api.call(transferToDownlineEndpoint, {
        params: { memberId: target.id },
        body: { requestId: randomUUID(), amount: '0.01', paymentPassword: PAYMENT_PASSWORD },
      }),
  },
  {
    name: 'offer a contract',
    refusesOutside: true,
    call: (api, target) =>
      api.call(offerContractEndpoint, {
        body: { downline: target.username, contract: { kind: 'hourly_salary', terms: { tiers: [{ minTurnover: '0', rate: '0.1' }] } } },
      }),
  },
  {
    name: 'settlement lines',
    refusesOutside: true,
    insideMayRefuse: true,
    selfAllowed: true,
    call: (api, target, forest) => {
      const id = forest.settlementOf.get(target.id);
      return id === undefined ? undefined : api.call(realtimeLinesEndpoint, { params: { id }, query: { page: 1, pageSize: 100 } });
    },
    shown: usernamesOf,
  },
  {
    // Only the two parties act on a contract: the agent (its own, here ended) and the upline that offered it.
    name: 'act on a contract',
    refusesOutside: true,
    insideMayRefuse: true,
    selfAllowed: true,
    outsideError: 'not_found',
    call: (api, target, forest) => {
      const id = forest.contractOf.get(target.id);
      return id === undefined ? undefined : api.call(contractActionEndpoint, { params: { id, action: 'terminate' }, body: {} });
    },
  },
  {
    // Names no target: the contracts listed are the actor's own (its upline named) or its downlines'.
    name: 'contracts',
    refusesOutside: false,
    call: (api) => api.call(contractsEndpoint, { query: { kind: 'realtime_salary' } }),
    shown: (value, actor) => {
      const list = value as { own: { agent: string } | null; offered: { agent: string }[]; history: { agent: string }[] };
      return [...(list.own ? [list.own] : []), ...list.offered, ...list.history].map((c) => c.agent).filter((name) => name !== actor.username);
    },
  },
  {
    name: 'downline search',
    refusesOutside: false,
    mustShow: true,
    call: (api, target) => api.call(downlinesEndpoint, { body: { username: target.username, type: 'all', page: 1, pageSize: 100 } }),
    shown: usernamesOf,
  },
  {
    name: 'team bets',
    refusesOutside: false,
    mustShow: true,
    call: (api, target) => api.call(teamBetsEndpoint, { body: { username: target.username, page: 1, pageSize: 100 } }),
    shown: usernamesOf,
  },
  {
    name: 'team transactions',
    refusesOutside: false,
    mustShow: true,
    call: (api, target) => api.call(teamTransactionsEndpoint, { body: { username: target.username, page: 1, pageSize: 100 } }),
    shown: usernamesOf,
  },
  {
    // The report reads the rolled-up stats: each member's play of the day, rolled up once the forest is planted.
    name: 'user loss',
    refusesOutside: true,
    mustShow: true,
    call: (api, target) => api.call(userLossEndpoint, { body: { username: target.username, page: 1, pageSize: 100 } }),
    shown: usernamesOf,
  },
  {
    // Names no target: what the actor paid shows only the agents it paid, all of them its downlines.
    name: 'settlements paid',
    refusesOutside: false,
    call: (api) => api.call(settlementRecordsEndpoint, { query: { kind: 'realtime_salary', side: 'paid', page: 1, pageSize: 100 } }),
    shown: (value) => (value as { items: { agent: string }[] }).items.map((item) => item.agent),
  },
];

async function outcomeOf(promise: Promise<unknown>): Promise<Outcome> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, errorCode: error.errorCode };
    throw error;
  }
}

let periods = 0;

/** A real-time salary settlement of an agent, paid by its upline (or the platform), with a line per team member. */
async function settle(agentId: number, uplineId: number | null, teamIds: number[]): Promise<{ settlementId: number; contractId: number }> {
  periods += 1;
  const periodStart = new Date(Date.UTC(2020, 0, 1) + periods * 300_000);
  const periodEnd = new Date(periodStart.getTime() + 300_000);
  const now = t.clock.now();
  const db = t.database.db;
  const [run] = await db
    .insert(agentSettlementRuns)
    .values({ merchantId: merchant.id, kind: 'realtime_salary', period: '5m', periodStart, periodEnd, status: 'done', startedAt: now })
    .returning({ id: agentSettlementRuns.id });
  const [contract] = await db
    .insert(agentContracts)
    .values({
      merchantId: merchant.id,
      kind: 'realtime_salary',
      agentId,
      uplineId,
      status: 'terminated',
      terms: { rates: [{ gameCode: 'sea1', profitPpm: 1000, lossPpm: 1000 }] },
      offeredAt: now,
      endedAt: now,
    })
    .returning({ id: agentContracts.id });
  const [item] = await db
    .insert(agentSettlements)
    .values({
      merchantId: merchant.id,
      runId: run!.id,
      contractId: contract!.id,
      kind: 'realtime_salary',
      agentId,
      payerId: uplineId,
      periodStart,
      periodEnd,
      inputs: {},
      status: 'paid',
      createdAt: now,
    })
    .returning({ id: agentSettlements.id });
  if (teamIds.length > 0)
    await db
      .insert(agentRealtimeLines)
      .values(teamIds.map((memberId) => ({ settlementId: item!.id, merchantId: merchant.id, memberId, gameCode: 'sea1', result: 0n })));
  return { settlementId: item!.id, contractId: contract!.id };
}

/**
 * A random forest: each member's upline is an earlier agent or none; each member bets once and is credited
 * once, and plays once more where the stats rollup sees it; each agent has a real-time settlement with a line per member of its team.
 */
async function plantForest(shape: { agent: boolean; parent: number }[]): Promise<Forest> {
  const planted: TreeMember[] = [];
  const uplineOf = new Map<number, number | null>();
  for (const { agent, parent } of shape) {
    const agents = planted.filter((m) => m.type === 1);
    const upline = agents.length === 0 || parent % (agents.length + 1) === agents.length ? null : agents[parent % (agents.length + 1)]!;
    const member = await placeMember(t, merchant, { type: agent ? 1 : 0, uplineId: upline?.id ?? null, prefix: agent ? 'pa' : 'pm' });
    planted.push(member);
    uplineOf.set(member.id, upline?.id ?? null);
    await credit(t, member, 1000n);
    const roundId = randomUUID();
    await t.database.db.insert(seamlessTransactions).values({
      merchantId: merchant.id,
      vendorId,
      memberId: member.id,
      vendorTransactionId: `${roundId}:bet`,
      kind: 'debit',
      status: 'applied',
      roundId,
      gameCode: 'prop',
      amount: 100n,
      requestHash: 'h',
      reply: {},
      createdAt: t.clock.now(),
    });
    await play(t.database, merchant.id, vendorId, {
      memberId: member.id,
      day: zonedDay(t.clock.now(), merchant.timeZone),
      category: 'live',
      bets: 1,
      turnover: 100n,
      wins: 0n,
    });
    if (agent) {
      await givePaymentPassword(t, member);
      await giveRebates(t, merchant, member, { live: 1000 });
    }
  }
  const inTeam = (actor: TreeMember, target: TreeMember) => {
    for (let at = uplineOf.get(target.id) ?? null; at !== null; at = uplineOf.get(at) ?? null) if (at === actor.id) return true;
    return false;
  };
  await t.services.agents.statsRollup.pass();
  const settlementOf = new Map<number, number>();
  const contractOf = new Map<number, number>();
  for (const agent of planted.filter((m) => m.type === 1)) {
    const team = planted.filter((m) => inTeam(agent, m)).map((m) => m.id);
    const settled = await settle(agent.id, uplineOf.get(agent.id) ?? null, team);
    settlementOf.set(agent.id, settled.settlementId);
    contractOf.set(agent.id, settled.contractId);
  }
  return { planted, inTeam, settlementOf, contractOf };
}

describe('an agent reaches its own team only', () => {
  it('holds for every call that names a member, on random trees and pairs', async () => {
    // Both sides of the property must have been tried, or a passing run would prove nothing.
    const tried = { inTeam: 0, outside: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ agent: fc.boolean(), parent: fc.nat() }), { minLength: 2, maxLength: 7 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 4 }),
        async (shape, pairs) => {
          const forest = await plantForest(shape);
          const { planted, inTeam } = forest;
          // Earlier runs' members stay in the database: strangers to this forest, and fair targets.
          for (const [a, b] of pairs) {
            const actor = planted[a % planted.length]!;
            const target = planted[b % planted.length]!;
            const api = await clientOf(t, merchant, actor);
            const team = new Set(planted.filter((m) => inTeam(actor, m)).map((m) => m.username));
            if (actor.type === 1) tried[inTeam(actor, target) ? 'inTeam' : 'outside'] += 1;
            for (const testCase of CASES) {
              const call = testCase.call(api, target, forest);
              if (!call) continue;
              const outcome = await outcomeOf(call);
              const where = `${testCase.name}: actor ${actor.username} (type ${actor.type}) → target ${target.username}, in team ${inTeam(actor, target)}`;
              if (actor.type !== 1) {
                expect(outcome, where).toEqual({ ok: false, errorCode: 'error_not_agent' });
                continue;
              }
              const reached = inTeam(actor, target) || (testCase.selfAllowed === true && actor.id === target.id);
              if (testCase.refusesOutside && !reached) {
                expect(outcome, where).toEqual({ ok: false, errorCode: testCase.outsideError ?? 'agent_not_in_team' });
                continue;
              }
              if (!outcome.ok) {
                // Inside the team a call may refuse for its own reason, never for being outside it (unless the case says so).
                expect(
                  testCase.refusesOutside && (testCase.insideMayRefuse || outcome.errorCode !== 'agent_not_in_team'),
                  `${where}: ${outcome.errorCode}`,
                ).toBe(true);
                continue;
              }
              if (!testCase.shown) continue;
              const shown = testCase.shown(outcome.value, actor);
              expect(
                shown.filter((name) => !team.has(name)),
                where,
              ).toEqual([]);
              if (testCase.mustShow && inTeam(actor, target)) expect(shown, where).toContain(target.username);
            }
          }
        },
      ),
      {
        numRuns: propertyRuns(20),
        // Random forests may happen to try no pair inside a team; this one always does (agent → its member) and one
        // outside (the agent naming itself).
        examples: [
          [
            [
              { agent: true, parent: 0 },
              { agent: false, parent: 0 },
            ],
            [
              [0, 1],
              [0, 0],
            ],
          ],
        ],
      },
    );
    expect(tried.inTeam).toBeGreaterThan(0);
    expect(tried.outside).toBeGreaterThan(0);
    // Twenty forests of API calls take a while on the embedded database.
  }, 300_000);
});
