// Client half of the encrypted-call envelope (docs/conventions.md), written against Web Crypto so the browser and
// Node (tests) share it. A fresh AES-256-GCM key seals `{ ts, nonce, body }`; RSA-OAEP-256 wraps that key.
export const ENCRYPTED_KEY_HEADER = 'x-encrypted-key';
export const CRYPTO_KEY_PATH = '/wps/system/crypto-key';

export interface ServerPublicKey {
  keyId: string;
  /** Base64 of the DER-encoded SubjectPublicKeyInfo. */
  publicKey: string;
  expiresAt: string;
}

/** What the server finds once it has unwrapped and decrypted a sealed body. */
export interface SealedPlaintext {
  ts: number;
  nonce: string;
  body: unknown;
}

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encryptForServer(key: ServerPublicKey, body: unknown, now: number = Date.now()) {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey('spki', fromBase64(key.publicKey), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['wrapKey']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const nonce = toBase64(globalThis.crypto.getRandomValues(new Uint8Array(16)));
  const plaintext: SealedPlaintext = { ts: now, nonce, body };
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(JSON.stringify(plaintext))));
  const wrapped = new Uint8Array(await subtle.wrapKey('raw', aesKey, rsaKey, { name: 'RSA-OAEP' }));
  const sealed = new Uint8Array(iv.length + ciphertext.length);
  sealed.set(iv, 0);
  sealed.set(ciphertext, iv.length);
  return { header: `${key.keyId}.${toBase64(wrapped)}`, value: toBase64(sealed) };
}
