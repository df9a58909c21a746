import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Me } from '@orbit/contracts/console';
import { setToken } from '../../../lib/session.ts';
import { sessionKeys } from '../api/query-keys.ts';

/** Keeps the new token and the operator the login reply carried, so the frame renders without a second call. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return useCallback(
    (session: { token: string; operator: Me }) => {
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.me(), session.operator);
      setToken(session.token);
    },
    [queryClient],
  );
}
