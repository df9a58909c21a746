import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, X } from 'lucide-react';
import type { Country } from '@orbit/contracts/site';
import { Checkbox, Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';

export interface CountryPickerProps {
  id: string;
  countries: Country[] | undefined;
  loading: boolean;
  value: string[];
  onChange: (codes: string[]) => void;
  disabled?: boolean;
}

function Flag({ country }: { country: Country | undefined }) {
  if (!country?.flagUrl) return <span aria-hidden className="inline-block h-3 w-4 rounded-sm bg-slate-200" />;
  return (
    <img
      src={country.flagUrl}
      alt=""
      loading="lazy"
      className="h-3 w-4 rounded-sm object-cover ring-1 ring-black/5"
      onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
    />
  );
}

/** Chooses blocked countries: the chosen ones as removable chips, all others in a searchable list. */
export function CountryPicker({ id, countries, loading, value, onChange, disabled }: CountryPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const byCode = useMemo(() => new Map((countries ?? []).map((country) => [country.countryCode, country])), [countries]);
  const chosen = new Set(value);
  const needle = query.trim().toLowerCase();
  const matches = (countries ?? []).filter(
    (country) =>
      !needle ||
      country.name.toLowerCase().includes(needle) ||
      country.countryCode.toLowerCase() === needle ||
      country.countryDialingCode.replace('+', '').startsWith(needle.replace('+', '')),
  );

  const toggle = (code: string) => onChange(chosen.has(code) ? value.filter((item) => item !== code) : [...value, code].sort());

  return (
    <div className="flex flex-col gap-3">
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-md border border-slate-200 bg-slate-50/60 p-2">
        {value.length === 0 ? <span className="px-1 text-[13px] text-slate-500">{t('region.noneBlocked')}</span> : null}
        {value.map((code) => (
          <span
            key={code}
            className="inline-flex items-center gap-1.5 rounded-md bg-white py-1 pr-1 pl-2 text-xs font-medium text-slate-800 ring-1 ring-slate-200"
          >
            <Flag country={byCode.get(code)} />
            {byCode.get(code)?.name ?? code}
            <span className="font-mono text-[10px] text-slate-400">{code}</span>
            {!disabled ? (
              <button
                type="button"
                onClick={() => toggle(code)}
                aria-label={t('region.unblock', { country: byCode.get(code)?.name ?? code })}
                className="rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
              >
                <X className="size-3" />
              </button>
            ) : null}
          </span>
        ))}
      </div>
      {!disabled ? (
        <div className="rounded-md border border-slate-200">
          <div className="relative border-b border-slate-100 p-2">
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-4.5 size-4 -translate-y-1/2 text-slate-400" />
            <Input
              id={id}
              compact
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('region.search')}
              className="pl-8"
              aria-label={t('region.search')}
            />
          </div>
          {loading ? (
            <div className="flex flex-col gap-2 p-3">
              <Skeleton className="h-5" />
              <Skeleton className="h-5" />
              <Skeleton className="h-5" />
            </div>
          ) : (
            <ul className="grid max-h-64 grid-cols-1 overflow-y-auto p-1 sm:grid-cols-2 lg:grid-cols-3">
              {matches.map((country) => (
                <li key={country.countryCode}>
                  <label className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-[13px] hover:bg-slate-50">
                    <Checkbox checked={chosen.has(country.countryCode)} onChange={() => toggle(country.countryCode)} />
                    <Flag country={country} />
                    <span className="truncate text-slate-800">{country.name}</span>
                    <span className="ml-auto font-mono text-[10px] text-slate-400">{country.countryCode}</span>
                  </label>
                </li>
              ))}
              {matches.length === 0 ? <li className="col-span-full px-2 py-3 text-[13px] text-slate-500">{t('region.noMatch')}</li> : null}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
