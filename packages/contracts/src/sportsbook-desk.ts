// The console's sportsbook trading desk (docs/sportsbook.md, Trading desk; ADR 0043): matches with their bets and
// liability, manual trading (matches and markets of the producer `manual`, odds, margins, suspensions) that goes
// through the same feed ingestion as the providers' messages, results (settle, void, resettle) held for a second
// operator from the merchant's four-eyes amount up, the bets, members' stake factors and the feed's health.
// Reading needs sportsbook.read; every change needs sportsbook.trade and is audited.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountOutput } from './money.ts';
import { APPROVAL_STATUSES } from './console-approvals.ts';
import { oddsText, SPORT_BET_STATUSES, SPORT_EVENT_STATUSES, SPORT_MARKET_STATUSES, SPORT_RESULTS, SPORTS, sportBetSchema } from './sportsbook.ts';

const id = text().regex(/^\d{1,18}$/, 'an id');
const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const reason = text().trim().min(3).max(300);
const eventParams = z.object({ eventId: id });

/** The producer of a match: `manual` for those made on the desk, else the feed's (e.g. `sim`). */
export const MANUAL_PRODUCER = 'manual';

/** Open bets (taken, not settled) on a match or an outcome: their stakes and what they would pay back at most. */
export const exposureSchema = z.object({ bets: z.number().int(), stake: amountOutput, potential: amountOutput });
export type Exposure = z.infer<typeof exposureSchema>;

export const deskEventRowSchema = z.object({
  eventId: text(),
  ref: text(),
  manual: z.boolean(),
  sport: z.enum(SPORTS),
  competition: text(),
  home: text(),
  away: text(),
  startsAt: text(),
  status: z.enum(SPORT_EVENT_STATUSES),
  score: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
  markets: z.object({ open: z.number().int(), suspended: z.number().int(), settled: z.number().int(), void: z.number().int() }),
  /** Every bet ever taken with a leg on the match (refused and rejected ones left out). */
  bets: z.number().int(),
  open: exposureSchema,
});
export type DeskEventRow = z.infer<typeof deskEventRowSchema>;

export const deskEventsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/sportsbook/events',
  summary: "Matches by sport, status, day (merchant's zone) and text (teams or competition), soonest first, with their bets and open liability",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.read',
  query: z.object({
    sport: z.enum(SPORTS).optional(),
    status: z.enum(SPORT_EVENT_STATUSES).optional(),
    day: day.optional(),
    q: text().trim().max(60).optional(),
    page,
    pageSize: z.coerce.number().int().min(1).max(100).default(30),
  }),
  response: z.object({ items: z.array(deskEventRowSchema), total: z.number().int() }),
});

export const deskOutcomeSchema = z.object({
  outcomeId: text(),
  outcome: text(),
  odds: oddsText,
  result: z.enum(SPORT_RESULTS).nullable(),
  open: exposureSchema,
});
export const deskMarketSchema = z.object({
  marketId: text(),
  type: text(),
  specifiers: text(),
  status: z.enum(SPORT_MARKET_STATUSES),
  version: z.number().int(),
  reason: text().nullable(),
  /** The book's margin in its odds, in percent (the sum of 1/odds less 1). */
  marginPercent: z.number(),
  outcomes: z.array(deskOutcomeSchema),
});
export type DeskMarket = z.infer<typeof deskMarketSchema>;

/** A result as the domain settles on it: football full and half time, esports map winners, basketball points. */
export const deskScoreSchema = z.union([
  z
    .object({
      ft: z.object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) }),
      '1h': z.object({ home: z.number().int().min(0).max(99), away: z.number().int().min(0).max(99) }).optional(),
    })
    .strict(),
  z
    .object({
      maps: z
        .array(z.enum(['home', 'away']))
        .min(1)
        .max(7),
    })
    .strict(),
  z.object({ points: z.object({ home: z.number().int().min(0).max(400), away: z.number().int().min(0).max(400) }) }).strict(),
]);
export type DeskScore = z.infer<typeof deskScoreSchema>;

export const SETTLEMENT_ACTIONS = ['settle', 'void', 'resettle'] as const;
export type SettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

/** A settlement asked for on the desk; applied at once under the four-eyes amount, else held for a second operator. */
export const settlementRequestSchema = z.object({
  id: z.number().int(),
  eventId: text(),
  match: text(),
  action: z.enum(SETTLEMENT_ACTIONS),
  /** The markets named (null: every market the action applies to). */
  marketIds: z.array(text()).nullable(),
  result: deskScoreSchema.nullable(),
  reason: text(),
  /** What the bets it settles would return, worked out when it was asked for. */
  payoutTotal: amountOutput,
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: text(),
  requestedAt: text(),
  decidedBy: text().nullable(),
  decidedAt: text().nullable(),
});
export type SettlementRequest = z.infer<typeof settlementRequestSchema>;

export const deskEventSchema = deskEventRowSchema.extend({
  period: text().nullable(),
  result: z.record(text(), z.unknown()).nullable(),
  markets: z.array(deskMarketSchema),
  marketCounts: deskEventRowSchema.shape.markets,
  pending: z.array(settlementRequestSchema),
});
export type DeskEvent = z.infer<typeof deskEventSchema>;

export const deskEventEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/sportsbook/events/:eventId',
  summary: 'One match with every market, its odds, margin and status, the open liability per outcome and the settlements waiting for approval',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.read',
  params: eventParams,
  response: deskEventSchema,
});

export const deskOutcomeInput = z.object({ outcome: text().trim().min(1).max(20), odds: oddsText });
export const deskMarketInput = z.object({
  type: text().trim().min(1).max(20),
  specifiers: text().trim().max(60).default(''),
  outcomes: z.array(deskOutcomeInput).min(1).max(30),
});
export type DeskMarketInput = z.infer<typeof deskMarketInput>;

export const createDeskEventBody = z.object({
  sport: z.enum(SPORTS),
  competition: text().trim().min(2).max(80),
  category: text().trim().min(2).max(40),
  home: text().trim().min(1).max(60),
  away: text().trim().min(1).max(60),
  /** ISO instant; in the future. */
  startsAt: text().datetime({ offset: true }),
  markets: z.array(deskMarketInput).max(20).default([]),
});

export const createDeskEventEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/events',
  summary: 'Creates a match of the producer `manual` with its markets (open), through the feed ingestion. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  body: createDeskEventBody,
  response: deskEventSchema,
});

export const setDeskMarketEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/sportsbook/events/:eventId/markets',
  summary: "Adds a market or sets its odds (an odds change of the producer `manual`); the market's status is kept. Audited",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: eventParams,
  body: deskMarketInput,
  response: deskEventSchema,
});

export const setDeskMarginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/events/:eventId/markets/:marketId/margin',
  summary: "Reprices a market at a margin: the odds' implied chances are kept, the margin replaced, each rounded down to 0.01. Audited",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: z.object({ eventId: id, marketId: id }),
  body: z.object({ marginPercent: z.number().min(0).max(30) }),
  response: deskEventSchema,
});

const marketScope = z.object({ marketId: id.optional() });
export const suspendDeskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/events/:eventId/suspend',
  summary: 'Stops bets on one market, or every open market of the match (a bet stop of the producer `manual`). Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: eventParams,
  body: marketScope,
  response: deskEventSchema,
});

export const resumeDeskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/events/:eventId/resume',
  summary: 'Opens one suspended market, or every suspended market of the match, at its current odds. Refused once the match ended. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: eventParams,
  body: marketScope,
  response: deskEventSchema,
});

export const setDeskEventStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/events/:eventId/status',
  summary: 'Moves a manual match on: live (bets taken with the live delay) or ended (no more bets). Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: eventParams,
  body: z.object({ status: z.enum(['live', 'ended']) }),
  response: deskEventSchema,
});

export const suspendBookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/suspend-all',
  summary: 'Stops bets on every open market of every match not ended (a bet stop per match). A feed reopens its own markets with its next odds. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  body: z.object({ reason }),
  response: z.object({ events: z.number().int(), markets: z.number().int() }),
});

export const settleDeskBody = z.object({
  action: z.enum(SETTLEMENT_ACTIONS),
  /** settle and resettle: the result. */
  result: deskScoreSchema.optional(),
  /** The markets (all that the action applies to when none are named). */
  marketIds: z.array(id).min(1).max(100).optional(),
  reason,
});

export const settleDeskEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/events/:eventId/results',
  summary:
    "Settles (on a result), voids, or resettles (rolls back and settles again) a match's markets through the feed ingestion. From the merchant's four-eyes amount of payouts up it is held for a second operator. Audited",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: eventParams,
  body: settleDeskBody,
  response: z.object({ request: settlementRequestSchema, event: deskEventSchema }),
});

export const settlementRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/sportsbook/settlements',
  summary: 'Settlements asked for on the desk, newest first (pending: waiting for a second operator)',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.read',
  query: z.object({ status: z.enum(APPROVAL_STATUSES).optional() }),
  response: z.object({ items: z.array(settlementRequestSchema) }),
});

const requestParams = z.object({ id: z.coerce.number().int().positive() });
export const confirmSettlementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/settlements/:id/confirm',
  summary: "Confirms another operator's settlement: it is applied now. Audited",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: requestParams,
  response: settlementRequestSchema,
});

export const rejectSettlementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/sportsbook/settlements/:id/reject',
  summary: 'Rejects a settlement waiting for approval (or withdraws one of your own); nothing is applied. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: requestParams,
  response: settlementRequestSchema,
});

export const liabilityEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/sportsbook/liability',
  summary: 'The matches with open bets, the largest potential payout first (a parlay counts on each of its matches)',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.read',
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: z.object({ items: z.array(deskEventRowSchema), total: exposureSchema }),
});

export const deskBetSchema = sportBetSchema.extend({ player: text(), paid: amountOutput });
export type DeskBet = z.infer<typeof deskBetSchema>;

export const deskBetsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/sportsbook/bets',
  summary: "Bets by member, match, status and day range (merchant's zone), newest first, with their legs",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.read',
  query: z.object({
    player: text().trim().max(40).optional(),
    eventId: id.optional(),
    status: z.enum(SPORT_BET_STATUSES).optional(),
    from: day.optional(),
    to: day.optional(),
    page,
    pageSize: z.coerce.number().int().min(1).max(100).default(30),
  }),
  response: z.object({ items: z.array(deskBetSchema), total: z.number().int() }),
});

export const stakeFactorSchema = z.object({ player: text(), percent: z.number().int(), updatedAt: text() });
export type StakeFactor = z.infer<typeof stakeFactorSchema>;

export const stakeFactorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/sportsbook/stake-factors',
  summary: "Members' stake factors (percent of the maximum stake; 100 without a row), by member name",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.read',
  query: z.object({ q: text().trim().max(40).optional() }),
  response: z.object({ items: z.array(stakeFactorSchema) }),
});

const playerParams = z.object({ player: text().trim().min(1).max(40) });
export const setStakeFactorEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/sportsbook/stake-factors/:player',
  summary: "Sets a member's stake factor, 0 (no bets) to 1000 percent. Audited",
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: playerParams,
  body: z.object({ percent: z.number().int().min(0).max(1000) }),
  response: stakeFactorSchema,
});

export const removeStakeFactorEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/sportsbook/stake-factors/:player',
  summary: 'Takes a member back to the normal stake (100 percent). Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.trade',
  params: playerParams,
  response: z.object({ removed: z.boolean() }),
});

export const feedProducerSchema = z.object({
  producer: text(),
  lastAt: text(),
  total: z.number().int(),
  lastHour: z.number().int(),
  kinds: z.array(z.object({ kind: text(), count: z.number().int() })),
});
export type FeedProducer = z.infer<typeof feedProducerSchema>;

export const feedHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/sportsbook/feed-health',
  summary: 'Per producer: the last message taken, how many in all and in the last hour, by kind',
  tag: 'console',
  audience: 'operator',
  permission: 'sportsbook.read',
  response: z.object({ producers: z.array(feedProducerSchema), serverTime: text() }),
});
