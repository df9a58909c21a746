import { clsx } from 'clsx';

/** Two or more choices as a row of pill buttons (a range, a side, a kind). */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  text: (option: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={clsx(
            'h-8 rounded-full border px-3 text-xs font-semibold transition',
            value === option ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/60 hover:text-text',
          )}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
