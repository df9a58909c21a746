// How the finance screens colour and order statuses, and which withdrawals need finance to follow up.
import type { BadgeTone } from '../components/ui/badge.tsx';
import type { DepositStatus, TransferStatus, WithdrawalStatus } from './finance-filters.ts';

export const DEPOSIT_STATUS_TONES: Record<DepositStatus, BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', expired: 'neutral' };

export const WITHDRAWAL_STATUS_TONES: Record<WithdrawalStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'info',
  rejected: 'neutral',
  paid: 'accent',
  received: 'success',
  auto_received: 'success',
  partially_received: 'danger',
  not_received: 'danger',
};

export const TRANSFER_STATUS_TONES: Record<TransferStatus, BadgeTone> = { pending: 'warning', succeeded: 'success', failed: 'danger' };

/** The member says the money did not arrive in full: finance must look at the payout. */
export function needsFollowUp(status: WithdrawalStatus): boolean {
  return status === 'partially_received' || status === 'not_received';
}

/** What finance can do next with a withdrawal, given whether this operator may still approve it. */
export function withdrawalActions(status: WithdrawalStatus, canApprove: boolean): { approve: boolean; reject: boolean; markPaid: boolean } {
  return {
    approve: status === 'pending' && canApprove,
    // Once approved it may still be refused before the money goes out; after payout only the member's answer follows.
    reject: status === 'pending' || status === 'approved',
    markPaid: status === 'approved',
  };
}

/** Where the member's confirmation stands (docs/wallet.md, withdrawals): waiting until `confirmBy`, or answered. */
export type ConfirmationState = 'not_paid' | 'waiting' | 'overdue' | 'received' | 'auto_received' | 'partially_received' | 'not_received' | 'none';

export function confirmationState(row: { status: WithdrawalStatus; confirmBy: string | null }, now: number): ConfirmationState {
  switch (row.status) {
    case 'pending':
    case 'approved':
      return 'not_paid';
    case 'rejected':
      return 'none';
    case 'paid':
      // The auto-receive job settles it soon after the deadline; until then it reads as overdue.
      return row.confirmBy !== null && Date.parse(row.confirmBy) < now ? 'overdue' : 'waiting';
    default:
      return row.status;
  }
}

/**
 * What the dashboard says of the latest reconciliation: a run that checked no account (a new site before its
 * first posting) proves nothing, so it reads as not run yet rather than "Balanced".
 */
export function reconciliationVerdict(latest: { ok: boolean; accountsChecked: number } | null): 'not_run' | 'balanced' | 'failed' {
  if (latest === null || latest.accountsChecked === 0) return 'not_run';
  return latest.ok ? 'balanced' : 'failed';
}

export const REASON_MAX = 300;

/** Whether a typed reason is one the server takes (2–300 characters once trimmed). */
export function reasonValid(reason: string): boolean {
  const length = reason.trim().length;
  return length >= 2 && length <= REASON_MAX;
}
