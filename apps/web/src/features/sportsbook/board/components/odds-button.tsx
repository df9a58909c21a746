// One price: a button that puts the outcome on the slip (or takes it off), shown in the member's format with
// its line beside it, picked while on the slip, flashing when it moved, and locked while its market is
// suspended (the book takes no bet then).
import type { SportEvent } from '@orbit/contracts/sportsbook';
import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toggleSelection, useIsPicked } from '../../slip/slip-store.ts';
import { useFlash } from '../model/flashes.ts';
import { useSay } from './use-say.ts';
import { marketName, outcomeName, type BoardMarket, type BoardOutcome } from '../model/markets.ts';
import { formatFor, showOdds, useOddsFormat } from '../model/odds-format.ts';

interface OddsButtonProps {
  event: Pick<SportEvent, 'eventId' | 'home' | 'away' | 'status'>;
  market: BoardMarket;
  outcome: BoardOutcome;
  /** The line shown beside the price ("-0.75", "O 2.5"), or a label ("Draw") on the market depth. */
  line?: string;
  wide?: boolean;
}

export function OddsButton({ event, market, outcome, line, wide }: OddsButtonProps) {
  const { t } = useTranslation();
  const say = useSay();
  const format = useOddsFormat();
  const picked = useIsPicked(outcome.outcomeId);
  const flash = useFlash(outcome.outcomeId);
  const locked = market.status !== 'open';
  const price = showOdds(outcome.odds, formatFor(market.type, format));
  const negative = price.startsWith('-');
  const pick = () =>
    toggleSelection({
      outcomeId: outcome.outcomeId,
      eventId: event.eventId,
      odds: outcome.odds,
      live: event.status === 'live',
      matchLabel: `${event.home} v ${event.away}`,
      pickLabel: outcomeName(market, outcome.outcome, event, say),
      marketLabel: marketName(market.type, market.specifiers, say),
    });
  return (
    <button
      type="button"
      disabled={locked}
      aria-pressed={picked}
      aria-label={locked ? t('sportsBoard.suspended') : `${outcomeName(market, outcome.outcome, event, say)} ${price}`}
      data-outcome={outcome.outcomeId}
      data-flash={flash}
      onClick={pick}
      className={clsx(
        'flex min-h-9 items-center justify-between gap-1 rounded-md border px-1.5 text-sm tabular-nums transition-colors duration-300',
        wide ? 'w-full' : 'w-full min-w-0',
        locked && 'cursor-not-allowed border-border/60 bg-surface/50 text-text-muted',
        !locked && !picked && 'border-border bg-surface-raised hover:border-accent/70',
        picked && 'border-accent bg-accent text-accent-text',
        flash === 'up' && !picked && 'border-success bg-success/20',
        flash === 'down' && !picked && 'border-danger bg-danger/20',
      )}
    >
      <span className={clsx('min-w-0 truncate text-[11px]', picked ? 'text-accent-text/80' : 'text-text-muted')}>{line}</span>
      {locked ? (
        <Lock className="size-3.5 shrink-0" aria-hidden />
      ) : (
        <span className={clsx('shrink-0 font-semibold', !picked && negative && 'text-danger', !picked && flash === 'up' && 'text-success')}>{price}</span>
      )}
    </button>
  );
}
