import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { History, RotateCw } from 'lucide-react';
import type { RoundRow } from '@orbit/contracts/console-rounds';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { useRounds } from '../../features/games/api/list-rounds.ts';
import { GamesTabs } from '../../features/games/components/games-tabs.tsx';
import { RoundRecallDialog } from '../../features/games/components/round-recall-dialog.tsx';
import { RoundsTable } from '../../features/games/components/rounds-table.tsx';
import { RoundsToolbar } from '../../features/games/components/rounds-toolbar.tsx';
import { parseRoundFilters, roundFiltersToParams, roundsQueryOf, ROUNDS_PAGE_SIZE, type RoundFilters } from '../../features/games/rounds-filters.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { MAX_RANGE_DAYS, rangeProblem } from '../../lib/date-range.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

/** Every vendor's rounds with their recall (docs/console-games.md). */
export function RoundsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const [params, setParams] = useSearchParams();
  const filters = parseRoundFilters(params, new Date(), timeZone);
  const problem = filters.roundId ? null : rangeProblem(filters.from, filters.to);
  const rounds = useRounds(roundsQueryOf(filters), { enabled: problem === null });
  const [open, setOpen] = useState<RoundRow | null>(null);
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);

  const update = (change: Partial<RoundFilters>) => setParams(roundFiltersToParams({ ...filters, page: 1, ...change }), { replace: true });

  return (
    <div>
      <PageHeader
        title={t('nav.games')}
        description={t('gameTools.rounds.description', { zone: timeZone })}
        actions={
          <Button icon={<RotateCw className="size-4" />} loading={rounds.isFetching} onClick={() => void rounds.refetch()}>
            {t('common.refresh')}
          </Button>
        }
      />
      <GamesTabs current="rounds" />
      <Card>
        <RoundsToolbar filters={filters} timeZone={timeZone} onChange={update} />
        {problem ? (
          <div className="p-5">
            <Alert tone="warning">{problem === 'order' ? t('finance.rangeOrder') : t('finance.rangeTooLong', { days: MAX_RANGE_DAYS })}</Alert>
          </div>
        ) : rounds.isPending || rounds.isError ? (
          <QueryFallback query={rounds} loadFailed={t('gameTools.rounds.loadFailed')} rows={4} rowClassName="h-10" />
        ) : rounds.data.items.length === 0 ? (
          <EmptyState icon={<History className="size-5" />} title={t('gameTools.rounds.empty')} description={t('gameTools.rounds.emptyText')} />
        ) : (
          <>
            <p className="border-b border-slate-100 px-4 py-2.5 text-[13px] text-slate-600 sm:px-5" data-testid="rounds-totals">
              {t('gameTools.rounds.totals', {
                count: rounds.data.total,
                stake: money(rounds.data.totals.stake),
                win: money(rounds.data.totals.win),
                net: money(rounds.data.totals.net),
              })}
            </p>
            <RoundsTable rounds={rounds.data.items} currency={currency} timeZone={timeZone} onOpen={setOpen} />
            <Pager page={filters.page} pageSize={ROUNDS_PAGE_SIZE} total={rounds.data.total} onPage={(page) => update({ page })} />
          </>
        )}
      </Card>
      <RoundRecallDialog round={open} currency={currency} timeZone={timeZone} onClose={() => setOpen(null)} />
    </div>
  );
}
