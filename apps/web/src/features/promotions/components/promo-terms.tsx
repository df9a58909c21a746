// The terms that matter beside a promotion's headline (docs/promotions.md): bonus and cap or the fixed reward,
// minimum deposit, wagering, eligible games and how long the bonus lasts. The card shows the first few; the
// detail page shows them all.
import type { PromotionTerms } from '@orbit/contracts/promotions';
import { formatDateTime } from '@orbit/contracts/format';
import { displayAmount } from '@orbit/contracts/money-format';
import { useTranslation } from 'react-i18next';

interface TermLine {
  key: string;
  label: string;
  value: string;
}

/** What the site shows about the merchant, handed down by the page (a feature does not read another's state). */
export interface SiteMoney {
  currencySymbol: string;
  timeZone: string;
}

function useTermLines(terms: PromotionTerms, full: boolean, site: SiteMoney): TermLine[] {
  const { t } = useTranslation();
  const money = (amount: string) => displayAmount(amount, site.currencySymbol);
  const lines: TermLine[] = [];
  if (terms.bonusPercent !== null) {
    const percent = t('promotions.terms.bonusValue', { percent: terms.bonusPercent });
    lines.push({
      key: 'bonus',
      label: t('promotions.terms.bonus'),
      value: terms.bonusCap ? `${percent} · ${t('promotions.terms.upTo', { amount: money(terms.bonusCap) })}` : percent,
    });
  }
  if (terms.fixedAmount !== null) lines.push({ key: 'fixed', label: t('promotions.terms.fixed'), value: money(terms.fixedAmount) });
  if (terms.raffle) {
    const top = terms.raffle.prizes[0];
    lines.push({
      key: 'prizes',
      label: t('promotions.terms.prizes'),
      value: top ? t('promotions.terms.prizesValue', { top: money(top.amount), total: money(terms.raffle.prizeTotal) }) : money(terms.raffle.prizeTotal),
    });
    lines.push({ key: 'draw', label: t('promotions.terms.draw'), value: formatDateTime(terms.raffle.drawsAt, site.timeZone).slice(0, 16) });
  }
  if (terms.minDeposit !== null) lines.push({ key: 'min', label: t('promotions.terms.minDeposit'), value: money(terms.minDeposit) });
  if (terms.wageringMultiple > 0)
    lines.push({
      key: 'wagering',
      label: t('promotions.terms.wagering'),
      value: t('promotions.terms.wageringValue', { multiple: terms.wageringMultiple, base: t(`promotions.terms.base_${terms.wageringBase}`) }),
    });
  // A raffle prize without wagering is plain cash: no game list or expiry applies to it.
  if (terms.raffle && terms.wageringMultiple === 0) return lines;
  const games = Object.entries(terms.contributions).filter(([, share]) => (share ?? 0) > 0);
  lines.push({
    key: 'games',
    label: t('promotions.terms.games'),
    value:
      games.length === 0
        ? t('promotions.terms.allGames')
        : games.map(([game, share]) => `${t(`promotions.games.${game as 'rng'}`)}${share === 100 ? '' : ` ${share}%`}`).join(', '),
  });
  const days = terms.expiryHours % 24 === 0;
  lines.push({
    key: 'expiry',
    label: t('promotions.terms.expiry'),
    value: days ? t('promotions.terms.days', { count: terms.expiryHours / 24 }) : t('promotions.terms.hours', { count: terms.expiryHours }),
  });
  if (!full) return lines.slice(0, 4);
  if (terms.maxStake !== null) lines.push({ key: 'maxStake', label: t('promotions.terms.maxStake'), value: money(terms.maxStake) });
  lines.push({ key: 'frequency', label: t('promotions.terms.frequency'), value: t(`promotions.terms.frequency_${terms.frequency}`) });
  return lines;
}

export function TermsGrid({ terms, site, full = false }: { terms: PromotionTerms; site: SiteMoney; full?: boolean }) {
  const lines = useTermLines(terms, full, site);
  return (
    <dl className={full ? 'grid grid-cols-2 gap-3 sm:grid-cols-3' : 'grid grid-cols-2 content-start gap-2'}>
      {lines.map((line) => (
        <div key={line.key} className="min-w-0 rounded-lg bg-background/60 px-2.5 py-1.5">
          <dt className="truncate text-[11px] tracking-wide text-text-muted uppercase">{line.label}</dt>
          <dd className="text-sm font-semibold break-words">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
