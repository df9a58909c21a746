// Receipt and proof uploads: png or jpg by their bytes, 5 MB at most (413 beyond), read back only by their
// member and by the merchant's finance operators, never cached by shared caches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_UPLOAD_MAX_BYTES, PAYMENT_UPLOAD_PATH } from '@orbit/contracts/payments';
import { createOperatorEndpoint } from '@orbit/contracts/console';
import { paymentUploads } from '../src/db/schema/payments.ts';
import { assertOwnUpload } from '../src/modules/payments/uploads.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { depositor, JPEG, PNG, uploadImage, multipart, type Depositor } from './support/deposits.ts';

describe('payment uploads', () => {
  let t: TestApp;
  let alice: Depositor;
  let bob: Depositor;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await depositor(t);
    bob = await depositor(t);
  });
  afterAll(() => t.close());

  const post = (token: string | undefined, body: { payload: Buffer; contentType: string }) =>
    t.app.inject({
      method: 'POST',
      url: PAYMENT_UPLOAD_PATH,
      headers: { host: 'localhost', 'content-type': body.contentType, ...(token ? { authorization: token } : {}) },
      payload: body.payload,
    });
  const read = (url: string, token: string) => t.app.inject({ url, headers: { host: 'localhost', authorization: token } });

  it('stores a png and a jpg under new random ids and gives them back to their member, privately', async () => {
    const png = await uploadImage(t, alice.token, PNG, 'receipt.txt');
    const jpg = await uploadImage(t, alice.token, JPEG, 'photo.png');
    expect(png).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(jpg).not.toBe(png);
    const back = await read(`/wps/payment/uploads/${jpg}`, alice.token);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/jpeg');
    expect(back.headers['cache-control']).toMatch(/^private/);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(back.rawPayload, JPEG)).toBe(0);
    const [row] = await t.database.db.select().from(paymentUploads).where(eq(paymentUploads.id, png));
    expect([row?.memberId, row?.mime, row?.size]).toEqual([alice.id, 'image/png', PNG.length]);
  });

  it('judges the type by the bytes: a text file named .png is refused and nothing is stored', async () => {
    const before = await t.database.db.select().from(paymentUploads).where(eq(paymentUploads.memberId, alice.id));
    const reply = await post(alice.token, multipart('file', 'receipt.png', 'image/png', Buffer.from('MZ not a picture at all, an executable')));
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ errorCode: 'unsupported_media_type', field: 'file' });
    const svg = await post(alice.token, multipart('file', 'r.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')));
    expect(svg.statusCode).toBe(415);
    const after = await t.database.db.select().from(paymentUploads).where(eq(paymentUploads.memberId, alice.id));
    expect(after.length).toBe(before.length);
  });

  it('answers 413 above 5 MB and takes an image just under it', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(PAYMENT_UPLOAD_MAX_BYTES + 1 - PNG.length)]);
    const reply = await post(alice.token, multipart('file', 'big.png', 'image/png', big));
    expect(reply.statusCode).toBe(413);
    expect(reply.json().errorCode).toBe('payload_too_large');
    const fits = Buffer.concat([PNG, Buffer.alloc(PAYMENT_UPLOAD_MAX_BYTES - PNG.length - 1024)]);
    expect(await uploadImage(t, alice.token, fits)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('needs a logged-in member and a multipart body', async () => {
    expect((await post(undefined, multipart('file', 'a.png', 'image/png', PNG))).statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: PAYMENT_UPLOAD_PATH,
      headers: { host: 'localhost', authorization: alice.token, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(415);
  });

  it("hides one member's upload from another, from visitors and from the public", async () => {
    const id = await uploadImage(t, alice.token, PNG);
    expect((await read(`/wps/payment/uploads/${id}`, bob.token)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/wps/payment/uploads/${id}`, headers: { host: 'localhost' } })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/media/${id}` })).statusCode).toBe(404);
    expect((await read('/wps/payment/uploads/..%2F..%2Fetc', alice.token)).statusCode).toBe(404);
    await expect(assertOwnUpload(t.database.db, bob.merchantId, bob.id, id)).rejects.toMatchObject({ errorCode: 'not_found', field: 'proofUploadId' });
    await expect(assertOwnUpload(t.database.db, alice.merchantId, alice.id, id, 'receiptUploadId')).resolves.toBeUndefined();
    const stored = await t.database.db
      .select({ merchantId: paymentUploads.merchantId })
      .from(paymentUploads)
      .where(and(eq(paymentUploads.id, id), eq(paymentUploads.memberId, alice.id)));
    expect(stored[0]?.merchantId).toBe(alice.merchantId);
  });

  it('lets an operator with finance.read read any upload of the merchant, and no one else', async () => {
    const id = await uploadImage(t, alice.token, PNG);
    const url = `/cms/finance/uploads/${id}`;
    const { token } = await loginOperator(t);
    const owner = operatorClient(t, token);
    const asOwner = await t.app.inject({ url, headers: { host: 'localhost', authorization: token } });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['cache-control']).toMatch(/^private/);
    expect(asOwner.headers['content-type']).toBe('image/png');
    // A content operator has no finance.read.
    await owner.call(createOperatorEndpoint, { body: { username: 'contentop1', displayName: 'Content', password: 'Harimau#Gold88', role: 'content' } });
    const content = await loginOperator(t, 'contentop1', 'Harimau#Gold88');
    const refused = await t.app.inject({ url, headers: { host: 'localhost', authorization: content.token } });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ url, headers: { host: 'localhost', authorization: alice.token } })).statusCode).toBe(401);
  });
});
