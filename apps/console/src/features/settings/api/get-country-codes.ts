import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryCodesEndpoint } from '@orbit/contracts/site';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

/** Countries with names in the operator's language, for the blocked-countries picker. */
export function getCountryCodes(language: string) {
  return api.call(countryCodesEndpoint, { query: { language } });
}

export function countryCodesQueryOptions(language: string) {
  return queryOptions({ queryKey: settingsKeys.countries(language), queryFn: () => getCountryCodes(language), staleTime: 60 * 60_000 });
}

export function useCountryCodes(language: string) {
  return useQuery(countryCodesQueryOptions(language));
}
