import { queryOptions, useQuery } from '@tanstack/react-query';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getBalance() {
  return api.call(balanceEndpoint);
}

export function balanceQueryOptions(account: string | null) {
  // Kept fresh by the balance events; re-read on focus in case the stream was down.
  return queryOptions({ queryKey: walletKeys.balance(account), queryFn: getBalance, enabled: account !== null, staleTime: 30_000 });
}

export function useBalance() {
  return useQuery(balanceQueryOptions(useAccount()));
}
