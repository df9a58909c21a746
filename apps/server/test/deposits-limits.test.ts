// Responsible-gaming deposit limits as the member centre uses them (docs/wallet.md): a lower limit at once, a
// higher one or none only after 24 hours, the lowest remaining amount over 24 h / 7 d / 30 d, pending and
// approved deposits counted, and both deposit paths refused beyond it without writing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rejectDepositEndpoint } from '@orbit/contracts/console-finance';
import { bankDepositEndpoint, depositLimitsEndpoint, depositMethodsEndpoint, onlineDepositEndpoint, setDepositLimitsEndpoint } from '@orbit/contracts/payments';
import { responsibleGamingEndpoint } from '@orbit/contracts/member-security';
import type { ApiClient } from '@orbit/contracts/client';
import { depositLimits } from '../src/db/schema/payments.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, failure } from './support/members.ts';
import { countFor, depositor, newRequestId, relogin, uploadImage, type Depositor } from './support/deposits.ts';

const HOUR = 60 * 60 * 1000;

describe('deposit limits', () => {
  let t: TestApp;
  let finance: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await consoleApi(t);
  });
  afterAll(() => t.close());

  const setLimits = (member: Depositor, daily: string | null, weekly: string | null = null, monthly: string | null = null) =>
    member.api.call(setDepositLimitsEndpoint, { body: { daily, weekly, monthly } });
  const bank = async (member: Depositor, amount: string) =>
    member.api.call(bankDepositEndpoint, {
      body: {
        requestId: newRequestId(),
        methodId: 'bank-transfer',
        bankAccountId: 'cimb-1',
        amount,
        reference: 'CIMB-1',
        receiptUploadId: await uploadImage(t, member.token),
      },
    });
  const online = (member: Depositor, amount: string) =>
    member.api.call(onlineDepositEndpoint, { body: { requestId: newRequestId(), methodId: 'duitnow-qr', amount } });

  it('applies a lower limit at once and counts pending and approved deposits against it on both paths', async () => {
    const member = await depositor(t);
    const set = await setLimits(member, '500');
    expect(set).toMatchObject({ daily: '500.00', weekly: null, pending: null, remaining: '500.00' });
    await bank(member, '300');
    expect(await member.api.call(depositLimitsEndpoint)).toMatchObject({ used: { daily: '300.00', weekly: '300.00', monthly: '300.00' }, remaining: '200.00' });
    const before = await countFor(t, 'deposits', member);
    expect(await failure(bank(member, '250'))).toMatchObject({ errorCode: 'deposit_limit_exceeded', status: 422, field: 'amount' });
    expect(await failure(online(member, '200.01'))).toMatchObject({ errorCode: 'deposit_limit_exceeded', field: 'amount' });
    expect(await countFor(t, 'deposits', member)).toBe(before);
    await online(member, '200');
    expect(await failure(bank(member, '30'))).toMatchObject({ errorCode: 'deposit_limit_exceeded' });
    expect((await member.api.call(depositMethodsEndpoint)).limits.remaining).toBe('0.00');
  });

  it('lets no burst of deposits at once pass the limit', async () => {
    const member = await depositor(t);
    await setLimits(member, '250');
    const receipts = await Promise.all(Array.from({ length: 6 }, () => uploadImage(t, member.token)));
    const outcomes = await Promise.allSettled(
      receipts.map((receiptUploadId) =>
        member.api.call(bankDepositEndpoint, {
          body: { requestId: newRequestId(), methodId: 'bank-transfer', bankAccountId: 'cimb-1', amount: '100', reference: 'CIMB-2', receiptUploadId },
        }),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    expect(outcomes.filter((o) => o.status === 'rejected').every((o) => (o.reason as { errorCode?: string }).errorCode === 'deposit_limit_exceeded')).toBe(
      true,
    );
    expect(await countFor(t, 'deposits', member)).toBe(2);
  });

  it('frees the limit when a deposit is rejected', async () => {
    const member = await depositor(t);
    await setLimits(member, '100');
    const deposit = await bank(member, '100');
    expect(await failure(bank(member, '30'))).toMatchObject({ errorCode: 'deposit_limit_exceeded' });
    await finance.call(rejectDepositEndpoint, { params: { id: deposit.id }, body: { reason: 'Wrong amount on the receipt' } });
    expect((await member.api.call(depositLimitsEndpoint)).remaining).toBe('100.00');
    await bank(member, '30');
  });

  it('applies the lowest remaining amount over the three windows', async () => {
    const member = await depositor(t);
    await setLimits(member, '1000', '400', '5000');
    await bank(member, '350');
    expect((await member.api.call(depositLimitsEndpoint)).remaining).toBe('50.00');
    expect(await failure(bank(member, '51'))).toMatchObject({ errorCode: 'deposit_limit_exceeded' });
  });

  it('makes a raise wait 24 hours, applies it when due, and lets older deposits leave the 24-hour window', async () => {
    let member = await depositor(t);
    await setLimits(member, '200');
    await bank(member, '200');
    const raised = await setLimits(member, '1000');
    expect(raised.daily).toBe('200.00');
    expect(raised.pending).toMatchObject({ daily: '1000.00', weekly: null, monthly: null });
    const effectiveAt = Date.parse(raised.pending!.effectiveAt);
    expect(effectiveAt - t.clock.now().getTime()).toBe(24 * HOUR);
    // Asking for the same raise again keeps its time.
    t.clock.advance(HOUR);
    expect((await setLimits(member, '1000')).pending?.effectiveAt).toBe(raised.pending!.effectiveAt);
    expect(await failure(bank(member, '30'))).toMatchObject({ errorCode: 'deposit_limit_exceeded' });

    t.clock.set(new Date(effectiveAt + 1000));
    member = await relogin(t, member);
    const after = await member.api.call(depositLimitsEndpoint);
    expect(after).toMatchObject({ daily: '1000.00', pending: null, used: { daily: '0.00', weekly: '200.00' }, remaining: '1000.00' });
    await bank(member, '1000');
  });

  it('makes removing a limit wait 24 hours too, and a new decrease drops a pending raise', async () => {
    let member = await depositor(t);
    await setLimits(member, '300', '600');
    const removal = await setLimits(member, null, '600');
    expect(removal).toMatchObject({ daily: '300.00', pending: { daily: null, weekly: '600.00' } });
    const lower = await setLimits(member, '250', '600');
    expect(lower).toMatchObject({ daily: '250.00', weekly: '600.00', pending: null });
    t.clock.advance(25 * HOUR);
    member = await relogin(t, member);
    expect(await member.api.call(depositLimitsEndpoint)).toMatchObject({ daily: '250.00', pending: null });
  });

  it('applies due raises from the job as well', async () => {
    const member = await depositor(t);
    await setLimits(member, '100');
    await setLimits(member, '900');
    t.clock.advance(24 * HOUR + 1000);
    const applied = await t.database.db.transaction((tx) => t.services.depositLimits.applyDue(tx));
    expect(applied).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(depositLimits).where(eq(depositLimits.memberId, member.id));
    expect([row?.daily, row?.pending, row?.pendingEffectiveAt]).toEqual([90_000n, null, null]);
  });

  it('refuses limits that are not amounts, naming the field', async () => {
    const member = await depositor(t);
    expect(await failure(setLimits(member, '0'))).toMatchObject({ errorCode: 'amount_invalid', field: 'daily' });
    expect(await failure(setLimits(member, null, '10.001'))).toMatchObject({ errorCode: 'amount_invalid', field: 'weekly' });
    expect(await failure(setLimits(member, null, null, '-1'))).toMatchObject({ errorCode: 'validation_failed', field: 'monthly' });
    expect(await member.api.call(depositLimitsEndpoint)).toMatchObject({ daily: null, weekly: null, monthly: null });
  });

  it('refuses an online deposit from a self-excluded member', async () => {
    const member = await depositor(t);
    await member.api.call(responsibleGamingEndpoint, { body: { action: 'selfExclude', months: 6, password: 'Harimau#Gold88' } });
    const again = await relogin(t, member);
    expect(await failure(online(again, '50'))).toMatchObject({ errorCode: 'self_excluded' });
    expect(await countFor(t, 'deposits', member)).toBe(0);
  });
});
