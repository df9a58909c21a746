// The lottery's event stream (docs/lottery.md § Live updates) with a moved clock: a page open on one
// game of one merchant hears its draws open, close, be drawn, settled and paid, in that order, and nothing of
// the merchant's other games or of another merchant's same game; a void and its refunds' end are heard too; no event carries a
// seed or a result; a stream of an unknown game is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { voidDrawEndpoint } from '@orbit/contracts/console-lottery';
import { LOTTERY_EVENTS_PATH, type LotteryEvent } from '@orbit/contracts/lottery-events';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { lotteryDraws } from '../src/db/schema/lottery.ts';
import { merchants } from '../src/db/schema/site.ts';

let t: TestApp;
let base: string;
let demoId: number;
let closed = false;
// A Wednesday, 08:00 in Kuala Lumpur: the first 1-minute SEA draw of the day opens now and is drawn at 00:01.
const T0 = Date.parse('2026-11-25T00:00:00Z');
const at = (ms: number) => new Date(T0 + ms);
const SEC = 1000;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(at(0));
  // A second merchant with the same games: its draws move at the same moments as the demo merchant's.
  const [demo] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'HGOLD'));
  demoId = demo!.id;
  await t.database.db.insert(merchants).values({ ...demo!, id: undefined, code: 'HOTHER', name: 'Other brand' });
  await t.services.lotteryDraws.planAll(at(0));
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  if (!closed) await t.close();
});

/** An open stream: the events read so far, and the next one awaited. */
async function openStream(query: string, merchant = 'HGOLD') {
  const abort = new AbortController();
  const response = await fetch(`${base}${LOTTERY_EVENTS_PATH}?${query}`, { headers: { merchant }, signal: abort.signal });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: LotteryEvent[] = [];
  const ids: number[] = [];
  const raw: string[] = [];
  // The opening comment comes first: the subscription is in place.
  const first = await reader.read();
  expect(first.value).toMatch(/^: open\n\n/);
  let buffer = first.value ?? '';
  /** Reads until `count` events in all have come. */
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
      // Each event comes with its id in the stream log (`id: n`), which a reconnecting page sends back.
      const event = /^id: (\d+)\ndata: (.*)$/s.exec(block);
      if (!event) continue; // the opening comment, a keep-alive
      raw.push(block);
      ids.push(Number(event[1]));
      events.push(JSON.parse(event[2]!) as LotteryEvent);
    }
    return events;
  }
  return { events, ids, raw, until, reader, close: () => abort.abort() };
}

const drawRows = (drawId: string) => t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.drawId, drawId));

describe('the lottery event stream', () => {
  it('tells a page of one game and merchant of its draws opening, closing, drawn, settled and paid, in order', async () => {
    const sea1 = await openStream('gameCode=sea1');
    const sea3 = await openStream('gameCode=sea3');
    const other = await openStream('gameCode=sea1', 'HOTHER');

    t.clock.set(at(5 * SEC));
    await t.services.lotteryDraws.advance(at(5 * SEC)); // every game's current draw opens, of both merchants
    t.clock.set(at(50 * SEC));
    await t.services.lotteryDraws.advance(at(50 * SEC)); // sea1's first draw closes, 10 s before its time
    t.clock.set(at(60 * SEC));
    await t.services.lotteryDraws.advance(at(60 * SEC)); // it is drawn, and the next one opens
    await t.services.lotterySettlement.pass(); // settled; its money waits until no sale can still be in flight
    t.clock.set(at(81 * SEC));
    await t.services.lotterySettlement.pass(); // nothing left to pay: paid

    const first = 'sea1:2026-11-25T00:01Z';
    const second = 'sea1:2026-11-25T00:02Z';
    expect(await sea1.until(6)).toEqual([
      { type: 'opened', gameCode: 'sea1', drawId: first, status: 'open' },
      { type: 'closed', gameCode: 'sea1', drawId: first, status: 'closed' },
      { type: 'opened', gameCode: 'sea1', drawId: second, status: 'open' },
      { type: 'drawn', gameCode: 'sea1', drawId: first, status: 'drawn' },
      { type: 'settled', gameCode: 'sea1', drawId: first, status: 'settled' },
      { type: 'paid', gameCode: 'sea1', drawId: first, status: 'settled' },
    ]);
    // The other game's page heard only of its own draw (sea3 draws at 00:03), the other merchant's of its own.
    expect(await sea3.until(1)).toEqual([{ type: 'opened', gameCode: 'sea3', drawId: 'sea3:2026-11-25T00:03Z', status: 'open' }]);
    expect((await other.until(6)).map((event) => [event.type, event.drawId])).toEqual([
      ['opened', first],
      ['closed', first],
      ['opened', second],
      ['drawn', first],
      ['settled', first],
      ['paid', first],
    ]);
    // Both merchants have a draw of that id, each its own row and seed; no event carries either seed or result.
    const rows = await drawRows(first);
    expect(rows.map((row) => row.merchantId).sort()).toHaveLength(2);
    for (const block of [...sea1.raw, ...other.raw]) {
      for (const row of rows) expect(block).not.toContain(row.serverSeed);
      expect(block).not.toMatch(/result|seed/i);
    }

    // A void of the next draw is heard at once, and its end (nothing to refund) once no sale can be in flight.
    const next = (await drawRows(second)).find((row) => row.merchantId === demoId)!;
    await t.services.lotterySettlement.voidDraw(next.id, 'test');
    expect((await sea1.until(7)).at(-1)).toEqual({ type: 'voided', gameCode: 'sea1', drawId: second, status: 'voided' });
    t.clock.set(at(141 * SEC)); // 30 s after its close
    await t.services.lotterySettlement.pass();
    expect((await sea1.until(8)).at(-1)).toEqual({ type: 'paid', gameCode: 'sea1', drawId: second, status: 'voided' });
    // The other merchant's draw of that id was not voided: its page heard nothing more.
    expect(other.events).toHaveLength(6);
    // The ids only grow: a page that reconnects with the last one it saw is sent what came after it.
    expect(sea1.ids).toEqual([...sea1.ids].sort((a, b) => a - b));
    expect(new Set(sea1.ids).size).toBe(sea1.ids.length);
    for (const stream of [sea1, sea3, other]) stream.close();
  });

  it("tells a page of a draw voided from the console, and not the other merchant's page of the same game", async () => {
    const fourD = await openStream('gameCode=4d');
    const other = await openStream('gameCode=4d', 'HOTHER');
    const cms = operatorClient(t, (await loginOperator(t)).token);
    await cms.call(voidDrawEndpoint, { params: { drawId: '4d:2026-11-28' }, body: { reason: 'Results feed outage' } });
    expect(await fourD.until(1)).toEqual([{ type: 'voided', gameCode: '4d', drawId: '4d:2026-11-28', status: 'voided' }]);
    // The other merchant's page hears first of its own void, later: the demo merchant's never reached it.
    const theirs = (await drawRows('4d:2026-11-29')).find((row) => row.merchantId !== demoId)!;
    await t.services.lotterySettlement.voidDraw(theirs.id, 'test');
    expect(await other.until(1)).toEqual([{ type: 'voided', gameCode: '4d', drawId: '4d:2026-11-29', status: 'voided' }]);
    expect(fourD.events).toHaveLength(1);
    fourD.close();
    other.close();
  });

  it('refuses a stream of a game that is not a lottery game', async () => {
    const response = await fetch(`${base}${LOTTERY_EVENTS_PATH}?gameCode=house-baccarat`, { headers: { merchant: 'HGOLD' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'validation_failed' });
  });

  it('ends its open streams when the app closes', async () => {
    const stream = await openStream('gameCode=keno');
    const ended = stream.reader.read().then(
      (read) => read.done,
      () => true,
    );
    closed = true;
    await t.close();
    expect(await ended).toBe(true);
  });
});
