// Referrals (docs/referrals.md): the programme's totals, every referral with its rewards, filtered by state or
// referrer, the review of held ones (release or reject with a note, referrals.write) and the programme's settings.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listReferralsEndpoint, REFERRAL_STATES, type ReferralState } from '@orbit/contracts/referrals';
import { Card } from '../../components/ui/card.tsx';
import { ListToolbar, StateFilter } from '../../components/ui/list-toolbar.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { api } from '../../lib/api.ts';
import { showMoney } from '../../lib/amounts.ts';
import { ReferralRow } from './referral-row.tsx';
import { ReferralSettingsCard } from './referral-settings-card.tsx';

const PAGE_SIZE = 20;

export function ReferralsPage() {
  const { t } = useTranslation();
  const currency = useMerchantCurrency();
  const [state, setState] = useState<ReferralState | undefined>('held');
  const [referrer, setReferrer] = useState('');
  const [page, setPage] = useState(1);
  const query = { ...(state ? { state } : {}), ...(referrer.trim() ? { referrer: referrer.trim() } : {}), page, pageSize: PAGE_SIZE };
  const list = useQuery({ queryKey: ['referrals', query], queryFn: () => api.call(listReferralsEndpoint, { query }), placeholderData: keepPreviousData });
  const summary = list.data?.summary;
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <div className="space-y-4">
      <PageHeader title={t('nav.referrals')} description={t('referrals.description')} />
      {summary ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="referral-summary">
          {(
            [
              ['referrals', String(summary.referrals)],
              ['held', String(summary.held)],
              ['paid', money(summary.paid)],
              ['claimable', money(summary.claimable)],
            ] as const
          ).map(([key, value]) => (
            <Card key={key} className="px-4 py-3">
              <dt className="text-xs text-slate-500">{t(`referrals.summary.${key}`)}</dt>
              <dd className="tabular text-lg font-semibold">{value}</dd>
            </Card>
          ))}
        </dl>
      ) : null}
      <Card>
        <ListToolbar>
          <StateFilter
            states={REFERRAL_STATES}
            value={state}
            onChange={(option) => (setState(option), setPage(1))}
            label={t('referrals.stateFilter')}
            stateLabel={(option) => t(`referrals.states.${option}`)}
          />
          <SearchInput
            value={referrer}
            onChange={(value) => (setReferrer(value), setPage(1))}
            label={t('referrals.referrerSearch')}
            clearLabel={t('referrals.clear')}
            placeholder={t('referrals.referrerSearch')}
            className="min-w-48 flex-1"
            maxLength={64}
          />
        </ListToolbar>
        {list.data && list.data.items.length === 0 ? (
          <EmptyState icon={<UserPlus className="size-6" />} title={t('referrals.none')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {(list.data?.items ?? []).map((referral) => (
              <ReferralRow key={referral.id} referral={referral} money={money} />
            ))}
          </ul>
        )}
        {list.data ? <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} /> : null}
      </Card>
      <ReferralSettingsCard symbol={currency.symbol} />
    </div>
  );
}
