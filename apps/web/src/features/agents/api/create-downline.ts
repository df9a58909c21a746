import { createDownlineEndpoint } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAgentMutation } from './use-agent-mutation.ts';

export type CreateDownlineBody = NonNullable<EndpointInput<typeof createDownlineEndpoint>['body']>;

/** Creates a direct downline member or agent; the reply carries its default password. */
export function useCreateDownline() {
  return useAgentMutation(
    (body: CreateDownlineBody) => api.call(createDownlineEndpoint, { body }),
    (account) => [agentKeys.downlines(account), agentKeys.centre(account)],
  );
}
