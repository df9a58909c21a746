// A contract's terms as a person reads them: a tier table (from which figure which rate), the dividend's
// period and carry-over, or the real-time rates per lottery game.
import type { ContractTerms } from '@orbit/contracts/agents';
import { useTranslation } from 'react-i18next';
import { TIER_COLUMNS } from '../../model/terms.ts';
import { Money } from '../parts/money.tsx';

const cell = 'px-3 py-1.5';

export function TermsTable({ contract }: { contract: ContractTerms }) {
  const { t } = useTranslation();
  if (contract.kind === 'realtime_salary')
    return (
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm" data-testid="terms-table">
          <thead className="bg-surface-raised/50 text-xs text-text-muted">
            <tr>
              <th className={`${cell} text-start font-medium`}>{t('agents.terms.gameCode')}</th>
              <th className={`${cell} text-end font-medium`}>{t('agents.terms.profitRate')}</th>
              <th className={`${cell} text-end font-medium`}>{t('agents.terms.lossRate')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.terms.rates.map((rate) => (
              <tr key={rate.gameCode} className="border-t border-border/70">
                <td className={cell}>{t(`agents.games.${rate.gameCode}`)}</td>
                <td className={`${cell} text-end tabular-nums`}>{rate.profitRate}%</td>
                <td className={`${cell} text-end tabular-nums`}>{rate.lossRate}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  const columns = TIER_COLUMNS[contract.kind];
  const tiers = contract.terms.tiers as readonly Record<string, string | number>[];
  return (
    <div className="space-y-2">
      {contract.kind === 'dividend' ? (
        <p className="text-xs text-text-muted">
          {t('agents.terms.periodIs', { period: t(`agents.terms.periods.${contract.terms.period}`) })} ·{' '}
          {contract.terms.carryOver ? t('agents.terms.carryOverOn') : t('agents.terms.carryOverOff')}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm" data-testid="terms-table">
          <thead className="bg-surface-raised/50 text-xs text-text-muted">
            <tr>
              <th className={`${cell} text-start font-medium`}>{t('agents.terms.tier')}</th>
              {columns.map((column) => (
                <th key={column} className={`${cell} text-end font-medium`}>
                  {t(`agents.terms.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier, index) => (
              <tr key={index} className="border-t border-border/70">
                <td className={cell}>{index + 1}</td>
                {columns.map((column) => (
                  <td key={column} className={`${cell} text-end tabular-nums`}>
                    {column === 'rate' ? `${tier[column]}%` : column === 'minActive' ? tier[column] : <Money amount={String(tier[column])} />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
