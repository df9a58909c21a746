// What the trading desk reads (contracts/sportsbook-desk.ts): matches with their bets and open liability, one
// match's every market with its margin and the liability per outcome, the largest liabilities, the bets with
// their legs, and the feed's health per producer. "Open" bets are taken and not settled (open, pending,
// accepted); a parlay counts its whole stake and potential return on each match and outcome it has a leg on,
// which is what the book stands to lose there.
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import { zonedDayStart } from '@orbit/contracts/format';
import type { DeskEvent, DeskEventRow, DeskMarket, Exposure, FeedProducer, SettlementRequest } from '@orbit/contracts/sportsbook-desk';
import type { Sport } from '@orbit/contracts/sportsbook';
import type { Database } from '../../../db/client.ts';
import { sportBetLegs, sportBets, sportCompetitions, sportEvents, sportFeedMessages, sportMarkets, sportOutcomes } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { oddsText } from '../book/reads.ts';

type EventRow = typeof sportEvents.$inferSelect;
const OPEN_BETS = ['open', 'pending', 'accepted'];
const TAKEN_BETS = ['open', 'pending', 'accepted', 'settled'];
const EMPTY = { bets: 0, stake: 0n, potential: 0n };

/** The day after `day` (yyyy-MM-dd). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Db = Database['db'];

const money = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));
const exposure = (merchant: ResolvedMerchant, open: { bets: number; stake: bigint; potential: bigint }): Exposure => ({
  bets: open.bets,
  stake: money(merchant, open.stake),
  potential: money(merchant, open.potential),
});

/** Per match (or per outcome): distinct bets with a leg on it, of the given statuses, with their stakes and returns. */
async function betTotals(db: Db, by: 'event' | 'outcome', ids: number[], statuses: string[]) {
  if (ids.length === 0) return new Map<number, typeof EMPTY>();
  const key = by === 'event' ? sportBetLegs.eventId : sportBetLegs.outcomeId;
  const perBet = db
    .selectDistinct({ key: sql<number>`${key}`.as('key'), betId: sportBets.id, stake: sportBets.stake, potential: sportBets.potentialReturn })
    .from(sportBetLegs)
    .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
    .where(and(inArray(key, ids), inArray(sportBets.status, statuses)))
    .as('per_bet');
  const rows = await db
    .select({
      key: perBet.key,
      bets: sql<number>`count(*)::int`,
      stake: sql<string>`coalesce(sum(${perBet.stake}), 0)::text`,
      potential: sql<string>`coalesce(sum(${perBet.potential}), 0)::text`,
    })
    .from(perBet)
    .groupBy(perBet.key);
  return new Map(rows.map((row) => [Number(row.key), { bets: row.bets, stake: BigInt(row.stake), potential: BigInt(row.potential) }]));
}

async function rows(db: Db, merchant: ResolvedMerchant, events: EventRow[]): Promise<DeskEventRow[]> {
  if (events.length === 0) return [];
  const ids = events.map((event) => event.id);
  const competitions = await db
    .select({ id: sportCompetitions.id, name: sportCompetitions.name })
    .from(sportCompetitions)
    .where(inArray(sportCompetitions.id, [...new Set(events.map((event) => event.competitionId))]));
  const counts = await db
    .select({ eventId: sportMarkets.eventId, status: sportMarkets.status, count: sql<number>`count(*)::int` })
    .from(sportMarkets)
    .where(inArray(sportMarkets.eventId, ids))
    .groupBy(sportMarkets.eventId, sportMarkets.status);
  const taken = await betTotals(db, 'event', ids, TAKEN_BETS);
  const open = await betTotals(db, 'event', ids, OPEN_BETS);
  return events.map((event) => {
    const of = (status: string) => counts.find((row) => row.eventId === event.id && row.status === status)?.count ?? 0;
    return {
      ...{ eventId: String(event.id), ref: event.ref, manual: event.ref.startsWith('manual:'), sport: event.sport as Sport },
      competition: competitions.find((entry) => entry.id === event.competitionId)?.name ?? '',
      ...{ home: event.home, away: event.away, startsAt: event.startsAt.toISOString(), status: event.status as DeskEventRow['status'] },
      score: event.score ?? null,
      markets: { open: of('open'), suspended: of('suspended'), settled: of('settled'), void: of('void') },
      bets: taken.get(event.id)?.bets ?? 0,
      open: exposure(merchant, open.get(event.id) ?? EMPTY),
    };
  });
}

export function createDeskReads(deps: {
  database: Database;
  clock: Clock;
  pendingOf: (merchant: ResolvedMerchant, eventId: number) => Promise<SettlementRequest[]>;
}) {
  const { db } = deps.database;
  /** Matches by sport, status, day and text, soonest first. */
  async function events(merchant: ResolvedMerchant, query: { sport?: Sport; status?: string; day?: string; q?: string; page: number; pageSize: number }) {
    const filters: (SQL | undefined)[] = [eq(sportEvents.merchantId, merchant.id)];
    if (query.sport) filters.push(eq(sportEvents.sport, query.sport));
    if (query.status) filters.push(eq(sportEvents.status, query.status));
    if (query.day) {
      filters.push(gte(sportEvents.startsAt, zonedDayStart(query.day, merchant.timeZone)));
      filters.push(lt(sportEvents.startsAt, zonedDayStart(nextDay(query.day), merchant.timeZone)));
    }
    if (query.q) {
      const like = `%${query.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
      const inCompetition = db.select({ id: sportCompetitions.id }).from(sportCompetitions).where(ilike(sportCompetitions.name, like));
      filters.push(or(ilike(sportEvents.home, like), ilike(sportEvents.away, like), inArray(sportEvents.competitionId, inCompetition)));
    }
    const where = and(...filters);
    const found = await db
      .select()
      .from(sportEvents)
      .where(where)
      .orderBy(asc(sportEvents.startsAt), asc(sportEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(sportEvents)
      .where(where);
    return { items: await rows(db, merchant, found), total: total?.total ?? 0 };
  }

  /** @throws not_found */
  async function eventRow(merchant: ResolvedMerchant, eventId: number | string): Promise<EventRow> {
    const [row] = await db
      .select()
      .from(sportEvents)
      .where(and(eq(sportEvents.merchantId, merchant.id), eq(sportEvents.id, Number(eventId))));
    if (!row) throw new ApiError('not_found', 'No such match', { field: 'eventId' });
    return row;
  }

  /** One match with every market, margins and the open liability per outcome. @throws not_found */
  async function event(merchant: ResolvedMerchant, eventId: number | string): Promise<DeskEvent> {
    const row = await eventRow(merchant, eventId);
    const [head] = await rows(db, merchant, [row]);
    const markets = await db.select().from(sportMarkets).where(eq(sportMarkets.eventId, row.id)).orderBy(asc(sportMarkets.id));
    const outcomes = markets.length
      ? await db
          .select()
          .from(sportOutcomes)
          .where(
            inArray(
              sportOutcomes.marketId,
              markets.map((market) => market.id),
            ),
          )
          .orderBy(asc(sportOutcomes.id))
      : [];
    const open = await betTotals(
      db,
      'outcome',
      outcomes.map((outcome) => outcome.id),
      OPEN_BETS,
    );
    const views: DeskMarket[] = markets.map((market) => {
      const own = outcomes.filter((outcome) => outcome.marketId === market.id);
      const book = own.reduce((sum, outcome) => sum + 10_000 / Number(outcome.odds), 0);
      return {
        ...{ marketId: String(market.id), type: market.type, specifiers: market.specifiers, status: market.status as DeskMarket['status'] },
        ...{ version: market.version, reason: market.reason, marginPercent: Math.round((book - 1) * 10_000) / 100 },
        outcomes: own.map((outcome) => ({
          ...{ outcomeId: String(outcome.id), outcome: outcome.outcome, odds: oddsText(outcome.odds) },
          result: (outcome.result ?? null) as DeskMarket['outcomes'][number]['result'],
          open: exposure(merchant, open.get(outcome.id) ?? EMPTY),
        })),
      };
    });
    return {
      ...head!,
      marketCounts: head!.markets,
      period: row.period,
      result: row.result ?? null,
      markets: views,
      pending: await deps.pendingOf(merchant, row.id),
    };
  }

  /** Matches with open bets, the largest potential payout first, and the book's total. */
  async function liability(merchant: ResolvedMerchant, limit: number) {
    const perEvent = await db
      .selectDistinct({ eventId: sportBetLegs.eventId, betId: sportBets.id })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .where(and(eq(sportBets.merchantId, merchant.id), inArray(sportBets.status, OPEN_BETS)));
    const totals = await betTotals(db, 'event', [...new Set(perEvent.map((row) => row.eventId))], OPEN_BETS);
    const ranked = [...totals.entries()].sort((a, b) => (b[1].potential > a[1].potential ? 1 : b[1].potential < a[1].potential ? -1 : a[0] - b[0]));
    const top = ranked.slice(0, limit).map(([id]) => id);
    const found = top.length ? await db.select().from(sportEvents).where(inArray(sportEvents.id, top)) : [];
    const items = await rows(
      db,
      merchant,
      top.map((id) => found.find((event) => event.id === id)!),
    );
    const [all] = await db
      .select({
        bets: sql<number>`count(*)::int`,
        stake: sql<string>`coalesce(sum(${sportBets.stake}), 0)::text`,
        potential: sql<string>`coalesce(sum(${sportBets.potentialReturn}), 0)::text`,
      })
      .from(sportBets)
      .where(and(eq(sportBets.merchantId, merchant.id), inArray(sportBets.status, OPEN_BETS)));
    return { items, total: exposure(merchant, { bets: all!.bets, stake: BigInt(all!.stake), potential: BigInt(all!.potential) }) };
  }

  return {
    events,
    event,
    eventRow,
    liability,
    feedHealth: (merchant: ResolvedMerchant) => feedHealth(db, deps.clock, merchant),
    betPage: (merchant: ResolvedMerchant, query: BetsQuery) => betPage(db, merchant, query),
  };
}

type BetsQuery = { player?: string; eventId?: string; status?: string; from?: string; to?: string; page: number; pageSize: number };

/** Per producer: its last message, how many in all and in the last hour, by kind. */
async function feedHealth(db: Db, clock: Clock, merchant: ResolvedMerchant): Promise<{ producers: FeedProducer[]; serverTime: string }> {
  const now = clock.now();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const kinds = await db
    .select({
      producer: sportFeedMessages.producer,
      kind: sportFeedMessages.kind,
      count: sql<number>`count(*)::int`,
      lastHour: sql<number>`(count(*) filter (where ${sportFeedMessages.receivedAt} >= ${hourAgo.toISOString()}))::int`,
      lastAt: sql<string>`max(${sportFeedMessages.receivedAt})`,
    })
    .from(sportFeedMessages)
    .where(eq(sportFeedMessages.merchantId, merchant.id))
    .groupBy(sportFeedMessages.producer, sportFeedMessages.kind);
  const producers = [...new Set(kinds.map((row) => row.producer))].sort().map((producer) => {
    const own = kinds.filter((row) => row.producer === producer);
    return {
      producer,
      lastAt: new Date(own.map((row) => new Date(row.lastAt).getTime()).reduce((a, b) => Math.max(a, b))).toISOString(),
      total: own.reduce((sum, row) => sum + row.count, 0),
      lastHour: own.reduce((sum, row) => sum + row.lastHour, 0),
      kinds: own.map((row) => ({ kind: row.kind, count: row.count })).sort((a, b) => a.kind.localeCompare(b.kind)),
    };
  });
  return { producers, serverTime: now.toISOString() };
}

/** Bets by member, match, status and days, newest first. */
function betsWhere(
  db: Db,
  merchant: ResolvedMerchant,
  query: { player?: string; eventId?: string; status?: string; from?: string; to?: string },
): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(sportBets.merchantId, merchant.id)];
  if (query.player) filters.push(eq(sportBets.player, query.player));
  if (query.status) filters.push(eq(sportBets.status, query.status));
  if (query.eventId)
    filters.push(
      inArray(
        sportBets.id,
        db
          .select({ id: sportBetLegs.betId })
          .from(sportBetLegs)
          .where(eq(sportBetLegs.eventId, Number(query.eventId))),
      ),
    );
  if (query.from) filters.push(gte(sportBets.createdAt, zonedDayStart(query.from, merchant.timeZone)));
  if (query.to) filters.push(lt(sportBets.createdAt, zonedDayStart(nextDay(query.to), merchant.timeZone)));
  return and(...filters);
}

async function betPage(db: Db, merchant: ResolvedMerchant, query: BetsQuery) {
  const where = betsWhere(db, merchant, query);
  const found = await db
    .select()
    .from(sportBets)
    .where(where)
    .orderBy(desc(sportBets.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(sportBets)
    .where(where);
  return { found, total: total?.total ?? 0 };
}
