import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCw, TrendingUp } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useExposure } from '../../features/games/api/get-exposure.ts';
import { useVendors } from '../../features/games/api/list-vendors.ts';
import { ExposureTable } from '../../features/games/components/exposure-table.tsx';
import { GamesTabs } from '../../features/games/components/games-tabs.tsx';
import { HeldCreditsCard } from '../../features/games/components/held-credits-card.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { RangeFields } from '../../features/games/components/range-fields.tsx';
import { parseRoundFilters, roundFiltersToParams, ROUNDS_PAGE_SIZE, type RoundFilters } from '../../features/games/rounds-filters.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { MAX_RANGE_DAYS, rangeProblem } from '../../lib/date-range.ts';
import { errorMessage } from '../../lib/errors.ts';

/** Players' exposure over a period, biggest winners first. */
export function ExposurePage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const canWrite = useCan('games.write');
  const vendors = useVendors();
  const [params, setParams] = useSearchParams();
  // The same address keys as the rounds explorer (days, vendor, page), so the two read alike.
  const filters = parseRoundFilters(params, new Date(), timeZone);
  const problem = rangeProblem(filters.from, filters.to);
  const query = {
    from: filters.from,
    to: filters.to,
    page: filters.page,
    pageSize: ROUNDS_PAGE_SIZE,
    ...(filters.vendorCode ? { vendorCode: filters.vendorCode } : {}),
  };
  const exposure = useExposure(query, { enabled: problem === null });
  const update = (change: Partial<RoundFilters>) => setParams(roundFiltersToParams({ ...filters, page: 1, ...change }), { replace: true });

  return (
    <div>
      <PageHeader
        title={t('nav.games')}
        description={t('gameTools.exposure.description', { zone: timeZone })}
        actions={
          <Button icon={<RotateCw className="size-4" />} loading={exposure.isFetching} onClick={() => void exposure.refetch()}>
            {t('common.refresh')}
          </Button>
        }
      />
      <GamesTabs current="exposure" />
      <HeldCreditsCard canWrite={canWrite} currency={currency} timeZone={timeZone} />
      <Card>
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <RangeFields idPrefix="exposure" from={filters.from} to={filters.to} timeZone={timeZone} onChange={(range) => update(range)} />
          <Field label={t('games.vendor')} htmlFor="exposure-vendor">
            <Select id="exposure-vendor" compact className="w-44" value={filters.vendorCode} onChange={(event) => update({ vendorCode: event.target.value })}>
              <option value="">{t('gameTools.rounds.allVendors')}</option>
              {(vendors.data ?? []).map((vendor) => (
                <option key={vendor.vendorCode} value={vendor.vendorCode}>
                  {vendor.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {problem ? (
          <div className="p-5">
            <Alert tone="warning">{problem === 'order' ? t('finance.rangeOrder') : t('finance.rangeTooLong', { days: MAX_RANGE_DAYS })}</Alert>
          </div>
        ) : exposure.isPending ? (
          <div className="flex flex-col gap-2 p-5">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10" />
            ))}
          </div>
        ) : exposure.isError ? (
          <EmptyState title={t('gameTools.exposure.loadFailed')} description={errorMessage(t, exposure.error)} />
        ) : exposure.data.items.length === 0 ? (
          <EmptyState icon={<TrendingUp className="size-5" />} title={t('gameTools.exposure.empty')} description={t('gameTools.exposure.emptyText')} />
        ) : (
          <>
            <p className="border-b border-slate-100 px-4 py-2.5 text-[13px] text-slate-600 sm:px-5">{t('gameTools.exposure.hint')}</p>
            <ExposureTable rows={exposure.data.items} currency={currency} firstRank={(filters.page - 1) * ROUNDS_PAGE_SIZE + 1} />
            <Pager page={filters.page} pageSize={ROUNDS_PAGE_SIZE} total={exposure.data.total} onPage={(page) => update({ page })} />
          </>
        )}
      </Card>
    </div>
  );
}
