// The reward centre (rewardCenter; docs/referrals.md): everything the member can claim now, from every programme
// that pays rewards, each with its Claim button, a box to redeem a promotion's code, and what it claimed lately.
import type { RewardItem } from '@orbit/contracts/rewards';
import { Gift, History } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { EmptyList, Panel, Skeleton } from '../../../components/ui/panel.tsx';
import { errorKey } from '../../../lib/error-codes.ts';
import { useClaimReward, useMyRewards } from '../api.ts';
import { RedeemBox } from './redeem-box.tsx';
import { useRewardFormat } from './reward-settings.tsx';

export function RewardCentrePage() {
  const { t } = useTranslation();
  const { money } = useRewardFormat();
  const rewards = useMyRewards();
  // The claimed row leaves the list as it reloads; this line says where its money went.
  const [claimed, setClaimed] = useState<RewardItem | null>(null);
  if (rewards.isPending) return <Skeleton rows={4} />;
  if (!rewards.data) return <FormMessage kind="error">{t(errorKey(rewards.error))}</FormMessage>;
  const { claimable, history, total } = rewards.data;
  return (
    <div className="space-y-4">
      <Panel
        id="reward-claimable"
        icon={Gift}
        title={t('rewards.centre.claimable')}
        subtitle={t('rewards.centre.subtitle')}
        action={
          <div className="sm:text-end" data-testid="reward-total">
            <div className="text-xs text-text-muted">{t('rewards.centre.total')}</div>
            <div className="text-lg font-bold tabular-nums">{money(total)}</div>
          </div>
        }
      >
        {claimed ? (
          <div className="mb-3" data-testid="reward-claimed">
            <FormMessage kind="success">
              {claimed.paidAs === 'bonus'
                ? t('rewards.centre.claimedBonus', { amount: money(claimed.amount), multiple: claimed.wageringMultiple ?? 0 })
                : t('rewards.centre.claimed', { amount: money(claimed.amount) })}
            </FormMessage>
          </div>
        ) : null}
        {claimable.length === 0 ? (
          <EmptyList icon={Gift} title={t('rewards.centre.nothing')}>
            {t('rewards.centre.nothingBody')}
          </EmptyList>
        ) : (
          <ul className="space-y-2" data-testid="reward-list">
            {claimable.map((item) => (
              <ClaimableRow key={`${item.source}:${item.id}`} item={item} onClaimed={setClaimed} />
            ))}
          </ul>
        )}
      </Panel>
      <RedeemBox />
      <Panel id="reward-history" icon={History} title={t('rewards.centre.history')}>
        {history.length === 0 ? (
          <EmptyList icon={History} title={t('rewards.centre.noHistory')} />
        ) : (
          <ul className="divide-y divide-border" data-testid="reward-history">
            {history.map((item) => (
              <HistoryRow key={`${item.source}:${item.id}`} item={item} />
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function useItemTitle() {
  const { t } = useTranslation();
  return (item: RewardItem) => t(`rewards.kinds.${item.source}.${item.kind}` as 'rewards.kinds.referral.first_deposit', { defaultValue: item.kind });
}

function ClaimableRow({ item, onClaimed }: { item: RewardItem; onClaimed: (item: RewardItem) => void }) {
  const { t } = useTranslation();
  const { money, time } = useRewardFormat();
  const title = useItemTitle();
  const claim = useClaimReward();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-background p-3">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
        <Gift className="size-[18px]" aria-hidden />
      </span>
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium">
          {t(`rewards.sources.${item.source}`)} · {title(item)}
        </p>
        <p className="text-xs text-text-muted">
          {item.detail ? `${item.detail} · ` : ''}
          {time(item.at)}
        </p>
        <PaidAs item={item} />
      </div>
      <div className="flex items-center gap-3 max-sm:w-full max-sm:justify-between">
        <span className="text-lg font-bold tabular-nums text-accent">{money(item.amount)}</span>
        <Button size="sm" disabled={claim.isPending} onClick={() => claim.mutate({ source: item.source, id: item.id }, { onSuccess: () => onClaimed(item) })}>
          {t('rewards.claim')}
        </Button>
      </div>
      {claim.error ? (
        <div className="w-full">
          <FormMessage kind="error">{t(errorKey(claim.error))}</FormMessage>
        </div>
      ) : null}
    </li>
  );
}

/** Where the row's money goes: the main wallet, or a bonus grant to wager first. */
function PaidAs({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const bonus = item.paidAs === 'bonus';
  return (
    <p className={bonus ? 'text-xs font-medium text-accent' : 'text-xs text-text-muted'} data-testid="reward-paid-as">
      {bonus ? t('rewards.centre.paidBonus', { multiple: item.wageringMultiple ?? 0 }) : t('rewards.centre.paidCash')}
    </p>
  );
}

function HistoryRow({ item }: { item: RewardItem }) {
  const { t } = useTranslation();
  const { money, time } = useRewardFormat();
  const title = useItemTitle();
  return (
    <li className="flex items-center gap-3 py-2.5 text-sm">
      <div className="min-w-0 flex-1">
        <p>
          {t(`rewards.sources.${item.source}`)} · {title(item)}
        </p>
        <p className="text-xs text-text-muted">
          {item.detail ? `${item.detail} · ` : ''}
          {time(item.at)}
        </p>
        <PaidAs item={item} />
      </div>
      <span className="font-semibold tabular-nums text-success">+{money(item.amount)}</span>
    </li>
  );
}
