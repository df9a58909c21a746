// Amounts as members and operators type them, read in the merchant's currency: the one place that turns
// a decimal string into minor units and refuses what cannot be money (amount_invalid, with the field).
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type { ResolvedMerchant } from '../site/site.types.ts';

/**
 * Reads an amount in the merchant's currency: more than zero, no more decimals than the currency has.
 * @throws amount_invalid
 */
export function readAmount(merchant: Pick<ResolvedMerchant, 'currency'>, text: string, field = 'amount'): bigint {
  const parsed = parseAmount(text, exponentOf(merchant.currency));
  if (parsed.ok) return parsed.minor;
  const why = {
    format: 'Please enter an amount such as 100 or 100.50',
    precision: `${merchant.currency} amounts have at most ${exponentOf(merchant.currency)} decimals`,
    zero: 'The amount must be more than zero',
    too_large: 'The amount is too large',
  }[parsed.reason];
  throw new ApiError('amount_invalid', why, { field });
}

/** Reads an amount from the merchant's own settings (limits, fees), which the settings schema has checked. */
export function settingAmount(merchant: Pick<ResolvedMerchant, 'currency'>, text: string): bigint {
  const parsed = parseAmount(text, exponentOf(merchant.currency));
  return parsed.ok ? parsed.minor : 0n;
}

/** Minor units as the wire shows them in the merchant's currency ("12.50"). */
export function showAmount(merchant: Pick<ResolvedMerchant, 'currency'>, minor: bigint): string {
  return formatMinor(minor, exponentOf(merchant.currency));
}
