// Withdrawal requests that must be refused, each with a clear code and field and nothing written: bad amounts,
// amounts outside the merchant's limits, a wrong, missing or throttled payment password, and a bank account
// that is not the member's own or has been removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeBankAccountEndpoint } from '@orbit/contracts/payments';
import { memberBankAccounts } from '../src/db/schema/payments.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { addAccount, freshSession, moneyMember, rowCount, walletOf, withdraw, type MoneyMember } from './support/payments.ts';

describe('withdrawal requests refused', () => {
  let t: TestApp;
  let member: MoneyMember;
  let accountId: number;
  let ledgerRows: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = await moneyMember(t, { funds: 100_000n });
    accountId = (await addAccount(member)).id;
    ledgerRows = await rowCount(t, 'ledger_transactions', member);
  });
  afterAll(() => t.close());

  /** Nothing of the refused request is left: no withdrawal, no ledger movement, the same balances. */
  async function expectNothingWritten(who = member, funds = 100_000n) {
    expect(await rowCount(t, 'withdrawals', who)).toBe(0);
    if (who === member) expect(await rowCount(t, 'ledger_transactions', who)).toBe(ledgerRows);
    expect(await walletOf(t, who)).toEqual({ main: funds, hold: 0n });
  }

  it.each([
    ['0', 'amount_invalid', 400],
    ['0.00', 'amount_invalid', 400],
    ['-5', 'validation_failed', 400],
    ['10.001', 'amount_invalid', 400],
    ['1e3', 'validation_failed', 400],
    ['abc', 'validation_failed', 400],
    ['', 'validation_failed', 400],
    ['12,50', 'validation_failed', 400],
    ['99999999999999999999', 'validation_failed', 400],
    ['9999999999999', 'amount_above_maximum', 422],
    ['49.99', 'amount_below_minimum', 422],
    ['30000.01', 'amount_above_maximum', 422],
  ])('refuses the amount %j with %s', async (amount, errorCode, status) => {
    expect(await failure(withdraw(member, accountId, amount))).toEqual({ errorCode, status, field: 'amount' });
    await expectNothingWritten();
  });

  it('asks for a payment password first when none is set', async () => {
    const who = await moneyMember(t, { funds: 20_000n, paymentPassword: null });
    // Without a payment password no bank account can be added either; one is put on file directly here.
    const [row] = await t.database.db
      .insert(memberBankAccounts)
      .values({
        merchantId: who.merchantId,
        memberId: who.id,
        bank: 'CIMB Bank',
        accountName: 'Siti Binti Ahmad',
        accountNumber: '8001234567',
        createdAt: t.clock.now(),
      })
      .returning();
    if (!row) throw new Error('account not stored');
    expect(await failure(withdraw(who, row.id, '60.00', { paymentPassword: '123456' }))).toEqual({
      errorCode: 'payment_password_required',
      status: 422,
      field: 'paymentPassword',
    });
    await expectNothingWritten(who, 20_000n);
  });

  it("refuses another member's bank account and a removed one", async () => {
    const other = await moneyMember(t);
    const theirs = await addAccount(other);
    expect(await failure(withdraw(member, theirs.id, '60.00'))).toEqual({ errorCode: 'not_found', status: 404, field: 'bankAccountId' });
    expect(await failure(withdraw(member, 9_999_999, '60.00'))).toEqual({ errorCode: 'not_found', status: 404, field: 'bankAccountId' });
    const spare = await addAccount(member);
    await member.api.call(removeBankAccountEndpoint, { params: { id: spare.id } });
    expect(await failure(withdraw(member, spare.id, '60.00'))).toEqual({ errorCode: 'not_found', status: 404, field: 'bankAccountId' });
    await expectNothingWritten();
  });

  it('refuses a malformed request id or bank account id', async () => {
    expect(await failure(withdraw(member, accountId, '60.00', { requestId: 'short' }))).toMatchObject({ errorCode: 'validation_failed', status: 400 });
    expect(await failure(withdraw(member, -1, '60.00'))).toMatchObject({ errorCode: 'validation_failed', status: 400 });
    await expectNothingWritten();
  });

  // Last: it moves the clock an hour on, which ends the other members' sessions.
  it('refuses a wrong payment password, and every try after 5 wrong ones in an hour', async () => {
    const who = await moneyMember(t, { funds: 20_000n });
    const account = await addAccount(who);
    for (let i = 0; i < 5; i++)
      expect(await failure(withdraw(who, account.id, '60.00', { paymentPassword: '000000' }))).toEqual({
        errorCode: 'payment_password_wrong',
        status: 422,
        field: 'paymentPassword',
      });
    expect(await failure(withdraw(who, account.id, '60.00'))).toEqual({ errorCode: 'too_many_requests', status: 429, field: 'paymentPassword' });
    await expectNothingWritten(who, 20_000n);
    // An hour after the first wrong try the member may try again.
    t.clock.advance(61 * 60_000);
    const again = await freshSession(t, who);
    expect((await withdraw(again, account.id, '60.00')).status).toBe('pending');
  });
});
