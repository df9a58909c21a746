// The wallet's console side (docs/wallet.md): a member's ledger with every posting, manual adjustments (audited
// with four-eyes from the merchant's four-eyes amount up: adjustments.ts), vendor transfers and their status checks, and the reconciliation report.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { TransactionKind } from '@orbit/contracts/wallet';
import type { Database } from '../../db/client.ts';
import { ledgerAccounts, ledgerPostings, ledgerTransactions } from '../../db/schema/wallet.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { Adjustments } from './adjustments.ts';
import { showAmount } from './money.ts';
import type { ReconciliationService } from './reconciliation.ts';
import type { WalletService } from './wallet.service.ts';

export function createFinanceConsole(deps: {
  database: Database;
  wallet: WalletService;
  reconciliation: ReconciliationService;
  members: MembersService['directory'];
  adjustments: Adjustments;
}) {
  const { database, wallet } = deps;
  const { db } = database;

  async function memberOrThrow(merchant: ResolvedMerchant, memberId: number) {
    const member = await deps.members.byId(merchant.id, memberId);
    if (!member) throw new ApiError('not_found', 'No such member', { field: 'memberId' });
    return member;
  }

  /** Every posting on the member's accounts, newest first, each with the other accounts of its transaction. */
  async function memberLedger(merchant: ResolvedMerchant, memberId: number, page: number, pageSize: number) {
    await memberOrThrow(merchant, memberId);
    const where = and(eq(ledgerAccounts.merchantId, merchant.id), eq(ledgerAccounts.memberId, memberId));
    const [rows, [total], accounts] = await Promise.all([
      db
        .select({
          postingId: ledgerPostings.id,
          transactionId: ledgerPostings.transactionId,
          at: ledgerPostings.createdAt,
          kind: ledgerTransactions.kind,
          account: ledgerAccounts.address,
          amount: ledgerPostings.amount,
          balanceAfter: ledgerPostings.balanceAfter,
          reference: ledgerTransactions.reference,
          note: ledgerTransactions.note,
          reverses: ledgerTransactions.reversesId,
        })
        .from(ledgerPostings)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerPostings.transactionId))
        .where(where)
        .orderBy(desc(ledgerPostings.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(ledgerPostings).innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId)).where(where),
      wallet.accountsOf(db, merchant.id, memberId),
    ]);
    const ids = [...new Set(rows.map((r) => r.transactionId))];
    const legs = ids.length
      ? await db
          .select({ transactionId: ledgerPostings.transactionId, address: ledgerAccounts.address })
          .from(ledgerPostings)
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
          .where(inArray(ledgerPostings.transactionId, ids))
      : [];
    return {
      items: rows.map((row) => ({
        postingId: row.postingId,
        transactionId: row.transactionId,
        at: row.at.toISOString(),
        kind: row.kind as TransactionKind,
        account: row.account,
        amount: showAmount(merchant, row.amount),
        balanceAfter: showAmount(merchant, row.balanceAfter),
        counterparts: legs.filter((l) => l.transactionId === row.transactionId && l.address !== row.account).map((l) => l.address),
        reference: row.reference,
        note: row.note,
        reverses: row.reverses,
      })),
      total: total?.n ?? 0,
      page,
      pageSize,
      accounts: accounts.filter((a) => a.currency === merchant.currency).map((a) => ({ address: a.address, balance: showAmount(merchant, a.balance) })),
    };
  }

  /** Vendor transfers of the merchant (pending first when asked), for finance to follow up. */
  async function transfers(merchant: ResolvedMerchant, query: { page: number; pageSize: number; status?: string; q?: string }) {
    let memberId: number | undefined;
    if (query.q) {
      const member = await deps.members.byUsername(merchant.id, query.q);
      if (!member) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
      memberId = member.id;
    }
    const { rows, total } = await wallet.transfers.list(merchant.id, { memberId, status: query.status }, query.page, query.pageSize);
    const names = await deps.members.usernamesOf(merchant.id, [...new Set(rows.map((r) => r.memberId))]);
    return { items: rows.map((row) => consoleTransfer(merchant, row, names.get(row.memberId) ?? '')), total, page: query.page, pageSize: query.pageSize };
  }

  /**
   * Asks the vendor for a pending transfer's outcome now.
   * @throws not_found
   */
  async function checkTransfer(merchant: ResolvedMerchant, id: number) {
    const row = await wallet.transfers.byId(id);
    if (row.merchantId !== merchant.id) throw new ApiError('not_found', 'No such transfer');
    const member = await memberOrThrow(merchant, row.memberId);
    const port = wallet.vendors.portOf(row.vendorCode);
    const after = port ? await wallet.transfers.recheck(id, member.username, port) : row;
    return consoleTransfer(merchant, after, member.username);
  }

  function consoleTransfer(merchant: ResolvedMerchant, row: Awaited<ReturnType<WalletService['transfers']['byId']>>, username: string) {
    return { ...wallet.transfers.toTransfer(merchant, row), memberId: row.memberId, username, attempts: row.attempts, lastError: row.lastError };
  }

  async function reconciliation(merchant: ResolvedMerchant, limit: number) {
    const runs = await deps.reconciliation.history(db, limit);
    const shown = runs.map((run) => deps.reconciliation.forMerchant(run, merchant.id));
    return { latest: shown[0] ?? null, history: shown };
  }

  async function runReconciliation(merchant: ResolvedMerchant) {
    const run = await db.transaction((tx) => deps.reconciliation.run(tx));
    return deps.reconciliation.forMerchant(run, merchant.id);
  }

  return { memberLedger, adjustments: deps.adjustments, transfers, checkTransfer, reconciliation, runReconciliation };
}
