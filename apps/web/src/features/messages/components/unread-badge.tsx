import { clsx } from 'clsx';

/** The count of unread messages on an icon or a menu entry; nothing when there are none. */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      aria-hidden
      className={clsx(
        'inline-flex min-w-[1.125rem] items-center justify-center rounded-full bg-danger px-1 text-[10px] leading-[1.125rem] font-bold text-background tabular-nums',
        className,
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
