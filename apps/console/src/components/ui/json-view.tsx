import { cn } from '../../lib/cn.ts';

/** Pretty-printed JSON for audit details and job results. */
export function JsonView({ value, className }: { value: unknown; className?: string }) {
  let text: string;
  try {
    text = JSON.stringify(value, null, 2) ?? 'null';
  } catch {
    text = String(value);
  }
  return <pre className={cn('overflow-x-auto rounded-md bg-ink-900 px-3.5 py-3 font-mono text-xs leading-relaxed text-slate-200', className)}>{text}</pre>;
}
