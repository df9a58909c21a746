import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarRange } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useDailyTotals } from '../../features/finance/api/get-daily-totals.ts';
import { DailyTotalsTable } from '../../features/finance/components/daily-totals-table.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { groupByDay } from '../../lib/daily-totals.ts';
import { lastDays, MAX_RANGE_DAYS, parseRange, rangeProblem } from '../../lib/date-range.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

const PRESETS = [1, 7, 30] as const;

export function DailyTotalsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const [params, setParams] = useSearchParams();
  const { from, to } = parseRange(params, new Date(), timeZone);
  const problem = rangeProblem(from, to);
  const totals = useDailyTotals(from, to, { enabled: problem === null });
  const groups = useMemo(() => groupByDay(totals.data?.rows ?? [], currency.exponent), [totals.data, currency.exponent]);

  const setRange = (next: { from: string; to: string }) => setParams(new URLSearchParams(next), { replace: true });

  return (
    <div>
      <PageHeader title={t('nav.dailyTotals')} description={t('finance.dailyText', { zone: timeZone })} />
      <Card>
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <Field label={t('finance.from')} htmlFor="totals-from">
            <Input
              id="totals-from"
              type="date"
              compact
              className="w-40"
              value={from}
              max={to}
              onChange={(event) => event.target.value && setRange({ from: event.target.value, to })}
            />
          </Field>
          <Field label={t('finance.to')} htmlFor="totals-to">
            <Input
              id="totals-to"
              type="date"
              compact
              className="w-40"
              value={to}
              min={from}
              onChange={(event) => event.target.value && setRange({ from, to: event.target.value })}
            />
          </Field>
          <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('finance.presets')}>
            {PRESETS.map((days) => {
              const range = lastDays(days, new Date(), timeZone);
              const active = range.from === from && range.to === to;
              return (
                <Button key={days} size="sm" variant={active ? 'subtle' : 'ghost'} aria-pressed={active} onClick={() => setRange(range)}>
                  {days === 1 ? t('finance.today') : t('finance.lastDays', { count: days })}
                </Button>
              );
            })}
          </div>
          {totals.isFetching && !totals.isPending ? <Spinner className="mb-2 size-4 text-slate-400" label={t('common.loading')} /> : null}
        </div>
        {problem ? (
          <div className="p-5">
            <Alert tone="warning">{problem === 'order' ? t('finance.rangeOrder') : t('finance.rangeTooLong', { days: MAX_RANGE_DAYS })}</Alert>
          </div>
        ) : totals.isPending || totals.isError ? (
          <QueryFallback query={totals} loadFailed={t('finance.loadFailed')} rows={4} rowClassName="h-10" />
        ) : groups.length === 0 ? (
          <EmptyState icon={<CalendarRange className="size-5" />} title={t('finance.noTotalsTitle')} description={t('finance.noTotalsText', { from, to })} />
        ) : (
          <DailyTotalsTable groups={groups} totals={totals.data.totals} currency={currency} />
        )}
      </Card>
    </div>
  );
}
