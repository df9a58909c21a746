import { contractActionEndpoint, type CONTRACT_ACTIONS, type ContractKind } from '@orbit/contracts/agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAgentMutation } from './use-agent-mutation.ts';

export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** Accepts, rejects, withdraws or (asks to) terminate a contract. */
export function useContractAction(kind: ContractKind) {
  return useAgentMutation(
    ({ id, action, note }: { id: number; action: ContractAction; note?: string }) =>
      api.call(contractActionEndpoint, { params: { id, action }, body: note ? { note } : {} }),
    (account) => [agentKeys.contracts(account, kind), agentKeys.centre(account)],
  );
}
