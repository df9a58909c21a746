// What members read back from the ledger: the postings of members in a scope with running balances (agents'
// team records; the member's own account record is member-records.ts),
// personal profit per category and vendor (personalProfit) and bonus details (bonusDetails). Dates are calendar days in
// the merchant's time zone.// Personal profit is records-profit.ts; the day ranges are day-range.ts.
import { and, count, desc, eq, gte, inArray, lt, notLike, sql, type SQL } from 'drizzle-orm';
import { TRANSACTION_KINDS, type AccountRecord, type RecordType, type TransactionKind } from '@orbit/contracts/wallet';
import type { Database } from '../../db/client.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { walletLabel } from './addresses.ts';
import { dayRange } from './day-range.ts';
import { showAmount } from './money.ts';
import { createPersonalProfit } from './records-profit.ts';

const kindsOf = (type: RecordType) => (Object.entries(TRANSACTION_KINDS) as [TransactionKind, RecordType][]).filter(([, t]) => t === type).map(([k]) => k);
const BONUS_KINDS = kindsOf('bonus');

/**
 * Whose records a read covers: one member, or every member id a subquery yields (the agents module passes
 * its team subquery, so the wallet never reads the agents' tables itself).
 */
export type MemberScope = { memberId: number } | { memberIn: SQL };

export function createRecords(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;
  const { personalProfit } = createPersonalProfit(deps);

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
