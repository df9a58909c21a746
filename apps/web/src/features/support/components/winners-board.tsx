// The home page's winners board (docs/support.md, "Winners board"): the latest real wins, usernames masked.
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWinners } from '../api.ts';

export function WinnersBoard({ currencySymbol }: { currencySymbol: string }) {
  const { t } = useTranslation();
  const { data } = useWinners(true);
  const items = data ?? [];
  return (
    <section aria-labelledby="home-winners" className="container-page" data-testid="winners-board">
      <div className="rounded-2xl border border-border bg-gradient-to-br from-surface-raised to-surface p-4 sm:p-6">
        <h2 id="home-winners" className="mb-3 flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
          <Trophy className="size-5 text-accent" aria-hidden />
          {t('support.home.winners')}
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-text-muted">{t('support.home.winnersEmpty')}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {items.map((win, index) => (
              <li key={`${win.at}-${index}`} className="flex items-center justify-between gap-3 rounded-xl bg-background/50 px-3 py-2 text-sm">
                <span className="min-w-0 truncate">
                  <span className="font-semibold" data-testid="winner-name">
                    {win.player}
                  </span>{' '}
                  <span className="text-text-muted">{win.gameName}</span>
                </span>
                <span className="shrink-0 font-bold text-accent">
                  {currencySymbol} {win.amount}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
