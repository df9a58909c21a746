// The server's hash pair and seed source: node:crypto. The only file of the package that needs Node.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { toHex, type FairHash } from './hash.ts';

export const nodeHash: FairHash = {
  sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  hmacSha256: (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
};

/** A fresh server seed: 32 bytes from the operating system's CSPRNG, as hex. */
export function newServerSeed(): string {
  return toHex(randomBytes(32));
}
