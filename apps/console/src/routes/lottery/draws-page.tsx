import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarClock, CalendarPlus, SlidersHorizontal } from 'lucide-react';
import { zonedDay } from '@orbit/contracts/format';
import { LOTTERY_DRAW_STATUSES, type LotteryDrawStatus } from '@orbit/contracts/lottery';
import type { ConsoleDraw } from '@orbit/contracts/console-lottery';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input, Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useLotteryMonitor } from '../../features/lottery/api/get-monitor.ts';
import { useLotteryDraws } from '../../features/lottery/api/list-draws.ts';
import { DrawsTable } from '../../features/lottery/components/draws-table.tsx';
import { GameSelect, gameFromParam } from '../../features/lottery/components/game-select.tsx';
import { LotteryTabs } from '../../features/lottery/components/lottery-tabs.tsx';
import { MonitorGrid } from '../../features/lottery/components/monitor-grid.tsx';
import { SpecialDrawDialog } from '../../features/lottery/components/special-draw-dialog.tsx';
import { VoidDrawDialog } from '../../features/lottery/components/void-draw-dialog.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useNow } from '../../lib/use-now.ts';

const PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The lottery's draw calendar and live monitor. */
export function LotteryDrawsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const canWrite = useCan('lottery.write');
  const canEditOdds = useCan('settings.read');
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [voiding, setVoiding] = useState<ConsoleDraw | null>(null);
  const game = gameFromParam(params.get('game'));
  const dayParam = params.get('day') ?? '';
  const day = DAY.test(dayParam) ? dayParam : zonedDay(new Date(), timeZone);
  const statusParam = params.get('status') ?? '';
  const status = (LOTTERY_DRAW_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as LotteryDrawStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams({ game, day, status: status ?? '', page: '1', ...change });
    for (const [key, value] of [...next]) if (!value || (key === 'page' && value === '1')) next.delete(key);
    setParams(next, { replace: true });
  };

  const monitor = useLotteryMonitor();
  const draws = useLotteryDraws({ gameCode: game, day, page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) });
  // Countdowns run on the server's clock: the offset from the last answer corrects this browser's.
  const wallNow = useNow(1000);
  const offset = monitor.data ? Date.parse(monitor.data.serverTime) - monitor.dataUpdatedAt : 0;

  return (
    <div>
      <PageHeader
        title={t('nav.lottery')}
        description={t('lottery.draws.description', { zone: timeZone })}
        actions={
          <>
            {canEditOdds ? (
              <Link
                to="/settings/lottery"
                className="inline-flex h-9 items-center gap-1.5 rounded-md border border-slate-200 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
              >
                <SlidersHorizontal aria-hidden className="size-4" />
                {t('lottery.oddsLink')}
              </Link>
            ) : null}
            {canWrite ? (
              <Button variant="primary" icon={<CalendarPlus className="size-4" />} onClick={() => setAdding(true)}>
                {t('lottery.special.open')}
              </Button>
            ) : null}
          </>
        }
      />
      <LotteryTabs current="draws" />
      <h2 className="mb-2 text-sm font-semibold text-slate-700">{t('lottery.monitor.title')}</h2>
      {monitor.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44" />
          ))}
        </div>
      ) : monitor.isError ? (
        <EmptyState title={t('lottery.loadFailed')} description={errorMessage(t, monitor.error)} />
      ) : (
        <MonitorGrid games={monitor.data.games} now={wallNow + offset} timeZone={timeZone} currency={currency} />
      )}
      <Card className="mt-6">
        <CardHeader icon={<CalendarClock className="size-4" />} title={t('lottery.draws.title')} description={t('lottery.draws.hint')} />
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <GameSelect id="draws-game" value={game} onChange={(value) => update({ game: value })} />
          <Field label={t('lottery.draws.day')} htmlFor="draws-day">
            <Input
              id="draws-day"
              type="date"
              compact
              className="w-40"
              value={day}
              onChange={(event) => event.target.value && update({ day: event.target.value })}
            />
          </Field>
          <Field label={t('lottery.draws.status')} htmlFor="draws-status">
            <Select id="draws-status" compact className="w-36" value={status ?? ''} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t('lottery.draws.allStatuses')}</option>
              {LOTTERY_DRAW_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`lottery.status.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {draws.isPending ? (
          <div className="flex flex-col gap-2 p-5">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10" />
            ))}
          </div>
        ) : draws.isError ? (
          <EmptyState title={t('lottery.loadFailed')} description={errorMessage(t, draws.error)} />
        ) : draws.data.items.length === 0 ? (
          <EmptyState icon={<CalendarClock className="size-5" />} title={t('lottery.draws.empty')} description={t('lottery.draws.emptyText')} />
        ) : (
          <>
            <DrawsTable draws={draws.data.items} timeZone={timeZone} currency={currency} onVoid={canWrite ? setVoiding : undefined} />
            <Pager page={page} pageSize={PAGE_SIZE} total={draws.data.total} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </Card>
      {canWrite ? <SpecialDrawDialog open={adding} onOpenChange={setAdding} timeZone={timeZone} /> : null}
      {canWrite ? <VoidDrawDialog draw={voiding} onClose={() => setVoiding(null)} currency={currency} /> : null}
    </div>
  );
}
