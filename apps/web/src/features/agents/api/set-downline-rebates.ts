import { setDownlineRebatesEndpoint } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAgentMutation } from './use-agent-mutation.ts';

export type RebatesBody = NonNullable<EndpointInput<typeof setDownlineRebatesEndpoint>['body']>;

/** Sets a downline's rebates, each at most the agent's own. */
export function useSetDownlineRebates() {
  return useAgentMutation(
    ({ memberId, body }: { memberId: number; body: RebatesBody }) => api.call(setDownlineRebatesEndpoint, { params: { memberId }, body }),
    (account) => [agentKeys.downlines(account)],
  );
}
