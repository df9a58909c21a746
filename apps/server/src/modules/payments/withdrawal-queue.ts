// The console's withdrawal queue (finance): withdrawals newest first, found by order number or by a member's
// username, each shown with its payee name and the operators who decided it. Split from withdrawal-review.ts,
// whose decisions answer the withdrawal as this file shows it.
import type { WithdrawalQueueFilter } from '@orbit/contracts/payments';
import type { Database } from '../../db/client.ts';
import type { Payees } from '../members/payees.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { OperatorNames } from './withdrawal-review.ts';
import { toConsoleRow } from './withdrawal-view.ts';
import * as repo from './withdrawals.repo.ts';

export function createWithdrawalQueue(deps: { database: Database; payees: Payees; operatorNames: OperatorNames }) {
  const { database, payees } = deps;
  const db = database.db;

  async function rowsOut(merchant: ResolvedMerchant, rows: repo.WithdrawalRow[]) {
    const [names, operators] = await Promise.all([
      payees.payeesOf(
        merchant.id,
        rows.map((row) => row.memberId),
      ),
      deps.operatorNames(merchant.id),
    ]);
    return rows.map((row) => toConsoleRow(merchant, row, names.get(row.memberId), operators));
  }

  async function rowOut(merchant: ResolvedMerchant, row: repo.WithdrawalRow) {
    const [out] = await rowsOut(merchant, [row]);
    if (!out) throw new Error('withdrawal row not shaped');
    return out;
  }

  /** The queue, newest first; `q` is an order number or a member's username. */
  async function list(
    merchant: ResolvedMerchant,
    query: { page: number; pageSize: number; status?: WithdrawalQueueFilter | undefined; q?: string | undefined },
  ) {
    const q = query.q?.trim();
    const byOrder = q !== undefined && /^W\d{8}-\d+$/i.test(q);
    const memberId = q && !byOrder ? await payees.idByUsername(merchant.id, q) : undefined;
    if (q && !byOrder && memberId === undefined) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const { rows, total } = await repo.page(
      db,
      merchant.id,
      { status: query.status, memberId, orderNo: byOrder ? q.toUpperCase() : undefined },
      query.page,
      query.pageSize,
    );
    return { items: await rowsOut(merchant, rows), total, page: query.page, pageSize: query.pageSize };
  }

  return { rowOut, list };
}
