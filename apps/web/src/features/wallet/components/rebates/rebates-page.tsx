// Rebates (manualRebate, docs/rebates.md): what the member's play has earned back and waits to be claimed, per
// game category, one Claim button that takes all of it into the main wallet, and the history of the lines
// paid, accrued and claimed. When the merchant pays rebates itself, the page says so and shows the history.
import { clsx } from 'clsx';
import { HandCoins, History } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_CATEGORIES, type GameCategory } from '@orbit/contracts/games';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import { categoryTextsKey } from '../../../../lib/category-texts.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { useClaimRebates, useRebates } from '../../api/rebates.ts';
import { Money } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

const isCategory = (category: string): category is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(category);

export function RebatesPage() {
  const { t } = useTranslation();
  const { liveDealer, timeZone } = useWalletSettings();
  const rebates = useRebates();
  const claim = useClaimRebates();
  const ids = useRef(createRequestIds());
  const [claimed, setClaimed] = useState<string | null>(null);
  const categoryName = (category: string) => (isCategory(category) ? t(`${categoryTextsKey(category, liveDealer)}.title`) : category);

  if (rebates.isPending) return <Skeleton rows={4} />;
  if (!rebates.data) return <FormMessage kind="error">{t(errorKey(rebates.error))}</FormMessage>;
  const data = rebates.data;
  const canClaim = data.claimEnabled && data.claimableTotal !== '0.00' && data.claimable.length > 0;

  const onClaim = () => {
    setClaimed(null);
    claim.mutate(ids.current.idFor('claim'), {
      onSuccess: (reply) => {
        ids.current.settle();
        setClaimed(reply.amount);
      },
      onError: (error) => {
        if (!outcomeUnknown(error)) ids.current.settle();
      },
    });
  };

  return (
    <div className="space-y-6">
      <Panel
        id="rebates-claimable"
        icon={HandCoins}
        title={t('wallet.rebates.title')}
        subtitle={!data.enabled ? t('wallet.rebates.off') : data.claimEnabled ? t(`wallet.rebates.subtitle.${data.period}`) : t('wallet.rebates.automatic')}
        action={
          <div className="sm:text-end" data-testid="rebates-total">
            <div className="text-xs text-text-muted">{t('wallet.rebates.total')}</div>
            <Money amount={data.claimableTotal} className="text-lg font-bold text-accent" />
          </div>
        }
      >
        {data.claimable.length === 0 ? (
          <EmptyList icon={HandCoins} title={t('wallet.rebates.noneTitle')}>
            {t('wallet.rebates.noneBody')}
          </EmptyList>
        ) : (
          <ul className="mb-4 grid gap-2 sm:grid-cols-2" data-testid="rebates-claimable">
            {data.claimable.map((row) => (
              <li key={row.category} className="flex items-center justify-between rounded-xl border border-border bg-background/60 px-3 py-2 text-sm">
                <span className="font-medium">{categoryName(row.category)}</span>
                <Money amount={row.amount} className="font-semibold" />
              </li>
            ))}
          </ul>
        )}
        {claimed ? (
          <FormMessage kind="success">
            {t('wallet.rebates.claimed')} <Money amount={claimed} />
          </FormMessage>
        ) : null}
        {claim.isError ? <FormMessage kind="error">{t(errorKey(claim.error))}</FormMessage> : null}
        {/* Only while there is something to claim: after a claim the empty list and the line above say it all. */}
        {data.claimEnabled && (canClaim || claim.isPending) ? (
          <Button className="mt-3 w-full sm:w-auto" disabled={!canClaim || claim.isPending} onClick={onClaim} data-testid="rebates-claim">
            <HandCoins className="size-4" aria-hidden />
            {claim.isPending ? t('wallet.rebates.claiming') : t('wallet.rebates.claim')}
          </Button>
        ) : null}
      </Panel>
      <Panel id="rebates-history" icon={History} title={t('wallet.rebates.historyTitle')} subtitle={t('wallet.common.zone', { zone: timeZone })}>
        {data.history.length === 0 ? (
          <EmptyList icon={History} title={t('wallet.rebates.historyEmpty')} />
        ) : (
          <ul className={clsx('divide-y divide-border/60', rebates.isFetching && 'opacity-80')} data-testid="rebates-history">
            {data.history.map((line) => (
              <li key={`${line.periodStart}-${line.category}-${line.at}-${line.state}`} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <div className="font-medium">
                    {categoryName(line.category)} · {t(`wallet.rebates.state.${line.state}`)}
                  </div>
                  <div className="text-xs text-text-muted">
                    {line.periodStart === line.periodEnd ? line.periodStart : `${line.periodStart} – ${line.periodEnd}`} ·{' '}
                    {t('wallet.rebates.line', { rate: line.rate })} <Money amount={line.turnover} />
                  </div>
                  <div className="font-mono text-[11px] text-text-muted tabular-nums">{line.at}</div>
                </div>
                <Money amount={line.amount} className="shrink-0 font-semibold" />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
