// The logged-in bar of spec §2: balance (hidden as *** on a click, with a refresh), the nickname leading
// to the member centre, deposit, withdraw, the agent centre (agent types only), betting record, cashback
// (with manual rebate) and logout behind a confirmation. The wallet issue fills in the balance.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Eye, EyeOff, LogOut, RefreshCw, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { openAuthDialog } from '../../lib/auth-dialogs.ts';
import { isAgentType, memberInfoKey, TRIAL_TYPE, useSession } from '../../lib/session.ts';

/** Where the wallet issue will keep the balance query; refreshing invalidates it. */
export const BALANCE_QUERY_KEY = ['wallet', 'balance'] as const;

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

function Balance({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [hidden, setHidden] = useState(false);
  const [spinning, setSpinning] = useState(false);
  // No balance call yet (the wallet issue adds it): a dash says "unknown" rather than a false zero.
  const amount = '—';
  const refresh = () => {
    setSpinning(true);
    void queryClient.invalidateQueries({ queryKey: BALANCE_QUERY_KEY }).finally(() => window.setTimeout(() => setSpinning(false), 600));
  };
  return (
    <div className={clsx('flex items-center rounded-lg bg-surface-raised/80 ring-1 ring-border', compact ? 'h-8 ps-2' : 'h-8 ps-3')}>
      <button
        type="button"
        onClick={() => setHidden((value) => !value)}
        aria-pressed={hidden}
        aria-label={hidden ? t('auth.bar.showBalance') : t('auth.bar.hideBalance')}
        className="flex items-center gap-1.5 text-xs"
      >
        {compact ? null : <span className="text-text-muted">{t('auth.bar.balance')}</span>}
        <span className="min-w-[2.5rem] text-start font-semibold text-accent tabular-nums" data-testid="balance">
          {hidden ? '***' : amount}
        </span>
        {hidden ? <EyeOff className="size-3.5 text-text-muted" aria-hidden /> : <Eye className="size-3.5 text-text-muted" aria-hidden />}
      </button>
      <button
        type="button"
        onClick={refresh}
        aria-label={t('auth.bar.refreshBalance')}
        className="flex h-full items-center px-2 text-text-muted hover:text-text"
      >
        <RefreshCw className={clsx('size-3.5', spinning && 'animate-spin')} aria-hidden />
      </button>
    </div>
  );
}

const LINK = 'rounded-md px-2 py-1 text-xs font-medium text-text-muted transition hover:bg-surface-raised hover:text-text';

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
      className={clsx(LINK, 'flex items-center gap-1', size === 'sm' && 'h-8 px-2')}
    >
      <LogOut className="size-3.5" aria-hidden />
      {size === 'md' ? t('auth.logout') : null}
    </button>
  );

  if (size === 'sm')
    return (
      <div className="flex items-center gap-1" role="group" aria-label={t('auth.loginArea')}>
        <Balance compact />
        {logout}
      </div>
    );

  return (
    <div className="flex items-center gap-1.5" role="group" aria-label={t('auth.loginArea')}>
      <Balance compact={false} />
      {trial ? (
        // A free-play account has no member centre (spec §6): its name is shown, not linked.
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
      {trial ? null : (
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
      {logout}
    </div>
  );
}
