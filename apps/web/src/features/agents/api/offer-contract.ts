import { offerContractEndpoint, type ContractKind } from '@orbit/contracts/agents';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAgentMutation } from './use-agent-mutation.ts';

export type OfferContractBody = NonNullable<EndpointInput<typeof offerContractEndpoint>['body']>;

/** Offers a contract of this kind to a direct downline agent. */
export function useOfferContract(kind: ContractKind) {
  return useAgentMutation(
    (body: OfferContractBody) => api.call(offerContractEndpoint, { body }),
    (account) => [agentKeys.contracts(account, kind)],
  );
}
