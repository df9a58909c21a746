// How a bet reads for people: its bet type's name and its numbers (SEA choices and 4D covers translated).
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { TFunction } from 'i18next';
import { kindOf } from '../model/games.ts';

type LabelKey = 'lottery.betTypes.xsmb.lo2';

const FAMILY = { '4d': 'fourD', xsmb: 'xsmb', 'sea-fast': 'sea', keno: 'keno' } as const;

/** The bet type's name ("Big Box", "Lô 2", "Colour", "Keno"), the code itself when it has no text. */
export function betTypeLabel(t: TFunction, gameCode: LotteryGameCode, betType: string): string {
  const key = `lottery.betTypes.${FAMILY[kindOf(gameCode)]}.${betType}`;
  return t(key as LabelKey, { defaultValue: betType });
}

/** The numbers of a line as people read them: SEA words translated, others joined with dots. */
export function numbersLabel(t: TFunction, gameCode: LotteryGameCode, betType: string, numbers: readonly string[]): string {
  if (kindOf(gameCode) === 'sea-fast' && betType !== 'number') {
    const group = betType === 'size' ? 'sizes' : betType === 'parity' ? 'parities' : 'colours';
    return numbers.map((value) => t(`lottery.sea.${group}.${value}` as 'lottery.sea.sizes.big', { defaultValue: value })).join(' · ');
  }
  return numbers.join(' · ');
}
