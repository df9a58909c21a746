// The feed's health: per producer (the built-in feed `sim`, the desk's `manual`, a provider's adapter), when its
// last message came, how many in the last hour and in all, by kind. A producer silent for minutes is not running.
import { useTranslation } from 'react-i18next';
import { Activity } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';
import { Table, TD, TH, THead, TR } from '../../components/ui/table.tsx';
import { useFeedHealth } from '../../features/sportsbook/api/desk-queries.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';

/** A producer is quiet when its last message is older than this (the built-in feed publishes every 5 s). */
const QUIET_MS = 60_000;

export function SportsFeedPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const health = useFeedHealth();
  return (
    <div>
      <PageHeader title={t('nav.sportsFeed')} description={t('sports.feed.description')} />
      <Card>
        <CardHeader icon={<Activity className="size-4" />} title={t('sports.feed.title')} />
        {health.isPending || health.isError ? (
          <QueryFallback query={health} loadFailed={t('sports.loadFailed')} rows={3} rowClassName="h-10" />
        ) : health.data.producers.length === 0 ? (
          <EmptyState title={t('sports.feed.empty')} />
        ) : (
          <Table label={t('sports.feed.title')}>
            <THead>
              <TR>
                <TH>{t('sports.feed.producer')}</TH>
                <TH>{t('sports.feed.lastAt')}</TH>
                <TH className="text-right">{t('sports.feed.lastHour')}</TH>
                <TH className="text-right">{t('sports.feed.total')}</TH>
                <TH>{t('sports.feed.kinds')}</TH>
              </TR>
            </THead>
            <tbody>
              {health.data.producers.map((producer) => {
                const quiet = Date.parse(health.data.serverTime) - Date.parse(producer.lastAt) > QUIET_MS;
                return (
                  <TR key={producer.producer}>
                    <TD className="font-medium">
                      {producer.producer}
                      {producer.producer === 'manual' ? null : (
                        <Badge tone={quiet ? 'warning' : 'success'} dot className="ml-2">
                          {t(quiet ? 'sports.feed.quiet' : 'sports.feed.flowing')}
                        </Badge>
                      )}
                    </TD>
                    <TD className="whitespace-nowrap tabular">{formatDateTime(producer.lastAt, timeZone)}</TD>
                    <TD className="text-right tabular">{producer.lastHour}</TD>
                    <TD className="text-right tabular">{producer.total}</TD>
                    <TD className="text-xs text-slate-600">
                      {producer.kinds.map((kind) => `${t(`sports.feed.kind.${kind.kind}`)} ${kind.count}`).join(' · ')}
                    </TD>
                  </TR>
                );
              })}
            </tbody>
          </Table>
        )}
      </Card>
    </div>
  );
}
