import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryGame } from '@orbit/contracts/lottery-tickets';
import type { SlipLine } from '../model/slip.ts';

/** What every board gets: its game (its bet types and odds once the rules are read) and where lines go. */
export interface BoardProps {
  gameCode: LotteryGameCode;
  game: LotteryGame | undefined;
  symbol: string;
  onAdd: (lines: SlipLine[]) => void;
}

/** The odds a bet type pays per outcome ({win: "9.5"}, 4D {first: "2500", …}), when the rules are read. */
export function oddsOf(game: LotteryGame | undefined, betType: string): Record<string, string> | undefined {
  return game?.betTypes.find((entry) => entry.betType === betType)?.odds;
}

/** The stake a board starts with: the game's minimum, trimmed of zero decimals ("1.00" → "1"). */
export function startingStake(game: LotteryGame | undefined): string {
  return (game?.minStake ?? '1').replace(/\.0+$/, '');
}
