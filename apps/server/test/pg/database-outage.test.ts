// A database that goes away: /readyz says 503 with a log line, the process does not crash, and it serves
// again once connections can be made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers.ts';

describe('database outages on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('recovers when every connection is cut from the server side', async () => {
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const name = new URL(t.database.url!).pathname.slice(1);
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The pool drops the dead connections and opens new ones; at most the first call may fail.
    let ready = 0;
    for (let i = 0; i < 5 && ready === 0; i++) if ((await t.app.inject({ url: '/readyz' })).statusCode === 200) ready++;
    expect(ready).toBe(1);
    expect((await t.app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost' } })).statusCode).toBe(200);
  });

  it('answers 503 on /readyz, not a crash, when the server cannot be reached', async () => {
    const unreachable = openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const { app } = await buildApp({ config: loadConfig({}, { WEB_DIST: '', CONSOLE_DIST: '' }), database: unreachable, logger: false });
    const reply = await app.inject({ url: '/readyz' });
    expect(reply.statusCode).toBe(503);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'service_unavailable' });
    const call = await app.inject({ url: '/wps/system/whitelabel', headers: { host: 'localhost' } });
    expect(call.statusCode).toBe(503);
    expect(call.json()).toMatchObject({ success: false, errorCode: 'service_unavailable' });
    await app.close();
    await unreachable.close();
  });
});
