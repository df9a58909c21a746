import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export type StatTone = 'ok' | 'warn' | 'bad' | 'neutral';

const toneDot: Record<StatTone, string> = { ok: 'bg-emerald-500', warn: 'bg-amber-500', bad: 'bg-red-500', neutral: 'bg-slate-300' };

export function StatCard({
  label,
  value,
  detail,
  tone,
  icon,
  to,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone: StatTone;
  icon: ReactNode;
  to?: string | undefined;
}) {
  const body = (
    <>
      <div className="flex items-center justify-between">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <span aria-hidden className="text-slate-300">
          {icon}
        </span>
      </div>
      <p className="mt-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <span aria-hidden className={cn('size-2 rounded-full', toneDot[tone])} />
        {value}
      </p>
      {detail ? <p className="mt-1 truncate text-xs text-slate-500">{detail}</p> : null}
    </>
  );
  const className = 'block rounded-lg border border-slate-200 bg-white px-4 py-3.5 shadow-xs';
  return to ? (
    <Link to={to} className={cn(className, 'transition-colors hover:border-accent-500/40 hover:shadow-sm')}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
