// The country dropdown of the mobile number (docs/members.md): flag and dialing code, a searchable list, and it
// closes 200 ms after losing focus so a click on an entry still lands.
import type { Country } from '@orbit/contracts/site';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DROPDOWN_CLOSE_MS } from '../../lib/timing.ts';

interface CountryPickerProps {
  countries: readonly Country[];
  value: Country | null;
  onChange: (country: Country) => void;
  invalid?: boolean;
}

function Flag({ country }: { country: Country }) {
  return <img src={country.flagUrl} alt="" width={20} height={14} className="h-3.5 w-5 shrink-0 rounded-sm object-cover" loading="lazy" />;
}

export function CountryPicker({ countries, value, onChange, invalid }: CountryPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const closeTimer = useRef<number | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Escape closes the open list only, not the dialog around it: the dialog listens on the document in the
  // capture phase, so the list listens on the window, which comes first.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      setQuery('');
      buttonRef.current?.focus();
    };
    window.addEventListener('keydown', onEscape, { capture: true });
    return () => window.removeEventListener('keydown', onEscape, { capture: true });
  }, [open]);

  const needle = query.trim().toLowerCase();
  const shown = needle
    ? countries.filter(
        (c) => c.name.toLowerCase().includes(needle) || c.countryDialingCode.includes(needle.replace(/^\+/, '')) || c.countryCode.toLowerCase() === needle,
      )
    : countries;

  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (country: Country) => {
    onChange(country);
    close();
    buttonRef.current?.focus();
  };
  return (
    <div
      className="relative"
      onBlur={() => {
        window.clearTimeout(closeTimer.current);
        closeTimer.current = window.setTimeout(close, DROPDOWN_CLOSE_MS);
      }}
      onFocus={() => window.clearTimeout(closeTimer.current)}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={t('auth.countryCode', { code: value ? `+${value.countryDialingCode.replace(/^\+/, '')}` : '' })}
        onClick={() => (open ? close() : setOpen(true))}
        className={clsx(
          'flex h-11 items-center gap-1.5 rounded-lg border bg-background/70 px-2.5 text-sm text-text transition hover:border-accent/60',
          invalid ? 'border-danger' : 'border-border',
        )}
      >
        {value ? <Flag country={value} /> : null}
        <span className="tabular-nums">{value ? `+${value.countryDialingCode.replace(/^\+/, '')}` : '+'}</span>
        <ChevronDown className="size-3.5 text-text-muted" aria-hidden />
      </button>
      {open ? (
        <div className="absolute start-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-3rem)] rounded-xl border border-border bg-surface-raised p-2 shadow-2xl">
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('auth.searchCountry')}
            aria-label={t('auth.searchCountry')}
            className="mb-2 h-9 w-full rounded-lg border border-border bg-background/70 px-2.5 text-sm focus:border-accent focus:outline-none"
            autoFocus
          />
          <ul id={listId} role="listbox" aria-label={t('auth.countries')} className="max-h-60 overflow-y-auto">
            {shown.map((country) => {
              const selected = value?.countryCode === country.countryCode;
              return (
                <li key={country.countryCode} role="option" aria-selected={selected}>
                  <button
                    type="button"
                    onClick={() => choose(country)}
                    className={clsx(
                      'flex w-full items-center gap-2.5 rounded-lg px-2 py-2 text-start text-sm transition hover:bg-surface',
                      selected && 'text-accent',
                    )}
                  >
                    <Flag country={country} />
                    <span className="min-w-0 flex-1 truncate">{country.name}</span>
                    <span className="text-text-muted tabular-nums">+{country.countryDialingCode.replace(/^\+/, '')}</span>
                  </button>
                </li>
              );
            })}
            {shown.length === 0 ? <li className="px-2 py-3 text-sm text-text-muted">{t('auth.noCountry')}</li> : null}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
