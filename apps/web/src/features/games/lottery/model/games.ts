// Which lottery games each lottery route shows (docs/product.md: /lottery 4D, /vnlottery XSMB, /seaLottery the fast
// SEA games, /elott keno), and the facts of a game the screens need without the server (draw maths kind).
import type { LotteryGameCode } from '@orbit/contracts/lottery';

export type LotteryRoute = 'lottery' | 'vnlottery' | 'seaLottery' | 'elott';

export const ROUTE_GAMES: Readonly<Record<LotteryRoute, readonly LotteryGameCode[]>> = {
  lottery: ['4d'],
  vnlottery: ['xsmb'],
  seaLottery: ['sea1', 'sea3', 'sea5'],
  elott: ['keno'],
};

/** The draw maths verifyDraw replays for a game. */
export type LotteryKind = '4d' | 'xsmb' | 'sea-fast' | 'keno';

export function kindOf(gameCode: LotteryGameCode): LotteryKind {
  if (gameCode === 'sea1' || gameCode === 'sea3' || gameCode === 'sea5') return 'sea-fast';
  return gameCode;
}

/** The fast games draw every few minutes and have a trend chart. */
export const isFastGame = (gameCode: LotteryGameCode): boolean => gameCode !== '4d' && gameCode !== 'xsmb';

/** The tab a route opens on: the gameCode of the address when the route has it, else its first game. */
export function gameOfRoute(route: LotteryRoute, requested: string | null): LotteryGameCode {
  const games = ROUTE_GAMES[route];
  return games.find((code) => code === requested) ?? games[0]!;
}

export type SeaColour = 'red' | 'green' | 'violet';

/** The SEA colour of a digit: violet for 0 and 5, green for the other odd digits, red for the other even ones. */
export function seaColourOf(digit: number): SeaColour {
  if (digit === 0 || digit === 5) return 'violet';
  return digit % 2 === 1 ? 'green' : 'red';
}
