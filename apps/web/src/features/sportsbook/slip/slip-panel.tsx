// The bet slip's body (docs/sportsbook.md, The site): Singles or Mix parlay, the selections with their stakes,
// the totals, the odds-change policy, the balance and the place button; after placing, the receipt with each
// live bet's countdown. The same body fills the desktop column and the phone's sheet.
import { clsx } from 'clsx';
import { displayAmount } from '@orbit/contracts/money';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { clearSelections } from './slip-store.ts';
import { setParlayStake, setSingleStake, setSlipMode, type SlipMode } from './slip-stakes.ts';
import { minorText } from './slip-math.ts';
import { decimalOdds } from './odds-display.ts';
import { ReturnLine, SelectionHead, StakeBox } from './slip-lines.tsx';
import { SlipFooter } from './slip-footer.tsx';
import { SlipReceipt } from './slip-receipt.tsx';
import type { SlipModel } from './use-slip.ts';
import type { usePlaceBets } from './use-place-bets.ts';
import type { SportsToken } from './use-sports-token.ts';

type Placement = ReturnType<typeof usePlaceBets>;

function ModeTabs({ mode, count }: { mode: SlipMode; count: number }) {
  const { t } = useTranslation();
  return (
    <div role="tablist" className="grid grid-cols-2 gap-1 rounded-lg bg-surface-raised p-1">
      {(['singles', 'parlay'] as const).map((tab) => (
        <button
          key={tab}
          role="tab"
          type="button"
          aria-selected={mode === tab}
          onClick={() => setSlipMode(tab)}
          className={clsx('h-8 rounded-md text-xs font-semibold transition', mode === tab ? 'bg-accent text-accent-text' : 'text-text-muted hover:text-text')}
        >
          {t(`betslip.tabs.${tab}`)}
          {tab === 'parlay' && count > 1 ? ` (${count})` : ''}
        </button>
      ))}
    </div>
  );
}

function Singles({ slip, oddsMoved }: { slip: SlipModel; oddsMoved: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<string | null>(null);
  const focused = slip.singles.some((line) => line.selection.outcomeId === active) ? active : slip.singles[0]?.selection.outcomeId;
  return (
    <ul className="divide-y divide-border">
      {slip.singles.map((line) => {
        const id = line.selection.outcomeId;
        return (
          <li key={id} className="py-3" data-testid="slip-line">
            <SelectionHead selection={line.selection} problem={oddsMoved.has(id) ? 'moved' : null} />
            <StakeBox
              label={t('betslip.stakeFor', { pick: line.selection.pickLabel })}
              value={line.stakeText}
              onChange={(value) => setSingleStake(id, value)}
              onFocus={() => setActive(id)}
              showQuick={focused === id}
              max={slip.maxStake([line.odds])}
              exponent={slip.exponent}
              invalid={slip.problems.some((problem) => problem.outcomeId === id)}
              testId="slip-stake"
            />
            <ReturnLine label={t('betslip.potentialReturn')} minor={line.toReturn} exponent={slip.exponent} symbol={slip.symbol} />
          </li>
        );
      })}
    </ul>
  );
}

function Parlay({ slip, oddsMoved }: { slip: SlipModel; oddsMoved: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const enough = slip.rules !== null && slip.selections.length >= slip.rules.parlayMinLegs;
  return (
    <div>
      <ul className="divide-y divide-border">
        {slip.selections.map((selection) => (
          <li key={selection.outcomeId} className="py-3" data-testid="slip-line">
            <SelectionHead selection={selection} problem={oddsMoved.has(selection.outcomeId) ? 'moved' : null} />
          </li>
        ))}
      </ul>
      <div className="rounded-lg bg-surface-raised/60 p-3">
        <p className="flex justify-between text-sm">
          <span className="text-text-muted">
            {t('betslip.parlayOdds')} · {t('betslip.parlayLegs', { count: slip.selections.length })}
          </span>
          <span className="font-bold text-accent tabular-nums" data-testid="parlay-odds">
            {enough ? decimalOdds(slip.parlay.oddsText) : '—'}
          </span>
        </p>
        {enough ? (
          <StakeBox
            label={t('betslip.stake')}
            value={slip.stakes.parlay}
            onChange={setParlayStake}
            showQuick
            max={slip.maxStake(slip.odds)}
            exponent={slip.exponent}
            invalid={slip.problems.length > 0 && slip.stakes.parlay !== ''}
            testId="parlay-stake"
          />
        ) : null}
      </div>
    </div>
  );
}

function SlipHeader({ count, onClose }: { count: number; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2 border-b border-border px-4 py-3">
      <h2 className="font-semibold">{t('betslip.title')}</h2>
      {count > 0 ? <span className="rounded-full bg-accent px-2 text-xs leading-5 font-bold text-accent-text">{count}</span> : null}
      <span className="flex-1" />
      <Link to="/sports/bets" className="inline-flex items-center gap-1 text-xs font-semibold text-accent hover:underline">
        <ListChecks className="size-4" aria-hidden />
        {t('betslip.receipt.myBets')}
      </Link>
      {count > 0 ? (
        <button type="button" onClick={clearSelections} className="text-xs text-text-muted hover:text-text">
          {t('betslip.clearAll')}
        </button>
      ) : null}
      {onClose ? (
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('betslip.close')}
        </Button>
      ) : null}
    </div>
  );
}

export function SlipPanel({ slip, placement, token, onClose }: { slip: SlipModel; placement: Placement; token: SportsToken; onClose?: () => void }) {
  const { t } = useTranslation();
  const count = slip.selections.length;
  const oddsMoved = new Set(placement.refusals.flatMap((refusal) => (refusal.code === 'sports_odds_changed' && refusal.outcomeId ? [refusal.outcomeId] : [])));
  return (
    <section aria-label={t('betslip.title')} className="flex max-h-full min-h-0 flex-col" data-testid="bet-slip">
      <SlipHeader count={count} onClose={onClose} />
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3">
        {placement.placed.length > 0 ? <SlipReceipt slip={slip} placement={placement} token={token} /> : null}
        {count === 0 && placement.placed.length === 0 ? <p className="py-8 text-center text-sm text-text-muted">{t('betslip.empty')}</p> : null}
        {count > 0 ? (
          <>
            <ModeTabs mode={slip.stakes.mode} count={count} />
            {slip.stakes.mode === 'singles' ? <Singles slip={slip} oddsMoved={oddsMoved} /> : <Parlay slip={slip} oddsMoved={oddsMoved} />}
          </>
        ) : null}
      </div>
      {count > 0 ? <SlipFooter slip={slip} placement={placement} token={token} /> : null}
      {slip.balance !== null ? (
        <p className="flex justify-between border-t border-border px-4 py-2 text-xs text-text-muted">
          <span>{t('betslip.balance')}</span>
          <span className="font-semibold text-text tabular-nums" data-testid="slip-balance">
            {displayAmount(minorText(slip.balance, slip.exponent), slip.symbol)}
          </span>
        </p>
      ) : null}
    </section>
  );
}
