// The promotions list (docs/promotions.md): category tabs, tag chips, and the cards of what is running.
import { PROMOTION_CATEGORIES, PROMOTION_TAGS, type PromotionCategory, type PromotionTag } from '@orbit/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMyPromotions, usePromotions } from '../api.ts';
import { PromoCard } from './promo-card.tsx';
import type { SiteMoney } from './promo-terms.tsx';

const chip = (on: boolean) =>
  `shrink-0 rounded-full border px-3 py-1.5 text-sm whitespace-nowrap transition ${on ? 'border-accent bg-accent text-accent-text' : 'border-border bg-surface hover:border-accent/60'}`;

export function PromotionsList({ site }: { site: SiteMoney }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const category = (PROMOTION_CATEGORIES as readonly string[]).includes(search.get('category') ?? '') ? (search.get('category') as PromotionCategory) : null;
  const tag = (PROMOTION_TAGS as readonly string[]).includes(search.get('tag') ?? '') ? (search.get('tag') as PromotionTag) : null;
  const list = usePromotions(category, tag);
  const mine = useMyPromotions();
  function choose(name: 'category' | 'tag', value: string | null) {
    const next = new URLSearchParams(search);
    if (value === null) next.delete(name);
    else next.set(name, value);
    setSearch(next, { replace: true });
  }
  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={t('promotions.categoryTabs')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 md:flex-wrap md:overflow-visible">
        {[null, ...PROMOTION_CATEGORIES].map((key) => (
          <button
            key={key ?? 'all'}
            type="button"
            role="tab"
            aria-selected={category === key}
            className={chip(category === key)}
            onClick={() => choose('category', key)}
          >
            {t(`promotions.categories.${key ?? 'all'}`)}
          </button>
        ))}
      </div>
      <div aria-label={t('promotions.tagFilter')} role="group" className="flex flex-wrap gap-2">
        {PROMOTION_TAGS.map((key) => (
          <button key={key} type="button" aria-pressed={tag === key} className={chip(tag === key)} onClick={() => choose('tag', tag === key ? null : key)}>
            #{t(`promotions.tags.${key}`)}
          </button>
        ))}
      </div>
      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : list.isError ? (
        <div className="space-y-3 rounded-2xl border border-border bg-surface p-6 text-center">
          <p className="text-sm text-text-muted">{t('promotions.loadFailed')}</p>
          <Button onClick={() => void list.refetch()}>{t('promotions.retry')}</Button>
        </div>
      ) : list.data.items.length === 0 ? (
        <p className="rounded-2xl border border-border bg-surface p-8 text-center text-sm text-text-muted">{t('promotions.none')}</p>
      ) : (
        <div className="grid gap-4 lg:grid-cols-2">
          {list.data.items.map((promotion) => (
            <PromoCard key={promotion.id} promotion={promotion} state={mine.data?.states[String(promotion.id)]} site={site} />
          ))}
        </div>
      )}
    </div>
  );
}
