import { queryOptions, useQuery } from '@tanstack/react-query';
import { bankAccountsEndpoint } from '@orbit/contracts/payments';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export function getBankAccounts() {
  return api.call(bankAccountsEndpoint);
}

export function bankAccountsQueryOptions(account: string | null) {
  return queryOptions({ queryKey: walletKeys.bankAccounts(account), queryFn: getBankAccounts, enabled: account !== null, staleTime: 30_000 });
}

/** The member's bank accounts, the banks a new one may be at, the payee (real) name and how many are allowed. */
export function useBankAccounts() {
  return useQuery(bankAccountsQueryOptions(useAccount()));
}
