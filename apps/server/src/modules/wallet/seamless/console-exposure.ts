// Players' exposure for the console (docs/seamless-wallet.md): per member over days in the merchant's zone, what they
// staked and won at the seamless vendors and their net (wins − stakes: what the house owes its exposure to),
// biggest winners first. Counted as the GGR report counts (ggr.ts): by the transactions' own time, a refunded
// bet neither a stake nor a win, so the members' nets add up to minus the period's GGR.
import { sql } from 'drizzle-orm';
import { consoleExposureEndpoint, type ExposureRow } from '@orbit/contracts/console-rounds';
import { rowsOf, type Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { showAmount } from '../money.ts';
import { dayRange } from '../day-range.ts';

interface Row {
  member_id: number;
  username: string;
  rounds: string;
  stakes: string;
  wins: string;
  biggest_win: string;
  open_stakes: string;
  total: string;
}

export interface ExposureQuery {
  page: number;
  pageSize: number;
  from?: string | undefined;
  to?: string | undefined;
  vendorCode?: string | undefined;
}

export function createExposureReport(deps: { database: Database; clock: Clock }) {
  /** @throws validation_failed (from after to) */
  async function report(merchant: ResolvedMerchant, query: ExposureQuery) {
    const range = dayRange(merchant, deps.clock.now(), query.from, query.to);
    const vendor = query.vendorCode
      ? sql`AND st.vendor_id IN (SELECT id FROM vendors WHERE merchant_id = ${merchant.id} AND code = ${query.vendorCode})`
      : sql``;
    const result = await deps.database.db.execute(sql`
      WITH per_round AS (
        SELECT st.member_id, st.vendor_id, st.round_id,
          coalesce(sum(st.amount) FILTER (WHERE st.kind = 'debit' AND st.status = 'applied'), 0) AS stake,
          coalesce(sum(st.amount) FILTER (WHERE st.kind = 'credit' AND st.status = 'applied'), 0) AS win,
          bool_or(st.kind = 'debit' AND st.status = 'applied') AS bet
        FROM seamless_transactions st
        WHERE st.merchant_id = ${merchant.id} ${vendor}
          AND st.created_at >= ${range.start.toISOString()}::timestamptz AND st.created_at < ${range.end.toISOString()}::timestamptz
        GROUP BY st.member_id, st.vendor_id, st.round_id
      ), per_member AS (
        SELECT member_id, count(*) FILTER (WHERE bet) AS rounds, sum(stake) AS stakes, sum(win) AS wins, max(win) AS biggest_win
        FROM per_round GROUP BY member_id
      ), open_now AS (
        -- Stakes still at risk whenever they were placed: a bet taken, no win and no refund yet.
        SELECT o.member_id, sum(o.stake) AS open_stakes FROM (
          SELECT st.member_id, coalesce(sum(st.amount) FILTER (WHERE st.kind = 'debit' AND st.status = 'applied'), 0) AS stake
          FROM seamless_transactions st
          WHERE st.merchant_id = ${merchant.id} ${vendor} AND st.member_id IN (SELECT member_id FROM per_member)
          GROUP BY st.member_id, st.vendor_id, st.round_id
          HAVING bool_or(st.kind = 'debit' AND st.status = 'applied') AND NOT bool_or(st.kind = 'credit')
        ) o GROUP BY o.member_id
      ), page AS (
        SELECT pm.member_id, m.username, pm.rounds, pm.stakes, pm.wins, pm.biggest_win, coalesce(o.open_stakes, 0) AS open_stakes,
          pm.wins - pm.stakes AS net, m.username_key
        FROM per_member pm
        JOIN members m ON m.id = pm.member_id
        LEFT JOIN open_now o ON o.member_id = pm.member_id
        ORDER BY pm.wins - pm.stakes DESC, m.username_key
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
      )
      -- The count comes back even for a page past the end, so the pager still knows how many there are.
      SELECT (SELECT count(*) FROM per_member) AS total, p.* FROM (SELECT 1) one LEFT JOIN page p ON TRUE
      ORDER BY p.net DESC, p.username_key`);
    const all = rowsOf<Row>(result);
    const rows = all.filter((row) => row.member_id !== null);
    const money = (minor: bigint) => showAmount(merchant, minor);
    const items: ExposureRow[] = rows.map((row) => ({
      memberId: Number(row.member_id),
      username: row.username,
      rounds: Number(row.rounds),
      stakes: money(BigInt(row.stakes)),
      wins: money(BigInt(row.wins)),
      net: money(BigInt(row.wins) - BigInt(row.stakes)),
      biggestWin: money(BigInt(row.biggest_win)),
      openStakes: money(BigInt(row.open_stakes)),
    }));
    return { items, total: Number(all[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  return { report };
}

export function registerExposureRoutes(kit: RouteKit, deps: { exposure: ReturnType<typeof createExposureReport> }) {
  kit.route(consoleExposureEndpoint, ({ merchant, query }) => deps.exposure.report(merchant, query));
}
