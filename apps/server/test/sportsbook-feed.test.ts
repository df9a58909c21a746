// The feed and settlement as properties (docs/sportsbook.md): replayed feed messages change nothing; any run
// of settle → rollback → settle pays a bet exactly what its last settlement says, once; and the built-in feed
// plays matches from announcement to settlement with the same messages however often a pass runs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PROPERTY_SEED, propertyRuns } from '@orbit/contracts/testing/property-runs';
import { sportsBoardEndpoint } from '@orbit/contracts/sportsbook';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { feed, footballMarkets, type FeedInput, footballMatch, mainOf, outcomeId, placeBet, sportsApi, sportsPlayer } from './support/sportsbook.ts';
import { sportEvents, sportFeedFixtures, sportMarkets, sportOutcomes } from '../src/db/schema/sportsbook.ts';
import { payout, settle } from '../src/modules/sportsbook/domain/settle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The book's rows of the matches `refs`, as comparable text. */
async function snapshot(refs: string[]) {
  const events = await t.database.db.select().from(sportEvents).where(inArray(sportEvents.ref, refs)).orderBy(sportEvents.ref);
  const markets = events.length
    ? await t.database.db
        .select()
        .from(sportMarkets)
        .where(
          inArray(
            sportMarkets.eventId,
            events.map((event) => event.id),
          ),
        )
        .orderBy(sportMarkets.id)
    : [];
  const outcomes = markets.length
    ? await t.database.db
        .select()
        .from(sportOutcomes)
        .where(
          inArray(
            sportOutcomes.marketId,
            markets.map((market) => market.id),
          ),
        )
        .orderBy(sportOutcomes.id)
    : [];
  const strip = (row: object) => ({ ...(row as Record<string, unknown>), updatedAt: undefined });
  return JSON.stringify(
    { events: events.map((event) => ({ ...strip(event), id: undefined, competitionId: undefined })), markets: markets.map(strip), outcomes },
    (_key, value) => (typeof value === 'bigint' ? value.toString() : value),
  );
}

describe('replayed feed messages', () => {
  it('change nothing: the book after a stream with repeats equals the book after each message once', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat({ max: 5 }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.nat({ max: 11 }), { maxLength: 8 }),
        async (steps, repeats) => {
          run++;
          const ref = (lane: string) => `replay-${run}-${lane}`;
          const pool = (lane: string): FeedInput[] => [
            { messageId: `${ref(lane)}:a`, kind: 'odds_change', eventRef: ref(lane), markets: footballMarkets({ home: 18_000, draw: 35_000, away: 41_000 }) },
            { messageId: `${ref(lane)}:b`, kind: 'bet_stop', eventRef: ref(lane) },
            {
              messageId: `${ref(lane)}:c`,
              kind: 'odds_change',
              eventRef: ref(lane),
              status: 'live',
              score: { home: 1, away: 0 },
              markets: footballMarkets({ home: 14_000, draw: 45_000, away: 70_000 }),
            },
            { messageId: `${ref(lane)}:d`, kind: 'bet_settlement', eventRef: ref(lane), result: { ft: { home: 1, away: 0 } } },
            { messageId: `${ref(lane)}:e`, kind: 'rollback_bet_settlement', eventRef: ref(lane), reason: 'check' },
            { messageId: `${ref(lane)}:f`, kind: 'bet_cancel', eventRef: ref(lane), reason: 'abandoned' },
          ];
          // Lane "once" takes each message of the stream the first time only; lane "replayed" takes the stream with repeats.
          const stream = steps.map((step) => step);
          const withRepeats = [...stream];
          for (const at of repeats) withRepeats.splice(Math.min(at, withRepeats.length), 0, stream[at % stream.length]!);
          const seen = new Set<number>();
          const once = withRepeats.filter((step) => (seen.has(step) ? false : (seen.add(step), true)));
          for (const lane of ['once', 'replayed']) await footballMatch(t, ref(lane));
          for (const step of once) await feed(t, pool('once')[step]!);
          for (const step of withRepeats) await feed(t, pool('replayed')[step]!);
          const [a, b] = [await snapshot([ref('once')]), await snapshot([ref('replayed')])];
          expect(b.replaceAll(ref('replayed'), 'X').replace(/"id":\d+|"eventId":\d+|"marketId":\d+/g, '')).toBe(
            a.replaceAll(ref('once'), 'X').replace(/"id":\d+|"eventId":\d+|"marketId":\d+/g, ''),
          );
        },
      ),
      { numRuns: propertyRuns(15), seed: PROPERTY_SEED },
    );
  });

  it('under one id with another body are not applied', async () => {
    await footballMatch(t, 'reused');
    expect(await feed(t, { messageId: 'reused-1', kind: 'bet_stop', eventRef: 'reused' })).toEqual({ applied: true });
    expect(await feed(t, { messageId: 'reused-1', kind: 'bet_stop', eventRef: 'reused' })).toEqual({ applied: false, conflict: false });
    expect(await feed(t, { messageId: 'reused-1', kind: 'bet_cancel', eventRef: 'reused', reason: 'x' })).toEqual({ applied: false, conflict: true });
  });
});

describe('settle → rollback → settle', () => {
  it('pays exactly what the last settlement says, once, through any number of rollbacks', async () => {
    let run = 0;
    const score = fc.record({ home: fc.nat({ max: 4 }), away: fc.nat({ max: 4 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(score, { minLength: 1, maxLength: 4 }), fc.boolean(), async (scores, passBetween) => {
        const ref = `srs-${++run}`;
        await footballMatch(t, ref);
        const member = await sportsPlayer(t, 10_000n);
        await placeBet(t, member, [{ outcomeId: await outcomeId(t, ref, 'ah', 'hcp=-0.75', 'home'), odds: '1.95' }], '100');
        for (const [index, ft] of scores.entries()) {
          if (index > 0) await feed(t, { kind: 'rollback_bet_settlement', eventRef: ref, reason: 'resettle' });
          await feed(t, { kind: 'bet_settlement', eventRef: ref, result: { ft } });
          if (passBetween) await t.services.sportsbook.moneyPass();
        }
        await t.services.sportsbook.moneyPass();
        await t.services.sportsbook.moneyPass();
        const last = scores.at(-1)!;
        const owed = payout(10_000n, 19_500n, settle({ type: 'ah', period: 'ft', hcp: -0.75 }, 'home', { ft: last }));
        // Paid at most once each sen: what the best settlement paid stays (the protocol cannot take a win back), else exactly the last.
        const balance = await mainOf(t, member);
        const paidMax = passBetween
          ? scores.map((ft) => payout(10_000n, 19_500n, settle({ type: 'ah', period: 'ft', hcp: -0.75 }, 'home', { ft }))).reduce((a, b) => (b > a ? b : a), 0n)
          : owed;
        expect(balance).toBe(passBetween ? paidMax : owed);
      }),
      { numRuns: propertyRuns(15), seed: PROPERTY_SEED },
    );
  });
});

describe('the built-in feed', () => {
  it('announces, plays and settles matches of every sport, and a pass run twice publishes nothing new', async () => {
    const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
    const start = new Date(Date.UTC(2026, 10, 25, 4, 0, 0));
    t.clock.set(start);
    expect(await t.services.sportsbook.publishFeed(merchant, start)).toBeGreaterThan(0);
    expect(await t.services.sportsbook.publishFeed(merchant, start)).toBe(0);
    const live = await sportsApi(t).call(sportsBoardEndpoint, { query: { tab: 'live' } });
    expect(new Set(live.events.map((event) => event.sport))).toEqual(new Set(['football', 'basketball', 'esports']));
    const today = await sportsApi(t).call(sportsBoardEndpoint, { query: { sport: 'football', tab: 'today' } });
    expect(today.events.length).toBeGreaterThan(0);
    expect(today.events[0]!.markets.map((market) => market.type)).toEqual(expect.arrayContaining(['1x2', 'ah', 'ou']));
    // Three hours on, every match that was live has ended and been settled.
    const later = new Date(start.getTime() + 3 * 3_600_000);
    t.clock.set(later);
    await t.services.sportsbook.publishFeed(merchant, later);
    const wereLive = await t.database.db
      .select()
      .from(sportEvents)
      .where(
        inArray(
          sportEvents.id,
          live.events.map((event) => Number(event.eventId)),
        ),
      );
    // Only the built-in feed's matches: the tests above left live matches of their own producer.
    const simLive = wereLive.filter((event) => event.ref.startsWith('sim:'));
    expect(simLive.length).toBeGreaterThan(2);
    expect(simLive.map((event) => event.status)).toEqual(simLive.map(() => 'ended'));
    const settled = (await t.database.db.select().from(sportEvents).where(eq(sportEvents.status, 'ended'))).filter((event) => event.ref.startsWith('sim:'));
    expect(settled.every((event) => event.result !== null)).toBe(true);
    const openMarkets = await t.database.db
      .select()
      .from(sportMarkets)
      .where(
        inArray(
          sportMarkets.eventId,
          settled.map((event) => event.id),
        ),
      );
    expect(openMarkets.filter((market) => market.status === 'open' || market.status === 'suspended')).toEqual([]);
    const fixtures = await t.database.db.select().from(sportFeedFixtures).where(eq(sportFeedFixtures.finished, true));
    expect(fixtures.length).toBe(settled.length);
  });
});
