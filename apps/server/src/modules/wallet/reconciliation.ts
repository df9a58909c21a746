// The reconciliation (docs/wallet.md): proves from the postings alone that every account's stored balance is the
// sum of its postings, that every transaction sums to zero, and that all money of a currency sums to zero
// (what the house paid out is what members hold). It also counts vendor transfers pending too long.
// Runs hourly as a job and on demand from the console; a failed run is logged as an error and shown as an
// alert in the console.
import { desc, sql } from 'drizzle-orm';
import type { Reconciliation } from '@orbit/contracts/console-finance';
import { formatMinor, exponentOf } from '@orbit/contracts/money';
import { rowsOf, type Tx } from '../../db/client.ts';
import { reconciliationRuns } from '../../db/schema/wallet.ts';
import type { Clock } from '../../lib/clock.ts';

/** A pending transfer older than this counts as stuck (the status checks should have settled it). */
const STUCK_AFTER_MS = 15 * 60_000;
/** Findings kept per run: enough to act on, small enough to show. */
const MAX_FINDINGS = 200;

interface Findings {
  mismatchedAccounts: { merchantId: number; address: string; currency: string; balance: string; postings: string }[];
  unbalancedTransactions: { merchantId: number; transactionId: number; currency: string; sum: string }[];
  unbalancedCurrencies: { merchantId: number; currency: string; sum: string }[];
  stuckTransfers: { merchantId: number; count: number }[];
}

export type ReconciliationRun = typeof reconciliationRuns.$inferSelect;

export function createReconciliation(deps: { clock: Clock; log: { error(obj: object, msg: string): void } }) {
  /** Checks the whole ledger inside `tx` and stores the run. */
  async function run(tx: Tx): Promise<ReconciliationRun> {
    const startedAt = deps.clock.now();
    const money = (currency: string, value: string) => formatMinor(BigInt(value), exponentOf(currency));
    const mismatched = rowsOf<{ merchant_id: number; address: string; currency: string; balance: string; postings: string }>(
      await tx.execute(sql`
        SELECT a.merchant_id, a.address, a.currency, a.balance::text AS balance, coalesce(s.total, 0)::text AS postings
        FROM ledger_accounts a
        LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_postings GROUP BY account_id) s ON s.account_id = a.id
        WHERE a.balance <> coalesce(s.total, 0)
        LIMIT ${MAX_FINDINGS}`),
    );
    const unbalanced = rowsOf<{ merchant_id: number; transaction_id: string; currency: string; sum: string }>(
      await tx.execute(sql`
        SELECT merchant_id, transaction_id::text, currency, sum(amount)::text AS sum
        FROM ledger_postings GROUP BY merchant_id, transaction_id, currency HAVING sum(amount) <> 0
        LIMIT ${MAX_FINDINGS}`),
    );
    const currencies = rowsOf<{ merchant_id: number; currency: string; sum: string }>(
      await tx.execute(
        sql`SELECT merchant_id, currency, sum(balance)::text AS sum FROM ledger_accounts GROUP BY merchant_id, currency HAVING sum(balance) <> 0`,
      ),
    );
    const stuck = rowsOf<{ merchant_id: number; count: number }>(
      await tx.execute(sql`
        SELECT merchant_id, count(*)::int AS count FROM vendor_transfers
        WHERE status = 'pending' AND created_at < ${new Date(startedAt.getTime() - STUCK_AFTER_MS).toISOString()}::timestamptz
        GROUP BY merchant_id`),
    );
    const counts = rowsOf<{ accounts: number; transactions: number }>(
      await tx.execute(sql`SELECT (SELECT count(*)::int FROM ledger_accounts) AS accounts, (SELECT count(*)::int FROM ledger_transactions) AS transactions`),
    )[0];
    const findings: Findings = {
      mismatchedAccounts: mismatched.map((r) => ({
        merchantId: r.merchant_id,
        address: r.address,
        currency: r.currency,
        balance: money(r.currency, r.balance),
        postings: money(r.currency, r.postings),
      })),
      unbalancedTransactions: unbalanced.map((r) => ({
        merchantId: r.merchant_id,
        transactionId: Number(r.transaction_id),
        currency: r.currency,
        sum: money(r.currency, r.sum),
      })),
      unbalancedCurrencies: currencies.map((r) => ({ merchantId: r.merchant_id, currency: r.currency, sum: money(r.currency, r.sum) })),
      stuckTransfers: stuck.map((r) => ({ merchantId: r.merchant_id, count: r.count })),
    };
    const ok = findings.mismatchedAccounts.length + findings.unbalancedTransactions.length + findings.unbalancedCurrencies.length === 0;
    const [stored] = await tx
      .insert(reconciliationRuns)
      .values({
        ok,
        startedAt,
        finishedAt: deps.clock.now(),
        accountsChecked: counts?.accounts ?? 0,
        transactionsChecked: counts?.transactions ?? 0,
        findings,
      })
      .returning();
    if (!ok) deps.log.error({ reconciliation: stored?.id, findings }, 'RECONCILIATION FAILED: the ledger does not add up');
    if (!stored) throw new Error('reconciliation run not stored');
    return stored;
  }

  /** The latest runs, newest first. */
  async function history(tx: Tx, limit: number): Promise<ReconciliationRun[]> {
    return tx.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(limit);
  }

  /** A run as one merchant's console sees it: only its own findings, ok when it has none. */
  function forMerchant(run: ReconciliationRun, merchantId: number): Reconciliation {
    const findings = run.findings as Findings;
    const mine = <T extends { merchantId: number }>(items: T[] | undefined) => (items ?? []).filter((item) => item.merchantId === merchantId);
    const mismatchedAccounts = mine(findings.mismatchedAccounts).map(({ address, currency, balance, postings }) => ({ address, currency, balance, postings }));
    const unbalancedTransactions = mine(findings.unbalancedTransactions).map(({ transactionId, currency, sum }) => ({ transactionId, currency, sum }));
    // A currency whose accounts do not sum to zero shows as an unbalanced "transaction 0" line.
    const currencyLines = mine(findings.unbalancedCurrencies).map(({ currency, sum }) => ({ transactionId: 0, currency, sum }));
    return {
      id: run.id,
      ok: mismatchedAccounts.length + unbalancedTransactions.length + currencyLines.length === 0,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt.toISOString(),
      accountsChecked: run.accountsChecked,
      transactionsChecked: run.transactionsChecked,
      mismatchedAccounts,
      unbalancedTransactions: [...unbalancedTransactions, ...currencyLines],
      stuckTransfers: mine(findings.stuckTransfers).reduce((n, s) => n + s.count, 0),
    };
  }

  return { run, history, forMerchant };
}

export type ReconciliationService = ReturnType<typeof createReconciliation>;
