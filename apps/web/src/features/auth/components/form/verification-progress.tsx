import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown while the visitor waits for the browser to finish the human verification. */
export function VerificationProgress({ waiting, progress }: { waiting: boolean; progress: number }) {
  const { t } = useTranslation();
  if (!waiting) return null;
  const percent = Math.round(progress * 100);
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-background/60 px-3 py-2 text-xs text-text-muted" role="status">
      <ShieldCheck className="size-4 shrink-0 text-accent" aria-hidden />
      <span className="flex-1">{t('auth.verifying')}</span>
      <span className="h-1.5 w-20 overflow-hidden rounded-full bg-border" aria-hidden>
        <span className="block h-full bg-accent transition-[width]" style={{ width: `${Math.max(4, percent)}%` }} />
      </span>
    </div>
  );
}
