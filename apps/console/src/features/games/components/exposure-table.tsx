// Players' exposure: per member, what they staked and won and their net (the house's exposure to them),
// biggest winners first, with their biggest single win and the stakes still open.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExposureRow } from '@orbit/contracts/console-rounds';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, signOf, type Currency } from '../../../lib/amounts.ts';
import { cn } from '../../../lib/cn.ts';
import { netClass } from './rounds-table.tsx';

export function ExposureTable({ rows, currency, firstRank }: { rows: ExposureRow[]; currency: Currency; firstRank: number }) {
  const { t } = useTranslation();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <Table label={t('gameTools.exposure.title')}>
      <THead>
        <tr>
          <TH className="w-12 text-right">#</TH>
          <TH>{t('gameTools.rounds.member')}</TH>
          <TH className="text-right">{t('games.ggr.rounds')}</TH>
          <TH className="text-right">{t('gameTools.exposure.stakes')}</TH>
          <TH className="text-right">{t('gameTools.exposure.wins')}</TH>
          <TH className="text-right">{t('gameTools.exposure.net')}</TH>
          <TH className="text-right">{t('gameTools.exposure.biggestWin')}</TH>
          <TH className="text-right">{t('gameTools.exposure.openStakes')}</TH>
        </tr>
      </THead>
      <tbody>
        {rows.map((row, index) => (
          <TR key={row.memberId} data-testid="exposure-row">
            <TD className="text-right text-slate-400 tabular">{firstRank + index}</TD>
            <TD>
              <Link to={`/members/${row.memberId}`} className="font-medium text-accent-700 hover:underline">
                {row.username}
              </Link>
            </TD>
            <TD className="text-right tabular">{row.rounds}</TD>
            <TD className="text-right whitespace-nowrap tabular">{money(row.stakes)}</TD>
            <TD className="text-right whitespace-nowrap tabular">{money(row.wins)}</TD>
            <TD className={cn('text-right font-semibold', netClass(row.net))}>{money(row.net)}</TD>
            <TD className="text-right whitespace-nowrap tabular">{money(row.biggestWin)}</TD>
            <TD className={cn('text-right tabular', signOf(row.openStakes) > 0 ? 'text-amber-700' : 'text-slate-400')}>{money(row.openStakes)}</TD>
          </TR>
        ))}
      </tbody>
    </Table>
  );
}
