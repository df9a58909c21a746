// Amounts as the console reads and writes them: decimal strings compared and added as exact minor units
// (never floats, docs/conventions.md, Money), and shown with the merchant's symbol, thousands separators and decimals.
import { displayAmount, formatMinor } from '@orbit/contracts/money';

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string as minor units with `exponent` decimals; null when it is not a number or has more decimals. */
export function toMinor(text: string, exponent: number): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > exponent) return null;
  const minor = BigInt(whole) * 10n ** BigInt(exponent) + BigInt(trimmed.padEnd(exponent, '0') || '0');
  return sign === '-' ? -minor : minor;
}

/** How many decimals an amount is written with ("10.5" → 1). */
export function decimalsOf(text: string): number {
  const match = DECIMAL.exec(text.trim());
  return match?.[3]?.length ?? 0;
}

/** Compares two decimal strings exactly: negative when a < b, 0 when equal, positive when a > b; null if either is not a number. */
export function compareAmounts(a: string, b: string): number | null {
  const scale = Math.max(decimalsOf(a), decimalsOf(b));
  const left = toMinor(a, scale);
  const right = toMinor(b, scale);
  if (left === null || right === null) return null;
  return left === right ? 0 : left < right ? -1 : 1;
}

/** An amount shown for people: "RM 1,234.50"; a setting typed as "30" shows as "RM 30.00" in a two-decimal currency. */
export function showMoney(amount: string, symbol: string, exponent = 2): string {
  const minor = toMinor(amount, Math.max(exponent, decimalsOf(amount)));
  const normal = minor === null ? amount : formatMinor(minor, Math.max(exponent, decimalsOf(amount)));
  // Without a symbol (settings not loaded yet) the number stands alone: "1,234.50", "-20.00".
  return symbol ? displayAmount(normal, symbol) : displayAmount(normal, '').replace(/^(-?) /, '$1');
}

/** The sign of an amount string, for colouring credits and debits. */
export function signOf(amount: string): -1 | 0 | 1 {
  const minor = toMinor(amount, decimalsOf(amount));
  if (minor === null || minor === 0n) return 0;
  return minor < 0n ? -1 : 1;
}

/** a + b (or a − b) as a decimal string with `exponent` decimals; null when either is not a number in that currency. */
export function addAmounts(a: string, b: string, exponent: number, subtract = false): string | null {
  const left = toMinor(a, exponent);
  const right = toMinor(b, exponent);
  if (left === null || right === null) return null;
  return formatMinor(subtract ? left - right : left + right, exponent);
}

/** How the merchant's money is written: its symbol and its currency's decimals. */
export interface Currency {
  symbol: string;
  exponent: number;
}
