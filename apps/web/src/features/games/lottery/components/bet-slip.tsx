// The bet slip: the lines with their stakes (each editable, each removable), the draws the order covers,
// the total, and Place bet. A refusal shows the server's reason (draw closed, sold out, a limit); a lost
// answer keeps the order's id, so trying again places it once.
import { ApiError } from '@orbit/contracts/api-error';
import type { LotteryDraw, LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryGame } from '@orbit/contracts/lottery-tickets';
import { displayAmount } from '@orbit/contracts/money-format';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CheckCircle2, LogIn, ReceiptText, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { checkLogin } from '../../../../lib/login-check.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { lotteryKeys, newOrderId, placeOrder } from '../api.ts';
import { useServerNow } from '../use-draw.ts';
import { drawPhase } from '../model/countdown.ts';
import { amountMinor, exponentOfAmount, lineOfField, formatStake, lineMultiplier, lineProblem, slipTotals, type SlipLine } from '../model/slip.ts';
import { betTypeLabel, numbersLabel } from './labels.ts';

interface BetSlipProps {
  gameCode: LotteryGameCode;
  game: LotteryGame | undefined;
  lines: SlipLine[];
  onLines: (lines: SlipLine[]) => void;
  /** The draws taking bets now, earliest first. */
  draws: LotteryDraw[];
  /** How far the server's clock is ahead of the device's: the countdown ticks here, not in the whole screen. */
  offsetMs: number;
  token: string | null;
  tokenState: { loggedIn: boolean; trial: boolean; launching: boolean; launchError: unknown; relaunch: () => void };
  balance: string | null;
  symbol: string;
  timeZone: string;
}

export function BetSlip({ gameCode, game, lines, onLines, draws, offsetMs, token, tokenState, balance, symbol, timeZone }: BetSlipProps) {
  const { t } = useTranslation();
  const now = useServerNow(offsetMs);
  const queryClient = useQueryClient();
  const exponent = exponentOfAmount(game?.minStake ?? '1.00');
  const money = (minor: bigint) => displayAmount(formatStake(minor, exponent), symbol);
  const open = draws.filter((draw) => drawPhase(draw, now) === 'open');
  const [chosen, setChosen] = useState<string[] | null>(null);
  const drawIds = (chosen ?? []).filter((id) => open.some((draw) => draw.drawId === id));
  const selectedDraws = drawIds.length ? drawIds : open.slice(0, 1).map((draw) => draw.drawId);
  const maxDraws = game?.maxDrawsPerOrder ?? 1;
  const limits = game ?? { minStake: '0', maxStake: '0' };
  const totals = slipTotals(lines, selectedDraws.length, limits, exponent);
  const [placing, setPlacing] = useState(false);
  const [error, setError] = useState<{ code: string; text: string } | null>(null);
  /** The line a refusal names (its field, such as lines[2].numbers[1]), marked until the slip changes. */
  const [faultyLine, setFaultyLine] = useState<number | null>(null);
  const [placed, setPlaced] = useState<{ tickets: number; total: string } | null>(null);
  const pendingOrder = useRef<string | null>(null);
  const balanceMinor = balance !== null ? amountMinor(balance, exponent) : null;
  const short = balanceMinor !== null && totals.total > balanceMinor;

  const toggleDraw = (drawId: string) => {
    const current = selectedDraws;
    const next = current.includes(drawId) ? current.filter((id) => id !== drawId) : [...current, drawId].slice(-maxDraws);
    setChosen(next.length ? next : current);
  };

  async function place() {
    setError(null);
    setFaultyLine(null);
    setPlaced(null);
    if (!checkLogin()) return;
    if (!token) return;
    setPlacing(true);
    const requestId = pendingOrder.current ?? newOrderId();
    pendingOrder.current = requestId;
    try {
      const reply = await placeOrder({
        token,
        gameCode,
        drawIds: selectedDraws,
        lines: lines.map((line) => ({ betType: line.betType, numbers: line.numbers, stake: line.stake })),
        requestId,
      });
      pendingOrder.current = null;
      setPlaced({ tickets: reply.tickets.length, total: money(totals.total) });
      onLines([]);
      void queryClient.invalidateQueries({ queryKey: [...lotteryKeys.all, 'orders', gameCode] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch (caught) {
      const key = errorKey(caught);
      // A refusal is final for that order; only a lost answer keeps its id for the retry.
      if (key !== 'errors.vendor_unavailable' && key !== 'errors.internal_error') pendingOrder.current = null;
      if (caught instanceof ApiError && caught.errorCode === 'game_token_invalid') tokenState.relaunch();
      // A draw that closed under the player: read the draws again so the slip offers the next one.
      if (caught instanceof ApiError && caught.errorCode === 'lottery_draw_closed')
        void queryClient.invalidateQueries({ queryKey: lotteryKeys.draw(gameCode) });
      // The server's own words when this site has no text for its code yet.
      setFaultyLine(lineOfField(caught instanceof ApiError ? caught.field : undefined));
      setError({
        code: key,
        text: key === 'errors.internal_error' && caught instanceof ApiError && caught.errorCode !== 'internal_error' ? caught.message : t(key),
      });
    } finally {
      setPlacing(false);
    }
  }

  const changeLines = (next: SlipLine[]) => {
    setFaultyLine(null);
    onLines(next);
  };
  const closedGame = game !== undefined && !game.open;
  const tooManyLines = game !== undefined && lines.length > game.maxLinesPerOrder;
  const canPlace = lines.length > 0 && !tooManyLines && totals.problems.length === 0 && selectedDraws.length > 0 && token !== null && !placing && !closedGame;

  return (
    <section
      id="lottery-slip"
      className="flex scroll-mt-4 flex-col rounded-2xl border border-border bg-surface"
      aria-labelledby="lottery-slip-title"
      data-testid="lottery-slip"
    >
      <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
        <h2 id="lottery-slip-title" className="flex items-center gap-2 font-semibold">
          <ReceiptText className="size-4 text-accent" aria-hidden />
          {t('lottery.slip.title')}
          <span className="rounded-full bg-accent/15 px-2 text-xs text-accent tabular-nums">{lines.length}</span>
        </h2>
        {lines.length ? (
          <Button variant="ghost" size="sm" onClick={() => changeLines([])}>
            {t('lottery.slip.clear')}
          </Button>
        ) : null}
      </header>

      {lines.length === 0 ? (
        placed ? null : (
          <p className="px-4 py-6 text-center text-sm text-text-muted">{t('lottery.slip.empty')}</p>
        )
      ) : (
        <ul className="max-h-80 divide-y divide-border overflow-y-auto lg:max-h-[45dvh]">
          {lines.map((line, index) => (
            <SlipLineRow
              key={`${line.betType}:${line.numbers.join(',')}`}
              line={line}
              index={index}
              gameCode={gameCode}
              game={game}
              exponent={exponent}
              symbol={symbol}
              faulty={faultyLine === index}
              onStake={(stake) => changeLines(lines.map((l, i) => (i === index ? { ...l, stake } : l)))}
              onRemove={() => changeLines(lines.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}

      <div className="space-y-3 border-t border-border px-4 py-3">
        <DrawPicker open={open} maxDraws={maxDraws} selected={selectedDraws} timeZone={timeZone} onToggle={toggleDraw} />

        <SlipTotals draws={selectedDraws.length} perDraw={money(totals.perDraw)} total={money(totals.total)} />
        {short ? <p className="text-xs text-danger">{t('lottery.slip.short')}</p> : null}
        {tooManyLines ? <p className="text-xs text-danger">{t('lottery.slip.tooManyLines', { count: game.maxLinesPerOrder })}</p> : null}
        {closedGame ? <p className="text-xs text-danger">{t('lottery.slip.gameClosed')}</p> : null}
        {error ? <ErrorWithAction code={error.code} text={error.text} className="justify-start" testId="lottery-slip-error" /> : null}
        {placed ? (
          <p className="flex items-center gap-1.5 text-sm text-success" role="status" data-testid="lottery-slip-placed">
            <CheckCircle2 className="size-4" aria-hidden />
            {t('lottery.slip.placed', { count: placed.tickets, total: placed.total })}
          </p>
        ) : null}

        {!tokenState.loggedIn ? (
          <Button className="w-full" size="lg" onClick={() => checkLogin()}>
            <LogIn className="size-4" aria-hidden />
            {t('lottery.slip.loginToBet')}
          </Button>
        ) : tokenState.trial ? (
          <ErrorWithAction code="lottery_real_money_only" className="justify-start" />
        ) : tokenState.launching ? (
          <Spinner className="flex w-full justify-center py-3 text-accent" label={t('lottery.slip.opening')} />
        ) : !token && !closedGame ? (
          <div className="space-y-2">
            <p className="text-xs text-danger">{tokenState.launchError ? t(errorKey(tokenState.launchError)) : t('lottery.slip.noToken')}</p>
            <Button variant="outline" className="w-full" onClick={tokenState.relaunch}>
              {t('lottery.slip.retryOpen')}
            </Button>
          </div>
        ) : (
          <Button className="w-full" size="lg" disabled={!canPlace} onClick={() => void place()} data-testid="lottery-place">
            {placing ? <Spinner /> : null}
            {t('lottery.slip.place', { total: money(totals.total) })}
          </Button>
        )}
      </div>
    </section>
  );
}

interface SlipLineRowProps {
  line: SlipLine;
  index: number;
  gameCode: LotteryGameCode;
  game: LotteryGame | undefined;
  exponent: number;
  symbol: string;
  /** The line a refusal named: marked until the slip changes. */
  faulty: boolean;
  onStake: (stake: string) => void;
  onRemove: () => void;
}

/** One line of the slip: its bet type and numbers, its stake box, how many orderings it covers and what is wrong with it. */
function SlipLineRow({ line, index, gameCode, game, exponent, symbol, faulty, onStake, onRemove }: SlipLineRowProps) {
  const { t } = useTranslation();
  const problem = game ? lineProblem(line, game, exponent) : null;
  const multiplier = lineMultiplier(line);
  return (
    <li className={clsx('px-4 py-2.5', faulty && 'bg-danger/10 ring-1 ring-danger/60 ring-inset')} data-testid="lottery-slip-line">
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-text-muted">{betTypeLabel(t, gameCode, line.betType)}</p>
          <p className="truncate font-mono text-sm font-bold text-accent">{numbersLabel(t, gameCode, line.betType, line.numbers)}</p>
        </div>
        <div className="flex h-9 w-24 items-center rounded-lg border border-border bg-background focus-within:border-accent">
          <span className="ps-2 text-[10px] text-text-muted">{symbol}</span>
          <input
            aria-label={t('lottery.slip.lineStake', { line: index + 1 })}
            inputMode="decimal"
            value={line.stake}
            onChange={(event) => onStake(event.target.value.replace(/[^\d.]/g, ''))}
            className="h-full w-full min-w-0 bg-transparent px-1.5 text-end text-sm font-semibold tabular-nums outline-none"
          />
        </div>
        <button
          type="button"
          onClick={onRemove}
          className="rounded-lg p-1.5 text-text-muted hover:bg-surface-raised hover:text-text"
          aria-label={t('lottery.slip.remove')}
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
      {multiplier > 1 ? <p className="mt-0.5 text-[11px] text-text-muted">{t('lottery.slip.orderings', { count: multiplier })}</p> : null}
      {problem ? (
        <p className="mt-0.5 text-[11px] text-danger">
          {t(`lottery.slip.problems.${problem}`, {
            min: displayAmount(game!.minStake, symbol),
            max: displayAmount(game!.maxStake, symbol),
          })}
        </p>
      ) : null}
    </li>
  );
}

/** The draws the order covers: the next open one, or up to the game's maximum when it takes several. */
function DrawPicker(props: { open: LotteryDraw[]; maxDraws: number; selected: string[]; timeZone: string; onToggle: (drawId: string) => void }) {
  const { t } = useTranslation();
  const { open, maxDraws, selected, timeZone, onToggle } = props;
  return (
    <fieldset>
      <legend className="mb-1.5 text-xs font-semibold text-text-muted">
        {maxDraws > 1 && open.length > 1 ? t('lottery.slip.chooseDraws', { count: maxDraws }) : t('lottery.slip.draw')}
      </legend>
      {open.length === 0 ? (
        <p className="text-sm text-text-muted">{t('lottery.slip.noOpenDraw')}</p>
      ) : (
        <div className="flex flex-wrap gap-1.5">
          {(maxDraws > 1 ? open : open.slice(0, 1)).map((draw) => {
            const on = selected.includes(draw.drawId);
            return (
              <button
                key={draw.drawId}
                type="button"
                aria-pressed={on}
                onClick={() => maxDraws > 1 && onToggle(draw.drawId)}
                className={clsx(
                  'rounded-lg border px-2.5 py-1 text-xs font-semibold tabular-nums',
                  on ? 'border-accent bg-accent/15 text-accent' : 'border-border text-text-muted hover:border-accent/60',
                )}
              >
                {formatDateTime(draw.drawsAt, timeZone).slice(0, 16)}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/** The order's total, and what each draw costs when it covers several. */
function SlipTotals({ draws, perDraw, total }: { draws: number; perDraw: string; total: string }) {
  const { t } = useTranslation();
  return (
    <dl className="space-y-1 text-sm">
      {draws > 1 ? (
        <div className="flex justify-between text-text-muted">
          <dt>{t('lottery.slip.perDraw')}</dt>
          <dd className="tabular-nums">{perDraw}</dd>
        </div>
      ) : null}
      <div className="flex justify-between text-base font-bold">
        <dt>{t('lottery.slip.total')}</dt>
        <dd className="text-accent tabular-nums" data-testid="lottery-slip-total">
          {total}
        </dd>
      </div>
    </dl>
  );
}
