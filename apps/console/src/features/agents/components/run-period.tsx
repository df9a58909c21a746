import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import type { SettlementRun } from '@orbit/contracts/console-agents';

/** A run's period: its cadence name and its start and end in the merchant's zone. */
export function RunPeriod({ run, timeZone }: { run: Pick<SettlementRun, 'period' | 'periodStart' | 'periodEnd'>; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-col">
      <span className="font-medium text-slate-800">{t(`agents.runPeriods.${run.period}`, { defaultValue: run.period })}</span>
      <span className="text-xs text-slate-500 tabular">
        {formatDateTime(run.periodStart, timeZone)} – {formatDateTime(run.periodEnd, timeZone)}
      </span>
    </span>
  );
}
