// Finance → Bonus grants (docs/wallet.md, Bonus money): every member's grants, newest first, by state or member,
// with their wagering progress; with finance.adjust an operator forfeits an active or queued grant with a reason
// (its balance goes back to the house; audited bonuses.forfeit) or changes an active grant's wagering (with
// four-eyes from the four-eyes amount up; the changes waiting for a second operator are listed above the grants).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_STATES, consoleBonusGrantsEndpoint, consoleForfeitBonusEndpoint, type BonusState } from '@orbit/contracts/bonuses';
import type { EndpointReply } from '@orbit/contracts/endpoint';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ListToolbar, StateFilter } from '../../components/ui/list-toolbar.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { PendingWagering } from '../../features/finance/components/pending-wagering.tsx';
import { WageringDialog } from '../../features/finance/components/wagering-dialog.tsx';
import { useCan, useOperator } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { api } from '../../lib/api.ts';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';

type Grant = EndpointReply<typeof consoleBonusGrantsEndpoint>['items'][number];
const PAGE_SIZE = 20;
const TONES: Record<BonusState, BadgeTone> = {
  active: 'accent',
  queued: 'info',
  completed: 'success',
  forfeited: 'danger',
  expired: 'neutral',
  lost: 'neutral',
};

function GrantRow({ grant, money, symbol }: { grant: Grant; money: (amount: string) => string; symbol: string }) {
  const { t } = useTranslation();
  const canAdjust = useCan('finance.adjust');
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [adjusting, setAdjusting] = useState(false);
  const forfeit = useMutation({
    mutationFn: () => api.call(consoleForfeitBonusEndpoint, { params: { id: grant.id }, body: { reason } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['bonus-grants'] }),
  });
  const live = grant.state === 'active' || grant.state === 'queued';
  return (
    <li className="space-y-2 px-4 py-4 sm:px-5" data-testid="bonus-grant">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">
          {grant.username} · {grant.title}
        </span>
        <Badge tone={TONES[grant.state]}>{t(`bonusGrants.states.${grant.state}`)}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {t('bonusGrants.line', {
          amount: money(grant.amount),
          balance: money(grant.balance),
          done: money(grant.wageringDone),
          required: money(grant.wageringRequired),
          percent: grant.percent,
        })}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
        <div className="h-full bg-accent-600" style={{ width: `${grant.percent}%` }} />
      </div>
      <p className="text-xs text-slate-500">
        {/* The server answers these times in the merchant's zone already (yyyy-MM-dd HH:mm:ss). */}
        {t(`bonusGrants.sources.${grant.sourceKind}`)} {grant.sourceId} · {grant.createdAt}
        {grant.expiresAt ? ` · ${t('bonusGrants.expires', { at: grant.expiresAt })}` : ''}
        {grant.endReason ? ` · ${grant.endReason}` : ''}
      </p>
      {canAdjust && live ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={300}
            placeholder={t('bonusGrants.reason')}
            aria-label={t('bonusGrants.reason')}
            className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
          />
          <Button size="sm" loading={forfeit.isPending} disabled={reason.trim().length < 2} onClick={() => forfeit.mutate()}>
            {t('bonusGrants.forfeit')}
          </Button>
          {grant.state === 'active' ? (
            <Button size="sm" icon={<SlidersHorizontal className="size-3.5" aria-hidden />} onClick={() => setAdjusting(true)} data-testid="wagering-open">
              {t('bonusGrants.wagering.open')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {adjusting ? <WageringDialog grant={grant} symbol={symbol} money={money} onOpenChange={setAdjusting} /> : null}
      {forfeit.error ? <p className="text-sm text-red-600">{errorMessage(t, forfeit.error)}</p> : null}
    </li>
  );
}

export function BonusGrantsPage() {
  const { t } = useTranslation();
  const currency = useMerchantCurrency();
  const canAdjust = useCan('finance.adjust');
  const operator = useOperator();
  const timeZone = useMerchantTimeZone();
  const [state, setState] = useState<BonusState | undefined>('active');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const query = { ...(state ? { state } : {}), ...(username.trim() ? { username: username.trim() } : {}), page, pageSize: PAGE_SIZE };
  const list = useQuery({
    queryKey: ['bonus-grants', query],
    queryFn: () => api.call(consoleBonusGrantsEndpoint, { query }),
    placeholderData: keepPreviousData,
  });
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  return (
    <div>
      <PageHeader title={t('nav.bonusGrants')} description={t('bonusGrants.description')} />
      <PendingWagering money={money} canAdjust={canAdjust} operator={operator.username} timeZone={timeZone} />
      <Card>
        <ListToolbar>
          <StateFilter
            states={BONUS_STATES}
            value={state}
            onChange={(option) => (setState(option), setPage(1))}
            label={t('bonusGrants.stateFilter')}
            stateLabel={(option) => t(`bonusGrants.states.${option}`)}
          />
          <SearchInput
            value={username}
            onChange={(value) => (setUsername(value), setPage(1))}
            label={t('bonusGrants.member')}
            clearLabel={t('referrals.clear')}
            placeholder={t('bonusGrants.member')}
            className="min-w-48 flex-1"
            maxLength={64}
          />
        </ListToolbar>
        {list.data && list.data.items.length === 0 ? (
          <EmptyState icon={<Gift className="size-6" />} title={t('bonusGrants.none')} />
        ) : (
          <ul className="divide-y divide-slate-100">
            {(list.data?.items ?? []).map((grant) => (
              <GrantRow key={grant.id} grant={grant} money={money} symbol={currency.symbol} />
            ))}
          </ul>
        )}
        {list.data ? <Pager page={page} pageSize={PAGE_SIZE} total={list.data.total} onPage={setPage} /> : null}
      </Card>
    </div>
  );
}
