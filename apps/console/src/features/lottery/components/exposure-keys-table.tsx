// A draw's bet keys by the house's liability, largest first: how much of the merchant's cap each has used and
// whether it is sold out (the ticket service takes no more bets on it).
import { useTranslation } from 'react-i18next';
import type { ExposureKey } from '@orbit/contracts/console-lottery';
import { Badge } from '../../../components/ui/badge.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, toMinor, type Currency } from '../../../lib/amounts.ts';
import { cn } from '../../../lib/cn.ts';
import { capShare } from '../draw-view.ts';

export function ExposureKeysTable({ keys, cap, currency }: { keys: ExposureKey[]; cap: string | null; currency: Currency }) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const capMinor = cap === null ? null : toMinor(cap, currency.exponent);
  return (
    <Table label={t('lottery.exposure.tableLabel')}>
      <THead>
        <TR>
          <TH className="w-10">#</TH>
          <TH>{t('lottery.exposure.betKey')}</TH>
          <TH className="text-end">{t('lottery.exposure.liability')}</TH>
          <TH className="w-48">{t('lottery.exposure.ofCap')}</TH>
          <TH className="text-end">{t('lottery.exposure.remaining')}</TH>
          <TH>{t('lottery.draws.status')}</TH>
        </TR>
      </THead>
      <tbody>
        {keys.map((key, index) => {
          const share = capMinor === null ? null : capShare(toMinor(key.liability, currency.exponent) ?? 0n, capMinor);
          return (
            <TR key={key.betKey} data-testid={`exposure-${key.betKey}`}>
              <TD className="text-slate-400 tabular-nums">{index + 1}</TD>
              <TD className="font-mono text-[13px] text-slate-900">{key.betKey}</TD>
              <TD className="text-end font-medium whitespace-nowrap tabular-nums">{money(key.liability)}</TD>
              <TD>
                {share === null ? (
                  '—'
                ) : (
                  <div className="flex min-w-32 items-center gap-2">
                    <div className="h-1.5 flex-1 rounded-full bg-slate-100" aria-hidden>
                      <div
                        className={cn('h-1.5 rounded-full', share >= 100 ? 'bg-red-500' : share >= 80 ? 'bg-amber-500' : 'bg-emerald-500')}
                        style={{ width: `${Math.min(100, share)}%` }}
                      />
                    </div>
                    <span className="w-10 text-end text-xs text-slate-600 tabular-nums">{share}%</span>
                  </div>
                )}
              </TD>
              <TD className="text-end whitespace-nowrap tabular-nums">{key.remaining === null ? '—' : money(key.remaining)}</TD>
              <TD>
                {key.soldOut ? <Badge tone="danger">{t('lottery.exposure.soldOut')}</Badge> : <Badge tone="success">{t('lottery.exposure.selling')}</Badge>}
              </TD>
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}
