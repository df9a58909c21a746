import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createTestApp } from './helpers.ts';

describe('health, readiness and configuration', () => {
  it('is ready while the database answers, and answers 503 when it does not', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.json()).toMatchObject({ success: true, value: { status: 'ready' } });
    await t.database.close();
    const down = await t.app.inject({ url: '/readyz' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ success: false, errorCode: 'service_unavailable' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await t.app.close();
  });

  it('sends the security headers and a request id on every reply, and compresses large replies on request', async () => {
    const t = await createTestApp();
    const plain = await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost' } });
    expect(plain.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['x-frame-options']).toBe('DENY');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['strict-transport-security']).toBeDefined();
    expect(plain.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(plain.headers['x-ratelimit-remaining']).toBeUndefined(); // on refusals only
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Pages and files get the full document set.
    const page = await t.app.inject({ url: '/TCG_PROD_IMAGES/COUNTRY_FLAG/MY.svg' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const compressed = await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost', 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
    // Small replies skip compression.
    const small = await t.app.inject({ url: '/wps/system/location', headers: { host: 'localhost', 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const countries = await t.app.inject({ url: '/wps/system/country-codes', headers: { host: 'localhost', 'accept-encoding': 'gzip' } });
    expect(countries.headers['content-encoding']).toBe('gzip');
    await t.close();
  });

  it('names the variable that is wrong and refuses unsafe production settings', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' })).toThrow(/SEED_DEMO/);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.1, 10.0.1.0/24' }).TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.0.1.0/24']);
  });

  it('serves the OpenAPI description generated from the contracts', async () => {
    const t = await createTestApp();
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/wps/system/whitelabel', '/wps/system/status', '/cms/session/login', '/cms/settings/{section}']),
    );
    await t.close();
  });
});
