import { useQuery } from '@tanstack/react-query';
import { affiliateLinksEndpoint } from '@orbit/contracts/agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

/** The agent's affiliate links, newest first. */
export function useAffiliateLinks() {
  const account = useAccount();
  return useQuery({ queryKey: agentKeys.links(account), queryFn: () => api.call(affiliateLinksEndpoint) });
}
