// The member's rebates (manualRebate, docs/rebates.md): what waits to be claimed and the history; the claim.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { claimRebatesEndpoint, memberRebatesEndpoint } from '@orbit/contracts/rebates';
import { api } from '../../../lib/api.ts';
import { walletKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';
import { useWalletMutation } from './use-wallet-mutation.ts';

function rebatesQueryOptions(account: string | null) {
  return queryOptions({ queryKey: walletKeys.rebates(account), queryFn: () => api.call(memberRebatesEndpoint), enabled: account !== null });
}

export function useRebates() {
  return useQuery(rebatesQueryOptions(useAccount()));
}

/** Claims every accrued line at once; the request id is made once per press and sent again on a retry. */
export function useClaimRebates() {
  return useWalletMutation((requestId: string) => api.call(claimRebatesEndpoint, { body: { requestId } }));
}
