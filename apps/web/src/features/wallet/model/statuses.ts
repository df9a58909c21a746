// How each status of a deposit, withdrawal or vendor transfer looks: waiting, done, refused, or over.
import type { DepositStatus, WithdrawalStatus } from '@orbit/contracts/payments';

export type StatusTone = 'pending' | 'success' | 'danger' | 'muted';

export const DEPOSIT_TONES: Record<DepositStatus, StatusTone> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
  expired: 'muted',
};

export const WITHDRAWAL_TONES: Record<WithdrawalStatus, StatusTone> = {
  pending: 'pending',
  approved: 'pending',
  paid: 'pending',
  rejected: 'danger',
  received: 'success',
  partially_received: 'danger',
  not_received: 'danger',
  auto_received: 'success',
};

export const TRANSFER_TONES = { pending: 'pending', succeeded: 'success', failed: 'danger' } as const satisfies Record<string, StatusTone>;

/** A signed amount's look: money in is a win for the member, money out a loss, nothing is neutral. */
export function signOf(amount: string): 'positive' | 'negative' | 'zero' {
  if (amount.startsWith('-')) return /[1-9]/.test(amount) ? 'negative' : 'zero';
  return /[1-9]/.test(amount) ? 'positive' : 'zero';
}
