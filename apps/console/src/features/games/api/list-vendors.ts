import { queryOptions, useQuery } from '@tanstack/react-query';
import { consoleVendorsEndpoint } from '@orbit/contracts/console-games';
import { api } from '../../../lib/api.ts';
import { gameKeys } from './query-keys.ts';

export function listVendors() {
  return api.call(consoleVendorsEndpoint);
}

export function vendorsQueryOptions() {
  return queryOptions({ queryKey: gameKeys.vendors(), queryFn: listVendors, select: (reply) => reply.items });
}

export function useVendors() {
  return useQuery(vendorsQueryOptions());
}
