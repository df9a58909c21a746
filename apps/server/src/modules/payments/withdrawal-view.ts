// How a withdrawal reads on the wire: to its member (account number masked) and to finance (in full, with
// the approvals so far and how many it needs).
import type { Withdrawal, WithdrawalStatus } from '@orbit/contracts/payments';
import type { WithdrawalRow as ConsoleWithdrawalRow } from '@orbit/contracts/console-finance';
import type { Payee } from '../members/payees.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { settingAmount, showAmount } from '../wallet/money.ts';
import { maskAccountNumber } from './bank-accounts.ts';
import type { Approval, WithdrawalRow } from './withdrawals.repo.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function toWithdrawal(merchant: Pick<ResolvedMerchant, 'currency'>, row: WithdrawalRow): Withdrawal {
  return {
    id: row.id,
    orderNo: row.orderNo,
    amount: showAmount(merchant, row.amount),
    bank: row.bank,
    accountName: row.accountName,
    accountNumber: maskAccountNumber(row.accountNumber),
    status: row.status as WithdrawalStatus,
    rejectReason: row.rejectReason,
    confirmBy: iso(row.confirmBy),
    amountReceived: row.amountReceived === null ? null : showAmount(merchant, row.amountReceived),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    confirmedAt: iso(row.confirmedAt),
  };
}

/** Approvals a withdrawal of this amount needs: two different operators from the four-eyes amount up. */
export function approvalsNeeded(merchant: Pick<ResolvedMerchant, 'currency' | 'settings'>, amount: bigint): number {
  return amount >= settingAmount(merchant, merchant.settings.payments.fourEyesAmount) ? 2 : 1;
}

export function approvalsOf(row: Pick<WithdrawalRow, 'approvals'>): Approval[] {
  return Array.isArray(row.approvals) ? (row.approvals as Approval[]) : [];
}

export function toConsoleRow(
  merchant: Pick<ResolvedMerchant, 'currency' | 'settings'>,
  row: WithdrawalRow,
  payee: Payee | undefined,
  operatorNames: ReadonlyMap<number, string>,
): ConsoleWithdrawalRow {
  return {
    id: row.id,
    orderNo: row.orderNo,
    memberId: row.memberId,
    username: payee?.username ?? '',
    realName: payee?.realName ?? null,
    amount: showAmount(merchant, row.amount),
    bank: row.bank,
    accountName: row.accountName,
    accountNumber: row.accountNumber,
    status: row.status as WithdrawalStatus,
    rejectReason: row.rejectReason,
    payoutReference: row.payoutReference,
    amountReceived: row.amountReceived === null ? null : showAmount(merchant, row.amountReceived),
    proofUploadId: row.proofUploadId,
    memberRemark: row.memberRemark,
    approvals: approvalsOf(row).map((approval) => ({ operator: approval.operator, at: approval.at })),
    approvalsNeeded: approvalsNeeded(merchant, row.amount),
    decidedBy: row.decidedBy === null ? null : (operatorNames.get(row.decidedBy) ?? `#${row.decidedBy}`),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    confirmBy: iso(row.confirmBy),
    confirmedAt: iso(row.confirmedAt),
  };
}
