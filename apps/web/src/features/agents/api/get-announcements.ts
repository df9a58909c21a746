import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agentAnnouncementsEndpoint } from '@orbit/contracts/agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';
import { useAccount } from './use-account.ts';

export const ANNOUNCEMENTS_PAGE_SIZE = 10;

/** Announcements for agents, pinned first. */
export function useAgentAnnouncements(page: number) {
  const account = useAccount();
  return useQuery({
    queryKey: agentKeys.announcements(account, page),
    queryFn: () => api.call(agentAnnouncementsEndpoint, { query: { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}
