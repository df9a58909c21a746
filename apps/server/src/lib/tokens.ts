import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque token of 256 random bits; only its hash is stored (docs/decisions/0009-member-sessions-remember-and-throttling.md). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
