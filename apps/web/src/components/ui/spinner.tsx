import { clsx } from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={clsx('inline-flex items-center', className)}>
      <span className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
