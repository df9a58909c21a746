// The shape every "my account" change shares: call, then fold the reply into the cached member info and
// re-read it, so every card shows the server's truth.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberInfo } from '@orbit/contracts/member';
import { useSession } from '../../../lib/session.ts';
import { patchMemberInfo } from './get-member-info.ts';
import { memberKeys } from './query-keys.ts';

export function useMemberMutation<TVariables, TReply>(
  mutationFn: (variables: TVariables) => Promise<TReply>,
  toPatch?: (reply: TReply) => Partial<MemberInfo>,
) {
  const queryClient = useQueryClient();
  const { account } = useSession();
  return useMutation({
    mutationFn,
    onSuccess: (reply) => {
      if (toPatch) patchMemberInfo(queryClient, account, toPatch(reply));
      return queryClient.invalidateQueries({ queryKey: memberKeys.info(account) });
    },
  });
}
