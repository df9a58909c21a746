// Promotions (docs/promotions.md): every promotion with its state, schedule, budget spent and claims; with
// promotions.write an operator writes one, publishes, archives or returns it to draft (each audited).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgePercent, Pencil, Plus, Ticket } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsolePromotion, PromotionState } from '@orbit/contracts/console-promotions';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button, IconButton } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { usePromotionsList, useSetPromotionState } from '../../features/promotions/api.ts';
import { PromotionDialog } from '../../features/promotions/components/promotion-dialog.tsx';
import { RaffleDialog } from '../../features/promotions/components/raffle-dialog.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { ImageUpload } from '../../features/settings/components/image-upload.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useTextInConsoleLanguage } from '../../lib/language-texts.ts';

const TONES: Record<PromotionState, BadgeTone> = { draft: 'warning', published: 'success', archived: 'neutral' };
/** What each state can become from the list. */
const NEXT: Record<PromotionState, PromotionState[]> = { draft: ['published', 'archived'], published: ['archived', 'draft'], archived: ['draft'] };

function Row({ item, onEdit, onRaffle }: { item: ConsolePromotion; onEdit: () => void; onRaffle: () => void }) {
  const { t } = useTranslation();
  const textOf = useTextInConsoleLanguage();
  const toast = useToast();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const canWrite = useCan('promotions.write');
  const setState = useSetPromotionState();
  const when = (iso: string | null, empty: string) => (iso ? formatDateTime(iso, timeZone).slice(0, 16) : empty);
  return (
    <Card>
      <article className="flex flex-wrap items-start justify-between gap-3 px-4 py-3 sm:px-5" data-testid="console-promotion">
        <div className="min-w-0 flex-1">
          <h2 className="text-sm font-semibold break-words text-slate-900">{textOf(item.title)}</h2>
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge tone={TONES[item.state]} dot>
              {t(`promotions.states.${item.state}`)}
            </Badge>
            <Badge tone="accent">{t(`promotions.kinds.${item.kind}`)}</Badge>
            <Badge>{t(`promotions.categories.${item.category}`)}</Badge>
            {item.code ? <Badge tone="info">{item.code}</Badge> : null}
          </div>
          <p className="mt-1.5 text-xs text-slate-500">
            {t('promotions.rowSummary', {
              from: when(item.startsAt, t('promotions.noStart')),
              to: when(item.endsAt, t('promotions.noEnd')),
              claims: item.claims,
              spent: `${currency.symbol} ${item.spent}`,
              budget: item.budget ? `${currency.symbol} ${item.budget}` : t('promotions.noBudget'),
            })}
          </p>
          {item.raffle ? (
            <p className="mt-1 text-xs text-slate-500">
              {t('promotions.raffle.rowSummary', {
                time: formatDateTime(item.raffle.drawsAt, timeZone).slice(0, 16),
                state: t(`promotions.raffle.states.${item.raffle.state}`),
              })}
            </p>
          ) : null}
        </div>
        {item.raffle ? (
          <Button size="sm" variant="secondary" icon={<Ticket className="size-4" />} onClick={onRaffle}>
            {t('promotions.raffle.open')}
          </Button>
        ) : null}
        {canWrite ? (
          <div className="flex shrink-0 flex-wrap items-center gap-1">
            {NEXT[item.state].map((state) => (
              <Button
                key={state}
                size="sm"
                variant={state === 'published' ? 'primary' : 'secondary'}
                loading={setState.isPending && setState.variables.state === state}
                onClick={() =>
                  setState.mutate(
                    { id: item.id, state },
                    { onSuccess: () => toast.success(t(`promotions.became.${state}`)), onError: (error) => toast.error(errorMessage(t, error)) },
                  )
                }
              >
                {t(`promotions.to.${state}`)}
              </Button>
            ))}
            <IconButton label={t('promotions.edit', { title: textOf(item.title) })} onClick={onEdit}>
              <Pencil className="size-4" />
            </IconButton>
          </div>
        ) : null}
      </article>
    </Card>
  );
}

export function PromotionsPage() {
  const { t } = useTranslation();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();
  const canWrite = useCan('promotions.write');
  const list = usePromotionsList();
  const [editing, setEditing] = useState<ConsolePromotion | 'new' | null>(null);
  const [raffle, setRaffle] = useState<ConsolePromotion | null>(null);
  const textOf = useTextInConsoleLanguage();
  return (
    <div>
      <PageHeader
        title={t('nav.promotionList')}
        description={t('promotions.description')}
        actions={
          canWrite ? (
            <Button variant="primary" icon={<Plus className="size-4" />} onClick={() => setEditing('new')}>
              {t('promotions.new')}
            </Button>
          ) : null
        }
      />
      {list.isPending ? (
        <Skeleton className="h-32" />
      ) : list.isError ? (
        <EmptyState title={t('promotions.loadFailed')} description={errorMessage(t, list.error)} />
      ) : list.data.items.length === 0 ? (
        <Card>
          <EmptyState icon={<BadgePercent className="size-5" />} title={t('promotions.none')} />
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="console-promotions">
          {list.data.items.map((item) => (
            <li key={item.id}>
              <Row item={item} onEdit={() => setEditing(item)} onRaffle={() => setRaffle(item)} />
            </li>
          ))}
        </ul>
      )}
      {editing !== null ? (
        <PromotionDialog
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? null : editing}
          timeZone={timeZone}
          currencySymbol={currency.symbol}
          bannerField={(value, onChange) => <ImageUpload id="promo-banner" value={value} onChange={onChange} aspect="banner" />}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {raffle ? (
        <RaffleDialog
          id={raffle.id}
          title={textOf(raffle.title)}
          canWrite={canWrite}
          timeZone={timeZone}
          currencySymbol={currency.symbol}
          onClose={() => setRaffle(null)}
        />
      ) : null}
    </div>
  );
}
