// One QueryClient for the console. A reply that says the session is gone ends it here, once, for every
// query and mutation, so no screen has to handle it itself.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isSessionError, shouldRetry } from '../lib/api.ts';
import { clearToken, getToken } from '../lib/session.ts';

function endSessionOn(error: unknown, meta: Record<string, unknown> | undefined) {
  if (meta?.sessionless) return;
  if (isSessionError(error) && getToken() !== null) {
    clearToken('expired');
    queryClient.clear();
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => endSessionOn(error, query.meta) }),
  mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => endSessionOn(error, mutation.meta) }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 15_000 },
    mutations: { retry: false },
  },
});
