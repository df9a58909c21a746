// Checking a bet slip before anything is written (docs/sportsbook.md, Placing a bet): the stake and odds as
// typed, the outcomes the book lists with their markets and matches, the parlay rules through the domain's
// checkParlay, the markets still taking bets, the odds against the member's acceptance, and the stake limits.
// Every refusal is an ApiError naming the field at fault; a refused slip writes nothing.
import { eq, inArray } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import { SPORTSBOOK_DEFAULTS } from '@orbit/contracts/sportsbook';
import type { Database } from '../../../db/client.ts';
import { sportEvents, sportMarkets, sportOutcomes } from '../../../db/schema/sportsbook.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { parseMarket, type Market } from '../domain/markets.ts';
import { ODDS_SCALE, checkOdds } from '@orbit/games/sportsbook/odds';
import { checkParlay, parlayOdds, parlayPayout } from '../domain/parlay.ts';

export interface BetInput {
  token: string;
  legs: { outcomeId: string; odds: string }[];
  stake: string;
  acceptOdds: 'none' | 'higher' | 'any';
  requestId: string;
}

export interface CheckedLeg {
  eventId: number;
  marketId: number;
  outcomeId: number;
  sport: string;
  live: boolean;
  market: Market;
  outcome: string;
  /** The odds the bet takes: the current ones when the member accepts the move, else as on the slip. */
  odds: bigint;
  marketVersion: number;
}

export interface CheckedBet {
  legs: CheckedLeg[];
  stake: bigint;
  odds: bigint;
  potentialReturn: bigint;
  live: boolean;
  kind: 'single' | 'parlay';
  maxPayout: bigint;
}

type SavedSettings = NonNullable<ResolvedMerchant['settings']['games']['sportsbook']>;
export type SportsbookSettings = Omit<SavedSettings, keyof typeof SPORTSBOOK_DEFAULTS> & {
  [K in keyof typeof SPORTSBOOK_DEFAULTS]-?: NonNullable<SavedSettings[K]>;
};
/** The merchant's settings, each field it has not set (a section saved before the field existed) at its default. */
export const sportsbookSettings = (merchant: ResolvedMerchant): SportsbookSettings => ({ ...SPORTSBOOK_DEFAULTS, ...merchant.settings.games.sportsbook });

/** A settings amount in minor units. */
export function settingMinor(text: string, exponent: number): bigint {
  const parsed = parseAmount(text, 8);
  return parsed.ok ? parsed.minor / 10n ** BigInt(8 - exponent) : 0n;
}

/** Decimal odds text ("1.85") × 10,000. @throws odds_invalid */
export function oddsOf(text: string, field: string): bigint {
  const [whole, fraction = ''] = text.split('.');
  const odds = BigInt(whole!) * ODDS_SCALE + BigInt(fraction.padEnd(4, '0'));
  try {
    return checkOdds(odds);
  } catch {
    throw new ApiError('odds_invalid', `${text}: odds are more than 1.0 and at most 10,000.0`, { field });
  }
}

/** The odds the leg is taken at under the member's acceptance, or sports_odds_changed naming the new odds. */
function acceptedOdds(slip: bigint, current: bigint, accept: BetInput['acceptOdds'], field: string): bigint {
  if (slip === current || accept === 'any' || (accept === 'higher' && current > slip)) return current;
  // The new odds travel in the details too, so a slip can show them and let the member take them.
  const odds = `${current / ODDS_SCALE}.${(current % ODDS_SCALE).toString().padStart(4, '0')}`;
  throw new ApiError('sports_odds_changed', `The odds moved to ${odds}`, { field, details: { odds } });
}

type Loaded = { outcome: typeof sportOutcomes.$inferSelect; market: typeof sportMarkets.$inferSelect; event: typeof sportEvents.$inferSelect };

async function loadLegs(database: Database, merchant: ResolvedMerchant, input: BetInput): Promise<Loaded[]> {
  const ids = input.legs.map((leg) => Number(leg.outcomeId));
  const rows = await database.db
    .select({ outcome: sportOutcomes, market: sportMarkets, event: sportEvents })
    .from(sportOutcomes)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportOutcomes.marketId))
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(inArray(sportOutcomes.id, ids));
  return input.legs.map((leg, index) => {
    const row = rows.find((entry) => entry.outcome.id === Number(leg.outcomeId) && entry.market.merchantId === merchant.id);
    if (!row) throw new ApiError('outcome_invalid', `${leg.outcomeId}: not an outcome the book lists`, { field: `legs[${index}].outcomeId` });
    return row;
  });
}

/**
 * The slip checked against the book as it is now.
 * @throws stake_invalid, odds_invalid, outcome_invalid, parlay_* (the domain's checkParlay), sports_market_closed,
 *   sports_odds_changed, sports_stake_limit, sports_payout_limit
 */
export async function checkBet(database: Database, merchant: ResolvedMerchant, input: BetInput, now: Date, stakeFactorPercent: number): Promise<CheckedBet> {
  const exponent = exponentOf(merchant.currency);
  const parsed = parseAmount(input.stake, exponent);
  if (!parsed.ok) throw new ApiError('stake_invalid', `A stake is above 0 with at most ${exponent} decimals`, { field: 'stake' });
  const slipOdds = input.legs.map((leg, index) => oddsOf(leg.odds, `legs[${index}].odds`));
  const loaded = await loadLegs(database, merchant, input);
  const settings = sportsbookSettings(merchant);
  const legs = loaded.map(({ outcome, market, event }, index): CheckedLeg => {
    const field = `legs[${index}]`;
    const open = market.status === 'open' && (event.status === 'live' || (event.status === 'pre' && event.startsAt > now));
    if (!open) throw new ApiError('sports_market_closed', `${event.home} – ${event.away}: this market is not taking bets now`, { field });
    return {
      ...{ eventId: event.id, marketId: market.id, outcomeId: outcome.id, sport: event.sport, live: event.status === 'live' },
      ...{ market: parseMarket(market.type, market.specifiers), outcome: outcome.outcome, marketVersion: market.version },
      odds: acceptedOdds(slipOdds[index]!, outcome.odds, input.acceptOdds, `legs[${index}].odds`),
    };
  });
  const kind = legs.length === 1 ? 'single' : 'parlay';
  if (kind === 'parlay') {
    const problems = checkParlay(
      legs.map((leg) => ({ eventId: String(leg.eventId), market: leg.market, outcome: leg.outcome, odds: leg.odds })),
      { minLegs: settings.parlayMinLegs, maxLegs: settings.parlayMaxLegs },
    );
    const first = problems[0];
    if (first) throw new ApiError(first.code, first.message, { field: first.leg === undefined ? 'legs' : `legs[${first.leg}]` });
  }
  const stake = parsed.minor;
  const min = settingMinor(settings.minStake, exponent);
  const max = (settingMinor(settings.maxStake, exponent) * BigInt(stakeFactorPercent)) / 100n;
  if (stake < min || stake > max) throw new ApiError('sports_stake_limit', `A stake here is from ${min} to ${max} minor units`, { field: 'stake' });
  const odds = kind === 'single' ? legs[0]!.odds : parlayOdds(legs.map((leg) => leg.odds));
  const potentialReturn =
    kind === 'single'
      ? (stake * odds) / ODDS_SCALE
      : parlayPayout(
          stake,
          legs.map((leg) => leg.odds),
        );
  const maxPayout = settingMinor(settings.maxPayout, exponent);
  if (potentialReturn > maxPayout) throw new ApiError('sports_payout_limit', `A bet here may return at most ${maxPayout} minor units`, { field: 'stake' });
  return { legs, stake, odds, potentialReturn, live: legs.some((leg) => leg.live), kind, maxPayout };
}
