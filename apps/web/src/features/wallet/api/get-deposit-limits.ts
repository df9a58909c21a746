import { queryOptions, useQuery } from '@tanstack/react-query';
import { depositLimitsEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getDepositLimits() {
  return api.call(depositLimitsEndpoint);
}

export function depositLimitsQueryOptions(account: string | null) {
  return queryOptions({ queryKey: walletKeys.depositLimits(account), queryFn: getDepositLimits, enabled: account !== null });
}

/** The member's deposit limits per 24 h, 7 days and 30 days, what is used, and a raise waiting its 24 hours. */
export function useDepositLimits() {
  return useQuery(depositLimitsQueryOptions(useAccount()));
}
