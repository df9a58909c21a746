import { queryOptions, useQuery } from '@tanstack/react-query';
import { uplineEndpoint } from '@orbit/contracts/wallet';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getUpline() {
  return api.call(uplineEndpoint);
}

export function uplineQueryOptions(account: string | null) {
  return queryOptions({ queryKey: walletKeys.upline(account), queryFn: getUpline, enabled: account !== null, staleTime: 60_000 });
}

export function useUpline() {
  return useQuery(uplineQueryOptions(useAccount()));
}
