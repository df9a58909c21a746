// Bonus grants under races on real PostgreSQL (docs/wallet.md, Bonus money): many bets at once crossing the
// wagering requirement convert the grant exactly once; a forfeit racing a bet leaves the grant's money either
// played or returned to the house, never both, never negative; the ledger reconciles after each. Runs with
// `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { forfeitBonusEndpoint } from '@orbit/contracts/bonuses';
import { ledgerTransactions } from '../../src/db/schema/wallet.ts';
import { fetchTransport } from '../../src/lib/http-transport.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { bonusKit, nextId } from '../support/bonuses.ts';

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
    (error: unknown) => (error as { code?: string }).code ?? String(error),
  );
const reconciles = async () => expect((await t.database.db.transaction((tx) => t.services.reconciliation.run(tx))).ok).toBe(true);

describe('bonus grants on PostgreSQL', () => {
  it('20 bets at once crossing the requirement convert the grant exactly once', async () => {
    const p = await kit.player(5_000n); // RM 50 cash
    const { grantId } = await kit.grant(p, 10_000n); // RM 100 bonus, wager RM 100
    // Cash first: ten bets of 5 spend the cash, ten more the bonus; the twentieth reaches 100 wagered and
    // converts the 50 left in the grant.
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => settle(kit.bet(p, '5.00'))));
    expect(outcomes.every((o) => o === 'ok')).toBe(true);
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'completed', wageringDone: 10_000n });
    const conversions = await t.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.merchantId, p.merchantId), like(ledgerTransactions.idempotencyKey, `bonus:%:${grantId}`)));
    expect(conversions).toHaveLength(2); // the grant itself and its one conversion
    expect(await kit.balances(p, grantId)).toEqual({ main: 5_000n, bonus: 0n });
    await reconciles();
  });

  it('a forfeit racing bets: the grant’s money is played or returned, never both', async () => {
    for (let round = 0; round < 5; round++) {
      const p = await kit.player(0n);
      const { grantId } = await kit.grant(p, 5_000n, { multiple: 5 });
      const bets = Array.from({ length: 5 }, () => settle(kit.bet(p, '10.00')));
      const forfeit = settle(p.api.call(forfeitBonusEndpoint, { params: { id: grantId }, body: { requestId: nextId('race') } }));
      const outcomes = await Promise.all([...bets, forfeit]);
      expect(outcomes.at(-1)).toBe('ok');
      const placed = outcomes.slice(0, 5).filter((o) => o === 'ok').length;
      expect(await kit.grantRow(grantId)).toMatchObject({ state: 'forfeited' });
      expect(await kit.balances(p, grantId)).toEqual({ main: 0n, bonus: 0n });
      const [returned] = await t.database.db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(and(eq(ledgerTransactions.merchantId, p.merchantId), eq(ledgerTransactions.idempotencyKey, `bonus:end:${grantId}`)));
      // Five bets of 10 use the whole 50: either all were placed before the forfeit (nothing to return) or some money went back.
      expect(placed === 5 ? returned === undefined : returned !== undefined).toBe(true);
    }
    await reconciles();
  });
});
