// How the slip, my bets and results print odds. NOTE: the member's odds format (Hong Kong, Malay, Indonesian,
// docs/sportsbook.md, Formats) is the board's formatter, which is built beside the board pages and is not in
// this part of the site yet; until the two meet, these screens print the decimal price exactly as the server
// sent it, only without trailing zeros past the second decimal ("1.8500" → "1.85", "7.4148" stays). When the
// board's formatter lands, this one function is replaced by it, so there is never a second formatter.
export function decimalOdds(odds: string): string {
  const [whole, fraction = ''] = odds.split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}
