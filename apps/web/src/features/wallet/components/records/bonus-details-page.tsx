// Bonus details (bonusDetails): the member's bonus grants in progress (bonus-grants.tsx), then bonuses,
// rebates and commissions credited over a range of days, with their sum.
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { BONUSES_PAGE_SIZE, useBonuses } from '../../api/get-bonuses.ts';
import type { DayRange } from '../../model/date-range.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Pager } from '../../../../components/ui/pager.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { Money } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { BonusGrants } from './bonus-grants.tsx';
import { RangeFilter, useDefaultRange } from './range-filter.tsx';
import { bonusNoteKey } from '../../model/bonus-notes.ts';

export function BonusDetailsPage() {
  const { t } = useTranslation();
  // The server's reason codes (wagering_done, referral_first_deposit, promotion:…) in the member's words;
  // an operator's own note as written (model/bonus-notes.ts).
  const noteText = (note: string) => {
    const key = bonusNoteKey(note);
    return key ? t(key, { defaultValue: note }) : note;
  };
  const { timeZone } = useWalletSettings();
  const initialRange = useDefaultRange('last30');
  const [range, setRange] = useState<DayRange>(initialRange);
  const [page, setPage] = useState(1);
  const bonuses = useBonuses({ page, pageSize: BONUSES_PAGE_SIZE, from: range.from, to: range.to });
  const data = bonuses.data;

  return (
    <div className="space-y-4">
      <BonusGrants />
      <Panel
        id="bonus-details"
        icon={Gift}
        title={t('wallet.bonus.listTitle')}
        subtitle={t('wallet.common.zone', { zone: timeZone })}
        action={
          data ? (
            <div className="sm:text-end" data-testid="bonus-sum">
              <div className="text-xs text-text-muted">{t('wallet.bonus.sum')}</div>
              <Money amount={data.sum} signed className="text-lg font-bold" />
            </div>
          ) : undefined
        }
      >
        <div className="mb-4">
          <RangeFilter
            value={range}
            onChange={(next) => {
              setRange(next);
              setPage(1);
            }}
          />
        </div>
        {bonuses.isPending ? (
          <Skeleton rows={3} />
        ) : !data ? (
          <FormMessage kind="error">{t(errorKey(bonuses.error))}</FormMessage>
        ) : data.items.length === 0 ? (
          <EmptyList icon={Gift} title={t('wallet.bonus.emptyTitle')}>
            {t('wallet.bonus.emptyBody')}
          </EmptyList>
        ) : (
          <>
            <ul className={clsx('divide-y divide-border/60', bonuses.isPlaceholderData && 'opacity-60')} data-testid="bonus-list">
              {data.items.map((item) => (
                <li key={item.transactionId} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                  <div className="min-w-0">
                    <div className="font-medium">{t(`wallet.kind.${item.kind}`)}</div>
                    {item.note ? <div className="line-clamp-2 text-xs break-words text-text-muted">{noteText(item.note)}</div> : null}
                    <div className="font-mono text-[11px] text-text-muted tabular-nums">{formatDateTime(item.at, timeZone)}</div>
                  </div>
                  <Money amount={item.amount} signed className="shrink-0 font-semibold" />
                </li>
              ))}
            </ul>
            <Pager texts="wallet.pager" page={page} total={data.total} pageSize={data.pageSize} busy={bonuses.isFetching} onPage={setPage} />
          </>
        )}
      </Panel>
    </div>
  );
}
