import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import type { RegisterTab } from '../lib/field-rules.ts';

/** Username or mobile registration; nothing when only one is enabled. */
export function RegisterTabs({ tabs, tab, onChange }: { tabs: RegisterTab[]; tab: RegisterTab; onChange: (tab: RegisterTab) => void }) {
  const { t } = useTranslation();
  if (tabs.length < 2) return null;
  return (
    <div role="tablist" aria-label={t('register.methods')} className="grid grid-cols-2 gap-1 rounded-xl bg-background/70 p-1">
      {tabs.map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          onClick={() => onChange(key)}
          className={clsx(
            'h-9 rounded-lg text-sm font-semibold transition',
            tab === key ? 'bg-surface-raised text-accent shadow' : 'text-text-muted hover:text-text',
          )}
        >
          {t(key === 'username' ? 'register.tabUsername' : 'register.tabMobile')}
        </button>
      ))}
    </div>
  );
}
