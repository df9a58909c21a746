// My bets (docs/sportsbook.md, The site): the member's sports bets, Open (sending, waiting for a live bet's
// delay, accepted) or Settled (settled, refused, rejected), newest first, read with the sportsbook launch's
// token. Open bets are read again every few seconds while a live bet waits for its decision.
import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ListChecks, LogIn, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton } from '../../../components/ui/panel.tsx';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { useSportsbookEnv } from '../slip/sportsbook-env.ts';
import { getMySportBets, sportsKeys } from '../slip/sports-api.ts';
import { useSportsToken } from '../slip/use-sports-token.ts';
import { BetCard } from './bet-card.tsx';

const PAGE_SIZE = 10;
type Tab = 'open' | 'settled';

function Tabs({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  const { t } = useTranslation();
  return (
    <div role="tablist" className="inline-grid grid-cols-2 gap-1 rounded-xl bg-surface-raised p-1">
      {(['open', 'settled'] as const).map((key) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={tab === key}
          onClick={() => onTab(key)}
          className={clsx('h-9 min-w-28 rounded-lg px-4 text-sm font-semibold', tab === key ? 'bg-accent text-accent-text' : 'text-text-muted hover:text-text')}
        >
          {t(`betslip.myBets.${key}`)}
        </button>
      ))}
    </div>
  );
}

function BetsList({ tab, token }: { tab: Tab; token: string }) {
  const { t } = useTranslation();
  const merchant = useSportsbookEnv();
  const [page, setPage] = useState(1);
  const bets = useQuery({
    queryKey: sportsKeys.bets(token, tab, page),
    queryFn: () => getMySportBets({ token, status: tab, page, pageSize: PAGE_SIZE }),
    refetchInterval: (query) => (query.state.data?.bets.some((bet) => bet.status === 'pending' || bet.status === 'open') ? 2000 : false),
  });
  if (bets.isPending) return <Skeleton rows={3} />;
  if (bets.isError)
    return (
      <FormMessage kind="error">
        {t('betslip.myBets.loadFailed')}{' '}
        <Button variant="ghost" size="sm" onClick={() => void bets.refetch()}>
          <RefreshCw className="size-4" aria-hidden /> {t('betslip.myBets.retry')}
        </Button>
      </FormMessage>
    );
  if (bets.data.bets.length === 0)
    return (
      <EmptyState
        icon={ListChecks}
        title={t(tab === 'open' ? 'betslip.myBets.emptyOpen' : 'betslip.myBets.emptySettled')}
        actions={<ButtonLink to="/sports">{t('betslip.myBets.toSports')}</ButtonLink>}
      >
        {t('betslip.myBets.emptyBody')}
      </EmptyState>
    );
  return (
    <div>
      <div className="grid items-start gap-3 md:grid-cols-2">
        {bets.data.bets.map((bet) => (
          <BetCard key={bet.betId} bet={bet} symbol={merchant.currencySymbol} timeZone={merchant.timeZone} token={token} />
        ))}
      </div>
      <Pager page={page} total={bets.data.total} pageSize={PAGE_SIZE} busy={bets.isFetching} onPage={setPage} texts="betslip.pager" />
    </div>
  );
}

export function MyBets() {
  const { t } = useTranslation();
  const token = useSportsToken();
  const [tab, setTab] = useState<Tab>('open');
  if (!token.loggedIn)
    return (
      <EmptyState
        icon={LogIn}
        title={t('betslip.myBets.loginTitle')}
        actions={<Button onClick={() => openAuthDialog({ kind: 'login' })}>{t('betslip.login')}</Button>}
      >
        {t('betslip.myBets.loginBody')}
      </EmptyState>
    );
  if (token.trial) return <FormMessage kind="info">{t('betslip.myBets.trial')}</FormMessage>;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Tabs tab={tab} onTab={setTab} />
        <span className="flex-1" />
        <ButtonLink to="/sports/results" variant="ghost" size="sm">
          {t('betslip.myBets.results')}
        </ButtonLink>
        <ButtonLink to="/sports" variant="outline" size="sm">
          {t('betslip.myBets.back')}
        </ButtonLink>
      </div>
      {token.token ? (
        <BetsList key={tab} tab={tab} token={token.token} />
      ) : token.launchError ? (
        <FormMessage kind="error">{t('betslip.myBets.loadFailed')}</FormMessage>
      ) : (
        <Skeleton rows={3} />
      )}
    </div>
  );
}
