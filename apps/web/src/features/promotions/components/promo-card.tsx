// One promotion in the list: its banner, tags, headline and summary, with the terms that matter beside it
// (below it on a phone) and the member's state with it.
import type { MemberPromotionState, PromotionCard as Card } from '@orbit/contracts/promotions';
import { ChevronRight, Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TermsGrid, type SiteMoney } from './promo-terms.tsx';

export function TagChips({ tags }: { tags: Card['tags'] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-semibold text-accent">
          {t(`promotions.tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}

export function StateBadge({ state, soldOut }: { state: MemberPromotionState | undefined; soldOut: boolean }) {
  const { t } = useTranslation();
  const shown = soldOut && (state === undefined || state === 'in_progress') ? 'closed' : state;
  if (!shown) return null;
  const tone = shown === 'in_progress' ? 'bg-success/15 text-success' : shown === 'rejected' ? 'bg-danger/15 text-danger' : 'bg-surface-raised text-text-muted';
  return (
    <span className={`rounded-full px-2 py-0.5 text-[11px] font-semibold ${tone}`}>
      {soldOut && shown === 'closed' ? t('promotions.soldOut') : t(`promotions.state.${shown}`)}
    </span>
  );
}

export function PromoBanner({ url, className }: { url: string | null; className: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className={`${className} object-cover`} />
  ) : (
    <div className={`${className} flex items-center justify-center bg-gradient-to-br from-accent/30 to-surface-raised`}>
      <Gift className="size-10 text-accent" aria-hidden />
    </div>
  );
}

export function PromoCard({ promotion, state, site }: { promotion: Card; state: MemberPromotionState | undefined; site: SiteMoney }) {
  const { t } = useTranslation();
  const upcoming = promotion.startsAt !== null && Date.parse(promotion.startsAt) > Date.now();
  return (
    <article
      className="@container flex flex-col overflow-hidden rounded-2xl border border-border bg-surface transition hover:border-accent/60"
      data-testid="promo-card"
    >
      <Link to={`/promoDetail?id=${promotion.id}`} className="block" tabIndex={-1} aria-hidden>
        <PromoBanner url={promotion.bannerUrl} className="aspect-[3/1] w-full" />
      </Link>
      {/* Text and terms side by side only when the card itself is wide enough (two cards a row at 1024 px are not). */}
      <div className="grid flex-1 gap-3 p-4 @lg:grid-cols-2 @lg:gap-4">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <TagChips tags={promotion.tags} />
            <StateBadge state={upcoming ? 'coming_soon' : state} soldOut={promotion.soldOut} />
          </div>
          <h2 className="text-lg leading-snug font-bold">
            <Link to={`/promoDetail?id=${promotion.id}`} className="hover:text-accent">
              {promotion.title}
            </Link>
          </h2>
          {promotion.summary ? <p className="text-sm text-text-muted">{promotion.summary}</p> : null}
        </div>
        <TermsGrid terms={promotion.terms} site={site} />
      </div>
      <Link
        to={`/promoDetail?id=${promotion.id}`}
        className="flex items-center justify-end gap-1 border-t border-border px-4 py-2.5 text-sm font-semibold text-accent hover:bg-accent/5"
      >
        {t('promotions.details')}
        <ChevronRight className="size-4" aria-hidden />
      </Link>
    </article>
  );
}
