import { clsx } from 'clsx';
import { useState } from 'react';
import { avatarUrl } from '../model/avatar-url.ts';

/** The member's picture, or their initial on the accent colour when there is none (or it fails to load). */
export function MemberAvatar({ avatar, name, className }: { avatar: string | null | undefined; name: string; className?: string }) {
  const url = avatarUrl(avatar);
  const [failed, setFailed] = useState<string | null>(null);
  const initial = [...name.trim()][0]?.toUpperCase() ?? '?';
  return (
    <span
      className={clsx('relative inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent/20 ring-2 ring-accent/40', className)}
    >
      {url && failed !== url ? (
        <img src={url} alt="" className="size-full object-cover" onError={() => setFailed(url)} />
      ) : (
        <span className="text-[0.45em] font-bold text-accent" aria-hidden>
          {initial}
        </span>
      )}
    </span>
  );
}
