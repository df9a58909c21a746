import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Coins } from 'lucide-react';
import { COMMISSION_GRAINS } from '@orbit/contracts/console-agents';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RangeReportCard } from '../../components/ui/range-report-card.tsx';
import { Table, TD, TH, THead, TR } from '../../components/ui/table.tsx';
import { useCommissionTotals, type CommissionGrain } from '../../features/agents/api/commissions.ts';
import { AgentsTabs } from '../../features/agents/components/agents-tabs.tsx';
import { RangeFields } from '../../features/games/components/range-fields.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { parseRange, rangeProblem } from '../../lib/date-range.ts';

/** Commissions paid per day, week or month and contract kind, split by who paid them: the platform or uplines. */
export function AgentCommissionsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const [params, setParams] = useSearchParams();
  const { from, to } = parseRange(params, new Date(), timeZone);
  const grainParam = params.get('grain') ?? '';
  const grain: CommissionGrain = (COMMISSION_GRAINS as readonly string[]).includes(grainParam) ? (grainParam as CommissionGrain) : 'day';
  const problem = rangeProblem(from, to);
  const totals = useCommissionTotals({ grain, from, to }, { enabled: problem === null });
  const update = (change: Record<string, string>) => setParams({ from, to, grain, ...change }, { replace: true });

  return (
    <div>
      <PageHeader title={t('nav.agents')} description={t('agents.commissions.description', { zone: timeZone })} />
      <AgentsTabs current="commissions" />
      <RangeReportCard
        filters={
          <>
            <Field label={t('agents.commissions.grain')} htmlFor="commissions-grain">
              <Select id="commissions-grain" compact className="w-32" value={grain} onChange={(event) => update({ grain: event.target.value })}>
                {COMMISSION_GRAINS.map((value) => (
                  <option key={value} value={value}>
                    {t(`agents.commissions.grains.${value}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <RangeFields idPrefix="commissions" from={from} to={to} timeZone={timeZone} onChange={(range) => update(range)} />
          </>
        }
        problem={problem}
        report={totals}
        loadFailedTitle={t('agents.loadFailed')}
        isEmpty={(data) => data.rows.length === 0}
        empty={{ icon: <Coins className="size-5" />, title: t('agents.commissions.none'), description: t('agents.commissions.noneText') }}
      >
        {(data) => (
          <div data-testid="agent-commissions">
            <Table label={t('agents.commissions.tableLabel')}>
              <THead>
                <TR>
                  <TH>{t(`agents.commissions.periodOf.${grain}`)}</TH>
                  <TH>{t('agents.kind')}</TH>
                  <TH className="text-end">{t('agents.commissions.settlements')}</TH>
                  <TH className="text-end">{t('agents.commissions.paid')}</TH>
                  <TH className="hidden text-end sm:table-cell">{t('agents.commissions.byPlatform')}</TH>
                  <TH className="hidden text-end sm:table-cell">{t('agents.commissions.byUplines')}</TH>
                </TR>
              </THead>
              <tbody>
                {data.rows.map((row) => (
                  <TR key={`${row.period}-${row.kind}`}>
                    <TD className="whitespace-nowrap tabular">{row.period}</TD>
                    <TD className="whitespace-nowrap">{t(`agents.kinds.${row.kind}`)}</TD>
                    <TD className="text-end tabular">{row.settlements}</TD>
                    <TD className="text-end font-semibold whitespace-nowrap tabular">{money(row.paid)}</TD>
                    <TD className="hidden text-end whitespace-nowrap tabular sm:table-cell">{money(row.byPlatform)}</TD>
                    <TD className="hidden text-end whitespace-nowrap tabular sm:table-cell">{money(row.byUplines)}</TD>
                  </TR>
                ))}
                <TR className="bg-slate-50 font-semibold">
                  <TD colSpan={2}>{t('agents.commissions.total')}</TD>
                  <TD className="text-end tabular">{data.totals.settlements}</TD>
                  <TD className="text-end whitespace-nowrap tabular">{money(data.totals.paid)}</TD>
                  <TD className="hidden text-end whitespace-nowrap tabular sm:table-cell">{money(data.totals.byPlatform)}</TD>
                  <TD className="hidden text-end whitespace-nowrap tabular sm:table-cell">{money(data.totals.byUplines)}</TD>
                </TR>
              </tbody>
            </Table>
          </div>
        )}
      </RangeReportCard>
    </div>
  );
}
