// Ingestion of feed messages (messages.ts) into the book's tables: one transaction per message, which first
// records the message in sport_feed_messages by (producer, message id). A message already recorded changes
// nothing, so a feed may replay freely; two copies at once meet at the primary key and the second finds the
// first. Settling, cancelling and rolling back markets set their outcomes' results and their bets' legs, and
// each bet touched is worked out again (bets.settle.ts); the money follows in the payment pass. Once a message's
// transaction has committed, `onChanged` hears which match it touched: the board's stream (sports-stream.ts)
// sends that match as it now is, so a page never shows a price the book has not stored.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { sportBetLegs, sportCompetitions, sportEvents, sportFeedMessages, sportMarkets, sportOutcomes, sports } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import { checkOutcome, formatSpecifiers, parseMarket } from '../domain/markets.ts';
import { checkOdds } from '@orbit/games/sportsbook/odds';
import { settle, type Score } from '../domain/settle.ts';
import { recomputeMarketBets } from '../book/bets.settle-set.ts';
import { producerAlive, producerHeard } from './producers.ts';
import { messageHash, type FeedFixture, type FeedMarket, type FeedMarketKey, type FeedMessage, type FeedSport } from './messages.ts';

const SPORT_NAMES = { football: 'Football', basketball: 'Basketball', esports: 'Esports' } as const;
const SPORT_ORDER = { football: 10, basketball: 20, esports: 30 } as const;
/** How long after a desk message the board's streams hear of it (the desk's transaction has ended by then). */
const AFTER_CALLER_COMMIT_MS = 1_000;

export type FeedIngest = ReturnType<typeof createFeedIngest>;

/** A match a message changed (its odds, markets, state, score or clock), told after the change committed. */
export interface MatchChange {
  merchantId: number;
  eventId: number;
  sport: FeedSport;
}

export function createFeedIngest(deps: { database: Database; clock: Clock; onChanged?: (change: MatchChange) => void }) {
  /**
   * Applies one message of `merchantId`'s feed, once. Answers `applied: false` for a message already taken
   * (and `conflict` when its body differs from the one taken under that id: the producer reused an id).
   * `within`: the caller's transaction, so the trading desk applies its messages with its audit entry (and a
   * settlement with the check of what it pays) in one transaction, through this same path.
   */
  async function ingest(merchantId: number, message: FeedMessage, within?: Tx): Promise<{ applied: boolean; conflict?: boolean }> {
    const now = deps.clock.now();
    const hash = messageHash(message);
    const run = <T>(work: (tx: Tx) => Promise<T>) => (within ? work(within) : deps.database.db.transaction(work));
    const outcome = await run(async (tx): Promise<{ applied: boolean; conflict?: boolean; touched?: { id: number; sport: string } | undefined }> => {
      // A heartbeat carries no state to apply or replay: it is not logged, only noted on the producer.
      if (message.kind === 'alive') {
        await producerAlive(tx, merchantId, message.producer, now);
        return { applied: true };
      }
      await producerHeard(tx, merchantId, message.producer, now);
      const [logged] = await tx
        .insert(sportFeedMessages)
        .values({ merchantId, producer: message.producer, messageId: message.messageId, kind: message.kind, hash, receivedAt: now })
        .onConflictDoNothing()
        .returning({ hash: sportFeedMessages.hash });
      if (!logged) {
        const [first] = await tx
          .select({ hash: sportFeedMessages.hash })
          .from(sportFeedMessages)
          .where(
            and(
              eq(sportFeedMessages.merchantId, merchantId),
              eq(sportFeedMessages.producer, message.producer),
              eq(sportFeedMessages.messageId, message.messageId),
            ),
          );
        return { applied: false, conflict: first?.hash !== hash };
      }
      return { applied: true, touched: await apply(tx, merchantId, message, now) };
    });
    if (outcome.touched) {
      const change = { merchantId, eventId: outcome.touched.id, sport: outcome.touched.sport as FeedSport };
      // In the caller's transaction (the desk's) the change is not committed yet: the stream is told a moment
      // later, after the desk's short transaction has ended, so it reads the match as stored.
      if (within) setTimeout(() => deps.onChanged?.(change), AFTER_CALLER_COMMIT_MS).unref();
      else deps.onChanged?.(change);
    }
    return outcome.applied ? { applied: true } : { applied: false, conflict: outcome.conflict };
  }

  return { ingest };
}

/** Applies the message; answers the match it touched (none when the match is unknown, or a heartbeat). */
async function apply(tx: Tx, merchantId: number, message: FeedMessage, now: Date): Promise<{ id: number; sport: string } | undefined> {
  if (message.kind === 'alive') return undefined;
  if (message.kind === 'fixture_change') return fixture(tx, merchantId, message.fixture, now);
  const [event] = await tx
    .select()
    .from(sportEvents)
    .where(and(eq(sportEvents.merchantId, merchantId), eq(sportEvents.ref, message.eventRef)));
  // A message about a match the book never heard of is recorded and skipped: its fixture comes first.
  if (!event) return undefined;
  await applyToMatch(tx, event, message, now);
  return event;
}

async function applyToMatch(tx: Tx, event: typeof sportEvents.$inferSelect, message: Exclude<FeedMessage, { kind: 'fixture_change' }>, now: Date) {
  switch (message.kind) {
    case 'odds_change': {
      const state: Partial<typeof sportEvents.$inferInsert> = { updatedAt: now };
      if (message.status && (event.status === 'pre' || event.status === 'live')) state.status = message.status;
      if (message.score) state.score = message.score;
      if (message.period !== undefined) state.period = message.period;
      await tx.update(sportEvents).set(state).where(eq(sportEvents.id, event.id));
      for (const market of message.markets)
        await upsertMarket(tx, { merchantId: event.merchantId, eventId: event.id, producer: message.producer }, market, now);
      return;
    }
    case 'bet_stop': {
      const ids = await marketIds(tx, event.id, message.markets, ['open']);
      await stop(tx, ids, now);
      return;
    }
    case 'bet_settlement':
      // A full settlement (no markets named) carries the final result; a part one (half time) does not end anything.
      if (!message.markets)
        await tx
          .update(sportEvents)
          .set({ result: message.result as unknown as Record<string, unknown>, updatedAt: now })
          .where(eq(sportEvents.id, event.id));
      return settleMarkets(tx, await marketIds(tx, event.id, message.markets, ['open', 'suspended']), message.result, now);
    case 'bet_cancel':
      return reopenOrClose(tx, await marketIds(tx, event.id, message.markets, ['open', 'suspended', 'settled']), 'void', message.reason, now);
    case 'rollback_bet_settlement':
      return reopenOrClose(tx, await marketIds(tx, event.id, message.markets, ['settled']), 'suspended', message.reason, now);
    case 'rollback_bet_cancel':
      return reopenOrClose(tx, await marketIds(tx, event.id, message.markets, ['void']), 'suspended', message.reason, now);
  }
}

async function fixture(tx: Tx, merchantId: number, fixture: FeedFixture, now: Date) {
  await tx
    .insert(sports)
    .values({ merchantId, code: fixture.sport, name: SPORT_NAMES[fixture.sport], sortOrder: SPORT_ORDER[fixture.sport] })
    .onConflictDoNothing();
  const [competition] = await tx
    .insert(sportCompetitions)
    .values({ merchantId, sport: fixture.sport, ref: fixture.competition.ref, name: fixture.competition.name, category: fixture.competition.category })
    .onConflictDoUpdate({ target: [sportCompetitions.merchantId, sportCompetitions.ref], set: { name: fixture.competition.name } })
    .returning({ id: sportCompetitions.id });
  const values = { home: fixture.home, away: fixture.away, startsAt: new Date(fixture.startsAt), status: fixture.status, updatedAt: now };
  const [event] = await tx
    .insert(sportEvents)
    .values({ merchantId, competitionId: competition!.id, sport: fixture.sport, ref: fixture.ref, ...values })
    .onConflictDoUpdate({ target: [sportEvents.merchantId, sportEvents.ref], set: values })
    .returning({ id: sportEvents.id, sport: sportEvents.sport });
  return event;
}

/** A market's odds and status: new markets are added, settled and void ones are left alone. */
async function upsertMarket(tx: Tx, owner: { merchantId: number; eventId: number; producer: string }, feed: FeedMarket, now: Date) {
  const { merchantId, eventId, producer } = owner;
  const market = parseMarket(feed.type, feed.specifiers);
  const specifiers = formatSpecifiers(market);
  const outcomes = feed.outcomes.map((entry) => ({ outcome: checkOutcome(market, entry.outcome), odds: checkOdds(BigInt(entry.odds)) }));
  const [row] = await tx
    .insert(sportMarkets)
    .values({
      merchantId,
      eventId,
      type: market.type,
      specifiers,
      status: feed.status,
      version: 1,
      stoppedAt: feed.status === 'open' ? null : now,
      producer,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [sportMarkets.eventId, sportMarkets.type, sportMarkets.specifiers],
      set: {
        status: feed.status,
        version: sql`${sportMarkets.version} + 1`,
        stoppedAt: feed.status === 'open' ? sql`${sportMarkets.stoppedAt}` : now,
        producer,
        updatedAt: now,
      },
      setWhere: sql`${sportMarkets.status} IN ('open', 'suspended')`,
    })
    .returning({ id: sportMarkets.id, version: sportMarkets.version });
  if (!row) return; // settled or void: the feed's late odds do not reopen it
  for (const outcome of outcomes) {
    await tx
      .insert(sportOutcomes)
      .values({ marketId: row.id, outcome: outcome.outcome, odds: outcome.odds, oddsVersion: row.version })
      .onConflictDoUpdate({ target: [sportOutcomes.marketId, sportOutcomes.outcome], set: { odds: outcome.odds, oddsVersion: row.version } });
  }
}

/** The ids of the event's markets named (all when none are) that are in one of `statuses`. */
async function marketIds(tx: Tx, eventId: number, keys: FeedMarketKey[] | undefined, statuses: string[]): Promise<number[]> {
  const rows = await tx
    .select({ id: sportMarkets.id, type: sportMarkets.type, specifiers: sportMarkets.specifiers })
    .from(sportMarkets)
    .where(and(eq(sportMarkets.eventId, eventId), inArray(sportMarkets.status, statuses)));
  if (!keys) return rows.map((row) => row.id);
  const wanted = new Set(keys.map((key) => `${key.type}|${formatSpecifiers(parseMarket(key.type, key.specifiers))}`));
  return rows.filter((row) => wanted.has(`${row.type}|${row.specifiers}`)).map((row) => row.id);
}

async function stop(tx: Tx, ids: number[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(sportMarkets)
    .set({ status: 'suspended', version: sql`${sportMarkets.version} + 1`, stoppedAt: now, updatedAt: now })
    .where(inArray(sportMarkets.id, ids));
}

/** Each market's outcomes settled on the result with the domain's settle(), then their legs and bets. */
async function settleMarkets(tx: Tx, ids: number[], result: Score, now: Date) {
  if (ids.length === 0) return;
  const markets = await tx.select().from(sportMarkets).where(inArray(sportMarkets.id, ids));
  const outcomes = await tx.select().from(sportOutcomes).where(inArray(sportOutcomes.marketId, ids));
  for (const row of markets) {
    const market = parseMarket(row.type, row.specifiers);
    for (const outcome of outcomes.filter((entry) => entry.marketId === row.id)) {
      const settlement = settle(market, outcome.outcome, result);
      const { numerator, denominator } = settlement.deadHeat;
      await tx
        .update(sportOutcomes)
        .set({ result: settlement.result, deadHeat: numerator === denominator ? null : `${numerator}/${denominator}` })
        .where(eq(sportOutcomes.id, outcome.id));
    }
  }
  await tx
    .update(sportMarkets)
    .set({ status: 'settled', version: sql`${sportMarkets.version} + 1`, reason: null, updatedAt: now })
    .where(inArray(sportMarkets.id, ids));
  await copyToLegs(tx, ids, now);
}

/** Void (every outcome a push) or back to suspended without results (a rollback), then their legs and bets. */
async function reopenOrClose(tx: Tx, ids: number[], status: 'void' | 'suspended', reason: string, now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(sportOutcomes)
    .set({ result: status === 'void' ? 'push' : null, deadHeat: null })
    .where(inArray(sportOutcomes.marketId, ids));
  await tx
    .update(sportMarkets)
    .set({ status, reason, version: sql`${sportMarkets.version} + 1`, stoppedAt: now, updatedAt: now })
    .where(inArray(sportMarkets.id, ids));
  await copyToLegs(tx, ids, now);
}

/** The outcomes' results onto every leg taken on these markets, then the bets with such a leg worked out again (set-based). */
async function copyToLegs(tx: Tx, marketIds: number[], now: Date) {
  await tx
    .update(sportBetLegs)
    .set({ result: sql`${sportOutcomes.result}`, deadHeat: sql`${sportOutcomes.deadHeat}` })
    .from(sportOutcomes)
    .where(and(eq(sportOutcomes.id, sportBetLegs.outcomeId), inArray(sportBetLegs.marketId, marketIds)));
  await recomputeMarketBets(tx, marketIds, now);
}
