// The announcements a visitor or member reads (docs/content.md): a member's list includes the members' and
// agents' ones, so the call follows the session. Keys carry the account and language.
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  duePopupsEndpoint,
  memberNoticesEndpoint,
  NOTICES_PAGE_SIZE,
  publicNoticesEndpoint,
  seenPopupsEndpoint,
  type AnnouncementGroup,
} from '@orbit/contracts/announcements';
import { api } from '../../../lib/api.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { useSession } from '../../../lib/session.ts';

export const noticeKeys = {
  all: ['notices'] as const,
  page: (account: string | null, language: string, group: AnnouncementGroup, page: number, pageSize: number) =>
    [...noticeKeys.all, account, language, group, page, pageSize] as const,
  popups: (account: string | null, language: string) => [...noticeKeys.all, 'popups', account, language] as const,
};

/** One page of the notices of a group showing now, pinned first. */
export function useNotices(group: AnnouncementGroup, page: number, pageSize = NOTICES_PAGE_SIZE) {
  const { account, token } = useSession();
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: noticeKeys.page(account, language, group, page, pageSize),
    queryFn: () => api.call(token ? memberNoticesEndpoint : publicNoticesEndpoint, { query: { group, page, pageSize } }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The popups due for the logged-in member; checked once per login (the server remembers what was shown). */
export function useDuePopups(enabled: boolean) {
  const { account } = useSession();
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: noticeKeys.popups(account, language),
    queryFn: () => api.call(duePopupsEndpoint),
    enabled,
    staleTime: Infinity,
  });
}

/** Records popups as shown, and "do not show today" when ticked. */
export function useMarkPopupsSeen() {
  const client = useQueryClient();
  return async (ids: number[], doNotShowToday: boolean) => {
    await api.call(seenPopupsEndpoint, { body: { ids, doNotShowToday } });
    client.setQueriesData({ queryKey: [...noticeKeys.all, 'popups'] }, { items: [] });
  };
}
