import { queryOptions, useQuery } from '@tanstack/react-query';
import { vendorWalletsEndpoint } from '@orbit/contracts/console-rounds';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export function listVendorWallets() {
  return api.call(vendorWalletsEndpoint);
}

export function vendorWalletsQueryOptions() {
  return queryOptions({ queryKey: gameKeys.wallets(), queryFn: listVendorWallets, select: (reply) => reply.items });
}

/** Every vendor's wallet mode, credentials and what is still open at it. */
export function useVendorWallets() {
  return useQuery(vendorWalletsQueryOptions());
}
