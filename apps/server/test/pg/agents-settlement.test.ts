// Contract settlement and contract steps on real PostgreSQL, where calls really overlap on separate
// connections: settlement passes of the same periods at once pay each contract once (the run's and the item's
// unique keys, and the ledger's idempotency key), and an accept racing a withdraw of one offer ends in exactly
// one of the two. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contractActionEndpoint, offerContractEndpoint } from '@orbit/contracts/agents';
import { agentContractEvents, agentContracts, agentSettlements, teamHourlyStats } from '../../src/db/schema/agents.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import type { ResolvedMerchant } from '../../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { agentMember, allContractKinds, hourlyTerms, platformContract } from '../support/agent-contracts.ts';
import { balanceOf, type MoneyMember } from '../support/payments.ts';

let t: TestApp;
let merchant: ResolvedMerchant;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-02T01:30:00Z');
  await allContractKinds(t); // the operator signs in at the clock's time: set it first
  merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
});
afterAll(() => t.close());

describe('agent settlement under concurrency', () => {
  it('four passes of the same periods at once pay each contract once', async () => {
    const top = await agentMember(t, null, 1_000_000n);
    await platformContract(t, top, hourlyTerms('1'));
    const downlines: MoneyMember[] = [];
    for (let i = 0; i < 4; i++) {
      const agent = await agentMember(t, top);
      const offered = await top.api.call(offerContractEndpoint, { body: { downline: agent.username, contract: hourlyTerms('0.5') } });
      await agent.api.call(contractActionEndpoint, { params: { id: offered.id, action: 'accept' }, body: {} });
      downlines.push(agent);
    }
    // Three closed hours of play for every downline (10,000.00 each hour) and for the top agent's team.
    for (const hour of ['2026-11-02T02:00:00Z', '2026-11-02T03:00:00Z', '2026-11-02T04:00:00Z'])
      for (const agent of [top, ...downlines])
        await t.database.db.insert(teamHourlyStats).values({ merchantId: merchant.id, agentId: agent.id, hour: new Date(hour), bets: 1, turnover: 1_000_000n });
    t.clock.set('2026-11-02T05:06:00Z');

    const passes = await Promise.allSettled(Array.from({ length: 4 }, () => t.services.agents.settlement.settleDue('hourly')));
    expect(passes.map((p) => p.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    const summaries = passes.map((p) => (p.status === 'fulfilled' ? p.value : null));
    expect(summaries.reduce((sum, s) => sum + (s?.runs ?? 0), 0)).toBe(3);
    expect(summaries.reduce((sum, s) => sum + (s?.failed ?? 0), 0)).toBe(0);

    for (const agent of downlines) {
      const items = await t.database.db.select().from(agentSettlements).where(eq(agentSettlements.agentId, agent.id));
      expect(items.map((i) => [i.amount, i.status])).toEqual([
        [5_000n, 'paid'],
        [5_000n, 'paid'],
        [5_000n, 'paid'],
      ]);
      expect(await balanceOf(t, merchant.id, memberAccount.main(agent.id))).toBe(15_000n);
    }
    // The top agent paid 4 × 3 × 50.00 and earned 3 × 100.00 from the platform.
    expect(await balanceOf(t, merchant.id, memberAccount.main(top.id))).toBe(1_000_000n - 60_000n + 30_000n);
  });

  it('an accept racing a withdraw of one offer ends in exactly one of them', async () => {
    const top = await agentMember(t, null);
    await platformContract(t, top, hourlyTerms('1'));
    for (let round = 0; round < 5; round++) {
      const agent = await agentMember(t, top);
      const offered = await top.api.call(offerContractEndpoint, { body: { downline: agent.username, contract: hourlyTerms('0.5') } });
      const [accept, withdraw] = await Promise.allSettled([
        agent.api.call(contractActionEndpoint, { params: { id: offered.id, action: 'accept' }, body: {} }),
        top.api.call(contractActionEndpoint, { params: { id: offered.id, action: 'withdraw' }, body: {} }),
      ]);
      expect([accept.status, withdraw.status].filter((s) => s === 'fulfilled')).toHaveLength(1);
      const failed = accept.status === 'rejected' ? accept : withdraw.status === 'rejected' ? withdraw : null;
      expect((failed?.reason as { errorCode?: string } | undefined)?.errorCode).toBe('invalid_state');
      const [row] = await t.database.db.select().from(agentContracts).where(eq(agentContracts.id, offered.id));
      expect(row!.status).toBe(accept.status === 'fulfilled' ? 'active' : 'withdrawn');
      const events = await t.database.db.select().from(agentContractEvents).where(eq(agentContractEvents.contractId, offered.id));
      expect(events.map((e) => e.action)).toEqual(['offered', accept.status === 'fulfilled' ? 'accepted' : 'withdrawn']);
    }
  });
});
