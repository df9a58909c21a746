// Finance's side of withdrawals (console withdrawal queue): approve (two different operators from the
// four-eyes amount up), reject with a reason (the hold goes back to the main wallet), and mark paid with the
// bank's payout reference (the hold goes to the house). Each step is a conditional update on the status it
// starts from, its money movement and its audit record, in one transaction.// The queue itself (listing, and how a withdrawal is shown) is withdrawal-queue.ts.
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { Payees } from '../members/payees.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { houseAccount, memberAccount } from '../wallet/addresses.ts';
import { showAmount } from '../wallet/money.ts';
import { noPaymentMessages, type PaymentMessages } from './account-messages.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { createWithdrawalQueue } from './withdrawal-queue.ts';
import { approvalsNeeded, approvalsOf } from './withdrawal-view.ts';
import * as repo from './withdrawals.repo.ts';

/** The operators' names by id, for "decided by". */
export type OperatorNames = (merchantId: number) => Promise<ReadonlyMap<number, string>>;

export type WithdrawalReview = ReturnType<typeof createWithdrawalReview>;

export function createWithdrawalReview(deps: {
  database: Database;
  clock: Clock;
  wallet: WalletService;
  audit: AuditSink;
  payees: Payees;
  operatorNames: OperatorNames;
  /** Did this operator credit the member by adjustment today (merchant's time zone)? The wallet answers. */
  creditedToday: (tx: Tx, merchant: ResolvedMerchant, memberId: number, operatorId: number) => Promise<boolean>;
  messages?: PaymentMessages;
}) {
  const { database, clock, wallet, audit } = deps;
  const messages = deps.messages ?? noPaymentMessages;
  const db = database.db;
  const { rowOut, list } = createWithdrawalQueue(deps);

  async function lockOrThrow(tx: Tx, merchant: ResolvedMerchant, id: number) {
    const row = await repo.findById(tx, merchant.id, id, { lock: true });
    if (!row) throw new ApiError('not_found', 'No such withdrawal', { field: 'id' });
    return row;
  }

  const notIn = (status: string, what: string) => new ApiError('invalid_state', `This withdrawal is ${status.replaceAll('_', ' ')}: it cannot be ${what}`);

  async function record(
    tx: Tx,
    merchant: ResolvedMerchant,
    operator: AuthenticatedOperator,
    ip: string,
    action: string,
    row: repo.WithdrawalRow,
    detail: object,
  ) {
    await audit.record(tx, {
      merchantId: merchant.id,
      actor: { operatorId: operator.id, operatorName: operator.username, ip },
      action,
      target: row.orderNo,
      detail: { memberId: row.memberId, amount: showAmount(merchant, row.amount), ...detail },
    });
  }

  /**
   * Adds the operator's approval; the withdrawal is approved once it has as many as its amount needs. An
   * operator who credited the member by adjustment today may not approve it at all (maker is not checker).
   * @throws not_found, invalid_state (not pending), second_approver_required (this operator approved it already),
   *   maker_checker_conflict (this operator credited the member by adjustment today)
   */
  async function approve(merchant: ResolvedMerchant, operator: AuthenticatedOperator, id: number, ip: string) {
    const row = await db.transaction(async (tx) => {
      const current = await lockOrThrow(tx, merchant, id);
      if (current.status !== 'pending') throw notIn(current.status, 'approved');
      const approvals = approvalsOf(current);
      if (approvals.some((approval) => approval.operatorId === operator.id))
        throw new ApiError('second_approver_required', 'You approved this withdrawal already: a second, different operator must approve it');
      if (await deps.creditedToday(tx, merchant, current.memberId, operator.id))
        throw new ApiError('maker_checker_conflict', 'You credited this member by adjustment today: another operator must approve its withdrawal');
      const now = clock.now();
      const next = [...approvals, { operatorId: operator.id, operator: operator.username, at: now.toISOString() }];
      const needed = approvalsNeeded(merchant, current.amount);
      const done = next.length >= needed;
      const moved = await repo.transition(tx, merchant.id, id, ['pending'], {
        approvals: next,
        ...(done ? { status: 'approved', decidedBy: operator.id, decidedAt: now } : {}),
      });
      if (!moved) throw notIn(current.status, 'approved');
      await record(tx, merchant, operator, ip, 'finance.withdrawal.approve', moved, { approvals: next.length, needed, approved: done });
      return moved;
    });
    return rowOut(merchant, row);
  }

  /**
   * Rejects a pending or approved withdrawal with a reason the member sees; the held amount returns to the main wallet.
   * @throws not_found, invalid_state (paid, confirmed or rejected already)
   */
  async function reject(merchant: ResolvedMerchant, operator: AuthenticatedOperator, id: number, reason: string, ip: string) {
    const row = await db.transaction(async (tx) => {
      const current = await lockOrThrow(tx, merchant, id);
      const now = clock.now();
      const moved = await repo.transition(tx, merchant.id, id, ['pending', 'approved'], {
        status: 'rejected',
        rejectReason: reason,
        decidedBy: operator.id,
        decidedAt: now,
      });
      if (!moved) throw notIn(current.status, 'rejected');
      await wallet.move(tx, {
        merchantId: merchant.id,
        currency: moved.currency,
        idempotencyKey: `withdrawal:${id}:release`,
        kind: 'withdrawal_release',
        memberId: moved.memberId,
        reference: moved.orderNo,
        note: reason,
        operatorId: operator.id,
        postings: [{ from: memberAccount.hold(moved.memberId), to: memberAccount.main(moved.memberId), amount: moved.amount }],
      });
      await record(tx, merchant, operator, ip, 'finance.withdrawal.reject', moved, { reason, from: current.status });
      return moved;
    });
    return rowOut(merchant, row);
  }

  /**
   * Marks an approved withdrawal paid: the held amount leaves for the house's withdrawals account, and the
   * member has autoReceiveMinutes to confirm receipt.
   * @throws not_found, invalid_state (not approved)
   */
  async function markPaid(merchant: ResolvedMerchant, operator: AuthenticatedOperator, id: number, payoutReference: string, ip: string) {
    const row = await db.transaction(async (tx) => {
      const current = await lockOrThrow(tx, merchant, id);
      const now = clock.now();
      const confirmBy = new Date(now.getTime() + merchant.settings.payments.withdrawal.autoReceiveMinutes * 60_000);
      const moved = await repo.transition(tx, merchant.id, id, ['approved'], {
        status: 'paid',
        payoutReference,
        paidAt: now,
        confirmBy,
        decidedBy: operator.id,
      });
      if (!moved) throw notIn(current.status, 'marked paid');
      await wallet.move(tx, {
        merchantId: merchant.id,
        currency: moved.currency,
        idempotencyKey: `withdrawal:${id}:paid`,
        kind: 'withdrawal_paid',
        memberId: moved.memberId,
        reference: moved.orderNo,
        // The bank's own reference: the same in every language, unlike a sentence (the kind says "paid").
        note: payoutReference,
        operatorId: operator.id,
        postings: [{ from: memberAccount.hold(moved.memberId), to: houseAccount('withdrawals', moved.memberId), amount: moved.amount }],
      });
      await record(tx, merchant, operator, ip, 'finance.withdrawal.paid', moved, { payoutReference });
      await messages.tell(tx, merchant, {
        kind: 'withdrawal_paid',
        memberId: moved.memberId,
        reference: moved.orderNo,
        amount: showAmount(merchant, moved.amount),
      });
      return moved;
    });
    return rowOut(merchant, row);
  }

  return { list, approve, reject, markPaid };
}
