// The member's bank accounts for withdrawals: in the real name only, at the merchant's banks, with the
// payment password, a few per member, shown masked, and not removable while a withdrawal to them is open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { rejectWithdrawalEndpoint } from '@orbit/contracts/console-finance';
import { addBankAccountEndpoint, bankAccountsEndpoint, removeBankAccountEndpoint } from '@orbit/contracts/payments';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { addAccount, financeTeam, moneyMember, PAYMENT_PASSWORD, rowCount, withdraw } from './support/payments.ts';

describe('bank accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the merchant banks and the member real name, and adds an account in that name, masked', async () => {
    const member = await moneyMember(t);
    const empty = await member.api.call(bankAccountsEndpoint);
    expect(empty).toMatchObject({ items: [], realName: 'Siti Binti Ahmad', max: 3 });
    expect(empty.banks.map((bank) => bank.name)).toEqual(expect.arrayContaining(['Maybank', 'CIMB Bank', 'Public Bank']));

    const added = await member.api.call(addBankAccountEndpoint, {
      body: { bank: 'public bank', accountNumber: '3123456789', paymentPassword: PAYMENT_PASSWORD },
    });
    expect(added).toMatchObject({
      bank: 'Public Bank',
      bankCode: 'PBB',
      logo: '/TCG_PROD_IMAGES/BANK_LOGO/PBB.svg',
      accountName: 'Siti Binti Ahmad',
      accountNumber: '******6789',
    });
    expect((await member.api.call(bankAccountsEndpoint)).items).toEqual([added]);
    // The audit log records the change without the full number.
    const console = (await financeTeam(t)).first;
    const audit = await console.call(listAuditEndpoint, { query: { page: 1, pageSize: 20, action: 'member.bank-account.add' } });
    expect(audit.items.find((entry) => entry.target === member.username)?.detail).toMatchObject({ bank: 'Public Bank', accountNumber: '******6789' });
    expect(JSON.stringify(audit.items)).not.toContain('3123456789');
  });

  it('refuses an account before the real name is set, at a bank not offered, or without the right payment password', async () => {
    const nameless = await moneyMember(t, { realName: null });
    const add = (who: typeof nameless, body: { bank?: string; accountNumber?: string; paymentPassword?: string }) =>
      who.api.call(addBankAccountEndpoint, { body: { bank: 'Maybank', accountNumber: '514099990000', paymentPassword: PAYMENT_PASSWORD, ...body } });
    expect(await failure(add(nameless, {}))).toEqual({ errorCode: 'real_name_required', status: 422, field: 'realName' });
    expect(await rowCount(t, 'member_bank_accounts', nameless)).toBe(0);

    const member = await moneyMember(t);
    expect(await failure(add(member, { bank: 'Bank of Atlantis' }))).toEqual({ errorCode: 'validation_failed', status: 400, field: 'bank' });
    expect(await failure(add(member, { paymentPassword: '135791' }))).toEqual({ errorCode: 'payment_password_wrong', status: 422, field: 'paymentPassword' });
    expect(await failure(add(member, { accountNumber: '5140-9999' }))).toMatchObject({ errorCode: 'validation_failed', status: 400, field: 'accountNumber' });
    expect(await rowCount(t, 'member_bank_accounts', member)).toBe(0);

    const noPassword = await moneyMember(t, { paymentPassword: null });
    expect(await failure(add(noPassword, {}))).toEqual({ errorCode: 'payment_password_required', status: 422, field: 'paymentPassword' });
  });

  it('refuses the same account twice and more than the merchant allows, also when sent at once', async () => {
    const member = await moneyMember(t);
    await addAccount(member, { bank: 'Maybank', accountNumber: '514011112222' });
    expect(await failure(addAccount(member, { bank: 'Maybank', accountNumber: '514011112222' }))).toEqual({
      errorCode: 'conflict',
      status: 409,
      field: 'accountNumber',
    });
    // The same number at another bank is another account.
    await addAccount(member, { bank: 'RHB Bank', accountNumber: '514011112222' });
    const outcomes = await Promise.allSettled(['1', '2', '3'].map((n) => addAccount(member, { accountNumber: `70000000000${n}` })));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await failure(addAccount(member))).toMatchObject({ errorCode: 'bank_account_limit', status: 422 });
    expect((await member.api.call(bankAccountsEndpoint)).items).toHaveLength(3);
  });

  it('removes an account unless a withdrawal to it is still open, and never another member’s', async () => {
    const member = await moneyMember(t, { funds: 50_000n });
    const account = await addAccount(member, { accountNumber: '514055556666' });
    const other = await moneyMember(t);
    expect(await failure(other.api.call(removeBankAccountEndpoint, { params: { id: account.id } }))).toMatchObject({ errorCode: 'not_found', status: 404 });
    expect((await other.api.call(bankAccountsEndpoint)).items).toEqual([]);

    const request = await withdraw(member, account.id, '100.00');
    expect(await failure(member.api.call(removeBankAccountEndpoint, { params: { id: account.id } }))).toMatchObject({
      errorCode: 'invalid_state',
      status: 409,
    });
    expect((await member.api.call(bankAccountsEndpoint)).items).toHaveLength(1);
    await (await financeTeam(t)).first.call(rejectWithdrawalEndpoint, { params: { id: request.id }, body: { reason: 'Please try again' } });
    expect(await member.api.call(removeBankAccountEndpoint, { params: { id: account.id } })).toEqual({});
    expect((await member.api.call(bankAccountsEndpoint)).items).toEqual([]);
    expect(await failure(member.api.call(removeBankAccountEndpoint, { params: { id: account.id } }))).toMatchObject({ errorCode: 'not_found' });
    // Once removed, the same account may be added again.
    expect((await addAccount(member, { accountNumber: '514055556666' })).accountNumber).toBe('********6666');
  });
});
