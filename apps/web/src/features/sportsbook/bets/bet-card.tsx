// One sports bet as the member reads it on My bets: single or parlay, each leg's match, market, pick, odds and
// result in words, the stake and the potential return or what it returned, and why a bet was refused.
import type { SportBet } from '@orbit/contracts/sportsbook';
import { displayAmount } from '@orbit/contracts/money';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { marketLabel, pickLabel } from '../slip/bet-labels.ts';
import { decimalOdds } from '../slip/odds-display.ts';
import { reasonText } from '../slip/reason-text.ts';
import { CashOutButton } from './cash-out-button.tsx';

const RESULT_TONE: Record<string, string> = {
  win: 'bg-emerald-500/15 text-emerald-400',
  half_win: 'bg-emerald-500/10 text-emerald-300',
  push: 'bg-surface-raised text-text-muted',
  half_lose: 'bg-red-500/10 text-red-300',
  lose: 'bg-red-500/15 text-red-400',
};

const STATUS_TONE: Record<SportBet['status'], string> = {
  open: 'text-amber-400',
  pending: 'text-amber-400',
  accepted: 'text-sky-400',
  settled: 'text-text',
  refused: 'text-red-400',
  rejected: 'text-red-400',
};

function Leg({ leg }: { leg: SportBet['legs'][number] }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start gap-3 py-2" data-testid="bet-leg">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">
          {pickLabel(t, leg)} <span className="text-accent tabular-nums">@ {decimalOdds(leg.odds)}</span>
        </p>
        <p className="truncate text-xs text-text-muted">{marketLabel(t, leg)}</p>
        <p className="truncate text-xs text-text-muted">
          {leg.home} – {leg.away}
        </p>
      </div>
      <span
        className={clsx('shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold', leg.result ? RESULT_TONE[leg.result] : 'bg-surface-raised text-text-muted')}
        data-testid="leg-result"
      >
        {t(`betslip.result.${leg.result ?? 'pending'}`)}
      </span>
    </li>
  );
}

/** `token`: the sportsbook launch's, for cashing the bet out. */
export function BetCard({ bet, symbol, timeZone, token }: { bet: SportBet; symbol: string; timeZone: string; token: string }) {
  const { t } = useTranslation();
  const returned = bet.payout !== null;
  return (
    <article className="rounded-2xl border border-border bg-surface p-4" data-testid="sport-bet" data-status={bet.status}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="font-semibold">{bet.kind === 'parlay' ? t('betslip.myBets.parlay', { count: bet.legs.length }) : t('betslip.myBets.single')}</h3>
        {bet.live ? <span className="rounded bg-red-500/90 px-1 text-[10px] font-bold text-white uppercase">{t('betslip.live')}</span> : null}
        {bet.cashOut?.status === 'cashed_out' ? (
          <span className="rounded bg-emerald-500/15 px-1.5 text-[11px] font-semibold text-emerald-400">{t('betslip.cashOut.done')}</span>
        ) : null}
        <span className={clsx('text-xs font-semibold', STATUS_TONE[bet.status])} data-testid="bet-status">
          {t(`betslip.status.${bet.status}`)}
        </span>
        <span className="ms-auto text-xs text-text-muted tabular-nums">#{bet.betId}</span>
      </header>
      <ul className="mt-1 divide-y divide-border">
        {bet.legs.map((leg, index) => (
          <Leg key={`${leg.eventId}:${index}`} leg={leg} />
        ))}
      </ul>
      {bet.reason ? <p className="mt-1 text-xs text-red-400">{t('betslip.myBets.reason', { reason: reasonText(t, bet.reason) })}</p> : null}
      <dl className="mt-2 grid grid-cols-3 gap-2 border-t border-border pt-2 text-xs">
        <div>
          <dt className="text-text-muted">{t('betslip.odds')}</dt>
          <dd className="font-semibold tabular-nums">{decimalOdds(bet.odds)}</dd>
        </div>
        <div>
          <dt className="text-text-muted">{t('betslip.myBets.stake')}</dt>
          <dd className="font-semibold tabular-nums">{displayAmount(bet.stake, symbol)}</dd>
        </div>
        <div className="text-end">
          <dt className="text-text-muted">{returned ? t('betslip.myBets.payout') : t('betslip.myBets.toReturn')}</dt>
          <dd className={clsx('font-semibold tabular-nums', returned && bet.payout !== '0.00' && 'text-emerald-400')} data-testid="bet-return">
            {displayAmount(bet.payout ?? bet.potentialReturn, symbol)}
          </dd>
        </div>
      </dl>
      <CashOutButton bet={bet} token={token} symbol={symbol} />
      <p className="mt-2 text-[11px] text-text-muted">
        {t('betslip.myBets.placedAt', { time: formatDateTime(bet.createdAt, timeZone).slice(0, 16) })}
        {bet.settledAt ? ` · ${t('betslip.myBets.settledAt', { time: formatDateTime(bet.settledAt, timeZone).slice(0, 16) })}` : ''}
      </p>
    </article>
  );
}
