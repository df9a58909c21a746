import { rowsOf } from '../src/db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { jobRuns } from '../src/db/schema/system.ts';
import { JOB_RUNS_KEPT_DAYS, pruneOldJobRuns } from '../src/jobs/job-runs-retention.ts';
import { createJobRunner, type JobDefinition } from '../src/jobs/runner.ts';
import { manualClock } from '../src/lib/clock.ts';
import type { Database } from '../src/db/client.ts';
import { createTestApp, createTestDatabase, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { updateSettingsEndpoint } from '@orbit/contracts/console';
import { siteStatusEndpoint } from '@orbit/contracts/site';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

function countingJob(name: string, catchUp: 'all' | 'latest', ran: string[]): JobDefinition {
  return { name, periodSeconds: 60, catchUp, run: async (_tx, period) => void ran.push(period.start.toISOString()) };
}

describe('job runner', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('runs each period once even when two runners tick together, and catches up every missed period', async () => {
    const clock = manualClock('2026-03-01T10:00:30Z');
    const ran: string[] = [];
    const job = countingJob('test.all', 'all', ran);
    const a = createJobRunner({ database, clock, jobs: [job], log: quiet, tickMs: 1000, runnerId: 'a' });
    const b = createJobRunner({ database, clock, jobs: [job], log: quiet, tickMs: 1000, runnerId: 'b' });
    await Promise.all([a.tick(), b.tick()]);
    expect(ran).toEqual(['2026-03-01T10:00:00.000Z']);
    await Promise.all([a.tick(), b.tick()]);
    expect(ran).toHaveLength(1);
    // Both runners "down" for five minutes: on their return every missed minute is run, once.
    clock.advance(5 * 60_000);
    await Promise.all([a.tick(), b.tick(), a.tick()]);
    expect(ran).toEqual(['00', '01', '02', '03', '04', '05'].map((m) => `2026-03-01T10:${m}:00.000Z`));
    const rows = await database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.all')).orderBy(asc(jobRuns.periodStart));
    expect(rows.map((r) => r.periodStart.toISOString())).toEqual(ran);
  });

  it("runs only the current period after downtime for a 'latest' job", async () => {
    const clock = manualClock('2026-03-01T10:00:30Z');
    const ran: string[] = [];
    const runner = createJobRunner({ database, clock, jobs: [countingJob('test.latest', 'latest', ran)], log: quiet, tickMs: 1000 });
    await runner.tick();
    clock.advance(10 * 60_000);
    await runner.tick();
    await runner.tick();
    expect(ran).toEqual(['2026-03-01T10:00:00.000Z', '2026-03-01T10:10:00.000Z']);
  });

  it('gives a failed period back, so a later tick runs it, and its work is not half-done', async () => {
    const clock = manualClock('2026-03-01T12:00:10Z');
    let attempts = 0;
    const job: JobDefinition = {
      name: 'test.flaky',
      periodSeconds: 60,
      catchUp: 'all',
      run: async (tx) => {
        attempts++;
        await tx.execute(sql`CREATE TABLE IF NOT EXISTS flaky_effects (n int)`);
        await tx.execute(sql`INSERT INTO flaky_effects VALUES (${attempts})`);
        if (attempts === 1) throw new Error('vendor down');
        return { attempts };
      },
    };
    const runner = createJobRunner({ database, clock, jobs: [job], log: quiet, tickMs: 1000 });
    await runner.tick();
    expect(await database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.flaky'))).toHaveLength(0);
    await runner.tick();
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.job, 'test.flaky'));
    expect(row?.result).toEqual({ attempts: 2 });
    const effects = rowsOf<{ n: number }>(await database.db.execute(sql`SELECT n FROM flaky_effects`));
    expect(effects.map((e) => e.n)).toEqual([2]);
  });

  it("forgets runs older than the kept days but never a job's latest run, so a long-idle job still continues after it", async () => {
    const day = 86_400_000;
    // Before the periods the tests above ran, whose rows must not be touched.
    const now = new Date('2026-02-01T00:00:00Z');
    const othersBefore = await database.db
      .select()
      .from(jobRuns)
      .where(sql`${jobRuns.job} like 'test.%'`);
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
    const run = (job: string, daysAgo: number) => ({ job, periodStart: at(daysAgo), runner: 'r', startedAt: at(daysAgo), finishedAt: at(daysAgo), result: {} });
    await database.db
      .insert(jobRuns)
      .values([run('prune.busy', 45), run('prune.busy', 31), run('prune.busy', 29), run('prune.busy', 1), run('prune.idle', 60), run('prune.idle', 50)]);
    const deleted = await pruneOldJobRuns(database.db, at(JOB_RUNS_KEPT_DAYS));
    expect(deleted).toBe(3);
    const left = await database.db
      .select()
      .from(jobRuns)
      .where(sql`${jobRuns.job} like 'prune.%'`)
      .orderBy(asc(jobRuns.job), asc(jobRuns.periodStart));
    expect(left.map((r) => [r.job, Math.round((now.getTime() - r.periodStart.getTime()) / day)])).toEqual([
      ['prune.busy', 29],
      ['prune.busy', 1],
      ['prune.idle', 50],
    ]);
    expect(othersBefore.length).toBeGreaterThan(3);
    expect(
      await database.db
        .select()
        .from(jobRuns)
        .where(sql`${jobRuns.job} like 'test.%'`),
    ).toHaveLength(othersBefore.length);
  });
});

describe('the maintenance-expiry job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'false' });
  });
  afterAll(() => t.close());

  it('switches off a window whose end has passed, audited as the system', async () => {
    const admin = operatorClient(t, (await loginOperator(t)).token);
    const endAt = new Date(t.clock.now().getTime() + 90_000).toISOString();
    await admin.call(updateSettingsEndpoint, { params: { section: 'maintenance' }, body: { enabled: true, startAt: null, endAt, message: {} } });
    await t.jobs.tick();
    expect((await t.services.site.settingsOf(1, 'owner')).maintenance.enabled).toBe(true);
    t.clock.advance(120_000);
    await t.jobs.tick();
    expect((await t.services.site.settingsOf(1, 'owner')).maintenance.enabled).toBe(false);
    expect((await t.client().call(siteStatusEndpoint, { query: {} })).status).toBe(0);
    const audit = await t.services.audit.list(1, { page: 1, pageSize: 5, action: 'settings.maintenance.expired' });
    expect(audit.items[0]).toMatchObject({ operatorName: 'system', target: 'maintenance' });
    expect(await t.jobs.status()).toContainEqual(expect.objectContaining({ name: 'site.end-expired-maintenance', lastResult: { ended: 1 } }));
  });
});
