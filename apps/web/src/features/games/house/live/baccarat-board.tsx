// The baccarat table: the dealt coup (player and banker hands with their totals, each card dealt face down and
// turned over in the order it leaves the shoe) and the five spots.
import type { LiveResult } from '@orbit/contracts/house-live';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../cards/playing-card.tsx';
import { SpotButton, type SpotLook } from './spot-button.tsx';

type Baccarat = Extract<LiveResult, { game: 'baccarat' }>;

/** Whether a baccarat spot wins on a coup (a tie returns player and banker stakes: not lit). */
export function baccaratSpotWins(result: Baccarat, spot: string): boolean {
  if (spot === 'playerPair') return result.playerPair;
  if (spot === 'bankerPair') return result.bankerPair;
  return result.winner === spot;
}

/** The time between two cards out of the shoe; a coup of six cards is dealt in DEAL_MS. */
const DEAL_STEP_MS = 450;
export const BACCARAT_DEAL_MS = 5 * DEAL_STEP_MS + 700;

/** The order the cards come out of the shoe: player, banker, player, banker, then the third cards. */
const dealOrder = (side: 'player' | 'banker', index: number) => (index < 2 ? index * 2 + (side === 'banker' ? 1 : 0) : side === 'player' ? 4 : 5);

function Hand({ side, result, dealing }: { side: 'player' | 'banker'; result: Baccarat | null; dealing: boolean }) {
  const { t } = useTranslation();
  const cards = result ? result[side] : [];
  // The totals and the winner wait until the last card is turned, so the deal keeps its suspense.
  const total = result && !dealing ? (side === 'player' ? result.playerTotal : result.bankerTotal) : null;
  const won = result?.winner === side && !dealing;
  return (
    <div
      className={clsx(
        'flex min-w-0 flex-1 flex-col items-center gap-2 rounded-2xl border p-2 sm:p-3',
        side === 'player' ? 'border-sky-400/40 bg-sky-500/10' : 'border-rose-400/40 bg-rose-500/10',
        won && 'ring-2 ring-accent',
      )}
      data-testid={`baccarat-${side}-hand`}
    >
      <p className="flex items-center gap-2 text-sm font-bold">
        {t(`house.live.baccarat.${side}`)}
        {total !== null ? (
          <span className="rounded-full bg-background/70 px-2 text-base tabular-nums" data-testid={`baccarat-${side}-total`}>
            {total}
          </span>
        ) : null}
      </p>
      {/* Three cards overlap a little on a phone so a third card never pushes the other hand off the screen. */}
      <div className="flex min-h-[4.9rem] items-center sm:min-h-[6.4rem] sm:gap-1">
        {cards.length > 0
          ? cards.map((card, index) => (
              <PlayingCard
                key={`${card}-${index}`}
                code={card}
                size="md"
                className={clsx(index > 0 && (cards.length > 2 ? '-ms-5 sm:ms-0' : '-ms-2 sm:ms-0'))}
                dealDelayMs={dealing ? dealOrder(side, index) * DEAL_STEP_MS : undefined}
              />
            ))
          : [0, 1].map((index) => <PlayingCard key={index} code={null} size="md" className={clsx('opacity-40', index > 0 && '-ms-2 sm:ms-0')} />)}
      </div>
    </div>
  );
}

/** The two hands as dealt. */
export function BaccaratHands({ result, dealing }: { result: Baccarat | null; dealing: boolean }) {
  return (
    <div className="flex gap-2 sm:gap-3">
      <Hand side="player" result={result} dealing={dealing} />
      <Hand side="banker" result={result} dealing={dealing} />
    </div>
  );
}

/** The five spots: the pairs and the tie above, player and banker below (the foot of the table keeps them in reach). */
export function BaccaratSpots({
  lookOf,
  totalOf,
  onSpot,
}: {
  lookOf: (spot: string) => SpotLook;
  totalOf: (spot: string) => string | null;
  onSpot: (spot: string) => void;
}) {
  const { t } = useTranslation();
  const spot = (
    id: 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair',
    tone: 'player' | 'banker' | 'tie' | 'neutral',
    payout: string,
    className: string,
  ) => {
    const total = totalOf(id);
    return (
      <SpotButton
        label={t(`house.live.baccarat.${id}`)}
        sub={
          <>
            {payout}
            {total ? <span className="block">{t('house.live.onSpot', { amount: total })}</span> : null}
          </>
        }
        look={lookOf(id)}
        onPick={() => onSpot(id)}
        tone={tone}
        className={className}
        testId={`spot-${id}`}
      />
    );
  };
  return (
    <div className="grid grid-cols-6 gap-1.5 sm:gap-2" data-testid="baccarat-spots">
      {spot('playerPair', 'player', '11:1', 'col-span-2 min-h-11 py-1 text-sm')}
      {spot('tie', 'tie', '8:1', 'col-span-2 min-h-11 py-1 text-sm')}
      {spot('bankerPair', 'banker', '11:1', 'col-span-2 min-h-11 py-1 text-sm')}
      {spot('player', 'player', '1:1', 'col-span-3 min-h-14 py-1 text-base sm:min-h-16 sm:text-lg')}
      {spot('banker', 'banker', '0.95:1', 'col-span-3 min-h-14 py-1 text-base sm:min-h-16 sm:text-lg')}
    </div>
  );
}
