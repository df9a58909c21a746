// The table's last results. Baccarat: the bead plate (one bead per coup, six to a column, P / B / T, a dot for
// a pair). Roulette: the last pockets in their colours, newest first, with how often red, black and zero came.
import type { LiveState } from '@orbit/contracts/house-live';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { niuRank } from './niu-niu-board.tsx';
import { pocketTone } from './roulette-board.tsx';

type History = LiveState['history'];

export function BaccaratRoadmap({ history }: { history: History }) {
  const { t } = useTranslation();
  const coups = history.flatMap(({ roundNumber, result }) => (result.game === 'baccarat' ? [{ roundNumber, ...result }] : []));
  const count = (winner: string) => coups.filter((coup) => coup.winner === winner).length;
  const beads = coups.slice(-48);
  return (
    <section className="rounded-2xl border border-border bg-surface p-3" aria-label={t('house.live.roadmap')} data-testid="live-roadmap">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs">
        <p className="font-semibold">{t('house.live.roadmap')}</p>
        <p className="flex gap-3 text-text-muted">
          <span className="text-sky-300">
            {t('house.live.baccarat.short.player')} {count('player')}
          </span>
          <span className="text-rose-300">
            {t('house.live.baccarat.short.banker')} {count('banker')}
          </span>
          <span className="text-emerald-300">
            {t('house.live.baccarat.short.tie')} {count('tie')}
          </span>
        </p>
      </div>
      <ol className="grid grid-flow-col grid-rows-6 justify-start gap-1 overflow-x-auto">
        {beads.map((coup) => (
          <li
            key={coup.roundNumber}
            title={t('house.live.roundNumber', { n: coup.roundNumber })}
            className={clsx(
              'relative flex size-5 items-center justify-center rounded-full text-[0.6rem] font-bold text-white sm:size-6',
              coup.winner === 'player' && 'bg-sky-600',
              coup.winner === 'banker' && 'bg-rose-600',
              coup.winner === 'tie' && 'bg-emerald-600',
            )}
          >
            {t(`house.live.baccarat.short.${coup.winner}`)}
            {coup.playerPair ? <span className="absolute -start-0.5 -top-0.5 size-1.5 rounded-full bg-sky-300" aria-hidden /> : null}
            {coup.bankerPair ? <span className="absolute -end-0.5 -bottom-0.5 size-1.5 rounded-full bg-rose-300" aria-hidden /> : null}
          </li>
        ))}
        {beads.length === 0 ? <li className="text-xs text-text-muted">{t('house.live.noHistory')}</li> : null}
      </ol>
    </section>
  );
}

export function RouletteRoadmap({ history }: { history: History }) {
  const { t } = useTranslation();
  const pockets = history.flatMap(({ roundNumber, result }) => (result.game === 'roulette' ? [{ roundNumber, pocket: result.pocket }] : []));
  const share = (tone: string) => (pockets.length ? Math.round((pockets.filter((p) => pocketTone(p.pocket) === tone).length / pockets.length) * 100) : 0);
  return (
    <section className="rounded-2xl border border-border bg-surface p-3" aria-label={t('house.live.roadmap')} data-testid="live-roadmap">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-xs">
        <p className="font-semibold">{t('house.live.roadmap')}</p>
        <p className="flex gap-3 text-text-muted">
          <span className="text-red-400">
            {t('house.live.roulette.red')} {share('red')}%
          </span>
          <span>
            {t('house.live.roulette.black')} {share('black')}%
          </span>
          <span className="text-emerald-400">0 {share('green')}%</span>
        </p>
      </div>
      <ol className="flex flex-wrap gap-1">
        {[...pockets]
          .reverse()
          .slice(0, 36)
          .map(({ roundNumber, pocket }) => (
            <li
              key={roundNumber}
              title={t('house.live.roundNumber', { n: roundNumber })}
              className={clsx(
                'flex size-6 items-center justify-center rounded-md text-[0.65rem] font-bold text-white',
                pocketTone(pocket) === 'red' && 'bg-red-600',
                pocketTone(pocket) === 'black' && 'bg-zinc-800',
                pocketTone(pocket) === 'green' && 'bg-emerald-700',
              )}
            >
              {pocket}
            </li>
          ))}
        {pockets.length === 0 ? <li className="text-xs text-text-muted">{t('house.live.noHistory')}</li> : null}
      </ol>
    </section>
  );
}

export function NiuNiuRoadmap({ history }: { history: History }) {
  const { t } = useTranslation();
  const hands = history.flatMap(({ roundNumber, result }) => (result.game === 'niuniu' ? [{ roundNumber, rank: result.banker.rank }] : []));
  return (
    <section className="rounded-2xl border border-border bg-surface p-3" aria-label={t('house.live.roadmap')} data-testid="live-roadmap">
      <p className="mb-2 text-xs font-semibold">{t('house.live.niuniu.bankerHistory')}</p>
      <ol className="flex flex-wrap gap-1">
        {[...hands]
          .reverse()
          .slice(0, 24)
          .map(({ roundNumber, rank }) => (
            <li
              key={roundNumber}
              title={t('house.live.roundNumber', { n: roundNumber })}
              className={clsx('rounded-md px-1.5 py-0.5 text-[0.65rem] font-bold', rank >= 7 ? 'bg-amber-500/80 text-black' : 'bg-surface-raised')}
            >
              {niuRank(t, rank)}
            </li>
          ))}
        {hands.length === 0 ? <li className="text-xs text-text-muted">{t('house.live.noHistory')}</li> : null}
      </ol>
    </section>
  );
}
