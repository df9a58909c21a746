// The account remembered on this browser (an HttpOnly cookie the server set at a login with "remember me").
// No password is ever stored on this side: continuing uses the cookie, once, and the server replaces it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { forgetRememberedEndpoint, rememberedEndpoint, rememberedLoginEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';
import { authKeys } from './keys.ts';

export const rememberedQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.remembered(),
    queryFn: () => api.call(rememberedEndpoint),
    staleTime: 0,
    retry: false,
  });

export function useRemembered(enabled: boolean) {
  return useQuery({ ...rememberedQueryOptions(), enabled });
}

export function loginAsRemembered() {
  return api.call(rememberedLoginEndpoint);
}

export function forgetRemembered() {
  return api.call(forgetRememberedEndpoint);
}
