// One referral in the console's list: who invited whom, from where, why it is held, its rewards, and (with
// referrals.write) the review of a held one: release or reject, with a note kept in the audit log.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import { reviewReferralEndpoint, type ConsoleReferral } from '@orbit/contracts/referrals';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { api } from '../../lib/api.ts';
import { errorMessage } from '../../lib/errors.ts';

const TONES: Record<ConsoleReferral['state'], BadgeTone> = { active: 'success', held: 'warning', rejected: 'danger' };

export function ReferralRow({ referral, money }: { referral: ConsoleReferral; money: (amount: string) => string }) {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('referrals.write');
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const review = useMutation({
    mutationFn: (decision: 'release' | 'reject') => api.call(reviewReferralEndpoint, { params: { id: referral.id }, body: { decision, note } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['referrals'] }),
  });
  return (
    <li className="space-y-2 px-4 py-4 sm:px-5" data-testid="referral-row">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-semibold">{t('referrals.invited', { referrer: referral.referrer, referee: referral.referee })}</span>
        <Badge tone={TONES[referral.state]}>{t(`referrals.states.${referral.state}`)}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        {formatDateTime(referral.registeredAt, timeZone)} · {t('referrals.ip', { ip: referral.registerIp })}
        {referral.holdReasons.length > 0 ? ` · ${referral.holdReasons.map((reason) => t(`referrals.reasons.${reason}`)).join(', ')}` : ''}
      </p>
      {referral.rewards.length > 0 ? (
        <ul className="flex flex-wrap gap-2 text-xs">
          {referral.rewards.map((reward) => (
            <li key={reward.id} className="rounded-full bg-slate-100 px-2.5 py-1">
              {t(`referrals.milestones.${reward.milestone}`)} · {money(reward.amount)} · {t(`referrals.rewardStates.${reward.state}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {referral.reviewNote ? <p className="text-sm text-slate-500">{referral.reviewNote}</p> : null}
      {canWrite && referral.state === 'held' ? (
        <div className="flex flex-wrap items-center gap-2">
          <input
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={500}
            placeholder={t('referrals.note')}
            aria-label={t('referrals.note')}
            className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-sm"
          />
          <Button size="sm" variant="primary" loading={review.isPending} disabled={note.trim() === ''} onClick={() => review.mutate('release')}>
            {t('referrals.release')}
          </Button>
          <Button size="sm" loading={review.isPending} disabled={note.trim() === ''} onClick={() => review.mutate('reject')}>
            {t('referrals.reject')}
          </Button>
        </div>
      ) : null}
      {review.error ? <p className="text-sm text-red-600">{errorMessage(t, review.error)}</p> : null}
    </li>
  );
}
