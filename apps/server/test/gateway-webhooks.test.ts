// The gateway webhook receiver against hostile or confused gateways: bad signatures, stale timestamps,
// replays, events out of order, copies racing each other, and payments that do not match their deposit.
// Whatever arrives, a deposit's money moves at most once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { rejectDepositEndpoint } from '@orbit/contracts/console-finance';
import { GATEWAY_EVENT_HEADER, GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER, onlineDepositEndpoint, type Deposit } from '@orbit/contracts/payments';
import type { ApiClient } from '@orbit/contracts/client';
import { DEMO_MERCHANT_CODE } from '../src/seed/seed.ts';
import { deposits, gatewayEvents } from '../src/db/schema/payments.ts';
import { signPayload } from '../src/modules/payments/gateway.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi } from './support/members.ts';
import { countFor, depositor, mainOf, newRequestId, type Depositor } from './support/deposits.ts';

const ACCOUNT = 'ACC-WEBHOOK-TEST';
const WEBHOOK_SECRET = 'whsec_0123456789abcdef0123456789abcdef';

describe('gateway webhooks', () => {
  let t: TestApp;
  let finance: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    finance = await consoleApi(t);
    // The merchant's keys as an operator enters them from its gateway's dashboard.
    await changeSettings(finance, 'payments', (payments: { gateway: object }) => ({
      ...payments,
      gateway: { provider: 'sandbox', accountId: ACCOUNT, apiSecret: 'api_0123456789abcdef0123456789abcdef', webhookSecret: WEBHOOK_SECRET },
    }));
  });
  afterAll(() => t.close());

  async function online(member: Depositor, amount = '200.00'): Promise<Deposit> {
    return (await member.api.call(onlineDepositEndpoint, { body: { requestId: newRequestId(), methodId: 'fpx', amount } })).deposit;
  }

  function event(deposit: Deposit, overrides: Record<string, unknown> = {}) {
    return {
      eventId: `evt_${randomBytes(8).toString('hex')}`,
      type: 'payment.paid',
      paymentId: deposit.reference,
      accountId: ACCOUNT,
      merchantCode: DEMO_MERCHANT_CODE,
      merchantOrderNo: deposit.orderNo,
      amount: deposit.amount,
      currency: 'MYR',
      occurredAt: t.clock.now().toISOString(),
      ...overrides,
    };
  }

  function deliver(
    body: { eventId: string } & Record<string, unknown>,
    options: { secret?: string; skewSeconds?: number; raw?: string; eventHeader?: string; provider?: string } = {},
  ) {
    const raw = options.raw ?? JSON.stringify(body);
    const timestamp = String(Math.floor(t.clock.now().getTime() / 1000) + (options.skewSeconds ?? 0));
    return t.app.inject({
      method: 'POST',
      url: `/wps/payment/gateway/${options.provider ?? 'sandbox'}/webhook`,
      headers: {
        'content-type': 'application/json',
        [GATEWAY_TIMESTAMP_HEADER]: timestamp,
        [GATEWAY_SIGNATURE_HEADER]: signPayload(options.secret ?? WEBHOOK_SECRET, timestamp, JSON.stringify(body)),
        [GATEWAY_EVENT_HEADER]: options.eventHeader ?? body.eventId,
      },
      payload: raw,
    });
  }

  const statusOf = async (deposit: Deposit) => (await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id)))[0]?.status;
  const eventsOf = (deposit: Deposit) => t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.depositId, deposit.id));

  it('refuses a wrong signature, a tampered body, a stale or future timestamp and missing headers with 401, changing nothing', async () => {
    const member = await depositor(t);
    const deposit = await online(member);
    const paid = event(deposit);
    const refusals = [
      await deliver(paid, { secret: 'not-our-secret' }),
      await deliver(paid, { raw: JSON.stringify({ ...paid, amount: '2000.00' }) }),
      await deliver(paid, { skewSeconds: -301 }),
      await deliver(paid, { skewSeconds: 301 }),
      await t.app.inject({
        method: 'POST',
        url: '/wps/payment/gateway/sandbox/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(paid),
      }),
      await deliver({ ...paid, accountId: 'SOMEONE-ELSE' }),
      await deliver({ ...paid, merchantCode: 'NOSUCH' }),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ success: false, errorCode: 'webhook_signature_invalid' });
    }
    expect(await statusOf(deposit)).toBe('pending');
    expect(await mainOf(t, member)).toBe(0n);
    expect(await t.database.db.select().from(gatewayEvents)).toEqual([]);
    // Within the tolerance it is believed.
    const fine = await deliver(paid, { skewSeconds: -299 });
    expect([fine.statusCode, fine.json().value.outcome]).toEqual([200, 'approved']);
    expect(await mainOf(t, member)).toBe(20_000n);
  });

  it('acknowledges a replayed event without acting, and a second paid event moves no more money', async () => {
    const member = await depositor(t);
    const deposit = await online(member);
    const paid = event(deposit);
    expect((await deliver(paid)).json().value.outcome).toBe('approved');
    const replay = await deliver(paid);
    expect([replay.statusCode, replay.json().value.outcome]).toEqual([200, 'duplicate']);
    expect((await deliver(event(deposit))).json().value.outcome).toBe('already_approved');
    expect(await mainOf(t, member)).toBe(20_000n);
    expect(await countFor(t, 'ledger_transactions', member)).toBe(1);
  });

  it('absorbs events out of order: failed after paid changes nothing, paid after failed credits nothing', async () => {
    const member = await depositor(t);
    const first = await online(member, '50');
    expect((await deliver(event(first))).json().value.outcome).toBe('approved');
    expect((await deliver(event(first, { type: 'payment.failed' }))).json().value.outcome).toBe('ignored_paid');
    expect(await statusOf(first)).toBe('approved');

    const second = await online(member, '70');
    expect((await deliver(event(second, { type: 'payment.failed' }))).json().value.outcome).toBe('rejected');
    expect((await deliver(event(second))).json().value.outcome).toBe('ignored_rejected');
    expect(await statusOf(second)).toBe('rejected');
    expect(await mainOf(t, member)).toBe(5_000n);
    expect((await eventsOf(second)).map((e) => e.outcome).sort()).toEqual(['ignored_rejected', 'rejected']);
  });

  it('does not credit a deposit finance rejected, and credits one that expired while the payer paid', async () => {
    const member = await depositor(t);
    const rejected = await online(member, '30');
    await finance.call(rejectDepositEndpoint, { params: { id: rejected.id }, body: { reason: 'Member asked to cancel' } });
    expect((await deliver(event(rejected))).json().value.outcome).toBe('ignored_rejected');
    expect(await mainOf(t, member)).toBe(0n);

    const late = await online(member, '35');
    await t.database.db.update(deposits).set({ status: 'expired' }).where(eq(deposits.id, late.id));
    expect((await deliver(event(late))).json().value.outcome).toBe('approved');
    expect(await mainOf(t, member)).toBe(3_500n);
  });

  it('refuses a payment whose amount, currency or payment id differs from the deposit, records nothing, and takes the right one after', async () => {
    const member = await depositor(t);
    const deposit = await online(member, '100.00');
    for (const wrong of [{ amount: '100.01' }, { amount: '10000' }, { currency: 'SGD' }, { paymentId: 'pay_someone_else' }]) {
      const reply = await deliver(event(deposit, wrong));
      expect({ wrong, status: reply.statusCode, code: reply.json().errorCode }).toEqual({ wrong, status: 422, code: 'rule_violation' });
    }
    expect(await statusOf(deposit)).toBe('pending');
    expect(await eventsOf(deposit)).toEqual([]);
    expect((await deliver(event(deposit, { amount: '100' }))).json().value.outcome).toBe('approved');
    expect(await mainOf(t, member)).toBe(10_000n);
  });

  it('answers 404 for an unknown order or provider and 400 when the event id header and body differ', async () => {
    const member = await depositor(t);
    const deposit = await online(member);
    expect((await deliver(event(deposit, { merchantOrderNo: 'D20990101-999999' }))).statusCode).toBe(404);
    expect((await deliver(event(deposit), { provider: 'stripe' })).statusCode).toBe(404);
    expect((await deliver(event(deposit), { eventHeader: 'evt_another_one' })).statusCode).toBe(400);
    expect(await statusOf(deposit)).toBe('pending');
  });

  it('credits once when copies of one event, and different paid events, arrive at the same time', async () => {
    const member = await depositor(t);
    const deposit = await online(member, '500');
    const paid = event(deposit);
    const replies = await Promise.all([...Array.from({ length: 6 }, () => deliver(paid)), ...Array.from({ length: 4 }, () => deliver(event(deposit)))]);
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const outcomes = replies.map((r) => r.json().value.outcome as string);
    expect(outcomes.filter((o) => o === 'approved')).toHaveLength(1);
    expect(await mainOf(t, member)).toBe(50_000n);
    expect(await countFor(t, 'ledger_transactions', member)).toBe(1);
  });
});
