// What each bet key of a drawn draw pays, as integer terms the database applies to every line at once
// (ADR 0018). The maths stays in packages/games: for each (bet type, selection) that can win, the games'
// own match functions (fourDMatches, xsmbMatches, seaFastBetWins, kenoHits) and the draw's tables give
// the term, and a line's win is floor(stake × numerator ÷ denominator): exactly payout() of odds.ts, which
// multiplies everything first and divides once (a Box's several winning orderings add their odds before the
// one division, so one term per key is always enough). A key with no term pays 0.
import type { FourDResult } from '@orbit/games/lottery/four-d';
import { fourDMatches, fourDPermutationCount, fourDPermutations, checkFourDBet, type FourDBet } from '@orbit/games/lottery/four-d-bets';
import { checkKenoBet, kenoHits, type KenoResult } from '@orbit/games/lottery/keno';
import { ODDS_SCALE } from '@orbit/games/lottery/odds';
import { checkSeaFastBet, seaFastBetWins, type SeaFastResult } from '@orbit/games/lottery/sea-fast';
import { checkXsmbBet, xsmbMatches, type XsmbBetType } from '@orbit/games/lottery/xsmb-bets';
import { xsmbNumbers, type XsmbResult } from '@orbit/games/lottery/xsmb';
import { FOUR_D_BET_TYPES, type DrawOdds, type FourDBetType } from './draw-odds.ts';

/** win(stake) = floor(stake × numerator ÷ denominator) for the lines of this bet type and selection. */
export interface WinTerm {
  betType: string;
  selection: string;
  numerator: bigint;
  denominator: bigint;
}

export interface BetKey {
  betType: string;
  selection: string;
}

/** Bet types whose winning selections cannot be listed from the result alone: their keys are read from the lines. */
export const KEYS_FROM_LINES: Record<DrawOdds['kind'], readonly string[]> = {
  '4d': [],
  xsmb: ['xien2', 'xien3', 'xien4'],
  'sea-fast': [],
  keno: ['pick'],
};

/**
 * The terms of every key that wins on `result`: the keys the result can make win, plus `present` (keys read
 * from the lines for the bet types of KEYS_FROM_LINES). Keys that pay nothing are left out.
 */
export function winTerms(odds: DrawOdds, result: unknown, present: readonly BetKey[] = []): WinTerm[] {
  const terms = new Map<string, WinTerm>();
  const add = (betType: string, selection: string, numerator: bigint, denominator: bigint) => {
    if (numerator > 0n) terms.set(`${betType}\u0000${selection}`, { betType, selection, numerator, denominator });
  };
  switch (odds.kind) {
    case '4d': {
      const drawn = result as FourDResult;
      const winners = [drawn.first, drawn.second, drawn.third, ...drawn.special, ...drawn.consolation];
      // A Box or iBox wins when one of its orderings is drawn: its selection is some ordering of a winner.
      const orderings = new Set(winners.flatMap((number) => fourDPermutations(number)));
      for (const betType of Object.keys(FOUR_D_BET_TYPES) as FourDBetType[]) {
        const { size, cover } = FOUR_D_BET_TYPES[betType];
        for (const number of cover === 'straight' ? winners : orderings) {
          const bet: FourDBet = { number, size, cover, stake: 1n };
          if (!checkFourDBet(bet).ok) continue; // four alike cannot be boxed
          const oddsSum = fourDMatches(bet, drawn, odds.table).reduce((sum, match) => sum + match.odds, 0n);
          const spread = cover === 'ibox' ? BigInt(fourDPermutationCount(number)) : 1n;
          add(betType, number, oddsSum, ODDS_SCALE * spread);
        }
      }
      break;
    }
    case 'xsmb': {
      const drawn = result as XsmbResult;
      const numbers = xsmbNumbers(drawn);
      const special = drawn.special[0]!.slice(-2);
      const candidates: [XsmbBetType, string][] = [
        ...numbers.filter((n) => n.length >= 2).map((n) => ['lo2', n.slice(-2)] as [XsmbBetType, string]),
        ...numbers.filter((n) => n.length >= 3).map((n) => ['lo3', n.slice(-3)] as [XsmbBetType, string]),
        ...numbers.filter((n) => n.length >= 4).map((n) => ['lo4', n.slice(-4)] as [XsmbBetType, string]),
        ['de', special],
        ['head', special[0]!],
        ['tail', special[1]!],
        ...present.filter((key) => KEYS_FROM_LINES.xsmb.includes(key.betType)).map((key) => [key.betType, key.selection] as [XsmbBetType, string]),
      ];
      for (const [type, selection] of candidates) {
        const checked = checkXsmbBet({ type, numbers: selection.split(','), stake: 1n });
        if (!checked.ok) continue;
        add(type, selection, odds.table[type] * BigInt(xsmbMatches(checked.value, drawn)), ODDS_SCALE);
      }
      break;
    }
    case 'sea-fast': {
      const drawn = result as SeaFastResult;
      const candidates: [string, string][] = [
        ['number', String(drawn.number)],
        ['size', drawn.size],
        ['parity', drawn.parity],
        ['colour', drawn.colour],
      ];
      for (const [type, selection] of candidates) {
        const checked = checkSeaFastBet({ type, selection, stake: 1n });
        if (!checked.ok || !seaFastBetWins(checked.value, drawn)) continue;
        const bet = checked.value;
        add(type, selection, bet.type === 'colour' ? odds.table.colour[bet.selection] : odds.table[bet.type], ODDS_SCALE);
      }
      break;
    }
    case 'keno': {
      const drawn = result as KenoResult;
      for (const key of present) {
        if (key.betType !== 'pick') continue;
        const checked = checkKenoBet({ picks: key.selection.split(',').map(Number), stake: 1n });
        if (!checked.ok) continue;
        add('pick', key.selection, odds.table[checked.value.picks.length - 1]![kenoHits(checked.value, drawn)]!, ODDS_SCALE);
      }
      break;
    }
  }
  return [...terms.values()];
}
