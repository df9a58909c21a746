// The member's avatar through the player relay call (docs/members.md, "My account"). Its key sits under the
// member info's, so every "my account" change (an upload, a stock pick) reads it again with the info.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { playerAvatarEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { memberKeys } from './query-keys.ts';

export function getPlayerAvatar() {
  return api.call(playerAvatarEndpoint);
}

export function usePlayerAvatar() {
  const { account, loggedIn } = useSession();
  return useQuery(queryOptions({ queryKey: memberKeys.avatar(account), queryFn: getPlayerAvatar, enabled: loggedIn && account !== null, staleTime: 60_000 }));
}
