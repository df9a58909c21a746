// Signatures of seamless calls (contracts/seamless.ts): HMAC-SHA256 over `timestamp.rawBody` with the
// vendor's secret, hex, compared in constant time; the timestamp must be within ±300 s of our clock.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SEAMLESS_CLOCK_SKEW_SECONDS, signedText } from '@orbit/contracts/seamless';

export function signSeamless(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(signedText(timestamp, rawBody)).digest('hex');
}

/** Whether a call's timestamp and signature are good for this secret at this time. */
export function seamlessSignatureValid(input: { secret: string; timestamp: string; signature: string; rawBody: string; now: Date }): boolean {
  if (!/^\d{1,12}$/.test(input.timestamp) || !/^[0-9a-f]{64}$/i.test(input.signature)) return false;
  const skew = Math.abs(Math.floor(input.now.getTime() / 1000) - Number(input.timestamp));
  if (skew > SEAMLESS_CLOCK_SKEW_SECONDS) return false;
  const expected = Buffer.from(signSeamless(input.secret, input.timestamp, input.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(input.signature, 'hex'));
}
