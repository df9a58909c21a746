// A mobile number: the country (dialing code) and the national number, digits only.
import type { Country } from '@orbit/contracts/site';
import { useEffect } from 'react';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';
import { useCountryCodes } from '../../api/get-country-codes.ts';
import { CountryPicker } from './country-picker.tsx';
import { TextInput, type FieldIds } from './field.tsx';

interface MobileInputProps {
  ids: FieldIds;
  country: Country | null;
  onCountryChange: (country: Country) => void;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The country to start with: the visitor's own (by IP), else the region of the browser's language, else the first listed. */
export function initialCountry(countries: readonly Country[], current: string | null, browserLanguages: readonly string[] = []): Country | null {
  const regions = [current, ...browserLanguages.map((tag) => /-([A-Za-z]{2})\b/.exec(tag)?.[1]?.toUpperCase() ?? null)];
  for (const region of regions) {
    const found = region ? countries.find((c) => c.countryCode === region) : undefined;
    if (found) return found;
  }
  return countries[0] ?? null;
}

export function MobileInput({ ids, country, onCountryChange, value, onChange, disabled }: MobileInputProps) {
  const language = useCurrentLanguage();
  const { data } = useCountryCodes(language.code);
  const countries = data?.countries ?? [];

  useEffect(() => {
    if (country || !data) return;
    const first = initialCountry(data.countries, data.current, navigator.languages);
    if (first) onCountryChange(first);
  }, [country, data, onCountryChange]);

  return (
    <div className="flex gap-2">
      <CountryPicker countries={countries} value={country} onChange={onCountryChange} invalid={ids.invalid} />
      <TextInput
        ids={ids}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value.replace(/[^\d]/g, ''))}
        className="flex-1"
      />
    </div>
  );
}
