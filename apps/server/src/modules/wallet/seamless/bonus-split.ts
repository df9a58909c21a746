// The arithmetic of bonus money in a seamless bet (docs/wallet.md, Bonus money), kept pure so a property test
// checks it against a plain model. Integers only; every division rounds down, once, last.

/** A stake spends cash first, then the active grant's balance. A stake above both leaves a bonus part the ledger refuses. */
export function splitStake(stake: bigint, cash: bigint): { cashPart: bigint; bonusPart: bigint } {
  const cashPart = cash <= 0n ? 0n : stake < cash ? stake : cash;
  return { cashPart, bonusPart: stake - cashPart };
}

/** What a stake adds to the wagering done: the whole stake times the category's percent, rounded down. */
export function contributionOf(stake: bigint, percent: number): bigint {
  const rate = Number.isInteger(percent) ? Math.min(100, Math.max(0, percent)) : 0;
  return (stake * BigInt(rate)) / 100n;
}

/**
 * A win of a round staked partly with bonus money: each grant gets win × its bonus part / the round's whole
 * stake, rounded down; the rest, with every rounding remainder, is cash. Parts of rolled-back stakes are left out.
 */
export function splitWin(
  win: bigint,
  stakes: readonly { grantId: number; cashPart: bigint; bonusPart: bigint }[],
): { cash: bigint; grants: Map<number, bigint> } {
  let total = 0n;
  const bonusOf = new Map<number, bigint>();
  for (const s of stakes) {
    total += s.cashPart + s.bonusPart;
    if (s.bonusPart > 0n) bonusOf.set(s.grantId, (bonusOf.get(s.grantId) ?? 0n) + s.bonusPart);
  }
  const grants = new Map<number, bigint>();
  if (total === 0n) return { cash: win, grants };
  let paid = 0n;
  for (const [grantId, part] of bonusOf) {
    const share = (win * part) / total;
    if (share > 0n) grants.set(grantId, share);
    paid += share;
  }
  return { cash: win - paid, grants };
}
