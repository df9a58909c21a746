import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';

/** Label and value pairs of a record, in a grid that narrows to one column on a phone. */
export function FactList({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-3 text-[13px] sm:gap-x-6', className)}>{children}</dl>;
}

export function Fact({ label, children, mono }: { label: ReactNode; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={cn('mt-0.5 break-words text-slate-900', mono && 'font-mono')}>{children}</dd>
    </div>
  );
}

export function Missing({ children }: { children: ReactNode }) {
  return <span className="font-sans text-slate-400">{children}</span>;
}
