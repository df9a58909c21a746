// Scheduled work that runs once per period across any number of server processes on one database
// (docs/architecture.md). A period is claimed by inserting its row in `job_runs` inside the same transaction as the
// job's work: the primary key lets only one process commit it, and a process that dies mid-run rolls its
// claim back so another takes the period over. After downtime a job either runs every missed period
// ('all', for work that is owed per period such as draws) or only the current one ('latest').
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, count, max } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Tx } from '../db/client.ts';
import { jobRuns } from '../db/schema/system.ts';
import type { Clock } from '../lib/clock.ts';

export interface JobPeriod {
  start: Date;
  end: Date;
}

export interface JobDefinition {
  name: string;
  periodSeconds: number;
  catchUp: 'all' | 'latest';
  /**
   * inTransaction (default): the work runs inside the claiming transaction, so a crash rolls both back.
   * afterClaim: the period is claimed and committed first, then the work runs on the database outside any
   * transaction. For work that waits on outside parties (vendor calls, webhook deliveries): it must be safe
   * to repeat, since a crash mid-run leaves the rest to the next period. (Embedded PGlite has one connection,
   * so work that opens its own transactions cannot run inside the claim.)
   */
  mode?: 'inTransaction' | 'afterClaim';
  /** Runs inside the claiming transaction (or on the database, afterClaim); what it answers is stored as the run's result. */
  run(tx: Tx, period: JobPeriod): Promise<unknown>;
}

export interface JobRunnerOptions {
  database: Database;
  clock: Clock;
  jobs: readonly JobDefinition[];
  log: Pick<Logger, 'info' | 'error' | 'warn'>;
  tickMs: number;
  /** Shortens every period by this factor (tests). */
  periodDivisor?: number;
  runnerId?: string;
  /** At most this many missed periods are run in one tick; the rest follow on the next ones. */
  maxPeriodsPerTick?: number;
}

export function createJobRunner(options: JobRunnerOptions) {
  const { database, clock, jobs, log } = options;
  const db = database.db;
  const runnerId = options.runnerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const divisor = options.periodDivisor ?? 1;
  const maxPerTick = options.maxPeriodsPerTick ?? 50;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let stopped = false;

  const periodMs = (job: JobDefinition) => Math.max(1, Math.floor((job.periodSeconds * 1000) / divisor));

  async function duePeriods(job: JobDefinition, now: Date): Promise<Date[]> {
    const length = periodMs(job);
    const current = Math.floor(now.getTime() / length) * length;
    const [last] = await db.select({ start: jobRuns.periodStart }).from(jobRuns).where(eq(jobRuns.job, job.name)).orderBy(desc(jobRuns.periodStart)).limit(1);
    if (!last || job.catchUp === 'latest') return last && last.start.getTime() >= current ? [] : [new Date(current)];
    const due: Date[] = [];
    for (let start = last.start.getTime() + length; start <= current && due.length < maxPerTick; start += length) due.push(new Date(start));
    return due;
  }

  /** Claims and runs one period; answers false when another process already has it. */
  async function runPeriod(job: JobDefinition, start: Date): Promise<boolean> {
    const period = { start, end: new Date(start.getTime() + periodMs(job)) };
    const startedAt = clock.now();
    if (job.mode === 'afterClaim') return runAfterClaim(job, period, startedAt);
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(jobRuns)
        .values({ job: job.name, periodStart: start, runner: runnerId, startedAt, finishedAt: startedAt, result: {} })
        .onConflictDoNothing()
        .returning({ job: jobRuns.job });
      if (claimed.length === 0) return false;
      const result = await job.run(tx, period);
      await tx
        .update(jobRuns)
        .set({ finishedAt: clock.now(), result: (result ?? {}) as object })
        .where(and(eq(jobRuns.job, job.name), eq(jobRuns.periodStart, start)));
      return true;
    });
    if (ran) log.info({ job: job.name, period: start.toISOString(), runner: runnerId }, 'job ran');
    return ran;
  }

  async function runAfterClaim(job: JobDefinition, period: JobPeriod, startedAt: Date): Promise<boolean> {
    const claimed = await db
      .insert(jobRuns)
      .values({ job: job.name, periodStart: period.start, runner: runnerId, startedAt, finishedAt: startedAt, result: { running: true } })
      .onConflictDoNothing()
      .returning({ job: jobRuns.job });
    if (claimed.length === 0) return false;
    let result: unknown;
    try {
      result = await job.run(db, period);
    } catch (error) {
      log.error({ err: error, job: job.name }, 'job failed after its claim; the next period carries on');
      result = { error: error instanceof Error ? error.message : String(error) };
    }
    await db
      .update(jobRuns)
      .set({ finishedAt: clock.now(), result: (result ?? {}) as object })
      .where(and(eq(jobRuns.job, job.name), eq(jobRuns.periodStart, period.start)));
    log.info({ job: job.name, period: period.start.toISOString(), runner: runnerId }, 'job ran');
    return true;
  }

  async function tick(): Promise<void> {
    const now = clock.now();
    for (const job of jobs) {
      if (stopped) return;
      try {
        for (const start of await duePeriods(job, now)) {
          if (stopped) return;
          await runPeriod(job, start);
        }
      } catch (error) {
        log.error({ err: error, job: job.name }, 'job failed; its period will be tried again');
      }
    }
  }

  function runTick(): Promise<void> {
    ticking ??= tick().finally(() => (ticking = undefined));
    return ticking;
  }

  function start() {
    stopped = false;
    void runTick();
    timer = setInterval(() => void runTick(), options.tickMs);
    timer.unref();
  }

  async function stop() {
    stopped = true;
    if (timer) clearInterval(timer);
    await ticking;
  }

  /** Each job with its last run, for the console. */
  async function status() {
    const since = new Date(clock.now().getTime() - 86_400_000);
    return Promise.all(
      jobs.map(async (job) => {
        const [last] = await db.select().from(jobRuns).where(eq(jobRuns.job, job.name)).orderBy(desc(jobRuns.periodStart)).limit(1);
        const [recent] = await db
          .select({ n: count() })
          .from(jobRuns)
          .where(and(eq(jobRuns.job, job.name), gt(jobRuns.periodStart, since)));
        return {
          name: job.name,
          periodSeconds: Math.max(1, Math.round(periodMs(job) / 1000)),
          lastPeriodStart: last?.periodStart.toISOString() ?? null,
          lastFinishedAt: last?.finishedAt.toISOString() ?? null,
          lastResult: last?.result ?? null,
          runs24h: recent?.n ?? 0,
        };
      }),
    );
  }

  /**
   * How far each job is behind: the start of its current period minus the start of the last period it ran, in
   * seconds (0 when up to date, and for a job that has never run: it runs on the next tick). For /metrics.
   */
  async function lag(): Promise<{ job: string; seconds: number }[]> {
    const rows = await db
      .select({ job: jobRuns.job, last: max(jobRuns.periodStart) })
      .from(jobRuns)
      .groupBy(jobRuns.job);
    const lastOf = new Map(rows.map((row) => [row.job, row.last]));
    const now = clock.now().getTime();
    return jobs.map((job) => {
      const length = periodMs(job);
      const current = Math.floor(now / length) * length;
      const last = lastOf.get(job.name);
      return { job: job.name, seconds: last ? Math.max(0, (current - last.getTime()) / 1000) : 0 };
    });
  }

  /** definitions: the jobs as given, for tests that run one period of a job by hand. */
  return { start, stop, tick: runTick, status, lag, runnerId, definitions: jobs };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
