import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleLogoutEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { clearToken } from '../../../lib/session.ts';

export function logout() {
  return api.call(consoleLogoutEndpoint);
}

/** Ends the session on the server, then locally even when the server call fails (the token is gone either way). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    meta: { sessionless: true },
    onSettled: () => {
      clearToken('logout');
      queryClient.clear();
    },
  });
}
