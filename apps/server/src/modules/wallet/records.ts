// What members read back from the ledger: the postings of members in a scope with running balances (agents'
// team records; the member's own account record is member-records.ts),
// personal profit per category and vendor (personalProfit) and bonus details (bonusDetails). Dates are calendar days in
// the merchant's time zone.
import { and, count, desc, eq, gte, inArray, lt, notLike, sql, type SQL } from 'drizzle-orm';
import { zonedDay, zonedDayStart } from '@orbit/contracts/format';
import { TRANSACTION_KINDS, type AccountRecord, type RecordType, type TransactionKind } from '@orbit/contracts/wallet';
import { ApiError } from '@orbit/contracts/envelope';
import { CATEGORY_ORDER, type GameCategory } from '@orbit/contracts/games';
import { rowsOf, type Database } from '../../db/client.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { walletLabel } from './addresses.ts';
import { showAmount } from './money.ts';

const kindsOf = (type: RecordType) => (Object.entries(TRANSACTION_KINDS) as [TransactionKind, RecordType][]).filter(([, t]) => t === type).map(([k]) => k);
const BONUS_KINDS = kindsOf('bonus');
const DAY_MS = 86_400_000;
/** Rows follow the header's category order; a vendor outside the catalogue comes last. */
const categoryRank = (category: string) => {
  const rank = CATEGORY_ORDER.indexOf(category as GameCategory);
  return rank === -1 ? CATEGORY_ORDER.length : rank;
};

/**
 * Whose records a read covers: one member, or every member id a subquery yields (the agents module passes
 * its team subquery, so the wallet never reads the agents' tables itself).
 */
export type MemberScope = { memberId: number } | { memberIn: SQL };

/** A day range in the merchant's zone as instants [from, to); by default the last 30 days up to today. */
export function dayRange(merchant: ResolvedMerchant, now: Date, from?: string, to?: string) {
  const toDay = to ?? zonedDay(now, merchant.timeZone);
  const fromDay = from ?? zonedDay(new Date(zonedDayStart(toDay, merchant.timeZone).getTime() - 29 * DAY_MS), merchant.timeZone);
  if (fromDay > toDay) throw new ApiError('validation_failed', 'The start date is after the end date', { field: 'from' });
  const start = zonedDayStart(fromDay, merchant.timeZone);
  const end = zonedDayStart(zonedDay(new Date(zonedDayStart(toDay, merchant.timeZone).getTime() + 36 * 3_600_000), merchant.timeZone), merchant.timeZone);
  return { fromDay, toDay, start, end };
}

export function createRecords(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  /**
   * The account record of every member in a scope (one member, or a set such as an agent's team), each row
   * naming its member; the same filters and order as the member's own record.
   */
  async function movements(
    merchant: ResolvedMerchant,
    scope: MemberScope,
    query: { page: number; pageSize: number; type?: RecordType | undefined; from?: string | undefined; to?: string | undefined },
  ) {
    const range = query.from || query.to ? dayRange(merchant, deps.clock.now(), query.from, query.to) : undefined;
    const where = and(
      eq(ledgerAccounts.merchantId, merchant.id),
      'memberId' in scope ? eq(ledgerAccounts.memberId, scope.memberId) : sql`${ledgerAccounts.memberId} IN (${scope.memberIn})`,
      notLike(ledgerAccounts.address, 'member:%:transit:%'),
      query.type ? inArray(ledgerTransactions.kind, kindsOf(query.type)) : undefined,
      range ? gte(ledgerPostings.createdAt, range.start) : undefined,
      range ? lt(ledgerPostings.createdAt, range.end) : undefined,
    );
    const base = () =>
      db
        .select({
          postingId: ledgerPostings.id,
          transactionId: ledgerPostings.transactionId,
          memberId: ledgerAccounts.memberId,
          at: ledgerPostings.createdAt,
          kind: ledgerTransactions.kind,
          address: ledgerAccounts.address,
          amount: ledgerPostings.amount,
          balanceAfter: ledgerPostings.balanceAfter,
          reference: ledgerTransactions.reference,
          note: ledgerTransactions.note,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(where);
    const [rows, [total]] = await Promise.all([
      base()
        .orderBy(desc(ledgerPostings.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: count() })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(where),
    ]);
    const items: (AccountRecord & { memberId: number })[] = rows.map((row) => ({
      memberId: row.memberId ?? 0,
      transactionId: row.transactionId,
      at: row.at.toISOString(),
      type: TRANSACTION_KINDS[row.kind as TransactionKind] ?? 'adjustment',
      kind: row.kind as TransactionKind,
      amount: showAmount(merchant, row.amount),
      balanceAfter: showAmount(merchant, row.balanceAfter),
      wallet: walletLabel(row.address),
      reference: row.reference,
      note: row.note,
    }));
    return { items, total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
  }

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

  /** Bonuses, rebates and commissions credited to the member, newest first, with their sum over the range. */
  async function bonusDetails(merchant: ResolvedMerchant, memberId: number, query: { page: number; pageSize: number; from?: string; to?: string }) {
    const range = query.from || query.to ? dayRange(merchant, deps.clock.now(), query.from, query.to) : undefined;
    const where = and(
      eq(ledgerAccounts.merchantId, merchant.id),
      eq(ledgerAccounts.memberId, memberId),
      notLike(ledgerAccounts.address, 'member:%:transit:%'),
      // A bonus grant's own account is not cash: a grant shows here once it converts (docs/wallet.md, Bonus money).
      notLike(ledgerAccounts.address, 'member:%:bonus:%'),
      inArray(ledgerTransactions.kind, BONUS_KINDS),
      sql`${ledgerPostings.amount} > 0`,
      range ? gte(ledgerPostings.createdAt, range.start) : undefined,
      range ? lt(ledgerPostings.createdAt, range.end) : undefined,
    );
    const from = () =>
      db
        .select({
          transactionId: ledgerPostings.transactionId,
          at: ledgerPostings.createdAt,
          kind: ledgerTransactions.kind,
          amount: ledgerPostings.amount,
          note: ledgerTransactions.note,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(where);
    const [rows, [totals]] = await Promise.all([
      from()
        .orderBy(desc(ledgerPostings.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: count(), sum: sql<string | null>`sum(${ledgerPostings.amount})::text` })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(where),
    ]);
    return {
      items: rows.map((row) => ({
        transactionId: row.transactionId,
        at: row.at.toISOString(),
        kind: row.kind as TransactionKind,
        amount: showAmount(merchant, row.amount),
        note: row.note,
      })),
      total: totals?.n ?? 0,
      page: query.page,
      pageSize: query.pageSize,
      sum: showAmount(merchant, BigInt(totals?.sum ?? 0)),
    };
  }

  return { movements, personalProfit, bonusDetails };
}
