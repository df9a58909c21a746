// Producer-down detection (docs/sportsbook.md, Producers; ADR 0044). A feed producer that sends `alive`
// messages is watched: each message from it (alive or not) is a sign of life. Silent for longer than the
// merchant's `producerDownSeconds`, it is marked down and every open market it priced last is suspended in the
// same statement, so no bet is taken on prices nobody is keeping up. A loop in the process that holds the
// lease `sportsbook.producers` checks every SPORTSBOOK_WATCH_TICK_MS (500 ms), so the markets stop within a
// second of the threshold. When the producer speaks again it is up, and its markets reopen as its next odds
// change says (the producer's own recovery: the built-in feed sends its current odds again), never by themselves.
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { sportMarkets, sportProducers } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { sportsbookSettings } from '../book/bets.check.ts';

/** An `alive` message: the producer is watched from now on, and up. */
export async function producerAlive(tx: Tx, merchantId: number, producer: string, now: Date): Promise<void> {
  await tx
    .insert(sportProducers)
    .values({ merchantId, producer, lastAliveAt: now })
    .onConflictDoUpdate({ target: [sportProducers.merchantId, sportProducers.producer], set: { lastAliveAt: now, downSince: null } });
}

/** Marked alive at most once a second by ordinary messages: a burst of them writes the row once. */
const HEARD_EVERY_MS = 1000;

/** Any other message: a watched producer is alive (a producer that never sent `alive` is not watched). */
export async function producerHeard(tx: Tx, merchantId: number, producer: string, now: Date): Promise<void> {
  await tx
    .update(sportProducers)
    .set({ lastAliveAt: now, downSince: null })
    .where(
      and(
        eq(sportProducers.merchantId, merchantId),
        eq(sportProducers.producer, producer),
        or(isNotNull(sportProducers.downSince), lt(sportProducers.lastAliveAt, new Date(now.getTime() - HEARD_EVERY_MS))),
      ),
    );
}

/** Whether the producer is marked down now (the built-in feed sends its current odds again once it is back). */
export async function producerWasDown(db: Database['db'], merchantId: number, producer: string): Promise<boolean> {
  const [row] = await db
    .select({ producer: sportProducers.producer })
    .from(sportProducers)
    .where(and(eq(sportProducers.merchantId, merchantId), eq(sportProducers.producer, producer), isNotNull(sportProducers.downSince)));
  return row !== undefined;
}

export function createProducerWatch(deps: { database: Database; clock: Clock; merchantById: (id: number) => Promise<ResolvedMerchant | undefined> }) {
  const { db } = deps.database;

  /** Marks down every producer silent past its merchant's threshold and suspends its open markets; answers how many. */
  async function check(): Promise<{ down: number; suspended: number }> {
    const now = deps.clock.now();
    const up = await db.select().from(sportProducers).where(isNull(sportProducers.downSince));
    let down = 0;
    let suspended = 0;
    for (const row of up) {
      const merchant = await deps.merchantById(row.merchantId);
      if (!merchant) continue;
      const silentMs = now.getTime() - row.lastAliveAt.getTime();
      if (silentMs <= sportsbookSettings(merchant).producerDownSeconds * 1000) continue;
      const marked = await db.transaction(async (tx) => {
        // Only if it is still silent: a message that came meanwhile moved last_alive_at and keeps it up.
        const [hit] = await tx
          .update(sportProducers)
          .set({ downSince: now })
          .where(
            and(
              eq(sportProducers.merchantId, row.merchantId),
              eq(sportProducers.producer, row.producer),
              isNull(sportProducers.downSince),
              eq(sportProducers.lastAliveAt, row.lastAliveAt),
            ),
          )
          .returning();
        if (!hit) return undefined;
        return tx
          .update(sportMarkets)
          .set({ status: 'suspended', version: sql`${sportMarkets.version} + 1`, stoppedAt: now, updatedAt: now })
          .where(and(eq(sportMarkets.merchantId, row.merchantId), eq(sportMarkets.producer, row.producer), eq(sportMarkets.status, 'open')))
          .returning({ id: sportMarkets.id });
      });
      if (!marked) continue;
      down++;
      suspended += marked.length;
    }
    return { down, suspended };
  }

  /** The led loop (lib/leadership.ts): check every `everyMs` until stopped. */
  function run(everyMs: number, log: { warn(obj: object, msg: string): void }) {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let current: Promise<unknown> = Promise.resolve();
    const loop = () => {
      current = check()
        .catch((error: unknown) => log.warn({ err: error }, 'sportsbook producer check failed'))
        .finally(() => {
          if (!stopped) timer = setTimeout(loop, everyMs);
        });
    };
    timer = setTimeout(loop, everyMs);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    };
  }

  return { check, run };
}
