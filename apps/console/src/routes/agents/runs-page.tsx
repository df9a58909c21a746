import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Receipt } from 'lucide-react';
import { CONTRACT_KINDS, type ContractKind } from '@orbit/contracts/agents';
import { SETTLEMENT_RUN_STATUSES } from '@orbit/contracts/console-agents';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { Table, TD, TH, THead, TR } from '../../components/ui/table.tsx';
import { useSettlementRuns } from '../../features/agents/api/runs.ts';
import { AgentsTabs } from '../../features/agents/components/agents-tabs.tsx';
import { RunPeriod } from '../../features/agents/components/run-period.tsx';
import { RUN_STATUS_TONES } from '../../features/agents/labels.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';

const PAGE_SIZE = 20;
type RunStatus = (typeof SETTLEMENT_RUN_STATUSES)[number];

/** The settlement runs, newest period first: kind, period, state, items and what was paid. */
export function AgentRunsPage() {
  const { t } = useTranslation();
  const currency = useMerchantCurrency();
  const timeZone = useMerchantTimeZone();
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind') ?? '';
  const statusParam = params.get('status') ?? '';
  const kind = (CONTRACT_KINDS as readonly string[]).includes(kindParam) ? (kindParam as ContractKind) : undefined;
  const status = (SETTLEMENT_RUN_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as RunStatus) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const runs = useSettlementRuns({ page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}), ...(status ? { status } : {}) });
  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams({ kind: kind ?? '', status: status ?? '', page: '1', ...change });
    for (const [key, value] of [...next]) if (!value || (key === 'page' && value === '1')) next.delete(key);
    setParams(next, { replace: true });
  };

  return (
    <div>
      <PageHeader title={t('nav.agents')} description={t('agents.runs.description', { zone: timeZone })} />
      <AgentsTabs current="runs" />
      <Card>
        <CardHeader icon={<Receipt className="size-4" />} title={t('agents.runs.title')} description={t('agents.runs.hint')} />
        <div className="flex flex-wrap items-end gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
          <Field label={t('agents.kind')} htmlFor="runs-kind">
            <Select id="runs-kind" compact className="w-44" value={kind ?? ''} onChange={(event) => update({ kind: event.target.value })}>
              <option value="">{t('agents.allKinds')}</option>
              {CONTRACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`agents.kinds.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('agents.status')} htmlFor="runs-status">
            <Select id="runs-status" compact className="w-36" value={status ?? ''} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t('agents.allStatuses')}</option>
              {SETTLEMENT_RUN_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`agents.runStatuses.${value}`)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {runs.isPending ? (
          <Skeleton className="m-5 h-24" />
        ) : runs.isError ? (
          <EmptyState title={t('agents.loadFailed')} description={errorMessage(t, runs.error)} />
        ) : runs.data.total === 0 ? (
          <EmptyState icon={<Receipt className="size-5" />} title={t('agents.runs.none')} description={t('agents.runs.noneText')} />
        ) : (
          <>
            <Table label={t('agents.runs.title')}>
              <THead>
                <TR>
                  <TH>{t('agents.runs.run')}</TH>
                  <TH>{t('agents.runs.period')}</TH>
                  <TH>{t('agents.status')}</TH>
                  <TH className="text-end">{t('agents.runs.items')}</TH>
                  <TH className="text-end">{t('agents.runs.paidTotal')}</TH>
                  <TH className="hidden lg:table-cell">{t('agents.runs.startedAt')}</TH>
                </TR>
              </THead>
              <tbody>
                {runs.data.items.map((run) => (
                  <TR key={run.id} data-testid={`run-row-${run.id}`}>
                    <TD className="whitespace-nowrap">
                      <Link to={`/agents/runs/${run.id}`} className="font-medium text-accent-700 hover:underline">
                        #{run.id} {t(`agents.kinds.${run.kind}`)}
                      </Link>
                    </TD>
                    <TD className="whitespace-nowrap">
                      <RunPeriod run={run} timeZone={timeZone} />
                    </TD>
                    <TD>
                      <Badge tone={RUN_STATUS_TONES[run.status] ?? 'neutral'} dot>
                        {t(`agents.runStatuses.${run.status}`)}
                      </Badge>
                      {run.heldBy ? <p className="mt-0.5 text-xs text-slate-500">{t('agents.runs.heldBy', { operator: run.heldBy })}</p> : null}
                    </TD>
                    <TD className="text-end tabular">
                      {run.items}
                      {run.unpaidItems > 0 ? <span className="block text-xs text-amber-700">{t('agents.runs.unpaid', { count: run.unpaidItems })}</span> : null}
                    </TD>
                    <TD className="text-end font-semibold whitespace-nowrap tabular">{showMoney(run.paidTotal, currency.symbol, currency.exponent)}</TD>
                    <TD className="hidden text-xs whitespace-nowrap text-slate-600 tabular lg:table-cell">{formatDateTime(run.startedAt, timeZone)}</TD>
                  </TR>
                ))}
              </tbody>
            </Table>
            <Pager page={page} pageSize={PAGE_SIZE} total={runs.data.total} onPage={(next) => update({ page: String(next) })} />
          </>
        )}
      </Card>
    </div>
  );
}
