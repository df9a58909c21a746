// The desk's side of the feed port (ADR 0043): an operator's change becomes feed messages of the producer
// `manual`, each with an id of its own, applied by the one ingestion in the desk's transaction together with
// the audit entry. So a manual suspension and a provider's bet stop take the same path and leave the same trace
// in sport_feed_messages.
import { randomUUID } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import { MANUAL_PRODUCER } from '@orbit/contracts/sportsbook-desk';
import type { Tx } from '../../../db/client.ts';
import { sportCompetitions, sportEvents } from '../../../db/schema/sportsbook.ts';
import { eq } from 'drizzle-orm';
import { SportsbookError } from '@orbit/games/sportsbook/errors';
import type { FeedIngest } from '../feed/ingest.ts';
import type { FeedFixture, FeedMessage, FeedSport } from '../feed/messages.ts';

type EventRow = typeof sportEvents.$inferSelect;

/** A message body without its header. */
export type DeskMessage = FeedMessage extends infer M ? (M extends FeedMessage ? Omit<M, 'producer' | 'messageId' | 'sentAt'> : never) : never;

/** A domain refusal (a bad market, outcome, odds or score) as the platform's error with its code and field (the desk's `result` is the domain's score). */
export function asApiError(error: unknown): unknown {
  if (!(error instanceof SportsbookError)) return error;
  const field = error.field === 'score' ? 'result' : error.field;
  return new ApiError(error.code, error.message, field ? { field } : undefined);
}

/** Applies the desk's messages in `tx`, each under a fresh id of the producer `manual`. */
export async function publish(tx: Tx, feed: FeedIngest, merchantId: number, now: Date, messages: DeskMessage[]): Promise<void> {
  try {
    for (const message of messages) {
      const full = { producer: MANUAL_PRODUCER, messageId: `desk:${randomUUID()}`, sentAt: now.toISOString(), ...message } as FeedMessage;
      await feed.ingest(merchantId, full, tx);
    }
  } catch (error) {
    throw asApiError(error);
  }
}

/** The match as a fixture, to move its status with a fixture change. */
export async function fixtureOf(tx: Tx, event: EventRow, status: FeedFixture['status']): Promise<FeedFixture> {
  const [competition] = await tx.select().from(sportCompetitions).where(eq(sportCompetitions.id, event.competitionId));
  return {
    ref: event.ref,
    sport: event.sport as FeedSport,
    competition: { ref: competition!.ref, name: competition!.name, category: competition!.category },
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
    status,
  };
}
