import { queryOptions, useQuery } from '@tanstack/react-query';
import { walletsEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getWallets() {
  return api.call(walletsEndpoint);
}

export function walletsQueryOptions(account: string | null) {
  return queryOptions({ queryKey: walletKeys.wallets(account), queryFn: getWallets, enabled: account !== null, staleTime: 10_000 });
}

/** The main wallet and every vendor wallet (consolidated funds). */
export function useWallets() {
  return useQuery(walletsQueryOptions(useAccount()));
}
