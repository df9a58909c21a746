// A raffle's draw time on a moved clock (docs/promotions.md, Raffles): the operator's 20:00 is 20:00 in the
// merchant's zone (Asia/Kuala_Lumpur, UTC+8), i.e. 12:00 UTC. At 19:59:59 local the job leaves it open and a
// deposit still earns entries; at 20:00:00 local the job draws it, with that deposit in the list; a UTC reading
// of the same wall time (20:00 UTC) would have drawn eight hours late. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '@orbit/contracts/format';
import { raffleResultEndpoint } from '@orbit/contracts/raffles';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositor } from '../support/deposits.ts';
import { consoleApi } from '../support/members.ts';
import { depositEntry, localTime, publishedRaffle, runDrawJob, ZONE } from '../support/raffles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a raffle’s draw time', () => {
  it('is the merchant’s wall clock: open at 19:59:59 local, drawn at 20:00:00 local', async () => {
    const drawAt = localTime(t, 1, '20:00');
    const { id, drawsAt } = await publishedRaffle(t, await consoleApi(t), { drawAt, prizes: [{ amount: '8.00', count: 2 }] });
    expect(drawsAt.toISOString().slice(11, 19)).toBe('12:00:00');
    const [early, late] = [await depositor(t), await depositor(t)];
    await depositEntry(t, early, 10_000n);

    t.clock.set(new Date(drawsAt.getTime() - 1_000));
    expect(formatDateTime(t.clock.now(), ZONE).slice(11)).toBe('19:59:59');
    expect((await runDrawJob(t)).drawn).toEqual([]);
    await depositEntry(t, late, 5_000n); // in time, by a second
    expect((await t.client().call(raffleResultEndpoint, { params: { id } })).state).toBe('open');

    t.clock.set(drawsAt);
    expect(formatDateTime(t.clock.now(), ZONE).slice(11)).toBe('20:00:00');
    expect((await runDrawJob(t)).drawn).toEqual([{ promotionId: id, entrants: 2, entries: 3, winners: 2 }]);
    const result = await t.client().call(raffleResultEndpoint, { params: { id } });
    expect(result).toMatchObject({ state: 'drawn', drawnAt: drawsAt.toISOString(), entryCounts: [2, 1] });
  });
});
