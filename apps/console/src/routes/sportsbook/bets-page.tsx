// The book's bets: by member, match, status and days, newest first, each with its legs and results, what it
// returns and what the wallet has paid of it.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ticket } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { SPORT_BET_STATUSES } from '@orbit/contracts/sportsbook';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ListToolbar, StateFilter } from '../../components/ui/list-toolbar.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Table, TD, TH, THead, TR } from '../../components/ui/table.tsx';
import { useDeskBets } from '../../features/sportsbook/api/desk-queries.ts';
import { BetStatusBadge, marketName } from '../../features/sportsbook/components/status-badges.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';

const PAGE_SIZE = 30;
type BetStatus = (typeof SPORT_BET_STATUSES)[number];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function SportsBetsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status') ?? '';
  const status = (SPORT_BET_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as BetStatus) : undefined;
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : undefined;
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : undefined;
  const eventId = /^\d{1,18}$/.test(params.get('event') ?? '') ? params.get('event')! : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [text, setText] = useState(params.get('player') ?? '');
  const player = useDebouncedValue(text.trim(), 300);
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ page: undefined, ...change }))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next, { replace: true });
  };
  const bets = useDeskBets({
    page,
    pageSize: PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(player ? { player } : {}),
    ...(eventId ? { eventId } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });

  return (
    <div>
      <PageHeader title={t('nav.sportsBets')} description={t('sports.bets.description', { zone: timeZone })} />
      <Card>
        <CardHeader
          icon={<Ticket className="size-4" />}
          title={t('sports.bets.title')}
          description={eventId ? t('sports.bets.ofEvent', { eventId }) : undefined}
        />
        <ListToolbar>
          <StateFilter
            states={SPORT_BET_STATUSES}
            value={status}
            onChange={(value) => update({ status: value })}
            label={t('sports.bets.status')}
            stateLabel={(value) => t(`sports.betStatus.${value}`)}
          />
          <div className="w-40 shrink-0">
            <Input
              type="date"
              compact
              aria-label={t('sports.bets.from')}
              value={from ?? ''}
              onChange={(change) => update({ from: change.target.value || undefined })}
            />
          </div>
          <div className="w-40 shrink-0">
            <Input
              type="date"
              compact
              aria-label={t('sports.bets.to')}
              value={to ?? ''}
              onChange={(change) => update({ to: change.target.value || undefined })}
            />
          </div>
          <SearchInput
            value={text}
            onChange={(value) => (setText(value), update({ player: value.trim() || undefined }))}
            label={t('sports.bets.player')}
            clearLabel={t('sports.clearSearch')}
            placeholder={t('sports.bets.playerPlaceholder')}
            className="min-w-48 flex-1"
            maxLength={40}
          />
        </ListToolbar>
        {bets.isPending || bets.isError ? (
          <QueryFallback query={bets} loadFailed={t('sports.loadFailed')} rows={6} rowClassName="h-12" />
        ) : bets.data.items.length === 0 ? (
          <EmptyState title={t('sports.bets.empty')} />
        ) : (
          <>
            <Table label={t('sports.bets.title')}>
              <THead>
                <TR>
                  <TH>{t('sports.bets.placed')}</TH>
                  <TH>{t('sports.bets.player')}</TH>
                  <TH>{t('sports.bets.legs')}</TH>
                  <TH>{t('sports.bets.status')}</TH>
                  <TH className="text-right">{t('sports.bets.stake')}</TH>
                  <TH className="text-right">{t('sports.bets.returns')}</TH>
                </TR>
              </THead>
              <tbody>
                {bets.data.items.map((bet) => (
                  <TR key={bet.betId}>
                    <TD className="whitespace-nowrap tabular text-slate-600">
                      {formatDateTime(bet.createdAt, timeZone)}
                      <div className="text-xs text-slate-400">{bet.betId}</div>
                    </TD>
                    <TD className="font-medium">{bet.player}</TD>
                    <TD>
                      <ul className="grid gap-0.5 text-xs">
                        {bet.legs.map((leg, index) => (
                          <li key={index}>
                            <span className="text-slate-700">
                              {leg.home} – {leg.away}
                            </span>
                            <span className="text-slate-500">
                              {' · '}
                              {marketName(t, leg.marketType, leg.specifiers)} · {t(`sports.outcome.${leg.outcome}`, { defaultValue: leg.outcome })} @ {leg.odds}
                              {leg.result ? ` · ${t(`sports.result.${leg.result}`)}` : ''}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </TD>
                    <TD>
                      <BetStatusBadge status={bet.status} />
                      {bet.live ? <span className="ml-1 text-xs text-slate-500">{t('sports.bets.live')}</span> : null}
                    </TD>
                    <TD className="text-right tabular">{money(bet.stake)}</TD>
                    <TD className="text-right tabular">
                      {bet.payout === null ? <span className="text-slate-500">{money(bet.potentialReturn)}</span> : money(bet.payout)}
                      {bet.payout !== null ? <div className="text-xs text-slate-500">{t('sports.bets.paid', { amount: money(bet.paid) })}</div> : null}
                    </TD>
                  </TR>
                ))}
              </tbody>
            </Table>
            <Pager page={page} pageSize={PAGE_SIZE} total={bets.data.total} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </Card>
    </div>
  );
}
