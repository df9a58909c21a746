// The member's bonus grants above the bonus details list (docs/wallet.md, Bonus money): the active grant with
// its wagering progress, what each game category counts, the time left and a Forfeit button (confirmed
// first); the grants queued behind it; and the bonus money in progress beside the cash.
import type { BonusGrant } from '@orbit/contracts/bonuses';
import { Hourglass, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { useBonusGrants, useForfeitBonus } from '../../api/bonus-grants.ts';
import { Money } from '../parts/money.tsx';

/** "2d 04:10:05" until the end (the server's seconds left when the list was read), ticking each second; null once passed. */
function useCountdown(secondsLeft: number | null, readAt: number): string | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (secondsLeft === null) return null;
  const left = secondsLeft - Math.floor((now - readAt) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86_400);
  const clock = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60].map((n) => String(n).padStart(2, '0')).join(':');
  // A no-break space: on a narrow line the days stay with the hours, and the end date wraps instead.
  return days > 0 ? `${days}d\u00a0${clock}` : clock;
}

function Progress({ grant }: { grant: BonusGrant }) {
  const { t } = useTranslation();
  return (
    <div>
      <div className="mb-1 flex justify-between text-xs text-text-muted">
        <span>{t('wallet.grants.wagering')}</span>
        <span className="tabular-nums" data-testid="grant-progress">
          <Money amount={grant.wageringDone} /> / <Money amount={grant.wageringRequired} /> ({grant.percent}%)
        </span>
      </div>
      <div
        className="h-2.5 overflow-hidden rounded-full bg-surface-raised"
        role="progressbar"
        aria-valuenow={grant.percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('wallet.grants.wagering')}
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${grant.percent}%` }} />
      </div>
    </div>
  );
}

function ActiveGrant({ grant, readAt, onForfeit }: { grant: BonusGrant; readAt: number; onForfeit: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(grant.secondsLeft, readAt);
  const categories = Object.entries(grant.contributions).sort((a, b) => b[1] - a[1]);
  return (
    <div className="space-y-3 rounded-xl border border-accent/40 bg-accent/5 p-4" data-testid="active-grant">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <div className="font-semibold">{grant.title}</div>
          <div className="text-xs text-text-muted">
            {t('wallet.grants.granted')} <Money amount={grant.amount} />
          </div>
        </div>
        <div className="sm:text-end">
          <div className="text-xs text-text-muted">{t('wallet.grants.balance')}</div>
          <Money amount={grant.balance} className="text-lg font-bold" />
        </div>
      </div>
      <Progress grant={grant} />
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-text-muted">
        {/* The time left and the end date wrap as one line of text on a phone, not as two columns. */}
        <span className="inline-flex items-start gap-1">
          <Hourglass className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            {left ? t('wallet.grants.endsIn', { left }) : t('wallet.grants.ending')}
            {grant.expiresAt ? (
              <>
                {' '}
                <span className="whitespace-nowrap tabular-nums">({grant.expiresAt.slice(0, 16)})</span>
              </>
            ) : null}
          </span>
        </span>
        {grant.maxStake ? (
          <span>
            {t('wallet.grants.maxStake')} <Money amount={grant.maxStake} />
          </span>
        ) : null}
      </div>
      <details className="text-xs">
        <summary className="cursor-pointer text-text-muted">{t('wallet.grants.contributions')}</summary>
        <table className="mt-2 w-full max-w-xs">
          <tbody>
            {categories.map(([category, percent]) => (
              <tr key={category} className="border-b border-border/50">
                <td className="py-1">{t(`wallet.grants.category.${category}`, { defaultValue: category })}</td>
                <td className="py-1 text-end tabular-nums">{percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
      <Button variant="outline" size="sm" onClick={onForfeit} data-testid="grant-forfeit">
        {t('wallet.grants.forfeit')}
      </Button>
    </div>
  );
}

export function BonusGrants() {
  const { t } = useTranslation();
  const grants = useBonusGrants();
  const forfeit = useForfeitBonus();
  const ids = useRef(createRequestIds());
  const [confirming, setConfirming] = useState<BonusGrant | null>(null);
  const data = grants.data;
  if (grants.isPending) return <Skeleton rows={2} />;
  if (!data || (!data.active && data.queued.length === 0)) return null;

  return (
    <Panel
      id="bonus-grants"
      icon={Sparkles}
      title={t('wallet.grants.title')}
      subtitle={t('wallet.grants.subtitle')}
      action={
        <div className="sm:text-end" data-testid="bonus-balance">
          <div className="text-xs text-text-muted">{t('wallet.grants.inProgress')}</div>
          <Money amount={data.bonusBalance} className="text-lg font-bold" />
        </div>
      }
    >
      <div className="space-y-4">
        {data.active ? <ActiveGrant grant={data.active} readAt={grants.dataUpdatedAt} onForfeit={() => setConfirming(data.active)} /> : null}
        {data.queued.length > 0 ? (
          <div>
            <div className="mb-1 text-xs font-medium text-text-muted">{t('wallet.grants.queued')}</div>
            <ul className="divide-y divide-border/60 text-sm" data-testid="queued-grants">
              {data.queued.map((grant) => (
                <li key={grant.id} className="flex items-center justify-between gap-3 py-2">
                  <div className="min-w-0">
                    <div className="truncate font-medium">{grant.title}</div>
                    <div className="text-xs text-text-muted">{t('wallet.grants.queuedHint', { hours: grant.expiresInHours })}</div>
                  </div>
                  <Money amount={grant.balance} className="shrink-0 font-semibold" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {forfeit.isError ? <FormMessage kind="error">{t(errorKey(forfeit.error))}</FormMessage> : null}
      </div>
      <Dialog open={confirming !== null} onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
        <DialogContent title={t('wallet.grants.confirmTitle')} size="compact">
          <div className="space-y-4 p-5 text-sm">
            <p>{t('wallet.grants.confirmBody', { title: confirming?.title ?? '' })}</p>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t('wallet.grants.cancel')}
              </Button>
              <Button
                disabled={forfeit.isPending}
                data-testid="grant-forfeit-confirm"
                onClick={() => {
                  if (!confirming) return;
                  forfeit.mutate(
                    { id: confirming.id, requestId: ids.current.idFor(String(confirming.id)) },
                    {
                      onSuccess: () => {
                        ids.current.settle();
                        setConfirming(null);
                      },
                      onError: (error) => {
                        if (!outcomeUnknown(error)) ids.current.settle();
                        setConfirming(null);
                      },
                    },
                  );
                }}
              >
                {t('wallet.grants.forfeitConfirm')}
              </Button>
            </div>
          </div>
        </DialogContent>
      </Dialog>
    </Panel>
  );
}
