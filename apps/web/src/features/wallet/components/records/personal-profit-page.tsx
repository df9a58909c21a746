// Personal profit and loss (personalProfit): per game category and vendor over a range of days, read
// from the ledger — bets, wins, refunds, rounds, and the result, green when the member is ahead and red when behind.
import { clsx } from 'clsx';
import { ChartNoAxesCombined, Dices } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory } from '@orbit/contracts/games';
import { useProfit } from '../../api/get-profit.ts';
import type { DayRange } from '../../model/date-range.ts';
import { categoryTextsKey } from '../../../../lib/category-texts.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { RangeFilter, useDefaultRange } from './range-filter.tsx';

const isCategory = (category: string): category is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(category);

export function PersonalProfitPage() {
  const { t } = useTranslation();
  const initialRange = useDefaultRange();
  const [range, setRange] = useState<DayRange>(initialRange);
  const profit = useProfit(range);
  const data = profit.data;
  const { liveDealer } = useWalletSettings();
  const categoryName = (category: string) => (isCategory(category) ? t(`${categoryTextsKey(category, liveDealer)}.title`) : t('wallet.profit.otherCategory'));

  return (
    <div className="space-y-6">
      <Panel id="personal-profit" icon={ChartNoAxesCombined} title={t('wallet.profit.listTitle')} subtitle={t('wallet.profit.subtitle')}>
        <div className="mb-4">
          <RangeFilter value={range} onChange={setRange} />
        </div>
        {profit.isPending ? (
          <Skeleton rows={3} />
        ) : !data ? (
          <FormMessage kind="error">{t(errorKey(profit.error))}</FormMessage>
        ) : (
          <div className={clsx('space-y-4', profit.isPlaceholderData && 'opacity-60')}>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="profit-total">
              <div className="col-span-2 rounded-xl border border-border bg-background/60 p-3 sm:col-span-1">
                <dt className="text-xs text-text-muted">{t('wallet.profit.result')}</dt>
                <dd className="text-xl font-bold">
                  <Money amount={data.total.profit} signed />
                </dd>
              </div>
              <div className="rounded-xl border border-border bg-background/60 p-3">
                <dt className="text-xs text-text-muted">{t('wallet.profit.bets')}</dt>
                <dd className="font-semibold">
                  <Money amount={data.total.bets} />
                </dd>
              </div>
              <div className="rounded-xl border border-border bg-background/60 p-3">
                <dt className="text-xs text-text-muted">{t('wallet.profit.wins')}</dt>
                <dd className="font-semibold">
                  <Money amount={data.total.wins} />
                </dd>
              </div>
              <div className="rounded-xl border border-border bg-background/60 p-3">
                <dt className="text-xs text-text-muted">{t('wallet.profit.rounds')}</dt>
                <dd className="font-semibold tabular-nums">{data.total.rounds.toLocaleString('en')}</dd>
              </div>
            </dl>
            {data.rows.length === 0 ? (
              <EmptyList icon={Dices} title={t('wallet.profit.emptyTitle')}>
                {t('wallet.profit.emptyBody')}
              </EmptyList>
            ) : (
              <div className="overflow-x-auto">
                <table className="w-full min-w-[32rem] text-sm" data-testid="profit-table">
                  <thead className="text-xs text-text-muted">
                    <tr className="border-b border-border">
                      <th scope="col" className="py-2 pe-3 text-start font-medium">
                        {t('wallet.profit.category')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-start font-medium">
                        {t('wallet.profit.vendor')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-end font-medium">
                        {t('wallet.profit.rounds')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-end font-medium">
                        {t('wallet.profit.bets')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-end font-medium">
                        {t('wallet.profit.wins')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-end font-medium">
                        {t('wallet.profit.refunds')}
                      </th>
                      <th scope="col" className="py-2 text-end font-medium">
                        {t('wallet.profit.result')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row) => (
                      <tr key={row.vendorCode} className="border-b border-border/60">
                        <td className="py-2.5 pe-3 text-text-muted">{categoryName(row.category)}</td>
                        <td className="py-2.5 pe-3 font-medium">{row.vendorCode}</td>
                        <td className="py-2.5 pe-3 text-end tabular-nums">{row.rounds.toLocaleString('en')}</td>
                        <td className="py-2.5 pe-3 text-end">
                          <Money amount={row.bets} />
                        </td>
                        <td className="py-2.5 pe-3 text-end">
                          <Money amount={row.wins} />
                        </td>
                        <td className="py-2.5 pe-3 text-end">
                          <Money amount={row.refunds} />
                        </td>
                        <td className="py-2.5 text-end font-semibold">
                          <Money amount={row.profit} signed />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr className="font-semibold">
                      <th scope="row" colSpan={2} className="py-2.5 pe-3 text-start">
                        {t('wallet.profit.total')}
                      </th>
                      <td className="py-2.5 pe-3 text-end tabular-nums">{data.total.rounds.toLocaleString('en')}</td>
                      <td className="py-2.5 pe-3 text-end">
                        <Money amount={data.total.bets} />
                      </td>
                      <td className="py-2.5 pe-3 text-end">
                        <Money amount={data.total.wins} />
                      </td>
                      <td className="py-2.5 pe-3 text-end">
                        <Money amount={data.total.refunds} />
                      </td>
                      <td className="py-2.5 text-end">
                        <Money amount={data.total.profit} signed />
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </div>
        )}
      </Panel>
    </div>
  );
}
