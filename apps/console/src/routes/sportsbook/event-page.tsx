// One match on the desk: its state and score, every market with its odds, margin and the open bets on each
// outcome, the settlements waiting for a second operator, and the actions: suspend or resume every market, move
// a manual match on, add a market, and enter a result.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ClipboardCheck, Pause, Play, Radio, Square } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useDeskEvent } from '../../features/sportsbook/api/desk-queries.ts';
import { useEventStatus, useResume, useSuspend } from '../../features/sportsbook/api/desk-mutations.ts';
import { MarketCard } from '../../features/sportsbook/components/market-card.tsx';
import { ResultDialog } from '../../features/sportsbook/components/result-dialog.tsx';
import { SettlementRequests } from '../../features/sportsbook/components/settlement-requests.tsx';
import { EventStatusBadge } from '../../features/sportsbook/components/status-badges.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';

export function SportsEventPage() {
  const { eventId = '' } = useParams();
  const { t } = useTranslation();
  const toast = useToast();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const canTrade = useCan('sportsbook.trade');
  const event = useDeskEvent(eventId);
  const suspend = useSuspend(eventId);
  const resume = useResume(eventId);
  const moveOn = useEventStatus(eventId);
  const [resulting, setResulting] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const back = (
    <Link to="/sportsbook" className="inline-flex items-center gap-1 text-sm text-accent-700 hover:underline">
      <ArrowLeft className="size-4" />
      {t('sports.event.back')}
    </Link>
  );
  if (event.isPending || event.isError)
    return (
      <div>
        <div className="mb-4">{back}</div>
        <Card>
          <QueryFallback query={event} loadFailed={t('sports.loadFailed')} rows={5} rowClassName="h-16" />
        </Card>
      </div>
    );
  const match = event.data;
  const trading = canTrade && (match.status === 'pre' || match.status === 'live');
  const counts = match.marketCounts;

  return (
    <div>
      <div className="mb-3">{back}</div>
      <PageHeader
        title={`${match.home} – ${match.away}`}
        description={`${t(`sports.sport.${match.sport}`)} · ${match.competition} · ${formatDateTime(match.startsAt, timeZone)}`}
        meta={
          <>
            <EventStatusBadge status={match.status} />
            {match.manual ? <Badge tone="accent">{t('sports.desk.manual')}</Badge> : null}
            {match.score ? <Badge tone="neutral">{`${match.score.home}:${match.score.away}${match.period ? ` · ${match.period}` : ''}`}</Badge> : null}
            <Badge tone="neutral">
              {t('sports.event.exposure', { bets: match.open.bets, potential: showMoney(match.open.potential, currency.symbol, currency.exponent) })}
            </Badge>
          </>
        }
        actions={
          canTrade ? (
            <>
              {trading && counts.open > 0 ? (
                <Button
                  icon={<Pause className="size-4" />}
                  loading={suspend.isPending}
                  onClick={() => run(() => suspend.mutateAsync(undefined), t('sports.event.suspendedAll'))}
                >
                  {t('sports.event.suspendAll')}
                </Button>
              ) : null}
              {trading && counts.suspended > 0 ? (
                <Button
                  icon={<Play className="size-4" />}
                  loading={resume.isPending}
                  onClick={() => run(() => resume.mutateAsync(undefined), t('sports.event.resumedAll'))}
                >
                  {t('sports.event.resumeAll')}
                </Button>
              ) : null}
              {match.manual && match.status === 'pre' ? (
                <Button
                  icon={<Radio className="size-4" />}
                  loading={moveOn.isPending}
                  onClick={() => run(() => moveOn.mutateAsync('live'), t('sports.event.isLive'))}
                >
                  {t('sports.event.goLive')}
                </Button>
              ) : null}
              {match.manual && match.status === 'live' ? (
                <Button
                  icon={<Square className="size-4" />}
                  loading={moveOn.isPending}
                  onClick={() => run(() => moveOn.mutateAsync('ended'), t('sports.event.isEnded'))}
                >
                  {t('sports.event.end')}
                </Button>
              ) : null}
              <Button variant="primary" icon={<ClipboardCheck className="size-4" />} onClick={() => setResulting(true)}>
                {t('sports.result.open')}
              </Button>
            </>
          ) : null
        }
      />
      {match.pending.length > 0 ? (
        <Card className="mb-6 border-amber-200">
          <CardHeader title={t('sports.approvals.title')} description={t('sports.approvals.hint')} />
          <SettlementRequests items={match.pending} canTrade={canTrade} timeZone={timeZone} currency={currency} />
        </Card>
      ) : null}
      {match.markets.length === 0 ? (
        <Card>
          <CardHeader title={t('sports.event.noMarkets')} description={t('sports.event.noMarketsHint')} />
        </Card>
      ) : (
        <div className="grid gap-4 xl:grid-cols-2">
          {match.markets.map((market) => (
            <MarketCard key={market.marketId} eventId={eventId} market={market} canTrade={trading} currency={currency} />
          ))}
        </div>
      )}
      {canTrade ? <ResultDialog event={match} open={resulting} onClose={() => setResulting(false)} /> : null}
    </div>
  );
}
