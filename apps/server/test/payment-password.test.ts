// The payment password check the money calls share (withdraw, bank accounts, transfer to upline): none set,
// wrong, right, and the limit of 5 wrong tries an hour, also against tries sent all at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentPasswordAttempts } from '../src/db/schema/members.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { moneyMember, PAYMENT_PASSWORD } from './support/payments.ts';

describe('payment password check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (member: { merchantId: number; id: number }, password: string) =>
    t.services.members.paymentPasswords.verify({ id: member.merchantId }, member.id, password);

  it('asks for a payment password to be set first', async () => {
    const member = await moneyMember(t, { paymentPassword: null });
    expect(await failure(verify(member, '123456'))).toEqual({ errorCode: 'payment_password_required', status: 0, field: 'paymentPassword' });
    expect(await t.services.members.paymentPasswords.isSet(member.merchantId, member.id)).toBe(false);
  });

  it('accepts the right one and refuses a wrong one', async () => {
    const member = await moneyMember(t);
    await expect(verify(member, PAYMENT_PASSWORD)).resolves.toBeUndefined();
    expect(await failure(verify(member, '999999'))).toEqual({ errorCode: 'payment_password_wrong', status: 0, field: 'paymentPassword' });
    expect(await t.services.members.paymentPasswords.isSet(member.merchantId, member.id)).toBe(true);
  });

  it('refuses every try after 5 wrong ones in an hour, the right one too, until the hour has passed', async () => {
    const member = await moneyMember(t);
    // A right try between wrong ones does not count against the member.
    await verify(member, PAYMENT_PASSWORD);
    for (let i = 0; i < 5; i++) {
      expect((await failure(verify(member, `00000${i}`))).errorCode).toBe('payment_password_wrong');
      t.clock.advance(60_000);
    }
    expect((await failure(verify(member, PAYMENT_PASSWORD))).errorCode).toBe('too_many_requests');
    expect((await failure(verify(member, '000009'))).errorCode).toBe('too_many_requests');
    // 55 minutes after the first wrong try: still locked.
    t.clock.advance(50 * 60_000);
    expect((await failure(verify(member, PAYMENT_PASSWORD))).errorCode).toBe('too_many_requests');
    // Once the first wrong try is more than an hour old, one more try is allowed.
    t.clock.advance(6 * 60_000);
    await expect(verify(member, PAYMENT_PASSWORD)).resolves.toBeUndefined();
    // Another member is not affected by the first one's lock.
    const other = await moneyMember(t);
    await expect(verify(other, PAYMENT_PASSWORD)).resolves.toBeUndefined();
  });

  it('checks exactly 5 wrong tries however many are sent at once, and lets right ones sent together all pass', async () => {
    const member = await moneyMember(t);
    const right = await Promise.allSettled(Array.from({ length: 8 }, () => verify(member, PAYMENT_PASSWORD)));
    expect(right.filter((o) => o.status === 'rejected').map((o) => String((o as PromiseRejectedResult).reason))).toEqual([]);
    const burst = await Promise.all(Array.from({ length: 12 }, (_, i) => failure(verify(member, `11111${i % 10}`))));
    expect(burst.filter((r) => r.errorCode === 'payment_password_wrong')).toHaveLength(5);
    expect(burst.filter((r) => r.errorCode === 'too_many_requests')).toHaveLength(7);
    expect((await failure(verify(member, PAYMENT_PASSWORD))).errorCode).toBe('too_many_requests');
  });

  it('forgets tries older than an hour when the pruning runs', async () => {
    const member = await moneyMember(t);
    await failure(verify(member, '000000'));
    const rows = () => t.database.db.select().from(paymentPasswordAttempts).where(eq(paymentPasswordAttempts.memberId, member.id));
    expect((await rows()).map((row) => row.wrong)).toEqual([true]);
    await t.services.members.paymentPasswords.pruneOld(t.database.db, new Date(t.clock.now().getTime() + 30 * 60_000));
    expect(await rows()).toHaveLength(1);
    await t.services.members.paymentPasswords.pruneOld(t.database.db, new Date(t.clock.now().getTime() + 61 * 60_000));
    expect(await rows()).toHaveLength(0);
  });
});
