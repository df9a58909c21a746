// What members read of the book (contracts/sportsbook.ts): the board of a sport (today, early, live) with
// each match's markets and odds, one match's every market, and the player's own bets.
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { SportBet, SportEvent, Sport } from '@orbit/contracts/sportsbook';
import type { Database } from '../../../db/client.ts';
import { sportBetLegs, sportBets, sportCompetitions, sportEvents, sportMarkets, sportOutcomes, sports } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { ODDS_SCALE } from '@orbit/games/sportsbook/odds';
import { cashOutViews } from './cash-out.ts';

type EventRow = typeof sportEvents.$inferSelect;
type BetRow = typeof sportBets.$inferSelect;

export const oddsText = (odds: bigint) => `${odds / ODDS_SCALE}.${(odds % ODDS_SCALE).toString().padStart(4, '0')}`;

/** The instant the merchant's next calendar day starts (today's tab ends there). */
function endOfToday(merchant: ResolvedMerchant, now: Date): Date {
  const [year, month, date] = zonedDay(now, merchant.timeZone).split('-').map(Number) as [number, number, number];
  return zonedDayStart(new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10), merchant.timeZone);
}

export function createSportsReads(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  async function withMarkets(rows: EventRow[], openOnly: boolean): Promise<SportEvent[]> {
    if (rows.length === 0) return [];
    const competitions = await db
      .select()
      .from(sportCompetitions)
      .where(inArray(sportCompetitions.id, [...new Set(rows.map((row) => row.competitionId))]));
    const markets = await db
      .select()
      .from(sportMarkets)
      .where(
        and(
          inArray(
            sportMarkets.eventId,
            rows.map((row) => row.id),
          ),
          openOnly ? inArray(sportMarkets.status, ['open', 'suspended']) : undefined,
        ),
      )
      .orderBy(asc(sportMarkets.id));
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
    return rows.map((row) => {
      const competition = competitions.find((entry) => entry.id === row.competitionId)!;
      return {
        ...{ eventId: String(row.id), sport: row.sport as Sport, home: row.home, away: row.away, startsAt: row.startsAt.toISOString() },
        competition: { competitionId: String(competition.id), name: competition.name, category: competition.category },
        ...{ status: row.status as SportEvent['status'], score: row.score ?? null, period: row.period ?? null },
        markets: markets
          .filter((market) => market.eventId === row.id)
          .map((market) => ({
            ...{ marketId: String(market.id), type: market.type, specifiers: market.specifiers },
            ...{ status: market.status as SportEvent['markets'][number]['status'], version: market.version },
            outcomes: outcomes
              .filter((outcome) => outcome.marketId === market.id)
              .map((outcome) => ({
                ...{ outcomeId: String(outcome.id), outcome: outcome.outcome, odds: oddsText(outcome.odds) },
                result: (outcome.result ?? null) as SportEvent['markets'][number]['outcomes'][number]['result'],
              })),
          })),
      };
    });
  }

  /** The board: today (from now to the merchant's midnight, not started), early (later), or live. */
  async function board(merchant: ResolvedMerchant, query: { sport?: Sport; tab: 'today' | 'early' | 'live' }) {
    const now = deps.clock.now();
    const midnight = endOfToday(merchant, now);
    const bySport = query.sport ? eq(sportEvents.sport, query.sport) : undefined;
    const when =
      query.tab === 'live'
        ? eq(sportEvents.status, 'live')
        : and(
            eq(sportEvents.status, 'pre'),
            query.tab === 'today' ? and(gte(sportEvents.startsAt, now), lt(sportEvents.startsAt, midnight)) : gte(sportEvents.startsAt, midnight),
          );
    const rows = await db
      .select()
      .from(sportEvents)
      .where(and(eq(sportEvents.merchantId, merchant.id), bySport, when))
      .orderBy(asc(sportEvents.startsAt), asc(sportEvents.id))
      .limit(200);
    const offered = await db.select().from(sports).where(eq(sports.merchantId, merchant.id)).orderBy(asc(sports.sortOrder));
    const counts = await db
      .select({ sport: sportEvents.sport, events: count() })
      .from(sportEvents)
      .where(and(eq(sportEvents.merchantId, merchant.id), when))
      .groupBy(sportEvents.sport);
    return {
      sports: offered.map((sport) => ({
        sport: sport.code as Sport,
        name: sport.name,
        events: counts.find((entry) => entry.sport === sport.code)?.events ?? 0,
      })),
      events: await withMarkets(rows, true),
    };
  }

  /** One match with every market. @throws not_found */
  async function event(merchant: ResolvedMerchant, eventId: string): Promise<SportEvent> {
    const [row] = await db
      .select()
      .from(sportEvents)
      .where(and(eq(sportEvents.merchantId, merchant.id), eq(sportEvents.id, Number(eventId))));
    if (!row) throw new ApiError('not_found', 'No such match', { field: 'eventId' });
    return (await withMarkets([row], false))[0]!;
  }

  /** The bets as members read them, with their legs' matches and markets. */
  async function betViews(merchant: ResolvedMerchant, bets: BetRow[]): Promise<SportBet[]> {
    if (bets.length === 0) return [];
    const legs = await db
      .select({ leg: sportBetLegs, event: sportEvents, market: sportMarkets, outcome: sportOutcomes.outcome })
      .from(sportBetLegs)
      .innerJoin(sportEvents, eq(sportEvents.id, sportBetLegs.eventId))
      .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
      .innerJoin(sportOutcomes, eq(sportOutcomes.id, sportBetLegs.outcomeId))
      .where(
        inArray(
          sportBetLegs.betId,
          bets.map((bet) => bet.id),
        ),
      )
      .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.leg));
    const money = (minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));
    const cashOut = await cashOutViews(db, merchant, bets, deps.clock.now());
    return bets.map((bet) => ({
      ...{ betId: bet.roundId, kind: bet.kind as SportBet['kind'], status: bet.status as SportBet['status'], stake: money(bet.stake) },
      ...{ odds: oddsText(bet.odds), potentialReturn: money(bet.potentialReturn), payout: bet.payout === null ? null : money(bet.payout) },
      ...{ reason: bet.status === 'refused' || bet.status === 'rejected' ? bet.errorCode : null, live: bet.live },
      legs: legs
        .filter((entry) => entry.leg.betId === bet.id)
        .map(({ leg, event, market, outcome }) => ({
          ...{ eventId: String(event.id), home: event.home, away: event.away, sport: event.sport as Sport },
          ...{ marketType: market.type, specifiers: market.specifiers, outcome, odds: oddsText(leg.odds) },
          result: (leg.result ?? null) as SportBet['legs'][number]['result'],
        })),
      cashOut: cashOut.get(bet.id) ?? null,
      createdAt: bet.createdAt.toISOString(),
      settledAt: bet.settledAt?.toISOString() ?? null,
    }));
  }

  /** The player's bets, newest first: open (not settled yet) or settled (settled, refused, rejected). */
  async function myBets(merchant: ResolvedMerchant, player: string, query: { status: 'open' | 'settled' | 'all'; page: number; pageSize: number }) {
    const statuses = query.status === 'open' ? ['open', 'pending', 'accepted'] : query.status === 'settled' ? ['settled', 'refused', 'rejected'] : undefined;
    const where = and(eq(sportBets.merchantId, merchant.id), eq(sportBets.player, player), statuses ? inArray(sportBets.status, statuses) : undefined);
    const rows = await db
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
    return { bets: await betViews(merchant, rows), total: total?.total ?? 0 };
  }

  return { board, event, betViews, myBets };
}
