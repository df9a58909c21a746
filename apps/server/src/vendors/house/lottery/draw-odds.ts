// A draw's odds (lottery_draws.odds: the merchant's odds for the game, copied at the draw's first sale) read
// back as packages/games' tables, so a draw is settled at the odds its tickets were sold at. The stored JSON is
// the game's table in text form (odds-text.ts, as the settings section `lottery` keeps it). A draw with no
// odds sold no ticket, and the games' defaults stand in; odds that do not read as the game's table make the
// draw unsettleable (thrown and logged; the draw waits for an operator), never a guess.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { DEFAULT_LOTTERY_ODDS, oddsFromText, type LotteryOddsTables } from '@orbit/games/lottery/odds-text';
import { LOTTERY_SCHEDULES } from './calendar.ts';

/** The 4D bet types and the bet each is: its size and cover (all six use the one Big/Small table). */
export const FOUR_D_BET_TYPES = {
  big: { size: 'big', cover: 'straight' },
  small: { size: 'small', cover: 'straight' },
  'big-box': { size: 'big', cover: 'box' },
  'small-box': { size: 'small', cover: 'box' },
  'big-ibox': { size: 'big', cover: 'ibox' },
  'small-ibox': { size: 'small', cover: 'ibox' },
} as const;
export type FourDBetType = keyof typeof FOUR_D_BET_TYPES;

export type DrawOdds = { [K in keyof LotteryOddsTables]: { kind: K; table: LotteryOddsTables[K] } }[keyof LotteryOddsTables];

export class DrawOddsError extends Error {}

/** The games' table for a draw of `gameCode` from its stored odds. @throws DrawOddsError */
export function parseDrawOdds(gameCode: LotteryGameCode, json: unknown): DrawOdds {
  const kind = LOTTERY_SCHEDULES[gameCode].kind;
  if (json === null || json === undefined) return { kind, table: DEFAULT_LOTTERY_ODDS[kind] } as DrawOdds;
  const read = oddsFromText(kind, json);
  if (!read.ok) throw new DrawOddsError(`the draw's odds are not a ${kind} table: ${read.error.field}: ${read.error.message}`);
  return { kind, table: read.value } as DrawOdds;
}
