// The head of a lottery screen: the next draw with its live countdown to the close of betting (then to the
// draw), the latest result, and the player's balance.
import type { LotteryDraw, LotteryGameCode } from '@orbit/contracts/lottery';
import { displayAmount } from '@orbit/contracts/money-format';
import { clsx } from 'clsx';
import { Timer, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useServerNow } from '../use-draw.ts';
import { drawPhase, formatCountdown, msUntil } from '../model/countdown.ts';
import { kindOf } from '../model/games.ts';
import { ResultView } from './result-view.tsx';

export function DrawBar({
  gameCode,
  draw,
  loading,
  offsetMs,
  latest,
  balance,
  symbol,
  timeZone,
}: {
  gameCode: LotteryGameCode;
  draw: LotteryDraw | null;
  loading: boolean;
  /** How far the server's clock is ahead of the device's: the countdown ticks here, not in the whole screen. */
  offsetMs: number;
  latest: LotteryDraw | null;
  balance: string | null;
  symbol: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const now = useServerNow(offsetMs);
  const phase = draw ? drawPhase(draw, now) : null;
  const target = !draw ? null : phase === 'upcoming' ? draw.opensAt : phase === 'open' ? draw.closesAt : phase === 'closed' ? draw.drawsAt : null;
  const left = target ? msUntil(target, now) : 0;
  const urgent = phase === 'open' && left <= 10_000;
  return (
    <section
      className="grid grid-cols-2 gap-3 rounded-2xl border border-border bg-gradient-to-br from-surface-raised via-surface to-surface p-3 sm:grid-cols-[minmax(15rem,1fr)_minmax(0,auto)_auto] sm:items-center sm:p-4"
      aria-label={t('lottery.draw.label')}
      data-testid="lottery-draw-bar"
    >
      <div className="col-span-2 flex min-w-0 items-center gap-3 sm:col-span-1">
        <span
          className={clsx('flex size-11 shrink-0 items-center justify-center rounded-xl', urgent ? 'bg-danger/20 text-danger' : 'bg-accent/15 text-accent')}
        >
          <Timer className="size-5" aria-hidden />
        </span>
        {loading ? (
          <Spinner className="text-accent" label={t('lottery.loading')} />
        ) : !draw ? (
          <p className="text-sm text-text-muted">{t('lottery.draw.none')}</p>
        ) : (
          <div className="min-w-0">
            <p className="text-xs text-text-muted">
              {t('lottery.draw.next')} · <span className="tabular-nums">{formatDateTime(draw.drawsAt, timeZone).slice(0, 16)}</span>
              {draw.drawKind === 'special' ? (
                <span className="ms-1.5 rounded bg-accent/20 px-1.5 py-0.5 text-[10px] font-bold text-accent uppercase">{t('lottery.draw.special')}</span>
              ) : null}
            </p>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-sm font-semibold">{t(`lottery.draw.phases.${phase!}`)}</span>
              {target ? (
                <span
                  className={clsx('font-mono text-2xl font-black tabular-nums sm:text-3xl', urgent ? 'text-danger' : 'text-accent')}
                  role="timer"
                  aria-live="off"
                  data-testid="lottery-countdown"
                >
                  {formatCountdown(left)}
                </span>
              ) : (
                <Spinner className="text-accent" />
              )}
            </p>
          </div>
        )}
      </div>
      <div className="col-span-2 min-w-0 border-t border-border pt-2 sm:col-span-1 sm:border-t-0 sm:border-s sm:ps-4 sm:pt-0" data-testid="lottery-latest">
        <p className="mb-1 text-xs text-text-muted">
          {t('lottery.draw.latest')}
          {latest ? <span className="tabular-nums"> · {formatDateTime(latest.drawsAt, timeZone).slice(11, 16)}</span> : null}
        </p>
        {latest ? <ResultView kind={kindOf(gameCode)} result={latest.result} compact /> : <span className="text-sm text-text-muted">–</span>}
      </div>
      {/* On a phone the balance shows beside the page title instead (lottery-screen.lazy.tsx). */}
      {balance !== null ? (
        <div className="hidden items-center gap-2 border-s border-border ps-4 sm:flex">
          <Wallet className="size-4 text-accent" aria-hidden />
          <div>
            <p className="text-xs text-text-muted">{t('lottery.draw.balance')}</p>
            <p className="font-bold tabular-nums" data-testid="lottery-balance">
              {displayAmount(balance, symbol)}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}
