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
/** The nightly pass reaches this far back, for late changes (a deposit approved days later, a late refund). */
export const WIDE_DAYS = 35;

export function createStatsRollup(deps: { database: Database; clock: Clock }) {
  /** One merchant's days [today − days + 1, today] in its time zone, in one transaction. */
  async function rollMerchant(merchant: { id: number; timeZone: string }, days: number): Promise<RollupCounts> {
    const now = deps.clock.now();
    const today = zonedDay(now, merchant.timeZone);
    const from = addDays(today, -(days - 1));
    return deps.database.db.transaction((tx) =>
      rollMerchantDays(tx, {
        merchantId: merchant.id,
        timeZone: merchant.timeZone,
        from,
        to: today,
        fromAt: zonedDayStart(from, merchant.timeZone),
        toAt: zonedDayStart(addDays(today, 1), merchant.timeZone),
        observedAt: now,
      }),
    );
  }

  /** Every merchant in turn; answers the totals for the job's record. */
  async function pass(days: number = RECENT_DAYS): Promise<{ merchants: number } & RollupCounts> {
    const totals = { merchants: 0, memberDays: 0, teamRows: 0 };
    for (const merchant of await listMerchantZones(deps.database.db)) {
      const counts = await rollMerchant(merchant, days);
      totals.merchants += 1;
      totals.memberDays += counts.memberDays;
      totals.teamRows += counts.teamRows;
    }
    return totals;
  }

  return { pass, rollMerchant };
}

export type StatsRollup = ReturnType<typeof createStatsRollup>;

/**
 * afterClaim: each merchant's pass opens its own transaction (a crash keeps the merchants already rolled and
 * the rest follow next minute), which cannot nest in the claim on embedded PGlite's single connection.
 * catchUp 'latest': a pass recomputes from the sources, so one pass after downtime catches up everything a
 * missed minute would have done; the backlog lands in the current hour of team_hourly_stats, as late play must.
 * The nightly pass is its own job so a missed midnight is still made up by the next one.
 */
export function statsRollupJobs(rollup: StatsRollup): JobDefinition[] {
  return [
    { name: 'agents.rollup-stats', periodSeconds: 60, catchUp: 'latest', mode: 'afterClaim', run: () => rollup.pass(RECENT_DAYS) },
    { name: 'agents.rollup-stats-wide', periodSeconds: 86_400, catchUp: 'latest', mode: 'afterClaim', run: () => rollup.pass(WIDE_DAYS) },
  ];
}
