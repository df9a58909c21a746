import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositMethodsEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getDepositMethods() {
  return api.call(depositMethodsEndpoint);
}

export function depositMethodsQueryOptions(account: string | null) {
  return queryOptions({ queryKey: walletKeys.depositMethods(account), queryFn: getDepositMethods, enabled: account !== null, staleTime: 30_000 });
}

/** The merchant's deposit methods, whether a promo code is taken, and the member's deposit limits. */
export function useDepositMethods() {
  return useQuery(depositMethodsQueryOptions(useAccount()));
}
