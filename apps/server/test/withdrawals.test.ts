// Withdrawals through the real app, as a member and finance meet them: the request holds the money, finance
// approves and pays (or rejects, which gives the money back), the member confirms receipt in full, in part,
// or not at all with a proof image, and a payout left unanswered counts as received when the job runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approveWithdrawalEndpoint, consoleWithdrawalsEndpoint, markWithdrawalPaidEndpoint, rejectWithdrawalEndpoint } from '@orbit/contracts/console-finance';
import { freePlayEndpoint } from '@orbit/contracts/member';
import { confirmWithdrawalEndpoint, PAYMENT_UPLOAD_PATH, withdrawalsEndpoint, withdrawInfoEndpoint } from '@orbit/contracts/payments';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import { members } from '../src/db/schema/members.ts';
import { ledgerTransactions } from '../src/db/schema/wallet.ts';
import { houseAccount } from '../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi, failure } from './support/members.ts';
import { addAccount, balanceOf, financeTeam, freshSession, moneyMember, queueRow, rowCount, walletOf, withdraw, type MoneyMember } from './support/payments.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

describe('withdrawals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A member with money and one bank account. */
  async function ready(funds = 50_000n) {
    const member = await moneyMember(t, { funds });
    const account = await addAccount(member, { accountNumber: '514012345678' });
    return { member, account };
  }

  async function upload(member: MoneyMember): Promise<string> {
    const boundary = '----orbit-proof';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: PAYMENT_UPLOAD_PATH,
      headers: { host: 'localhost', authorization: member.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(reply.statusCode).toBe(200);
    return (reply.json() as { value: { uploadId: string } }).value.uploadId;
  }

  async function paidWithdrawal(amount = '100.00') {
    const { member, account } = await ready();
    const request = await withdraw(member, account.id, amount);
    const { first } = await financeTeam(t);
    await first.call(approveWithdrawalEndpoint, { params: { id: request.id } });
    await first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: `MBB${request.id}` } });
    return { member, request };
  }

  it('holds the money at request, and finance approves, pays, and the member confirms receipt', async () => {
    const { member, account } = await ready();
    expect(account.accountNumber).toBe('********5678');
    const info = await member.api.call(withdrawInfoEndpoint);
    expect(info).toMatchObject({
      min: '50.00',
      max: '30000.00',
      dailyCount: 5,
      usedToday: 0,
      mainBalance: '500.00',
      realName: 'Siti Binti Ahmad',
      hasPaymentPassword: true,
    });
    expect(info.bankAccounts.map((a) => a.id)).toEqual([account.id]);

    const request = await withdraw(member, account.id, '120.50');
    expect(request).toMatchObject({ status: 'pending', amount: '120.50', bank: 'Maybank', accountName: 'Siti Binti Ahmad', accountNumber: '********5678' });
    const day = zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur').replaceAll('-', '');
    expect(request.orderNo).toMatch(new RegExp(`^W${day}-\\d{6}$`));
    expect(await walletOf(t, member)).toEqual({ main: 37_950n, hold: 12_050n });
    expect((await member.api.call(withdrawInfoEndpoint)).usedToday).toBe(1);

    const { first } = await financeTeam(t);
    const queued = await queueRow(t, request.id);
    expect(queued).toMatchObject({ username: member.username, realName: 'Siti Binti Ahmad', accountNumber: '514012345678', approvalsNeeded: 1, approvals: [] });
    const approved = await first.call(approveWithdrawalEndpoint, { params: { id: request.id } });
    expect(approved).toMatchObject({ status: 'approved', decidedBy: 'admin', approvals: [{ operator: 'admin' }] });
    expect(await walletOf(t, member)).toEqual({ main: 37_950n, hold: 12_050n });

    const paidAt = t.clock.now();
    const paid = await first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'MBB-778812' } });
    expect(paid).toMatchObject({ status: 'paid', payoutReference: 'MBB-778812' });
    // The demo merchant gives members 1440 minutes to answer.
    expect(paid.confirmBy).toBe(new Date(paidAt.getTime() + 1440 * 60_000).toISOString());
    expect(await walletOf(t, member)).toEqual({ main: 37_950n, hold: 0n });
    expect(await balanceOf(t, member.merchantId, houseAccount('withdrawals', member.id))).toBeGreaterThanOrEqual(12_050n);

    const waiting = await member.api.call(withdrawInfoEndpoint);
    expect(waiting.awaitingConfirmation.map((w) => w.id)).toEqual([request.id]);
    const confirmed = await member.api.call(confirmWithdrawalEndpoint, { params: { id: request.id }, body: { outcome: 'received' } });
    expect(confirmed).toMatchObject({ status: 'received', amountReceived: '120.50' });
    expect(await failure(member.api.call(confirmWithdrawalEndpoint, { params: { id: request.id }, body: { outcome: 'received' } }))).toMatchObject({
      errorCode: 'invalid_state',
      status: 409,
    });
    expect((await member.api.call(withdrawInfoEndpoint)).awaitingConfirmation).toEqual([]);

    // The member's account record: the hold and the payout, under the order number.
    const kinds = await t.database.db
      .select({ kind: ledgerTransactions.kind, reference: ledgerTransactions.reference })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, member.id), eq(ledgerTransactions.reference, request.orderNo)));
    expect(kinds.map((k) => k.kind).sort()).toEqual(['withdrawal_hold', 'withdrawal_paid']);
    const list = await member.api.call(withdrawalsEndpoint, { query: { page: 1, pageSize: 10 } });
    expect(list).toMatchObject({ total: 1, items: [{ id: request.id, status: 'received' }] });
  });

  it('gives the held money back when finance rejects, with the reason the member reads', async () => {
    const { member, account } = await ready();
    const request = await withdraw(member, account.id, '200.00');
    expect(await walletOf(t, member)).toEqual({ main: 30_000n, hold: 20_000n });
    const { first } = await financeTeam(t);
    expect((await failure(first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'X1' } }))).errorCode).toBe(
      'invalid_state',
    );
    const rejected = await first.call(rejectWithdrawalEndpoint, { params: { id: request.id }, body: { reason: 'Account name does not match' } });
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: 'Account name does not match', decidedBy: 'admin' });
    expect(await walletOf(t, member)).toEqual({ main: 50_000n, hold: 0n });
    const seen = await member.api.call(withdrawalsEndpoint, { query: { page: 1, pageSize: 10, status: 'rejected' } });
    expect(seen.items).toMatchObject([{ id: request.id, rejectReason: 'Account name does not match' }]);
    // Nothing moves twice: a second rejection, an approval or a payout of a rejected withdrawal are refused.
    for (const call of [
      () => first.call(rejectWithdrawalEndpoint, { params: { id: request.id }, body: { reason: 'again' } }),
      () => first.call(approveWithdrawalEndpoint, { params: { id: request.id } }),
      () => first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'X2' } }),
    ])
      expect(await failure(call())).toMatchObject({ errorCode: 'invalid_state', status: 409 });
    expect(await walletOf(t, member)).toEqual({ main: 50_000n, hold: 0n });
    // An approved withdrawal can still be rejected (the payout failed) and returns its money.
    const second = await withdraw(member, account.id, '80.00');
    await first.call(approveWithdrawalEndpoint, { params: { id: second.id } });
    await first.call(rejectWithdrawalEndpoint, { params: { id: second.id }, body: { reason: 'Bank returned the transfer' } });
    expect(await walletOf(t, member)).toEqual({ main: 50_000n, hold: 0n });
  });

  it('records a partial receipt and a missing payout with its proof for finance, without moving money', async () => {
    const partial = await paidWithdrawal('100.00');
    const confirmPart = (amountReceived: string) =>
      partial.member.api.call(confirmWithdrawalEndpoint, { params: { id: partial.request.id }, body: { outcome: 'partially_received', amountReceived } });
    const before = await walletOf(t, partial.member);
    for (const amountReceived of ['100.00', '150', '0'])
      expect(await failure(confirmPart(amountReceived))).toMatchObject({
        errorCode: 'amount_invalid',
        field: 'amountReceived',
      });
    const answered = await confirmPart('60.00');
    expect(answered).toMatchObject({ status: 'partially_received', amountReceived: '60.00' });
    expect(await walletOf(t, partial.member)).toEqual(before);
    expect(await queueRow(t, partial.request.id)).toMatchObject({ status: 'partially_received', amountReceived: '60.00' });

    const missing = await paidWithdrawal('75.00');
    const stranger = await moneyMember(t);
    const notMine = await upload(stranger);
    expect(
      await failure(
        missing.member.api.call(confirmWithdrawalEndpoint, { params: { id: missing.request.id }, body: { outcome: 'not_received', proofUploadId: notMine } }),
      ),
    ).toMatchObject({ errorCode: 'not_found', field: 'proofUploadId' });
    // Another member cannot answer for this withdrawal.
    expect(await failure(stranger.api.call(confirmWithdrawalEndpoint, { params: { id: missing.request.id }, body: { outcome: 'received' } }))).toMatchObject({
      errorCode: 'not_found',
    });
    const proof = await upload(missing.member);
    const notReceived = await missing.member.api.call(confirmWithdrawalEndpoint, {
      params: { id: missing.request.id },
      body: { outcome: 'not_received', proofUploadId: proof, remark: 'Nothing in my Maybank account' },
    });
    expect(notReceived).toMatchObject({ status: 'not_received', amountReceived: '0.00' });
    expect(await queueRow(t, missing.request.id)).toMatchObject({
      status: 'not_received',
      proofUploadId: proof,
      memberRemark: 'Nothing in my Maybank account',
    });
    const { first } = await financeTeam(t);
    const flagged = await first.call(consoleWithdrawalsEndpoint, { query: { page: 1, pageSize: 50, status: 'not_received' } });
    expect(flagged.items.map((row) => row.id)).toEqual([missing.request.id]);
  });

  it('only lets a paid withdrawal be confirmed', async () => {
    const { member, account } = await ready();
    const request = await withdraw(member, account.id, '60.00');
    expect(await failure(member.api.call(confirmWithdrawalEndpoint, { params: { id: request.id }, body: { outcome: 'received' } }))).toMatchObject({
      errorCode: 'invalid_state',
    });
    expect(await failure(member.api.call(confirmWithdrawalEndpoint, { params: { id: 987_654 }, body: { outcome: 'received' } }))).toMatchObject({
      errorCode: 'not_found',
    });
  });

  it('counts a payout left unanswered as received once the time has passed and the job runs', async () => {
    const paid = await paidWithdrawal('90.00');
    t.clock.advance(1439 * 60_000);
    await t.jobs.tick();
    expect((await queueRow(t, paid.request.id)).status).toBe('paid');
    t.clock.advance(2 * 60_000);
    // Past the time the member can no longer answer, even before the job has run.
    const member = await freshSession(t, paid.member);
    expect(
      await failure(
        member.api.call(confirmWithdrawalEndpoint, { params: { id: paid.request.id }, body: { outcome: 'partially_received', amountReceived: '1' } }),
      ),
    ).toMatchObject({ errorCode: 'invalid_state' });
    expect((await member.api.call(withdrawInfoEndpoint)).awaitingConfirmation).toEqual([]);
    await t.jobs.tick();
    const row = await queueRow(t, paid.request.id);
    expect(row).toMatchObject({ status: 'auto_received', amountReceived: '90.00', confirmedAt: row.confirmBy });
    expect((await member.api.call(withdrawInfoEndpoint)).awaitingConfirmation).toEqual([]);
  });

  it('limits the withdrawals of a day in the merchant time zone; a rejected one gives its turn back', async () => {
    // 23:00 in Kuala Lumpur, two days on: the next day starts an hour later there.
    const day = zonedDay(new Date(t.clock.now().getTime() + 2 * 86_400_000), 'Asia/Kuala_Lumpur');
    const elevenPm = zonedDayStart(day, 'Asia/Kuala_Lumpur').getTime() + 23 * 3_600_000;
    t.clock.set(new Date(elevenPm));
    await changeSettings(await consoleApi(t), 'payments', (current: { withdrawal: object }) => ({
      ...current,
      withdrawal: { ...current.withdrawal, dailyCount: 2 },
    }));
    try {
      const { member, account } = await ready();
      const first = await withdraw(member, account.id, '50.00');
      await withdraw(member, account.id, '50.00');
      expect(await failure(withdraw(member, account.id, '50.00'))).toMatchObject({ errorCode: 'withdrawal_count_exceeded', status: 422 });
      expect(await rowCount(t, 'withdrawals', member)).toBe(2);
      expect(await walletOf(t, member)).toEqual({ main: 40_000n, hold: 10_000n });
      const { first: finance } = await financeTeam(t);
      await finance.call(rejectWithdrawalEndpoint, { params: { id: first.id }, body: { reason: 'Please use another account' } });
      await withdraw(member, account.id, '50.00');
      expect(await failure(withdraw(member, account.id, '50.00'))).toMatchObject({ errorCode: 'withdrawal_count_exceeded' });
      t.clock.set(new Date(elevenPm + 3_600_000 + 1000));
      expect((await member.api.call(withdrawInfoEndpoint)).usedToday).toBe(0);
      await withdraw(member, account.id, '50.00');
    } finally {
      await changeSettings(await consoleApi(t), 'payments', (current: { withdrawal: object }) => ({
        ...current,
        withdrawal: { ...current.withdrawal, dailyCount: 5 },
      }));
    }
  });

  it('lets a cooling-off or self-excluded member withdraw, and refuses a trial account', async () => {
    const { member, account } = await ready();
    const later = new Date(t.clock.now().getTime() + 7 * 86_400_000);
    await t.database.db.update(members).set({ coolOffUntil: later, selfExcludedUntil: later }).where(eq(members.id, member.id));
    const request = await withdraw(member, account.id, '70.00');
    expect(request.status).toBe('pending');
    expect(await walletOf(t, member)).toEqual({ main: 43_000n, hold: 7_000n });

    const trial = await t.client().call(freePlayEndpoint, { body: {} });
    const trialApi = t.client(() => ({ authorization: trial.token }));
    expect(await failure(trialApi.call(withdrawInfoEndpoint))).toMatchObject({ errorCode: 'in_need_true_account', status: 403 });
  });

  it('answers a repeated request with the first withdrawal and holds the money once', async () => {
    const { member, account } = await ready();
    const requestId = 'withdraw-once-0001';
    const replies = await Promise.all(Array.from({ length: 5 }, () => withdraw(member, account.id, '100.00', { requestId })));
    expect(new Set(replies.map((r) => r.id)).size).toBe(1);
    expect(await withdraw(member, account.id, '100.00', { requestId })).toMatchObject({ id: replies[0]?.id, orderNo: replies[0]?.orderNo });
    expect(await walletOf(t, member)).toEqual({ main: 40_000n, hold: 10_000n });
    expect(await failure(withdraw(member, account.id, '100.01', { requestId }))).toMatchObject({
      errorCode: 'idempotency_conflict',
      status: 409,
      field: 'requestId',
    });
    expect(await rowCount(t, 'withdrawals', member)).toBe(1);
  });

  it('never holds more than the main wallet had when many requests arrive at once', async () => {
    await changeSettings(await consoleApi(t), 'payments', (current: { withdrawal: object }) => ({
      ...current,
      withdrawal: { ...current.withdrawal, dailyCount: 30 },
    }));
    try {
      const { member, account } = await ready();
      const outcomes = await Promise.allSettled(Array.from({ length: 10 }, () => withdraw(member, account.id, '60.00')));
      const refused = await Promise.all(outcomes.filter((o) => o.status === 'rejected').map((o) => failure(Promise.reject(o.reason as Error))));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(8);
      expect(new Set(refused.map((r) => r.errorCode))).toEqual(new Set(['insufficient_funds']));
      expect(await walletOf(t, member)).toEqual({ main: 2_000n, hold: 48_000n });
      expect(await rowCount(t, 'withdrawals', member)).toBe(8);
    } finally {
      await changeSettings(await consoleApi(t), 'payments', (current: { withdrawal: object }) => ({
        ...current,
        withdrawal: { ...current.withdrawal, dailyCount: 5 },
      }));
    }
  }, 90_000);

  it('refuses more than the main wallet holds and writes nothing', async () => {
    const { member, account } = await ready(10_000n);
    const ledgerBefore = await rowCount(t, 'ledger_transactions', member);
    expect(await failure(withdraw(member, account.id, '100.01'))).toMatchObject({ errorCode: 'insufficient_funds', status: 422 });
    expect(await rowCount(t, 'withdrawals', member)).toBe(0);
    expect(await rowCount(t, 'ledger_transactions', member)).toBe(ledgerBefore);
    expect(await walletOf(t, member)).toEqual({ main: 10_000n, hold: 0n });
    await withdraw(member, account.id, '100.00');
    expect(await walletOf(t, member)).toEqual({ main: 0n, hold: 10_000n });
  });
});
