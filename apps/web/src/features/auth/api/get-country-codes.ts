import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryCodesEndpoint } from '@orbit/contracts/site';
import { api } from '../../../lib/api.ts';
import { authKeys } from './keys.ts';

export const countryCodesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: authKeys.countryCodes(language),
    queryFn: () => api.call(countryCodesEndpoint, { query: { language } }),
    staleTime: 60 * 60_000,
  });

export function useCountryCodes(language: string) {
  return useQuery(countryCodesQueryOptions(language));
}
