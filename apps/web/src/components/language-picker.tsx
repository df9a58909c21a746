// The language button. The searchable list itself (language-dialog.tsx) loads on first use.
import { clsx } from 'clsx';
import { Globe } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../lib/use-current-language.ts';
import { useLazyOverlay } from './use-lazy-overlay.ts';

const loadDialog = () => import('./language-dialog.lazy.tsx');
const LanguageDialog = lazy(loadDialog);

export function LanguagePicker({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const overlay = useLazyOverlay<HTMLButtonElement>(loadDialog);

  return (
    <>
      <button
        ref={overlay.triggerRef}
        type="button"
        onClick={overlay.toggle}
        onPointerEnter={overlay.warmUp}
        onFocus={overlay.warmUp}
        aria-haspopup="dialog"
        aria-expanded={overlay.open}
        aria-label={t('language.changeTo', { name: current.nativeName })}
        className={clsx(
          'inline-flex h-8 items-center gap-1.5 rounded-lg px-2 text-sm text-text-muted transition hover:bg-surface-raised hover:text-text',
          className,
        )}
      >
        <Globe className="size-4" aria-hidden />
        {/* Compact (phones): the code only from 400 px, the globe alone below; the label names the language. */}
        <span lang={current.locale} className={compact ? 'text-xs font-semibold max-[399px]:hidden' : undefined}>
          {compact ? current.code : current.nativeName}
        </span>
      </button>
      {overlay.mounted ? (
        <Suspense fallback={null}>
          <LanguageDialog open={overlay.open} onOpenChange={overlay.setOpen} returnFocusTo={overlay.triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
