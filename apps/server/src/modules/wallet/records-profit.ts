// A member's personal profit (personalProfit): bets, wins and refunds per vendor over a day range, read from the
// postings on the member's accounts and grouped by the vendor's catalogue category. Split from records.ts.
import { sql } from 'drizzle-orm';
import { CATEGORY_ORDER, type GameCategory } from '@orbit/contracts/games';
import { rowsOf, type Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { dayRange } from './day-range.ts';
import { showAmount } from './money.ts';

/** Rows follow the header's category order; a vendor outside the catalogue comes last. */
const categoryRank = (category: string) => {
  const rank = CATEGORY_ORDER.indexOf(category as GameCategory);
  return rank === -1 ? CATEGORY_ORDER.length : rank;
};

export function createPersonalProfit(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  /** Bets, wins and refunds per vendor in a day range, from the postings on the member's accounts. */
  async function personalProfit(merchant: ResolvedMerchant, memberId: number, query: { from?: string; to?: string }) {
    const range = dayRange(merchant, deps.clock.now(), query.from, query.to);
    // Game transactions name their vendor in the reference as VENDOR:round (the seamless wallet); the sign of the
    // member's posting says which way the money went. The vendor's catalogue category groups the rows.
    const result = await db.execute(sql`
      WITH moves AS (
      SELECT split_part(coalesce(t.reference, ''), ':', 1) AS vendor, t.kind AS kind,
             sum(-p.amount) FILTER (WHERE t.kind = 'bet')::text AS bets,
             sum(p.amount) FILTER (WHERE t.kind = 'win')::text AS wins,
             sum(p.amount) FILTER (WHERE t.kind = 'refund')::text AS refunds,
             count(*) FILTER (WHERE t.kind = 'bet')::int AS rounds
      FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id
      JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.merchant_id = ${merchant.id} AND a.member_id = ${memberId} AND a.address NOT LIKE 'member:%:transit:%'
        AND t.kind IN ('bet', 'win', 'refund') AND p.created_at >= ${range.start.toISOString()}::timestamptz AND p.created_at < ${range.end.toISOString()}::timestamptz
      GROUP BY 1, 2)
      SELECT m.*, coalesce(vp.category, 'other') AS category
      FROM moves m
      LEFT JOIN vendors v ON v.merchant_id = ${merchant.id} AND v.code = m.vendor
      LEFT JOIN vendor_profiles vp ON vp.vendor_id = v.id`);
    const byVendor = new Map<string, { category: string; bets: bigint; wins: bigint; refunds: bigint; rounds: number }>();
    type Row = { vendor: string; category: string; bets: string | null; wins: string | null; refunds: string | null; rounds: number };
    for (const row of rowsOf<Row>(result)) {
      const entry = byVendor.get(row.vendor) ?? { category: row.category, bets: 0n, wins: 0n, refunds: 0n, rounds: 0 };
      entry.bets += BigInt(row.bets ?? 0);
      entry.wins += BigInt(row.wins ?? 0);
      entry.refunds += BigInt(row.refunds ?? 0);
      entry.rounds += Number(row.rounds);
      byVendor.set(row.vendor, entry);
    }
    const shape = (e: { bets: bigint; wins: bigint; refunds: bigint; rounds: number }) => ({
      bets: showAmount(merchant, e.bets),
      wins: showAmount(merchant, e.wins),
      refunds: showAmount(merchant, e.refunds),
      profit: showAmount(merchant, e.wins + e.refunds - e.bets),
      rounds: e.rounds,
    });
    const total = { bets: 0n, wins: 0n, refunds: 0n, rounds: 0 };
    for (const e of byVendor.values()) {
      total.bets += e.bets;
      total.wins += e.wins;
      total.refunds += e.refunds;
      total.rounds += e.rounds;
    }
    return {
      rows: [...byVendor]
        .sort(([a, x], [b, y]) => categoryRank(x.category) - categoryRank(y.category) || a.localeCompare(b))
        .map(([vendorCode, e]) => ({ vendorCode: vendorCode || 'OTHER', category: e.category, ...shape(e) })),
      total: shape(total),
      from: range.fromDay,
      to: range.toDay,
    };
  }
  return { personalProfit };
}
