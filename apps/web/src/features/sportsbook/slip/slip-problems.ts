// A slip's problem or the server's refusal in words, with the amounts that explain it.
import type { TFunction } from 'i18next';
import { displayAmount } from '@orbit/contracts/money';
import type { SlipProblem, SlipRules } from './slip-checks.ts';
import type { SlipSelection } from './slip-store.ts';
import type { SlipRefusal } from './use-place-bets.ts';
import { minorText } from './slip-math.ts';
import { decimalOdds } from './odds-display.ts';
import { reasonText } from './reason-text.ts';

interface Context {
  rules: SlipRules | null;
  exponent: number;
  symbol: string;
  legs: number;
}

const money = (minor: bigint | undefined, context: Context) => (minor === undefined ? '' : displayAmount(minorText(minor, context.exponent), context.symbol));

export function problemText(t: TFunction, problem: SlipProblem, context: Context): string {
  const { rules } = context;
  switch (problem.code) {
    case 'parlay_too_few_legs':
      return t('betslip.parlayNeedsLegs', { min: rules?.parlayMinLegs ?? 0, more: (rules?.parlayMinLegs ?? 0) - context.legs });
    case 'parlay_too_many_legs':
      return t('betslip.parlayTooMany', { max: rules?.parlayMaxLegs ?? 0, less: context.legs - (rules?.parlayMaxLegs ?? 0) });
    default:
      return t(`betslip.problem.${problem.code}`, {
        min: money(rules?.minStake, context),
        max: money(problem.code === 'sports_payout_limit' ? rules?.maxPayout : rules?.maxStake, context),
      });
  }
}

/** The server's refusal of one bet of the slip, as the member reads it. */
export function refusalText(t: TFunction, refusal: SlipRefusal, selections: readonly SlipSelection[], context: Context): string {
  const pick = selections.find((selection) => selection.outcomeId === refusal.outcomeId)?.pickLabel ?? '';
  switch (refusal.code) {
    case 'sports_odds_changed':
      return refusal.oddsFrom && refusal.oddsTo
        ? `${pick}: ${t('betslip.oddsChanged', { from: decimalOdds(refusal.oddsFrom), to: decimalOdds(refusal.oddsTo) })}`
        : t('errors.sports_odds_changed');
    case 'sports_stake_limit':
      return t('betslip.stakeLimit', { min: money(context.rules?.minStake, context), max: money(context.rules?.maxStake, context) });
    case 'sports_payout_limit':
      return t('betslip.problem.sports_payout_limit', { max: money(context.rules?.maxPayout, context) });
    case 'sports_market_closed':
      return t('betslip.marketClosed', { pick: pick || t('betslip.title') });
    case 'game_token_invalid':
      return t('betslip.tokenExpired');
    default:
      return reasonText(t, refusal.code);
  }
}
