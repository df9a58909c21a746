import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type Tone = 'info' | 'success' | 'warning' | 'danger';

const styles: Record<Tone, { box: string; icon: ReactNode }> = {
  info: { box: 'border-sky-200 bg-sky-50 text-sky-900', icon: <Info className="size-4 text-sky-600" /> },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', icon: <CircleCheck className="size-4 text-emerald-600" /> },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', icon: <TriangleAlert className="size-4 text-amber-600" /> },
  danger: { box: 'border-red-200 bg-red-50 text-red-900', icon: <CircleAlert className="size-4 text-red-600" /> },
};

export function Alert({
  tone = 'info',
  title,
  children,
  className,
  action,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  action?: ReactNode;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2.5 rounded-md border px-3.5 py-2.5 text-[13px]', styles[tone].box, className)}
    >
      <span aria-hidden className="mt-0.5 shrink-0">
        {styles[tone].icon}
      </span>
      <div className="min-w-0 flex-1">
        {title ? <p className="font-medium">{title}</p> : null}
        {children ? <div className={cn(title && 'mt-0.5', 'opacity-90')}>{children}</div> : null}
      </div>
      {action}
    </div>
  );
}
