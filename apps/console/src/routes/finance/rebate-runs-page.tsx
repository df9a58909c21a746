// Finance → Rebate runs (docs/rebates.md): preview a closed period (its lines computed, nothing paid), hold,
// release (paid or accrued for members to claim), re-run (a new preview that pays only the differences), and
// each run's lines. Acting needs rebates.write; the server audits every action.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HandCoins } from 'lucide-react';
import { zonedDay } from '@orbit/contracts/format';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { Table, TD, TH, THead, TR } from '../../components/ui/table.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { REBATE_PAGE_SIZE, useRebateAction, useRebateLines, useRebateRuns, type RunAction } from '../../features/rebates/api/rebate-runs.ts';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';

type RebateLinesPage = NonNullable<ReturnType<typeof useRebateLines>['data']>;

const yesterdayIn = (timeZone: string) => zonedDay(new Date(Date.now() - 86_400_000), timeZone);

export function RebateRunsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('rebates.write');
  const [page, setPage] = useState(1);
  const [day, setDay] = useState(() => yesterdayIn(timeZone));
  const [open, setOpen] = useState<number | null>(null);
  const [linesPage, setLinesPage] = useState(1);
  const runs = useRebateRuns(page);
  const lines = useRebateLines(open, linesPage);
  const act = useRebateAction();

  const run = async (input: { action: 'preview'; day: string } | { action: RunAction; id: number }) => {
    try {
      const done = await act.mutateAsync(input);
      toast.success(t(`rebates.done.${input.action}`, { id: done.id }));
      setOpen(done.id);
      setLinesPage(1);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <div className="space-y-4">
      <PageHeader
        title={t('nav.rebateRuns')}
        description={t('rebates.text')}
        actions={
          canWrite ? (
            <form
              className="flex items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                void run({ action: 'preview', day });
              }}
            >
              <label className="text-xs text-slate-500">
                {t('rebates.day')}
                <input
                  type="date"
                  value={day}
                  onChange={(event) => setDay(event.target.value)}
                  className="mt-1 block rounded-md border border-slate-300 px-2 py-1.5 text-sm text-slate-900"
                  data-testid="rebate-day"
                />
              </label>
              <Button type="submit" variant="primary" loading={act.isPending} icon={<HandCoins className="size-4" aria-hidden />}>
                {t('rebates.preview')}
              </Button>
            </form>
          ) : null
        }
      />
      <Card>
        {runs.isPending ? (
          <Skeleton />
        ) : !runs.data ? (
          <p className="p-4 text-sm text-red-700">{errorMessage(t, runs.error)}</p>
        ) : runs.data.items.length === 0 ? (
          <EmptyState icon={<HandCoins className="size-6" aria-hidden />} title={t('rebates.empty')} description={t('rebates.emptyText')} />
        ) : (
          <>
            <Table label={t('nav.rebateRuns')}>
              <THead>
                <tr>
                  <TH>{t('rebates.run')}</TH>
                  <TH>{t('rebates.period')}</TH>
                  <TH>{t('rebates.state')}</TH>
                  <TH className="text-right">{t('rebates.members')}</TH>
                  <TH className="text-right">{t('rebates.turnover')}</TH>
                  <TH className="text-right">{t('rebates.amount')}</TH>
                  <TH className="text-right">{t('rebates.owed')}</TH>
                  <TH>{t('rebates.by')}</TH>
                  <TH className="text-right">{t('common.actions')}</TH>
                </tr>
              </THead>
              <tbody>
                {runs.data.items.map((item) => (
                  <TR key={item.id} data-testid={`rebate-run-${item.id}`}>
                    <TD className="font-mono">#{item.id}</TD>
                    <TD>
                      {item.periodStart === item.periodEnd ? item.periodStart : `${item.periodStart} – ${item.periodEnd}`}
                      <div className="text-xs text-slate-500">
                        {t(`rebates.periodKind.${item.period}`)} · {t(`rebates.basis.${item.basis}`)}
                      </div>
                    </TD>
                    <TD>{t(`rebates.runState.${item.state}`)}</TD>
                    <TD className="text-right tabular-nums">{item.members}</TD>
                    <TD className="text-right tabular-nums">{item.turnover}</TD>
                    <TD className="text-right tabular-nums">{item.amount}</TD>
                    <TD className="text-right font-semibold tabular-nums">{item.owed}</TD>
                    <TD>
                      {item.createdBy === 'job' ? t('rebates.job') : item.createdBy}
                      <div className="text-xs text-slate-500">{item.createdAt}</div>
                    </TD>
                    <TD className="space-x-1 text-right whitespace-nowrap">
                      <Button size="sm" variant="ghost" onClick={() => (setOpen(item.id), setLinesPage(1))}>
                        {t('rebates.lines')}
                      </Button>
                      {canWrite && item.state === 'previewed' ? (
                        <Button size="sm" onClick={() => void run({ action: 'hold', id: item.id })}>
                          {t('rebates.hold')}
                        </Button>
                      ) : null}
                      {canWrite && (item.state === 'previewed' || item.state === 'held') ? (
                        <Button size="sm" variant="primary" onClick={() => void run({ action: 'release', id: item.id })}>
                          {t('rebates.release')}
                        </Button>
                      ) : null}
                      {canWrite && (item.state === 'paid' || item.state === 'accrued') ? (
                        <Button size="sm" onClick={() => void run({ action: 'rerun', id: item.id })}>
                          {t('rebates.rerun')}
                        </Button>
                      ) : null}
                    </TD>
                  </TR>
                ))}
              </tbody>
            </Table>
            <Pager page={page} pageSize={REBATE_PAGE_SIZE} total={runs.data.total} onPage={setPage} />
          </>
        )}
      </Card>
      {open !== null && lines.data ? <RunLinesCard id={open} lines={lines.data} page={linesPage} onPage={setLinesPage} /> : null}
    </div>
  );
}

/** One run's lines: per member and category, the turnover, rate, amount, what earlier runs paid, and what is owed. */
function RunLinesCard({ id, lines, page, onPage }: { id: number; lines: RebateLinesPage; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader title={t('rebates.linesOf', { id })} description={t('rebates.linesText')} />
      <Table label={t('rebates.linesOf', { id })}>
        <THead>
          <tr>
            <TH>{t('rebates.member')}</TH>
            <TH>{t('rebates.category')}</TH>
            <TH className="text-right">{t('rebates.turnover')}</TH>
            <TH className="text-right">{t('rebates.rate')}</TH>
            <TH className="text-right">{t('rebates.amount')}</TH>
            <TH className="text-right">{t('rebates.prior')}</TH>
            <TH className="text-right">{t('rebates.owed')}</TH>
            <TH>{t('rebates.state')}</TH>
          </tr>
        </THead>
        <tbody>
          {lines.items.map((line) => (
            <TR key={`${line.memberId}-${line.category}`}>
              <TD>{line.username}</TD>
              <TD>{t(`rebates.categories.${line.category}`)}</TD>
              <TD className="text-right tabular-nums">{line.turnover}</TD>
              <TD className="text-right tabular-nums">{line.rate}%</TD>
              <TD className="text-right tabular-nums">{line.amount}</TD>
              <TD className="text-right tabular-nums">{line.prior}</TD>
              <TD className="text-right font-semibold tabular-nums">{line.owed}</TD>
              <TD>{t(`rebates.lineState.${line.state}`)}</TD>
            </TR>
          ))}
        </tbody>
      </Table>
      <Pager page={page} pageSize={REBATE_PAGE_SIZE} total={lines.total} onPage={onPage} />
    </Card>
  );
}
