import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TOTP_SECRET } from '../src/seed/seed.ts';
import { createTestApp, loginOperator, type TestApp } from './helpers.ts';

// The smallest valid PNG: a 1×1 transparent pixel.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

function multipart(name: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----orbit-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('merchant image uploads', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await loginOperator(t)).token;
  });
  afterAll(() => t.close());

  const upload = (body: ReturnType<typeof multipart>, auth = token) =>
    t.app.inject({
      method: 'POST',
      url: '/cms/assets',
      headers: { host: 'localhost', authorization: auth, 'content-type': body.contentType },
      payload: body.payload,
    });

  it('stores a PNG by its bytes and serves it back', async () => {
    const reply = await upload(multipart('file', 'logo.txt', 'text/plain', PNG));
    expect(reply.statusCode).toBe(200);
    const { url, contentType, size } = reply.json().value as { url: string; contentType: string; size: number };
    expect([contentType, size]).toEqual(['image/png', PNG.length]);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);
    const audit = await t.services.audit.list(1, { page: 1, pageSize: 5, action: 'asset.upload' });
    expect(audit.items[0]).toMatchObject({ operatorName: 'admin', target: url });
  });

  it('removes, a day later, an upload that no setting uses, and keeps the ones in use', async () => {
    const unused = (await upload(multipart('file', 'tried.png', 'image/png', PNG))).json().value.url as string;
    const settings = await t.services.site.settingsOf(1, 'owner');
    const logoUrl = settings.branding.logoUrl;
    expect(logoUrl).toMatch(/^\/media\//);
    await t.jobs.tick();
    expect((await t.app.inject({ url: unused })).statusCode).toBe(200);
    t.clock.advance(25 * 3600_000);
    await t.jobs.tick();
    expect((await t.app.inject({ url: unused })).statusCode).toBe(404);
    expect((await t.app.inject({ url: logoUrl! })).statusCode).toBe(200);
    // A day has passed: the session has idled out, so log in again for the next tests.
    token = (await loginOperator(t, undefined, undefined, DEMO_TOTP_SECRET)).token;
  });

  it('serves an uploaded SVG so that it cannot run script when opened', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const reply = await upload(multipart('file', 'mark.svg', 'image/svg+xml', svg));
    const served = await t.app.inject({ url: (reply.json().value as { url: string }).url });
    expect(served.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a file that is not an image whatever its name says, one over 2 MB, and a caller without login', async () => {
    const fake = await upload(multipart('file', 'photo.png', 'image/png', Buffer.from('MZ this is an executable, not a picture')));
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ errorCode: 'unsupported_media_type', field: 'file' });
    const big = await upload(multipart('file', 'big.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)])));
    expect(big.statusCode).toBe(413);
    const anonymous = await upload(multipart('file', 'a.png', 'image/png', PNG), '');
    expect(anonymous.statusCode).toBe(401);
  });
});
