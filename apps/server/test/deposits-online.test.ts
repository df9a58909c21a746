// Online deposits through the built-in sandbox gateway, as a member lives them: start the payment, open the
// gateway's page, press Pay (or Fail), come back to the site, and find the wallet credited by the gateway's
// signed webhook; a gateway that does not answer, webhooks retried until they are taken, and expiry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { depositsEndpoint, onlineDepositEndpoint } from '@orbit/contracts/payments';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { deposits, gatewayEvents, sandboxGatewayDeliveries, sandboxGatewayPayments } from '../src/db/schema/payments.ts';
import { injectTransport, type HttpTransport } from '../src/lib/http-transport.ts';
import { DEMO_MERCHANT_CODE } from '../src/seed/seed.ts';
import { loadConfig } from '../src/config.ts';
import { gatewayCredentials, signPayload } from '../src/modules/payments/gateway.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { countFor, depositor, mainOf, newRequestId, type Depositor } from './support/deposits.ts';

const pathOf = (url: string) => new URL(url).pathname;

describe('online deposits through the sandbox gateway', () => {
  let t: TestApp;
  // The network between us and the gateway, which a test can take down.
  let networkDown = false;
  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        paymentsTransport: (app) => {
          const inner: HttpTransport = injectTransport(app);
          return async (request) => {
            if (networkDown) throw new Error('connect ECONNREFUSED');
            return inner(request);
          };
        },
      },
    );
  });
  afterAll(() => t.close());

  const start = (member: Depositor, amount: string, methodId = 'fpx', requestId = newRequestId()) =>
    member.api.call(onlineDepositEndpoint, { body: { requestId, methodId, amount } });
  const runJob = (name: string) => {
    const job = t.jobs.definitions.find((j) => j.name === name);
    if (!job) throw new Error(`no job ${name}`);
    const now = t.clock.now();
    return t.database.db.transaction((tx) => job.run(tx, { start: now, end: now }));
  };
  const press = (paymentUrl: string, action: string) =>
    t.app.inject({
      method: 'POST',
      url: pathOf(paymentUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });

  it('pays on the gateway page, comes back to the site, and the webhook credits the wallet', async () => {
    const member = await depositor(t);
    const { deposit, paymentUrl } = await start(member, '250.00');
    expect(deposit).toMatchObject({ status: 'pending', kind: 'online', amount: '250.00', credited: '250.00' });
    expect(deposit.reference).toMatch(/^pay_/);
    expect(paymentUrl).toBe(`http://localhost:3000/sandbox-gateway/pay/${deposit.reference}`);

    const page = await t.app.inject({ url: pathOf(paymentUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    for (const text of ['MYR 250.00', 'FPX online banking', deposit.orderNo, 'Pay MYR 250.00', 'Fail this payment', 'name="viewport"'])
      expect(page.body).toContain(text);

    const paid = await press(paymentUrl, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost/member/depositv2?deposit=${deposit.orderNo}`);
    await t.services.sandboxGateway.settled();
    expect((await member.api.call(balanceEndpoint)).mainBalance).toBe('250.00');
    const mine = await member.api.call(depositsEndpoint, { query: { page: 1, pageSize: 5 } });
    expect(mine.items[0]).toMatchObject({ orderNo: deposit.orderNo, status: 'approved' });

    // Pressing again, or the page read again, changes nothing and sends no second webhook.
    expect((await press(paymentUrl, 'pay')).statusCode).toBe(303);
    expect((await t.app.inject({ url: pathOf(paymentUrl) })).body).toContain('Payment successful');
    await t.services.sandboxGateway.settled();
    const sent = await t.database.db.select().from(sandboxGatewayDeliveries).where(eq(sandboxGatewayDeliveries.paymentId, deposit.reference!));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.deliveredAt).not.toBeNull();
    expect(await mainOf(t, member)).toBe(25_000n);
    expect(await countFor(t, 'ledger_transactions', member)).toBe(1);
  });

  it('takes the method fee from what is credited', async () => {
    const member = await depositor(t);
    // Touch 'n Go carries 1.5 % in the demo settings: 100.00 → 1.50.
    const { deposit, paymentUrl } = await start(member, '100', 'tng');
    expect([deposit.fee, deposit.credited]).toEqual(['1.50', '98.50']);
    await press(paymentUrl, 'pay');
    await t.services.sandboxGateway.settled();
    expect(await mainOf(t, member)).toBe(9_850n);
  });

  it('rejects the deposit when the payment fails, and credits nothing', async () => {
    const member = await depositor(t);
    const { deposit, paymentUrl } = await start(member, '60');
    expect((await press(paymentUrl, 'fail')).statusCode).toBe(303);
    await t.services.sandboxGateway.settled();
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect([row?.status, row?.rejectReason]).toEqual(['rejected', 'The payment failed at the payment gateway']);
    expect(await mainOf(t, member)).toBe(0n);
    expect((await press(paymentUrl, 'nonsense')).statusCode).toBe(400);
  });

  it('answers the same deposit and payment page to a replay, and one payment per order at the gateway', async () => {
    const member = await depositor(t);
    const requestId = newRequestId();
    const a = await start(member, '75', 'fpx', requestId);
    const b = await start(member, '75', 'fpx', requestId);
    expect(b.deposit.id).toBe(a.deposit.id);
    expect(b.paymentUrl).toBe(a.paymentUrl);
    expect(await failure(start(member, '76', 'fpx', requestId))).toMatchObject({ errorCode: 'idempotency_conflict' });
    const payments = await t.database.db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.merchantOrderNo, a.deposit.orderNo));
    expect(payments).toHaveLength(1);
  });

  it('says the gateway does not answer, keeps the deposit for a retry, and pays it after', async () => {
    const member = await depositor(t);
    const requestId = newRequestId();
    networkDown = true;
    try {
      expect(await failure(start(member, '90', 'fpx', requestId))).toMatchObject({ errorCode: 'service_unavailable', status: 503 });
    } finally {
      networkDown = false;
    }
    const [waiting] = await t.database.db.select().from(deposits).where(eq(deposits.requestId, requestId));
    expect([waiting?.status, waiting?.reference]).toEqual(['pending', null]);
    const retried = await start(member, '90', 'fpx', requestId);
    expect(retried.deposit.id).toBe(waiting?.id);
    expect(retried.deposit.reference).toMatch(/^pay_/);
    await press(retried.paymentUrl, 'pay');
    await t.services.sandboxGateway.settled();
    expect(await mainOf(t, member)).toBe(9_000n);
  });

  it('sends a webhook again with back-off until our side takes it, and credits once', async () => {
    const member = await depositor(t);
    const { deposit, paymentUrl } = await start(member, '120');
    networkDown = true;
    try {
      await press(paymentUrl, 'pay');
      await t.services.sandboxGateway.settled();
      expect(await mainOf(t, member)).toBe(0n);
      // Not due yet: nothing is sent.
      t.clock.advance(10_000);
      expect(await t.services.sandboxGateway.deliverDue()).toEqual({ delivered: 0, failed: 0 });
      t.clock.advance(25_000);
      expect(await t.services.sandboxGateway.deliverDue()).toEqual({ delivered: 0, failed: 1 });
    } finally {
      networkDown = false;
    }
    const [queued] = await t.database.db.select().from(sandboxGatewayDeliveries).where(eq(sandboxGatewayDeliveries.paymentId, deposit.reference!));
    expect([queued?.attempts, queued?.lastStatus]).toEqual([2, 'no answer']);
    // The second failure waits a minute.
    t.clock.advance(59_000);
    expect(await t.services.sandboxGateway.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    t.clock.advance(2_000);
    // The scheduled job sends what is due.
    await runJob('sandbox-gateway.deliver-webhooks');
    await t.services.sandboxGateway.settled();
    expect(await mainOf(t, member)).toBe(12_000n);
    const events = await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.depositId, deposit.id));
    expect(events.map((e) => e.outcome)).toEqual(['approved']);
  });

  it('expires an online deposit never paid within two hours, and its page can no longer be paid', async () => {
    const member = await depositor(t);
    const { deposit, paymentUrl } = await start(member, '40');
    t.clock.advance(2 * 60 * 60 * 1000 + 60_000);
    expect(((await runJob('payments.expire-online-deposits')) as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit.id));
    expect(row?.status).toBe('expired');
    const late = await press(paymentUrl, 'pay');
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('Payment expired');
    await t.services.sandboxGateway.settled();
    expect(await mainOf(t, member)).toBe(0n);
  });

  it('guards its own API: unsigned calls are refused, an order is one payment of one amount', async () => {
    const call = (body: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/api/payments',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(body),
      });
    const body = {
      merchantCode: DEMO_MERCHANT_CODE,
      merchantOrderNo: 'X1',
      amount: '10.00',
      currency: 'MYR',
      channel: 'FPX',
      returnUrl: 'http://localhost/x',
      webhookUrl: 'http://localhost/y',
    };
    const unsigned = await call(body);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json()).toMatchObject({ error: 'bad_signature' });
    expect((await t.app.inject({ url: '/sandbox-gateway/pay/pay_nothing-here' })).statusCode).toBe(404);

    const merchant = await t.services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE });
    const credentials = gatewayCredentials(merchant, loadConfig({}).APP_SECRET);
    const signed = (payload: object, secret = credentials.apiSecret) => {
      const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
      const text = JSON.stringify(payload);
      return t.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/api/payments',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-account': credentials.accountId,
          'x-sandbox-timestamp': timestamp,
          'x-sandbox-signature': signPayload(secret, timestamp, text),
        },
        payload: text,
      });
    };
    expect((await signed(body, 'not-the-secret')).statusCode).toBe(401);
    const first = await signed(body);
    expect(first.statusCode).toBe(200);
    const again = await signed(body);
    expect(again.json().paymentId).toBe(first.json().paymentId);
    const other = await signed({ ...body, amount: '11.00' });
    expect([other.statusCode, other.json().error]).toEqual([409, 'order_conflict']);
    expect((await signed({ ...body, merchantOrderNo: 'X2', webhookUrl: 'javascript:alert(1)' })).statusCode).toBe(400);
  });
});
