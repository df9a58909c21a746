import type { InputProps } from '../../../components/ui/input.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';

/** A whole-number input with its unit written inside the box (days, minutes, per hour). */
export function NumberInput({ unit, className, ...rest }: InputProps & { unit: string }) {
  return (
    <div className={cn('relative', className)}>
      <Input type="number" inputMode="numeric" step={1} className="pr-24 tabular" {...rest} />
      <span aria-hidden className="pointer-events-none absolute top-1/2 right-3 max-w-20 -translate-y-1/2 truncate text-xs text-slate-500">
        {unit}
      </span>
    </div>
  );
}
