// A raffle on its promotion page (docs/promotions.md, Raffles): the prizes, the draw time in the merchant's zone,
// how entries are earned and the member's own count; the seed's SHA-256 before the draw; after it, the winners
// (masked), the revealed seed and the entry list's digest, and for a winner the way to the reward centre.
import type { PromotionDetail } from '@orbit/contracts/promotions';
import type { RaffleResult, RaffleTerms } from '@orbit/contracts/raffles';
import { displayAmount } from '@orbit/contracts/money-format';
import { formatDateTime } from '@orbit/contracts/format';
import { Ticket, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useMyRaffle, useRaffleResult } from '../api.ts';
import type { SiteMoney } from './promo-terms.tsx';

function Prizes({ terms, site }: { terms: RaffleTerms; site: SiteMoney }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-2 sm:grid-cols-3" data-testid="raffle-prizes">
      {terms.prizes.map((line) => (
        <li key={line.fromPlace} className="rounded-xl border border-border bg-background p-3">
          <p className="text-xs text-text-muted">
            {line.fromPlace === line.toPlace
              ? t('promotions.raffle.place', { place: line.fromPlace })
              : t('promotions.raffle.places', { from: line.fromPlace, to: line.toPlace })}
          </p>
          <p className="text-lg font-bold tabular-nums text-accent">
            {line.count > 1 ? `${line.count} × ` : ''}
            {displayAmount(line.amount, site.currencySymbol)}
          </p>
        </li>
      ))}
    </ul>
  );
}

function MyEntries({ id, terms, site, drawn }: { id: number; terms: RaffleTerms; site: SiteMoney; drawn: boolean }) {
  const { t } = useTranslation();
  const mine = useMyRaffle(id).data;
  if (!mine) return null;
  return (
    <div className="space-y-2" data-testid="raffle-mine">
      <p className="flex items-center gap-2 font-medium">
        <Ticket className="size-4 text-accent" aria-hidden />
        {t('promotions.raffle.myEntries', { count: mine.entries, max: mine.maxEntries })}
      </p>
      {drawn ? null : (
        <p className="text-sm text-text-muted">
          {t(`promotions.raffle.counted_${terms.entryBasis}`, { amount: displayAmount(mine.counted, site.currencySymbol) })}
        </p>
      )}
      {mine.prize ? (
        mine.prize.claimed ? (
          <FormMessage kind="success">
            {t('promotions.raffle.prizeClaimed', { place: mine.prize.place, amount: displayAmount(mine.prize.amount, site.currencySymbol) })}
          </FormMessage>
        ) : (
          <div className="space-y-2">
            <FormMessage kind="success">
              {t('promotions.raffle.youWon', { place: mine.prize.place, amount: displayAmount(mine.prize.amount, site.currencySymbol) })}
            </FormMessage>
            <ButtonLink to="/member/rewardCenter" className="w-full sm:w-auto">
              {t('promotions.raffle.claimInCentre')}
            </ButtonLink>
          </div>
        )
      ) : null}
    </div>
  );
}

function Results({ result, site }: { result: RaffleResult; site: SiteMoney }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="raffle-results">
      <h3 className="flex items-center gap-2 font-semibold">
        <Trophy className="size-4 text-accent" aria-hidden />
        {t('promotions.raffle.results', { entrants: result.entrants, entries: result.entries })}
      </h3>
      {result.winners.length === 0 ? (
        <p className="text-sm text-text-muted">{t('promotions.raffle.noEntrants')}</p>
      ) : (
        <ol className="divide-y divide-border rounded-xl border border-border bg-background">
          {result.winners.map((winner) => (
            <li key={winner.place} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="w-12 shrink-0 text-text-muted">{t('promotions.raffle.place', { place: winner.place })}</span>
              <span className="min-w-0 flex-1 truncate font-medium">{winner.name}</span>
              <span className="font-semibold tabular-nums">{displayAmount(winner.amount, site.currencySymbol)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Fairness({ result }: { result: RaffleResult }) {
  const { t } = useTranslation();
  const row = (label: string, value: string) => (
    <div>
      <dt className="text-text-muted">{label}</dt>
      <dd className="font-mono text-xs break-all">{value}</dd>
    </div>
  );
  return (
    <details className="rounded-xl border border-border bg-background p-3 text-sm" data-testid="raffle-fairness">
      <summary className="cursor-pointer font-medium">{t('promotions.raffle.fairness')}</summary>
      <p className="mt-2 text-text-muted">{t(result.serverSeed ? 'promotions.raffle.fairnessAfter' : 'promotions.raffle.fairnessBefore')}</p>
      <dl className="mt-2 space-y-2">
        {row(t('promotions.raffle.commitment'), result.commitment)}
        {result.serverSeed ? row(t('promotions.raffle.seed'), result.serverSeed) : null}
        {result.entryDigest ? row(t('promotions.raffle.digest'), result.entryDigest) : null}
        {result.serverSeed ? row(t('promotions.raffle.entryList'), result.entryCounts.join(',') || '—') : null}
      </dl>
    </details>
  );
}

export function RafflePanel({ promotion, site }: { promotion: PromotionDetail; site: SiteMoney }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const result = useRaffleResult(promotion.id).data;
  const terms = promotion.terms.raffle;
  if (!terms) return null;
  const drawn = result?.state === 'drawn';
  return (
    <section aria-labelledby="raffle-title" className="space-y-4 rounded-2xl border border-accent/40 bg-surface p-4 sm:p-6" data-testid="raffle-panel">
      <div className="space-y-1">
        <h2 id="raffle-title" className="text-lg font-semibold">
          {t('promotions.raffle.title')}
        </h2>
        <p className="text-sm text-text-muted">
          {t(drawn ? 'promotions.raffle.drawnAt' : 'promotions.raffle.drawsAt', {
            time: formatDateTime(result?.drawnAt ?? terms.drawsAt, site.timeZone).slice(0, 16),
          })}
        </p>
        <p className="text-sm text-text-muted">
          {t(`promotions.raffle.rule_${terms.entryBasis}`, { amount: displayAmount(terms.entryUnit, site.currencySymbol), max: terms.maxEntries })}
        </p>
      </div>
      <Prizes terms={terms} site={site} />
      {loggedIn ? <MyEntries id={promotion.id} terms={terms} site={site} drawn={drawn} /> : <p className="text-sm">{t('promotions.raffle.loginToEnter')}</p>}
      {result && drawn ? <Results result={result} site={site} /> : null}
      {result ? <Fairness result={result} /> : null}
    </section>
  );
}
