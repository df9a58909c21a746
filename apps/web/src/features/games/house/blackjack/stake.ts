// Stake arithmetic on the screen: amounts arrive as decimal strings in the merchant's currency ("5.00") and
// are added as whole minor units, never as floating point.

/** Decimals used by an amount string ("1.00" → 2). */
export const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

export function toMinor(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt((fraction + '0'.repeat(decimals)).slice(0, decimals) || '0');
}

export function fromMinor(minor: bigint, decimals: number): string {
  if (decimals === 0) return minor.toString();
  const text = minor.toString().padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

/** The stake after adding a chip, kept at or below the table's maximum. */
export function addChip(stake: string, chip: string, max: string): string {
  const decimals = decimalsOf(max);
  const sum = toMinor(stake, decimals) + toMinor(chip, decimals);
  const cap = toMinor(max, decimals);
  return fromMinor(sum > cap ? cap : sum, decimals);
}

/**
 * The stake after a chip is tapped. The table's minimum shows before any chip, but it is only a default: the
 * first chip tapped is the stake (tapping 10 bets 10, not 10 + the default); later chips add to it.
 */
export function tapChip(stake: string, chip: string, max: string, firstTap: boolean): string {
  return addChip(firstTap ? '0' : stake, chip, max);
}

/** A hand's total as the table shows it: a soft total as "7/17", a hard one as "17". */
export const totalLabel = (total: number, soft: boolean) => (soft ? `${total - 10}/${total}` : String(total));
