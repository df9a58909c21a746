// /metrics (plugins/metrics.ts) and the one-line request log (plugins/request-log.ts).
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { walletTransferEndpoint } from '@orbit/contracts/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogController } from '../src/plugins/request-log.ts';
import { members } from '../src/db/schema/members.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { credit } from './support/payments.ts';

/** The value of one series in a Prometheus text page, or undefined when it is absent. */
function valueOf(page: string, series: string): number | undefined {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics in development and test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts requests per route pattern and status class, and reads the jobs, the ledger and the streams at each scrape', async () => {
    for (let i = 0; i < 3; i += 1) await t.app.inject({ url: '/healthz' });
    await t.app.inject({ url: '/wps/nothing-here', headers: { host: 'localhost' } });
    const reply = await t.app.inject({ url: '/metrics' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const page = reply.body;
    expect(valueOf(page, 'orbit_http_request_duration_seconds_count{method="GET",route="/healthz",status="2xx"}')).toBe(3);
    expect(valueOf(page, 'orbit_http_request_duration_seconds_count{method="GET",route="unmatched",status="4xx"}')).toBe(1);
    // The scrape itself is not timed.
    expect(page).not.toContain('route="/metrics"');
    // Every job has a lag series; the seeded database has ledger movements; no stream is open.
    expect(page).toMatch(/^orbit_job_lag_seconds\{job="[\w.-]+"\} \d/m);
    expect(valueOf(page, 'orbit_ledger_transactions_total')).toBeGreaterThanOrEqual(0);
    expect(valueOf(page, 'orbit_event_stream_clients')).toBe(0);
    expect(page).toContain('orbit_process_cpu_seconds_total');
  });

  it('follows the ledger: a movement raises the counter by one', async () => {
    const scrape = async () => valueOf((await t.app.inject({ url: '/metrics' })).body, 'orbit_ledger_transactions_total') ?? 0;
    const before = await scrape();
    expect(before).toBe(await t.services.wallet.lastMovementId());
    const member = await t.database.db.select({ id: members.id, merchantId: members.merchantId }).from(members).limit(1);
    await credit(t, member[0]!, 500n);
    expect(await scrape()).toBe(before + 1);
  });
});

describe('/metrics in production', () => {
  it('answers 404 when no token is set', async () => {
    const t = await createTestApp({ NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-at-least-32-chars' });
    const reply = await t.app.inject({ url: '/metrics' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'not_found' });
    await t.close();
  });

  it('asks for the token as a bearer token', async () => {
    const token = 'scraper-token-0123456789';
    const t = await createTestApp({ NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-at-least-32-chars', METRICS_TOKEN: token });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', token, `Bearer ${token}x`]) {
      const reply = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(reply.statusCode, String(authorization)).toBe(401);
      expect(reply.json()).toMatchObject({ errorCode: 'unauthorized' });
    }
    const ok = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('orbit_http_request_duration_seconds');
    await t.close();
  });
});

describe('the request log', () => {
  async function logged(logMoneyCalls: boolean, level: string) {
    const lines: { level: number; msg: string; url?: string; statusCode?: number }[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const app = Fastify({ logger: { level, stream }, logController: requestLogController({ logMoneyCalls }) });
    app.get('/wps/v2/wallets/balance', async () => ({ ok: true }));
    app.post('/vendor/seamless/debit', async () => ({ ok: true }));
    app.post('/lgw/house/slots/spin', async () => ({ ok: true }));
    app.post(walletTransferEndpoint.path, async () => ({ ok: true }));
    await app.inject({ url: '/wps/v2/wallets/balance' });
    await app.inject({ method: 'POST', url: '/vendor/seamless/debit' });
    await app.inject({ method: 'POST', url: '/lgw/house/slots/spin' });
    await app.inject({ method: 'POST', url: walletTransferEndpoint.path });
    await app.close();
    return lines.filter((line) => line.msg === 'request');
  }

  it('writes one line per request, and the money calls only at debug unless asked', async () => {
    expect((await logged(false, 'info')).map((line) => [line.url, line.statusCode])).toEqual([['/wps/v2/wallets/balance', 200]]);
    const debug = await logged(false, 'debug');
    expect(debug.map((line) => [line.url, line.level])).toEqual([
      ['/wps/v2/wallets/balance', 30],
      ['/vendor/seamless/debit', 20],
      ['/lgw/house/slots/spin', 20],
      [walletTransferEndpoint.path, 20],
    ]);
    expect((await logged(true, 'info')).map((line) => line.url)).toEqual([
      '/wps/v2/wallets/balance',
      '/vendor/seamless/debit',
      '/lgw/house/slots/spin',
      walletTransferEndpoint.path,
    ]);
  });
});
