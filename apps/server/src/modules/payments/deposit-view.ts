// How a deposit reads on the wire: to its member, and to finance with the approvals so far and how many
// its amount needs.
import type { DepositRow as ConsoleDepositRow } from '@orbit/contracts/console-finance';
import type { Deposit, DepositStatus } from '@orbit/contracts/payments';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { settingAmount, showAmount } from '../wallet/money.ts';
import type { Approval, DepositKind, DepositRow } from './deposits.repo.ts';

type Merchant = Pick<ResolvedMerchant, 'currency' | 'settings'>;

export function toDeposit(merchant: Pick<ResolvedMerchant, 'currency'>, row: DepositRow): Deposit {
  return {
    id: row.id,
    orderNo: row.orderNo,
    methodId: row.methodId,
    methodName: row.methodName,
    kind: row.kind as DepositKind,
    amount: showAmount(merchant, row.amount),
    fee: showAmount(merchant, row.fee),
    credited: showAmount(merchant, row.amount - row.fee),
    status: row.status as DepositStatus,
    reference: row.reference,
    promoCode: row.promoCode,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Approvals a deposit of this amount needs: two different operators from the four-eyes amount up. */
export function approvalsNeeded(merchant: Merchant, amount: bigint): number {
  return amount >= settingAmount(merchant, merchant.settings.payments.fourEyesAmount) ? 2 : 1;
}

export function approvalsOf(row: Pick<DepositRow, 'approvals'>): Approval[] {
  return Array.isArray(row.approvals) ? (row.approvals as Approval[]) : [];
}

export function toConsoleDeposit(
  merchant: Merchant,
  row: DepositRow,
  username: string | undefined,
  operatorNames: ReadonlyMap<number, string>,
): ConsoleDepositRow {
  return {
    ...toDeposit(merchant, row),
    memberId: row.memberId,
    username: username ?? '',
    bankAccount: row.bankAccountLabel,
    receiptUploadId: row.receiptUploadId,
    approvals: approvalsOf(row).map(({ operator, at }) => ({ operator, at })),
    approvalsNeeded: approvalsNeeded(merchant, row.amount),
    decidedBy: row.decidedBy === null ? null : (operatorNames.get(row.decidedBy) ?? `#${row.decidedBy}`),
  };
}
