// A held wagering change's approval racing the bet that completes the wagering, on real PostgreSQL
// (docs/wallet.md, Bonus money): whichever commits first converts the grant, the other finds it converted;
// the grant converts exactly once and the ledger reconciles. Runs with `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { consoleAdjustWageringEndpoint, consoleApproveWageringEndpoint } from '@orbit/contracts/bonuses';
import { ledgerTransactions } from '../../src/db/schema/wallet.ts';
import { fetchTransport } from '../../src/lib/http-transport.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { bonusKit } from '../support/bonuses.ts';
import { checkerApi, consoleApi } from '../support/members.ts';

let t: TestApp;
let kit: Awaited<ReturnType<typeof bonusKit>>;

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  kit = await bonusKit(t, { transport: fetchTransport(20_000), baseUrl });
});
afterAll(() => t.close());

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error as { code?: string; errorCode?: string }).errorCode ?? (error as { code?: string }).code ?? String(error),
  );

describe('wagering changes on PostgreSQL', () => {
  it('an approval lowering the requirement below what is wagered, racing the bet that completes it, converts once', async () => {
    const maker = await consoleApi(t);
    const checker = await checkerApi(t, maker);
    const winners = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const p = await kit.player(0n);
      // RM 10,000 (the four-eyes amount): the change waits for the checker. Wager RM 10,000.
      const { grantId } = await kit.grant(p, 1_000_000n, { multiple: 1 });
      // Wagered 9,000 of it; a win of 5,000 on that round returns to the grant, which then holds 6,000.
      const first = `first-${round}-${randomUUID()}`;
      await kit.bet(p, '9000.00', first);
      await kit.win(p, '5000.00', first);
      const held = await maker.call(consoleAdjustWageringEndpoint, {
        params: { id: grantId },
        body: { requestId: randomUUID(), wageringRequired: '9000.00', reason: 'race' },
      });
      expect(held.adjustment.status).toBe('pending');
      const [approval, bet] = await Promise.all([
        settle(checker.call(consoleApproveWageringEndpoint, { params: { id: held.adjustment.id } })),
        settle(kit.bet(p, '1000.00')),
      ]);
      expect(bet).toBe('ok');
      expect(['ok', 'invalid_state']).toContain(approval);
      winners.add(approval === 'ok' ? 'approval' : 'bet');
      const row = await kit.grantRow(grantId);
      expect(row.state).toBe('completed');
      expect(row.endReason).toBe(approval === 'ok' ? 'wagering_adjusted' : 'wagering_done');
      const conversions = await t.database.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.merchantId, p.merchantId), like(ledgerTransactions.idempotencyKey, `bonus:convert:${grantId}`)));
      expect(conversions).toHaveLength(1);
      // Either the bet played 1,000 of the grant and 5,000 converted, or 6,000 converted and the bet took
      // 1,000 of that cash: the member has 5,000 either way, and the grant nothing.
      expect(await kit.balances(p, grantId)).toEqual({ main: 500_000n, bonus: 0n });
    }
    expect(winners.size).toBeGreaterThan(0);
    expect((await t.database.db.transaction((tx) => t.services.reconciliation.run(tx))).ok).toBe(true);
  });
});
