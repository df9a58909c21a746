import { createAffiliateLinkEndpoint } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAgentMutation } from './use-agent-mutation.ts';

export type CreateLinkBody = NonNullable<EndpointInput<typeof createAffiliateLinkEndpoint>['body']>;

export function useCreateAffiliateLink() {
  return useAgentMutation(
    (body: CreateLinkBody) => api.call(createAffiliateLinkEndpoint, { body }),
    (account) => [agentKeys.links(account)],
  );
}
