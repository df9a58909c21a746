// The OpenAPI description at /docs (the UI, its files and the JSON document): open in development and
// test; in production only to a signed-in console operator, with the console's session token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, loginOperator, type TestApp } from './helpers.ts';

const DOCS_PATHS = ['/docs', '/docs/static/index.html', '/docs/json', '/docs/yaml'];

async function statusOf(t: TestApp, url: string, headers: Record<string, string> = {}) {
  const reply = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
  return { url, status: reply.statusCode, errorCode: reply.statusCode >= 400 ? (reply.json() as { errorCode?: string }).errorCode : undefined };
}

describe('the API docs in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('are open to anyone', async () => {
    for (const url of DOCS_PATHS) expect((await statusOf(t, url)).status, url).toBeLessThan(400);
    const document = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { host: 'localhost' } });
    expect((document.json() as { openapi?: string }).openapi).toMatch(/^3\./);
  });
});

describe('the API docs in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-at-least-32-chars' });
  });
  afterAll(() => t.close());

  it('are refused without a console session, and with a token that is not one', async () => {
    for (const url of DOCS_PATHS) {
      expect(await statusOf(t, url)).toEqual({ url, status: 401, errorCode: 'unauthorized' });
      expect(await statusOf(t, url, { authorization: 'not-a-session-token' })).toEqual({ url, status: 401, errorCode: 'unauthorized' });
    }
  });

  it('are served to a signed-in console operator', async () => {
    const { token } = await loginOperator(t);
    for (const url of DOCS_PATHS) expect((await statusOf(t, url, { authorization: token })).status, url).toBeLessThan(400);
    const document = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { host: 'localhost', authorization: token } });
    expect((document.json() as { openapi?: string }).openapi).toMatch(/^3\./);
  });
});

describe('the API docs opened from the console in a browser tab (production)', () => {
  let t: TestApp;
  let secret: string;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-at-least-32-chars' });
    secret = (await loginOperator(t)).secret;
  });
  const signIn = () => loginOperator(t, undefined, undefined, secret);
  afterAll(() => t.close());

  async function passCookie(token: string) {
    const reply = await t.app.inject({ method: 'POST', url: '/cms/session/docs-pass', headers: { host: 'localhost', authorization: token } });
    expect(reply.statusCode).toBe(200);
    const cookie = reply.cookies.find((c) => c.name === 'orbit_docs_pass');
    expect(cookie).toMatchObject({ path: '/docs', httpOnly: true, sameSite: 'Strict' });
    return `orbit_docs_pass=${cookie!.value}`;
  }

  it('needs a console session to get a pass', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/cms/session/docs-pass', headers: { host: 'localhost' } });
    expect(reply.statusCode).toBe(401);
    expect(reply.cookies).toEqual([]);
  });

  it('serves every page to the pass cookie alone, without the session token', async () => {
    const { token } = await signIn();
    const cookie = await passCookie(token);
    for (const url of DOCS_PATHS) expect((await statusOf(t, url, { cookie })).status, url).toBeLessThan(400);
  });

  it('refuses a forged or altered pass', async () => {
    const { token } = await signIn();
    const cookie = await passCookie(token);
    const [payload, signature] = cookie.slice('orbit_docs_pass='.length).split('.');
    const body = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { s: string; m: number; e: number };
    const longer = Buffer.from(JSON.stringify({ ...body, e: body.e + 86_400_000 })).toString('base64url');
    for (const value of [`${longer}.${signature}`, `${payload}.${'A'.repeat(signature!.length)}`, payload, 'x.y.z', '']) {
      expect(await statusOf(t, '/docs/json', { cookie: `orbit_docs_pass=${value}` })).toEqual({ url: '/docs/json', status: 401, errorCode: 'unauthorized' });
    }
  });

  it('stops working after its half hour even while the session lives on', async () => {
    const { token } = await signIn();
    const cookie = await passCookie(token);
    t.clock.advance(29 * 60_000);
    expect((await statusOf(t, '/docs/json', { cookie })).status).toBe(200);
    t.clock.advance(2 * 60_000);
    expect(await statusOf(t, '/docs/json', { cookie })).toEqual({ url: '/docs/json', status: 401, errorCode: 'unauthorized' });
    expect((await statusOf(t, '/docs/json', { authorization: token })).status).toBe(200);
  });

  it('stops working when the console session logs out', async () => {
    const { token } = await signIn();
    const cookie = await passCookie(token);
    expect((await statusOf(t, '/docs/json', { cookie })).status).toBe(200);
    const logout = await t.app.inject({ method: 'DELETE', url: '/cms/session', headers: { host: 'localhost', authorization: token } });
    expect(logout.statusCode).toBe(200);
    expect(await statusOf(t, '/docs/json', { cookie })).toEqual({ url: '/docs/json', status: 401, errorCode: 'unauthorized' });
  });
});
