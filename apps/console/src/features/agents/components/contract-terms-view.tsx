// A contract's terms as a small table: the tiers (thresholds and rate) or, for the real-time salary, the profit
// and loss rates per lottery game; the dividend's period and carry-over above them.
import { useTranslation } from 'react-i18next';
import type { ContractTerms } from '@orbit/contracts/agents';
import { showMoney, type Currency } from '../../../lib/amounts.ts';

export function ContractTermsView({ contract, currency }: { contract: ContractTerms; currency: Currency }) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const cell = 'px-2 py-1 text-end tabular';
  const head = 'px-2 py-1 text-end font-medium text-slate-500';

  if (contract.kind === 'realtime_salary') {
    return (
      <table className="w-full text-[13px]" aria-label={t('agents.contracts.termsLabel')}>
        <thead>
          <tr className="border-b border-slate-100">
            <th className="px-2 py-1 text-start font-medium text-slate-500">{t('agents.terms.game')}</th>
            <th className={head}>{t('agents.terms.profitRate')}</th>
            <th className={head}>{t('agents.terms.lossRate')}</th>
          </tr>
        </thead>
        <tbody>
          {contract.terms.rates.map((rate) => (
            <tr key={rate.gameCode}>
              <td className="px-2 py-1">{t(`lottery.games.${rate.gameCode}`)}</td>
              <td className={cell}>{rate.profitRate}%</td>
              <td className={cell}>{rate.lossRate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  const tiers: { min: string; active: number | null; rate: string }[] =
    contract.kind === 'dividend'
      ? contract.terms.tiers.map((tier) => ({ min: tier.minNetLoss, active: tier.minActive, rate: tier.rate }))
      : contract.kind === 'daily_wage'
        ? contract.terms.tiers.map((tier) => ({ min: tier.minTurnover, active: tier.minActive, rate: tier.rate }))
        : contract.terms.tiers.map((tier) => ({ min: tier.minTurnover, active: null, rate: tier.rate }));
  const hasActive = contract.kind !== 'hourly_salary';

  return (
    <div className="flex flex-col gap-2">
      {contract.kind === 'dividend' ? (
        <p className="text-[13px] text-slate-600">
          {t(`agents.terms.periods.${contract.terms.period}`)} · {contract.terms.carryOver ? t('agents.terms.carryOverOn') : t('agents.terms.carryOverOff')}
        </p>
      ) : null}
      <table className="w-full text-[13px]" aria-label={t('agents.contracts.termsLabel')}>
        <thead>
          <tr className="border-b border-slate-100">
            <th className="px-2 py-1 text-start font-medium text-slate-500">{t('agents.terms.tier')}</th>
            <th className={head}>{contract.kind === 'dividend' ? t('agents.terms.minNetLoss') : t('agents.terms.minTurnover')}</th>
            {hasActive ? <th className={head}>{t('agents.terms.minActive')}</th> : null}
            <th className={head}>{t('agents.terms.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {tiers.map((tier, index) => (
            <tr key={index}>
              <td className="px-2 py-1 text-slate-500 tabular">{index + 1}</td>
              <td className={cell}>{money(tier.min)}</td>
              {hasActive ? <td className={cell}>{tier.active}</td> : null}
              <td className={cell}>{tier.rate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
