// The roulette layout: numbers 0–36 as straight bets, the columns and the dozens (upright, three numbers a row,
// so it fits a phone), and the even chances, which the foot of the table keeps in reach. The wheel is
// roulette-wheel.tsx.
import type { LiveResult } from '@orbit/contracts/house-live';
import { useTranslation } from 'react-i18next';
import { SpotButton, type SpotLook } from './spot-button.tsx';

type Roulette = Extract<LiveResult, { game: 'roulette' }>;

export const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
export const pocketTone = (n: number) => (n === 0 ? 'green' : RED.has(n) ? 'red' : 'black');

/** Whether an outside or straight spot wins on a pocket. */
export function rouletteSpotWins(result: Roulette, spot: string): boolean {
  const n = result.pocket;
  const [kind, arg] = spot.split(':');
  if (kind === 'straight') return Number(arg) === n;
  if (n === 0) return false;
  switch (kind) {
    case 'red':
      return RED.has(n);
    case 'black':
      return !RED.has(n);
    case 'odd':
      return n % 2 === 1;
    case 'even':
      return n % 2 === 0;
    case 'low':
      return n <= 18;
    case 'high':
      return n >= 19;
    case 'dozen':
      return Math.ceil(n / 12) === Number(arg);
    case 'column':
      return ((n - 1) % 3) + 1 === Number(arg);
    default:
      return false;
  }
}

/** The numbers: zero, 1–36 three to a row, the columns and the dozens. It scrolls with the table on a phone. */
export function RouletteNumbers({ lookOf, onSpot }: { lookOf: (spot: string) => SpotLook; onSpot: (spot: string) => void }) {
  const { t } = useTranslation();
  const pick = (spot: string) => () => onSpot(spot);
  const rows = Array.from({ length: 12 }, (_, row) => [row * 3 + 1, row * 3 + 2, row * 3 + 3]);
  return (
    <div className="flex flex-col gap-1.5" data-testid="roulette-board">
      <SpotButton label="0" look={lookOf('straight:0')} onPick={pick('straight:0')} tone="green" className="min-h-9" testId="spot-straight-0" />
      <div className="grid grid-cols-3 gap-1.5">
        {rows.flat().map((n) => (
          <SpotButton
            key={n}
            label={n}
            look={lookOf(`straight:${n}`)}
            onPick={pick(`straight:${n}`)}
            tone={pocketTone(n)}
            className="min-h-9 py-1 text-sm"
            testId={`spot-straight-${n}`}
          />
        ))}
        {[1, 2, 3].map((column) => (
          <SpotButton
            key={`column-${column}`}
            label="2:1"
            sub={t('house.live.roulette.column', { n: column })}
            look={lookOf(`column:${column}`)}
            onPick={pick(`column:${column}`)}
            className="min-h-10"
            testId={`spot-column-${column}`}
          />
        ))}
      </div>
      <div className="grid grid-cols-3 gap-1.5">
        {[1, 2, 3].map((dozen) => (
          <SpotButton
            key={`dozen-${dozen}`}
            label={t('house.live.roulette.dozen', { from: dozen * 12 - 11, to: dozen * 12 })}
            sub="2:1"
            look={lookOf(`dozen:${dozen}`)}
            onPick={pick(`dozen:${dozen}`)}
            className="min-h-10 text-sm"
            testId={`spot-dozen-${dozen}`}
          />
        ))}
      </div>
    </div>
  );
}

/** The even chances (1–18, even, red, black, odd, 19–36): kept in reach at the foot of the table. */
export function RouletteOutsideBets({ lookOf, onSpot }: { lookOf: (spot: string) => SpotLook; onSpot: (spot: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-3 gap-1.5 sm:grid-cols-6" data-testid="roulette-outside">
      {(['low', 'even', 'red', 'black', 'odd', 'high'] as const).map((kind) => (
        <SpotButton
          key={kind}
          label={t(`house.live.roulette.${kind}`)}
          sub="1:1"
          look={lookOf(kind)}
          onPick={() => onSpot(kind)}
          tone={kind === 'red' ? 'red' : kind === 'black' ? 'black' : 'neutral'}
          className="min-h-10 py-1 text-sm"
          testId={`spot-${kind}`}
        />
      ))}
    </div>
  );
}
