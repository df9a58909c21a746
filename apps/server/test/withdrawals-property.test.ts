// A property over random sequences of withdrawal requests, approvals, rejections and payouts for one member:
// whatever the order, and whichever steps are refused, the main wallet, the hold and what was paid out add up
// to what was deposited, no balance goes below zero, and the hold is exactly what is still under review.
// The services are built here with a payment-password check that always passes (it is tested on its own;
// its deliberately slow hash would make a few hundred steps take minutes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { members } from '../src/db/schema/members.ts';
import { memberBankAccounts, withdrawals } from '../src/db/schema/payments.ts';
import { createPayees } from '../src/modules/members/payees.ts';
import type { PaymentPasswords } from '../src/modules/members/payment-password.ts';
import { createBankAccounts } from '../src/modules/payments/bank-accounts.ts';
import { createWithdrawalReview } from '../src/modules/payments/withdrawal-review.ts';
import { createWithdrawals } from '../src/modules/payments/withdrawals.service.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { houseAccount, memberAccount } from '../src/modules/wallet/addresses.ts';
import type { AuthenticatedOperator } from '../src/modules/console/console.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { balanceOf, credit } from './support/payments.ts';

type Step =
  | { kind: 'request'; amount: number }
  | { kind: 'approve'; pick: number; operator: 0 | 1 }
  | { kind: 'reject'; pick: number }
  | { kind: 'pay'; pick: number }
  | { kind: 'confirm'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('request' as const), amount: fc.integer({ min: 1, max: 60_000 }) }),
  fc.record({ kind: fc.constant('approve' as const), pick: fc.nat(), operator: fc.constantFrom(0 as const, 1 as const) }),
  fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('pay' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('confirm' as const), pick: fc.nat() }),
);

/** Refusals a step may meet; anything else fails the property. */
const EXPECTED = new Set(['insufficient_funds', 'invalid_state', 'second_approver_required']);
const DEPOSIT = 100_000n;

describe('withdrawal money property', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let services: ReturnType<typeof build>;
  let runs = 0;

  const operators = [1, 2].map((id) => ({
    id,
    merchantId: 0,
    username: `op${id}`,
    displayName: `Op ${id}`,
    role: 'finance',
    tokenHash: '',
  })) as AuthenticatedOperator[];

  function build() {
    const database = t.database;
    const clock = t.clock;
    const paymentPasswords = { verify: async () => undefined, isSet: async () => true, pruneOld: async () => 0 } as unknown as PaymentPasswords;
    const payees = createPayees({ database });
    const bankAccounts = createBankAccounts({ database, clock, audit: t.services.audit, payees, paymentPasswords });
    const wallet = t.services.wallet;
    return {
      withdrawals: createWithdrawals({ database, clock, wallet, bankAccounts, payees, paymentPasswords }),
      review: createWithdrawalReview({
        database,
        clock,
        wallet,
        audit: t.services.audit,
        payees,
        operatorNames: async () => new Map(),
        creditedToday: async () => false,
      }),
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    const resolved = await t.services.site.resolveMerchant({ host: 'localhost' });
    // Amounts from 0.01, many a day, and two approvals from 300.00 up, so every path is met often.
    merchant = {
      ...resolved,
      settings: {
        ...resolved.settings,
        payments: {
          ...resolved.settings.payments,
          fourEyesAmount: '300.00',
          withdrawal: { ...resolved.settings.payments.withdrawal, min: '0.01', max: '1000.00', dailyCount: 100 },
        },
      },
    };
    services = build();
  });
  afterAll(() => t.close());

  async function newMember() {
    runs += 1;
    const [member] = await t.database.db
      .insert(members)
      .values({ merchantId: merchant.id, username: `prop${runs}`, usernameKey: `prop${runs}`, nickname: `prop${runs}`, realName: 'Ahmad Bin Ali' })
      .returning();
    if (!member) throw new Error('member not stored');
    const [account] = await t.database.db
      .insert(memberBankAccounts)
      .values({
        merchantId: merchant.id,
        memberId: member.id,
        bank: 'Maybank',
        accountName: 'Ahmad Bin Ali',
        accountNumber: '514000000001',
        createdAt: t.clock.now(),
      })
      .returning();
    if (!account) throw new Error('account not stored');
    await credit(t, { id: member.id, merchantId: merchant.id }, DEPOSIT);
    return { memberId: member.id, accountId: account.id };
  }

  async function apply(memberId: number, accountId: number, ids: number[], s: Step, n: number) {
    const id = ids.length ? ids[('pick' in s ? s.pick : 0) % ids.length] : undefined;
    const [first, second] = operators as [AuthenticatedOperator, AuthenticatedOperator];
    switch (s.kind) {
      case 'request': {
        const amount = BigInt(s.amount);
        const made = await services.withdrawals.request(merchant, memberId, {
          requestId: `prop-${memberId}-${n}`,
          bankAccountId: accountId,
          amount: `${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`,
          paymentPassword: 'x',
        });
        ids.push(made.id);
        return;
      }
      case 'approve':
        if (id !== undefined) await services.review.approve(merchant, s.operator === 0 ? first : second, id, '127.0.0.1');
        return;
      case 'reject':
        if (id !== undefined) await services.review.reject(merchant, first, id, 'property test', '127.0.0.1');
        return;
      case 'pay':
        if (id !== undefined) await services.review.markPaid(merchant, second, id, `REF-${n}`, '127.0.0.1');
        return;
      case 'confirm':
        if (id !== undefined) await services.withdrawals.confirm(merchant, memberId, id, { outcome: 'received' });
        return;
    }
  }

  it('keeps main + hold + paid out equal to the deposit, none negative, the hold equal to what is under review', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 14 }), async (steps) => {
        const { memberId, accountId } = await newMember();
        const shard = houseAccount('withdrawals', memberId);
        const shardBefore = await balanceOf(t, merchant.id, shard);
        const ids: number[] = [];
        for (const [n, s] of steps.entries()) {
          try {
            await apply(memberId, accountId, ids, s, n);
          } catch (error) {
            if (!(error instanceof ApiError) || !EXPECTED.has(error.errorCode)) throw error;
          }
          const main = await balanceOf(t, merchant.id, memberAccount.main(memberId));
          const hold = await balanceOf(t, merchant.id, memberAccount.hold(memberId));
          const paidOut = (await balanceOf(t, merchant.id, shard)) - shardBefore;
          expect(main).toBeGreaterThanOrEqual(0n);
          expect(hold).toBeGreaterThanOrEqual(0n);
          expect(main + hold + paidOut).toBe(DEPOSIT);
          const rows = await t.database.db.select().from(withdrawals).where(eq(withdrawals.memberId, memberId));
          const sum = (statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.amount, 0n);
          expect(hold).toBe(sum(['pending', 'approved']));
          expect(paidOut).toBe(sum(['paid', 'received', 'partially_received', 'not_received', 'auto_received']));
        }
      }),
      { numRuns: propertyRuns(40) },
    );
  });
});
