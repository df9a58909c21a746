// Finance's daily totals: deposits by method on the day they were approved and withdrawals on the day they
// were paid, both in the merchant's time zone (Kuala Lumpur, UTC+8), with the net.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDepositEndpoint, dailyTotalsEndpoint } from '@orbit/contracts/console-finance';
import { bankDepositEndpoint, onlineDepositEndpoint } from '@orbit/contracts/payments';
import { withdrawals } from '../src/db/schema/payments.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, failure } from './support/members.ts';
import { depositor, newRequestId, uploadImage, type Depositor } from './support/deposits.ts';

describe('daily totals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // 23:40 in Kuala Lumpur on 10 January 2030.
    t.clock.set('2030-01-10T15:40:00Z');
  });
  afterAll(() => t.close());

  async function approvedBankDeposit(member: Depositor, amount: string) {
    const deposit = await member.api.call(bankDepositEndpoint, {
      body: {
        requestId: newRequestId(),
        methodId: 'bank-transfer',
        bankAccountId: 'pbb-1',
        amount,
        reference: 'PBB',
        receiptUploadId: await uploadImage(t, member.token),
      },
    });
    await (await consoleApi(t)).call(approveDepositEndpoint, { params: { id: deposit.id } });
  }

  async function paidWithdrawal(member: Depositor, amount: bigint, status: string, paidAt: Date | null) {
    const n = Math.floor(Math.random() * 1e9);
    await t.database.db.insert(withdrawals).values({
      merchantId: member.merchantId,
      memberId: member.id,
      requestId: `totals-${n}`,
      orderNo: `W20300110-${n}`,
      bankAccountId: 1,
      bank: 'Maybank',
      accountName: 'Test',
      accountNumber: '1234567890',
      amount,
      currency: 'MYR',
      status,
      createdAt: new Date('2030-01-10T10:00:00Z'),
      paidAt,
    });
  }

  it('adds up each day and method in the merchant time zone, with withdrawals under "withdrawal"', async () => {
    const member = await depositor(t);
    await approvedBankDeposit(member, '100.00');
    await approvedBankDeposit(member, '30.50');
    const { paymentUrl } = await member.api.call(onlineDepositEndpoint, { body: { requestId: newRequestId(), methodId: 'fpx', amount: '50' } });
    await t.app.inject({
      method: 'POST',
      url: new URL(paymentUrl).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay',
    });
    await t.services.sandboxGateway.settled();
    await paidWithdrawal(member, 3_000n, 'received', new Date('2030-01-10T12:00:00Z'));
    await paidWithdrawal(member, 1_000n, 'auto_received', new Date('2030-01-10T13:00:00Z'));
    await paidWithdrawal(member, 9_900n, 'pending', null);
    await paidWithdrawal(member, 9_900n, 'rejected', null);
    // Past midnight in Kuala Lumpur (16:00 UTC) it is the 11th.
    t.clock.set('2030-01-10T16:05:00Z');
    await approvedBankDeposit(member, '40.00');
    await paidWithdrawal(member, 500n, 'paid', new Date('2030-01-10T16:30:00Z'));

    const finance = await consoleApi(t);
    const report = await finance.call(dailyTotalsEndpoint, { query: { from: '2030-01-10', to: '2030-01-11' } });
    expect(report.rows).toEqual([
      { day: '2030-01-10', method: 'Bank transfer', deposits: '130.50', depositCount: 2, withdrawals: '0.00', withdrawalCount: 0, net: '130.50' },
      { day: '2030-01-10', method: 'FPX online banking', deposits: '50.00', depositCount: 1, withdrawals: '0.00', withdrawalCount: 0, net: '50.00' },
      { day: '2030-01-10', method: 'withdrawal', deposits: '0.00', depositCount: 0, withdrawals: '40.00', withdrawalCount: 2, net: '-40.00' },
      { day: '2030-01-11', method: 'Bank transfer', deposits: '40.00', depositCount: 1, withdrawals: '0.00', withdrawalCount: 0, net: '40.00' },
      { day: '2030-01-11', method: 'withdrawal', deposits: '0.00', depositCount: 0, withdrawals: '5.00', withdrawalCount: 1, net: '-5.00' },
    ]);
    expect(report.totals).toEqual({ deposits: '220.50', withdrawals: '45.00', net: '175.50' });
    const one = await finance.call(dailyTotalsEndpoint, { query: { from: '2030-01-11', to: '2030-01-11' } });
    expect(one.totals).toEqual({ deposits: '40.00', withdrawals: '5.00', net: '35.00' });
    const none = await finance.call(dailyTotalsEndpoint, { query: { from: '2029-12-01', to: '2029-12-31' } });
    expect(none).toEqual({ rows: [], totals: { deposits: '0.00', withdrawals: '0.00', net: '0.00' } });
  });

  it('refuses a range that ends before it starts or spans more than 92 days', async () => {
    const finance = await consoleApi(t);
    expect(await failure(finance.call(dailyTotalsEndpoint, { query: { from: '2030-01-10', to: '2030-01-09' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'to',
    });
    // 1 January to 2 April is 92 days; one more is too many.
    expect((await finance.call(dailyTotalsEndpoint, { query: { from: '2030-01-01', to: '2030-04-02' } })).totals.deposits).toBe('220.50');
    expect(await failure(finance.call(dailyTotalsEndpoint, { query: { from: '2030-01-01', to: '2030-04-03' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'to',
    });
    expect(await failure(finance.call(dailyTotalsEndpoint, { query: { from: '2030-1-1', to: '2030-01-02' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'from',
    });
  });
});
