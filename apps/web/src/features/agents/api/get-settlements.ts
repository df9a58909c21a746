import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { realtimeLinesEndpoint, settlementRecordsEndpoint, type ContractKind } from '@orbit/contracts/agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const SETTLEMENTS_PAGE_SIZE = 10;

/** One kind's settlement records, received or paid, newest first. */
export function useSettlements(kind: ContractKind, side: 'received' | 'paid', page: number) {
  const account = useAccount();
  const query = { kind, side, page, pageSize: SETTLEMENTS_PAGE_SIZE };
  return useQuery({
    queryKey: agentKeys.settlements(account, kind, query),
    queryFn: () => api.call(settlementRecordsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
}

/** A real-time settlement's lines, fetched when the row is opened. */
export function useRealtimeLines(id: number, page: number) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.lines(account, id, page),
    queryFn: () => api.call(realtimeLinesEndpoint, { params: { id }, query: { page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}
