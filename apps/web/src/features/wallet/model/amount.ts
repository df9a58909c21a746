// Amounts as a member types them and as the wallet screens compare them: minor units as bigint, never
// floats (docs/conventions.md, Money). The server checks again; these checks only spare a refused call.
import { formatMinor, MAX_MAJOR_DIGITS, parseAmount } from '@orbit/contracts/money';
import { depositFee } from '@orbit/contracts/money-format';

/**
 * What the amount box keeps of a keystroke or a paste: digits and one decimal point, no more decimals than
 * the currency has, no leading zeros, at most 13 whole digits. "1,234.567" → "1234.56" for MYR.
 */
export function cleanAmountInput(raw: string, exponent: number): string {
  const kept = raw.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  let whole = dot === -1 ? kept : kept.slice(0, dot);
  const fraction = dot === -1 ? null : kept.slice(dot + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '').slice(0, MAX_MAJOR_DIGITS);
  if (exponent === 0 || fraction === null) return whole;
  return `${whole === '' ? '0' : whole}.${fraction.slice(0, exponent)}`;
}

/** An amount the server wrote ("1234.50", "-20.00") in minor units; null when it is not one. */
export function toMinor(amount: string, exponent: number): bigint | null {
  const negative = amount.startsWith('-');
  const parsed = parseAmount(negative ? amount.slice(1) : amount, exponent);
  if (parsed.ok) return negative ? -parsed.minor : parsed.minor;
  return parsed.reason === 'zero' ? 0n : null;
}

/** Minor units back to the wire's decimal string. */
export function fromMinor(minor: bigint, exponent: number): string {
  return formatMinor(minor, exponent);
}

export type AmountProblem = 'required' | 'format' | 'precision' | 'zero' | 'tooLarge' | 'belowMin' | 'aboveMax' | 'insufficient';

export interface AmountBounds {
  /** Amount strings as the server sends them; absent is no bound. */
  min?: string | null;
  max?: string | null;
  /** What the member holds to pay from (a transfer, a withdrawal). */
  available?: string | null;
}

export type AmountCheck = { ok: true; minor: bigint } | { ok: false; problem: AmountProblem };

/** Checks a typed amount against the currency and the screen's bounds, in the order a member fixes them. */
export function checkAmount(text: string, exponent: number, bounds: AmountBounds = {}): AmountCheck {
  if (text.trim() === '') return { ok: false, problem: 'required' };
  const parsed = parseAmount(text, exponent);
  if (!parsed.ok) return { ok: false, problem: parsed.reason === 'too_large' ? 'tooLarge' : parsed.reason };
  const bound = (value: string | null | undefined) => (value ? toMinor(value, exponent) : null);
  const min = bound(bounds.min);
  const max = bound(bounds.max);
  const available = bound(bounds.available);
  if (min !== null && parsed.minor < min) return { ok: false, problem: 'belowMin' };
  if (max !== null && max > 0n && parsed.minor > max) return { ok: false, problem: 'aboveMax' };
  if (available !== null && parsed.minor > available) return { ok: false, problem: 'insufficient' };
  return { ok: true, minor: parsed.minor };
}

/** Round figures people pick: 1, 2 and 5 times a power of ten, in major units. */
const NICE_STEPS = [1n, 2n, 5n];

/**
 * Up to `count` quick amounts within [min, max] (major-unit round figures), starting at the smallest one at
 * or above min. With no bounds: 50 to 5,000.
 */
export function quickAmounts(exponent: number, bounds: { min?: string | null; max?: string | null }, count = 6): string[] {
  const unit = 10n ** BigInt(exponent);
  const min = (bounds.min ? toMinor(bounds.min, exponent) : null) ?? 50n * unit;
  const maxBound = bounds.max ? toMinor(bounds.max, exponent) : null;
  const max = maxBound !== null && maxBound > 0n ? maxBound : 1_000_000n * unit;
  const picks: string[] = [];
  for (let power = 1n; picks.length < count && power * unit <= max; power *= 10n) {
    for (const step of NICE_STEPS) {
      const minor = step * power * unit;
      if (minor >= min && minor <= max && picks.length < count) picks.push(formatMinor(minor, exponent));
    }
  }
  return picks;
}

/** The lesser of two amounts, for "all" (the balance, but no more than the screen's maximum). */
export function minAmount(a: string, b: string | null | undefined, exponent: number): string {
  if (!b) return a;
  const x = toMinor(a, exponent) ?? 0n;
  const y = toMinor(b, exponent);
  if (y === null || y <= 0n) return a;
  return formatMinor(x < y ? x : y, exponent);
}

/** The deposit fee exactly as the server charges it (rounded down in the member's favour). */
export { depositFee };
