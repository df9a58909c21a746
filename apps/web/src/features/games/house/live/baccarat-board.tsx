// The baccarat table: the dealt coup (player and banker hands with their totals) and the five spots.
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

/** The order the cards come out of the shoe: player, banker, player, banker, then the third cards. */
const dealOrder = (side: 'player' | 'banker', index: number) => (index < 2 ? index * 2 + (side === 'banker' ? 1 : 0) : side === 'player' ? 4 : 5);

function Hand({ side, result, dealing }: { side: 'player' | 'banker'; result: Baccarat | null; dealing: boolean }) {
  const { t } = useTranslation();
  const cards = result ? result[side] : [];
  const total = result ? (side === 'player' ? result.playerTotal : result.bankerTotal) : null;
  const won = result?.winner === side;
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
      <div className="flex min-h-[4.2rem] items-center gap-1 sm:min-h-[6.4rem]">
        {cards.length > 0
          ? cards.map((card, index) => (
              <PlayingCard key={`${card}-${index}`} code={card} size="md" dealDelayMs={dealing ? dealOrder(side, index) * 450 : undefined} />
            ))
          : [0, 1].map((index) => <PlayingCard key={index} code={null} size="md" className="opacity-40" />)}
      </div>
    </div>
  );
}

export function BaccaratBoard({
  result,
  dealing,
  lookOf,
  totalOf,
  onSpot,
}: {
  result: Baccarat | null;
  /** The result has just come: the cards are dealt one by one. */
  dealing: boolean;
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
    <div className="flex flex-col gap-3">
      <div className="flex gap-2 sm:gap-3">
        <Hand side="player" result={result} dealing={dealing} />
        <Hand side="banker" result={result} dealing={dealing} />
      </div>
      <div className="grid grid-cols-3 gap-2">
        {spot('playerPair', 'player', '11:1', 'min-h-14')}
        {spot('tie', 'tie', '8:1', 'min-h-14')}
        {spot('bankerPair', 'banker', '11:1', 'min-h-14')}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {spot('player', 'player', '1:1', 'min-h-20 text-lg')}
        {spot('banker', 'banker', '0.95:1', 'min-h-20 text-lg')}
      </div>
    </div>
  );
}
