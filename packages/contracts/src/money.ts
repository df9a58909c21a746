// Money on the wire and in code (docs/conventions.md, Money): integer minor units as bigint in code, decimal strings
// such as "12.50" on the wire. How many decimals a currency has is fixed here, so every part agrees.
import { text } from './text.ts';

/** Decimals of each currency the platform serves; a merchant's currency must be one of these. */
export const CURRENCY_EXPONENTS: Record<string, number> = {
  MYR: 2,
  SGD: 2,
  THB: 2,
  PHP: 2,
  USD: 2,
  CNY: 2,
  IDR: 0,
  VND: 0,
};

export function exponentOf(currency: string): number {
  return CURRENCY_EXPONENTS[currency] ?? 2;
}

/** The most any single amount may be: 10^13 major units keeps every sum far inside a signed 64-bit integer. */
export const MAX_MAJOR_DIGITS = 13;

/**
 * An amount as a member or operator types it: digits with an optional decimal part. How many decimals are
 * allowed depends on the merchant's currency, so the server checks that (amount_invalid).
 */
export const amountInput = text()
  .trim()
  .max(24)
  .regex(/^\d{1,13}(\.\d{1,8})?$/, 'Please enter an amount such as 100 or 100.50');

/** An amount as the server answers it: always the currency's full decimals ("100.50", "-20.00"). */
export const amountOutput = text().regex(/^-?\d+(\.\d+)?$/);

/** The idempotency key of a money call (docs/conventions.md): made by the client once per action and sent again on retry. */
export const requestId = text().regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestId: 8–64 letters, digits, _ or -');

export type ParsedAmount = { ok: true; minor: bigint } | { ok: false; reason: 'format' | 'precision' | 'zero' | 'too_large' };

/** Reads a decimal string into minor units of a currency with `exponent` decimals; never goes through a float. */
export function parseAmount(text: string, exponent: number): ParsedAmount {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [, whole = '', fraction = ''] = match;
  const trimmedFraction = fraction.replace(/0+$/, '');
  if (trimmedFraction.length > exponent) return { ok: false, reason: 'precision' };
  if (whole.replace(/^0+/, '').length > MAX_MAJOR_DIGITS) return { ok: false, reason: 'too_large' };
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(trimmedFraction.padEnd(exponent, '0') || '0');
  if (minor === 0n) return { ok: false, reason: 'zero' };
  return { ok: true, minor };
}

/** Writes minor units as a decimal string with the currency's decimals: 1050n, 2 → "10.50". */
export function formatMinor(minor: bigint, exponent: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(exponent + 1, '0');
  const whole = exponent === 0 ? digits : digits.slice(0, -exponent);
  const fraction = exponent === 0 ? '' : `.${digits.slice(-exponent)}`;
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

// Kept in a module without zod, so a site can show amounts before (or without) loading the schemas.
export { displayAmount } from './money-format.ts';
