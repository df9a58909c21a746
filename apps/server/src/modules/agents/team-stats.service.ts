// The agent centre's team overview and user loss (contracts/agents.ts), read from the rollup's tables
// (stats-rollup.ts): figures for a range of days in the merchant's time zone, within a minute of live.
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import { addDays } from './stats.repo.ts';
import * as repo from './team-stats.repo.ts';
import type { AgentTree } from './tree.ts';

/** The longest range one report covers, as finance's reports. */
export const MAX_RANGE_DAYS = 92;

export type OverviewRange = 'today' | 'yesterday' | 'week' | 'month' | 'custom';

export interface TeamStatsDeps {
  database: Database;
  clock: Clock;
  tree: AgentTree;
  members: MembersService['directory'];
}

function mondayOf(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A custom range's days, checked.
 * @throws validation_failed (field from/to: missing, to before from, longer than MAX_RANGE_DAYS)
 */
function customRange(from: string | undefined, to: string | undefined, today: string): { from: string; to: string } {
  const start = from ?? to ?? today;
  const end = to ?? from ?? today;
  if (Number.isNaN(Date.parse(`${start}T00:00:00Z`))) throw new ApiError('validation_failed', 'Not a date', { field: 'from' });
  if (Number.isNaN(Date.parse(`${end}T00:00:00Z`))) throw new ApiError('validation_failed', 'Not a date', { field: 'to' });
  if (end < start) throw new ApiError('validation_failed', 'The last day must not be before the first', { field: 'to' });
  if (daysBetween(start, end) + 1 > MAX_RANGE_DAYS) throw new ApiError('validation_failed', `A range covers at most ${MAX_RANGE_DAYS} days`, { field: 'to' });
  return { from: start, to: end };
}

export function createTeamStats(deps: TeamStatsDeps) {
  const { db } = deps.database;

  /** @throws error_not_agent, validation_failed (custom range) */
  async function overview(merchant: ResolvedMerchant, memberId: number, query: { range: OverviewRange; from?: string | undefined; to?: string | undefined }) {
    const agent = await deps.tree.requireAgent(merchant, memberId);
    const tz = merchant.timeZone;
    const now = deps.clock.now();
    const today = zonedDay(now, tz);
    const { from, to } =
      query.range === 'today'
        ? { from: today, to: today }
        : query.range === 'yesterday'
          ? { from: addDays(today, -1), to: addDays(today, -1) }
          : query.range === 'week'
            ? { from: mondayOf(today), to: today }
            : query.range === 'month'
              ? { from: `${today.slice(0, 8)}01`, to: today }
              : customRange(query.from, query.to, today);
    const start = zonedDayStart(from, tz);
    const end = zonedDayStart(addDays(to, 1), tz);

    const [days, members, commission, periodActive] = await Promise.all([
      repo.teamDays(db, agent.id, from, to),
      repo.teamSizeAt(db, merchant.id, agent.id, end, now),
      repo.commissionPaid(db, merchant.id, agent.id, start, end),
      // Active players cannot be summed over days: a day reads its own figure, a week or month the distinct
      // count the rollup keeps, and a custom range counts distinct members over the member days (slower).
      query.range === 'week'
        ? repo.periodActive(db, agent.id, 'W', from)
        : query.range === 'month'
          ? repo.periodActive(db, agent.id, 'M', from)
          : query.range === 'custom' && from !== to
            ? repo.distinctActive(db, merchant.id, agent.id, from, to)
            : undefined,
    ]);

    const byDay = new Map(days.map((d) => [d.day, d]));
    const total = { newMembers: 0, firstDepositors: 0, bets: 0, depositCount: 0, withdrawalCount: 0, turnover: 0n, wins: 0n, deposits: 0n, withdrawals: 0n };
    for (const d of days) {
      total.newMembers += d.newMembers;
      total.firstDepositors += d.firstDepositors;
      total.bets += Number(d.bets);
      total.depositCount += d.depositCount;
      total.withdrawalCount += d.withdrawalCount;
      total.turnover += BigInt(d.turnover);
      total.wins += BigInt(d.wins);
      total.deposits += BigInt(d.deposits);
      total.withdrawals += BigInt(d.withdrawals);
    }
    const show = (minor: bigint) => showAmount(merchant, minor);
    const series = [];
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const d = byDay.get(day);
      series.push({
        day,
        newMembers: d?.newMembers ?? 0,
        activePlayers: d?.activePlayers ?? 0,
        deposits: show(BigInt(d?.deposits ?? 0)),
        withdrawals: show(BigInt(d?.withdrawals ?? 0)),
        validTurnover: show(BigInt(d?.turnover ?? 0)),
        winLoss: show(BigInt(d?.wins ?? 0) - BigInt(d?.turnover ?? 0)),
      });
    }
    return {
      from,
      to,
      figures: {
        members,
        newMembers: total.newMembers,
        firstDepositors: total.firstDepositors,
        activePlayers: periodActive ?? byDay.get(from)?.activePlayers ?? 0,
        deposits: show(total.deposits),
        depositCount: total.depositCount,
        withdrawals: show(total.withdrawals),
        withdrawalCount: total.withdrawalCount,
        bets: total.bets,
        validTurnover: show(total.turnover),
        winLoss: show(total.wins - total.turnover),
        commission: show(commission),
      },
      series,
    };
  }

  /**
   * @throws error_not_agent, agent_not_in_team (the username names no one in the team), validation_failed
   */
  async function userLoss(
    merchant: ResolvedMerchant,
    memberId: number,
    body: { from?: string | undefined; to?: string | undefined; username?: string | undefined; page: number; pageSize: number },
  ) {
    const agent = await deps.tree.requireAgent(merchant, memberId);
    const { from, to } = customRange(body.from, body.to, zonedDay(deps.clock.now(), merchant.timeZone));
    let only: number | undefined;
    if (body.username) {
      const target = await deps.members.byUsername(merchant.id, body.username);
      // Someone unknown is answered as someone outside the team: the reply tells nothing of other accounts.
      if (!target) throw new ApiError('agent_not_in_team', 'This member is not in your team');
      await deps.tree.requireInTeam(db, merchant.id, agent.id, target.id);
      only = target.id;
    }
    const found = await repo.memberLosses(db, {
      merchantId: merchant.id,
      agentId: agent.id,
      from,
      to,
      memberId: only,
      offset: (body.page - 1) * body.pageSize,
      limit: body.pageSize,
    });
    const show = (minor: bigint) => showAmount(merchant, minor);
    const figures = (r: { bets: number; turnover: string; wins: string; deposits: string; withdrawals: string }) => ({
      bets: r.bets,
      validTurnover: show(BigInt(r.turnover)),
      wins: show(BigInt(r.wins)),
      winLoss: show(BigInt(r.wins) - BigInt(r.turnover)),
      deposits: show(BigInt(r.deposits)),
      withdrawals: show(BigInt(r.withdrawals)),
    });
    return {
      items: found.rows.map((r) => ({ memberId: r.memberId, username: r.username, depth: r.depth, ...figures(r) })),
      total: found.total,
      page: body.page,
      pageSize: body.pageSize,
      totals: figures(found.totals),
    };
  }

  return { overview, userLoss };
}

export type TeamStats = ReturnType<typeof createTeamStats>;
