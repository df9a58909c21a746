import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consoleAnnouncementsEndpoint,
  createAnnouncementEndpoint,
  deleteAnnouncementEndpoint,
  updateAnnouncementEndpoint,
  type AnnouncementBody,
} from '@orbit/contracts/console-agents';
import { api } from '../../../lib/api.ts';
import { agentKeys } from './query-keys.ts';

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

export function useAnnouncements(page: number) {
  return useQuery({
    queryKey: agentKeys.announcements(page),
    queryFn: () => api.call(consoleAnnouncementsEndpoint, { query: { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Creates an announcement (no id) or edits one. */
export function useSaveAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AnnouncementBody }) =>
      id === null ? api.call(createAnnouncementEndpoint, { body }) : api.call(updateAnnouncementEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteAnnouncementEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
