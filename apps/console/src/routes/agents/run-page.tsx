import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { PageLoader } from '../../components/ui/spinner.tsx';
import { useSettlementRun } from '../../features/agents/api/runs.ts';
import { RunActions } from '../../features/agents/components/run-actions.tsx';
import { RunPeriod } from '../../features/agents/components/run-period.tsx';
import { SettlementsTable } from '../../features/agents/components/settlements-table.tsx';
import { RUN_STATUS_TONES } from '../../features/agents/labels.ts';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';

const PAGE_SIZE = 50;

/** One settlement run: its state and totals, its items with their inputs and payouts, and the operator's controls. */
export function AgentRunPage() {
  const { t } = useTranslation();
  const runId = Number(useParams().runId);
  const currency = useMerchantCurrency();
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('agents.write');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const run = useSettlementRun(runId, page, PAGE_SIZE);

  if (run.isPending) return <PageLoader label={t('common.loading')} />;
  if (run.isError) return <EmptyState title={t('agents.loadFailed')} description={errorMessage(t, run.error)} />;
  const summary = run.data.run;

  return (
    <div>
      <Link to="/agents/runs" className="mb-2 inline-flex items-center gap-1 text-xs text-slate-500 hover:text-slate-900">
        <ArrowLeft aria-hidden className="size-3" />
        {t('agents.runs.back')}
      </Link>
      <PageHeader
        title={t('agents.runs.runTitle', { id: summary.id, kind: t(`agents.kinds.${summary.kind}`) })}
        description={<RunPeriod run={summary} timeZone={timeZone} />}
        meta={
          <>
            <Badge tone={RUN_STATUS_TONES[summary.status] ?? 'neutral'} dot>
              {t(`agents.runStatuses.${summary.status}`)}
            </Badge>
            <span className="text-[13px] text-slate-600 tabular" data-testid="run-paid-total">
              {t('agents.runs.paidSummary', { paid: showMoney(summary.paidTotal, currency.symbol, currency.exponent), count: summary.items })}
            </span>
          </>
        }
        actions={canWrite ? <RunActions run={summary} /> : null}
      />
      {summary.note || summary.heldBy ? (
        <p className="mb-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-2 text-[13px] text-amber-900">
          {summary.heldBy ? t('agents.runs.heldBy', { operator: summary.heldBy }) : null}
          {summary.heldBy && summary.note ? ' · ' : null}
          {summary.note ? `“${summary.note}”` : null}
        </p>
      ) : null}
      <Card>
        <CardHeader
          title={t('agents.runs.itemsTitle')}
          description={t('agents.runs.itemsHint', {
            started: formatDateTime(summary.startedAt, timeZone),
            finished: summary.finishedAt ? formatDateTime(summary.finishedAt, timeZone) : '—',
          })}
        />
        {run.data.total === 0 ? (
          <EmptyState title={t('agents.runs.noItems')} />
        ) : (
          <>
            <SettlementsTable items={run.data.items} currency={currency} timeZone={timeZone} show="agent" label={t('agents.runs.itemsTitle')} />
            <Pager page={page} pageSize={PAGE_SIZE} total={run.data.total} onPage={(next) => setParams({ page: String(next) }, { replace: true })} />
          </>
        )}
      </Card>
    </div>
  );
}
