// The felt: the dealer's cards (the hole card face down while the hand is played), then the player's hand
// or the two hands of a split, each with its total ("7/17" while soft), stake and result. Cards not seen
// before slide in one after another, as if dealt from the shoe; the results show once the cards are down.
import type { BlackjackHandView, BlackjackRoundView } from '@orbit/contracts/house-blackjack';
import { clsx } from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlayingCard } from '../cards/playing-card.tsx';
import { totalLabel } from './stake.ts';

/** Time between two cards dealt in one answer. */
export const DEAL_GAP_MS = 220;

/** Deal delays for cards this table has not shown yet, in dealing order; a card seen before gets none. */
function useDealDelays(round: BlackjackRoundView | null) {
  const seen = useRef(new Set<string>());
  // Cards count as seen once on the screen (after the render that dealt them).
  useEffect(() => {
    if (!round) return;
    seen.current.add(`${round.roundId}:d:back`);
    round.dealer.forEach((_, c) => seen.current.add(`${round.roundId}:d:${c}`));
    round.hands.forEach((hand, h) => hand.cards.forEach((_, c) => seen.current.add(`${round.roundId}:p${h}:${c}`)));
  }, [round]);
  const delays = new Map<string, number>();
  if (!round) return { delays, total: 0 };
  const keys: string[] = [];
  // The initial deal alternates player, dealer, player, dealer; later cards come in the order they show.
  const first = round.hands[0]?.cards.length ? [`${round.roundId}:p0:0`, `${round.roundId}:d:0`, `${round.roundId}:p0:1`, `${round.roundId}:d:1`] : [];
  keys.push(...first);
  round.hands.forEach((hand, h) => hand.cards.forEach((_, c) => keys.push(`${round.roundId}:p${h}:${c}`)));
  round.dealer.forEach((_, c) => keys.push(`${round.roundId}:d:${c}`));
  const hole = round.dealer.length < 2 ? `${round.roundId}:d:back` : null;
  if (hole) keys.splice(3, 0, hole);
  let order = 0;
  for (const key of new Set(keys)) {
    if (seen.current.has(key)) continue;
    delays.set(key, order++ * DEAL_GAP_MS);
  }
  return { delays, total: order * DEAL_GAP_MS };
}

export function BlackjackTable({ round, rules, money }: { round: BlackjackRoundView | null; rules: string; money: (amount: string) => string }) {
  const { t } = useTranslation();
  const { delays, total } = useDealDelays(round);
  const over = round !== null && round.allowed.length === 0 && round.status !== 'open';
  const dealerHidden = round !== null && round.dealer.length < 2;
  return (
    <section
      aria-label={t('house.blackjack.tableLabel')}
      className="relative flex min-h-[16rem] flex-col justify-between gap-2 overflow-hidden rounded-[2rem] border-4 border-amber-900/70 bg-[radial-gradient(ellipse_at_top,#1f7a4a,#0d4a2c_70%)] px-3 py-3 shadow-inner sm:min-h-[17rem] sm:gap-2 sm:px-6 sm:py-4"
      data-testid="blackjack-table"
    >
      <div className="flex flex-col items-center gap-2">
        <Seat
          label={t('house.blackjack.dealer')}
          total={round && round.dealer.length ? totalText(round.dealerTotal, round.dealerSoft && dealerHidden, t('house.blackjack.bust')) : null}
        >
          {round ? (
            <>
              {round.dealer.map((card, c) => (
                <PlayingCard
                  key={`${round.roundId}:d:${c}`}
                  code={card}
                  className={c > 0 ? '-ml-7 sm:-ml-9' : ''}
                  dealDelayMs={delays.get(`${round.roundId}:d:${c}`)}
                />
              ))}
              {dealerHidden ? <PlayingCard code={null} className="-ml-7 sm:-ml-9" dealDelayMs={delays.get(`${round.roundId}:d:back`)} /> : null}
            </>
          ) : (
            <EmptySpot />
          )}
        </Seat>
      </div>

      <p className="text-center text-[0.65rem] font-semibold tracking-widest text-emerald-100/70 uppercase sm:text-xs">{rules}</p>

      <div className="flex flex-wrap items-start justify-center gap-x-6 gap-y-3" data-testid="blackjack-hands">
        {round ? (
          round.hands.map((hand, h) => (
            <PlayerHand
              key={h}
              hand={hand}
              label={round.hands.length > 1 ? t('house.blackjack.handN', { n: h + 1 }) : t('house.blackjack.you')}
              active={round.allowed.length > 0 && round.active === h && round.hands.length > 1}
              cardKey={(c) => `${round.roundId}:p${h}:${c}`}
              delays={delays}
              money={money}
              resultDelayMs={over ? total : 0}
            />
          ))
        ) : (
          <Seat label={t('house.blackjack.you')} total={null}>
            <EmptySpot />
          </Seat>
        )}
      </div>
    </section>
  );
}

/** A total for the badge: soft while an ace still counts 11 and the hand goes on, with "bust" past 21. */
function totalText(total: number, soft: boolean, bust: string) {
  return total > 21 ? `${total} · ${bust}` : totalLabel(total, soft && total < 21);
}

function PlayerHand({
  hand,
  label,
  active,
  cardKey,
  delays,
  money,
  resultDelayMs,
}: {
  hand: BlackjackHandView;
  label: string;
  active: boolean;
  cardKey: (c: number) => string;
  delays: Map<string, number>;
  money: (amount: string) => string;
  resultDelayMs: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={clsx('flex flex-col items-center gap-1.5 rounded-2xl p-2 transition', active && 'bg-white/10 ring-2 ring-accent')}
      data-testid="blackjack-hand"
    >
      <Seat label={label} total={totalText(hand.total, hand.soft && !hand.done, t('house.blackjack.bust'))}>
        {hand.cards.map((card, c) => (
          <PlayingCard key={cardKey(c)} code={card} className={c > 0 ? '-ml-7 sm:-ml-9' : ''} dealDelayMs={delays.get(cardKey(c))} />
        ))}
      </Seat>
      <div className="flex items-center gap-2 text-xs">
        <span className="rounded-full bg-black/30 px-2 py-0.5 font-semibold text-amber-200 tabular-nums">{money(hand.stake)}</span>
        {hand.result ? (
          <span
            className={clsx(
              'animate-fade-in rounded-full px-2 py-0.5 font-bold',
              hand.result === 'lose' ? 'bg-black/40 text-slate-200' : hand.result === 'push' ? 'bg-slate-200 text-slate-900' : 'bg-accent text-accent-text',
            )}
            style={{ animationDelay: `${resultDelayMs}ms` }}
            data-testid="blackjack-result"
            data-result={hand.result}
          >
            {t(`house.blackjack.results.${hand.result}`)}
          </span>
        ) : null}
      </div>
    </div>
  );
}

function Seat({ label, total, children }: { label: string; total: string | null; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-1.5">
      <p className="flex items-center gap-2 text-xs font-semibold text-emerald-50">
        <span>{label}</span>
        {total ? (
          <span className="rounded-full bg-black/40 px-2 py-0.5 font-bold tabular-nums" data-testid="blackjack-total">
            {total}
          </span>
        ) : null}
      </p>
      <div className="flex min-h-[5rem] items-center sm:min-h-[6.5rem]">{children}</div>
    </div>
  );
}

/** Where the cards will land, before the first deal. */
function EmptySpot() {
  return <span className="inline-block aspect-[5/7] w-14 rounded-lg border-2 border-dashed border-emerald-200/30 sm:w-[4.5rem]" aria-hidden />;
}
