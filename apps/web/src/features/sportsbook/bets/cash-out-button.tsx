// Cash-out on My bets (docs/sportsbook.md, Cash-out): an accepted bet whose markets are open shows what the book
// pays for it now. The first tap asks to confirm that amount; the second sends it with a request id kept until a
// definite answer. When the price moved meanwhile the server refuses with the new amount, which is shown for the
// member to confirm again; a bet that cannot be cashed out now says so.
import { ApiError } from '@orbit/contracts/api-error';
import { displayAmount } from '@orbit/contracts/money';
import type { SportBet } from '@orbit/contracts/sportsbook';
import { useQueryClient } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { errorKey } from '../../../lib/error-codes.ts';
import { newRequestId, outcomeUnknown } from '../../../lib/request-id.ts';
import { cashOutSportBet, sportsKeys } from '../slip/sports-api.ts';

export function CashOutButton({ bet, token, symbol }: { bet: SportBet; token: string; symbol: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const requestId = useRef<string | null>(null);
  const offered = bet.cashOut?.amount ?? null;
  if (bet.cashOut?.status !== 'available' || offered === null) return null;

  async function send(amount: string) {
    setSending(true);
    setProblem(null);
    requestId.current ??= newRequestId();
    try {
      await cashOutSportBet({ token, betId: bet.betId, amount, requestId: requestId.current });
      requestId.current = null;
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: sportsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch (error) {
      // Only a lost answer keeps the id: sending it again cashes out once.
      if (!outcomeUnknown(error)) requestId.current = null;
      const moved = error instanceof ApiError && error.errorCode === 'sports_cashout_changed' ? error.details?.amount : undefined;
      setConfirming(moved === undefined ? null : String(moved));
      setProblem(t(errorKey(error)));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-border pt-2" data-testid="cash-out">
      {confirming === null ? (
        <Button size="sm" variant="outline" onClick={() => setConfirming(offered)} data-testid="cash-out-open">
          <HandCoins className="size-4" aria-hidden />
          {t('betslip.cashOut.button', { amount: displayAmount(offered, symbol) })}
        </Button>
      ) : (
        <>
          <span className="text-sm">{t('betslip.cashOut.confirm', { amount: displayAmount(confirming, symbol) })}</span>
          <Button size="sm" disabled={sending} onClick={() => void send(confirming)} data-testid="cash-out-confirm">
            {t('betslip.cashOut.yes')}
          </Button>
          <Button size="sm" variant="ghost" disabled={sending} onClick={() => setConfirming(null)}>
            {t('betslip.cashOut.no')}
          </Button>
        </>
      )}
      {problem ? (
        <p className="w-full text-xs text-red-400" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
