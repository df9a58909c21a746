import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Gauge } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useDrawExposure } from '../../features/lottery/api/get-exposure.ts';
import { useLotteryMonitor } from '../../features/lottery/api/get-monitor.ts';
import { DrawStatusBadge } from '../../features/lottery/components/draw-status-badge.tsx';
import { ExposureKeysTable } from '../../features/lottery/components/exposure-keys-table.tsx';
import { GameSelect, gameFromParam } from '../../features/lottery/components/game-select.tsx';
import { LotteryTabs } from '../../features/lottery/components/lottery-tabs.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { formatDateTime } from '@orbit/contracts/format';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';

const LIMIT = 50;

/** The exposure per number of a lottery draw still selling. */
export function LotteryExposurePage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const [params, setParams] = useSearchParams();
  const named = params.get('draw');
  const game = gameFromParam(named ? named.slice(0, named.indexOf(':')) : params.get('game'));
  const monitor = useLotteryMonitor();
  const upcoming = monitor.data?.games.find((g) => g.gameCode === game)?.next ?? [];
  const drawId = named ?? upcoming[0]?.drawId ?? null;
  const exposure = useDrawExposure(drawId, LIMIT);
  const choices = upcoming.some((d) => d.drawId === drawId) || drawId === null ? upcoming.map((d) => d.drawId) : [drawId, ...upcoming.map((d) => d.drawId)];

  return (
    <div>
      <PageHeader title={t('nav.lottery')} description={t('lottery.exposure.description')} />
      <LotteryTabs current="exposure" />
      <Card>
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <GameSelect id="exposure-game" value={game} onChange={(value) => setParams({ game: value }, { replace: true })} />
          <Field label={t('lottery.exposure.draw')} htmlFor="exposure-draw">
            <Select
              id="exposure-draw"
              compact
              className="w-64 font-mono"
              value={drawId ?? ''}
              onChange={(event) => setParams({ draw: event.target.value }, { replace: true })}
            >
              {choices.length === 0 ? <option value="">{t('lottery.exposure.noDraw')}</option> : null}
              {choices.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {drawId === null ? (
          monitor.isPending ? (
            <div className="p-5">
              <Skeleton className="h-10" />
            </div>
          ) : (
            <EmptyState icon={<Gauge className="size-5" />} title={t('lottery.exposure.noDraw')} />
          )
        ) : exposure.isPending ? (
          <div className="flex flex-col gap-2 p-5">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10" />
            ))}
          </div>
        ) : exposure.isError ? (
          <EmptyState title={t('lottery.loadFailed')} description={errorMessage(t, exposure.error)} />
        ) : (
          <>
            <dl
              className="grid grid-cols-2 gap-x-6 gap-y-3 border-b border-slate-100 px-4 py-3 text-[13px] sm:grid-cols-3 sm:px-5 lg:grid-cols-6"
              data-testid="exposure-summary"
            >
              <Stat label={t('lottery.draws.status')}>
                <DrawStatusBadge status={exposure.data.draw.status} />
              </Stat>
              <Stat label={t('lottery.draws.drawsAt')}>{formatDateTime(exposure.data.draw.drawsAt, timeZone).slice(5, 16)}</Stat>
              <Stat label={t('lottery.exposure.cap')}>{exposure.data.cap === null ? '—' : money(exposure.data.cap)}</Stat>
              <Stat label={t('lottery.exposure.keys')}>{exposure.data.keys}</Stat>
              <Stat label={t('lottery.exposure.total')}>{money(exposure.data.totalLiability)}</Stat>
              <Stat label={t('lottery.exposure.soldOutKeys')}>
                <span className={exposure.data.soldOutKeys > 0 ? 'font-semibold text-red-600' : undefined}>{exposure.data.soldOutKeys}</span>
              </Stat>
            </dl>
            {exposure.data.items.length === 0 ? (
              <EmptyState icon={<Gauge className="size-5" />} title={t('lottery.exposure.empty')} description={t('lottery.exposure.emptyText')} />
            ) : (
              <>
                <p className="border-b border-slate-100 px-4 py-2.5 text-[13px] text-slate-600 sm:px-5">{t('lottery.exposure.hint', { count: LIMIT })}</p>
                <ExposureKeysTable keys={exposure.data.items} cap={exposure.data.cap} currency={currency} />
              </>
            )}
          </>
        )}
      </Card>
    </div>
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}
