import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createSiteAnnouncementEndpoint,
  deleteSiteAnnouncementEndpoint,
  listSiteAnnouncementsEndpoint,
  updateSiteAnnouncementEndpoint,
  type AnnouncementInput,
} from '@orbit/contracts/announcements';
import { api } from '../../../lib/api.ts';
import { contentKeys } from './query-keys.ts';

/** Every announcement of the merchant (at most 500); the page filters them in the browser. */
export function useSiteAnnouncements() {
  return useQuery({ queryKey: contentKeys.announcements(), queryFn: () => api.call(listSiteAnnouncementsEndpoint) });
}

/** Creates an announcement (no id) or changes one. */
export function useSaveSiteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: AnnouncementInput }) =>
      id === null ? api.call(createSiteAnnouncementEndpoint, { body }) : api.call(updateSiteAnnouncementEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.announcements() }),
  });
}

export function useDeleteSiteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(deleteSiteAnnouncementEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.announcements() }),
  });
}
