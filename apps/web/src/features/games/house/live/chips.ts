// Chip arithmetic of the live tables: amounts as the server writes them ("10.00"), summed as whole minor units.
import { formatMinor, parseAmount } from '@orbit/contracts/money';

/** The number of decimals the table's amounts carry (its chips tell). */
export const exponentOfChips = (chips: readonly string[]) => (chips[0]?.split('.')[1] ?? '').length;

export function toMinor(amount: string, exponent: number): bigint {
  const parsed = parseAmount(amount, exponent);
  return parsed.ok ? parsed.minor : 0n;
}

export const fromMinor = (minor: bigint, exponent: number) => formatMinor(minor, exponent);

/** Bets waiting for confirmation: spot → minor units. */
export type PendingBets = ReadonlyMap<string, bigint>;

export function addChip(pending: PendingBets, spot: string, chip: bigint): Map<string, bigint> {
  const next = new Map(pending);
  next.set(spot, (next.get(spot) ?? 0n) + chip);
  return next;
}

export const pendingTotal = (pending: PendingBets) => [...pending.values()].reduce((sum, minor) => sum + minor, 0n);

/** What this player has on each spot in the round, confirmed. */
export function confirmedBySpot(bets: readonly { spots: readonly { spot: string; amount: string }[]; status: string }[], exponent: number) {
  const totals = new Map<string, bigint>();
  for (const bet of bets) {
    if (bet.status === 'refused' || bet.status === 'refunded' || bet.status === 'cancelling') continue;
    for (const { spot, amount } of bet.spots) totals.set(spot, (totals.get(spot) ?? 0n) + toMinor(amount, exponent));
  }
  return totals;
}
