// The desk's list of matches: when, who, the state of their markets, bets and what the open bets could pay out.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import type { DeskEventRow } from '@orbit/contracts/sportsbook-desk';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { EventStatusBadge } from './status-badges.tsx';

export function EventsTable({ items, timeZone, currency }: { items: DeskEventRow[]; timeZone: string; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <Table label={t('sports.desk.title')}>
      <THead>
        <TR>
          <TH>{t('sports.desk.startsAt')}</TH>
          <TH>{t('sports.desk.match')}</TH>
          <TH>{t('sports.desk.status')}</TH>
          <TH>{t('sports.desk.markets')}</TH>
          <TH className="text-right">{t('sports.desk.bets')}</TH>
          <TH className="text-right">{t('sports.desk.liability')}</TH>
        </TR>
      </THead>
      <tbody>
        {items.map((event) => (
          <TR key={event.eventId}>
            <TD className="whitespace-nowrap tabular text-slate-600">{formatDateTime(event.startsAt, timeZone)}</TD>
            <TD>
              <Link to={`/sportsbook/events/${event.eventId}`} className="font-medium text-accent-700 hover:underline">
                {event.home} – {event.away}
              </Link>
              <div className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500">
                <span>{t(`sports.sport.${event.sport}`)}</span>·<span>{event.competition}</span>
                {event.manual ? <Badge tone="accent">{t('sports.desk.manual')}</Badge> : null}
              </div>
            </TD>
            <TD>
              <EventStatusBadge status={event.status} />
              {event.score ? <span className="ml-2 tabular text-slate-700">{`${event.score.home}:${event.score.away}`}</span> : null}
            </TD>
            <TD className="whitespace-nowrap text-xs text-slate-600">
              {t('sports.desk.marketCounts', { open: event.markets.open, suspended: event.markets.suspended, settled: event.markets.settled })}
            </TD>
            <TD className="text-right tabular">{event.bets}</TD>
            <TD className="text-right tabular">{showMoney(event.open.potential, currency.symbol, currency.exponent)}</TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
