// The agents' stats rollup (ADR 0019): member_daily_stats and member_category_stats are recomputed from the
// sources for recent days, and what changed since the last pass (fresh minus the stored snapshot) is added to
// every ancestor's team rows. Everything is set-based SQL (stats.repo.ts) so a pass costs a few statements per
// merchant whatever the team sizes; one transaction per merchant keeps the snapshot and the team rows in step.
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { Database } from '../../db/client.ts';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { Clock } from '../../lib/clock.ts';
import { addDays, listMerchantZones, rollMerchantDays, type RollupCounts } from './stats.repo.ts';

/** The minute-by-minute pass: today and yesterday (a bet settled after midnight still changes yesterday). */
export const RECENT_DAYS = 2;
/**
 * Late changes (a deposit approved days later, a late refund) are looked for this far back: each minute's
 * pass also recomputes one older day in turn, so every day of the last WIDE_DAYS is seen again every
 * WIDE_DAYS − RECENT_DAYS minutes. A day at a time keeps each minute's work small; one nightly pass over 35
 * days took 45–110 s at 100,000 members (bench:agents), stalling the process's other jobs and holding the
 * merchant's lock all that time. pass(WIDE_DAYS) stays for a backfill.
 */
export const WIDE_DAYS = 35;

/** How many days back the pass starting at `at` sweeps: RECENT_DAYS … WIDE_DAYS − 1, one per minute in turn. */
export function sweptDayBack(at: Date): number {
  return RECENT_DAYS + (Math.floor(at.getTime() / 60_000) % (WIDE_DAYS - RECENT_DAYS));
}

export function createStatsRollup(deps: { database: Database; clock: Clock }) {
  /** One merchant's `days` days ending `back` days before today (in its time zone), in one transaction. */
  async function rollMerchant(merchant: { id: number; timeZone: string }, days: number, back = 0): Promise<RollupCounts> {
    const now = deps.clock.now();
    const to = addDays(zonedDay(now, merchant.timeZone), -back);
    const from = addDays(to, -(days - 1));
    return deps.database.db.transaction((tx) =>
      rollMerchantDays(tx, {
        merchantId: merchant.id,
        timeZone: merchant.timeZone,
        from,
        to,
        fromAt: zonedDayStart(from, merchant.timeZone),
        toAt: zonedDayStart(addDays(to, 1), merchant.timeZone),
        observedAt: now,
      }),
    );
  }

  /** Every merchant in turn; answers the totals for the job's record. */
  async function pass(days: number = RECENT_DAYS, back = 0): Promise<{ merchants: number } & RollupCounts> {
    const totals = { merchants: 0, memberDays: 0, teamRows: 0 };
    for (const merchant of await listMerchantZones(deps.database.db)) {
      const counts = await rollMerchant(merchant, days, back);
      totals.merchants += 1;
      totals.memberDays += counts.memberDays;
      totals.teamRows += counts.teamRows;
    }
    return totals;
  }

  /** What the job runs each minute: the recent days, then one older day in turn. */
  async function minutePass(at: Date) {
    const recent = await pass(RECENT_DAYS);
    const back = sweptDayBack(at);
    const older = await pass(1, back);
    return { ...recent, sweptDayBack: back, sweptMemberDays: older.memberDays };
  }

  return { pass, minutePass, rollMerchant };
}

export type StatsRollup = ReturnType<typeof createStatsRollup>;

/**
 * afterClaim: each merchant's pass opens its own transaction (a crash keeps the merchants already rolled and
 * the rest follow next minute), which cannot nest in the claim on embedded PGlite's single connection.
 * catchUp 'latest': a pass recomputes from the sources, so one pass after downtime catches up everything a
 * missed minute would have done; the backlog lands in the current hour of team_hourly_stats, as late play must.
 */
export function statsRollupJobs(rollup: StatsRollup): JobDefinition[] {
  return [{ name: 'agents.rollup-stats', periodSeconds: 60, catchUp: 'latest', mode: 'afterClaim', run: (_db, period) => rollup.minutePass(period.start) }];
}
