// The balance of the logged-in bar (docs/wallet.md): sumBalance with the merchant's symbol, hidden as *** on a
// click (remembered), a refresh button that turns while it reads, and live updates from the balance events.
// Its code stays light: the API client and contracts load on demand, so the bar shows at once.
import { displayAmount } from '@orbit/contracts/money-format';
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { walletKeys } from '../api/query-keys.ts';
import { useWalletEvents } from '../hooks/use-wallet-events.ts';
import { useBalanceHidden } from '../model/balance-visibility.ts';

/** The same key and freshness as api/get-balance.ts, without loading it up front. */
function useBarBalance() {
  const { account, loggedIn } = useSession();
  return useQuery({
    queryKey: walletKeys.balance(loggedIn ? account : null),
    queryFn: () => import('../api/get-balance.ts').then((m) => m.getBalance()),
    enabled: loggedIn && account !== null,
    staleTime: 30_000,
  });
}

/** Keeps the refresh icon turning for at least a moment, so a fast reply still reads as "refreshed". */
function useMinimumSpin(active: boolean, ms = 600): boolean {
  const [holding, setHolding] = useState(false);
  useEffect(() => {
    if (!active) return;
    setHolding(true);
    const timer = window.setTimeout(() => setHolding(false), ms);
    return () => window.clearTimeout(timer);
  }, [active, ms]);
  return active || holding;
}

export function BarBalance({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const balance = useBarBalance();
  const [hidden, setHidden] = useBalanceHidden();
  const [refreshing, setRefreshing] = useState(false);
  const spinning = useMinimumSpin(refreshing && balance.isFetching);
  useWalletEvents();

  let amount: ReactNode;
  if (hidden) amount = '***';
  else if (balance.data) amount = displayAmount(balance.data.sumBalance, balance.data.currencySymbol);
  else if (balance.isPending) amount = <span className="inline-block h-3 w-14 animate-pulse rounded bg-border align-middle" aria-label={t('app.loading')} />;
  else amount = '—';

  return (
    <div className={clsx('flex items-center rounded-lg bg-surface-raised/80 ring-1 ring-border', compact ? 'h-8 ps-2 max-sm:pe-2' : 'h-8 ps-3')}>
      <button
        type="button"
        onClick={() => setHidden(!hidden)}
        aria-pressed={hidden}
        aria-label={hidden ? t('auth.bar.showBalance') : t('auth.bar.hideBalance')}
        title={balance.data && !hidden ? `${t('auth.bar.balance')}: ${displayAmount(balance.data.sumBalance, balance.data.currencySymbol)}` : undefined}
        className="flex items-center gap-1.5 text-xs"
      >
        {compact ? null : <span className="text-text-muted">{t('auth.bar.balance')}</span>}
        <span className={clsx('min-w-[2.5rem] text-start font-semibold text-accent tabular-nums', compact && 'max-w-[6.5rem] truncate')} data-testid="balance">
          {amount}
        </span>
        {hidden ? <EyeOff className="size-3.5 text-text-muted" aria-hidden /> : <Eye className="size-3.5 text-text-muted" aria-hidden />}
      </button>
      <button
        type="button"
        onClick={() => {
          setRefreshing(true);
          void balance.refetch().finally(() => setRefreshing(false));
        }}
        disabled={spinning}
        aria-label={t('auth.bar.refreshBalance')}
        aria-busy={spinning}
        // Below 640 px the phone header keeps its room for Deposit and the account menu: the balance still
        // follows every change live (balance events), and the wallet page has its own refresh.
        className={clsx('flex h-full items-center px-2 text-text-muted hover:text-text disabled:cursor-wait', compact && 'max-sm:hidden')}
        data-testid="balance-refresh"
      >
        <RefreshCw className={clsx('size-3.5', spinning && 'animate-spin')} aria-hidden />
      </button>
    </div>
  );
}
