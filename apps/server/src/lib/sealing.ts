// Secrets kept at rest sealed with a key derived from APP_SECRET (AES-256-GCM: the IV, the tag and the
// ciphertext in one base64 text). The encrypted-call keys and the vendors' signing secrets use it, so a
// copy of the database alone gives none of them away.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** The at-rest key: the same for every sealed secret, derived from APP_SECRET. */
export function sealingKey(appSecret: string): Buffer {
  return createHash('sha256').update(`crypto-keys:${appSecret}`).digest();
}

export function seal(text: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

/** @throws when the text was not sealed with this key, or was altered */
export function unseal(sealed: string, key: Buffer): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
