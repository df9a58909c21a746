// Redeem codes (docs/promotions.md, Redeem codes): an operator makes single-use codes or one shared code with a
// number of uses for a claimable promotion, lists and downloads them; a member redeems a code in the reward
// centre and the promotion is awarded through the award path (a real bonus grant). Wrong, expired and used-up
// codes are refused with their codes and counted against a per-member limit; bad input writes nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { myPromotionsEndpoint } from '@orbit/contracts/promotions';
import {
  createRedeemBatchEndpoint,
  REDEEM_CODE_ALPHABET,
  redeemBatchCodesEndpoint,
  redeemBatchesEndpoint,
  redeemCodeEndpoint,
} from '@orbit/contracts/redeem-codes';
import { bonusGrants } from '../src/db/schema/bonuses.ts';
import { promotionClaims, promotionRedeemBatches, promotionRedeemCodes } from '../src/db/schema/promotions.ts';
import { MAX_REDEEM_FAILURES_PER_HOUR } from '../src/modules/promotions/redeem.service.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { depositor, type Depositor } from './support/deposits.ts';
import { consoleApi, failure, GOOD_PASSWORD, loginMember, memberClient } from './support/members.ts';
import { publishedPromotion } from './support/promotions.ts';

let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cms = await consoleApi(t);
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(t.clock.now().getTime() + days * 86_400_000).toISOString();
const redeem = (member: Depositor, code: string, requestId = randomUUID()) => member.api.call(redeemCodeEndpoint, { body: { requestId, code } });
const rows = async () => ({
  batches: (await t.database.db.select({ n: count() }).from(promotionRedeemBatches))[0]?.n,
  codes: (await t.database.db.select({ n: count() }).from(promotionRedeemCodes))[0]?.n,
});

describe('making codes', () => {
  it('makes N single-use codes from the unambiguous alphabet, lists the batch and gives its codes, audited', async () => {
    const id = await publishedPromotion(cms, { title: { EN: 'Code gift' } });
    const batch = await cms.call(createRedeemBatchEndpoint, { body: { kind: 'single', promotionId: id, count: 25, expiresAt: inDays(7), note: 'Flyers' } });
    expect(batch).toMatchObject({
      kind: 'single',
      promotionId: id,
      promotionTitle: 'Code gift',
      codeCount: 25,
      maxUses: 1,
      used: 0,
      code: null,
      note: 'Flyers',
    });
    const { codes } = await cms.call(redeemBatchCodesEndpoint, { params: { id: batch.id } });
    expect(codes).toHaveLength(25);
    expect(new Set(codes.map((c) => c.code)).size).toBe(25);
    for (const { code } of codes) expect([...code].every((ch) => REDEEM_CODE_ALPHABET.includes(ch)) && code.length === 10).toBe(true);
    expect((await cms.call(redeemBatchesEndpoint, { query: { promotionId: id } })).items.map((b) => b.id)).toEqual([batch.id]);
    const audit = await cms.call(listAuditEndpoint, { query: { action: 'promotions.codes.create' } });
    expect(audit.items[0]).toMatchObject({ detail: { batchId: batch.id, kind: 'single', codes: 25 } });
  });

  it('refuses a shared code already taken, a kind that is not claimed, a past expiry and a missing promotion, writing nothing', async () => {
    const id = await publishedPromotion(cms);
    await cms.call(createRedeemBatchEndpoint, { body: { kind: 'shared', promotionId: id, code: 'taken-2027', maxUses: 5, expiresAt: inDays(1) } });
    const before = await rows();
    expect(
      await failure(cms.call(createRedeemBatchEndpoint, { body: { kind: 'shared', promotionId: id, code: 'TAKEN2027', maxUses: 5, expiresAt: inDays(1) } })),
    ).toEqual({
      errorCode: 'conflict',
      status: 409,
      field: 'code',
    });
    const match = await publishedPromotion(cms, { kind: 'deposit_match', fixedAmount: null, bonusPercent: '50', bonusCap: '100.00', minDeposit: '10.00' });
    expect((await failure(cms.call(createRedeemBatchEndpoint, { body: { kind: 'single', promotionId: match, count: 1, expiresAt: inDays(1) } }))).field).toBe(
      'promotionId',
    );
    expect((await failure(cms.call(createRedeemBatchEndpoint, { body: { kind: 'single', promotionId: id, count: 1, expiresAt: inDays(-1) } }))).field).toBe(
      'expiresAt',
    );
    expect(
      (await failure(cms.call(createRedeemBatchEndpoint, { body: { kind: 'single', promotionId: 2_000_000, count: 1, expiresAt: inDays(1) } }))).errorCode,
    ).toBe('not_found');
    expect((await failure(cms.call(createRedeemBatchEndpoint, { body: { kind: 'single', promotionId: id, count: 0, expiresAt: inDays(1) } }))).errorCode).toBe(
      'validation_failed',
    );
    expect(
      (await failure(cms.call(createRedeemBatchEndpoint, { body: { kind: 'shared', promotionId: id, code: 'a!', maxUses: 5, expiresAt: inDays(1) } }))).field,
    ).toBe('code');
    expect(await rows()).toEqual(before);
  });
});

describe('redeeming a code', () => {
  it('awards the promotion as a real bonus grant once; the same request id answers the same; the code is then used up', async () => {
    const id = await publishedPromotion(cms, { title: { EN: 'Flyer gift' }, fixedAmount: '8.00' });
    const batch = await cms.call(createRedeemBatchEndpoint, { body: { kind: 'single', promotionId: id, count: 2, expiresAt: inDays(7) } });
    const [first, second] = (await cms.call(redeemBatchCodesEndpoint, { params: { id: batch.id } })).codes;
    const member = await depositor(t);
    const requestId = randomUUID();
    // Typed in lower case with a dash: still the code.
    const typed = `${first!.code.slice(0, 5).toLowerCase()}-${first!.code.slice(5)}`;
    const done = await redeem(member, typed, requestId);
    expect(done).toMatchObject({ promotionId: id, promotionTitle: 'Flyer gift', amount: '8.00', state: 'active' });
    expect(await redeem(member, first!.code, requestId)).toEqual(done);
    expect((await failure(redeem(member, second!.code, requestId))).errorCode).toBe('idempotency_conflict');
    const [grant] = await t.database.db.select().from(bonusGrants).where(eq(bonusGrants.id, done.grantId!));
    expect(grant).toMatchObject({ memberId: member.id, amount: 800n, sourceKind: 'promotion' });
    const mine = await member.api.call(myPromotionsEndpoint);
    expect(mine.claims[0]).toMatchObject({ promotionId: id, source: 'redeem' });
    // The promotion is once per member: the second code of the batch is refused for this member.
    expect((await failure(redeem(member, second!.code))).errorCode).toBe('promotion_already_claimed');
    const other = await depositor(t);
    expect(await failure(redeem(other, first!.code))).toEqual({ errorCode: 'redeem_code_used_up', status: 409, field: 'code' });
    expect((await cms.call(redeemBatchesEndpoint, { query: { promotionId: id } })).items[0]).toMatchObject({ used: 1 });
  });

  it('a shared code: up to its uses, once per member', async () => {
    const id = await publishedPromotion(cms, { frequency: 'daily' });
    await cms.call(createRedeemBatchEndpoint, { body: { kind: 'shared', promotionId: id, code: 'SHARE2027', maxUses: 2, expiresAt: inDays(7) } });
    const [a, b, c] = [await depositor(t), await depositor(t), await depositor(t)];
    await redeem(a, 'share2027');
    expect((await failure(redeem(a, 'SHARE2027'))).errorCode).toBe('redeem_code_already_redeemed');
    await redeem(b, 'SHARE2027');
    expect((await failure(redeem(c, 'SHARE2027'))).errorCode).toBe('redeem_code_used_up');
    const claims = await t.database.db.select().from(promotionClaims).where(eq(promotionClaims.promotionId, id));
    expect(claims.map((claim) => claim.memberId).sort()).toEqual([a.id, b.id].sort());
  });

  it('refuses unknown and expired codes, and after too many of them refuses every try for the hour', async () => {
    const id = await publishedPromotion(cms);
    const soon = new Date(t.clock.now().getTime() + 60_000).toISOString();
    await cms.call(createRedeemBatchEndpoint, { body: { kind: 'shared', promotionId: id, code: 'SOONGONE', maxUses: 10, expiresAt: soon } });
    await cms.call(createRedeemBatchEndpoint, { body: { kind: 'shared', promotionId: id, code: 'STILLGOOD', maxUses: 10, expiresAt: inDays(5) } });
    const member = await depositor(t);
    expect(await failure(redeem(member, 'NOSUCHCODE'))).toEqual({ errorCode: 'redeem_code_invalid', status: 422, field: 'code' });
    expect((await failure(redeem(member, '!!'))).errorCode).toBe('redeem_code_invalid');
    t.clock.advance(61_000);
    expect((await failure(redeem(member, 'SOONGONE'))).errorCode).toBe('redeem_code_expired');
    for (let i = 3; i < MAX_REDEEM_FAILURES_PER_HOUR; i++) expect((await failure(redeem(member, `WRONG${i}X`))).errorCode).toBe('redeem_code_invalid');
    expect(await failure(redeem(member, 'STILLGOOD'))).toEqual({ errorCode: 'redeem_code_attempts_exceeded', status: 429, field: 'code' });
    expect(await t.database.db.select().from(promotionClaims).where(eq(promotionClaims.memberId, member.id))).toEqual([]);
    // An hour later the wrong codes no longer count (the member signs in again: the session idled out).
    t.clock.advance(3_600_000 + 1000);
    const session = await loginMember(t, member.username, GOOD_PASSWORD);
    if (session.state !== 'ok') throw new Error('expected a plain sign-in');
    expect(await redeem({ ...member, api: memberClient(t, session.token) }, 'STILLGOOD')).toMatchObject({ promotionId: id });
  });
});
