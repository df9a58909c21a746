// Authenticator codes (RFC 6238: SHA-1, 6 digits, 30 s), through the otpauth library.
import * as OTPAuth from 'otpauth';

const PERIOD = 30;

export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = '', issuer = '') {
  return new OTPAuth.TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });
}

export function otpauthUrl(secret: string, label: string, issuer: string): string {
  return totpOf(secret, label, issuer).toString();
}

/** The time step the code belongs to (one step of drift either way allowed), or null when it is wrong. */
export function matchTotp(secret: string, code: string, now: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

export function currentTotp(secret: string, now: Date = new Date()): string {
  return totpOf(secret).generate({ timestamp: now.getTime() });
}
