import { changePasswordEndpoint } from '@orbit/contracts/member';
import type { EndpointInput } from '@orbit/contracts/endpoint';
import { api } from '../../../lib/api.ts';
import { replaceToken } from '../../../lib/session.ts';
import { useMemberMutation } from './use-member-mutation.ts';

export type ChangePasswordBody = EndpointInput<typeof changePasswordEndpoint>['body'];

/** Other sessions end; this one continues under the new token the server hands back. */
export async function changePassword(body: ChangePasswordBody) {
  const reply = await api.call(changePasswordEndpoint, { body });
  replaceToken(reply.token);
  return reply;
}

export function useChangePassword() {
  return useMemberMutation(changePassword, () => ({ mustChangePassword: false }));
}
