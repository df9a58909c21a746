import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TrendingUp } from 'lucide-react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { RangeReportCard } from '../../components/ui/range-report-card.tsx';
import { Table, TD, TH, THead, TR } from '../../components/ui/table.tsx';
import { useLotteryGgr } from '../../features/lottery/api/get-ggr.ts';
import { RangeFields } from '../../features/games/components/range-fields.tsx';
import { LotteryTabs } from '../../features/lottery/components/lottery-tabs.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { cn } from '../../lib/cn.ts';
import { parseRange, rangeProblem } from '../../lib/date-range.ts';

/** Stake, wins, GGR and tickets per lottery game over a range of draw days. */
export function LotteryGgrPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const [params, setParams] = useSearchParams();
  const { from, to } = parseRange(params, new Date(), timeZone);
  const problem = rangeProblem(from, to);
  const ggr = useLotteryGgr(from, to, { enabled: problem === null });
  const update = (range: { from: string; to: string }) => setParams(range, { replace: true });
  const negative = (amount: string) => amount.startsWith('-');

  return (
    <div>
      <PageHeader title={t('nav.lottery')} description={t('lottery.ggr.description', { zone: timeZone })} />
      <LotteryTabs current="ggr" />
      <RangeReportCard
        filters={<RangeFields idPrefix="ggr" from={from} to={to} timeZone={timeZone} onChange={update} />}
        problem={problem}
        report={ggr}
        loadFailedTitle={t('lottery.loadFailed')}
        isEmpty={(data) => data.totals.tickets === 0}
        empty={{ icon: <TrendingUp className="size-5" />, title: t('lottery.ggr.empty'), description: t('lottery.ggr.emptyText') }}
      >
        {(data) => (
          <div data-testid="lottery-ggr">
            <Table label={t('lottery.ggr.tableLabel')}>
              <THead>
                <TR>
                  <TH>{t('lottery.game')}</TH>
                  <TH className="text-end">{t('lottery.ggr.draws')}</TH>
                  <TH className="text-end">{t('lottery.draws.tickets')}</TH>
                  <TH className="text-end">{t('lottery.ggr.players')}</TH>
                  <TH className="text-end">{t('lottery.draws.stake')}</TH>
                  <TH className="text-end">{t('lottery.draws.wins')}</TH>
                  <TH className="text-end">{t('lottery.ggr.ggr')}</TH>
                  <TH className="text-end">{t('lottery.ggr.margin')}</TH>
                </TR>
              </THead>
              <tbody>
                {data.games.map((row) => (
                  <TR key={row.gameCode} className={row.tickets === 0 ? 'text-slate-400' : undefined}>
                    <TD className="font-medium whitespace-nowrap">{t(`lottery.games.${row.gameCode}`)}</TD>
                    <TD className="text-end tabular-nums">{row.draws}</TD>
                    <TD className="text-end tabular-nums">{row.tickets}</TD>
                    <TD className="text-end tabular-nums">{row.players}</TD>
                    <TD className="text-end whitespace-nowrap tabular-nums">{money(row.stake)}</TD>
                    <TD className="text-end whitespace-nowrap tabular-nums">{money(row.wins)}</TD>
                    <TD className={cn('text-end font-semibold whitespace-nowrap tabular-nums', negative(row.ggr) && 'text-red-600')}>{money(row.ggr)}</TD>
                    <TD className="text-end tabular-nums">{row.margin === null ? '—' : `${row.margin}%`}</TD>
                  </TR>
                ))}
              </tbody>
            </Table>
            <p className="border-t border-slate-100 px-4 py-3 text-sm sm:px-5" data-testid="lottery-ggr-totals">
              {t('lottery.ggr.totals', {
                count: data.totals.tickets,
                stake: money(data.totals.stake),
                wins: money(data.totals.wins),
                ggr: money(data.totals.ggr),
              })}
            </p>
          </div>
        )}
      </RangeReportCard>
    </div>
  );
}
