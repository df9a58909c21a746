// A lottery order's lines as the maths reads them (docs/lottery.md): each line of the member contract
// (betType, numbers, stake) is checked with its game's check function from packages/games, written in the
// game's canonical selection text (lottery_ticket_lines.selection), priced, and given the bet keys it could
// cost the house money on, with the most it could pay on each (its liability).
//
// Bet keys and liability (the sell-out rule; docs/lottery.md "Sell-out"): a draw's exposure row per key holds
// the sum of the liabilities of every line sold on it, and a sale that would take it over the merchant's cap
// is refused. A line's liability on a key is the most that line pays in one draw when that key comes up,
// rounded up, with the draw's odds:
// - 4D `4d:<number>`: one key per number the line covers (the number, or every ordering for Box and iBox),
//   at the size's largest prize (Big and Small both peak at 1st, so Big and Small on one number add up to the
//   real worst case); iBox divides by its orderings as its prize does. A number wins at most one prize.
// - XSMB `xsmb:<betType>:<selection>`: odds × the most times the bet can match: lô 2/3/4 once per prize long
//   enough (27, 23, 20 prizes), the others once.
// - SEA `sea:<betType>:<selection>`: odds of that selection (a draw is one digit: one number, size, parity
//   and colour win).
// - keno `keno:<picks>`: the exact pick (spots are its length), at the best odds of its row (all hit, or 10
//   spots with none).
import { ApiError } from '@orbit/contracts/envelope';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { Checked, LotteryCheckError } from '@orbit/games/lottery/checks';
import { checkFourDBet, fourDBetCost, fourDCoveredNumbers, fourDPermutationCount, type FourDPrizeTable } from '@orbit/games/lottery/four-d-bets';
import { checkKenoBet, type KenoPayTable } from '@orbit/games/lottery/keno';
import type { LotteryOddsTables } from '@orbit/games/lottery/odds-text';
import { ODDS_SCALE, type Odds } from '@orbit/games/lottery/odds';
import { checkSeaFastBet, type SeaFastOddsTable } from '@orbit/games/lottery/sea-fast';
import { XSMB_TIERS } from '@orbit/games/lottery/xsmb';
import { checkXsmbBet, XSMB_BET_SHAPES, type XsmbBetType, type XsmbOddsTable } from '@orbit/games/lottery/xsmb-bets';

/** A line as the contract sends it, its stake already in minor units. */
export interface LineInput {
  betType: string;
  numbers: string[];
  stake: bigint;
}

export interface PricedLine {
  betType: string;
  /** The canonical text of the selection (lottery_ticket_lines.selection). */
  selection: string;
  /** The bet's stake as packages/games takes it (per ordering for a 4D Box). */
  stake: bigint;
  /** What the line costs the member: stake × orderings for a 4D Box, else the stake. */
  cost: bigint;
  /** Bet key → the most this line pays when that key comes up (minor units, rounded up). */
  liability: Map<string, bigint>;
}

/** The odds table of each game code's maths. */
export type GameOdds<G extends LotteryGameCode> = G extends '4d'
  ? FourDPrizeTable
  : G extends 'xsmb'
    ? XsmbOddsTable
    : G extends 'keno'
      ? KenoPayTable
      : SeaFastOddsTable;

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;
/** stake × odds × times ÷ spread, in minor units, rounded up: never below what the line could be paid. */
const worstPay = (stake: bigint, odds: Odds, times = 1n, spread = 1n) => ceilDiv(stake * odds * times, ODDS_SCALE * spread);
const maxOf = (values: readonly Odds[]) => values.reduce((max, value) => (value > max ? value : max), 0n);

/** How many prizes of an XSMB draw are long enough to end in a number of `digits` digits (27, 23, 20). */
const prizesWithDigits = (digits: number) => XSMB_TIERS.filter((tier) => tier.digits >= digits).reduce((sum, tier) => sum + tier.count, 0);

/** A check's refusal as the order's error, naming the line and the part of it at fault (betType, numbers[i], stake). */
function refusal(index: number, error: LotteryCheckError): ApiError {
  const part = error.field
    .replace(/^(size|cover|type|bet)$/, 'betType')
    .replace(/^(number|selection)$/, 'numbers[0]')
    .replace(/^picks/, 'numbers');
  return new ApiError('lottery_bet_invalid', `Line ${index + 1}: ${error.message}`, { field: `lines[${index}].${part}` });
}

function valueOf<T>(checked: Checked<T>, index: number): T {
  if (!checked.ok) throw refusal(index, checked.error);
  return checked.value;
}

function oneNumber(line: LineInput, index: number): string {
  if (line.numbers.length !== 1) throw refusal(index, { code: 'numbers_count_invalid', field: 'numbers', message: 'This bet takes one number' });
  return line.numbers[0]!;
}

function fourD(line: LineInput, index: number, table: FourDPrizeTable): PricedLine {
  const match = /^(big|small)(?:-(box|ibox))?$/.exec(line.betType);
  if (!match) throw refusal(index, { code: 'bet_type_invalid', field: 'betType', message: 'Choose big or small, straight, box or ibox' });
  const size = match[1] as 'big' | 'small';
  const bet = valueOf(checkFourDBet({ number: oneNumber(line, index), size, cover: match[2] ?? 'straight', stake: line.stake }), index);
  const spread = bet.cover === 'ibox' ? BigInt(fourDPermutationCount(bet.number)) : 1n;
  const top = maxOf(Object.values(size === 'big' ? table.big : table.small));
  const liability = new Map(fourDCoveredNumbers(bet).map((number) => [`4d:${number}`, worstPay(bet.stake, top, 1n, spread)] as const));
  return { betType: line.betType, selection: bet.number, stake: bet.stake, cost: fourDBetCost(bet), liability };
}

function xsmb(line: LineInput, index: number, table: XsmbOddsTable): PricedLine {
  const bet = valueOf(checkXsmbBet({ type: line.betType, numbers: line.numbers, stake: line.stake }), index);
  const selection = [...bet.numbers].sort().join(',');
  const digits = XSMB_BET_SHAPES[bet.type].digits;
  const times = (['lo2', 'lo3', 'lo4'] as XsmbBetType[]).includes(bet.type) ? BigInt(prizesWithDigits(digits)) : 1n;
  return {
    betType: bet.type,
    selection,
    stake: bet.stake,
    cost: bet.stake,
    liability: new Map([[`xsmb:${bet.type}:${selection}`, worstPay(bet.stake, table[bet.type], times)]]),
  };
}

function sea(line: LineInput, index: number, table: SeaFastOddsTable): PricedLine {
  const bet = valueOf(checkSeaFastBet({ type: line.betType, selection: oneNumber(line, index), stake: line.stake }), index);
  const odds = bet.type === 'colour' ? table.colour[bet.selection] : table[bet.type];
  return {
    betType: bet.type,
    selection: bet.selection,
    stake: bet.stake,
    cost: bet.stake,
    liability: new Map([[`sea:${bet.type}:${bet.selection}`, worstPay(bet.stake, odds)]]),
  };
}

function keno(line: LineInput, index: number, table: KenoPayTable): PricedLine {
  if (line.betType !== 'pick') throw refusal(index, { code: 'bet_type_invalid', field: 'betType', message: 'Keno takes pick bets' });
  // Numbers as written on the board, "1" to "80": no sign, no leading zero, so each pick has one text.
  const picks = line.numbers.map((text, at) => {
    if (!/^[1-9][0-9]?$/.test(text)) throw refusal(index, { code: 'number_invalid', field: `numbers[${at}]`, message: 'Numbers go from 1 to 80' });
    return Number(text);
  });
  const bet = valueOf(checkKenoBet({ picks, stake: line.stake }), index);
  const selection = [...bet.picks].sort((a, b) => a - b).join(',');
  const top = maxOf(table[bet.picks.length - 1]!);
  return { betType: 'pick', selection, stake: bet.stake, cost: bet.stake, liability: new Map([[`keno:${selection}`, worstPay(bet.stake, top)]]) };
}

/**
 * Checks and prices one line of an order on a game, with the odds its draw is sold at.
 * @throws lottery_bet_invalid (field lines[i].betType, lines[i].numbers[j], lines[i].stake)
 */
export function priceLine<G extends LotteryGameCode>(gameCode: G, line: LineInput, index: number, odds: GameOdds<G>): PricedLine {
  switch (gameCode) {
    case '4d':
      return fourD(line, index, odds as FourDPrizeTable);
    case 'xsmb':
      return xsmb(line, index, odds as XsmbOddsTable);
    case 'keno':
      return keno(line, index, odds as KenoPayTable);
    default:
      return sea(line, index, odds as SeaFastOddsTable);
  }
}

/** The kind of maths (and odds table) of each game code. */
export const ODDS_KIND_OF = { '4d': '4d', xsmb: 'xsmb', sea1: 'sea-fast', sea3: 'sea-fast', sea5: 'sea-fast', keno: 'keno' } as const satisfies Record<
  LotteryGameCode,
  keyof LotteryOddsTables
>;
