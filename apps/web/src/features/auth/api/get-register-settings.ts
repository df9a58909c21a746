import { queryOptions, useQuery } from '@tanstack/react-query';
import { registerSettingsEndpoint } from '@orbit/contracts/site';
import { api } from '../../../lib/api.ts';
import { authKeys } from './keys.ts';

/** The rule of every register field and the registration switches; fresh each time the form opens. */
export const registerSettingsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.registerSettings(), queryFn: () => api.call(registerSettingsEndpoint), staleTime: 10_000 });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
