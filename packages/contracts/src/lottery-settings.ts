// The merchant's lottery settings (settings section `lottery`): per game whether it sells, its odds as
// text, its stake limits and its sell-out cap, and what happens to a draw missed while the server was down.
// The odds tables have exactly the shape of packages/games' DEFAULT_* tables, with each odds written as the
// decimal text an operator types ("2500", "3.5"); the server also runs checkOddsTable on them when they are
// saved. A draw keeps the odds it was first sold at (lottery_draws.odds), so a change applies to draws not
// yet sold.
import { z } from 'zod';
import { text } from './text.ts';
import { parseAmount } from './money.ts';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from './lottery.ts';

/** Decimal odds (what 1 staked hands back, stake included), from 0, at most four decimals. */
export const lotteryOddsText = text()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,4})?$/, 'odds: a number from 0 with at most four decimals, such as 2500 or 9.5');

const amount = text()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, 'an amount such as 100 or 100.50');

/** 4D: Big pays on all five prize groups, Small on the top three (Box and iBox use the same odds). */
export const fourDOddsSchema = z.strictObject({
  big: z.strictObject({ first: lotteryOddsText, second: lotteryOddsText, third: lotteryOddsText, special: lotteryOddsText, consolation: lotteryOddsText }),
  small: z.strictObject({ first: lotteryOddsText, second: lotteryOddsText, third: lotteryOddsText }),
});

/** XSMB: one odds per bet type (lô pays them once per prize matched). */
export const xsmbOddsSchema = z.strictObject({
  lo2: lotteryOddsText,
  lo3: lotteryOddsText,
  lo4: lotteryOddsText,
  de: lotteryOddsText,
  head: lotteryOddsText,
  tail: lotteryOddsText,
  xien2: lotteryOddsText,
  xien3: lotteryOddsText,
  xien4: lotteryOddsText,
});

/** Fast SEA (sea1, sea3, sea5): number, size, parity, and one odds per colour. */
export const seaOddsSchema = z.strictObject({
  number: lotteryOddsText,
  size: lotteryOddsText,
  parity: lotteryOddsText,
  colour: z.strictObject({ red: lotteryOddsText, green: lotteryOddsText, violet: lotteryOddsText }),
});

/** Keno: row n − 1 holds the odds of an n-spot pick for 0, 1, … n hits (10 rows of 2 to 11 entries). */
export const kenoOddsSchema = z
  .array(z.array(lotteryOddsText))
  .length(10)
  .refine((rows) => rows.every((row, index) => row.length === index + 2), 'keno: the row of n spots has n + 1 odds (0 to n hits)');

const sale = {
  /** Off: the game takes no bets (its board says so). */
  enabled: z.boolean(),
  /** Stake of one line, least and most. */
  minStake: amount,
  maxStake: amount,
  /** Most one member may stake on one draw of the game, all orders together. */
  maxStakePerDraw: amount,
  /**
   * The sell-out cap: the most the house may owe on one bet key of one draw (a 4D number, an XSMB bet on a
   * number, a SEA selection, a keno pick), counted as the worst-case prize of every line sold on it.
   */
  maxLiabilityPerKey: amount,
};

const gameSettings = <T extends z.ZodType>(odds: T) => z.object({ ...sale, odds });

export const lotteryGameSettingsSchemas = {
  '4d': gameSettings(fourDOddsSchema),
  xsmb: gameSettings(xsmbOddsSchema),
  sea1: gameSettings(seaOddsSchema),
  sea3: gameSettings(seaOddsSchema),
  sea5: gameSettings(seaOddsSchema),
  keno: gameSettings(kenoOddsSchema),
} as const satisfies Record<LotteryGameCode, z.ZodType>;

/** What happens to a draw whose time fell while the server was down: drawn late from its committed seed, or voided (every ticket refunded). */
export const MISSED_DRAW_POLICIES = ['draw', 'void'] as const;
export type MissedDrawPolicy = (typeof MISSED_DRAW_POLICIES)[number];

const minor = (text: string) => {
  const parsed = parseAmount(text, 8);
  return parsed.ok ? parsed.minor : 0n;
};

export const lotterySettingsSchema = z
  .object({
    missedDraws: z.enum(MISSED_DRAW_POLICIES),
    games: z.object(lotteryGameSettingsSchemas),
  })
  .superRefine((value, ctx) => {
    for (const gameCode of LOTTERY_GAME_CODES) {
      const game = value.games[gameCode];
      const path = (field: string) => ['games', gameCode, field];
      if (minor(game.minStake) <= 0n) ctx.addIssue({ code: 'custom', path: path('minStake'), message: 'The least stake must be above 0' });
      if (minor(game.maxStake) < minor(game.minStake))
        ctx.addIssue({ code: 'custom', path: path('maxStake'), message: 'The most a line may stake cannot be below the least' });
      if (minor(game.maxStakePerDraw) < minor(game.maxStake))
        ctx.addIssue({ code: 'custom', path: path('maxStakePerDraw'), message: 'The most per draw cannot be below the most per line' });
    }
  });
export type LotterySettings = z.infer<typeof lotterySettingsSchema>;
export type LotteryGameSettings<G extends LotteryGameCode = LotteryGameCode> = z.infer<(typeof lotteryGameSettingsSchemas)[G]>;
