// Manual trading on the desk (ADR 0043): matches and markets of the producer `manual`, odds set by hand or
// repriced at a margin, markets suspended and resumed, a manual match moved to live or ended, and the whole book
// stopped at once. Every change is composed as feed messages (desk.messages.ts) and applied by the one
// ingestion, with its audit entry, in one transaction under the match's row lock; a refusal writes nothing.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { DeskMarketInput } from '@orbit/contracts/sportsbook-desk';
import type { Sport } from '@orbit/contracts/sportsbook';
import type { Database, Tx } from '../../../db/client.ts';
import { sportEvents, sportMarkets, sportOutcomes } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../console/audit.service.ts';
import type { Actor } from '../../site/site.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { oddsOf } from '../book/bets.check.ts';
import { formatSpecifiers, outcomesOf, parseMarket } from '../domain/markets.ts';
import type { FeedIngest } from '../feed/ingest.ts';
import type { FeedMarket } from '../feed/messages.ts';
import { asApiError, fixtureOf, publish, type DeskMessage } from './desk.messages.ts';
import { withMargin } from './margin.ts';

type EventRow = typeof sportEvents.$inferSelect;
type MarketRow = typeof sportMarkets.$inferSelect;

export interface NewEvent {
  sport: Sport;
  competition: string;
  category: string;
  home: string;
  away: string;
  startsAt: string;
  markets: DeskMarketInput[];
}

export interface TradingDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  feed: FeedIngest;
}

/** The match locked for the change. @throws not_found */
async function lockedEvent(tx: Tx, merchant: ResolvedMerchant, eventId: number | string): Promise<EventRow> {
  const [event] = await tx
    .select()
    .from(sportEvents)
    .where(and(eq(sportEvents.merchantId, merchant.id), eq(sportEvents.id, Number(eventId))))
    .for('update');
  if (!event) throw new ApiError('not_found', 'No such match', { field: 'eventId' });
  return event;
}

/** @throws invalid_state (the match ended or was cancelled) */
function assertTrading(event: EventRow) {
  if (event.status === 'ended' || event.status === 'cancelled')
    throw new ApiError('invalid_state', `${event.home} – ${event.away} is ${event.status}: its markets are no longer traded`);
}

/** A market as typed on the desk, checked by the domain: every outcome the market has, each with valid odds. */
function feedMarket(input: DeskMarketInput, status: FeedMarket['status'], field = 'markets'): FeedMarket {
  let market;
  try {
    market = parseMarket(input.type, input.specifiers);
  } catch (error) {
    throw asApiError(error);
  }
  const wanted = outcomesOf(market);
  const given = input.outcomes.map((entry) => entry.outcome);
  if (new Set(given).size !== given.length || (wanted.length > 0 && (given.length !== wanted.length || given.some((outcome) => !wanted.includes(outcome)))))
    throw new ApiError('outcome_invalid', `A ${input.type} market has the outcomes ${wanted.join(', ')}, each once`, { field: `${field}.outcomes` });
  return {
    type: market.type,
    specifiers: formatSpecifiers(market),
    status,
    outcomes: input.outcomes.map((entry, index) => ({ outcome: entry.outcome, odds: Number(oddsOf(entry.odds, `${field}.outcomes[${index}].odds`)) })),
  };
}

/** The market's current odds as a feed market. */
async function currentMarket(tx: Tx, market: MarketRow, status: FeedMarket['status']): Promise<FeedMarket> {
  const outcomes = await tx.select().from(sportOutcomes).where(eq(sportOutcomes.marketId, market.id)).orderBy(sportOutcomes.id);
  return { type: market.type, specifiers: market.specifiers, status, outcomes: outcomes.map((row) => ({ outcome: row.outcome, odds: Number(row.odds) })) };
}

/** @throws not_found */
async function marketOf(tx: Tx, event: EventRow, marketId: string): Promise<MarketRow> {
  const [market] = await tx
    .select()
    .from(sportMarkets)
    .where(and(eq(sportMarkets.eventId, event.id), eq(sportMarkets.id, Number(marketId))));
  if (!market) throw new ApiError('not_found', 'No such market of this match', { field: 'marketId' });
  return market;
}

export function createDeskTrading(deps: TradingDeps) {
  const { db } = deps.database;

  /** One change of a match: locked, messages applied, audited, in one transaction. */
  function change(
    merchant: ResolvedMerchant,
    eventId: number | string,
    actor: Actor,
    action: string,
    compose: (tx: Tx, event: EventRow) => Promise<{ messages: DeskMessage[]; detail: Record<string, unknown> }>,
  ): Promise<number> {
    return db.transaction(async (tx) => {
      const event = await lockedEvent(tx, merchant, eventId);
      const { messages, detail } = await compose(tx, event);
      await publish(tx, deps.feed, merchant.id, deps.clock.now(), messages);
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action, target: event.ref, detail: { match: `${event.home} – ${event.away}`, ...detail } });
      return event.id;
    });
  }

  /** Adds a market or sets its odds; its status is kept (a new one opens). @throws not_found, invalid_state, market refusals */
  function setMarket(merchant: ResolvedMerchant, eventId: string, input: DeskMarketInput, actor: Actor) {
    return change(merchant, eventId, actor, 'sportsbook.market.odds', async (tx, event) => {
      assertTrading(event);
      const checked = feedMarket(input, 'open');
      const [existing] = await tx
        .select()
        .from(sportMarkets)
        .where(and(eq(sportMarkets.eventId, event.id), eq(sportMarkets.type, checked.type), eq(sportMarkets.specifiers, checked.specifiers)));
      if (existing && existing.status !== 'open' && existing.status !== 'suspended')
        throw new ApiError('invalid_state', `This market is ${existing.status}: its odds no longer change`, { field: 'type' });
      const market = { ...checked, status: (existing?.status ?? 'open') as FeedMarket['status'] };
      return {
        messages: [{ kind: 'odds_change', eventRef: event.ref, markets: [market] }],
        detail: { market: `${market.type} ${market.specifiers}`, odds: market.outcomes },
      };
    });
  }

  /** Reprices a market at a margin. @throws not_found, invalid_state */
  function setMargin(merchant: ResolvedMerchant, eventId: string, marketId: string, marginPercent: number, actor: Actor) {
    return change(merchant, eventId, actor, 'sportsbook.market.margin', async (tx, event) => {
      assertTrading(event);
      const market = await marketOf(tx, event, marketId);
      if (market.status !== 'open' && market.status !== 'suspended')
        throw new ApiError('invalid_state', `This market is ${market.status}`, { field: 'marketId' });
      const current = await currentMarket(tx, market, market.status);
      const odds = withMargin(
        current.outcomes.map((outcome) => BigInt(outcome.odds)),
        marginPercent,
      );
      const repriced = { ...current, outcomes: current.outcomes.map((outcome, index) => ({ ...outcome, odds: Number(odds[index]) })) };
      return {
        messages: [{ kind: 'odds_change', eventRef: event.ref, markets: [repriced] }],
        detail: { market: `${market.type} ${market.specifiers}`, marginPercent, odds: repriced.outcomes },
      };
    });
  }

  /** Stops one market or every open one of the match. @throws not_found, invalid_state (nothing open) */
  function suspend(merchant: ResolvedMerchant, eventId: string, marketId: string | undefined, actor: Actor) {
    return change(merchant, eventId, actor, 'sportsbook.market.suspended', async (tx, event) => {
      const markets = marketId
        ? [await marketOf(tx, event, marketId)]
        : await tx
            .select()
            .from(sportMarkets)
            .where(and(eq(sportMarkets.eventId, event.id), eq(sportMarkets.status, 'open')));
      if (markets.length === 0 || markets.some((market) => market.status !== 'open'))
        throw new ApiError('invalid_state', marketId ? 'This market is not open' : 'This match has no open market', {
          field: marketId ? 'marketId' : 'eventId',
        });
      const keys = marketId ? [{ type: markets[0]!.type, specifiers: markets[0]!.specifiers }] : undefined;
      return {
        messages: [{ kind: 'bet_stop', eventRef: event.ref, ...(keys ? { markets: keys } : {}) }],
        detail: { markets: markets.map((market) => `${market.type} ${market.specifiers}`.trim()) },
      };
    });
  }

  /** Opens one suspended market, or every suspended one, at its current odds. @throws not_found, invalid_state */
  function resume(merchant: ResolvedMerchant, eventId: string, marketId: string | undefined, actor: Actor) {
    return change(merchant, eventId, actor, 'sportsbook.market.resumed', async (tx, event) => {
      assertTrading(event);
      const markets = marketId
        ? [await marketOf(tx, event, marketId)]
        : await tx
            .select()
            .from(sportMarkets)
            .where(and(eq(sportMarkets.eventId, event.id), eq(sportMarkets.status, 'suspended')));
      if (markets.length === 0 || markets.some((market) => market.status !== 'suspended'))
        throw new ApiError('invalid_state', marketId ? 'This market is not suspended' : 'This match has no suspended market', {
          field: marketId ? 'marketId' : 'eventId',
        });
      const reopened = await Promise.all(markets.map((market) => currentMarket(tx, market, 'open')));
      return {
        messages: [{ kind: 'odds_change', eventRef: event.ref, markets: reopened }],
        detail: { markets: markets.map((market) => `${market.type} ${market.specifiers}`.trim()) },
      };
    });
  }

  /** A manual match goes live, or ends (its open markets stop). @throws not_found, invalid_state (a fed match, or not in order) */
  function setStatus(merchant: ResolvedMerchant, eventId: string, status: 'live' | 'ended', actor: Actor) {
    return change(merchant, eventId, actor, 'sportsbook.event.status', async (tx, event) => {
      if (!event.ref.startsWith('manual:')) throw new ApiError('invalid_state', "A fed match's status is the feed's to move", { field: 'status' });
      const order = ['pre', 'live', 'ended'];
      if (event.status === 'cancelled' || order.indexOf(status) <= order.indexOf(event.status))
        throw new ApiError('invalid_state', `The match is ${event.status} already`, { field: 'status' });
      const messages: DeskMessage[] = [{ kind: 'fixture_change', fixture: await fixtureOf(tx, event, status) }];
      if (status === 'ended') messages.push({ kind: 'bet_stop', eventRef: event.ref });
      return { messages, detail: { from: event.status, to: status } };
    });
  }

  return {
    ...{ createEvent: (merchant: ResolvedMerchant, input: NewEvent, actor: Actor) => createEvent(deps, merchant, input, actor) },
    ...{ setMarket, setMargin, suspend, resume, setStatus },
    suspendAll: (merchant: ResolvedMerchant, reason: string, actor: Actor) => suspendAll(deps, merchant, reason, actor),
  };
}

/** A new manual match with its markets, open. @throws validation_failed (start not ahead), market, outcome and odds refusals */
async function createEvent(deps: TradingDeps, merchant: ResolvedMerchant, input: NewEvent, actor: Actor): Promise<number> {
  const now = deps.clock.now();
  if (Date.parse(input.startsAt) <= now.getTime()) throw new ApiError('validation_failed', 'A new match starts in the future', { field: 'startsAt' });
  const markets = input.markets.map((market, index) => feedMarket(market, 'open', `markets[${index}]`));
  const ref = `manual:${randomUUID()}`;
  const slug = input.competition.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const fixture = {
    ...{ ref, sport: input.sport, home: input.home, away: input.away, startsAt: new Date(input.startsAt).toISOString(), status: 'pre' as const },
    competition: { ref: `manual:${input.sport}:${slug}`, name: input.competition, category: input.category },
  };
  return deps.database.db.transaction(async (tx) => {
    const messages: DeskMessage[] = [{ kind: 'fixture_change', fixture }];
    if (markets.length) messages.push({ kind: 'odds_change', eventRef: ref, status: 'pre', markets });
    await publish(tx, deps.feed, merchant.id, now, messages);
    const [event] = await tx
      .select({ id: sportEvents.id })
      .from(sportEvents)
      .where(and(eq(sportEvents.merchantId, merchant.id), eq(sportEvents.ref, ref)));
    await deps.audit.record(tx, {
      ...{ merchantId: merchant.id, actor, action: 'sportsbook.event.created', target: ref },
      detail: {
        match: `${input.home} – ${input.away}`,
        sport: input.sport,
        startsAt: fixture.startsAt,
        markets: markets.map((m) => `${m.type} ${m.specifiers}`),
      },
    });
    return event!.id;
  });
}

/** Every open market of every match not ended stops (one bet stop per match). */
async function suspendAll(deps: TradingDeps, merchant: ResolvedMerchant, reason: string, actor: Actor) {
  return deps.database.db.transaction(async (tx) => {
    const open = await tx
      .selectDistinct({ eventId: sportMarkets.eventId })
      .from(sportMarkets)
      .where(and(eq(sportMarkets.merchantId, merchant.id), eq(sportMarkets.status, 'open')));
    const events = open.length
      ? await tx
          .select()
          .from(sportEvents)
          .where(
            and(
              inArray(
                sportEvents.id,
                open.map((row) => row.eventId),
              ),
              notInArray(sportEvents.status, ['ended', 'cancelled']),
            ),
          )
          .for('update')
      : [];
    const [counted] = events.length
      ? await tx
          .select({ id: sportMarkets.id })
          .from(sportMarkets)
          .where(
            and(
              inArray(
                sportMarkets.eventId,
                events.map((event) => event.id),
              ),
              eq(sportMarkets.status, 'open'),
            ),
          )
          .then((rows) => [rows.length])
      : [0];
    await publish(
      tx,
      deps.feed,
      merchant.id,
      deps.clock.now(),
      events.map((event) => ({ kind: 'bet_stop', eventRef: event.ref })),
    );
    await deps.audit.record(tx, {
      ...{ merchantId: merchant.id, actor, action: 'sportsbook.book.suspended', target: null },
      detail: { reason, events: events.length, markets: counted },
    });
    return { events: events.length, markets: counted ?? 0 };
  });
}
