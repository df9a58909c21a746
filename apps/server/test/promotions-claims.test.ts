// Promotions as members see and claim them (docs/promotions.md): only published ones in their schedule are
// listed, a claim is granted once per period through the bonuses port with the promotion's wagering terms, the
// budget is never overdrawn, the audience rules refuse with the rule's field, and a refused claim writes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { consolePromotionsEndpoint, createPromotionEndpoint, setPromotionStateEndpoint } from '@orbit/contracts/console-promotions';
import { claimPromotionEndpoint, listPromotionsEndpoint, myPromotionsEndpoint, promotionDetailEndpoint } from '@orbit/contracts/promotions';
import { members } from '../src/db/schema/members.ts';
import { promotionClaims } from '../src/db/schema/promotions.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { depositor, type Depositor } from './support/deposits.ts';
import { newOperator } from './support/four-eyes.ts';
import { consoleApi, failure, GOOD_PASSWORD, loginMember, memberClient } from './support/members.ts';
import { promotionInput, publishedPromotion, recordingBonuses } from './support/promotions.ts';

const bonuses = recordingBonuses();
let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp({}, { promotionBonuses: bonuses.port });
  cms = await consoleApi(t);
});
afterAll(() => t.close());

const claim = (member: Depositor, id: number, requestId = `claim-${Math.random().toString(36).slice(2, 12)}`) =>
  member.api.call(claimPromotionEndpoint, { params: { id }, body: { requestId } });
const claimsOf = async (promotionId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(promotionClaims)
      .where(eq(promotionClaims.promotionId, promotionId))
  )[0]!.n;
/** Moves the merchant's calendar on; sessions idle that long are gone, so the console signs in again. */
async function nextDays(days: number) {
  t.clock.advance(days * 86_400_000);
  cms = await consoleApi(t);
}
async function signedInAgain(member: Depositor): Promise<Depositor> {
  const session = await loginMember(t, member.username, GOOD_PASSWORD);
  if (session.state !== 'ok') throw new Error('a new member signs in without a second step');
  return { ...member, token: session.token, api: memberClient(t, session.token) };
}
const spentOf = async (id: number) => (await cms.call(consolePromotionsEndpoint, { query: {} })).items.find((p) => p.id === id)!.spent;

describe('the promotions list', () => {
  it('shows published promotions only, filtered by category and tag, with their terms and sanitised HTML', async () => {
    const draft = await cms.call(createPromotionEndpoint, { body: promotionInput({ title: { EN: 'Draft only' } }) });
    expect(draft.terms.EN).toBe('<p>Claim once.</p>');
    const id = await publishedPromotion(cms, { category: 'slots', tags: ['daily', 'special'], title: { EN: 'Slots daily', MS: 'Slot harian' } });
    const all = await t.client().call(listPromotionsEndpoint, { query: {} });
    expect(all.items.map((p) => p.id)).toContain(id);
    // The demo seed's welcome match, with its code and its terms beside the headline.
    expect(all.items.find((p) => p.title.startsWith('100% Welcome'))?.terms).toMatchObject({ bonusPercent: '100', bonusCap: '300.00', hasCode: true });
    expect(all.items.map((p) => p.id)).not.toContain(draft.id);
    const slots = await t.client().call(listPromotionsEndpoint, { query: { category: 'slots', tag: 'special' } });
    expect(slots.items.map((p) => p.title)).toEqual(['Slots daily']);
    expect(slots.items[0]!.terms).toMatchObject({ fixedAmount: '5.00', wageringMultiple: 3, expiryHours: 72, contributions: { rng: 100, live: 10 } });
    const malay = t.client(() => ({ language: 'MS' }));
    expect((await malay.call(promotionDetailEndpoint, { params: { id } })).title).toBe('Slot harian');
    expect(await failure(t.client().call(promotionDetailEndpoint, { params: { id: draft.id } }))).toMatchObject({ errorCode: 'not_found' });
  });

  it('hides an ended promotion and shows one that starts later as coming soon', async () => {
    const now = t.clock.now().getTime();
    const ended = await publishedPromotion(cms, { startsAt: new Date(now - 7_200_000).toISOString(), endsAt: new Date(now - 3_600_000).toISOString() });
    const later = await publishedPromotion(cms, { startsAt: new Date(now + 86_400_000).toISOString(), endsAt: null });
    const ids = (await t.client().call(listPromotionsEndpoint, { query: {} })).items.map((p) => p.id);
    expect(ids).toContain(later);
    expect(ids).not.toContain(ended);
    const member = await depositor(t);
    expect((await member.api.call(myPromotionsEndpoint)).states[String(later)]).toBe('coming_soon');
    expect(await failure(claim(member, later))).toMatchObject({ errorCode: 'not_found' });
  });
});

describe('claiming', () => {
  it('grants once with the promotion’s wagering terms; a retry answers the first claim, another claim is refused', async () => {
    const id = await publishedPromotion(cms);
    const member = await depositor(t);
    const before = bonuses.grants.length;
    const first = await claim(member, id, 'retry-me-0001');
    expect(first).toMatchObject({ amount: '5.00', state: 'active' });
    const grant = bonuses.grants.at(-1)!;
    expect(grant).toMatchObject({ memberId: member.id, amount: 500n, source: { kind: 'promotion' } });
    expect(grant.wagering).toMatchObject({ multiple: 3, base: 'bonus', expiresInHours: 72, contributions: { rng: 100, live: 10 } });
    expect(await claim(member, id, 'retry-me-0001')).toEqual(first);
    expect(await failure(claim(member, id))).toEqual({ errorCode: 'promotion_already_claimed', status: 409, field: undefined });
    const other = await publishedPromotion(cms);
    expect(await failure(claim(member, other, 'retry-me-0001'))).toMatchObject({ errorCode: 'idempotency_conflict' });
    expect(bonuses.grants.length).toBe(before + 1);
    expect((await member.api.call(myPromotionsEndpoint)).states[String(id)]).toBe('claimed');
  });

  it('lets a daily promotion be claimed again on the next day of the merchant’s calendar', async () => {
    const id = await publishedPromotion(cms, { frequency: 'daily', tags: ['daily'] });
    const member = await depositor(t);
    await claim(member, id);
    expect(await failure(claim(member, id))).toMatchObject({ errorCode: 'promotion_already_claimed' });
    await nextDays(1);
    await claim(await signedInAgain(member), id);
    expect(await claimsOf(id)).toBe(2);
  });

  it('stops at its budget and shows what it spent', async () => {
    const id = await publishedPromotion(cms, { budget: '10.00' });
    await claim(await depositor(t), id);
    await claim(await depositor(t), id);
    expect(await failure(claim(await depositor(t), id))).toMatchObject({ errorCode: 'promotion_budget_exhausted', status: 422 });
    expect(await spentOf(id)).toBe('10.00');
    expect((await t.client().call(promotionDetailEndpoint, { params: { id } })).soldOut).toBe(true);
  });

  it('refuses members outside the audience with the rule that refused, writing nothing', async () => {
    const fresh = await publishedPromotion(cms, { newWithinDays: 2 });
    const labelled = await publishedPromotion(cms, { memberLabels: ['vip-gold'] });
    const country = await publishedPromotion(cms, { countries: ['65'] });
    const registered = await depositor(t);
    await nextDays(3);
    const member = await signedInAgain(registered);
    expect(await failure(claim(member, fresh))).toEqual({ errorCode: 'promotion_not_eligible', status: 422, field: 'newWithinDays' });
    expect(await failure(claim(member, labelled))).toMatchObject({ field: 'memberLabels' });
    expect(await failure(claim(member, country))).toMatchObject({ field: 'countries' });
    await t.database.db
      .update(members)
      .set({ memberLabels: ['vip-gold'] })
      .where(eq(members.id, member.id));
    await claim(member, labelled);
    expect(await claimsOf(fresh)).toBe(0);
    expect(await spentOf(fresh)).toBe('0.00');
  });

  it('gives a birthday promotion only in the member’s birthday month, once a year', async () => {
    const id = await publishedPromotion(cms, { kind: 'birthday', fixedAmount: '8.00', frequency: 'daily' });
    const member = await depositor(t);
    expect(await failure(claim(member, id))).toMatchObject({ errorCode: 'promotion_not_eligible', field: 'birthday' });
    const month = t.clock.now().toISOString().slice(5, 7);
    await t.database.db
      .update(members)
      .set({ contacts: { birthday: `1990-${month}-15` } })
      .where(eq(members.id, member.id));
    await claim(member, id);
    expect(await failure(claim(member, id))).toMatchObject({ errorCode: 'promotion_already_claimed' });
  });

  it('writes nothing when the bonuses port refuses the grant', async () => {
    const id = await publishedPromotion(cms, { budget: '100.00' });
    bonuses.refuseWith(new ApiError('service_unavailable', 'down'));
    try {
      expect(await failure(claim(await depositor(t), id))).toMatchObject({ errorCode: 'service_unavailable' });
    } finally {
      bonuses.refuseWith(null);
    }
    expect(await claimsOf(id)).toBe(0);
    expect(await spentOf(id)).toBe('0.00');
  });

  it('refuses a deposit match or an apply-only activity through the claim button', async () => {
    const match = await publishedPromotion(cms, { kind: 'deposit_match', bonusPercent: '10', fixedAmount: null });
    expect(await failure(claim(await depositor(t), match))).toMatchObject({ errorCode: 'promotion_not_eligible', field: 'kind' });
  });
});

describe('the console editor', () => {
  it('refuses bad input with the field and writes nothing; a code is unique per merchant whatever its case', async () => {
    const before = (await cms.call(consolePromotionsEndpoint, { query: {} })).items.length;
    expect(await failure(cms.call(createPromotionEndpoint, { body: promotionInput({ fixedAmount: '5.001' }) }))).toMatchObject({
      errorCode: 'amount_invalid',
      field: 'fixedAmount',
    });
    expect(await failure(cms.call(createPromotionEndpoint, { body: promotionInput({ agentUsername: 'nobody-here' }) }))).toMatchObject({
      field: 'agentUsername',
    });
    const match = { kind: 'deposit_match' as const, bonusPercent: '50', fixedAmount: null };
    await cms.call(createPromotionEndpoint, { body: promotionInput({ ...match, code: 'Spring50' }) });
    expect(await failure(cms.call(createPromotionEndpoint, { body: promotionInput({ ...match, code: 'SPRING50' }) }))).toMatchObject({
      errorCode: 'conflict',
      field: 'code',
    });
    expect((await cms.call(consolePromotionsEndpoint, { query: {} })).items.length).toBe(before + 1);
  });

  it('needs promotions.write to change and promotions.read to look', async () => {
    const support = await newOperator(t, 'support', 'promo');
    expect((await support.api.call(consolePromotionsEndpoint, { query: {} })).items.length).toBeGreaterThan(0);
    expect(await failure(support.api.call(createPromotionEndpoint, { body: promotionInput() }))).toMatchObject({ errorCode: 'forbidden' });
    const id = (await cms.call(consolePromotionsEndpoint, { query: {} })).items[0]!.id;
    expect(await failure(support.api.call(setPromotionStateEndpoint, { params: { id }, body: { state: 'archived' } }))).toMatchObject({
      errorCode: 'forbidden',
    });
  });
});
