// Amounts and refusals of the house games' seamless calls: an amount of the merchant's currency as the wallet and
// the screens write it, a wallet amount in minor units, and a wallet refusal as the screen's error. Apart from
// round-book.ts (which re-exports them, so the games import them from there as before) so the recovery sweep
// (round-recovery.ts) can use them without importing the book.
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type { ResolvedMerchant } from '../../modules/site/site.types.ts';
import { SeamlessCallError } from './seamless-client.ts';

/** An amount of the merchant's currency as the wallet and the screens write it. */
export const show = (merchant: ResolvedMerchant, minor: bigint | string) => formatMinor(BigInt(minor), exponentOf(merchant.currency));

/** A wallet amount (possibly negative) in minor units. */
export function minorOf(merchant: ResolvedMerchant, amount: string): bigint {
  const negative = amount.startsWith('-');
  const parsed = parseAmount(negative ? amount.slice(1) : amount, exponentOf(merchant.currency));
  const minor = parsed.ok ? parsed.minor : 0n;
  return negative ? -minor : minor;
}

/** A wallet refusal as the screen's error. */
export function apiErrorOf(error: unknown): Error {
  if (!(error instanceof SeamlessCallError)) return error instanceof Error ? error : new Error(String(error));
  switch (error.code) {
    case 'insufficient_funds':
      return new ApiError('insufficient_funds', 'Your balance is too low for this stake', { field: 'totalBet' });
    case 'account_frozen':
      return new ApiError('account_frozen', 'Your account cannot place bets now');
    case 'bad_token':
    case 'player_not_found':
      return new ApiError('game_token_invalid', 'This game session has ended; please open the game again');
    case 'bet_limit':
      return new ApiError('amount_below_minimum', 'The stake is below the game’s minimum', { field: 'totalBet' });
    default:
      return new ApiError('vendor_unavailable', 'The game could not reach your wallet; please try again');
  }
}
