// A niu niu room: the banker's hand and the seats. A free seat is taken by placing a base on it (one seat a
// player a round); every seat is dealt five cards, the banker last, and each seated player is paid against
// the banker by the winner's multiple.
import type { LiveResult } from '@orbit/contracts/house-live';
import { clsx } from 'clsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../cards/playing-card.tsx';
import type { SpotLook } from './spot-button.tsx';

type NiuNiu = Extract<LiveResult, { game: 'niuniu' }>;
type Hand = NiuNiu['banker'];

export const niuRank = (t: TFunction, rank: number) =>
  rank === 10 ? t('house.live.niuniu.niuNiu') : rank === 0 ? t('house.live.niuniu.noNiu') : t('house.live.niuniu.niu', { n: rank });

function HandRow({ hand, dealing, offset }: { hand: Hand | null; dealing: boolean; offset: number }) {
  return (
    <div className="flex justify-center -space-x-3 sm:-space-x-2">
      {hand
        ? hand.cards.map((card, index) => (
            <PlayingCard
              key={`${card}-${index}`}
              code={card}
              size="sm"
              dealDelayMs={dealing ? (offset + index) * 90 : undefined}
              className={clsx(hand.niuCards?.includes(index) && '-translate-y-1')}
            />
          ))
        : [0, 1, 2, 3, 4].map((index) => <PlayingCard key={index} code={null} size="sm" className="opacity-40" />)}
    </div>
  );
}

export function NiuNiuBoard({
  result,
  dealing,
  seats,
  lookOf,
  baseOn,
  onSeat,
}: {
  result: NiuNiu | null;
  dealing: boolean;
  seats: number;
  lookOf: (spot: string) => SpotLook;
  /** Everyone's base on a seat (shown money), null when free. */
  baseOn: (spot: string) => string | null;
  onSeat: (spot: string) => void;
}) {
  const { t } = useTranslation();
  const banker = result?.banker ?? null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-amber-400/40 bg-amber-500/10 p-3" data-testid="niuniu-banker">
        <p className="text-sm font-bold">
          {t('house.live.niuniu.banker')}
          {banker && !dealing ? <span className="ms-2 rounded-full bg-background/70 px-2 text-xs">{niuRank(t, banker.rank)}</span> : null}
        </p>
        <HandRow hand={banker} dealing={dealing} offset={25} />
      </div>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {Array.from({ length: seats }, (_, index) => {
          const spot = `seat:${index + 1}`;
          const look = lookOf(spot);
          const base = baseOn(spot);
          const hand = result?.seats[index] ?? null;
          const taken = base !== null;
          return (
            <li key={spot} className={clsx(index === 4 && 'col-span-2 sm:col-span-1')}>
              <button
                type="button"
                onClick={() => onSeat(spot)}
                disabled={look.disabled || (taken && !look.mine)}
                data-testid={`spot-seat-${index + 1}`}
                data-won={(taken && look.won) || undefined}
                className={clsx(
                  'flex w-full flex-col items-center gap-1.5 rounded-2xl border p-2 transition',
                  look.mine ? 'border-accent bg-accent/10' : look.pending ? 'border-accent/60 border-dashed bg-surface-raised' : 'border-border bg-surface',
                  taken && look.won && 'ring-2 ring-accent',
                  'enabled:hover:brightness-125 disabled:cursor-not-allowed',
                )}
              >
                <span className="flex w-full items-center justify-between text-xs">
                  <span className="font-semibold">{t('house.live.niuniu.seat', { n: index + 1 })}</span>
                  <span className="tabular-nums text-text-muted">
                    {look.mine ? t('house.live.niuniu.yours', { amount: look.mine }) : look.pending ? look.pending : taken ? base : t('house.live.niuniu.free')}
                  </span>
                </span>
                <HandRow hand={hand} dealing={dealing} offset={index * 5} />
                <span className="min-h-4 text-xs">
                  {hand && !dealing ? (
                    <>
                      {niuRank(t, hand.rank)}
                      {taken ? (
                        <span className={clsx('ms-1 font-bold', hand.beatsBanker ? 'text-accent' : 'text-text-muted')}>
                          {hand.beatsBanker ? t('house.live.niuniu.beats', { m: hand.multiple }) : t('house.live.niuniu.loses', { m: banker?.multiple ?? 1 })}
                        </span>
                      ) : null}
                    </>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
