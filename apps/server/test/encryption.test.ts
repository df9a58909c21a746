import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptForServer, ENCRYPTED_KEY_HEADER } from '@orbit/contracts/crypto-envelope';
import { cryptoKeyEndpoint } from '@orbit/contracts/site';
import { createTestApp, DEMO_OPERATOR, type TestApp } from './helpers.ts';

describe('encrypted calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (header: string, value: string) =>
    t.app.inject({ method: 'POST', url: '/cms/session/login', headers: { host: 'localhost', [ENCRYPTED_KEY_HEADER]: header }, payload: { value } });

  it('opens a body sealed with the current key, once', async () => {
    const key = await t.client().call(cryptoKeyEndpoint);
    const sealed = await encryptForServer(key, { username: 'admin', password: DEMO_OPERATOR.password }, t.clock.now().getTime());
    const first = await login(sealed.header, sealed.value);
    expect(first.json()).toMatchObject({ success: true, value: { state: 'enrol' } });
    const replay = await login(sealed.header, sealed.value);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ errorCode: 'replayed_request' });
  });

  it('refuses a body sealed more than five minutes ago, tampered with, or for an unknown key', async () => {
    const key = await t.client().call(cryptoKeyEndpoint);
    const old = await encryptForServer(key, { username: 'admin', password: 'x' }, t.clock.now().getTime() - 6 * 60_000);
    expect((await login(old.header, old.value)).json()).toMatchObject({ errorCode: 'replayed_request' });
    const good = await encryptForServer(key, { username: 'admin', password: 'x' }, t.clock.now().getTime());
    const bytes = Buffer.from(good.value, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect((await login(good.header, bytes.toString('base64'))).json()).toMatchObject({ errorCode: 'decryption_failed' });
    expect((await login(`unknown-key.${good.header.split('.')[1]}`, good.value)).json()).toMatchObject({ errorCode: 'decryption_failed' });
    expect((await login('garbage', 'garbage')).json()).toMatchObject({ errorCode: 'decryption_failed' });
  });

  it('validates the opened body like any other, naming the field', async () => {
    const key = await t.client().call(cryptoKeyEndpoint);
    const sealed = await encryptForServer(key, { username: 'a', password: 'x' }, t.clock.now().getTime());
    const reply = await login(sealed.header, sealed.value);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errorCode: 'validation_failed', field: 'username' });
  });

  it('rotates the key: a new one is offered once the old nears its end, and the old still opens for a grace hour', async () => {
    const before = await t.client().call(cryptoKeyEndpoint);
    const sealedWithOld = async () => encryptForServer(before, { username: 'admin', password: 'x' }, t.clock.now().getTime());
    t.clock.advance(23.5 * 3600_000);
    const after = await t.client().call(cryptoKeyEndpoint);
    expect(after.keyId).not.toBe(before.keyId);
    const old = await sealedWithOld();
    expect((await login(old.header, old.value)).json()).toMatchObject({ errorCode: 'invalid_credentials' });
    t.clock.advance(2 * 3600_000);
    const expired = await sealedWithOld();
    expect((await login(expired.header, expired.value)).json()).toMatchObject({ errorCode: 'decryption_failed' });
  });
});
