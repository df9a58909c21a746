// How an amount reads for people, apart from money.ts so that showing a balance needs no zod (the sites'
// logged-in bar shows it before the schemas load).

/** Shows an amount string for people: symbol, thousands separators, the currency's decimals ("RM 1,234.50"). */
export function displayAmount(amount: string, symbol: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol} ${grouped}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/**
 * A deposit method's fee in minor units: amount × percent / 100, rounded down to a whole minor unit (in the
 * member's favour), plus the fixed fee. The percent has at most two decimals ("1.5"), read as hundredths of
 * a percent so the arithmetic stays in integers. The server charges it and the site previews it with this
 * one function.
 */
export function depositFee(amountMinor: bigint, feePercent: string, feeFixedMinor: bigint): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(feePercent.trim());
  if (!match) return feeFixedMinor;
  const hundredths = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  return (amountMinor * hundredths) / 10_000n + feeFixedMinor;
}
