// Pieces of a live table screen (its toolbar is the house games' shared one): the roulette wheel with the drawn pocket, and how long a fresh result is played out (cards dealt, ball landing) before
// the round's win or loss is shown.
import type { LiveState } from '@orbit/contracts/house-live';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BACCARAT_DEAL_MS } from './baccarat-board.tsx';
import { pocketTone } from './roulette-board.tsx';
import { LANDING_MS, RouletteWheel } from './roulette-wheel.tsx';

export type TableGame = 'baccarat' | 'roulette' | 'niuniu';

const PLAY_OUT_MS: Record<TableGame, number> = { baccarat: BACCARAT_DEAL_MS + 300, roulette: LANDING_MS + 300, niuniu: 4000 };
/** A result first seen later than this after the close was not watched live (the screen opened then): shown at once. */
const FRESH_MS = 3000;

/**
 * Whether the round's result is being played out now: from the moment the screen first sees it, for as long
 * as the game's dealing or landing takes.
 */
export function useDealing(round: LiveState['round'], now: number, game: TableGame): boolean {
  const [seen, setSeen] = useState<{ round: number; at: number; fresh: boolean } | null>(null);
  const revealed = Boolean(round?.result && round.fairness.serverSeed);
  if (round && revealed && seen?.round !== round.roundNumber) {
    // Remembered during render (React's pattern for state derived from props), so the first frame already deals.
    setSeen({ round: round.roundNumber, at: now, fresh: now - Date.parse(round.closesAt) < FRESH_MS });
  }
  return Boolean(round && revealed && seen?.round === round.roundNumber && seen.fresh && now - seen.at < PLAY_OUT_MS[game]);
}

/** The wheel and, once the ball has landed, the pocket with its colour. */
export function RouletteStage({ pocket, spinning, landed }: { pocket: number | null; spinning: boolean; landed: boolean }) {
  const { t } = useTranslation();
  const tone = pocket === null ? null : pocketTone(pocket);
  return (
    <div className="flex items-center justify-center gap-4 rounded-2xl border border-border bg-surface p-3 sm:gap-8 sm:p-4">
      <RouletteWheel pocket={pocket} spinning={spinning} />
      <div className="flex w-24 flex-col items-center gap-2 text-center" aria-live="polite">
        <div
          className={clsx(
            'flex size-16 items-center justify-center rounded-full border-4 border-amber-600/80 text-3xl font-black text-white shadow-inner sm:size-20 sm:text-4xl',
            !landed && 'bg-surface-raised',
            landed && tone === 'red' && 'bg-red-600',
            landed && tone === 'black' && 'bg-zinc-900',
            landed && tone === 'green' && 'bg-emerald-700',
          )}
          data-testid="roulette-pocket"
        >
          {landed && pocket !== null ? pocket : null}
        </div>
        <p className="text-xs font-semibold text-text-muted sm:text-sm">
          {landed && tone ? t(`house.live.roulette.color.${tone}`) : spinning ? t('house.live.roulette.spinning') : t('house.live.roulette.noBall')}
        </p>
      </div>
    </div>
  );
}
