// job_runs gains a row per job and period (several a minute with the agents' jobs); only each job's latest row
// is needed to run it (the runner continues after it), and the recent ones for the console's job status.
import { and, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema/system.ts';

/** How long a finished job period stays on record. */
export const JOB_RUNS_KEPT_DAYS = 30;

/** Deletes the runs of periods that started before `before`, always keeping each job's latest run. */
export async function pruneOldJobRuns(tx: Db, before: Date): Promise<number> {
  const deleted = await tx
    .delete(jobRuns)
    .where(
      and(
        lt(jobRuns.periodStart, before),
        // Written out in full: the outer row must be named as job_runs, not as a bare column the subquery would take as its own.
        sql`job_runs.period_start < (select max(latest.period_start) from job_runs latest where latest.job = job_runs.job)`,
      ),
    )
    .returning({ job: jobRuns.job });
  return deleted.length;
}
