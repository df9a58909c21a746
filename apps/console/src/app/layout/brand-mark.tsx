import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

/** The console's own mark; the merchant's name sits under it. */
export function BrandMark({ subtitle, tone = 'dark' }: { subtitle?: string; tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  return (
    <div className="relative flex min-w-0 items-center gap-2.5">
      <svg aria-hidden viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={tone === 'dark' ? '#1e293d' : '#0b1220'} />
        <circle cx="16" cy="16" r="7.5" fill="none" stroke="#818cf8" strokeWidth="3" />
        <circle cx="24" cy="9" r="3" fill="#f5b942" />
      </svg>
      <div className="min-w-0 leading-tight">
        <p className={cn('text-[15px] font-semibold tracking-tight', tone === 'dark' ? 'text-white' : 'text-slate-900')}>{t('app.name')}</p>
        {subtitle ? <p className={cn('truncate text-xs', tone === 'dark' ? 'text-slate-400' : 'text-slate-500')}>{subtitle}</p> : null}
      </div>
    </div>
  );
}
