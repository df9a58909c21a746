// The phone header's account menu. A 390 px header holds the logo, the language, the balance and Deposit; the
// rest of the signed-in bar (member centre, messages with their unread count, withdraw, records, logout) sits
// behind one button whose badge still shows unread messages, so nothing runs off the side of a small phone.
import * as Menu from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { ArrowDownToLine, BadgePercent, ChevronDown, History, LogOut, Mail, Network, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UnreadBadge } from '../../features/messages/components/unread-badge.tsx';
import { useUnreadMessages } from '../../features/messages/hooks/use-unread-messages.ts';
import { openAuthDialog } from '../../lib/auth-dialogs.ts';

const ITEM = 'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm text-text outline-none data-[highlighted]:bg-surface-raised';

function LinkItem({ to, icon, children, testId }: { to: string; icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Menu.Item asChild>
      <Link to={to} className={ITEM} data-testid={testId}>
        {icon}
        {children}
      </Link>
    </Menu.Item>
  );
}

export interface AccountMenuProps {
  name: string;
  /** A free-play account has no member centre, inbox or records: only its name and logout. */
  trial: boolean;
  agent: boolean;
  manualRebate: boolean;
}

export function AccountMenu({ name, trial, agent, manualRebate }: AccountMenuProps) {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  const icon = 'size-4 shrink-0 text-text-muted';
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        data-testid="header-account"
        aria-label={trial || unread === 0 ? t('auth.bar.accountMenu') : t('auth.bar.accountMenuUnread', { count: unread })}
        className="relative flex h-8 shrink-0 items-center gap-0.5 rounded-md px-1.5 text-text-muted outline-none transition hover:bg-surface-raised hover:text-text focus-visible:ring-2 focus-visible:ring-accent data-[state=open]:bg-surface-raised"
      >
        <UserRound className="size-5 text-accent" aria-hidden />
        <ChevronDown className="size-3 max-sm:hidden" aria-hidden />
        {trial ? null : <UnreadBadge count={unread} className="absolute -top-1 -end-1" />}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 w-64 max-w-[calc(100vw-1rem)] rounded-2xl border border-border bg-surface p-1.5 text-text shadow-2xl shadow-black/50 data-[state=open]:animate-fade-in"
        >
          <Menu.Label className="flex items-center gap-2 truncate px-3 py-2 text-xs font-semibold text-text-muted">
            <UserRound className="size-3.5 shrink-0 text-accent" aria-hidden />
            <span className="truncate">{name}</span>
          </Menu.Label>
          {trial ? null : (
            <>
              <LinkItem to="/member/securityCenter" icon={<UserRound className={icon} aria-hidden />}>
                {t('auth.bar.memberCentre')}
              </LinkItem>
              <LinkItem to="/member/messageV2" icon={<Mail className={icon} aria-hidden />} testId="menu-messages">
                <span className="flex-1">{t('support.messages')}</span>
                <UnreadBadge count={unread} />
              </LinkItem>
              <LinkItem to="/member/withdraw" icon={<ArrowDownToLine className={icon} aria-hidden />}>
                {t('auth.bar.withdraw')}
              </LinkItem>
              <LinkItem to="/member/personalHistoryCopy" icon={<History className={icon} aria-hidden />}>
                {t('auth.bar.bettingRecord')}
              </LinkItem>
              {manualRebate ? (
                <LinkItem to="/member/manualRebate" icon={<BadgePercent className={icon} aria-hidden />}>
                  {t('auth.bar.cashback')}
                </LinkItem>
              ) : null}
              {agent ? (
                <LinkItem to="/agent" icon={<Network className={icon} aria-hidden />}>
                  {t('auth.bar.agentCentre')}
                </LinkItem>
              ) : null}
              <Menu.Separator className="my-1 h-px bg-border" />
            </>
          )}
          <Menu.Item className={clsx(ITEM, 'text-danger')} onSelect={() => openAuthDialog({ kind: 'logout' })}>
            <LogOut className="size-4 shrink-0" aria-hidden />
            {t('auth.logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
