// House blackjack's table settings for a merchant: the bet step (the game's minimum bet in the merchant's
// catalogue, made even so a blackjack's 3:2 stays exact), the chips, the largest stake, and the check of a stake.
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { BlackjackGame } from '@orbit/contracts/house-blackjack';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import { BLACKJACK_DECKS } from '@orbit/games/tables/blackjack';
import { TABLE_DEFINITIONS } from '@orbit/games/tables/definitions';
import type { Database } from '../../../db/client.ts';
import { games } from '../../../db/schema/games.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show } from '../round-book.ts';

export const BLACKJACK_VENDOR = 'HCARD';
export const BLACKJACK_GAME = 'house-blackjack';
/** Chips offered, in bet steps; the largest stake is MAX_STEPS steps. */
const CHIP_STEPS = [1n, 5n, 10n, 25n, 100n];
const MAX_STEPS = 500n;

export function createTableSettings(database: Database) {
  const { db } = database;

  /** The merchant's bet step: the game's minimum bet, made even so a blackjack's 3:2 stays exact. */
  async function stepOf(merchant: ResolvedMerchant): Promise<bigint> {
    const [row] = await db
      .select({ minBet: games.minBet })
      .from(games)
      .where(and(eq(games.merchantId, merchant.id), eq(games.vendorCode, BLACKJACK_VENDOR), eq(games.gameCode, BLACKJACK_GAME)));
    const minBet = row?.minBet && row.minBet > 0n ? row.minBet : 100n;
    return minBet % 2n === 0n ? minBet : minBet * 2n;
  }

  async function gameView(merchant: ResolvedMerchant): Promise<BlackjackGame> {
    const step = await stepOf(merchant);
    return {
      gameCode: BLACKJACK_GAME,
      decks: BLACKJACK_DECKS,
      betStep: show(merchant, step),
      minStake: show(merchant, step),
      maxStake: show(merchant, step * MAX_STEPS),
      chips: CHIP_STEPS.map((chip) => show(merchant, step * chip)),
      statedRtp: TABLE_DEFINITIONS.find((game) => game.id === BLACKJACK_GAME)!.statedRtp,
    };
  }

  async function stakeOf(merchant: ResolvedMerchant, text: string): Promise<bigint> {
    const parsed = parseAmount(text, exponentOf(merchant.currency));
    if (!parsed.ok) throw new ApiError('amount_invalid', 'Please choose a stake from the chips', { field: 'stake' });
    const step = await stepOf(merchant);
    if (parsed.minor < step) throw new ApiError('amount_below_minimum', `The smallest stake is ${show(merchant, step)}`, { field: 'stake' });
    if (parsed.minor > step * MAX_STEPS)
      throw new ApiError('amount_above_maximum', `The largest stake is ${show(merchant, step * MAX_STEPS)}`, { field: 'stake' });
    if (parsed.minor % step !== 0n) throw new ApiError('amount_invalid', `A stake is a whole number of ${show(merchant, step)}`, { field: 'stake' });
    return parsed.minor;
  }

  return { gameView, stakeOf };
}
