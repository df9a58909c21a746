// One promotion's page (docs/promotions.md): banner, headline, the full terms, and what the member can do
// with it — claim it, apply for it, or deposit with its code — or, for a visitor, log in first.
import { claimPromotionEndpoint, type PromotionDetail } from '@orbit/contracts/promotions';
import { displayAmount } from '@orbit/contracts/money-format';
import { formatDateTime } from '@orbit/contracts/format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { api } from '../../../lib/api.ts';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { errorKey } from '../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../lib/request-id.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { promotionKeys, useMyPromotions } from '../api.ts';
import { ApplyForm } from './apply-form.tsx';
import { PromoBanner, StateBadge, TagChips } from './promo-card.tsx';
import { RafflePanel } from './raffle-panel.tsx';
import { TermsGrid, type SiteMoney } from './promo-terms.tsx';

const CLAIMABLE = new Set(['free_credit', 'birthday', 'rebate_boost']);

function Schedule({ promotion, timeZone }: { promotion: PromotionDetail; timeZone: string }) {
  const { t } = useTranslation();
  const start = promotion.startsAt ? formatDateTime(promotion.startsAt, timeZone).slice(0, 16) : null;
  const end = promotion.endsAt ? formatDateTime(promotion.endsAt, timeZone).slice(0, 16) : null;
  if (!start && !end) return null;
  const text =
    start && end ? t('promotions.terms.fromTo', { start, end }) : start ? t('promotions.terms.from', { start }) : t('promotions.terms.until', { end });
  return (
    <p className="flex items-center gap-1.5 text-sm text-text-muted">
      <CalendarClock className="size-4" aria-hidden />
      {text}
    </p>
  );
}

function ClaimButton({ promotion, site, onClaimed }: { promotion: PromotionDetail; site: SiteMoney; onClaimed: (text: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ids = useRef(createRequestIds());
  const [message, setMessage] = useState<{ kind: 'error'; text: string } | null>(null);
  const claim = useMutation({
    mutationFn: () => api.call(claimPromotionEndpoint, { params: { id: promotion.id }, body: { requestId: ids.current.idFor(String(promotion.id)) } }),
    onSuccess: (result) => {
      ids.current.settle();
      onClaimed(t('promotions.claimed', { amount: displayAmount(result.amount, site.currencySymbol) }));
      void queryClient.invalidateQueries({ queryKey: promotionKeys.all });
    },
    onError: (caught) => {
      // A claim whose answer never came is retried under the same id, so it is granted once.
      if (!outcomeUnknown(caught)) ids.current.settle();
      setMessage({ kind: 'error', text: t(errorKey(caught)) });
    },
  });
  return (
    <div className="space-y-3">
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <Button size="lg" className="w-full sm:w-auto" disabled={claim.isPending} onClick={() => claim.mutate()}>
        {t('promotions.claim')}
      </Button>
    </div>
  );
}

function Action({ promotion, site }: { promotion: PromotionDetail; site: SiteMoney }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const mine = useMyPromotions();
  const state = mine.data?.states[String(promotion.id)];
  // The claim's own answer (with its amount) stays on screen once the state says claimed.
  const [claimedNow, setClaimedNow] = useState<string | null>(null);
  if (claimedNow) return <FormMessage kind="success">{claimedNow}</FormMessage>;
  // A raffle's own panel says how to enter, what the member has and, once drawn, how to claim a prize.
  if (promotion.kind === 'raffle') return null;
  if (!loggedIn)
    return (
      <div className="space-y-3 rounded-2xl border border-accent/40 bg-accent/5 p-4 text-center sm:text-start">
        <p className="font-medium">{t('promotions.loginToJoin')}</p>
        <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
          <Button onClick={() => openAuthDialog({ kind: 'login' })}>{t('promotions.login')}</Button>
          <Button variant="outline" onClick={() => openAuthDialog({ kind: 'register' })}>
            {t('promotions.register')}
          </Button>
        </div>
      </div>
    );
  if (promotion.kind === 'deposit_match')
    return (
      <div className="space-y-2">
        {promotion.code ? null : <p className="text-sm text-text-muted">{t('promotions.autoApplied')}</p>}
        <ButtonLink
          size="lg"
          className="w-full sm:w-auto"
          to={promotion.code ? `/member/depositv2?promoCode=${encodeURIComponent(promotion.code)}` : '/member/depositv2'}
        >
          {promotion.code ? t('promotions.depositWithCode', { code: promotion.code }) : t('promotions.deposit')}
        </ButtonLink>
      </div>
    );
  const done = promotion.soldOut && (state === undefined || state === 'in_progress') ? 'closed' : state;
  if (done === 'coming_soon' || done === 'closed' || done === 'claimed' || done === 'issued' || done === 'applying')
    return <FormMessage kind={done === 'closed' ? 'error' : 'info'}>{t(`promotions.stateNote.${done}`)}</FormMessage>;
  if (promotion.kind === 'apply_only') {
    const rejected = mine.data?.applications.find((a) => a.promotionId === promotion.id && a.state === 'rejected');
    return (
      <div className="space-y-3">
        {state === 'rejected' && rejected?.reviewerNote ? (
          <FormMessage kind="error">{t('promotions.apply.note', { note: rejected.reviewerNote })}</FormMessage>
        ) : null}
        <ApplyForm promotionId={promotion.id} />
      </div>
    );
  }
  return CLAIMABLE.has(promotion.kind) ? <ClaimButton promotion={promotion} site={site} onClaimed={setClaimedNow} /> : null;
}

export function PromoDetailView({ promotion, site }: { promotion: PromotionDetail; site: SiteMoney }) {
  const { t } = useTranslation();
  const mine = useMyPromotions();
  const upcoming = promotion.startsAt !== null && Date.parse(promotion.startsAt) > Date.now();
  return (
    <article className="space-y-5" data-testid="promo-detail">
      <PromoBanner url={promotion.bannerUrl} className="aspect-[3/1] w-full rounded-2xl border border-border" />
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <TagChips tags={promotion.tags} />
          <StateBadge state={upcoming ? 'coming_soon' : mine.data?.states[String(promotion.id)]} soldOut={promotion.soldOut} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{promotion.title}</h1>
        {promotion.summary ? <p className="text-text-muted">{promotion.summary}</p> : null}
        <Schedule promotion={promotion} timeZone={site.timeZone} />
      </header>
      <TermsGrid terms={promotion.terms} site={site} full />
      {promotion.kind === 'raffle' ? <RafflePanel promotion={promotion} site={site} /> : null}
      <Action promotion={promotion} site={site} />
      {promotion.termsHtml ? (
        <section aria-labelledby="promo-terms" className="rounded-2xl border border-border bg-surface p-4 sm:p-6">
          <h2 id="promo-terms" className="mb-3 text-lg font-semibold">
            {t('promotions.fullTerms')}
          </h2>
          <div className="notice-content text-sm leading-relaxed break-words text-text-muted" dangerouslySetInnerHTML={{ __html: promotion.termsHtml }} />
        </section>
      ) : null}
    </article>
  );
}
