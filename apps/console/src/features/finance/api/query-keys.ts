import type { DEPOSIT_KINDS, DEPOSIT_STATUSES, WITHDRAWAL_QUEUE_FILTERS } from '@orbit/contracts/payments';
import type { TRANSFER_STATUSES } from '@orbit/contracts/wallet';

export interface DepositListParams {
  page: number;
  pageSize: number;
  status?: (typeof DEPOSIT_STATUSES)[number] | undefined;
  kind?: (typeof DEPOSIT_KINDS)[number] | undefined;
  q?: string | undefined;
}
export interface WithdrawalListParams {
  page: number;
  pageSize: number;
  status?: (typeof WITHDRAWAL_QUEUE_FILTERS)[number] | undefined;
  q?: string | undefined;
}
export interface TransferListParams {
  page: number;
  pageSize: number;
  status?: (typeof TRANSFER_STATUSES)[number] | undefined;
  q?: string | undefined;
}

export const financeKeys = {
  all: ['finance'] as const,
  deposits: () => [...financeKeys.all, 'deposits'] as const,
  depositList: (params: DepositListParams) => [...financeKeys.deposits(), params] as const,
  withdrawals: () => [...financeKeys.all, 'withdrawals'] as const,
  withdrawalList: (params: WithdrawalListParams) => [...financeKeys.withdrawals(), params] as const,
  transfers: () => [...financeKeys.all, 'transfers'] as const,
  transferList: (params: TransferListParams) => [...financeKeys.transfers(), params] as const,
  reconciliation: (limit: number) => [...financeKeys.all, 'reconciliation', limit] as const,
  reconciliations: () => [...financeKeys.all, 'reconciliation'] as const,
  dailyTotals: (from: string, to: string) => [...financeKeys.all, 'daily-totals', from, to] as const,
  /** A member's money: invalidated after anything that moves it. */
  ledgers: () => [...financeKeys.all, 'ledger'] as const,
  ledger: (memberId: number, page: number) => [...financeKeys.ledgers(), memberId, page] as const,
  /** Adjustments held for a second operator. */
  pendingAdjustments: () => [...financeKeys.all, 'adjustments', 'pending'] as const,
  upload: (id: string) => [...financeKeys.all, 'upload', id] as const,
};
