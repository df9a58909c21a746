// Transfer to upline, the account record's filters and running balances, personal profit and bonus details
// read from the ledger, and manual adjustments as finance makes them (audited, never below zero).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { adjustmentEndpoint } from '@orbit/contracts/console-finance';
import { zonedDay } from '@orbit/contracts/format';
import {
  accountRecordsEndpoint,
  balanceEndpoint,
  bonusDetailsEndpoint,
  personalProfitEndpoint,
  uplineEndpoint,
  uplineTransferEndpoint,
} from '@orbit/contracts/wallet';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, failure, loginMember, memberClient, registerMember } from './support/members.ts';
import { PAYMENT_PASSWORD } from './support/payments.ts';
import { DEMO_AGENT, DEMO_MEMBER } from '../src/seed/seed.ts';
import { members } from '../src/db/schema/members.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { houseAccount, memberAccount } from '../src/modules/wallet/addresses.ts';

let t: TestApp;
let console_: ApiClient;
let merchantId: number;

beforeAll(async () => {
  t = await createTestApp();
  console_ = await consoleApi(t);
  merchantId = (await t.services.site.resolveMerchant({ code: 'HGOLD' })).id;
});
afterAll(() => t.close());

async function idOf(username: string) {
  const [row] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.usernameKey, username.toLowerCase()));
  return row!.id;
}

describe('transfer to upline', () => {
  it('sends money to the upline agent with the payment password, once per request', async () => {
    const session = await loginMember(t, DEMO_MEMBER.username, DEMO_MEMBER.password);
    if (session.state !== 'ok') throw new Error('expected a session');
    const api = memberClient(t, session.token);
    const memberId = await idOf(DEMO_MEMBER.username);
    const agentId = await idOf(DEMO_AGENT.username);
    expect(await api.call(uplineEndpoint)).toEqual({ upline: DEMO_AGENT.username, hasPaymentPassword: false });
    await console_.call(adjustmentEndpoint, { body: { requestId: randomUUID(), memberId, direction: 'credit', amount: '100.00', reason: 'opening funds' } });

    const body = { requestId: randomUUID(), amount: '30.00', paymentPassword: PAYMENT_PASSWORD };
    expect(await failure(api.call(uplineTransferEndpoint, { body }))).toMatchObject({ errorCode: 'payment_password_required' });
    await t.database.db
      .update(members)
      .set({ paymentPasswordHash: await hashPassword(PAYMENT_PASSWORD, { N: 1024, r: 8, p: 1 }) })
      .where(eq(members.id, memberId));
    expect(await failure(api.call(uplineTransferEndpoint, { body: { ...body, paymentPassword: '000000' } }))).toMatchObject({
      errorCode: 'payment_password_wrong',
    });
    const sent = await api.call(uplineTransferEndpoint, { body });
    const again = await api.call(uplineTransferEndpoint, { body });
    expect(again.transactionId).toBe(sent.transactionId);
    expect(sent.balance.mainBalance).toBe('70.00');
    expect(await t.services.wallet.balanceOf(t.database.db, merchantId, memberAccount.main(agentId), 'MYR')).toBe(3000n);
    expect(await failure(api.call(uplineTransferEndpoint, { body: { ...body, requestId: randomUUID(), amount: '70.01' } }))).toMatchObject({
      errorCode: 'insufficient_funds',
    });
  });

  it('says so when there is no upline', async () => {
    const session = await registerMember(t);
    const api = memberClient(t, session.token);
    expect((await api.call(uplineEndpoint)).upline).toBeNull();
    expect(await failure(api.call(uplineTransferEndpoint, { body: { requestId: randomUUID(), amount: '1.00', paymentPassword: '123456' } }))).toMatchObject({
      errorCode: 'no_upline',
      status: 422,
    });
  });
});

describe('records read from the ledger', () => {
  it('lists movements newest first with running balances, filtered by type and day', async () => {
    const session = await registerMember(t);
    const api = memberClient(t, session.token);
    const memberId = await idOf(session.username);
    for (const [direction, amount] of [
      ['credit', '50.00'],
      ['credit', '25.50'],
      ['debit', '10.00'],
    ] as const)
      await console_.call(adjustmentEndpoint, { body: { requestId: randomUUID(), memberId, direction, amount, reason: `${direction} ${amount}` } });
    const records = await api.call(accountRecordsEndpoint, { query: {} });
    expect(records.items.map((r) => [r.amount, r.entries[0]!.postings[0]!.balanceAfter, r.note])).toEqual([
      ['-10.00', '65.50', 'debit 10.00'],
      ['25.50', '75.50', 'credit 25.50'],
      ['50.00', '50.00', 'credit 50.00'],
    ]);
    expect(records.items.every((r) => r.type === 'adjustment' && r.entries[0]!.postings[0]!.wallet === 'main')).toBe(true);
    expect((await api.call(accountRecordsEndpoint, { query: { type: 'deposit' } })).items).toEqual([]);
    const today = zonedDay(t.clock.now(), 'Asia/Kuala_Lumpur');
    expect((await api.call(accountRecordsEndpoint, { query: { from: today, to: today } })).total).toBe(3);
    expect((await api.call(accountRecordsEndpoint, { query: { from: '2020-01-01', to: '2020-01-31' } })).total).toBe(0);
    expect(await failure(api.call(accountRecordsEndpoint, { query: { from: today, to: '2020-01-01' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'from',
    });
  });

  it('sums bets, wins and refunds per category and vendor, and lists bonuses, from game and bonus movements', async () => {
    const session = await registerMember(t);
    const api = memberClient(t, session.token);
    const memberId = await idOf(session.username);
    const main = memberAccount.main(memberId);
    const move = (key: string, kind: 'bet' | 'win' | 'refund' | 'bonus', from: string, to: string, amount: bigint, reference: string | null) =>
      t.database.db.transaction((tx) =>
        t.services.wallet.move(tx, { merchantId, currency: 'MYR', idempotencyKey: key, kind, memberId, reference, postings: [{ from, to, amount }] }),
      );
    // What games and rewards write: a bonus, then rounds at a vendor.
    await move(`b-${memberId}`, 'bonus', houseAccount('bonuses', memberId), main, 5_000n, null);
    await move(`bet1-${memberId}`, 'bet', main, houseAccount('bets:HOUSE', memberId), 2_000n, 'HOUSE:r1');
    await move(`win1-${memberId}`, 'win', houseAccount('wins:HOUSE', memberId), main, 3_500n, 'HOUSE:r1');
    await move(`bet2-${memberId}`, 'bet', main, houseAccount('bets:HOUSE', memberId), 1_000n, 'HOUSE:r2');
    await move(`ref2-${memberId}`, 'refund', houseAccount('bets:HOUSE', memberId), main, 1_000n, 'HOUSE:r2');
    // A round at the house slots (a catalogue vendor, category rng) comes first, in the header's category order.
    await move(`bet3-${memberId}`, 'bet', main, houseAccount('bets:HSLOT', memberId), 500n, 'HSLOT:r3');
    const profit = await api.call(personalProfitEndpoint, { query: {} });
    expect(profit.rows).toEqual([
      { vendorCode: 'HSLOT', category: 'rng', bets: '5.00', wins: '0.00', refunds: '0.00', profit: '-5.00', rounds: 1 },
      { vendorCode: 'HOUSE', category: 'other', bets: '30.00', wins: '35.00', refunds: '10.00', profit: '15.00', rounds: 2 },
    ]);
    expect(profit.total.profit).toBe('10.00');
    const bonuses = await api.call(bonusDetailsEndpoint, { query: {} });
    expect(bonuses).toMatchObject({ total: 1, sum: '50.00' });
    expect(bonuses.items[0]).toMatchObject({ kind: 'bonus', amount: '50.00' });
    expect((await api.call(balanceEndpoint)).mainBalance).toBe('60.00');
  });
});

describe('manual adjustments', () => {
  it('are audited, and a debit never takes the balance below zero', async () => {
    const session = await registerMember(t);
    const memberId = await idOf(session.username);
    await console_.call(adjustmentEndpoint, {
      body: { requestId: randomUUID(), memberId, direction: 'credit', amount: '12.00', reason: 'compensation for outage' },
    });
    expect(
      await failure(
        console_.call(adjustmentEndpoint, { body: { requestId: randomUUID(), memberId, direction: 'debit', amount: '12.01', reason: 'correction' } }),
      ),
    ).toMatchObject({ errorCode: 'insufficient_funds' });
    expect(
      await failure(
        console_.call(adjustmentEndpoint, { body: { requestId: randomUUID(), memberId: 999_999, direction: 'credit', amount: '1.00', reason: 'nobody' } }),
      ),
    ).toMatchObject({ errorCode: 'not_found' });
    expect(
      await failure(console_.call(adjustmentEndpoint, { body: { requestId: randomUUID(), memberId, direction: 'credit', amount: '1.005', reason: 'x' } })),
    ).toMatchObject({
      status: 400,
    });
    const audit = await console_.call(listAuditEndpoint, { query: {} });
    expect(audit.items.find((e) => e.action === 'wallet.adjustment.credit' && e.target === session.username)).toMatchObject({
      detail: expect.objectContaining({ amount: '12.00', reason: 'compensation for outage' }),
    });
  });
});
