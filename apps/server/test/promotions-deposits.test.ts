// Deposit promo codes and deposit matches (docs/promotions.md): the deposit form's code check answers the
// bonus or why not; an approved deposit earns min(percent × deposit, cap) once, by its code or by the first
// auto-applied match whose rules it meets; a deposit that does not qualify is still credited and earns nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { checkCodeEndpoint } from '@orbit/contracts/promotions';
import { deposits } from '../src/db/schema/payments.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { depositor, type Depositor } from './support/deposits.ts';
import { consoleApi, failure } from './support/members.ts';
import { merchantOf } from './support/payments.ts';
import { publishedPromotion, recordingBonuses } from './support/promotions.ts';

const bonuses = recordingBonuses();
let t: TestApp;
let cms: ApiClient;
let orders = 0;
beforeAll(async () => {
  t = await createTestApp({}, { promotionBonuses: bonuses.port });
  cms = await consoleApi(t);
});
afterAll(() => t.close());

const welcome = (code: string, extra = {}) =>
  publishedPromotion(cms, {
    kind: 'deposit_match',
    category: 'deposit',
    fixedAmount: null,
    bonusPercent: '100',
    bonusCap: '300.00',
    minDeposit: '30.00',
    depositKind: 'first',
    wageringMultiple: 10,
    wageringBase: 'deposit_bonus',
    code,
    ...extra,
  });

/** An approved deposit row as the payments module leaves it (the promotions module only reads it). */
async function approvedDeposit(member: Depositor, amount: bigint): Promise<number> {
  orders += 1;
  const now = t.clock.now();
  const [row] = await t.database.db
    .insert(deposits)
    .values({
      merchantId: member.merchantId,
      memberId: member.id,
      requestId: `promo-dep-${orders}-${member.id}`,
      orderNo: `PD${member.id}x${orders}`,
      methodId: 'bank',
      methodName: 'Bank transfer',
      kind: 'bank',
      channel: 'bank',
      amount,
      fee: 0n,
      currency: 'MYR',
      status: 'approved',
      createdAt: now,
      decidedAt: now,
    })
    .returning({ id: deposits.id });
  return row!.id;
}

async function approve(member: Depositor, amount: bigint, promoCode: string | null) {
  const depositId = await approvedDeposit(member, amount);
  const merchant = await merchantOf(t, member);
  const outcome = await t.database.db.transaction((tx) =>
    t.services.depositBonus.onDepositApproved(tx, { merchant, memberId: member.id, depositId, amount, promoCode }),
  );
  return { depositId, merchant, outcome };
}

describe('the deposit form’s code check', () => {
  it('answers the bonus for an amount, whatever the code’s case, capped', async () => {
    const id = await welcome('WELCOME-A');
    const member = await depositor(t);
    const answer = await member.api.call(checkCodeEndpoint, { params: { code: 'welcome-a' }, query: { amount: '500' } });
    expect(answer).toMatchObject({ promotionId: id, bonusPercent: '100', bonusCap: '300.00', bonus: '300.00', wageringMultiple: 10 });
    expect((await member.api.call(checkCodeEndpoint, { params: { code: 'WELCOME-A' }, query: { amount: '50.00' } })).bonus).toBe('50.00');
  });

  it('says clearly why a code does not apply', async () => {
    await welcome('WELCOME-B');
    const member = await depositor(t);
    const check = (code: string, amount?: string) => member.api.call(checkCodeEndpoint, { params: { code }, query: amount ? { amount } : {} });
    expect(await failure(check('NOPE-NOPE'))).toEqual({ errorCode: 'promotion_code_invalid', status: 422, field: 'code' });
    expect(await failure(check('WELCOME-B', '10'))).toMatchObject({ errorCode: 'promotion_not_eligible', field: 'minDeposit' });
    await approve(member, 5000n, null);
    expect(await failure(check('WELCOME-B', '100'))).toMatchObject({ errorCode: 'promotion_not_eligible', field: 'depositKind' });
  });
});

describe('an approved deposit', () => {
  it('earns its code’s match once, with the deposit in the wagering base', async () => {
    const id = await welcome('WELCOME-C');
    const member = await depositor(t);
    const { depositId, merchant, outcome } = await approve(member, 20_000n, 'welcome-c');
    expect(outcome).toMatchObject({ awarded: true, promotionId: id, amount: 20_000n, replayed: false });
    expect(bonuses.grants.at(-1)).toMatchObject({
      memberId: member.id,
      amount: 20_000n,
      depositAmount: 20_000n,
      wagering: { multiple: 10, base: 'deposit_bonus' },
    });
    const count = bonuses.grants.length;
    const again = await t.database.db.transaction((tx) =>
      t.services.depositBonus.onDepositApproved(tx, { merchant, memberId: member.id, depositId, amount: 20_000n, promoCode: 'WELCOME-C' }),
    );
    expect(again).toMatchObject({ awarded: true, replayed: true });
    expect(bonuses.grants.length).toBe(count);
  });

  it('earns nothing when its rules are not met, and says why', async () => {
    await welcome('WELCOME-D');
    const member = await depositor(t);
    expect((await approve(member, 1_000n, 'WELCOME-D')).outcome).toEqual({ awarded: false, reason: 'promotion_not_eligible' });
    expect((await approve(member, 10_000n, 'WRONG-CODE')).outcome).toEqual({ awarded: false, reason: 'promotion_code_invalid' });
    // The first deposit was made above: a first-deposit match no longer applies.
    expect((await approve(member, 10_000n, 'WELCOME-D')).outcome).toEqual({ awarded: false, reason: 'promotion_not_eligible' });
  });

  it('without a code, earns the first auto-applied match it qualifies for', async () => {
    const reload = await publishedPromotion(cms, {
      kind: 'deposit_match',
      fixedAmount: null,
      bonusPercent: '10',
      bonusCap: '50.00',
      depositKind: 'reload',
      frequency: 'daily',
      autoApply: true,
      sortOrder: 0,
    });
    const member = await depositor(t);
    const first = await approve(member, 10_000n, null);
    expect(first.outcome.awarded && first.outcome.promotionId === reload).toBe(false);
    const second = await approve(member, 10_000n, null);
    expect(second.outcome).toMatchObject({ awarded: true, promotionId: reload, amount: 1_000n });
    const third = await approve(member, 10_000n, null);
    expect(third.outcome.awarded && third.outcome.promotionId === reload).toBe(false);
  });

  it('stays credited when the grant is refused: only the award rolls back', async () => {
    await welcome('WELCOME-E');
    const member = await depositor(t);
    bonuses.refuseWith(new Error('bonuses down'));
    try {
      const { depositId, outcome } = await approve(member, 10_000n, 'WELCOME-E');
      expect(outcome).toEqual({ awarded: false, reason: 'internal_error' });
      expect(depositId).toBeGreaterThan(0);
    } finally {
      bonuses.refuseWith(null);
    }
  });
});
