// Rebates under simultaneous calls on a real PostgreSQL (docs/rebates.md): 50 claims of one member at once pay
// once; a re-run released while the member claims never pays the period twice; two releases of the same
// period at once pay it once; and the ledger reconciles after all of it. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import {
  claimRebatesEndpoint,
  previewRebateRunEndpoint,
  releaseRebateRunEndpoint,
  rerunRebateRunEndpoint,
  type RebatesSettings,
} from '@orbit/contracts/rebates';
import { rebateLines } from '../../src/db/schema/rebates.ts';
import type { ResolvedMerchant } from '../../src/plugins/principals.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { anyVendorId, play } from '../support/agent-stats.ts';
import { changeSettings, consoleApi } from '../support/members.ts';
import { balanceOf, moneyMember } from '../support/payments.ts';

const kl = (local: string) => new Date(Date.parse(`${local}+08:00`));
let seq = 0;
const id = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

describe('rebates at once (PostgreSQL)', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let vendorId: number;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (DATABASE_URL)');
    t = await createTestApp();
    t.clock.set(kl('2026-11-10T12:00:00'));
    merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
    vendorId = await anyVendorId(t.database);
    await changeSettings(await consoleApi(t), 'rebates', (current: RebatesSettings) => ({
      ...current,
      enabled: true,
      period: 'daily',
      basis: 'stake',
      payMode: 'claim',
      minPayout: '0.00',
      rates: [{ category: 'rng', ratePpm: 10_000 }],
    }));
  });
  afterAll(() => t?.close());

  const main = (memberId: number) => balanceOf(t, merchant.id, memberAccount.main(memberId));
  const settled = <T>(outcomes: PromiseSettledResult<T>[]) => {
    for (const o of outcomes) if (o.status === 'rejected' && !(o.reason instanceof ApiError && o.reason.errorCode === 'nothing_to_claim')) throw o.reason;
    return outcomes.filter((o) => o.status === 'fulfilled').length;
  };
  async function reconciled() {
    const run = await t.database.db.transaction((tx) => t.services.reconciliation.run(tx));
    expect(run.ok).toBe(true);
  }

  it('pays 50 simultaneous claims of one member once', async () => {
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day: '2026-11-09', category: 'rng', bets: 1, turnover: 100_000n, wins: 0n });
    const operator = await consoleApi(t);
    const run = await operator.call(previewRebateRunEndpoint, { body: { day: '2026-11-09' } });
    await operator.call(releaseRebateRunEndpoint, { params: { id: run.id } });
    const before = await main(m.id);
    const outcomes = await Promise.allSettled(Array.from({ length: 50 }, () => m.api.call(claimRebatesEndpoint, { body: { requestId: id('claim') } })));
    expect(settled(outcomes)).toBe(1);
    expect(await main(m.id)).toBe(before + 1_000n);
    await reconciled();
  });

  it('never pays a period twice when re-runs are released while the member claims', async () => {
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    const day = '2026-11-08';
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'rng', bets: 1, turnover: 50_000n, wins: 0n });
    const operator = await consoleApi(t);
    const first = await operator.call(previewRebateRunEndpoint, { body: { day } });
    await operator.call(releaseRebateRunEndpoint, { params: { id: first.id } });
    const before = await main(m.id);
    for (let round = 0; round < 5; round++) {
      await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'rng', bets: 1, turnover: 10_000n, wins: 0n });
      const again = await operator.call(rerunRebateRunEndpoint, { params: { id: first.id } });
      // Two releases of the same period and two claims race; the period lock and the line states decide.
      const outcomes = await Promise.allSettled([
        operator.call(releaseRebateRunEndpoint, { params: { id: again.id } }),
        m.api.call(claimRebatesEndpoint, { body: { requestId: id('claim') } }),
        m.api.call(claimRebatesEndpoint, { body: { requestId: id('claim') } }),
      ]);
      settled(outcomes);
    }
    // Whatever accrued last is claimed now; the period's total is its rebate: 1% of 1,000.00.
    await m.api.call(claimRebatesEndpoint, { body: { requestId: id('claim') } }).catch((error: unknown) => {
      if (!(error instanceof ApiError && error.errorCode === 'nothing_to_claim')) throw error;
    });
    expect(await main(m.id)).toBe(before + 1_000n);
    const [owed] = await t.database.db
      .select({ total: sql<string>`sum(${rebateLines.owed}) FILTER (WHERE ${rebateLines.state} IN ('paid', 'accrued', 'claimed'))::text` })
      .from(rebateLines)
      .where(eq(rebateLines.memberId, m.id));
    expect(owed?.total).toBe('1000');
    await reconciled();
  });

  it('pays a run once when it is released twice at once', async () => {
    await changeSettings(await consoleApi(t), 'rebates', (current: RebatesSettings) => ({ ...current, payMode: 'automatic' }));
    const m = await moneyMember(t, { paymentPassword: null, realName: null });
    const day = '2026-11-07';
    await play(t.database, merchant.id, vendorId, { memberId: m.id, day, category: 'rng', bets: 1, turnover: 30_000n, wins: 0n });
    const a = await consoleApi(t);
    const first = await a.call(previewRebateRunEndpoint, { body: { day } });
    const before = await main(m.id);
    const outcomes = await Promise.allSettled([
      a.call(releaseRebateRunEndpoint, { params: { id: first.id } }),
      a.call(releaseRebateRunEndpoint, { params: { id: first.id } }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await main(m.id)).toBe(before + 300n);
    await reconciled();
  });
});
