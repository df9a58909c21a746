// The fast SEA lottery (TCG_SEA, a draw every 1, 3 or 5 minutes): one digit 0–9 a draw, rng.int(10), and
// what the boards bet on is read from it:
// - size: 0–4 small, 5–9 big;   - parity: odd or even (0 is even);
// - colour, exactly one per digit: violet for 0 and 5, green for the other odd digits (1 3 7 9), red for
//   the other even digits (2 4 6 8). (The familiar colour game pays red/green at half on 0 and 5; one
//   colour a digit keeps each bet a plain win or loss, and gives each draw a single colour type.)
import type { FairRng } from '../fair/rng.ts';
import { accept, checkStake, isRecord, refuse, valueOrThrow, type Checked } from './checks.ts';
import { odds, payout, type Odds } from './odds.ts';

export type SeaSize = 'big' | 'small';
export type SeaParity = 'odd' | 'even';
export type SeaColour = 'red' | 'green' | 'violet';

export const SEA_COLOURS: readonly SeaColour[] = ['red', 'green', 'violet'];

export interface SeaFastResult {
  number: number;
  size: SeaSize;
  parity: SeaParity;
  colour: SeaColour;
}

export function seaFastResultOf(number: number): SeaFastResult {
  const parity: SeaParity = number % 2 === 1 ? 'odd' : 'even';
  return {
    number,
    size: number >= 5 ? 'big' : 'small',
    parity,
    colour: number === 0 || number === 5 ? 'violet' : parity === 'odd' ? 'green' : 'red',
  };
}

export function drawSeaFast(rng: FairRng): SeaFastResult {
  return seaFastResultOf(rng.int(10));
}

export type SeaFastBet =
  | { type: 'number'; selection: string; stake: bigint }
  | { type: 'size'; selection: SeaSize; stake: bigint }
  | { type: 'parity'; selection: SeaParity; stake: bigint }
  | { type: 'colour'; selection: SeaColour; stake: bigint };

export interface SeaFastOddsTable {
  number: Odds;
  size: Odds;
  parity: Odds;
  colour: Record<SeaColour, Odds>;
}

/**
 * Chances a draw: a digit 1/10, a size or a parity 5/10, red or green 4/10, violet 2/10. Returns (sea-fast
 * test, over the ten digits): number 9.5 → 95%, size and parity 1.9 → 95%, red and green 2.35 → 94%,
 * violet 4.7 → 94%.
 */
export const DEFAULT_SEA_FAST_ODDS: SeaFastOddsTable = {
  number: odds('9.5'),
  size: odds('1.9'),
  parity: odds('1.9'),
  colour: { red: odds('2.35'), green: odds('2.35'), violet: odds('4.7') },
};

const SELECTIONS: Record<SeaFastBet['type'], readonly string[]> = {
  number: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  size: ['big', 'small'],
  parity: ['odd', 'even'],
  colour: SEA_COLOURS,
};

export function checkSeaFastBet(input: unknown): Checked<SeaFastBet> {
  if (!isRecord(input)) return refuse('bet_type_invalid', 'bet', 'A fast lottery bet has a type, a selection and a stake');
  const { type, selection } = input;
  if (typeof type !== 'string' || !Object.hasOwn(SELECTIONS, type)) return refuse('bet_type_invalid', 'type', 'Bet on a number, a size, a parity or a colour');
  const allowed = SELECTIONS[type as SeaFastBet['type']];
  if (typeof selection !== 'string' || !allowed.includes(selection)) {
    return refuse(type === 'number' ? 'number_invalid' : 'bet_type_invalid', 'selection', `Choose one of ${allowed.join(', ')}`);
  }
  const stake = checkStake(input.stake);
  if (!stake.ok) return stake as Checked<never>;
  return accept({ type, selection, stake: stake.value } as SeaFastBet);
}

export function seaFastBetWins(bet: SeaFastBet, result: SeaFastResult): boolean {
  switch (bet.type) {
    case 'number':
      return bet.selection === String(result.number);
    case 'size':
      return bet.selection === result.size;
    case 'parity':
      return bet.selection === result.parity;
    case 'colour':
      return bet.selection === result.colour;
  }
}

/**
 * The amount paid for a bet (0 when it lost): stake × odds, rounded down. Throws FairError with the code of
 * checkSeaFastBet for a bad bet; the table is trusted (check it when the merchant saves it).
 */
export function settleSeaFast(bet: SeaFastBet, result: SeaFastResult, table: SeaFastOddsTable): bigint {
  const checked = valueOrThrow(checkSeaFastBet(bet));
  if (!seaFastBetWins(checked, result)) return 0n;
  return payout(checked.stake, checked.type === 'colour' ? table.colour[checked.selection] : table[checked.type]);
}
