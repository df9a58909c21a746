// The built-in feed: a real producer that runs as a job (ADR 0003) and publishes through the same ingestion a
// provider's adapter would use (ingest.ts). It keeps a schedule of matches per sport (football every 20 sim
// minutes, basketball and esports every 30), announces each with its pre-match odds, plays it live from its
// seeded plan (sim-matches.ts) — odds moving with the score, markets stopped when a goal or a map falls and
// reopened at the next pass, half-time and finished-map markets settled as they finish — and ends it with its
// result. Time runs `timeScale` times faster than the clock (settings games.sportsbook), so the demo has live
// matches at any hour. Message ids are made from the match and the sim minute, so a pass run twice publishes
// nothing new.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { sportFeedFixtures } from '../../../db/schema/sportsbook.ts';
import { merchants } from '../../../db/schema/site.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { sportsbookSettings } from '../book/bets.check.ts';
import type { FeedIngest } from './ingest.ts';
import { producerWasDown } from './producers.ts';
import { marginsFor, type MarginOf } from './pricing.ts';
import type { FeedMessage, FeedSport } from './messages.ts';
import { durationOf, firstHalfLines, marketsAt, planMatch, stateAt, type Plan } from './sim-matches.ts';

export const SIM_PRODUCER = 'sim';
const SLOT_MINUTES: Record<FeedSport, number> = { football: 20, basketball: 30, esports: 30 };
/** How many matches ahead of now each sport keeps announced. */
const AHEAD = 24;

type FixtureRow = typeof sportFeedFixtures.$inferSelect;

export function createFeedSimulator(deps: {
  database: Database;
  clock: Clock;
  feed: FeedIngest;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
}) {
  const { db } = deps.database;

  /** Adds the matches of the coming slots (and those already under way) that the schedule lacks. */
  async function schedule(merchant: ResolvedMerchant, now: Date, scale: number) {
    for (const sport of Object.keys(SLOT_MINUTES) as FeedSport[]) {
      const slotMs = (SLOT_MINUTES[sport] * 60_000) / scale;
      const longest = (durationOf(planMatch(sport, 'probe', 0)) * 60_000 * 1.5) / scale;
      const from = Math.floor((now.getTime() - longest) / slotMs);
      const rows = [];
      for (let slot = from; slot <= from + AHEAD; slot++) {
        const ref = `sim:${sport}:${scale}:${slot}`;
        rows.push({
          merchantId: merchant.id,
          ref,
          sport,
          startsAt: new Date(slot * slotMs),
          plan: planMatch(sport, ref, slot) as unknown as Record<string, unknown>,
          published: -1,
        });
      }
      await db.insert(sportFeedFixtures).values(rows).onConflictDoNothing();
    }
  }

  /** The messages that bring the book from what was published to sim minute `minute` of the match. */
  function messagesFor(
    fixture: FixtureRow,
    plan: Plan,
    minute: number,
    sentAt: string,
    marginOf?: MarginOf,
  ): { messages: FeedMessage[]; published: number; finished: boolean } {
    const head = (id: string) => ({ producer: SIM_PRODUCER, messageId: `${fixture.ref}:${id}`, sentAt });
    const base = {
      ref: fixture.ref,
      sport: plan.sport,
      competition: plan.competition,
      home: plan.home,
      away: plan.away,
      startsAt: fixture.startsAt.toISOString(),
    };
    const messages: FeedMessage[] = [];
    let published = fixture.published;
    if (published < 0) {
      messages.push({ ...head('fixture'), kind: 'fixture_change', fixture: { ...base, status: 'pre' } });
      messages.push({
        ...head('odds:pre'),
        kind: 'odds_change',
        eventRef: fixture.ref,
        status: 'pre',
        markets: marketsAt(plan, 0, stateAt(plan, 0), marginOf),
      });
      published = 0;
    }
    if (minute < 0) return { messages, published, finished: false };
    const end = durationOf(plan);
    const upTo = Math.min(minute, end);
    const since = published - 1; // the last sim minute published (−1: none)
    const state = stateAt(plan, upTo);
    const fell = state.moments.some((at) => at > since && at <= upTo);
    if (since < 0) messages.push({ ...head('live'), kind: 'fixture_change', fixture: { ...base, status: 'live' } });
    if (fell) messages.push({ ...head(`stop:${upTo}`), kind: 'bet_stop', eventRef: fixture.ref });
    messages.push(...partSettlements(fixture.ref, plan, since, upTo, head));
    if (upTo >= end) {
      messages.push({ ...head('end'), kind: 'fixture_change', fixture: { ...base, status: 'ended' } });
      messages.push({ ...head('settle'), kind: 'bet_settlement', eventRef: fixture.ref, result: state.result! });
      return { messages, published: end + 1, finished: true };
    }
    const markets = marketsAt(plan, upTo, state, marginOf).map((market) => (fell ? { ...market, status: 'suspended' as const } : market));
    messages.push({ ...head(`odds:${upTo}`), kind: 'odds_change', eventRef: fixture.ref, status: 'live', score: state.score, period: state.period, markets });
    return { messages, published: upTo + 1, finished: false };
  }

  /** Publishes what is due for one merchant's matches; answers how many messages were taken. */
  async function publish(merchant: ResolvedMerchant, now: Date): Promise<number> {
    const scale = sportsbookSettings(merchant).timeScale;
    await schedule(merchant, now, scale);
    const due = await db
      .select()
      .from(sportFeedFixtures)
      .where(
        and(eq(sportFeedFixtures.merchantId, merchant.id), eq(sportFeedFixtures.finished, false), sql`${sportFeedFixtures.ref} LIKE ${`sim:%:${scale}:%`}`),
      );
    // Every pass tells the book the producer is up; back from being down, it sends its current odds again.
    const wasDown = await producerWasDown(db, merchant.id, SIM_PRODUCER);
    await deps.feed.ingest(merchant.id, { producer: SIM_PRODUCER, messageId: `alive:${now.getTime()}`, sentAt: now.toISOString(), kind: 'alive' });
    let taken = 0;
    for (const fixture of due) {
      const plan = fixture.plan as unknown as Plan;
      const minute = Math.floor(((now.getTime() - fixture.startsAt.getTime()) * scale) / 60_000);
      if (fixture.published >= 0 && (minute < 0 || fixture.published - 1 === Math.min(minute, durationOf(plan)))) continue;
      const step = messagesFor(fixture, plan, minute, now.toISOString(), marginsFor(merchant.settings.games.sportsbook, plan.sport));
      for (const message of step.messages) if ((await deps.feed.ingest(merchant.id, message)).applied) taken++;
      await db
        .update(sportFeedFixtures)
        .set({ published: step.published, finished: step.finished })
        .where(and(eq(sportFeedFixtures.merchantId, merchant.id), eq(sportFeedFixtures.ref, fixture.ref)));
    }
    if (wasDown) for (const message of await recoveryMessages(db, merchant.id, now)) if ((await deps.feed.ingest(merchant.id, message)).applied) taken++;
    return taken;
  }

  /** One pass for every merchant (the job). */
  async function pass(): Promise<{ merchants: number; messages: number }> {
    const now = deps.clock.now();
    const rows = await db.select({ id: merchants.id }).from(merchants);
    let messages = 0;
    for (const row of rows) {
      const merchant = await deps.merchantById(row.id);
      if (merchant) messages += await publish(merchant, now);
    }
    return { merchants: rows.length, messages };
  }

  return { pass, publish, messagesFor };
}

/** Markets that finish before the match does: football's first half at half time, each esports map when won. */
function partSettlements(
  ref: string,
  plan: Plan,
  since: number,
  upTo: number,
  head: (id: string) => Pick<FeedMessage, 'producer' | 'messageId' | 'sentAt'>,
): FeedMessage[] {
  if (plan.sport === 'football' && since < 45 && upTo >= 45) {
    const half = stateAt(plan, 45).halfTime!;
    const lines = firstHalfLines(plan);
    const markets = [
      { type: '1x2', specifiers: 'period=1h' },
      { type: 'ah', specifiers: `hcp=${lines.hcp}|period=1h` },
      { type: 'ou', specifiers: `total=${lines.total}|period=1h` },
    ];
    return [{ ...head('ht'), kind: 'bet_settlement', eventRef: ref, result: { ft: half, '1h': half }, markets }];
  }
  if (plan.sport !== 'esports') return [];
  const messages: FeedMessage[] = [];
  const maps = stateAt(plan, upTo).maps ?? [];
  for (let map = 1; map <= maps.length; map++) {
    if (map * 40 <= since) continue;
    messages.push({
      ...head(`map:${map}`),
      kind: 'bet_settlement',
      eventRef: ref,
      result: { maps: maps.slice(0, map) },
      markets: [{ type: 'map_winner', specifiers: `map=${map}` }],
    });
  }
  return messages;
}

/**
 * A producer's recovery after being down (feed/producers.ts): the current odds of every match it has announced
 * and not finished, as they stood at the last minute it published, so the book reopens what it suspended.
 */
async function recoveryMessages(db: Database['db'], merchantId: number, now: Date): Promise<FeedMessage[]> {
  const fixtures = await db
    .select()
    .from(sportFeedFixtures)
    .where(and(eq(sportFeedFixtures.merchantId, merchantId), eq(sportFeedFixtures.finished, false), sql`${sportFeedFixtures.published} >= 0`));
  return fixtures.map((fixture) => {
    const plan = fixture.plan as unknown as Plan;
    const minute = Math.max(0, fixture.published - 1);
    const state = stateAt(plan, minute);
    const live = fixture.published > 0;
    return {
      ...{ producer: SIM_PRODUCER, messageId: `${fixture.ref}:recover:${now.getTime()}`, sentAt: now.toISOString() },
      ...{ kind: 'odds_change', eventRef: fixture.ref, status: live ? 'live' : 'pre', markets: marketsAt(plan, minute, state) },
      ...(live ? { score: state.score, period: state.period } : {}),
    } as FeedMessage;
  });
}
