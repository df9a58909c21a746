import { nicknameEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export function updateNickname(nickname: string) {
  return api.call(nicknameEndpoint, { body: { nickname } });
}

export function useUpdateNickname() {
  return useMemberMutation(updateNickname, (reply) => ({ nickname: reply.nickname }));
}
