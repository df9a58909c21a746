// Finance's review of withdrawals: the four-eyes rule from the merchant's amount up, the queue's search, the
// audit record of each step, and decisions sent at the same moment, which move money once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { approveWithdrawalEndpoint, consoleWithdrawalsEndpoint, markWithdrawalPaidEndpoint, rejectWithdrawalEndpoint } from '@orbit/contracts/console-finance';
import type { ApiError } from '@orbit/contracts/envelope';
import { houseAccount } from '../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { addAccount, balanceOf, financeTeam, moneyMember, queueRow, walletOf, withdraw } from './support/payments.ts';

describe('withdrawal review', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function requested(amount: string, funds = 3_000_000n) {
    const member = await moneyMember(t, { funds });
    const account = await addAccount(member);
    return { member, request: await withdraw(member, account.id, amount) };
  }

  it('needs two different operators from the four-eyes amount (10,000.00) up', async () => {
    const { first, second } = await financeTeam(t);
    const { member, request } = await requested('10000.00');
    const once = await first.call(approveWithdrawalEndpoint, { params: { id: request.id } });
    expect(once).toMatchObject({ status: 'pending', approvalsNeeded: 2, approvals: [{ operator: 'admin' }], decidedBy: null });
    expect(await failure(first.call(approveWithdrawalEndpoint, { params: { id: request.id } }))).toMatchObject({
      errorCode: 'second_approver_required',
      status: 409,
    });
    // Not payable before the second approval.
    expect((await failure(first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'CIMB-1' } }))).errorCode).toBe(
      'invalid_state',
    );
    const twice = await second.call(approveWithdrawalEndpoint, { params: { id: request.id } });
    expect(twice).toMatchObject({ status: 'approved', decidedBy: 'finance2', approvals: [{ operator: 'admin' }, { operator: 'finance2' }] });
    // Either of them may then pay it.
    await first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'CIMB-1' } });
    expect(await walletOf(t, member)).toEqual({ main: 2_000_000n, hold: 0n });

    const below = await requested('9999.99');
    expect(await second.call(approveWithdrawalEndpoint, { params: { id: below.request.id } })).toMatchObject({ status: 'approved', approvalsNeeded: 1 });
  });

  it("keeps an approved withdrawal in the operator's open queue until it is paid", async () => {
    const { first } = await financeTeam(t);
    const { request } = await requested('250.00');
    const openIds = async () =>
      (await first.call(consoleWithdrawalsEndpoint, { query: { page: 1, pageSize: 200, status: 'open' } })).items.map((item) => item.id);
    expect(await openIds()).toContain(request.id);
    await first.call(approveWithdrawalEndpoint, { params: { id: request.id } });
    // Approved is not done: the payout is still to be made, so the queue keeps it.
    expect(await openIds()).toContain(request.id);
    await first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'MBB-250' } });
    expect(await openIds()).not.toContain(request.id);
    const rejected = await requested('251.00');
    await first.call(rejectWithdrawalEndpoint, { params: { id: rejected.request.id }, body: { reason: 'Name does not match' } });
    expect(await openIds()).not.toContain(rejected.request.id);
  });

  it('writes each step to the audit log', async () => {
    const { first } = await financeTeam(t);
    const { request } = await requested('300.00');
    await first.call(approveWithdrawalEndpoint, { params: { id: request.id } });
    await first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'RHB-300' } });
    const rejected = await requested('301.00');
    await first.call(rejectWithdrawalEndpoint, { params: { id: rejected.request.id }, body: { reason: 'Suspected account sharing' } });
    const audit = await first.call(listAuditEndpoint, { query: { page: 1, pageSize: 100 } });
    const mine = audit.items.filter((entry) => entry.target === request.orderNo || entry.target === rejected.request.orderNo);
    expect(mine.map((entry) => [entry.action, entry.target]).sort()).toEqual(
      [
        ['finance.withdrawal.approve', request.orderNo],
        ['finance.withdrawal.paid', request.orderNo],
        ['finance.withdrawal.reject', rejected.request.orderNo],
      ].sort(),
    );
    expect(mine.find((entry) => entry.action === 'finance.withdrawal.reject')?.detail).toMatchObject({ reason: 'Suspected account sharing', amount: '301.00' });
  });

  it('finds a withdrawal by order number or username', async () => {
    const { first } = await financeTeam(t);
    const { member, request } = await requested('55.00');
    const byOrder = await first.call(consoleWithdrawalsEndpoint, { query: { page: 1, pageSize: 10, q: request.orderNo.toLowerCase() } });
    expect(byOrder.items.map((row) => row.id)).toEqual([request.id]);
    const byName = await first.call(consoleWithdrawalsEndpoint, { query: { page: 1, pageSize: 10, q: member.username.toUpperCase() } });
    expect(byName).toMatchObject({ total: 1, items: [{ id: request.id, username: member.username }] });
    expect((await first.call(consoleWithdrawalsEndpoint, { query: { page: 1, pageSize: 10, q: 'nobody-here' } })).total).toBe(0);
  });

  it('moves money once when two operators reject at the same moment', async () => {
    const { first, second } = await financeTeam(t);
    const { member, request } = await requested('400.00', 100_000n);
    const outcomes = await Promise.allSettled([
      first.call(rejectWithdrawalEndpoint, { params: { id: request.id }, body: { reason: 'Duplicate request' } }),
      second.call(rejectWithdrawalEndpoint, { params: { id: request.id }, body: { reason: 'Duplicate request' } }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o) => o.status === 'rejected');
    expect((refused?.reason as ApiError | undefined)?.errorCode).toBe('invalid_state');
    expect(await walletOf(t, member)).toEqual({ main: 100_000n, hold: 0n });
  });

  it('lets only one of a rejection and a payout sent together win, and the money follows the winner', async () => {
    const { first, second } = await financeTeam(t);
    for (let round = 0; round < 4; round++) {
      const { member, request } = await requested('250.00', 100_000n);
      await first.call(approveWithdrawalEndpoint, { params: { id: request.id } });
      const paidBefore = await balanceOf(t, member.merchantId, houseAccount('withdrawals', member.id));
      const [reject, pay] = await Promise.allSettled([
        first.call(rejectWithdrawalEndpoint, { params: { id: request.id }, body: { reason: 'Changed my mind' } }),
        second.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: `PBB-${round}` } }),
      ]);
      expect([reject.status, pay.status].sort()).toEqual(['fulfilled', 'rejected']);
      const paidOut = (await balanceOf(t, member.merchantId, houseAccount('withdrawals', member.id))) - paidBefore;
      const wallet = await walletOf(t, member);
      expect(wallet.hold).toBe(0n);
      if (reject.status === 'fulfilled') expect([wallet.main, paidOut, (await queueRow(t, request.id)).status]).toEqual([100_000n, 0n, 'rejected']);
      else expect([wallet.main, paidOut, (await queueRow(t, request.id)).status]).toEqual([75_000n, 25_000n, 'paid']);
    }
  });

  it('completes a four-eyes approval once when both operators approve together, and refuses the same operator twice', async () => {
    const { first, second } = await financeTeam(t);
    const both = await requested('12000.00');
    await Promise.all([
      first.call(approveWithdrawalEndpoint, { params: { id: both.request.id } }),
      second.call(approveWithdrawalEndpoint, { params: { id: both.request.id } }),
    ]);
    expect(await queueRow(t, both.request.id)).toMatchObject({ status: 'approved' });
    expect((await queueRow(t, both.request.id)).approvals).toHaveLength(2);

    const same = await requested('12000.00');
    const outcomes = await Promise.allSettled([
      first.call(approveWithdrawalEndpoint, { params: { id: same.request.id } }),
      first.call(approveWithdrawalEndpoint, { params: { id: same.request.id } }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await queueRow(t, same.request.id)).toMatchObject({ status: 'pending', approvals: [{ operator: 'admin' }] });
  });
});
