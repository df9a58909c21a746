// Rebate runs (docs/rebates.md, ADR 0035). A run computes a period's lines from member_turnover in one
// statement; released, it pays (automatic: kind rebate, house:bonuses → member:<id>:main, one ledger credit per
// member in batches) or accrues the lines for the member to claim. Every run of a period is compared with the
// period's earlier released runs, line by line (member and category), so a re-run pays only what grew and a
// period is never paid twice. Releases of one period are serialised by a lock on the period.
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay } from '@orbit/contracts/format';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { RebatePeriod, RebatesSettings } from '@orbit/contracts/rebates';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { Actor } from '../site/site.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { lockPeriod, merchantsWithTurnoverSince, settleLines, writeLines, type RunKeys } from './lines.repo.ts';
import { createPayout } from './payout.ts';
import { hasClosed, lastClosedPeriod, periodContaining, type PeriodDays } from './periods.ts';
import * as repo from './runs.repo.ts';
import type { RebateBonusPort } from './rebates.types.ts';
import { rebatesSettingsOf } from './settings.ts';

export interface RebateRunsDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  wallet: Pick<WalletService, 'creditMany'>;
  merchantById: (id: number) => Promise<ResolvedMerchant | undefined>;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Set by app.ts once the bonuses module exists; until then a rebate with a turnover multiple is paid as cash. */
  bonuses?: () => RebateBonusPort | undefined;
}

const keysOf = (run: repo.RunRow): RunKeys => ({
  runId: run.id,
  merchantId: run.merchantId,
  period: run.period,
  periodStart: run.periodStart,
  periodEnd: run.periodEnd,
});

export function createRebateRuns(deps: RebateRunsDeps) {
  const { database, clock, audit } = deps;
  const pay = createPayout(deps);

  const minPayoutOf = (merchant: ResolvedMerchant, settings: RebatesSettings) => {
    const parsed = parseAmount(settings.minPayout, exponentOf(merchant.currency));
    return parsed.ok ? parsed.minor : 0n;
  };

  /** Writes a new run of the period with its lines; `payable` is pending (a preview) or the released state. */
  async function makeRun(tx: Tx, merchant: ResolvedMerchant, period: PeriodDays, createdBy: Actor | null, payable: 'pending' | 'paid' | 'accrued') {
    const settings = rebatesSettingsOf(merchant);
    const minPayout = minPayoutOf(merchant, settings);
    await lockPeriod(tx, { merchantId: merchant.id, period: settings.period, periodStart: period.start });
    const now = clock.now();
    const released = payable !== 'pending';
    const run = await repo.insertRun(tx, {
      merchantId: merchant.id,
      period: settings.period,
      periodStart: period.start,
      periodEnd: period.end,
      state: released ? payable : 'previewed',
      basis: settings.basis,
      rateSource: settings.rateSource,
      payMode: settings.payMode,
      minPayout,
      turnoverMultiple: settings.turnoverMultiple,
      createdBy: createdBy?.operatorId ?? null,
      createdByName: createdBy?.operatorName ?? 'job',
      createdAt: now,
      releasedAt: released ? now : null,
    });
    // The VIP source falls back to the table until members have VIP levels (docs/rebates.md).
    const totals = await writeLines(tx, keysOf(run), {
      basis: settings.basis,
      agentRates: settings.rateSource === 'agent_tree',
      rates: settings.rates,
      minPayout,
      payable,
    });
    await repo.supersedeOpenRuns(tx, merchant.id, settings.period, period.start, run.id);
    const updated = await repo.updateRun(tx, run.id, totals);
    if (payable === 'paid') await pay(tx, merchant, updated);
    return updated;
  }

  const payableOf = (run: Pick<repo.RunRow, 'payMode'>) => (run.payMode === 'claim' ? 'accrued' : 'paid');

  async function locked(tx: Tx, merchant: ResolvedMerchant, id: number) {
    const run = await repo.lockRun(tx, merchant.id, id);
    if (!run) throw new ApiError('not_found', 'No such rebate run', { field: 'id' });
    return run;
  }

  return {
    /**
     * Previews the run of the closed period that contains the day: lines computed, nothing paid. Audited.
     * @throws rebate_period_open (the period has not closed yet in the merchant's zone)
     */
    async preview(merchant: ResolvedMerchant, day: string, actor: Actor) {
      const settings = rebatesSettingsOf(merchant);
      const period = periodContaining(settings.period, day);
      if (!hasClosed(period, clock.now(), merchant.timeZone))
        throw new ApiError('rebate_period_open', `The ${settings.period} period ${period.start}–${period.end} has not closed yet`, { field: 'day' });
      return database.db.transaction(async (tx) => {
        const run = await makeRun(tx, merchant, period, actor, 'pending');
        await audit.record(tx, { merchantId: merchant.id, actor, action: 'rebates.run.preview', target: String(run.id), detail: summaryOf(run) });
        return run;
      });
    },

    /** @throws not_found, invalid_state (only a previewed run is held) */
    async hold(merchant: ResolvedMerchant, id: number, actor: Actor) {
      return database.db.transaction(async (tx) => {
        const run = await locked(tx, merchant, id);
        if (run.state !== 'previewed') throw new ApiError('invalid_state', `A ${run.state} run cannot be held`);
        await repo.setLinesState(tx, run.id, 'pending', 'held');
        const held = await repo.updateRun(tx, run.id, { state: 'held' });
        await audit.record(tx, { merchantId: merchant.id, actor, action: 'rebates.run.hold', target: String(run.id), detail: summaryOf(held) });
        return held;
      });
    },

    /**
     * Pays or accrues a previewed or held run: each line's difference against the period's released runs.
     * @throws not_found, invalid_state (released or superseded already)
     */
    async release(merchant: ResolvedMerchant, id: number, actor: Actor) {
      return database.db.transaction(async (tx) => {
        const run = await locked(tx, merchant, id);
        if (run.state !== 'previewed' && run.state !== 'held') throw new ApiError('invalid_state', `A ${run.state} run cannot be released`);
        await lockPeriod(tx, keysOf(run));
        const payable = payableOf(run);
        const totals = await settleLines(tx, keysOf(run), { minPayout: run.minPayout, payable });
        const released = await repo.updateRun(tx, run.id, { ...totals, state: payable, releasedAt: clock.now() });
        if (payable === 'paid') await pay(tx, merchant, released);
        await audit.record(tx, { merchantId: merchant.id, actor, action: 'rebates.run.release', target: String(run.id), detail: summaryOf(released) });
        return released;
      });
    },

    /** A new preview of the run's period from today's turnover (released, it pays only the differences). @throws not_found */
    async rerun(merchant: ResolvedMerchant, id: number, actor: Actor) {
      return database.db.transaction(async (tx) => {
        const run = await locked(tx, merchant, id);
        const settings = rebatesSettingsOf(merchant);
        if (settings.period !== run.period) throw new ApiError('invalid_state', `The settings now run ${settings.period} periods; this run is ${run.period}`);
        const again = await makeRun(tx, merchant, { start: run.periodStart, end: run.periodEnd }, actor, 'pending');
        await audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'rebates.run.rerun',
          target: String(again.id),
          detail: { ...summaryOf(again), of: run.id },
        });
        return again;
      });
    },

    /**
     * The job: for each merchant with rebates on, the last closed period, once (a period an operator has
     * already run is left to the operator). Each merchant's run is one transaction.
     */
    async runDue() {
      const now = clock.now();
      // Nine days back covers every zone's last closed week (and yesterday).
      const since = zonedDay(new Date(now.getTime() - 9 * 86_400_000), 'UTC');
      const merchantIds = await merchantsWithTurnoverSince(database.db, since);
      const summary = { runs: 0, members: 0, failed: 0 };
      for (const merchantId of merchantIds) {
        const merchant = await deps.merchantById(merchantId);
        if (!merchant) continue;
        const settings = rebatesSettingsOf(merchant);
        if (!settings.enabled) continue;
        const period = lastClosedPeriod(settings.period, now, merchant.timeZone);
        try {
          const run = await database.db.transaction(async (tx) => {
            await lockPeriod(tx, { merchantId, period: settings.period, periodStart: period.start });
            if (await repo.periodHasRun(tx, merchantId, settings.period, period.start)) return undefined;
            return makeRun(tx, merchant, period, null, settings.payMode === 'claim' ? 'accrued' : 'paid');
          });
          if (run) {
            summary.runs += 1;
            summary.members += run.members;
          }
        } catch (error) {
          summary.failed += 1;
          deps.log.error({ err: error, merchantId, period }, 'rebate run failed for a merchant');
        }
      }
      return summary;
    },

    list: (merchant: ResolvedMerchant, page: number, pageSize: number) => repo.listRuns(database.db, merchant.id, page, pageSize),

    /** @throws not_found */
    async lines(merchant: ResolvedMerchant, id: number, page: number, pageSize: number) {
      const run = await repo.findRun(database.db, merchant.id, id);
      if (!run) throw new ApiError('not_found', 'No such rebate run', { field: 'id' });
      return { run, ...(await repo.listLines(database.db, id, page, pageSize)) };
    },
  };
}

export type RebateRuns = ReturnType<typeof createRebateRuns>;

function summaryOf(run: repo.RunRow) {
  return {
    period: run.period as RebatePeriod,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    state: run.state,
    members: run.members,
    lines: run.lines,
    owed: String(run.owed),
  };
}
