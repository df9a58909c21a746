// The board's live stream (docs/sportsbook.md, "The site"): a page open on one sport hears each change the feed
// makes to that sport's matches — new odds, a suspension, the score and clock — as the match now stands, and
// nothing of another sport; a stream of every sport hears both; an unknown sport is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS_STREAM_PATH, type SportsStreamEvent } from '@orbit/contracts/sportsbook-stream';
import { createTestApp, type TestApp } from './helpers.ts';
import { feed, footballMarkets, footballMatch } from './support/sportsbook.ts';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t.close());

/** An open stream: the events read so far, and the next ones awaited. */
async function openStream(query: string) {
  const abort = new AbortController();
  const response = await fetch(`${base}${SPORTS_STREAM_PATH}${query}`, { headers: { merchant: 'HGOLD' }, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const first = await reader.read();
  expect(first.value).toMatch(/^: open\n\n/);
  let buffer = first.value!.slice(': open\n\n'.length);
  const events: SportsStreamEvent[] = [];
  async function until(count: number) {
    while (events.length < count) {
      const cut = buffer.indexOf('\n\n');
      if (cut === -1) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
        continue;
      }
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = /^data: (.*)$/s.exec(block);
      if (data) events.push(JSON.parse(data[1]!) as SportsStreamEvent);
    }
    return events;
  }
  return { events, until, close: () => abort.abort() };
}

const basketballMatch = (ref: string) =>
  feed(t, {
    kind: 'fixture_change',
    fixture: {
      ...{ ref, sport: 'basketball', home: `${ref} Home`, away: `${ref} Away`, status: 'live' },
      competition: { ref: 'test:hoops', name: 'Test Hoops', category: 'ASEAN' },
      startsAt: t.clock.now().toISOString(),
    },
  });

describe('the sportsbook board stream', () => {
  it('sends a sport’s matches as the feed changes them — odds, suspension, score and clock — and no other sport', async () => {
    await footballMatch(t, 'stream:f1', { live: true });
    const football = await openStream('?sport=football');
    const every = await openStream('');

    await feed(t, {
      kind: 'odds_change',
      eventRef: 'stream:f1',
      score: { home: 1, away: 0 },
      period: "1h 23'",
      markets: footballMarkets({ home: 15_500, draw: 41_000, away: 60_000 }),
    });
    const [moved] = await football.until(1);
    expect(moved!.event).toMatchObject({ home: 'stream:f1 Home', status: 'live', score: { home: 1, away: 0 }, period: "1h 23'" });
    const oneXTwo = moved!.event.markets.find((market) => market.type === '1x2')!;
    expect(oneXTwo.outcomes.map((outcome) => [outcome.outcome, outcome.odds])).toEqual([
      ['home', '1.5500'],
      ['draw', '4.1000'],
      ['away', '6.0000'],
    ]);

    // A basketball match announced: only the stream of every sport hears it.
    await basketballMatch('stream:b1');
    await feed(t, { kind: 'bet_stop', eventRef: 'stream:f1' });
    const [, stopped] = await football.until(2);
    expect(stopped!.event.home).toBe('stream:f1 Home');
    expect(stopped!.event.markets.every((market) => market.status === 'suspended')).toBe(true);
    expect(stopped!.event.markets.find((market) => market.type === '1x2')!.version).toBeGreaterThan(oneXTwo.version);

    const heard = await every.until(3);
    expect(heard.map(({ event }) => [event.sport, event.home])).toEqual([
      ['football', 'stream:f1 Home'],
      ['basketball', 'stream:b1 Home'],
      ['football', 'stream:f1 Home'],
    ]);
    football.close();
    every.close();
  });

  it('refuses a sport the book does not have', async () => {
    const response = await fetch(`${base}${SPORTS_STREAM_PATH}?sport=cricket`, { headers: { merchant: 'HGOLD' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
  });
});
