import { Input, type InputProps } from './input.tsx';
import { cn } from '../../lib/cn.ts';

/** An amount typed as text (never a number input: no float rounding, no scroll-wheel changes) with the currency symbol inside the box. */
export function MoneyInput({ symbol, className, ...rest }: InputProps & { symbol: string }) {
  return (
    <div className={cn('relative', className)}>
      {symbol ? (
        <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-[13px] text-slate-500">
          {symbol}
        </span>
      ) : null}
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className={cn('tabular', symbol ? (symbol.length > 2 ? 'pl-12' : 'pl-10') : undefined)}
        {...rest}
      />
    </div>
  );
}
