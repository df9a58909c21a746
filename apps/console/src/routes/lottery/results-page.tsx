import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { ConsoleResult } from '@orbit/contracts/console-lottery';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useLotteryResults } from '../../features/lottery/api/list-results.ts';
import { GameSelect, gameFromParam } from '../../features/lottery/components/game-select.tsx';
import { LotteryTabs } from '../../features/lottery/components/lottery-tabs.tsx';
import { ResultDialog } from '../../features/lottery/components/result-dialog.tsx';
import { ResultsTable } from '../../features/lottery/components/results-table.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';

const PAGE_SIZE = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Drawn lottery draws with their fairness data. */
export function LotteryResultsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<ConsoleResult | null>(null);
  const game = gameFromParam(params.get('game'));
  const from = DAY.test(params.get('from') ?? '') ? params.get('from')! : '';
  const to = DAY.test(params.get('to') ?? '') ? params.get('to')! : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const badRange = from !== '' && to !== '' && from > to;
  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams({ game, from, to, page: '1', ...change });
    for (const [key, value] of [...next]) if (!value || (key === 'page' && value === '1')) next.delete(key);
    setParams(next, { replace: true });
  };
  const results = useLotteryResults({ gameCode: game, page, pageSize: PAGE_SIZE, ...(from ? { from } : {}), ...(to ? { to } : {}) }, { enabled: !badRange });

  return (
    <div>
      <PageHeader title={t('nav.lottery')} description={t('lottery.results.description', { zone: timeZone })} />
      <LotteryTabs current="results" />
      <Card>
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <GameSelect id="results-game" value={game} onChange={(value) => update({ game: value })} />
          <Field label={t('finance.from')} htmlFor="results-from">
            <Input id="results-from" type="date" compact className="w-40" value={from} onChange={(event) => update({ from: event.target.value })} />
          </Field>
          <Field label={t('finance.to')} htmlFor="results-to">
            <Input id="results-to" type="date" compact className="w-40" value={to} onChange={(event) => update({ to: event.target.value })} />
          </Field>
        </div>
        {badRange ? (
          <div className="p-5">
            <Alert tone="warning">{t('finance.rangeOrder')}</Alert>
          </div>
        ) : results.isPending ? (
          <div className="flex flex-col gap-2 p-5">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10" />
            ))}
          </div>
        ) : results.isError ? (
          <EmptyState title={t('lottery.loadFailed')} description={errorMessage(t, results.error)} />
        ) : results.data.items.length === 0 ? (
          <EmptyState icon={<ShieldCheck className="size-5" />} title={t('lottery.results.empty')} description={t('lottery.results.emptyText')} />
        ) : (
          <>
            <ResultsTable results={results.data.items} timeZone={timeZone} currency={currency} onOpen={setOpen} />
            <Pager page={page} pageSize={PAGE_SIZE} total={results.data.total} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </Card>
      <ResultDialog result={open} onClose={() => setOpen(null)} timeZone={timeZone} />
    </div>
  );
}
