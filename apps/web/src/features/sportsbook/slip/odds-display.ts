// How the slip, my bets and results print odds: in decimal, the price a bet is taken and settled at (a parlay's
// combined odds exist only as a decimal product), through the board's one formatter (docs/sportsbook.md, Formats).
import { showOdds } from '../board/model/odds-format.ts';

export const decimalOdds = (odds: string): string => showOdds(odds, 'decimal');
