import { transferToDownlineEndpoint } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAgentMutation } from './use-agent-mutation.ts';

export type DownlineTransferBody = NonNullable<EndpointInput<typeof transferToDownlineEndpoint>['body']>;

/** Sends money from the agent's main wallet to a direct downline; an encrypted call with a requestId. */
export function useTransferToDownline() {
  return useAgentMutation(
    ({ memberId, body }: { memberId: number; body: DownlineTransferBody }) => api.call(transferToDownlineEndpoint, { params: { memberId }, body }),
    // The member's balance in the logged-in bar is the wallet feature's query (['wallet', …]): re-read it too.
    (account) => [agentKeys.downlines(account), ['wallet']],
  );
}
