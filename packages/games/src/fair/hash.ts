// The two hash functions the fair scheme needs, passed in so the same code runs on the server
// (node:crypto, fast) and in a browser (the portable implementation in sha256.ts).

export interface FairHash {
  sha256(data: Uint8Array): Uint8Array;
  hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array;
}

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

export function fromHex(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new FairError('fair_bad_hex', 'Expected an even number of hexadecimal digits');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Bad input to the fair scheme or a game: a stable code the server maps to its reply, and a message. */
export class FairError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FairError';
  }
}
