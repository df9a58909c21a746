// The one error of the sportsbook's pure domain (the server's modules/sportsbook/domain, and the odds here,
// shared with the member site): a stable code and a message that names the bad value, so a caller never has
// to parse the text. The codes are the platform's error codes (contracts/errors.ts), so the
// service answers a domain refusal as it is and the sites translate it.
import type { ErrorCode } from '@orbit/contracts/errors';

export type SportsbookErrorCode = Extract<
  ErrorCode,
  | 'odds_invalid'
  | 'market_invalid'
  | 'specifier_invalid'
  | 'outcome_invalid'
  | 'score_invalid'
  | 'stake_invalid'
  | 'event_invalid'
  | 'parlay_rules_invalid'
  | 'parlay_too_few_legs'
  | 'parlay_too_many_legs'
  | 'parlay_same_event'
>;

export class SportsbookError extends Error {
  constructor(
    readonly code: SportsbookErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'SportsbookError';
  }
}
