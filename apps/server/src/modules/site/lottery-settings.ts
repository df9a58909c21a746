// The settings section `lottery` (contracts/lottery-settings.ts): what a merchant starts with, and the check
// of its odds tables with packages/games' checkOddsTable when an operator saves them (the zod schema checks
// the shape and the text; this makes sure the tables are exactly what settlement trusts).
import { ApiError } from '@orbit/contracts/envelope';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotterySettings } from '@orbit/contracts/lottery-settings';
import type { LotteryKind } from '@orbit/games/lottery/draw';
import { DEFAULT_LOTTERY_ODDS, oddsFromText, oddsToText } from '@orbit/games/lottery/odds-text';

/** The maths each lottery game is sold and settled with (as the draw calendar's LOTTERY_SCHEDULES). */
const KIND_OF: Record<LotteryGameCode, LotteryKind> = { '4d': '4d', xsmb: 'xsmb', sea1: 'sea-fast', sea3: 'sea-fast', sea5: 'sea-fast', keno: 'keno' };

/**
 * Stakes in the merchant's currency. The caps hold what the house may owe on one bet key: RM 500,000 on a 4D
 * number is RM 200 of Big at 2,500; the fast games' small prizes allow far more stake per key, keno's 80,000×
 * top prize far less, so its cap is higher.
 */
export function defaultLotterySettings(): LotterySettings {
  const sale = (minStake: string, maxStake: string, maxStakePerDraw: string, maxLiabilityPerKey: string) => ({
    enabled: true,
    minStake,
    maxStake,
    maxStakePerDraw,
    maxLiabilityPerKey,
  });
  const sea = () => ({ ...sale('1.00', '5000.00', '20000.00', '100000.00'), odds: oddsToText(DEFAULT_LOTTERY_ODDS['sea-fast']) });
  return {
    missedDraws: 'draw',
    games: {
      '4d': { ...sale('1.00', '1000.00', '5000.00', '500000.00'), odds: oddsToText(DEFAULT_LOTTERY_ODDS['4d']) },
      xsmb: { ...sale('1.00', '1000.00', '5000.00', '200000.00'), odds: oddsToText(DEFAULT_LOTTERY_ODDS.xsmb) },
      sea1: sea(),
      sea3: sea(),
      sea5: sea(),
      keno: { ...sale('1.00', '500.00', '2000.00', '1000000.00'), odds: oddsToText(DEFAULT_LOTTERY_ODDS.keno) },
    },
  };
}

/** @throws validation_failed (field games.<game>.odds.<entry>) when a table is not one settlement can use */
export function checkLotterySettings(settings: LotterySettings): void {
  for (const gameCode of LOTTERY_GAME_CODES) {
    const checked = oddsFromText(KIND_OF[gameCode], settings.games[gameCode].odds, `games.${gameCode}.odds`);
    if (!checked.ok) throw new ApiError('validation_failed', `lottery.${checked.error.field}: ${checked.error.message}`, { field: checked.error.field });
  }
}
