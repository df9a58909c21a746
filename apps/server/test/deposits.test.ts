// Bank-transfer deposits end to end as a member and finance see them: the methods on offer, a reported
// transfer with its receipt, approval (one or two operators) that credits the wallet once, rejection with a
// reason, idempotent requests, and refusals that write nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/client.ts';
import { approveDepositEndpoint, consoleDepositsEndpoint, rejectDepositEndpoint } from '@orbit/contracts/console-finance';
import { bankDepositEndpoint, depositMethodsEndpoint, depositsEndpoint } from '@orbit/contracts/payments';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { responsibleGamingEndpoint } from '@orbit/contracts/member-security';
import { zonedDay } from '@orbit/contracts/format';
import type { ApiClient } from '@orbit/contracts/client';
import { deposits } from '../src/db/schema/payments.ts';
import { houseAccount } from '../src/modules/wallet/addresses.ts';
import { createTestApp, DEMO_OPERATOR, type TestApp } from './helpers.ts';
import { failure, GOOD_PASSWORD } from './support/members.ts';
import { changeMethod, countFor, depositor, mainOf, newRequestId, relogin, twoReviewers, uploadImage, type Depositor } from './support/deposits.ts';

describe('bank-transfer deposits', () => {
  let t: TestApp;
  let first: ApiClient;
  let second: ApiClient;
  let secondName: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ first, second, secondName } = await twoReviewers(t));
  });
  afterAll(() => t.close());

  /** The member's ledger movements of the deposit and of its promo code's bonus grant. */
  async function creditsOf(member: Depositor) {
    const rows = rowsOf<{ kind: string; n: number }>(
      await t.database.db.execute(sql`SELECT kind, count(*)::int AS n FROM ledger_transactions WHERE member_id = ${member.id} GROUP BY kind ORDER BY kind`),
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.n]));
  }

  async function report(member: Depositor, amount: string, extra: Partial<Parameters<typeof bankBody>[1]> = {}) {
    return member.api.call(bankDepositEndpoint, { body: await bankBody(member, { amount, ...extra }) });
  }
  async function bankBody(
    member: Depositor,
    fields: { amount: string; requestId?: string; receiptUploadId?: string; methodId?: string; bankAccountId?: string },
  ) {
    return {
      requestId: fields.requestId ?? newRequestId(),
      methodId: fields.methodId ?? 'bank-transfer',
      bankAccountId: fields.bankAccountId ?? 'maybank-1',
      amount: fields.amount,
      reference: 'MBB 88231',
      receiptUploadId: fields.receiptUploadId ?? (await uploadImage(t, member.token)),
      promoCode: 'WELCOME100',
    };
  }

  it('offers the enabled methods with their limits, the bank accounts for bank transfer, and no limit set', async () => {
    const member = await depositor(t);
    const offer = await member.api.call(depositMethodsEndpoint);
    expect(offer.methods.map((m) => m.id)).toEqual(['bank-transfer', 'fpx', 'duitnow-qr', 'tng']);
    const bank = offer.methods[0]!;
    expect([bank.kind, bank.min, bank.max, bank.feeFixed]).toEqual(['bank', '30.00', '50000.00', '0.00']);
    expect(bank.bankAccounts.map((a) => a.bank)).toEqual(['Maybank', 'CIMB Bank', 'Public Bank']);
    expect(offer.methods[1]!.bankAccounts).toEqual([]);
    // Each method's name in the languages the merchant gave; the site falls back to `name`.
    expect([bank.name, bank.localNames]).toEqual(['Bank transfer', { MS: 'Pindahan bank', CN: '银行转账' }]);
    expect(offer.promoCodeEnabled).toBe(true);
    expect(offer.limits).toMatchObject({ daily: null, remaining: null, used: { daily: '0.00' } });
  });

  it('credits the wallet once finance approves, and shows the member the approved deposit', async () => {
    const member = await depositor(t);
    const deposit = await report(member, '150.50');
    expect(deposit).toMatchObject({
      status: 'pending',
      amount: '150.50',
      fee: '0.00',
      credited: '150.50',
      kind: 'bank',
      reference: 'MBB 88231',
      promoCode: 'WELCOME100',
    });
    expect(deposit.orderNo).toMatch(new RegExp(`^D${zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur').replaceAll('-', '')}-\\d{6}$`));
    expect((await member.api.call(balanceEndpoint)).mainBalance).toBe('0.00');

    const queue = await first.call(consoleDepositsEndpoint, { query: { status: 'pending', q: member.username } });
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({ orderNo: deposit.orderNo, username: member.username, bankAccount: 'Maybank 514012345678', approvalsNeeded: 1 });
    expect(queue.items[0]!.receiptUploadId).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const approved = await first.call(approveDepositEndpoint, { params: { id: deposit.id } });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: DEMO_OPERATOR.username });
    expect((await member.api.call(balanceEndpoint)).mainBalance).toBe('150.50');
    const mine = await member.api.call(depositsEndpoint, { query: { page: 1, pageSize: 10 } });
    expect(mine.items[0]).toMatchObject({ id: deposit.id, status: 'approved' });
    expect(mine.items[0]!.decidedAt).not.toBeNull();
    // Approving again changes nothing.
    expect(await failure(second.call(approveDepositEndpoint, { params: { id: deposit.id } }))).toMatchObject({ errorCode: 'invalid_state', status: 409 });
    expect(await mainOf(t, member)).toBe(15_050n);
  });

  it('takes the fee from what is credited: amount × percent rounded down, plus the fixed fee', async () => {
    await changeMethod(first, 'bank-transfer', { feePercent: '2.5', feeFixed: '1.00' });
    try {
      const member = await depositor(t);
      const deposit = await report(member, '100.99');
      // 100.99 × 2.5 % = 2.52475 → 2.52, plus 1.00.
      expect([deposit.fee, deposit.credited]).toEqual(['3.52', '97.47']);
      await first.call(approveDepositEndpoint, { params: { id: deposit.id } });
      expect(await mainOf(t, member)).toBe(9_747n);
      expect(await t.services.wallet.balanceOf(t.database.db, member.merchantId, houseAccount('fees', member.id), 'MYR')).toBe(352n);
    } finally {
      await changeMethod(first, 'bank-transfer', { feePercent: '0', feeFixed: '0.00' });
    }
  });

  it('rejects with a reason the member reads, and moves no money', async () => {
    const member = await depositor(t);
    const deposit = await report(member, '80');
    const rejected = await second.call(rejectDepositEndpoint, { params: { id: deposit.id }, body: { reason: 'No such transfer reached our account' } });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'No such transfer reached our account', decidedBy: secondName });
    const mine = await member.api.call(depositsEndpoint, { query: { page: 1, pageSize: 10, status: 'rejected' } });
    expect(mine.items.map((d) => d.rejectReason)).toEqual(['No such transfer reached our account']);
    expect(await failure(first.call(approveDepositEndpoint, { params: { id: deposit.id } }))).toMatchObject({ errorCode: 'invalid_state' });
    expect(await mainOf(t, member)).toBe(0n);
    expect(await countFor(t, 'ledger_transactions', member)).toBe(0);
  });

  it('needs two different operators from the four-eyes amount up, and credits once', async () => {
    const member = await depositor(t);
    const deposit = await report(member, '10000.00');
    const once = await first.call(approveDepositEndpoint, { params: { id: deposit.id } });
    expect(once).toMatchObject({ status: 'pending', approvalsNeeded: 2 });
    expect(once.approvals.map((a) => a.operator)).toEqual([DEMO_OPERATOR.username]);
    expect(await mainOf(t, member)).toBe(0n);
    expect(await failure(first.call(approveDepositEndpoint, { params: { id: deposit.id } }))).toMatchObject({
      errorCode: 'second_approver_required',
      status: 409,
    });
    const twice = await second.call(approveDepositEndpoint, { params: { id: deposit.id } });
    expect(twice).toMatchObject({ status: 'approved', decidedBy: secondName });
    expect(twice.approvals.map((a) => a.operator)).toEqual([DEMO_OPERATOR.username, secondName]);
    expect(await mainOf(t, member)).toBe(1_000_000n);
    expect(await creditsOf(member)).toEqual({ deposit: 1, bonus: 1 }); // WELCOME100 adds its bonus grant, once
  });

  it('lets only one of two operators racing to approve credit the deposit', async () => {
    const member = await depositor(t);
    const deposit = await report(member, '300');
    const outcomes = await Promise.allSettled([
      first.call(approveDepositEndpoint, { params: { id: deposit.id } }),
      second.call(approveDepositEndpoint, { params: { id: deposit.id } }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { errorCode: 'invalid_state' } });
    expect(await mainOf(t, member)).toBe(30_000n);
    expect(await creditsOf(member)).toEqual({ deposit: 1, bonus: 1 }); // WELCOME100 adds its bonus grant, once
  });

  it('answers a replay with the same deposit, refuses the same requestId for another body, and writes once under a burst', async () => {
    const member = await depositor(t);
    const body = await bankBody(member, { amount: '45.00' });
    const a = await member.api.call(bankDepositEndpoint, { body });
    const b = await member.api.call(bankDepositEndpoint, { body });
    expect(b).toEqual(a);
    expect(await failure(member.api.call(bankDepositEndpoint, { body: { ...body, amount: '46.00' } }))).toMatchObject({
      errorCode: 'idempotency_conflict',
      status: 409,
      field: 'requestId',
    });
    const burstBody = await bankBody(member, { amount: '47.00' });
    const burst = await Promise.all(Array.from({ length: 6 }, () => member.api.call(bankDepositEndpoint, { body: burstBody })));
    expect(new Set(burst.map((d) => d.id)).size).toBe(1);
    expect(await countFor(t, 'deposits', member)).toBe(2);
  });

  it('refuses bad amounts with a clear code on the amount field and writes nothing', async () => {
    const member = await depositor(t);
    const receiptUploadId = await uploadImage(t, member.token);
    const cases: [string, string][] = [
      ['0', 'amount_invalid'],
      ['0.00', 'amount_invalid'],
      ['-5', 'validation_failed'],
      ['10.123', 'amount_invalid'],
      ['29.99', 'amount_below_minimum'],
      ['50000.01', 'amount_above_maximum'],
      ['9999999999999', 'amount_above_maximum'],
      ['99999999999999999999', 'validation_failed'],
      ['abc', 'validation_failed'],
      ['1e5', 'validation_failed'],
      ['12,50', 'validation_failed'],
      [' ', 'validation_failed'],
    ];
    for (const [amount, errorCode] of cases) {
      const body = { ...(await bankBody(member, { amount, receiptUploadId })) };
      const refusal = await failure(member.api.call(bankDepositEndpoint, { body }));
      expect({ amount, ...refusal }).toMatchObject({ amount, errorCode, field: 'amount' });
    }
    expect(await countFor(t, 'deposits', member)).toBe(0);
    expect(await countFor(t, 'ledger_transactions', member)).toBe(0);
  });

  it('refuses a method, account or receipt that is not available to the member', async () => {
    const member = await depositor(t);
    const other = await depositor(t);
    const foreign = await uploadImage(t, other.token);
    expect(await failure(report(member, '50', { methodId: 'fpx' }))).toMatchObject({ errorCode: 'method_unavailable', field: 'methodId' });
    expect(await failure(report(member, '50', { methodId: 'grabpay' }))).toMatchObject({ errorCode: 'method_unavailable', field: 'methodId' });
    expect(await failure(report(member, '50', { bankAccountId: 'nowhere-1' }))).toMatchObject({ errorCode: 'method_unavailable', field: 'bankAccountId' });
    expect(await failure(report(member, '50', { receiptUploadId: foreign }))).toMatchObject({ errorCode: 'not_found', field: 'receiptUploadId' });
    expect(await countFor(t, 'deposits', member)).toBe(0);
  });

  it('refuses a self-excluded or cooling-off member at once', async () => {
    const member = await depositor(t);
    await member.api.call(responsibleGamingEndpoint, { body: { action: 'coolOff', days: 1 } });
    const cooling = await relogin(t, member);
    const body = await bankBody(cooling, { amount: '50' });
    expect(await failure(cooling.api.call(bankDepositEndpoint, { body }))).toMatchObject({ errorCode: 'cooling_off', status: 403 });

    const excluded = await depositor(t);
    await excluded.api.call(responsibleGamingEndpoint, { body: { action: 'selfExclude', months: 6, password: GOOD_PASSWORD } });
    const again = await relogin(t, excluded);
    const excludedBody = await bankBody(again, { amount: '50' });
    expect(await failure(again.api.call(bankDepositEndpoint, { body: excludedBody }))).toMatchObject({ errorCode: 'self_excluded', status: 403 });
    const rows = await t.database.db.select().from(deposits).where(eq(deposits.memberId, excluded.id));
    expect(rows).toEqual([]);
  });
});
