// Producer down (docs/sportsbook.md, Producers): a producer that sends `alive` is watched; silent past the
// merchant's producerDownSeconds it is marked down and every open market it priced is suspended at the next
// check, while other producers' markets stay open; back, its markets reopen as its next odds say. The built-in
// feed sends `alive` every pass and its current odds again after being down. The test moves the clock by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { footballMarkets, footballMatch, outcomeId, placeBet, sportsPlayer, type SportsPlayer } from './support/sportsbook.ts';
import { sportEvents, sportMarkets, sportProducers } from '../src/db/schema/sportsbook.ts';
import type { FeedMessage } from '../src/modules/sportsbook/feed/messages.ts';

let t: TestApp;
let player: SportsPlayer;
let merchantId: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  merchantId = (await t.services.site.resolveMerchant({ code: 'HGOLD' })).id;
  player = await sportsPlayer(t, 100_000n);
});
afterAll(() => t.close());

type Body = FeedMessage extends infer M ? (M extends FeedMessage ? Omit<M, 'producer' | 'messageId' | 'sentAt'> : never) : never;
const from = (producer: string, body: Body) =>
  t.services.sportsbook.ingest(merchantId, { producer, messageId: `p${++seq}`, sentAt: t.clock.now().toISOString(), ...body } as FeedMessage);

async function statuses(ref: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ status: sportMarkets.status })
    .from(sportMarkets)
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(eq(sportEvents.ref, ref));
  return [...new Set(rows.map((row) => row.status))];
}

async function watchedMatch(ref: string) {
  await footballMatch(t, ref); // announced and priced by the unwatched producer "test"
  await from('live-a', { kind: 'odds_change', eventRef: ref, markets: footballMarkets({ home: 19_000, draw: 34_000, away: 40_000 }) });
}

describe('a producer that goes silent', () => {
  it('has every open market it priced suspended past the threshold, and others left open', async () => {
    await from('live-a', { kind: 'alive' });
    await watchedMatch('pd1');
    await footballMatch(t, 'pd-other');
    t.clock.advance(10_000);
    expect(await t.services.sportsbook.checkProducers()).toEqual({ down: 0, suspended: 0 }); // at the threshold: still up
    t.clock.advance(1);
    expect(await t.services.sportsbook.checkProducers()).toEqual({ down: 1, suspended: 2 });
    expect(await statuses('pd1')).toEqual(['suspended']);
    expect(await statuses('pd-other')).toEqual(['open']);
    const refused = await errorOf(placeBet(t, player, [{ outcomeId: await outcomeId(t, 'pd1', '1x2', '', 'home'), odds: '1.90' }], '10'));
    expect(refused.errorCode).toBe('sports_market_closed');
    // Checked again, nothing more happens.
    expect(await t.services.sportsbook.checkProducers()).toEqual({ down: 0, suspended: 0 });
  });

  it('reopens its markets as its next odds change says, not when it is merely back', async () => {
    await from('live-a', { kind: 'alive' });
    const [row] = await t.database.db
      .select()
      .from(sportProducers)
      .where(and(eq(sportProducers.merchantId, merchantId), eq(sportProducers.producer, 'live-a')));
    expect(row!.downSince).toBeNull();
    expect(await statuses('pd1')).toEqual(['suspended']);
    await from('live-a', { kind: 'odds_change', eventRef: 'pd1', markets: footballMarkets({ home: 18_500, draw: 34_000, away: 42_000 }) });
    expect(await statuses('pd1')).toEqual(['open']);
    await placeBet(t, player, [{ outcomeId: await outcomeId(t, 'pd1', '1x2', '', 'home'), odds: '1.85' }], '10');
  });

  it('counts any message from it as a sign of life; a producer that never sent alive is not watched', async () => {
    t.clock.advance(9_000);
    await from('live-a', { kind: 'odds_change', eventRef: 'pd1', markets: footballMarkets({ home: 18_500, draw: 34_000, away: 42_000 }) });
    t.clock.advance(9_000);
    expect(await t.services.sportsbook.checkProducers()).toEqual({ down: 0, suspended: 0 });
    t.clock.advance(60_000);
    expect((await t.services.sportsbook.checkProducers()).down).toBe(1);
    expect(await statuses('pd-other')).toEqual(['open']); // "test" never sent alive
  });
});

describe('the built-in feed', () => {
  it('sends alive every pass, and its current odds again once it is back from being down', async () => {
    await t.services.sportsbook.feedPass();
    const simOpen = async () =>
      (
        await t.database.db
          .select({ id: sportMarkets.id })
          .from(sportMarkets)
          .where(and(eq(sportMarkets.merchantId, merchantId), eq(sportMarkets.producer, 'sim'), eq(sportMarkets.status, 'open')))
      ).length;
    const open = await simOpen();
    expect(open).toBeGreaterThan(0);
    t.clock.advance(10_001);
    expect(await t.services.sportsbook.checkProducers()).toMatchObject({ down: 1 });
    expect(await simOpen()).toBe(0);
    await t.services.sportsbook.feedPass();
    expect(await simOpen()).toBeGreaterThanOrEqual(open);
  });
});
