import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { downlinesEndpoint } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export type DownlinesBody = NonNullable<EndpointInput<typeof downlinesEndpoint>['body']>;

/** The downline list for a search, depth and type filter and page. */
export function useDownlines(body: DownlinesBody) {
  const account = useAccount();
  return useQuery({ queryKey: agentKeys.downlines(account, body), queryFn: () => api.call(downlinesEndpoint, { body }), placeholderData: keepPreviousData });
}
