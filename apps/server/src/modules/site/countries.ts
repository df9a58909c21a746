// The country list with dialing codes (from libphonenumber's metadata) and names in the visitor's
// language (from the runtime's Intl data).
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Country } from '@orbit/contracts/site';

const cache = new Map<string, Country[]>();

export function listCountries(locale: string): Country[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  let names: Intl.DisplayNames;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  }
  const countries = getCountries()
    .map((code) => ({
      countryCode: code,
      countryDialingCode: getCountryCallingCode(code),
      name: names.of(code) ?? code,
      flagUrl: `/TCG_PROD_IMAGES/COUNTRY_FLAG/${code}.svg`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  cache.set(locale, countries);
  return countries;
}
