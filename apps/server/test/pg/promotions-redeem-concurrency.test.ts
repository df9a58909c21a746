// Redeem codes on real PostgreSQL (docs/promotions.md, Redeem codes): fifty members typing the same single-use
// code at the same moment get one award between them, and one member sending the same code many times at once
// gets one award; the promotion's row lock orders them, the code's uses CHECK and the claim's unique index
// (code, member) stand behind it, and the bonus grant is written once. Runs with `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { createRedeemBatchEndpoint, redeemBatchCodesEndpoint, redeemCodeEndpoint } from '@orbit/contracts/redeem-codes';
import { bonusGrants } from '../../src/db/schema/bonuses.ts';
import { promotionClaims, promotionRedeemCodes } from '../../src/db/schema/promotions.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositor } from '../support/deposits.ts';
import { consoleApi } from '../support/members.ts';
import { publishedPromotion } from '../support/promotions.ts';

let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cms = await consoleApi(t);
});
afterAll(() => t.close());

async function outcomes<T>(calls: Promise<T>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    if (result.reason instanceof ApiError) return result.reason.errorCode;
    throw result.reason;
  });
}

async function singleCode(promotionId: number): Promise<string> {
  const expiresAt = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
  const batch = await cms.call(createRedeemBatchEndpoint, { body: { kind: 'single', promotionId, count: 1, expiresAt } });
  return (await cms.call(redeemBatchCodesEndpoint, { params: { id: batch.id } })).codes[0]!.code;
}

const awarded = async (promotionId: number) => {
  const claims = await t.database.db.select().from(promotionClaims).where(eq(promotionClaims.promotionId, promotionId));
  const grants = [];
  for (const claim of claims) grants.push(...(await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.id, claim.grantId!))));
  return { claims, grants };
};

describe('redeem codes at the same moment', () => {
  it('fifty members racing one single-use code: exactly one award', async () => {
    const id = await publishedPromotion(cms);
    const code = await singleCode(id);
    const members = await Promise.all(Array.from({ length: 50 }, () => depositor(t)));
    const results = await outcomes(members.map((member) => member.api.call(redeemCodeEndpoint, { body: { requestId: randomUUID(), code } })));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['redeem_code_used_up']));
    const { claims, grants } = await awarded(id);
    expect(claims).toHaveLength(1);
    expect(grants).toHaveLength(1);
    const [row] = await t.database.db.select().from(promotionRedeemCodes).where(eq(promotionRedeemCodes.code, code));
    expect(row).toMatchObject({ uses: 1, maxUses: 1 });
  });

  it('one member sending its code eight times at once: one award', async () => {
    const id = await publishedPromotion(cms, { frequency: 'daily' });
    const code = await singleCode(id);
    const member = await depositor(t);
    const results = await outcomes(Array.from({ length: 8 }, () => member.api.call(redeemCodeEndpoint, { body: { requestId: randomUUID(), code } })));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['redeem_code_already_redeemed']));
    const { claims, grants } = await awarded(id);
    expect(claims).toHaveLength(1);
    expect(grants).toHaveLength(1);
  });
});
