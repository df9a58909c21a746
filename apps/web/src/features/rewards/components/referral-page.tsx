// Invite friends (referral; docs/referrals.md): the member's code and link with its QR code, what the
// programme pays, and the friends who joined with it (masked) with the rewards each earned and a Claim button.
import type { MyReferral, ReferralReward } from '@orbit/contracts/referrals';
import { REFERRAL_LINK_PARAM } from '@orbit/contracts/referrals';
import { Gift, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { LazyQrCode } from '../../../components/ui/lazy-qr-code.tsx';
import { EmptyList, Panel, Skeleton } from '../../../components/ui/panel.tsx';
import { errorKey } from '../../../lib/error-codes.ts';
import { useClaimReward, useMyReferral } from '../api.ts';
import { useRewardFormat } from './reward-settings.tsx';

/** The invite link: the site's register page with the code, built from the address this page was opened at. */
export function inviteUrl(origin: string, code: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set(REFERRAL_LINK_PARAM, code);
  return url.toString();
}

export function ReferralPage() {
  const { t } = useTranslation();
  const referral = useMyReferral();
  if (referral.isPending) return <Skeleton rows={4} />;
  if (!referral.data) return <FormMessage kind="error">{t(errorKey(referral.error))}</FormMessage>;
  return (
    <div className="space-y-4">
      <InviteCard referral={referral.data} />
      <Programme referral={referral.data} />
      <Friends referral={referral.data} />
    </div>
  );
}

function InviteCard({ referral }: { referral: MyReferral }) {
  const { t } = useTranslation();
  const url = inviteUrl(window.location.origin, referral.code);
  const texts = (what: string) => ({ label: t('rewards.referral.copyWhat', { what }), copy: t('rewards.referral.copy'), copied: t('rewards.referral.copied') });
  return (
    <Panel id="referral-invite" icon={UserPlus} title={t('rewards.referral.title')} subtitle={t('rewards.referral.subtitle')}>
      <div className="flex flex-col gap-4 sm:flex-row" data-testid="referral-invite">
        <LazyQrCode value={url} label={t('rewards.referral.qr', { code: referral.code })} className="size-32 shrink-0 self-center sm:self-start" />
        <div className="min-w-0 flex-1 space-y-3 text-sm">
          <div>
            <div className="text-xs text-text-muted">{t('rewards.referral.code')}</div>
            <div className="flex items-center gap-2">
              <span className="font-mono text-xl font-semibold tracking-wider" data-testid="referral-code">
                {referral.code}
              </span>
              <CopyButton value={referral.code} texts={texts(t('rewards.referral.code'))} bordered />
            </div>
          </div>
          <div>
            <div className="text-xs text-text-muted">{t('rewards.referral.link')}</div>
            <div className="flex items-center gap-2">
              <code className="min-w-0 flex-1 truncate rounded bg-background px-2 py-1 text-xs" data-testid="referral-link">
                {url}
              </code>
              <CopyButton value={url} texts={texts(t('rewards.referral.link'))} bordered />
            </div>
          </div>
        </div>
      </div>
    </Panel>
  );
}

function Programme({ referral }: { referral: MyReferral }) {
  const { t } = useTranslation();
  const { money } = useRewardFormat();
  const { programme, totals } = referral;
  const steps = [
    { key: 'first_deposit', reward: programme.firstDepositReward, text: t('rewards.referral.stepDeposit', { min: money(programme.firstDepositMin) }) },
    { key: 'turnover', reward: programme.turnoverReward, text: t('rewards.referral.stepTurnover', { target: money(programme.turnoverTarget) }) },
  ].filter((step) => Number(step.reward) > 0);
  return (
    <Panel id="referral-programme" icon={Gift} title={t('rewards.referral.programme')}>
      <ol className="grid gap-2 sm:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.key} className="flex items-start gap-3 rounded-xl bg-background p-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent/15 text-sm font-bold text-accent">{index + 1}</span>
            <div className="text-sm">
              <p>{step.text}</p>
              <p className="mt-0.5 font-semibold text-accent">{t('rewards.referral.youGet', { amount: money(step.reward) })}</p>
            </div>
          </li>
        ))}
      </ol>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm" data-testid="referral-totals">
        {(
          [
            ['friends', String(totals.friends)],
            ['earned', money(totals.earned)],
            ['claimable', money(totals.claimable)],
          ] as const
        ).map(([key, value]) => (
          <div key={key} className="rounded-xl border border-border p-2">
            <dt className="text-xs text-text-muted">{t(`rewards.referral.totals.${key}`)}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-text-muted">{t('rewards.referral.fairPlay')}</p>
    </Panel>
  );
}

function Friends({ referral }: { referral: MyReferral }) {
  const { t } = useTranslation();
  const { time } = useRewardFormat();
  return (
    <Panel id="referral-friends" icon={Users} title={t('rewards.referral.friends')}>
      {referral.friends.length === 0 ? (
        <EmptyList icon={Users} title={t('rewards.referral.noFriends')}>
          {t('rewards.referral.noFriendsBody')}
        </EmptyList>
      ) : (
        <ul className="divide-y divide-border" data-testid="referral-friends">
          {referral.friends.map((friend) => (
            <li key={`${friend.username}-${friend.registeredAt}`} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{friend.username}</p>
                <p className="text-xs text-text-muted">
                  {t('rewards.referral.joined', { at: time(friend.registeredAt) })}
                  {friend.state !== 'active' ? ` · ${t(`rewards.referral.states.${friend.state}`)}` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {friend.rewards.map((reward) => (
                  <RewardChip key={reward.id} reward={reward} />
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function RewardChip({ reward }: { reward: ReferralReward }) {
  const { t } = useTranslation();
  const { money } = useRewardFormat();
  const claim = useClaimReward();
  const label = `${t(`rewards.kinds.referral.${reward.milestone}`)} · ${money(reward.amount)}`;
  if (reward.state !== 'claimable')
    return (
      <span className="rounded-full bg-surface-raised px-3 py-1 text-xs">
        {label} · {t(`rewards.states.${reward.state}`)}
      </span>
    );
  return (
    <div className="flex flex-col items-end gap-1">
      <Button size="sm" onClick={() => claim.mutate({ source: 'referral', id: String(reward.id) })} disabled={claim.isPending}>
        {t('rewards.claimWhat', { what: label })}
      </Button>
      {claim.error ? <span className="text-xs text-danger">{t(errorKey(claim.error))}</span> : null}
    </div>
  );
}
