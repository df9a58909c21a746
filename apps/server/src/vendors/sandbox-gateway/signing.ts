// The sandbox gateway's signatures, in both directions: hex HMAC-SHA256 of `timestamp.body` (its API
// requests with the account's API secret, its webhooks with the account's webhook secret).
import { createHmac, timingSafeEqual } from 'node:crypto';

export function sandboxSign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

export function sandboxSignatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(sandboxSign(secret, timestamp, body), 'hex'), Buffer.from(signature, 'hex'));
}
