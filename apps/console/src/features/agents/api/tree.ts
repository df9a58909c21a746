import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentSearchEndpoint, agentTreeEndpoint, contractEndRequestsEndpoint } from '@orbit/contracts/console-agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';

export const TREE_PAGE_SIZE = 50;

/** The top-level agents (parentId null) or one account's direct downlines, read when its row is opened. */
export function useAgentChildren(parentId: number | null, page = 1, enabled = true) {
  return useQuery({
    queryKey: agentKeys.children(parentId, page),
    queryFn: () => api.call(agentTreeEndpoint, { query: { page, pageSize: TREE_PAGE_SIZE, ...(parentId === null ? {} : { parentId }) } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Accounts of the tree whose username starts with the text, each with its path from the top. */
export function useAgentSearch(username: string) {
  return useQuery({
    queryKey: agentKeys.search(username),
    queryFn: () => api.call(agentSearchEndpoint, { query: { username } }),
    enabled: username.trim().length > 0,
  });
}

/** Platform contracts whose agent asked to end them (the operator confirms these; any terminate refreshes it). */
export function useContractEndRequests() {
  return useQuery({ queryKey: agentKeys.endRequests(), queryFn: () => api.call(contractEndRequestsEndpoint) });
}
