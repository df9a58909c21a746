// The logged-in bar: balance (hidden as *** on a click, with a refresh), the nickname leading to the member
// centre, deposit (Register for a free-play account), withdraw, the agent centre (agent types only), betting
// record, cashback (with manual rebate), messages and logout behind a confirmation. On a phone only the balance
// and Deposit stay in the header; the rest is in the account menu. The balance is the wallet feature's.
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Gamepad2, LogOut, Mail, Plus, UserPlus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { UnreadBadge } from '../../features/messages/components/unread-badge.tsx';
import { useUnreadMessages } from '../../features/messages/hooks/use-unread-messages.ts';
import { BarBalance } from '../../features/wallet/components/bar-balance.tsx';
import { AccountMenu } from './account-menu.tsx';
import { openAuthDialog } from '../../lib/auth-dialogs.ts';
import { isAgentType, memberInfoKey, TRIAL_TYPE, useSession } from '../../lib/session.ts';

function useMemberNickname(token: string | null): string | null {
  const { data } = useQuery({
    queryKey: memberInfoKey(token ?? ''),
    // The API client and contracts load on demand: they are not part of the first page load.
    queryFn: () => import('../../features/auth/api/get-member-info.ts').then((m) => m.getMemberInfo()),
    enabled: token !== null,
    staleTime: 60_000,
  });
  return data?.nickname || null;
}

const LINK = 'rounded-md px-2 py-1 text-xs font-medium text-text-muted transition hover:bg-surface-raised hover:text-text';

/** The inbox (messageV2) with its unread count, updated live by the member event stream. */
function MessagesLink() {
  const { t } = useTranslation();
  const unread = useUnreadMessages();
  return (
    <Link
      to="/member/messageV2"
      data-testid="header-messages"
      aria-label={t('support.messagesUnread', { count: unread })}
      title={t('support.messages')}
      className={clsx(LINK, 'relative flex h-7 items-center')}
    >
      <Mail className="size-4" aria-hidden />
      <UnreadBadge count={unread} className="absolute -top-1 -end-1" />
    </Link>
  );
}

/**
 * A free-play account holds no money of ours: its games pay in play money, which each game shows. The bar says
 * so instead of a wallet balance (which would read 0.00 and look like money lost).
 */
function FreePlayChip() {
  const { t } = useTranslation();
  return (
    <span
      className="flex h-8 shrink-0 items-center gap-1.5 rounded-lg bg-surface-raised/80 px-2 text-xs font-semibold text-accent ring-1 ring-border"
      title={t('auth.bar.freePlayHint')}
      data-testid="header-free-play"
    >
      <Gamepad2 className="size-4" aria-hidden />
      {t('auth.bar.freePlay')}
    </span>
  );
}

export function LoggedInBar({ size, manualRebate }: { size: 'sm' | 'md'; manualRebate: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const nickname = useMemberNickname(session.token);
  const name = nickname ?? session.account ?? '';
  const trial = session.isAgent === TRIAL_TYPE;
  const logout = (
    <button
      type="button"
      onClick={() => openAuthDialog({ kind: 'logout' })}
      aria-label={t('auth.logout')}
      className={clsx(LINK, 'flex items-center gap-1')}
      data-testid="header-logout"
    >
      <LogOut className="size-3.5" aria-hidden />
      {t('auth.logout')}
    </button>
  );

  // A free-play account's way to real money: a real account.
  const registerButton = (
    <Button size="sm" className="h-7 px-2.5" onClick={() => openAuthDialog({ kind: 'register' })} data-testid="header-register">
      {t('auth.register')}
    </Button>
  );

  // A phone: balance, Deposit (Register for a free-play account) and the account menu with everything else.
  if (size === 'sm')
    return (
      <div className="flex min-w-0 items-center gap-1" role="group" aria-label={t('auth.loginArea')}>
        {trial ? <FreePlayChip /> : <BarBalance compact />}
        {/* Below 640 px the word gives way to its icon (still its name for screen readers). */}
        {trial ? (
          <Button
            size="sm"
            className="h-8 shrink-0 gap-1 px-2"
            onClick={() => openAuthDialog({ kind: 'register' })}
            title={t('auth.register')}
            data-testid="header-register"
          >
            <UserPlus className="size-4" aria-hidden />
            <span className="max-sm:sr-only">{t('auth.register')}</span>
          </Button>
        ) : (
          <ButtonLink to="/member/depositv2" size="sm" className="h-8 shrink-0 gap-1 px-2" title={t('auth.bar.deposit')} data-testid="header-deposit">
            <Plus className="size-4" aria-hidden />
            <span className="max-sm:sr-only">{t('auth.bar.deposit')}</span>
          </ButtonLink>
        )}
        <AccountMenu name={name} trial={trial} agent={isAgentType(session.isAgent)} manualRebate={manualRebate} />
      </div>
    );

  return (
    <div className="flex items-center gap-1.5" role="group" aria-label={t('auth.loginArea')}>
      {trial ? <FreePlayChip /> : <BarBalance compact={false} />}
      {trial ? (
        // A free-play account has no member centre: its name is shown, not linked.
        <span className="flex max-w-[10rem] items-center gap-1.5 px-2 py-1 text-xs font-semibold">
          <UserRound className="size-3.5 shrink-0 text-accent" aria-hidden />
          <span className="truncate">{name}</span>
        </span>
      ) : (
        <Link
          to="/member/securityCenter"
          className="flex max-w-[10rem] items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold text-text hover:bg-surface-raised"
          title={t('auth.bar.memberCentre')}
        >
          <UserRound className="size-3.5 shrink-0 text-accent" aria-hidden />
          <span className="truncate">{name}</span>
        </Link>
      )}
      {trial ? (
        registerButton
      ) : (
        <>
          <ButtonLink to="/member/depositv2" size="sm" className="h-7 px-3">
            {t('auth.bar.deposit')}
          </ButtonLink>
          <ButtonLink to="/member/withdraw" size="sm" variant="outline" className="h-7 px-3">
            {t('auth.bar.withdraw')}
          </ButtonLink>
        </>
      )}
      {isAgentType(session.isAgent) ? (
        <Link to="/agent" className={LINK}>
          {t('auth.bar.agentCentre')}
        </Link>
      ) : null}
      {trial ? null : (
        <Link to="/member/personalHistoryCopy" className={LINK}>
          {t('auth.bar.bettingRecord')}
        </Link>
      )}
      {manualRebate && !trial ? (
        <Link to="/member/manualRebate" className={LINK}>
          {t('auth.bar.cashback')}
        </Link>
      ) : null}
      {trial ? null : <MessagesLink />}
      {logout}
    </div>
  );
}
