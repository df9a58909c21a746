// The dealer of the live tables (ADR 0015). Each server process ticks it; every step is a conditional
// update on the round's phase, so whichever process wins the update does the step's work and two processes
// never deal or settle one round twice (money legs are idempotent besides). A table deals only while someone
// has looked at it recently; a round found still betting long after its close (the server was down) is not
// dealt after the fact: every bet in it is refunded.
import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { commitServerSeed } from '@orbit/games/fair/commitment';
import { newServerSeed, nodeHash } from '@orbit/games/fair/node-crypto';
import { houseLiveBets, houseLiveRounds, houseLiveTables } from '../../../db/schema/house-live.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { defaultClientSeed } from '../seeds.ts';
import { LIVE_GAMES } from './live-games.ts';
import { tableKey, type LiveContext, type LiveRoundRow, type LiveTableRow } from './live-context.ts';
import type { LiveMoney } from './live-money.ts';

/** No player seen for this long: the table stops opening rounds. */
export const IDLE_AFTER_MS = 120_000;
/** A round still betting this long after its close was not dealt in time: it is refunded, not dealt. */
export const STALE_AFTER_MS = 30_000;
const UNFINISHED_BETS = ['pending', 'placed', 'cancelling'];

export function createLiveDealer(ctx: LiveContext, deps: { money: LiveMoney; merchantById(id: number): Promise<ResolvedMerchant | undefined> }) {
  const { db } = ctx.database;
  const notify = (round: Pick<LiveRoundRow, 'tableId'>) => ctx.hub.changed([tableKey(round.tableId)]);

  async function latestRound(tableId: number): Promise<LiveRoundRow | undefined> {
    const [round] = await db.select().from(houseLiveRounds).where(eq(houseLiveRounds.tableId, tableId)).orderBy(desc(houseLiveRounds.roundNumber)).limit(1);
    return round;
  }

  async function openRound(table: LiveTableRow, roundNumber: number, now: Date) {
    const serverSeed = newServerSeed();
    const [opened] = await db
      .insert(houseLiveRounds)
      .values({
        merchantId: table.merchantId,
        tableId: table.id,
        gameCode: table.gameCode,
        roundNumber,
        serverSeed,
        commitment: commitServerSeed(serverSeed, nodeHash),
        clientSeed: defaultClientSeed(),
        phase: 'betting',
        opensAt: now,
        closesAt: new Date(now.getTime() + ctx.cadence.bettingMs),
      })
      .onConflictDoNothing()
      .returning({ id: houseLiveRounds.id });
    if (opened) notify({ tableId: table.id });
  }

  /** Moves a round from one phase to the next; only the caller whose update matched does the work. */
  async function move(round: LiveRoundRow, to: string, values: Partial<LiveRoundRow> = {}): Promise<LiveRoundRow | undefined> {
    const [moved] = await db
      .update(houseLiveRounds)
      .set({ ...values, phase: to })
      .where(and(eq(houseLiveRounds.id, round.id), eq(houseLiveRounds.phase, round.phase)))
      .returning();
    if (moved) notify(moved);
    return moved;
  }

  /** Pays or refunds every unfinished bet of a round; closes the round when none is left. */
  async function finishBets(round: LiveRoundRow, merchant: ResolvedMerchant, way: 'pay' | 'refund') {
    // A bet whose debit is still unconfirmed when betting closes cannot join the result: it is rolled back.
    await db
      .update(houseLiveBets)
      .set({ status: 'cancelling' })
      .where(and(eq(houseLiveBets.roundId, round.id), eq(houseLiveBets.status, 'pending')));
    const bets = await db
      .select()
      .from(houseLiveBets)
      .where(and(eq(houseLiveBets.roundId, round.id), inArray(houseLiveBets.status, ['placed', 'cancelling'])));
    for (const bet of bets) {
      if (bet.status === 'placed' && way === 'pay') await deps.money.pay(merchant, round, bet);
      else await deps.money.refund(merchant, round, bet);
    }
    // Placed bets the wallet refused to pay (noted on the bet) wait for the operator; they do not hold the table.
    const [left] = await db
      .select({ id: houseLiveBets.id })
      .from(houseLiveBets)
      .where(
        and(
          eq(houseLiveBets.roundId, round.id),
          inArray(houseLiveBets.status, UNFINISHED_BETS),
          or(isNull(houseLiveBets.errorCode), inArray(houseLiveBets.status, ['pending', 'cancelling'])),
        ),
      )
      .limit(1);
    if (!left) await move(round, way === 'pay' ? 'settled' : 'refunded', { settledAt: ctx.clock.now() });
  }

  async function step(table: LiveTableRow) {
    const now = ctx.clock.now();
    let round = await latestRound(table.id);
    const finished = round && (round.phase === 'settled' || round.phase === 'refunded');
    if (!round || (finished && now.getTime() >= (round.settledAt ?? now).getTime() + ctx.cadence.resultMs)) {
      if (now.getTime() - table.seenAt.getTime() <= IDLE_AFTER_MS) await openRound(table, (round?.roundNumber ?? 0) + 1, now);
      return;
    }
    if (round.phase === 'betting' && now >= round.closesAt) {
      const late = now.getTime() - round.closesAt.getTime() > STALE_AFTER_MS;
      const game = LIVE_GAMES[round.gameCode as keyof typeof LIVE_GAMES];
      round = late ? await move(round, 'refunding', { revealedAt: now }) : await move(round, 'dealing', { result: game.draw(round), revealedAt: now });
      if (!round) return;
    }
    if (round.phase !== 'dealing' && round.phase !== 'refunding') return;
    const merchant = await deps.merchantById(round.merchantId);
    if (merchant) await finishBets(round, merchant, round.phase === 'dealing' ? 'pay' : 'refund');
  }

  /** One pass over every table. Answers how many tables failed (each failure is logged by the caller's log). */
  async function tick(log?: { warn(obj: object, msg: string): void }): Promise<number> {
    const tables = await db.select().from(houseLiveTables);
    let failed = 0;
    for (const table of tables) {
      try {
        await step(table);
      } catch (error) {
        failed++;
        log?.warn({ err: error, tableId: table.id }, 'live table step failed');
      }
    }
    return failed;
  }

  /** Ticks every `everyMs` until stopped, one tick at a time; the stop waits for a tick under way. */
  function run(everyMs: number, log: { warn(obj: object, msg: string): void }) {
    let stopped = false;
    let timer: NodeJS.Timeout | undefined;
    let current: Promise<unknown> = Promise.resolve();
    const loop = () => {
      current = tick(log)
        .catch((error: unknown) => log.warn({ err: error }, 'live dealer tick failed'))
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

  return { tick, run };
}
