import { queryOptions, useQuery } from '@tanstack/react-query';
import { withdrawInfoEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getWithdrawInfo() {
  return api.call(withdrawInfoEndpoint);
}

export function withdrawInfoQueryOptions(account: string | null) {
  return queryOptions({ queryKey: walletKeys.withdrawInfo(account), queryFn: getWithdrawInfo, enabled: account !== null, staleTime: 10_000 });
}

/** Limits, how many withdrawals are left today, bank accounts, and paid withdrawals awaiting confirmation. */
export function useWithdrawInfo() {
  return useQuery(withdrawInfoQueryOptions(useAccount()));
}
