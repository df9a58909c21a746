// A house live table in the /game page (ADR 0015): baccarat or roulette dealt as shared rounds that
// every seated player sees. The round's countdown follows the server's clock; chips go on the layout and are
// sent together with Confirm; the result and each player's win arrive through the table's event stream.
import type { LiveGameCode, LiveResult, LiveState } from '@orbit/contracts/house-live';
import { displayAmount } from '@orbit/contracts/money-format';
import { useQueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, History, Info, ShieldCheck, Users, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import { useCurrencySymbol } from '../../components/currency.tsx';
import type { HouseScreenProps } from '../../house-mount.tsx';
import { newBetId, placeBets } from './api.ts';
import { BaccaratBoard, baccaratSpotWins } from './baccarat-board.tsx';
import { addChip, confirmedBySpot, exponentOfChips, fromMinor, pendingTotal, toMinor } from './chips.ts';
import { FairnessDialog, HistoryDialog, RulesDialog } from './live-dialogs.tsx';
import { NiuNiuBoard } from './niu-niu-board.tsx';
import { BaccaratRoadmap, NiuNiuRoadmap, RouletteRoadmap } from './roadmap.tsx';
import { Pocket, RouletteBoard, rouletteSpotWins } from './roulette-board.tsx';
import type { SpotLook } from './spot-button.tsx';
import { useLiveTable, useServerNow } from './use-live-table.ts';

type Panel = 'rules' | 'fairness' | 'history' | null;

/** Whether a spot wins on a result (a baccarat tie returns player and banker stakes: not lit). */
function spotWins(result: LiveResult, spot: string): boolean {
  if (result.game === 'baccarat') return baccaratSpotWins(result, spot);
  if (result.game === 'roulette') return rouletteSpotWins(result, spot);
  return result.seats[Number(spot.split(':')[1]) - 1]?.beatsBanker ?? false;
}

export default function LiveScreen({ launch }: HouseScreenProps) {
  const { t } = useTranslation();
  const gameCode = launch.gameCode as LiveGameCode;
  const { query, replace } = useLiveTable(launch.token, gameCode, launch.roomId);
  if (query.isError && !query.data)
    return <p className="flex h-full items-center justify-center p-6 text-center text-sm text-text-muted">{t(errorKey(query.error))}</p>;
  if (!query.data) return <Spinner className="flex h-full items-center justify-center text-accent" label={t('house.live.opening')} />;
  return <LiveTable token={launch.token} roomId={launch.roomId} state={query.data.state} offsetMs={query.data.offsetMs} onState={replace} />;
}

function LiveTable({
  token,
  roomId,
  state,
  offsetMs,
  onState,
}: {
  token: string;
  roomId: string | null;
  state: LiveState;
  offsetMs: number;
  onState: (state: LiveState) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useCurrencySymbol();
  const money = (amount: string) => displayAmount(amount, symbol);
  const game = state.gameCode === 'house-baccarat' ? 'baccarat' : state.gameCode === 'house-roulette' ? 'roulette' : 'niuniu';
  const exponent = exponentOfChips(state.table.chips);
  const now = useServerNow(offsetMs);
  const round = state.round;
  const [chip, setChip] = useState(0);
  const [pending, setPending] = useState<ReadonlyMap<string, bigint>>(new Map());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const requestId = useRef<string | null>(null);

  const betting = round?.phase === 'betting' && now < Date.parse(round.closesAt);
  const secondsLeft = round && betting ? Math.max(0, Math.ceil((Date.parse(round.closesAt) - now) / 1000)) : 0;
  const result = round?.result ?? null;
  // The cards or the ball show for a moment once the result is in (from the stream, within a second of the close).
  const dealing = Boolean(result && round?.fairness.serverSeed && now - Date.parse(round.closesAt) < 4000);
  const confirmed = useMemo(() => confirmedBySpot(state.myBets, exponent), [state.myBets, exponent]);
  const myWin = state.myBets.reduce((sum, bet) => sum + (bet.win ? toMinor(bet.win, exponent) : 0n), 0n);
  const myStake = state.myBets.reduce((sum, bet) => sum + (bet.status === 'refunded' ? 0n : toMinor(bet.stake, exponent)), 0n);
  const settled = round?.phase === 'settled' && state.myBets.length > 0;

  // A new round starts with an empty layout; chips left unconfirmed from the last one are dropped.
  const roundNumber = round?.roundNumber;
  useEffect(() => {
    setPending(new Map());
    requestId.current = null;
  }, [roundNumber]);
  // The header's balance moves with each bet and win.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  }, [queryClient, state.balance]);

  const chipMinor = toMinor(state.table.chips[chip] ?? '0', exponent);
  const lookOf = (spot: string): SpotLook => {
    const mine = confirmed.get(spot);
    const waiting = pending.get(spot);
    const won = !betting && result ? spotWins(result, spot) : false;
    return {
      mine: mine ? fromMinor(mine, exponent) : null,
      pending: waiting ? fromMinor(waiting, exponent) : null,
      won: won && !dealing,
      disabled: !betting || sending,
    };
  };
  const onSpot = (spot: string) => {
    setError(null);
    // A room game takes one seat: tapping a seat moves the base there.
    setPending((current) => (game === 'niuniu' ? new Map([[spot, chipMinor]]) : addChip(current, spot, chipMinor)));
  };

  async function confirm() {
    if (!round || pending.size === 0) return;
    setSending(true);
    setError(null);
    requestId.current ??= newBetId();
    try {
      const next = await placeBets({
        token,
        gameCode: state.gameCode,
        roomId,
        roundNumber: round.roundNumber,
        requestId: requestId.current,
        bets: [...pending].map(([spot, minor]) => ({ spot, amount: fromMinor(minor, exponent) })),
      });
      requestId.current = null;
      setPending(new Map());
      onState(next);
    } catch (caught) {
      const key = errorKey(caught);
      if (key !== 'errors.vendor_unavailable' && key !== 'errors.internal_error') requestId.current = null;
      setError(key);
    } finally {
      setSending(false);
    }
  }

  const status = !round
    ? t('house.live.opening')
    : betting
      ? t('house.live.placeBets', { seconds: secondsLeft })
      : round.phase === 'refunded' || round.phase === 'refunding'
        ? t('house.live.refunded')
        : result
          ? t('house.live.nextIn', { seconds: Math.max(0, Math.ceil(((round.nextAt ? Date.parse(round.nextAt) : now) - now) / 1000)) })
          : t('house.live.noMoreBets');
  const progress = round && betting ? Math.min(100, ((Date.parse(round.closesAt) - now) / state.table.bettingMs) * 100) : 0;

  return (
    <div className="h-full overflow-y-auto bg-gradient-to-b from-background via-surface to-background px-3 py-3 sm:py-5" data-testid="live-screen">
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <p className="text-xs text-text-muted">
            {state.real ? t('house.slots.realMoney') : t('house.slots.playMoney')} · {t('house.live.rtpShort', { rtp: state.table.statedRtp.toFixed(2) })}
          </p>
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setPanel('rules')} aria-label={t('house.live.rulesTitle')}>
              <Info className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('house.live.rulesTitle')}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPanel('fairness')} aria-label={t('house.live.fairness')}>
              <ShieldCheck className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('house.live.fairness')}</span>
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPanel('history')} aria-label={t('house.live.history')}>
              <History className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('house.live.history')}</span>
            </Button>
          </div>
        </div>

        <div className={clsx('grid gap-3', game === 'roulette' && 'lg:grid-cols-[1fr_minmax(0,24rem)]')}>
          <div className="flex flex-col gap-3">
            {game === 'roulette' ? (
              <div className="flex justify-center rounded-2xl border border-border bg-surface p-4">
                <Pocket result={result?.game === 'roulette' ? result : null} spinning={Boolean(round && !betting && !result && round.phase !== 'refunded')} />
              </div>
            ) : game === 'baccarat' ? (
              <BaccaratBoard
                result={result?.game === 'baccarat' ? result : null}
                dealing={dealing}
                lookOf={lookOf}
                totalOf={(spot) => (round?.spotTotals[spot] ? money(round.spotTotals[spot]) : null)}
                onSpot={onSpot}
              />
            ) : (
              <NiuNiuBoard
                result={result?.game === 'niuniu' ? result : null}
                dealing={dealing}
                seats={state.table.seats}
                lookOf={lookOf}
                baseOn={(spot) => (round?.spotTotals[spot] ? money(round.spotTotals[spot]) : null)}
                onSeat={onSpot}
              />
            )}
            {game === 'roulette' ? (
              <RouletteRoadmap history={state.history} />
            ) : game === 'baccarat' ? (
              <BaccaratRoadmap history={state.history} />
            ) : (
              <NiuNiuRoadmap history={state.history} />
            )}
          </div>
          {game === 'roulette' ? <RouletteBoard lookOf={lookOf} onSpot={onSpot} /> : null}
        </div>

        <div className="sticky bottom-0 z-10 flex flex-col gap-2 rounded-2xl border border-border bg-surface/95 p-3 backdrop-blur">
          <div aria-live="polite">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <p className="text-sm font-semibold" data-testid="live-round">
                {round ? t('house.live.roundNumber', { n: round.roundNumber }) : '—'}
              </p>
              <p
                className={clsx('text-sm font-bold', betting ? 'text-accent' : 'text-text-muted')}
                data-testid="live-status"
                data-phase={round?.phase ?? 'none'}
              >
                {status}
              </p>
              <p className="flex items-center gap-1 text-xs text-text-muted" title={t('house.live.playersTitle')}>
                <Users className="size-3.5" aria-hidden />
                <span data-testid="live-players">{round?.players ?? 0}</span>
              </p>
            </div>
            <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-raised" aria-hidden>
              <div className="h-full rounded-full bg-accent transition-[width] duration-300 ease-linear" style={{ width: `${progress}%` }} />
            </div>
            <div className="mt-1 text-center" data-testid="live-outcome">
              {error ? (
                <ErrorWithAction code={error} />
              ) : settled && !dealing ? (
                myWin > 0n ? (
                  <p className="text-lg font-black text-accent">{t('house.slots.youWon', { amount: money(fromMinor(myWin, exponent)) })}</p>
                ) : (
                  <p className="text-sm text-text-muted">{t('house.live.lost', { amount: money(fromMinor(myStake, exponent)) })}</p>
                )
              ) : null}
            </div>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex items-center justify-between gap-4 sm:justify-start">
              <div>
                <p className="text-xs text-text-muted">{t('house.slots.balance')}</p>
                <p className="text-lg font-bold tabular-nums" data-testid="live-balance">
                  {money(state.balance)}
                </p>
              </div>
              <div>
                <p className="text-xs text-text-muted">{t('house.live.myBets')}</p>
                <p className="text-lg font-bold tabular-nums" data-testid="live-my-stake">
                  {money(fromMinor(myStake, exponent))}
                </p>
              </div>
            </div>
            <div className="flex items-center gap-1.5 overflow-x-auto" role="radiogroup" aria-label={t('house.live.chips')}>
              {state.table.chips.map((value, index) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={chip === index}
                  onClick={() => setChip(index)}
                  className={clsx(
                    'flex size-11 shrink-0 items-center justify-center rounded-full border-4 border-dashed text-[0.7rem] font-black tabular-nums transition',
                    chip === index ? 'border-accent bg-accent text-accent-text scale-110' : 'border-border bg-surface-raised text-text',
                  )}
                  data-testid={`chip-${index}`}
                >
                  {value.replace(/\.0+$/, '')}
                </button>
              ))}
            </div>
            {/* On a phone the site's help button floats at the bottom right: the buttons keep clear of it. */}
            <div className="flex gap-2 pe-14 sm:pe-0">
              <Button variant="secondary" onClick={() => setPending(new Map())} disabled={pending.size === 0 || sending} className="flex-1 sm:flex-none">
                <X className="size-4" aria-hidden />
                {t('house.live.clear')}
              </Button>
              <Button
                onClick={() => void confirm()}
                disabled={!betting || pending.size === 0 || sending}
                className="flex-1 sm:flex-none"
                data-testid="live-confirm"
              >
                <Check className="size-4" aria-hidden />
                {pending.size > 0 ? t('house.live.confirmAmount', { amount: money(fromMinor(pendingTotal(pending), exponent)) }) : t('house.live.confirm')}
              </Button>
            </div>
          </div>
        </div>
      </div>
      <RulesDialog game={game} rtp={state.table.statedRtp} open={panel === 'rules'} onClose={() => setPanel(null)} />
      <FairnessDialog state={state} open={panel === 'fairness'} onClose={() => setPanel(null)} />
      <HistoryDialog bets={state.recall} open={panel === 'history'} onClose={() => setPanel(null)} money={money} />
    </div>
  );
}
