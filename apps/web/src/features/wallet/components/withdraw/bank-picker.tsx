// The merchant's banks as tiles with their logos, in the merchant's order: a radio group, so a member sees
// at a glance which bank is which (a plain select cannot show a logo).
import type { OfferedBank } from '@orbit/contracts/banks';
import { clsx } from 'clsx';
import { useId } from 'react';

export function BankPicker({
  banks,
  value,
  onChange,
  label,
  error,
}: {
  banks: OfferedBank[];
  value: string;
  onChange: (code: string) => void;
  label: string;
  error: string | null;
}) {
  const labelId = useId();
  const errorId = useId();
  return (
    <div className="sm:col-span-2">
      <span id={labelId} className="mb-1.5 block text-sm font-medium">
        {label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5"
      >
        {banks.map((bank) => {
          const chosen = bank.code === value;
          return (
            <button
              key={bank.code}
              type="button"
              role="radio"
              aria-checked={chosen}
              onClick={() => onChange(bank.code)}
              className={clsx(
                'flex min-h-16 flex-col items-center justify-center gap-1.5 rounded-lg border px-1.5 py-2 text-center transition focus-visible:outline-2 focus-visible:outline-accent',
                chosen ? 'border-accent bg-accent/10' : 'border-border bg-surface-raised/40 hover:border-accent/50',
              )}
            >
              <img src={bank.logo} alt="" width={28} height={28} className="size-7 rounded-md object-contain" loading="lazy" />
              <span className="line-clamp-2 text-[11px] leading-tight font-medium">{bank.name}</span>
            </button>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
