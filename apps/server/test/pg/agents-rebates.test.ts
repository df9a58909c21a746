// Rebate rates under simultaneous writes on a real PostgreSQL: an agent raising a downline's rate while an
// operator cuts the agent's own must never leave the downline above its upline, whichever runs first (the
// upline's rates are locked from the check to the write; the cut lowers the team after it). Runs with
// `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { setDownlineRebatesEndpoint } from '@orbit/contracts/agents';
import type { ApiClient } from '@orbit/contracts/client';
import { setAgentRebatesEndpoint } from '@orbit/contracts/console-agents';
import { ApiError } from '@orbit/contracts/envelope';
import { agentRebates } from '../../src/db/schema/agents.ts';
import type { ResolvedMerchant } from '../../src/modules/site/site.types.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from '../helpers.ts';
import { clientOf, placeMember } from '../support/agents.ts';

describe('rebate rates written at once (PostgreSQL)', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let cms: ApiClient;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (DATABASE_URL)');
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
    cms = operatorClient(t, (await loginOperator(t)).token);
  });
  afterAll(() => t?.close());

  const rngOf = async (memberId: number) => {
    const [row] = await t.database.db
      .select({ ratePpm: agentRebates.ratePpm })
      .from(agentRebates)
      .where(and(eq(agentRebates.memberId, memberId), eq(agentRebates.category, 'rng')));
    return row?.ratePpm ?? 0;
  };
  const setRng = (memberId: number, ratePpm: number) =>
    t.database.db
      .insert(agentRebates)
      .values({ merchantId: merchant.id, memberId, category: 'rng', ratePpm, updatedAt: new Date() })
      .onConflictDoUpdate({ target: [agentRebates.memberId, agentRebates.category], set: { ratePpm } });

  it('keeps a downline at most its upline when the upline is cut while the downline is raised', async () => {
    const agent = await placeMember(t, merchant, { type: 1, prefix: 'rba' });
    const downline = await placeMember(t, merchant, { type: 2, uplineId: agent.id, prefix: 'rbd' });
    const api = await clientOf(t, merchant, agent);
    const outcomes = { raised: 0, refused: 0 };
    for (let round = 0; round < 25; round++) {
      await setRng(agent.id, 20_000); // 2%
      await setRng(downline.id, 5_000); // 0.5%
      const [raise] = await Promise.allSettled([
        api.call(setDownlineRebatesEndpoint, { params: { memberId: downline.id }, body: { rebates: [{ category: 'rng', rate: '1.5' }] } }),
        cms.call(setAgentRebatesEndpoint, { params: { memberId: agent.id }, body: { rebates: [{ category: 'rng', rate: '1' }] } }),
      ]);
      if (raise.status === 'fulfilled') outcomes.raised++;
      else if (raise.reason instanceof ApiError && raise.reason.errorCode === 'agent_terms_above_own') outcomes.refused++;
      else throw raise.reason;
      expect(await rngOf(agent.id)).toBe(10_000);
      // The raise either came first and was then cut to 1%, or came after the cut and was refused (0.5% kept).
      expect([10_000, 5_000]).toContain(await rngOf(downline.id));
    }
    expect(outcomes.raised + outcomes.refused).toBe(25);
  });
});
