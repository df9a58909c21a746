// E-lottery keno (ELOTT): 20 different numbers drawn from 1–80 a draw (a partial Fisher–Yates, rng.pick,
// kept in draw order); a player picks 1–10 numbers ("spots") and is paid by how many were drawn ("hits").
import type { FairRng } from '../fair/rng.ts';
import { accept, checkStake, isRecord, refuse, valueOrThrow, type Checked } from './checks.ts';
import { odds, payout, type Odds } from './odds.ts';

export const KENO_POOL = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_SPOTS = 10;

export interface KenoResult {
  /** 1–80, in draw order. */
  numbers: number[];
}

export function drawKeno(rng: FairRng): KenoResult {
  return { numbers: rng.pick(KENO_DRAWN, KENO_POOL).map((index) => index + 1) };
}

export interface KenoBet {
  /** 1–10 different numbers from 1–80. */
  picks: number[];
  stake: bigint;
}

/** paytable[spots − 1][hits]: decimal odds for each number of hits (0…spots), for 1–10 spots. */
export type KenoPayTable = readonly (readonly Odds[])[];

const row = (...pays: string[]): Odds[] => pays.map(odds);

/**
 * Returns computed exactly from the hypergeometric law P(h hits | k spots) = C(k, h) C(80 − k, 20 − h) /
 * C(80, 20) in keno.test.ts, to two decimals: 1 spot 93.75%, 2 93.89%, 3 94.35%, 4 94.15%, 5 94.33%,
 * 6 94.44%, 7 94.10%, 8 94.48%, 9 94.05%, 10 94.19% (10 spots pays 2 for no hit at all).
 */
export const DEFAULT_KENO_PAYTABLE: KenoPayTable = [
  row('0', '3.75'),
  row('0', '1', '9.3'),
  row('0', '0', '3', '38'),
  row('0', '0', '1', '8', '125'),
  row('0', '0', '0.5', '3', '22', '450'),
  row('0', '0', '0', '2', '7', '90', '1600'),
  row('0', '0', '0', '1', '5', '24', '240', '5000'),
  row('0', '0', '0', '0', '3', '13', '100', '1000', '15000'),
  row('0', '0', '0', '0', '1', '8', '40', '300', '4000', '40000'),
  row('2', '0', '0', '0', '0', '4', '20', '130', '1000', '10000', '80000'),
];

export function checkKenoBet(input: unknown): Checked<KenoBet> {
  if (!isRecord(input)) return refuse('bet_type_invalid', 'bet', 'A keno bet has picks and a stake');
  const picks = input.picks;
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_SPOTS) {
    return refuse('numbers_count_invalid', 'picks', `Pick 1 to ${KENO_MAX_SPOTS} numbers`);
  }
  for (let i = 0; i < picks.length; i++) {
    const pick: unknown = picks[i];
    if (!Number.isInteger(pick) || (pick as number) < 1 || (pick as number) > KENO_POOL) {
      return refuse('number_invalid', `picks[${i}]`, `Numbers go from 1 to ${KENO_POOL}`);
    }
  }
  if (new Set(picks).size !== picks.length) return refuse('numbers_repeated', 'picks', 'Pick different numbers');
  const stake = checkStake(input.stake);
  if (!stake.ok) return stake as Checked<never>;
  return accept({ picks: [...(picks as number[])], stake: stake.value });
}

export function kenoHits(bet: KenoBet, result: KenoResult): number {
  const drawn = new Set(result.numbers);
  return bet.picks.filter((pick) => drawn.has(pick)).length;
}

/**
 * The amount paid for a bet (0 when it lost): stake × the odds for its spots and hits, rounded down. Throws
 * FairError with the code of checkKenoBet for a bad bet; the table is trusted (check it with
 * checkOddsTable(table, DEFAULT_KENO_PAYTABLE) when the merchant saves it).
 */
export function settleKeno(bet: KenoBet, result: KenoResult, table: KenoPayTable): bigint {
  const checked = valueOrThrow(checkKenoBet(bet));
  return payout(checked.stake, table[checked.picks.length - 1]![kenoHits(checked, result)]!);
}
