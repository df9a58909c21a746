// Finance's side of deposits (console deposit queue): approve (two different operators from the four-eyes
// amount up; the last approval credits the wallet) and reject with a reason. Each step locks the row, changes
// it only from the status it starts from, moves the money and writes its audit record in one transaction,
// so two operators racing can never credit a deposit twice.
import { ApiError } from '@orbit/contracts/envelope';
import type { DepositStatus } from '@orbit/contracts/payments';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { noPaymentMessages, type PaymentMessages } from './account-messages.ts';
import { creditDeposit, type DepositCreditedListener } from './deposit-credit.ts';
import { approvalsNeeded, approvalsOf, toConsoleDeposit } from './deposit-view.ts';
import * as repo from './deposits.repo.ts';

export interface MemberNames {
  usernamesOf(merchantId: number, ids: number[]): Promise<Map<number, string>>;
  byUsername(merchantId: number, username: string): Promise<{ id: number } | undefined>;
}

export type DepositReview = ReturnType<typeof createDepositReview>;

export function createDepositReview(deps: {
  database: Database;
  clock: Clock;
  wallet: Pick<WalletService, 'move'>;
  audit: AuditSink;
  members: MemberNames;
  operatorNames(merchantId: number): Promise<ReadonlyMap<number, string>>;
  messages?: PaymentMessages;
  /** Other modules told of each credited deposit (payments.module.ts onDepositCredited). */
  creditedListeners?: readonly DepositCreditedListener[];
}) {
  const { database, clock, wallet, audit } = deps;
  const messages = deps.messages ?? noPaymentMessages;
  const db = database.db;

  async function rowsOut(merchant: ResolvedMerchant, rows: repo.DepositRow[]) {
    const [names, operators] = await Promise.all([
      deps.members.usernamesOf(merchant.id, [...new Set(rows.map((r) => r.memberId))]),
      deps.operatorNames(merchant.id),
    ]);
    return rows.map((row) => toConsoleDeposit(merchant, row, names.get(row.memberId), operators));
  }

  async function rowOut(merchant: ResolvedMerchant, row: repo.DepositRow) {
    const [out] = await rowsOut(merchant, [row]);
    if (!out) throw new Error('deposit row not shaped');
    return out;
  }

  /** The queue, newest first; `q` is an order number or a member's username. */
  async function list(
    merchant: ResolvedMerchant,
    query: { page: number; pageSize: number; status?: DepositStatus | undefined; kind?: repo.DepositKind | undefined; q?: string | undefined },
  ) {
    const q = query.q?.trim();
    const byOrder = q !== undefined && /^D\d{8}-\d+$/i.test(q);
    const member = q && !byOrder ? await deps.members.byUsername(merchant.id, q) : undefined;
    if (q && !byOrder && !member) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
    const filter = { status: query.status, kind: query.kind, memberId: member?.id, orderNo: byOrder ? q.toUpperCase() : undefined };
    const { rows, total } = await repo.page(db, merchant.id, filter, query.page, query.pageSize);
    return { items: await rowsOut(merchant, rows), total, page: query.page, pageSize: query.pageSize };
  }

  async function lockOrThrow(tx: Tx, merchant: ResolvedMerchant, id: number) {
    const row = await repo.findById(tx, merchant.id, id, { lock: true });
    if (!row) throw new ApiError('not_found', 'No such deposit', { field: 'id' });
    return row;
  }

  const notPending = (status: string, what: string) => new ApiError('invalid_state', `This deposit is ${status}: it cannot be ${what}`);

  async function record(tx: Tx, merchant: ResolvedMerchant, operator: AuthenticatedOperator, ip: string, action: string, row: repo.DepositRow, detail: object) {
    await audit.record(tx, {
      merchantId: merchant.id,
      actor: { operatorId: operator.id, operatorName: operator.username, ip },
      action,
      target: row.orderNo,
      detail: { memberId: row.memberId, amount: showAmount(merchant, row.amount), method: row.methodName, ...detail },
    });
  }

  /**
   * Adds the operator's approval; once the deposit has as many as its amount needs it is approved and the
   * member's wallet is credited (amount − fee).
   * @throws not_found, invalid_state (not pending), second_approver_required (this operator approved it already)
   */
  async function approve(merchant: ResolvedMerchant, operator: AuthenticatedOperator, id: number, ip: string) {
    const row = await db.transaction(async (tx) => {
      const current = await lockOrThrow(tx, merchant, id);
      if (current.status !== 'pending') throw notPending(current.status, 'approved');
      const approvals = approvalsOf(current);
      if (approvals.some((approval) => approval.operatorId === operator.id))
        throw new ApiError('second_approver_required', 'You approved this deposit already: a second, different operator must approve it');
      const now = clock.now();
      const next = [...approvals, { operatorId: operator.id, operator: operator.username, at: now.toISOString() }];
      const needed = approvalsNeeded(merchant, current.amount);
      const done = next.length >= needed;
      const moved = await repo.transition(tx, merchant.id, id, ['pending'], {
        approvals: next,
        ...(done ? { status: 'approved', decidedBy: operator.id, decidedAt: now } : {}),
      });
      if (!moved) throw notPending(current.status, 'approved');
      if (done) {
        moved.ledgerTransactionId = await creditDeposit(tx, wallet, { merchant, row: moved, operatorId: operator.id, listeners: deps.creditedListeners ?? [] });
        await messages.tell(tx, merchant, {
          kind: 'deposit_approved',
          memberId: moved.memberId,
          reference: moved.orderNo,
          amount: showAmount(merchant, moved.amount),
        });
      }
      await record(tx, merchant, operator, ip, 'finance.deposit.approve', moved, { approvals: next.length, needed, approved: done });
      return moved;
    });
    return rowOut(merchant, row);
  }

  /**
   * Rejects a pending deposit with a reason the member sees; no money moves.
   * @throws not_found, invalid_state (not pending)
   */
  async function reject(merchant: ResolvedMerchant, operator: AuthenticatedOperator, id: number, reason: string, ip: string) {
    const row = await db.transaction(async (tx) => {
      const current = await lockOrThrow(tx, merchant, id);
      const moved = await repo.transition(tx, merchant.id, id, ['pending'], {
        status: 'rejected',
        rejectReason: reason,
        decidedBy: operator.id,
        decidedAt: clock.now(),
      });
      if (!moved) throw notPending(current.status, 'rejected');
      await record(tx, merchant, operator, ip, 'finance.deposit.reject', moved, { reason, approvalsBefore: approvalsOf(current).length });
      await messages.tell(tx, merchant, {
        kind: 'deposit_refused',
        memberId: moved.memberId,
        reference: moved.orderNo,
        amount: showAmount(merchant, moved.amount),
        reason,
      });
      return moved;
    });
    return rowOut(merchant, row);
  }

  return { list, approve, reject };
}
