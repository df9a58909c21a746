import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openProviderPath, ProviderUrlError } from './provider-url.ts';

/** Seals as the server does (apps/server/src/modules/chat/chat.provider.ts). */
function seal(url: string, key8 = randomBytes(6).toString('base64url')) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', createHash('sha256').update(key8).digest(), iv);
  return Buffer.concat([iv, cipher.update(url, 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64url') + key8;
}

describe('opening a customer-service provider path', () => {
  it('answers the https URL sealed in the path', async () => {
    const url = 'https://chat.provider.example/widget?site=orbit&lang=ms';
    await expect(openProviderPath(seal(url))).resolves.toBe(url);
  });

  it('refuses a tampered ciphertext, a wrong key and a cut path', async () => {
    const path = seal('https://chat.provider.example/');
    const flipped = path.slice(0, 20) + (path[20] === 'A' ? 'B' : 'A') + path.slice(21);
    await expect(openProviderPath(flipped)).rejects.toBeInstanceOf(ProviderUrlError);
    await expect(openProviderPath(path.slice(0, -8) + 'AAAAAAAA')).rejects.toBeInstanceOf(ProviderUrlError);
    await expect(openProviderPath(path.slice(-8))).rejects.toBeInstanceOf(ProviderUrlError);
    await expect(openProviderPath('not base64 at all!' + 'AAAAAAAA')).rejects.toBeInstanceOf(ProviderUrlError);
  });

  it('refuses anything that is not an https address', async () => {
    for (const url of ['http://chat.provider.example/', 'javascript:alert(1)', 'data:text/html,hi', 'https://user:pw@chat.provider.example/', 'chat'])
      await expect(openProviderPath(seal(url))).rejects.toBeInstanceOf(ProviderUrlError);
  });
});
