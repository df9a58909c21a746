// After placing: each bet taken with its id, odds, stake and potential return; a live bet shows the seconds
// until its delay ends, then whether it was accepted or rejected (its stake refunded).
import type { SportBet } from '@orbit/contracts/sportsbook';
import { displayAmount } from '@orbit/contracts/money';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { reasonText } from './reason-text.ts';
import { decimalOdds } from './odds-display.ts';
import { decideAt, useLiveDecisions, useSecondsUntil } from './use-live-decisions.ts';
import { clearSelections } from './slip-store.ts';
import type { SlipModel } from './use-slip.ts';
import type { usePlaceBets } from './use-place-bets.ts';
import type { SportsToken } from './use-sports-token.ts';

type Placement = ReturnType<typeof usePlaceBets>;

function PendingLine({ bet, delays }: { bet: SportBet; delays: Readonly<Record<string, number>> }) {
  const { t } = useTranslation();
  const seconds = useSecondsUntil(decideAt(bet, delays));
  return (
    <p className="flex items-center gap-1.5 text-xs font-semibold text-amber-400" data-testid="receipt-pending">
      <Clock className="size-4 animate-pulse" aria-hidden />
      {seconds > 0 ? t('betslip.receipt.countdown', { seconds }) : t('betslip.receipt.confirming')}
    </p>
  );
}

function Decision({ bet, delays }: { bet: SportBet; delays: Readonly<Record<string, number>> }) {
  const { t } = useTranslation();
  if (bet.status === 'pending' || bet.status === 'open') return <PendingLine bet={bet} delays={delays} />;
  if (bet.status === 'rejected' || bet.status === 'refused')
    return (
      <p className="flex items-center gap-1.5 text-xs font-semibold text-red-400" data-testid="receipt-rejected">
        <XCircle className="size-4" aria-hidden />
        {t('betslip.receipt.rejected')}
        {bet.reason ? ` · ${reasonText(t, bet.reason)}` : ''}
      </p>
    );
  return (
    <p className="flex items-center gap-1.5 text-xs font-semibold text-emerald-400" data-testid="receipt-accepted">
      <CheckCircle2 className="size-4" aria-hidden />
      {t('betslip.receipt.accepted')}
    </p>
  );
}

export function SlipReceipt({ slip, placement, token }: { slip: SlipModel; placement: Placement; token: SportsToken }) {
  const { t } = useTranslation();
  const bets = useLiveDecisions(placement.placed, token.token);
  const delays = slip.rulesReply.data?.liveDelaySeconds ?? {};
  const waiting = bets.some((bet) => bet.status === 'pending');
  return (
    <div className="mb-4 rounded-xl border border-accent/40 bg-accent/5 p-3" data-testid="slip-receipt" role="status">
      <h3 className="text-sm font-semibold">{waiting ? t('betslip.receipt.titlePending') : t('betslip.receipt.title')}</h3>
      <ul className="mt-2 space-y-3">
        {bets.map((bet) => (
          <li key={bet.betId} className="rounded-lg bg-surface p-2.5 text-xs">
            <p className="flex justify-between gap-2 text-text-muted">
              <span className="truncate">{t('betslip.receipt.betId', { id: bet.betId })}</span>
              <span className="font-bold text-accent tabular-nums">@ {decimalOdds(bet.odds)}</span>
            </p>
            <p className="mt-1 truncate font-semibold">
              {bet.kind === 'parlay' ? t('betslip.myBets.parlay', { count: bet.legs.length }) : `${bet.legs[0]?.home} – ${bet.legs[0]?.away}`}
            </p>
            <p className="mt-1 flex justify-between text-text-muted">
              <span>
                {t('betslip.myBets.stake')} {displayAmount(bet.stake, slip.symbol)}
              </span>
              <span>
                {t('betslip.myBets.toReturn')} <b className="text-text">{displayAmount(bet.potentialReturn, slip.symbol)}</b>
              </span>
            </p>
            <div className="mt-1.5">
              <Decision bet={bet} delays={delays} />
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" size="sm" className="flex-1" onClick={placement.dismissReceipt}>
          {t('betslip.receipt.keep')}
        </Button>
        <Button
          size="sm"
          className="flex-1"
          onClick={() => {
            clearSelections();
            placement.dismissReceipt();
          }}
        >
          {t('betslip.receipt.done')}
        </Button>
        <ButtonLink to="/sports/bets" variant="outline" size="sm">
          {t('betslip.receipt.myBets')}
        </ButtonLink>
      </div>
    </div>
  );
}
