// A market repriced at a margin on the desk: the chances its odds imply (1/odds, scaled to sum to 1) are kept and
// the margin is put on top, as the built-in feed prices (feed/pricing.ts): odds = 1 / (chance × (1 + margin)),
// rounded down to 0.01 in the house's favour, between 1.01 and 1,000.
const SCALE = 10_000n;
const MIN = 10_100n;
const MAX = 10_000_000n;

/** Odds × 10,000 of one market at `marginPercent` (5 = 5%), in the order given. */
export function withMargin(odds: readonly bigint[], marginPercent: number): bigint[] {
  const implied = odds.map((price) => Number(SCALE) / Number(price));
  const book = implied.reduce((sum, chance) => sum + chance, 0);
  return implied.map((chance) => {
    const price = 1 / ((chance / book) * (1 + marginPercent / 100));
    // Two decimals in hundredths, and a hair of tolerance so 1/(0.5 × 1.0) stays 2.00 and not 1.99.
    const hundredths = BigInt(Math.floor(price * 100 + 1e-9));
    const scaled = hundredths * 100n;
    return scaled < MIN ? MIN : scaled > MAX ? MAX : scaled;
  });
}
