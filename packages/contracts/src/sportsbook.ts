// The house sportsbook's member calls (docs/sportsbook.md): the board (sports, competitions, matches with their
// markets and odds: today, early, live), one match's markets, placing a single or a mix parlay, and the
// member's bets. Reading the board needs no session; betting and my bets carry the launch's player token of the
// sportsbook game (vendor HSPRT, or HESPT for esports), as every house game screen does: the house vendor takes
// the money through the seamless wallet with it.
//
// Odds travel as decimal odds with four decimals ("1.8500"), exactly the stored price (× 10,000); the sites
// show them in the member's format (Hong Kong, Malay, Indonesian) from that.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput, requestId } from './money.ts';

const token = text().min(16).max(128);

export const SPORTS = ['football', 'basketball', 'esports'] as const;
export type Sport = (typeof SPORTS)[number];
export const SPORT_EVENT_STATUSES = ['pre', 'live', 'ended', 'cancelled'] as const;
export const SPORT_MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
/** What a member accepts when the odds moved since the slip: none (refuse), higher (better odds only), any. */
export const ODDS_ACCEPTANCE = ['none', 'higher', 'any'] as const;
export const SPORT_BET_STATUSES = ['open', 'pending', 'accepted', 'settled', 'refused', 'rejected'] as const;
export const SPORT_RESULTS = ['win', 'half_win', 'push', 'half_lose', 'lose'] as const;

/** The settings section games.sportsbook when a merchant has not set it (contracts/settings.ts). */
export const SPORTSBOOK_DEFAULTS = {
  timeScale: 1,
  liveDelaySeconds: { football: 5, basketball: 5, esports: 8 },
  minStake: '1',
  maxStake: '5000',
  maxPayout: '50000',
  parlayMinLegs: 3,
  parlayMaxLegs: 10,
  maxLiabilityPerOutcome: '200000',
  producerDownSeconds: 10,
  cashOutMarginPercent: 5,
} as const;

/** The built-in feed's margin in percent where the settings set none (games.sportsbook.margins). */
export const SPORTSBOOK_MARGIN_DEFAULT = 5;
/** The payouts from which a desk settlement waits for a second operator, where games.sportsbook sets none. */
export const SPORTSBOOK_FOUR_EYES_DEFAULT = '10000';

/** Decimal odds, exactly four decimals on the way out; up to four typed on the way in. */
export const oddsText = text().regex(/^\d{1,5}(\.\d{1,4})?$/, 'decimal odds such as 1.85');

export const sportOutcomeSchema = z.object({
  outcomeId: text(),
  outcome: text(),
  odds: oddsText,
  /** Set once the market is settled. */
  result: z.enum(SPORT_RESULTS).nullable(),
});

export const sportMarketSchema = z.object({
  marketId: text(),
  /** markets.ts: 1x2, ah, ou, oe, dnb, dc, cs, ml, map_hcp, map_total, map_winner, bb_ml, bb_hcp, bb_total. */
  type: text(),
  /** Canonical specifiers ("hcp=-0.75", "total=2.5|period=1h"); "" for none. */
  specifiers: text(),
  status: z.enum(SPORT_MARKET_STATUSES),
  /** Grows with every change of odds or status: a board compares it to flash what moved. */
  version: z.number().int(),
  outcomes: z.array(sportOutcomeSchema),
});

export const sportEventSchema = z.object({
  eventId: text(),
  sport: z.enum(SPORTS),
  competition: z.object({ competitionId: text(), name: text(), category: text() }),
  home: text(),
  away: text(),
  startsAt: text(),
  status: z.enum(SPORT_EVENT_STATUSES),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  /** The clock as the feed gives it ("1h 23'", "Q3 04:10", "map 2"). */
  period: text().nullable(),
  markets: z.array(sportMarketSchema),
});
export type SportEvent = z.infer<typeof sportEventSchema>;

export const sportsBoardEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/events',
  summary:
    'The sportsbook board of one sport (or all): today (starting before midnight in the merchant’s time zone), early (later), or live; each match with its open and suspended markets and odds',
  tag: 'sportsbook',
  audience: 'public',
  query: z.object({
    sport: z.enum(SPORTS).optional(),
    tab: z.enum(['today', 'early', 'live']).default('today'),
  }),
  response: z.object({
    sports: z.array(z.object({ sport: z.enum(SPORTS), name: text(), events: z.number().int() })),
    events: z.array(sportEventSchema),
  }),
});

export const sportEventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/events/:eventId',
  summary: 'One match with every market (market depth), settled ones with their results',
  tag: 'sportsbook',
  audience: 'public',
  params: z.object({ eventId: text().regex(/^\d{1,18}$/) }),
  response: sportEventSchema,
});

export const sportBetLegInput = z.object({
  outcomeId: text().regex(/^\d{1,18}$/),
  /** The odds the slip shows: compared with the current ones under acceptOdds. */
  odds: oddsText,
});

export const sportBetLegSchema = z.object({
  eventId: text(),
  home: text(),
  away: text(),
  sport: z.enum(SPORTS),
  marketType: text(),
  specifiers: text(),
  outcome: text(),
  odds: oddsText,
  result: z.enum(SPORT_RESULTS).nullable(),
});

/**
 * A bet's cash-out (docs/sportsbook.md, Cash-out): available at `amount` now, unavailable for the moment (a market
 * of an open leg suspended or closed), or cashed_out at `amount`. Null for a bet that has none: in its debit or
 * live delay, settled by its results, refused or rejected.
 */
export const sportCashOutSchema = z.object({
  status: z.enum(['available', 'unavailable', 'cashed_out']),
  amount: amountOutput.nullable(),
});

export const sportBetSchema = z.object({
  betId: text(),
  kind: z.enum(['single', 'parlay']),
  /** open: sent to the wallet; pending: a live bet in its delay; accepted; settled; refused: not taken; rejected: refused after its delay and refunded. */
  status: z.enum(SPORT_BET_STATUSES),
  stake: amountOutput,
  odds: oddsText,
  potentialReturn: amountOutput,
  /** What the settlement returns (stake included); null until settled. */
  payout: amountOutput.nullable(),
  /** Why it was refused or rejected (an error code). */
  reason: text().nullable(),
  live: z.boolean(),
  legs: z.array(sportBetLegSchema),
  cashOut: sportCashOutSchema.nullable(),
  createdAt: text(),
  settledAt: text().nullable(),
});
export type SportBet = z.infer<typeof sportBetSchema>;

export const placeSportBetEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/sports/bets',
  summary:
    'Places a single (one leg) or a mix parlay (several legs on different matches), its stake taken through the seamless wallet. A pre-match bet is accepted at once; a live bet is held its delay (status pending) and then accepted or rejected and refunded. A requestId sent again is placed once',
  tag: 'sportsbook',
  audience: 'public',
  body: z.object({
    token,
    legs: z.array(sportBetLegInput).min(1).max(20),
    stake: amountInput,
    acceptOdds: z.enum(ODDS_ACCEPTANCE).default('none'),
    requestId,
  }),
  response: z.object({ bet: sportBetSchema, balance: amountOutput }),
});

export const mySportBetsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/sports/bets/list',
  summary: "The player's sports bets, newest first: open (not settled yet, including pending live bets) or settled (settled, refused, rejected)",
  tag: 'sportsbook',
  audience: 'public',
  body: z.object({
    token,
    status: z.enum(['open', 'settled', 'all']).default('all'),
    page: z.number().int().min(1).max(1000).default(1),
    pageSize: z.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ bets: z.array(sportBetSchema), total: z.number().int() }),
});

export const sportCashOutQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/sports/bets/cashout/quote',
  summary:
    'What an accepted, unsettled bet of the player can be cashed out for now: stake × the open legs’ odds taken ÷ their odds now × the settled legs’ factors, less the book’s cash-out margin, rounded down. Refused while a market of an open leg is suspended or closed',
  tag: 'sportsbook',
  audience: 'public',
  body: z.object({ token, betId: text().max(64) }),
  response: z.object({ betId: text(), amount: amountOutput }),
});

export const sportCashOutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/lgw/sports/bets/cashout',
  summary:
    'Cashes a bet out at the quoted amount when that is still its price (else sports_cashout_changed with the new amount in details.amount): the bet is settled at it and paid through the seamless wallet; later results of its legs change nothing. A requestId sent again answers the same cash-out',
  tag: 'sportsbook',
  audience: 'public',
  body: z.object({ token, betId: text().max(64), amount: amountInput, requestId }),
  response: z.object({ bet: sportBetSchema }),
});

/** The merchant's betting rules a slip checks before sending (games.sportsbook, or SPORTSBOOK_DEFAULTS). */
export const sportsRulesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/rules',
  summary: 'The sportsbook’s stake limits, most payout, parlay legs and live delays, as the bet slip checks them before sending',
  tag: 'sportsbook',
  audience: 'public',
  response: z.object({
    minStake: amountOutput,
    /** Before the member's own stake factor, which only the server applies. */
    maxStake: amountOutput,
    maxPayout: amountOutput,
    parlayMinLegs: z.number().int(),
    parlayMaxLegs: z.number().int(),
    liveDelaySeconds: z.object({ football: z.number().int(), basketball: z.number().int(), esports: z.number().int() }),
  }),
});

const goals = z.object({ home: z.number().int(), away: z.number().int() });

export const sportResultSchema = z.object({
  eventId: text(),
  sport: z.enum(SPORTS),
  competition: z.object({ competitionId: text(), name: text(), category: text() }),
  home: text(),
  away: text(),
  startsAt: text(),
  /** ended, or cancelled (no result: its bets were refunded). */
  status: z.enum(['ended', 'cancelled']),
  /** Football goals at full time, basketball points (overtime included), esports maps won; null when cancelled. */
  final: goals.nullable(),
  /** Football only, when the feed gave it. */
  halfTime: goals.nullable(),
  /** Esports: the winner of each map played, in order. */
  maps: z.array(z.enum(['home', 'away'])).nullable(),
});
export type SportResult = z.infer<typeof sportResultSchema>;

export const sportsResultsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/lgw/sports/results',
  summary:
    'Finished (and cancelled) matches of one day in the merchant’s time zone, of one sport or all, with final and half-time scores and each esports map’s winner; by kick-off',
  tag: 'sportsbook',
  audience: 'public',
  query: z.object({
    sport: z.enum(SPORTS).optional(),
    /** The day in the merchant's time zone (yyyy-MM-dd); today when left out. */
    date: text()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd')
      .optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ results: z.array(sportResultSchema), total: z.number().int(), date: text() }),
});
