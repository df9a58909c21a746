// The platform's own scheduled job, beside the modules' (each module's manifest lists its jobs): the hourly
// prune of what expires across the platform. Operator sessions belong to the console module, which hands
// its prune in; nonces, job runs, attempt claims, rate limit counters and stream events are the platform's own tables.
import { lt } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { cryptoNonces } from '../db/schema/system.ts';
import { pruneClaims } from '../lib/attempt-claims.ts';
import { pruneRateLimitCounters } from '../lib/rate-limit-store.ts';
import { pruneStreamEvents, STREAM_EVENTS_KEPT_MS } from '../lib/stream-log.ts';
import { JOB_RUNS_KEPT_DAYS, pruneOldJobRuns } from './job-runs-retention.ts';
import type { JobDefinition } from './runner.ts';

export function systemJobs(deps: { pruneOperatorSessions(tx: Tx, before: Date): Promise<number> }): JobDefinition[] {
  return [
    {
      name: 'system.prune-expired',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx, period) => {
        const dayAgo = new Date(period.start.getTime() - 86_400_000);
        const sessions = await deps.pruneOperatorSessions(tx, dayAgo);
        const nonces = await tx.delete(cryptoNonces).where(lt(cryptoNonces.expiresAt, period.start)).returning({ n: cryptoNonces.nonce });
        const jobRuns = await pruneOldJobRuns(tx, new Date(period.start.getTime() - JOB_RUNS_KEPT_DAYS * 86_400_000));
        // A claim older than the hour of the attempt limits was left by a crash mid-check: it counted as a failure until now.
        const claims = await pruneClaims(tx, new Date(period.start.getTime() - 3600_000));
        // Counters whose minute has passed, and stream events older than a reconnecting client may ask for.
        const rateLimitCounters = await pruneRateLimitCounters(tx, period.start);
        const streamEvents = await pruneStreamEvents(tx, new Date(period.start.getTime() - STREAM_EVENTS_KEPT_MS));
        return { sessionsAndFailures: sessions, nonces: nonces.length, jobRuns, claims, rateLimitCounters, streamEvents };
      },
    },
  ];
}
