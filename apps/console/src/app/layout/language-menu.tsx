import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown, Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findLanguage } from '@orbit/contracts/languages';
import { changeLanguage, CONSOLE_LANGUAGES, currentLanguage } from '../../lib/i18n.ts';
import { cn } from '../../lib/cn.ts';

/** EN / MS / CN switch; each language is offered by its own name. */
export function LanguageMenu({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation();
  // Re-read on every render so the label follows i18next's language.
  void i18n.language;
  const active = currentLanguage();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('topbar.language')}
        className={cn(
          'inline-flex h-8 items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium',
          tone === 'light' ? 'text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100' : 'text-slate-300 hover:bg-white/10',
        )}
      >
        <Languages aria-hidden className="size-4" />
        {active}
        <ChevronDown aria-hidden className="size-3.5 opacity-60" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          {CONSOLE_LANGUAGES.map((code) => (
            <DropdownMenu.Item
              key={code}
              onSelect={() => void changeLanguage(code)}
              className="flex cursor-pointer items-center justify-between gap-3 rounded-md px-2.5 py-1.5 text-[13px] text-slate-700 outline-none data-[highlighted]:bg-slate-100"
            >
              <span lang={findLanguage(code)?.locale}>{findLanguage(code)?.nativeName ?? code}</span>
              <span className="flex items-center gap-2 text-xs text-slate-400">
                {code}
                {code === active ? <Check className="size-3.5 text-accent-600" /> : <span className="size-3.5" />}
              </span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
