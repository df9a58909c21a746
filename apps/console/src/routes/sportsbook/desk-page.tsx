// The trading desk: the book's matches by sport, status, day and text, with their markets, bets and open
// liability; settlements waiting for a second operator; a new manual match; and the switch that stops the whole
// book at once (with a reason, after a confirmation).
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { OctagonPause, Plus, Trophy } from 'lucide-react';
import { SPORT_EVENT_STATUSES, SPORTS, type Sport } from '@orbit/contracts/sportsbook';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { ListToolbar, StateFilter } from '../../components/ui/list-toolbar.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { useDeskEvents, usePendingSettlements } from '../../features/sportsbook/api/desk-queries.ts';
import { EventsTable } from '../../features/sportsbook/components/events-table.tsx';
import { NewEventDialog } from '../../features/sportsbook/components/new-event-dialog.tsx';
import { SettlementRequests } from '../../features/sportsbook/components/settlement-requests.tsx';
import { SuspendBookDialog } from '../../features/sportsbook/components/suspend-book-dialog.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const PAGE_SIZE = 30;
type EventStatus = (typeof SPORT_EVENT_STATUSES)[number];

export function SportsDeskPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const canTrade = useCan('sportsbook.trade');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [stopping, setStopping] = useState(false);
  const sportParam = params.get('sport') ?? '';
  const sport = (SPORTS as readonly string[]).includes(sportParam) ? (sportParam as Sport) : undefined;
  const statusParam = params.get('status') ?? '';
  const status = (SPORT_EVENT_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as EventStatus) : undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('day') ?? '') ? params.get('day')! : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: undefined, ...change }))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next, { replace: true });
  };
  const events = useDeskEvents({
    page,
    pageSize: PAGE_SIZE,
    ...(sport ? { sport } : {}),
    ...(status ? { status } : {}),
    ...(day ? { day } : {}),
    ...(q ? { q } : {}),
  });
  const pending = usePendingSettlements();

  return (
    <div>
      <PageHeader
        title={t('nav.sportsDesk')}
        description={t('sports.desk.description', { zone: timeZone })}
        actions={
          canTrade ? (
            <>
              <Button variant="danger" icon={<OctagonPause className="size-4" />} onClick={() => setStopping(true)}>
                {t('sports.suspendBook.open')}
              </Button>
              <Button variant="primary" icon={<Plus className="size-4" />} onClick={() => setCreating(true)}>
                {t('sports.newEvent.open')}
              </Button>
            </>
          ) : null
        }
      />
      {pending.data && pending.data.items.length > 0 ? (
        <Card className="mb-6 border-amber-200">
          <CardHeader title={t('sports.approvals.title')} description={t('sports.approvals.hint')} />
          <SettlementRequests items={pending.data.items} canTrade={canTrade} timeZone={timeZone} currency={currency} linkEvents />
        </Card>
      ) : null}
      <Card>
        <CardHeader icon={<Trophy className="size-4" />} title={t('sports.desk.title')} description={t('sports.desk.hint')} />
        <ListToolbar>
          <div className="w-36 shrink-0">
            <Select compact aria-label={t('sports.desk.sport')} value={sport ?? ''} onChange={(change) => update({ sport: change.target.value || undefined })}>
              <option value="">{t('sports.desk.allSports')}</option>
              {SPORTS.map((value) => (
                <option key={value} value={value}>
                  {t(`sports.sport.${value}`)}
                </option>
              ))}
            </Select>
          </div>
          <StateFilter
            states={SPORT_EVENT_STATUSES}
            value={status}
            onChange={(value) => update({ status: value })}
            label={t('sports.desk.status')}
            stateLabel={(value) => t(`sports.eventStatus.${value}`)}
          />
          <div className="w-40 shrink-0">
            <Input
              type="date"
              compact
              aria-label={t('sports.desk.day')}
              value={day ?? ''}
              onChange={(change) => update({ day: change.target.value || undefined })}
            />
          </div>
          <SearchInput
            value={text}
            onChange={(value) => (setText(value), update({ q: value.trim() || undefined }))}
            label={t('sports.desk.search')}
            clearLabel={t('sports.clearSearch')}
            placeholder={t('sports.desk.searchPlaceholder')}
            className="min-w-48 flex-1"
            maxLength={60}
          />
        </ListToolbar>
        {events.isPending || events.isError ? (
          <QueryFallback query={events} loadFailed={t('sports.loadFailed')} rows={6} rowClassName="h-12" />
        ) : events.data.items.length === 0 ? (
          <EmptyState title={t('sports.desk.empty')} description={t('sports.desk.emptyHint')} />
        ) : (
          <>
            <EventsTable items={events.data.items} timeZone={timeZone} currency={currency} />
            <Pager page={page} pageSize={PAGE_SIZE} total={events.data.total} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </Card>
      <NewEventDialog open={creating} onClose={() => setCreating(false)} timeZone={timeZone} />
      <SuspendBookDialog open={stopping} onClose={() => setStopping(false)} />
    </div>
  );
}
