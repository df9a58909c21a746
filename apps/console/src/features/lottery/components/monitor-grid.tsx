// The live monitor: one tile per lottery game with its next draw counting down, what has been sold on it, the
// draws after it, its latest result and how many drawn draws still wait for their tickets to be settled.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Hourglass, Ticket } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { LotteryMonitorGame } from '@orbit/contracts/console-lottery';
import { Badge } from '../../../components/ui/badge.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { countdownText, lotteryKindOf, resultSummary } from '../draw-view.ts';
import { DrawStatusBadge } from './draw-status-badge.tsx';

export function MonitorGrid({ games, now, timeZone, currency }: { games: LotteryMonitorGame[]; now: number; timeZone: string; currency: Currency }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" data-testid="lottery-monitor">
      {games.map((game) => (
        <MonitorTile key={game.gameCode} game={game} now={now} timeZone={timeZone} currency={currency} />
      ))}
    </div>
  );
}

function MonitorTile({ game, now, timeZone, currency }: { game: LotteryMonitorGame; now: number; timeZone: string; currency: Currency }) {
  const { t } = useTranslation();
  const dayText = (count: number) => t('lottery.monitor.days', { count });
  const [next, ...later] = game.next;
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const time = (iso: string) => formatDateTime(iso, timeZone).slice(5, 16);
  const closesIn = next ? Date.parse(next.closesAt) - now : 0;
  return (
    <section
      className="flex flex-col rounded-lg border border-slate-200 bg-white shadow-sm"
      aria-label={t(`lottery.games.${game.gameCode}`)}
      data-testid={`monitor-${game.gameCode}`}
    >
      <header className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
        <h2 className="truncate text-sm font-semibold text-slate-900">{t(`lottery.games.${game.gameCode}`)}</h2>
        {game.awaitingSettlement > 0 ? <Badge tone="warning">{t('lottery.monitor.awaiting', { count: game.awaitingSettlement })}</Badge> : null}
      </header>
      <div className="flex flex-1 flex-col gap-3 px-4 py-3">
        {next ? (
          <div>
            <div className="flex items-center justify-between gap-2">
              <Link
                to={`/lottery?game=${game.gameCode}&day=${formatDateTime(next.drawsAt, timeZone).slice(0, 10)}`}
                className="truncate font-mono text-xs text-slate-500 hover:text-accent-700"
              >
                {next.drawId}
              </Link>
              <DrawStatusBadge status={next.status} />
            </div>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-2xl font-semibold text-slate-900 tabular-nums" aria-label={t('lottery.monitor.drawsIn')} data-testid="countdown">
                {countdownText(Date.parse(next.drawsAt) - now, dayText)}
              </span>
              <span className="text-xs text-slate-500">{t('lottery.monitor.drawsAt', { time: time(next.drawsAt) })}</span>
            </p>
            <p className="text-xs text-slate-500">
              {closesIn > 0 ? t('lottery.monitor.closesIn', { time: countdownText(closesIn, dayText) }) : t('lottery.monitor.bettingClosed')}
            </p>
            <p className="mt-2 flex items-center gap-3 text-[13px] text-slate-700" data-testid={`monitor-draw-${next.drawId}`}>
              <span className="inline-flex items-center gap-1">
                <Ticket aria-hidden className="size-3.5 text-slate-400" />
                {t('lottery.monitor.tickets', { count: next.tickets })}
              </span>
              <span className="font-medium tabular-nums">{money(next.stake)}</span>
            </p>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-[13px] text-slate-500">
            <Hourglass aria-hidden className="size-4" />
            {t('lottery.monitor.noNext')}
          </p>
        )}
        {later.length > 0 ? (
          <ul className="flex flex-col gap-1 border-t border-slate-100 pt-2 text-xs text-slate-600">
            {later.map((draw) => (
              <li key={draw.drawId} className="flex justify-between gap-2" data-testid={`monitor-draw-${draw.drawId}`}>
                <span className="tabular-nums">{time(draw.drawsAt)}</span>
                <span className="tabular-nums">
                  {t('lottery.monitor.tickets', { count: draw.tickets })} · {money(draw.stake)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-auto border-t border-slate-100 pt-2 text-xs text-slate-500">
          {game.last ? (
            <>
              {t('lottery.monitor.last', { time: time(game.last.drawsAt) })}{' '}
              <span className="font-mono text-slate-800">
                {resultSummary(lotteryKindOf(game.gameCode), game.last.result, (word) => t(`lottery.words.${word}`))}
              </span>
            </>
          ) : (
            t('lottery.monitor.noResult')
          )}
        </p>
      </div>
    </section>
  );
}
