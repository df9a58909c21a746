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
