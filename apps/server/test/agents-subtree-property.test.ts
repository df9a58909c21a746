// Issue 7's subtree property: on random trees, for random (actor, target) pairs and every agent call that
// names a member, an actor sees or acts on the target only when the target is in its team (a downline at any
// depth); otherwise an action is refused with agent_not_in_team and a read shows nothing of the target.
// The calls are a table: each names how it reaches the target and how its answer shows the target, so calls
// that land later (user loss, settlement lines) are one more row.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import {
  downlinesEndpoint,
  offerContractEndpoint,
  setDownlineRebatesEndpoint,
  teamBetsEndpoint,
  teamTransactionsEndpoint,
  transferToDownlineEndpoint,
} from '@orbit/contracts/agents';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, givePaymentPassword, giveRebates, placeMember, type TreeMember } from './support/agents.ts';
import { credit, PAYMENT_PASSWORD } from './support/payments.ts';

let t: TestApp;
let merchant: ResolvedMerchant;
let vendorId: number;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  const [vendor] = await t.database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.merchantId, merchant.id)).limit(1);
  vendorId = vendor!.id;
});
afterAll(() => t.close());

type Outcome = { ok: true; value: unknown } | { ok: false; errorCode: string };

interface Case {
  name: string;
  /** An action on the target (refused with agent_not_in_team outside the team) or a read (shows nothing of it outside). */
  kind: 'action' | 'read';
  call: (api: ApiClient, target: TreeMember) => Promise<unknown>;
  /** For reads: whether the answer shows the target, and whether it shows anyone else it should not (names not the target). */
  shows?: (value: unknown, target: TreeMember) => { target: boolean; others: boolean };
  /** For reads: an in-team target must be shown (false where the read depends on data the test does not make). */
  mustShow?: boolean;
}

interface Page {
  items: { username: string; memberId?: number }[];
}

const byUsername = (value: unknown, target: TreeMember) => {
  const items = (value as Page).items;
  return { target: items.some((item) => item.username === target.username), others: items.some((item) => item.username !== target.username) };
};

/** Every agent call that names a member. Add a row when another one lands. */
const CASES: Case[] = [
  {
    name: 'set rebates',
    kind: 'action',
    call: (api, target) => api.call(setDownlineRebatesEndpoint, { params: { memberId: target.id }, body: { rebates: [{ category: 'live', rate: '0' }] } }),
  },
  {
    name: 'transfer',
    kind: 'action',
    call: (api, target) =>
      api.call(transferToDownlineEndpoint, {
        params: { memberId: target.id },
        body: { requestId: randomUUID(), amount: '0.01', paymentPassword: PAYMENT_PASSWORD },
      }),
  },
  {
    name: 'offer a contract',
    kind: 'action',
    call: (api, target) =>
      api.call(offerContractEndpoint, {
        body: { downline: target.username, contract: { kind: 'hourly_salary', terms: { tiers: [{ minTurnover: '0', rate: '0.1' }] } } },
      }),
  },
  {
    name: 'downline search',
    kind: 'read',
    mustShow: true,
    call: (api, target) => api.call(downlinesEndpoint, { body: { username: target.username, type: 'all', page: 1, pageSize: 100 } }),
    // A search is by part of the name: other team members may match too, so only the target's presence counts.
    shows: (value, target) => ({ target: (value as Page).items.some((item) => item.memberId === target.id), others: false }),
  },
  {
    name: 'team bets',
    kind: 'read',
    mustShow: true,
    call: (api, target) => api.call(teamBetsEndpoint, { body: { username: target.username, page: 1, pageSize: 100 } }),
    shows: byUsername,
  },
  {
    name: 'team transactions',
    kind: 'read',
    mustShow: true,
    call: (api, target) => api.call(teamTransactionsEndpoint, { body: { username: target.username, page: 1, pageSize: 100 } }),
    shows: byUsername,
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

/** A random forest: each member's upline is an earlier agent or none; each member bets once and is credited once. */
async function plantForest(shape: { agent: boolean; parent: number }[]) {
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
    if (agent) {
      await givePaymentPassword(t, member);
      await giveRebates(t, merchant, member, { live: 1000 });
    }
  }
  const inTeam = (actor: TreeMember, target: TreeMember) => {
    for (let at = uplineOf.get(target.id) ?? null; at !== null; at = uplineOf.get(at) ?? null) if (at === actor.id) return true;
    return false;
  };
  return { planted, inTeam };
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
          const { planted, inTeam } = await plantForest(shape);
          // Earlier runs' members stay in the database: strangers to this forest, and fair targets.
          for (const [a, b] of pairs) {
            const actor = planted[a % planted.length]!;
            const target = planted[b % planted.length]!;
            const api = await clientOf(t, merchant, actor);
            if (actor.type === 1) tried[inTeam(actor, target) ? 'inTeam' : 'outside'] += 1;
            for (const testCase of CASES) {
              const outcome = await outcomeOf(testCase.call(api, target));
              const where = `${testCase.name}: actor ${actor.username} (type ${actor.type}) → target ${target.username}, in team ${inTeam(actor, target)}`;
              if (actor.type !== 1) {
                expect(outcome, where).toEqual({ ok: false, errorCode: 'error_not_agent' });
                continue;
              }
              if (testCase.kind === 'action') {
                if (inTeam(actor, target)) expect(outcome.ok || outcome.errorCode !== 'agent_not_in_team', where).toBe(true);
                else expect(outcome, where).toEqual({ ok: false, errorCode: 'agent_not_in_team' });
                continue;
              }
              if (!outcome.ok) throw new Error(`${where}: refused with ${outcome.errorCode}`);
              const seen = testCase.shows!(outcome.value, target);
              expect(seen.others, where).toBe(false);
              if (inTeam(actor, target)) expect(seen.target || !testCase.mustShow, where).toBe(true);
              else expect(seen.target, where).toBe(false);
            }
          }
        },
      ),
      { numRuns: 20 },
    );
    expect(tried.inTeam).toBeGreaterThan(0);
    expect(tried.outside).toBeGreaterThan(0);
  });
});
