// What members read of finished matches (contracts/sportsbook.ts, sportsResultsEndpoint): one day's ended and
// cancelled matches in the merchant's time zone with their settlement scores, and the book's rules a slip checks.
// The scores come from the result the feed settled the match on (the domain's Score), the live score when a
// feed ended a match without one.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { Sport, SportResult } from '@orbit/contracts/sportsbook';
import type { Database } from '../../../db/client.ts';
import { sportCompetitions, sportEvents } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { settingMinor, sportsbookSettings } from './bets.check.ts';

type Goals = { home: number; away: number };
type EventRow = typeof sportEvents.$inferSelect;

const isGoals = (value: unknown): value is Goals =>
  typeof value === 'object' && value !== null && Number.isInteger((value as Goals).home) && Number.isInteger((value as Goals).away);

/** The final and half-time scores and map winners of a match, from its settlement result. */
export function scoresOf(row: Pick<EventRow, 'status' | 'result' | 'score'>): Pick<SportResult, 'final' | 'halfTime' | 'maps'> {
  if (row.status === 'cancelled') return { final: null, halfTime: null, maps: null };
  const result = row.result ?? {};
  if (Array.isArray(result.maps)) {
    const maps = result.maps.filter((winner): winner is 'home' | 'away' => winner === 'home' || winner === 'away');
    const won = (side: 'home' | 'away') => maps.filter((winner) => winner === side).length;
    return { final: { home: won('home'), away: won('away') }, halfTime: null, maps };
  }
  const final = isGoals(result.ft) ? result.ft : isGoals(result.points) ? result.points : isGoals(row.score) ? row.score : null;
  return { final: final && { home: final.home, away: final.away }, halfTime: isGoals(result['1h']) ? result['1h'] : null, maps: null };
}

/** The day after `day` (yyyy-MM-dd). */
const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

export function createSportsResults(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  /** One day's finished matches by kick-off, a page of them. */
  async function results(merchant: ResolvedMerchant, query: { sport?: Sport; date?: string; page: number; pageSize: number }) {
    const date = query.date ?? zonedDay(deps.clock.now(), merchant.timeZone);
    const where = and(
      eq(sportEvents.merchantId, merchant.id),
      inArray(sportEvents.status, ['ended', 'cancelled']),
      query.sport ? eq(sportEvents.sport, query.sport) : undefined,
      gte(sportEvents.startsAt, zonedDayStart(date, merchant.timeZone)),
      lt(sportEvents.startsAt, zonedDayStart(nextDay(date), merchant.timeZone)),
    );
    const rows = await db
      .select({ event: sportEvents, competition: sportCompetitions })
      .from(sportEvents)
      .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
      .where(where)
      .orderBy(asc(sportEvents.startsAt), asc(sportEvents.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [total] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(sportEvents)
      .where(where);
    return {
      date,
      total: total?.total ?? 0,
      results: rows.map(({ event, competition }): SportResult => ({
        ...{ eventId: String(event.id), sport: event.sport as Sport, home: event.home, away: event.away },
        competition: { competitionId: String(competition.id), name: competition.name, category: competition.category },
        ...{ startsAt: event.startsAt.toISOString(), status: event.status as SportResult['status'] },
        ...scoresOf(event),
      })),
    };
  }

  /** The merchant's rules as a slip checks them. */
  function rules(merchant: ResolvedMerchant) {
    const settings = sportsbookSettings(merchant);
    const exponent = exponentOf(merchant.currency);
    const money = (text: string) => formatMinor(settingMinor(text, exponent), exponent);
    return {
      ...{ minStake: money(settings.minStake), maxStake: money(settings.maxStake), maxPayout: money(settings.maxPayout) },
      ...{ parlayMinLegs: settings.parlayMinLegs, parlayMaxLegs: settings.parlayMaxLegs, liveDelaySeconds: { ...settings.liveDelaySeconds } },
    };
  }

  return { results, rules };
}
