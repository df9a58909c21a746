import { clsx } from 'clsx';
import { Trophy, UserPlus, Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { key: 'register', icon: UserPlus },
  { key: 'play', icon: Gamepad2 },
  { key: 'win', icon: Trophy },
] as const;

/** The register → play → win steps, used on the home page and in the footer. */
export function IntroSteps({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ol className={clsx('grid gap-3', compact ? 'grid-cols-1' : 'sm:grid-cols-3 sm:gap-4')}>
      {STEPS.map(({ key, icon: Icon }, index) => (
        <li
          key={key}
          className={clsx(
            'relative flex items-start gap-3',
            !compact && 'overflow-hidden rounded-2xl border border-border bg-gradient-to-b from-surface-raised to-surface p-5 sm:flex-col sm:p-6',
          )}
        >
          {!compact ? (
            <span className="pointer-events-none absolute -end-1 -top-4 text-7xl font-black text-accent/10 select-none" aria-hidden>
              {index + 1}
            </span>
          ) : null}
          <span
            className={clsx(
              'flex shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent ring-1 ring-accent/30',
              compact ? 'size-9' : 'size-12',
            )}
          >
            <Icon className={compact ? 'size-4' : 'size-6'} aria-hidden />
          </span>
          <span className="min-w-0">
            <span className={clsx('block font-semibold', compact ? 'text-sm' : 'text-lg')}>
              <span className="sr-only">{index + 1}. </span>
              {t(`steps.${key}.title`)}
            </span>
            <span className={clsx('block text-text-muted', compact ? 'text-xs' : 'mt-1 text-sm')}>{t(`steps.${key}.body`)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
