// The built-in sandbox gateway on a production deployment (NODE_ENV=production): its Pay button credits a
// deposit with no money behind it, so with the default settings it is off — no online method is offered, an
// online deposit is refused before anything is written, the gateway's API and pages refuse, and nothing can be
// credited through it. An operator may turn it on (Settings → Payments, audited): then it works, and the
// console's status call reports the warning every console page shows. Outside production it is on as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { consoleStatusEndpoint, listAuditEndpoint } from '@orbit/contracts/console';
import { depositMethodsEndpoint, onlineDepositEndpoint } from '@orbit/contracts/payments';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { sandboxGatewayDeliveries, sandboxGatewayPayments } from '../src/db/schema/payments.ts';
import { gatewayCredentials, signPayload } from '../src/modules/payments/gateway.ts';
import { consoleStatus } from '../src/modules/console/console-status.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi, failure } from './support/members.ts';
import { countFor, depositor, newRequestId } from './support/deposits.ts';

const APP_SECRET = 'production-test-secret-0123456789abcdef';
const pathOf = (url: string) => new URL(url).pathname;

let t: TestApp;
let cms: ApiClient;

beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production', APP_SECRET });
  cms = await consoleApi(t);
});
afterAll(() => t.close());

const press = (path: string, action: string) =>
  t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `action=${action}` });

/** A payment request to the sandbox's API, signed with the merchant's (derived) credentials as our client signs it. */
async function callSandboxApi(orderNo: string) {
  const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  const credentials = gatewayCredentials(merchant, APP_SECRET);
  const body = JSON.stringify({
    merchantCode: 'HGOLD',
    merchantOrderNo: orderNo,
    amount: '100.00',
    currency: 'MYR',
    channel: 'FPX',
    returnUrl: 'http://localhost/member/depositv2',
    webhookUrl: 'http://localhost/wps/payment/gateway/sandbox/webhook',
  });
  const timestamp = String(Math.floor(t.clock.now().getTime() / 1000));
  return t.app.inject({
    method: 'POST',
    url: '/sandbox-gateway/api/payments',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-account': credentials.accountId,
      'x-sandbox-timestamp': timestamp,
      'x-sandbox-signature': signPayload(credentials.apiSecret, timestamp, body),
    },
    payload: body,
  });
}

describe('the sandbox gateway in production, with the default settings', () => {
  it('offers no online method and refuses an online deposit, writing nothing', async () => {
    const member = await depositor(t);
    const { methods } = await member.api.call(depositMethodsEndpoint);
    expect(methods.length).toBeGreaterThan(0);
    expect(methods.filter((method) => method.kind === 'online')).toEqual([]);
    expect(await failure(member.api.call(onlineDepositEndpoint, { body: { requestId: newRequestId(), methodId: 'fpx', amount: '100.00' } }))).toEqual({
      errorCode: 'method_unavailable',
      status: 422,
      field: 'methodId',
    });
    expect(await countFor(t, 'deposits', member)).toBe(0);
    expect(await t.database.db.select().from(sandboxGatewayPayments)).toEqual([]);
  });

  it('its API refuses to open a payment, and a payment left from before cannot be shown or paid', async () => {
    const refused = await callSandboxApi('ORDER-PROD-1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'account_closed' });
    expect(await t.database.db.select().from(sandboxGatewayPayments)).toEqual([]);

    // A payment made while an operator had it on, paid after it was turned off: refused, no webhook queued.
    const member = await depositor(t);
    await changeSettings(cms, 'payments', (payments: { sandboxInProduction: boolean }) => ({ ...payments, sandboxInProduction: true }));
    const { paymentUrl } = await member.api.call(onlineDepositEndpoint, { body: { requestId: newRequestId(), methodId: 'fpx', amount: '100.00' } });
    await changeSettings(cms, 'payments', (payments: { sandboxInProduction: boolean }) => ({ ...payments, sandboxInProduction: false }));
    expect((await t.app.inject({ url: pathOf(paymentUrl) })).statusCode).toBe(404);
    expect((await press(pathOf(paymentUrl), 'pay')).statusCode).toBe(404);
    const [payment] = await t.database.db
      .select()
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, pathOf(paymentUrl).split('/').pop()!));
    expect(payment).toMatchObject({ status: 'created', completedAt: null });
    expect(await t.database.db.select().from(sandboxGatewayDeliveries)).toEqual([]);
    await t.services.sandboxGateway.settled();
    expect((await member.api.call(balanceEndpoint)).mainBalance).toBe('0.00');
  });

  it('the console reports no warning', async () => {
    expect(await cms.call(consoleStatusEndpoint)).toEqual({ production: true, warnings: [] });
  });
});

describe('the sandbox gateway in production, turned on by an operator', () => {
  it('works, is audited, and the console status reports the warning', async () => {
    await changeSettings(cms, 'payments', (payments: { sandboxInProduction: boolean }) => ({ ...payments, sandboxInProduction: true }));
    const log = await cms.call(listAuditEndpoint, { query: { action: 'settings.payments.change_confirmed' } });
    expect(log.items[0]).toMatchObject({ target: 'payments', detail: { before: { sandboxInProduction: false }, after: { sandboxInProduction: true } } });
    expect(await cms.call(consoleStatusEndpoint)).toEqual({ production: true, warnings: ['sandbox_gateway_on'] });

    const member = await depositor(t);
    const { methods } = await member.api.call(depositMethodsEndpoint);
    expect(methods.some((method) => method.id === 'fpx')).toBe(true);
    const { paymentUrl } = await member.api.call(onlineDepositEndpoint, { body: { requestId: newRequestId(), methodId: 'fpx', amount: '100.00' } });
    expect((await t.app.inject({ url: pathOf(paymentUrl) })).statusCode).toBe(200);
    expect((await press(pathOf(paymentUrl), 'pay')).statusCode).toBe(303);
    await t.services.sandboxGateway.settled();
    expect((await member.api.call(balanceEndpoint)).mainBalance).toBe('100.00');
  });
});

describe('outside production', () => {
  it('the sandbox gateway stays on with the default settings, and the console warns about it', () => {
    const merchant = { settings: defaultSettings('Harimau Gold') };
    expect(consoleStatus(merchant, false)).toEqual({ production: false, warnings: ['sandbox_gateway_on'] });
    expect(consoleStatus(merchant, true)).toEqual({ production: true, warnings: [] });
  });
});
