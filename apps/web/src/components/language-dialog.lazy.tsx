// The language list (loaded on first use, with the dialog library): the languages the merchant offers, each
// by its own name, the current one marked; searchable when there are many. A logged-in member's choice is
// saved on the server too (docs/members.md, "Language").
import { findLanguage, LANGUAGES, type Language } from '@orbit/contracts/languages';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Search } from 'lucide-react';
import { useId, useMemo, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useWhitelabelQuery } from '../features/site/api/get-whitelabel.ts';
import { changeLanguage } from '../lib/i18n.ts';
import { saveMemberLanguage } from '../lib/saved-language.ts';
import { useCurrentLanguage } from '../lib/use-current-language.ts';
import { Dialog, DialogContent } from './ui/dialog.tsx';

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    return null;
  }
}

/** A short list is read at a glance; a search box helps from this many languages on. */
const SEARCH_FROM = 8;

/** The merchant's languages in its order (every known one until its settings arrive, which they have by the time anyone opens this). */
function useOfferedLanguages(): Language[] {
  const whitelabel = useWhitelabelQuery();
  const codes = whitelabel.data?.merchant.supportLanguages;
  return useMemo(() => {
    if (!codes?.length) return [...LANGUAGES];
    return codes.map((code) => findLanguage(code)).filter((language): language is Language => language !== undefined);
  }, [codes]);
}

interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

export default function LanguageDialog({ open, onOpenChange, returnFocusTo }: LanguageDialogProps) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState('');
  const searchId = useId();

  // Each language's name in the visitor's current language, shown under its own name and searchable.
  const names = useMemo(() => {
    const namer = displayNames(current.locale);
    return new Map(LANGUAGES.map((language) => [language.code, namer?.of(language.locale) ?? '']));
  }, [current.locale]);

  const offered = useOfferedLanguages();
  const searchable = offered.length > SEARCH_FROM;
  const needle = searchable ? query.trim().toLocaleLowerCase() : '';
  const shown = needle
    ? offered.filter((language) =>
        [language.nativeName, language.code, language.locale, names.get(language.code) ?? ''].some((text) => text.toLocaleLowerCase().includes(needle)),
      )
    : offered;

  async function choose(language: Language) {
    await changeLanguage(language.code);
    void saveMemberLanguage(language.code);
    onOpenChange(false);
    setQuery('');
    // Replies may depend on the Language header, so read them again.
    void queryClient.invalidateQueries();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* A few languages read best as one column in the standard dialog; many get the wide, searchable grid. */}
      <DialogContent title={t('language.choose')} size={searchable ? 'wide' : 'default'} returnFocusTo={returnFocusTo}>
        {searchable ? (
          <div className="sticky top-0 z-10 border-b border-border bg-surface px-5 py-3">
            <label htmlFor={searchId} className="sr-only">
              {t('language.search')}
            </label>
            <div className="relative">
              <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-text-muted" aria-hidden />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('language.search')}
                autoComplete="off"
                className="h-10 w-full rounded-lg border border-border bg-background ps-9 pe-3 text-sm text-text placeholder:text-text-muted focus:border-accent focus:outline-none"
              />
            </div>
          </div>
        ) : null}
        {shown.length === 0 ? (
          <p className="px-5 py-10 text-center text-sm text-text-muted">{t('language.noMatch', { query: query.trim() })}</p>
        ) : (
          <ul className={clsx('grid grid-cols-1 gap-2 p-5', searchable && 'sm:grid-cols-2 lg:grid-cols-4')}>
            {shown.map((language) => {
              const selected = language.code === current.code;
              const localName = names.get(language.code);
              return (
                <li key={language.code}>
                  <button
                    type="button"
                    onClick={() => void choose(language)}
                    aria-current={selected ? 'true' : undefined}
                    className={clsx(
                      'flex w-full items-center gap-3 rounded-xl border px-3 py-2.5 text-start transition',
                      selected ? 'border-accent bg-accent/10' : 'border-border bg-surface-raised/50 hover:border-accent/50 hover:bg-surface-raised',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span lang={language.locale} dir={language.dir ?? 'ltr'} className="block truncate text-sm font-medium">
                        {language.nativeName}
                      </span>
                      <span className="block truncate text-xs text-text-muted">
                        {localName && localName !== language.nativeName ? `${localName} · ` : ''}
                        {language.code}
                      </span>
                    </span>
                    {selected ? (
                      <>
                        <Check className="size-4 shrink-0 text-accent" aria-hidden />
                        <span className="sr-only">{t('language.current')}</span>
                      </>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
