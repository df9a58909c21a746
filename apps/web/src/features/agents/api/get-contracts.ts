import { useQuery } from '@tanstack/react-query';
import { contractsEndpoint, type ContractKind } from '@orbit/contracts/agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

/** One kind's contracts: the agent's own, those it offered, and ended ones. */
export function useContracts(kind: ContractKind) {
  const account = useAccount();
  return useQuery({ queryKey: agentKeys.contracts(account, kind), queryFn: () => api.call(contractsEndpoint, { query: { kind } }) });
}
