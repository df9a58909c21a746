// The unread count of the header, the right bar and the member centre's menu: read once, then kept up to date
// by the member event stream (lib/member-events.ts), so a message sent while the page is open shows at once.
// The API client loads on demand: the logged-in bar uses this before the contracts are fetched.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onMemberEvent } from '../../../lib/member-events.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { messageKeys } from '../api/query-keys.ts';

/** Unread platform messages of the logged-in member; 0 for a visitor or a free-play account. */
export function useUnreadMessages(): number {
  const queryClient = useQueryClient();
  const { account, loggedIn, isAgent } = useSession();
  const enabled = loggedIn && account !== null && isAgent !== TRIAL_TYPE;
  const { data } = useQuery({
    queryKey: messageKeys.unread(account),
    queryFn: () => import('../api/get-unread.ts').then((m) => m.getUnread()),
    enabled,
    staleTime: 5 * 60_000,
  });
  useEffect(() => {
    if (!enabled) return;
    return onMemberEvent((event) => {
      if (event.type !== 'inbox' || typeof event.unread !== 'number') return;
      queryClient.setQueryData(messageKeys.unread(account), event.unread);
      // A new message may be on the open page of the inbox.
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'list'] });
    });
  }, [enabled, account, queryClient]);
  return enabled ? (data ?? 0) : 0;
}
