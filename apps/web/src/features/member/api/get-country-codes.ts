import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryCodesEndpoint } from '@orbit/contracts/site';
import { api } from '../../../lib/api.ts';
import { useCurrentLanguage } from '../../../lib/use-current-language.ts';
import { memberKeys } from './query-keys.ts';

/** Countries with dialing codes for the mobile-number field, named in the member's language. */
export function getCountryCodes(language: string) {
  return api.call(countryCodesEndpoint, { query: { language } });
}

export function countryCodesQueryOptions(language: string) {
  return queryOptions({ queryKey: memberKeys.countries(language), queryFn: () => getCountryCodes(language), staleTime: 60 * 60_000 });
}

export function useCountryCodes() {
  const language = useCurrentLanguage();
  return useQuery(countryCodesQueryOptions(language.code));
}
