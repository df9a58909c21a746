import { deleteAffiliateLinkEndpoint } from '@orbit/contracts/agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAgentMutation } from './use-agent-mutation.ts';

export function useDeleteAffiliateLink() {
  return useAgentMutation(
    (id: number) => api.call(deleteAffiliateLinkEndpoint, { params: { id } }),
    (account) => [agentKeys.links(account)],
  );
}
