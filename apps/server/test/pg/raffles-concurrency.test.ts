// Raffles on real PostgreSQL (docs/promotions.md, Raffles; ADR 0039): fifty claims of one prize at the same
// moment pay it once; two job runners (and two draws bypassing the runners' claim) racing one raffle draw it once;
// deposits racing the draw are either in the draw's entry list or not recorded at all, never counted after it.
// Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { raffleResultEndpoint } from '@orbit/contracts/raffles';
import { claimRewardEndpoint } from '@orbit/contracts/rewards';
import { rowsOf } from '../../src/db/client.ts';
import { createJobRunner } from '../../src/jobs/runner.ts';
import { drawOne } from '../../src/modules/promotions/raffle-draw.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositor, mainOf, relogin } from '../support/deposits.ts';
import { consoleApi } from '../support/members.ts';
import { merchantOf } from '../support/payments.ts';
import { depositEntry, publishedRaffle, runDrawJob } from '../support/raffles.ts';

let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cms = await consoleApi(t);
});
afterAll(() => t.close());

async function outcomes<T>(calls: Promise<T>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    if (result.reason instanceof ApiError) return result.reason.errorCode;
    throw result.reason;
  });
}
const winnersOf = async (id: number) =>
  rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM promotion_raffle_winners WHERE promotion_id = ${id}`))[0]!.n;

describe('a raffle under concurrency', () => {
  it('pays one prize once out of fifty claims sent together', async () => {
    const { id, drawsAt } = await publishedRaffle(t, cms, { prizes: [{ amount: '88.00', count: 1 }] });
    let winner = await depositor(t);
    await depositEntry(t, winner, 5_000n);
    t.clock.set(drawsAt);
    await runDrawJob(t);
    winner = await relogin(t, winner);
    const before = await mainOf(t, winner);
    const results = await outcomes(
      Array.from({ length: 50 }, (_, i) =>
        winner.api.call(claimRewardEndpoint, { body: { source: 'promotion', id: `raffle:${id}`, requestId: `prize-race-${i}-${id}` } }),
      ),
    );
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(new Set(results.filter((r) => r !== 'ok'))).toEqual(new Set(['promotion_already_claimed']));
    expect(await mainOf(t, winner)).toBe(before + 8_800n);
    const claims = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM promotion_claims WHERE promotion_id = ${id}`));
    expect(claims[0]!.n).toBe(1);
  });

  it('is drawn once by two job runners and two direct draws racing', async () => {
    cms = await consoleApi(t); // the clock moved past the last session's life
    const { id, drawsAt } = await publishedRaffle(t, cms);
    const members = await Promise.all(Array.from({ length: 9 }, () => depositor(t)));
    for (const [i, member] of members.entries()) await depositEntry(t, member, BigInt(5_000 * (i + 1)));
    t.clock.set(new Date(drawsAt.getTime() + 1_000));
    const runner = (name: string) =>
      createJobRunner({
        database: t.database,
        clock: t.clock,
        jobs: t.jobs.definitions.filter((job) => job.name === 'promotions.raffles.draw'),
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        tickMs: 0,
        runnerId: name,
      });
    const merchant = await merchantOf(t, members[0]!);
    const direct = () => t.database.db.transaction((tx) => drawOne(tx, merchant, id, t.clock.now()));
    // A second draw would meet the winners' primary key and fail its call; none does, and one set of winners is written.
    const [, , first, second] = await Promise.all([runner('first').tick(), runner('second').tick(), direct(), direct()]);
    expect([first, second].filter((drawn) => drawn !== null).length).toBeLessThanOrEqual(1);
    expect(await winnersOf(id)).toBe(7);
    const result = await t.client().call(raffleResultEndpoint, { params: { id } });
    expect(result).toMatchObject({ state: 'drawn', entrants: 9 });
    expect(new Set(result.winners.map((w) => w.position)).size).toBe(7);
  });

  it('counts a deposit racing the draw in the draw or not at all', async () => {
    cms = await consoleApi(t);
    const { id, drawsAt } = await publishedRaffle(t, cms, { maxEntries: 1000 });
    const members = await Promise.all(Array.from({ length: 12 }, () => depositor(t)));
    const merchant = await merchantOf(t, members[0]!);
    // Deposits credited a moment before the draw time race the draw taken at the draw time.
    t.clock.set(new Date(drawsAt.getTime() - 1));
    const deposits = members.flatMap((member) => [depositEntry(t, member, 5_000n), depositEntry(t, member, 10_000n)]);
    const draw = t.database.db.transaction((tx) => drawOne(tx, merchant, id, drawsAt));
    await Promise.all([...deposits, draw]);
    const recorded = rowsOf<{ member_id: number; amount: string }>(
      await t.database.db.execute(
        sql`SELECT member_id, sum(amount)::text AS amount FROM promotion_raffle_entries WHERE promotion_id = ${id} GROUP BY member_id ORDER BY member_id`,
      ),
    );
    const expected = recorded.map((row) => Number(BigInt(row.amount) / 5_000n)).filter((n) => n > 0);
    const result = await t.client().call(raffleResultEndpoint, { params: { id } });
    expect(result.state).toBe('drawn');
    expect(result.entryCounts).toEqual(expected);
    // And nothing is recorded once it is drawn.
    const events = async () =>
      rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM promotion_raffle_entries WHERE promotion_id = ${id}`))[0]!.n;
    const before = await events();
    await depositEntry(t, members[0]!, 50_000n);
    expect(await events()).toBe(before);
  });
});
