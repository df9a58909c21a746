// A playing card as the house card games show it (blackjack, baccarat): drawn from its code as packages/games
// writes it (`AS` ace of spades, `TD` ten of diamonds, `QH` queen of hearts), face up or face down, in sizes
// that fit a phone and a desktop table. Screen readers hear its name ("Ace of spades") in the page language.
// A card can arrive with a short deal animation, face down and then turned over (skipped when the player asks
// for reduced motion).
import { clsx } from 'clsx';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type CardSize = 'sm' | 'md' | 'lg';

const SUIT_GLYPHS: Record<string, string> = { S: '\u2660\uFE0E', H: '\u2665\uFE0E', D: '\u2666\uFE0E', C: '\u2663\uFE0E' };
const RANK_KEYS = {
  A: 'ace',
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
} as const;
const SUIT_KEYS = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' } as const;

/** Width classes per size: phone first, a larger card from the sm breakpoint; the height follows at 5:7. */
const SIZES: Record<CardSize, { card: string; corner: string; pip: string }> = {
  sm: { card: 'w-9 sm:w-11', corner: 'text-[0.6rem] sm:text-xs', pip: 'text-base sm:text-xl' },
  md: { card: 'w-14 sm:w-[4.5rem]', corner: 'text-xs sm:text-sm', pip: 'text-2xl sm:text-3xl' },
  lg: { card: 'w-16 sm:w-24', corner: 'text-sm sm:text-base', pip: 'text-3xl sm:text-5xl' },
};

/** The diamond lattice of a card's back. */
const BACK_PATTERN =
  'repeating-linear-gradient(45deg, rgba(255,255,255,0.18) 0 2px, transparent 2px 8px), repeating-linear-gradient(-45deg, rgba(255,255,255,0.18) 0 2px, transparent 2px 8px)';

/** The rank and suit of a card code; null for anything that is not one. */
export function parseCard(code: string): { rank: keyof typeof RANK_KEYS; suit: keyof typeof SUIT_KEYS } | null {
  const match = /^([A2-9TJQK])([SHDC])$/.exec(code);
  return match ? { rank: match[1] as keyof typeof RANK_KEYS, suit: match[2] as keyof typeof SUIT_KEYS } : null;
}

/** The rank as printed in the card's corners: `T` is shown as 10. */
export const rankLabel = (rank: string) => (rank === 'T' ? '10' : rank);

/** The card's spoken name ("Ace of spades"), or the face-down text when `code` is null. */
export function useCardName() {
  const { t } = useTranslation();
  return (code: string | null) => {
    const parsed = code ? parseCard(code) : null;
    if (!parsed) return t('house.cards.faceDown');
    return t('house.cards.name', { rank: t(`house.cards.ranks.${RANK_KEYS[parsed.rank]}`), suit: t(`house.cards.suits.${SUIT_KEYS[parsed.suit]}`) });
  };
}

export function PlayingCard({
  code,
  faceDown = false,
  size = 'md',
  dealDelayMs,
  className,
}: {
  /** The card's code; null (or faceDown) draws its back. */
  code: string | null;
  faceDown?: boolean;
  size?: CardSize;
  /** When set, the card slides in after this many milliseconds, as if dealt from the shoe. */
  dealDelayMs?: number;
  className?: string;
}) {
  const name = useCardName();
  const ref = useRef<HTMLSpanElement>(null);
  const parsed = code && !faceDown ? parseCard(code) : null;
  const look = SIZES[size];

  const back = useRef<HTMLSpanElement>(null);
  const faceUp = Boolean(parsed);
  useEffect(() => {
    const element = ref.current;
    if (dealDelayMs === undefined || !element?.animate) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    // Dealt face down from the shoe, then turned over: the back covers the face until the card is edge-on.
    const timing = { duration: 700, delay: dealDelayMs, easing: 'ease-out', fill: 'backwards' as const };
    const arrive = { opacity: 0, transform: 'translate(40px, -60px) rotate(-12deg) scale(0.85)' };
    const animations = [
      faceUp
        ? element.animate([arrive, { opacity: 1, transform: 'none', offset: 0.4 }, { transform: 'scaleX(0.02)', offset: 0.65 }, { transform: 'none' }], timing)
        : element.animate([arrive, { opacity: 1, transform: 'none' }], { ...timing, duration: 280 }),
    ];
    if (back.current)
      animations.push(back.current.animate([{ opacity: 1 }, { opacity: 1, offset: 0.65 }, { opacity: 0, offset: 0.651 }, { opacity: 0 }], timing));
    return () => {
      for (const animation of animations) animation.cancel();
    };
  }, [dealDelayMs, faceUp]);

  const red = parsed && (parsed.suit === 'H' || parsed.suit === 'D');
  return (
    <span
      ref={ref}
      role="img"
      aria-label={name(parsed ? code : null)}
      data-card={parsed ? code : 'back'}
      className={clsx(
        'relative inline-flex aspect-[5/7] shrink-0 overflow-hidden rounded-md shadow-md ring-1 select-none sm:rounded-lg',
        look.card,
        parsed ? clsx('bg-white ring-slate-300', red ? 'text-rose-600' : 'text-slate-900') : 'bg-indigo-800 ring-white/40',
        className,
      )}
    >
      {parsed ? (
        <>
          <span className={clsx('absolute top-0.5 left-1 flex flex-col items-center leading-none font-bold', look.corner)} aria-hidden>
            <span>{rankLabel(parsed.rank)}</span>
            <span>{SUIT_GLYPHS[parsed.suit]}</span>
          </span>
          <span className={clsx('m-auto leading-none', look.pip)} aria-hidden>
            {SUIT_GLYPHS[parsed.suit]}
          </span>
          <span className={clsx('absolute right-1 bottom-0.5 flex rotate-180 flex-col items-center leading-none font-bold', look.corner)} aria-hidden>
            <span>{rankLabel(parsed.rank)}</span>
            <span>{SUIT_GLYPHS[parsed.suit]}</span>
          </span>
          {dealDelayMs !== undefined ? (
            // The card's back while it is dealt: hidden (opacity 0) once the card has turned over.
            <span ref={back} className="absolute inset-0 bg-indigo-800 opacity-0" style={{ backgroundImage: BACK_PATTERN }} aria-hidden />
          ) : null}
        </>
      ) : (
        // The back: a diamond lattice inside a white border.
        <span className="m-[8%] flex-1 rounded-sm border border-white/50" style={{ backgroundImage: BACK_PATTERN }} aria-hidden />
      )}
    </span>
  );
}
