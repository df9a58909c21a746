// The slip's foot: what stops it (in words), the server's refusals (moved odds with a button to take them),
// the totals, the odds-change policy and the place button (a guest is asked to log in).
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { problemText, refusalText } from './slip-problems.ts';
import { ReturnLine } from './slip-lines.tsx';
import type { AcceptOdds } from './sports-api.ts';
import type { SlipModel } from './use-slip.ts';
import type { usePlaceBets } from './use-place-bets.ts';
import type { SportsToken } from './use-sports-token.ts';

type Placement = ReturnType<typeof usePlaceBets>;

function OddsPolicy({ slip }: { slip: SlipModel }) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center justify-between gap-2 text-xs text-text-muted">
      <span>{t('betslip.acceptOdds.label')}</span>
      <select
        value={slip.acceptOdds}
        onChange={(event) => slip.setAcceptOdds(event.target.value as AcceptOdds)}
        className="h-8 max-w-[60%] rounded-md border border-border bg-surface-raised px-2 text-xs text-text"
        data-testid="slip-accept-odds"
      >
        {(['none', 'higher', 'any'] as const).map((policy) => (
          <option key={policy} value={policy}>
            {t(`betslip.acceptOdds.${policy}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

function placeLabel(t: TFunction, slip: SlipModel, placement: Placement, token: SportsToken): string {
  if (!token.loggedIn) return t('betslip.login');
  if (placement.placing) return t('betslip.placing');
  if (token.launching) return t('betslip.preparing');
  return slip.bets.length > 1 ? t('betslip.placeMany', { count: slip.bets.length }) : t('betslip.place');
}

export function SlipFooter({ slip, placement, token }: { slip: SlipModel; placement: Placement; token: SportsToken }) {
  const { t } = useTranslation();
  const context = { rules: slip.rules, exponent: slip.exponent, symbol: slip.symbol, legs: slip.selections.length };
  // A missing stake is not worth a red line until the member tries to place.
  const shown = slip.problems.filter((problem) => problem.code !== 'stake_missing');
  const moved = placement.refusals.some((refusal) => refusal.code === 'sports_odds_changed' && refusal.oddsTo);
  const blocked = token.loggedIn && (slip.problems.length > 0 || !token.token || slip.rules === null);
  return (
    <div className="space-y-2 border-t border-border px-4 py-3">
      {shown.map((problem) => (
        <FormMessage key={`${problem.code}:${problem.outcomeId ?? ''}`} kind="error">
          {problemText(t, problem, context)}
        </FormMessage>
      ))}
      {placement.refusals.map((refusal) => (
        <FormMessage key={`${refusal.key}:${refusal.code}`} kind="error">
          <span data-testid="slip-refusal">{refusalText(t, refusal, slip.selections, context)}</span>
        </FormMessage>
      ))}
      <ReturnLine label={t('betslip.totalStake')} minor={slip.totalStake} exponent={slip.exponent} symbol={slip.symbol} />
      <ReturnLine label={t('betslip.potentialReturn')} minor={slip.totalReturn} exponent={slip.exponent} symbol={slip.symbol} testId="slip-return" />
      <p className="text-[11px] text-text-muted/80">
        {t('betslip.returnNote')} · {t('betslip.oddsFormatNote')}
      </p>
      <OddsPolicy slip={slip} />
      <Button className="w-full" size="lg" disabled={placement.placing || blocked} onClick={() => void placement.place(slip.bets)} data-testid="slip-place">
        {moved && !placement.placing ? t('betslip.acceptNew') : placeLabel(t, slip, placement, token)}
      </Button>
    </div>
  );
}
