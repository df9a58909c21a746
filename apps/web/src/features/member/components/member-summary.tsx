import type { MemberInfo } from '@orbit/contracts/member';
import { Crown } from 'lucide-react';
import { usePlayerAvatar } from '../api/get-player-avatar.ts';
import { MemberAvatar } from './member-avatar.tsx';

/** The member's picture, name and VIP label above the menu. */
export function MemberSummary({ info }: { info: MemberInfo }) {
  const name = info.nickname || info.account;
  // The player relay's avatar call, the info's own until it answers.
  const avatar = usePlayerAvatar().data?.avatar ?? info.avatar;
  return (
    <div className="flex items-center gap-3">
      <MemberAvatar avatar={avatar} name={name} className="size-12 text-[2rem]" />
      <div className="min-w-0">
        <div className="truncate font-semibold">{name}</div>
        <div className="flex items-center gap-1.5 truncate text-xs text-text-muted">
          {name === info.account ? null : info.account}
          {info.clubLabel ? (
            <span className="inline-flex items-center gap-0.5 rounded bg-accent/15 px-1 font-semibold text-accent">
              <Crown className="size-3" aria-hidden />
              {info.clubLabel.labelName}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}
