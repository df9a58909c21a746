// Promotions on real PostgreSQL (ADR 0036): fifty claims of a once-per-member promotion sent at the same
// moment award once, and members claiming a promotion together never spend past its budget — the promotion's
// row lock orders them and the claims' unique index and the budget CHECK stand behind it. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { consolePromotionsEndpoint } from '@orbit/contracts/console-promotions';
import { claimPromotionEndpoint } from '@orbit/contracts/promotions';
import { promotionClaims } from '../../src/db/schema/promotions.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositor } from '../support/deposits.ts';
import { consoleApi } from '../support/members.ts';
import { publishedPromotion, recordingBonuses } from '../support/promotions.ts';

const bonuses = recordingBonuses();
let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp({}, { promotionBonuses: bonuses.port });
  cms = await consoleApi(t);
});
afterAll(() => t.close());

async function outcomes<T>(calls: Promise<T>[]): Promise<Array<'ok' | string>> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    if (result.reason instanceof ApiError) return result.reason.errorCode;
    throw result.reason;
  });
}
const claimsOf = async (promotionId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, promotionId))
  )[0]!.n;

describe('promotion claims at the same moment', () => {
  it('award a once-per-member promotion once out of fifty', async () => {
    const id = await publishedPromotion(cms);
    const member = await depositor(t);
    const before = bonuses.grants.length;
    const results = await outcomes(
      Array.from({ length: 50 }, (_, i) => member.api.call(claimPromotionEndpoint, { params: { id }, body: { requestId: `race-${i}-${id}-x` } })),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['promotion_already_claimed']));
    expect(await claimsOf(id)).toBe(1);
    expect(bonuses.grants.length - before).toBe(1);
  });

  it('never spend past the budget', async () => {
    const id = await publishedPromotion(cms, { budget: '50.00' });
    const members = await Promise.all(Array.from({ length: 16 }, () => depositor(t)));
    const results = await outcomes(
      members.map((member, i) => member.api.call(claimPromotionEndpoint, { params: { id }, body: { requestId: `budget-${i}-${id}-x` } })),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['promotion_budget_exhausted']));
    expect(await claimsOf(id)).toBe(10);
    const row = (await cms.call(consolePromotionsEndpoint, { query: {} })).items.find((p) => p.id === id)!;
    expect(row.spent).toBe('50.00');
  });
});
