// Transfers to downlines under simultaneous requests on a real PostgreSQL: many at once from one agent to
// its direct downlines never take the agent below zero, money is neither made nor lost, and each requestId
// (sent twice at once) moves money once. Runs with `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { transferToDownlineEndpoint } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { ledgerTransactions } from '../../src/db/schema/wallet.ts';
import type { ResolvedMerchant } from '../../src/modules/site/site.types.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { clientOf, givePaymentPassword, placeMember, type TreeMember } from '../support/agents.ts';
import { balanceOf, credit, PAYMENT_PASSWORD } from '../support/payments.ts';

describe('transfers to downlines at once (PostgreSQL)', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (DATABASE_URL)');
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  });
  afterAll(() => t?.close());

  it('never overdraws the agent, and each requestId moves money once', async () => {
    const agent = await placeMember(t, merchant, { type: 1, prefix: 'cta' });
    const downlines: TreeMember[] = [];
    for (let i = 0; i < 5; i++) downlines.push(await placeMember(t, merchant, { uplineId: agent.id, prefix: 'ctd' }));
    await givePaymentPassword(t, agent);
    await credit(t, agent, 1000n); // 10.00: room for 20 of the 30 transfers of 0.50 asked below
    const api = await clientOf(t, merchant, agent);

    // 30 requests of 0.50 each, every one sent twice: 60 calls at once, 15.00 asked of 10.00.
    const requests = Array.from({ length: 30 }, (_, i) => ({ requestId: randomUUID(), to: downlines[i % downlines.length]! }));
    const calls = requests.flatMap(({ requestId, to }) =>
      [0, 1].map(() =>
        api.call(transferToDownlineEndpoint, { params: { memberId: to.id }, body: { requestId, amount: '0.50', paymentPassword: PAYMENT_PASSWORD } }),
      ),
    );
    const settled = await Promise.allSettled(calls);
    const outcomes = settled.map((s) => {
      if (s.status === 'fulfilled') return s.value.transactionId;
      if (s.reason instanceof ApiError && s.reason.errorCode === 'insufficient_funds') return 'insufficient_funds';
      throw s.reason;
    });

    // Both sends of one requestId that went through answer the same movement.
    for (let i = 0; i < requests.length; i++) {
      const ids = [outcomes[2 * i], outcomes[2 * i + 1]].filter((o) => typeof o === 'number');
      expect(new Set(ids).size).toBeLessThanOrEqual(1);
    }
    const rows = await t.database.db
      .select({ key: ledgerTransactions.idempotencyKey, n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `downline:${agent.id}:%`))
      .groupBy(ledgerTransactions.idempotencyKey);
    expect(rows.every((row) => row.n === 1)).toBe(true);
    // Exactly what the money allowed: 20 movements of 0.50, and the agent left with nothing, never below it.
    expect(rows).toHaveLength(20);
    const agentBalance = await balanceOf(t, merchant.id, memberAccount.main(agent.id));
    let received = 0n;
    for (const downline of downlines) received += await balanceOf(t, merchant.id, memberAccount.main(downline.id));
    expect(agentBalance).toBe(0n);
    expect(received).toBe(1000n);
    expect(new Set(outcomes.filter((o) => typeof o === 'number')).size).toBe(20);
  });
});
