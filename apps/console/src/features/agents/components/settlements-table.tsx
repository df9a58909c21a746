// Settlement items: the period, the figures the amount was worked out from, carry in and out, the amount, who
// paid it and its state. Used for one agent's settlements and for one run's items.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import type { SettlementRecord } from '@orbit/contracts/agents';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { SETTLEMENT_STATUS_TONES } from '../labels.ts';

/** The inputs as "name value" pairs in a stable order. */
function inputsText(inputs: SettlementRecord['inputs']): string {
  return Object.entries(inputs)
    .filter(([, value]) => value !== null && value !== '')
    .map(([name, value]) => `${name} ${value}`)
    .join(' · ');
}

export function SettlementsTable({
  items,
  currency,
  timeZone,
  show,
  label,
}: {
  items: readonly (SettlementRecord & { contractId: number })[];
  currency: Currency;
  timeZone: string;
  /** The run's items name the agent; an agent's own list names the kind. */
  show: 'agent' | 'kind';
  label: string;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <Table label={label}>
      <THead>
        <TR>
          <TH>{show === 'agent' ? t('agents.username') : t('agents.kind')}</TH>
          <TH className="hidden sm:table-cell">{t('agents.settlements.period')}</TH>
          <TH className="hidden lg:table-cell">{t('agents.settlements.inputs')}</TH>
          <TH className="hidden text-end md:table-cell">{t('agents.settlements.carry')}</TH>
          <TH className="text-end">{t('agents.settlements.amount')}</TH>
          <TH className="hidden sm:table-cell">{t('agents.settlements.payer')}</TH>
          <TH>{t('agents.status')}</TH>
        </TR>
      </THead>
      <tbody>
        {items.map((item) => (
          <TR key={item.id}>
            <TD className="whitespace-nowrap">
              <span className="font-medium">{show === 'agent' ? item.agent : t(`agents.kinds.${item.kind}`)}</span>
              {/* On a phone the period column is left out: its start goes under the name. */}
              <span className="block text-xs text-slate-500 tabular sm:hidden">{formatDateTime(item.periodStart, timeZone)}</span>
            </TD>
            <TD className="hidden text-xs whitespace-nowrap text-slate-600 tabular sm:table-cell">
              {formatDateTime(item.periodStart, timeZone)}
              <br />
              {formatDateTime(item.periodEnd, timeZone)}
            </TD>
            <TD className="hidden max-w-xs text-xs text-slate-600 lg:table-cell">{inputsText(item.inputs)}</TD>
            <TD className="hidden text-end text-xs whitespace-nowrap text-slate-600 tabular md:table-cell">
              {money(item.carryIn)} → {money(item.carryOut)}
            </TD>
            <TD className="text-end font-semibold whitespace-nowrap tabular">{money(item.amount)}</TD>
            <TD className="hidden whitespace-nowrap sm:table-cell">{item.payer ?? t('agents.settlements.platform')}</TD>
            <TD>
              <Badge tone={SETTLEMENT_STATUS_TONES[item.status] ?? 'neutral'} dot>
                {t(`agents.settlementStatuses.${item.status}`)}
              </Badge>
              {item.reason ? <p className="mt-0.5 text-xs text-slate-500">{item.reason}</p> : null}
            </TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
