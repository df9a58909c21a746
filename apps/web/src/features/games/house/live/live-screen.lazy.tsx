// A house live table in the /game page (ADR 0015): baccarat or roulette dealt as shared rounds that
// every seated player sees. The round's countdown follows the server's clock; chips go on the layout and are
// sent together with Confirm; the result and each player's win arrive through the table's event stream.
import type { LiveGameCode, LiveResult, LiveState } from '@orbit/contracts/house-live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../../lib/error-codes.ts';
import type { HouseScreenProps } from '../../house-mount.tsx';
import { newBetId, placeBets } from './api.ts';
import { BaccaratHands, BaccaratSpots, baccaratSpotWins } from './baccarat-board.tsx';
import { BetPanel, type RoundOutcome } from './bet-panel.tsx';
import { addChip, confirmedBySpot, exponentOfChips, fromMinor, pendingTotal, toMinor } from './chips.ts';
import { FairnessDialog, HistoryDialog, RulesDialog } from './live-dialogs.tsx';
import { NiuNiuBoard } from './niu-niu-board.tsx';
import { BaccaratRoadmap, NiuNiuRoadmap, RouletteRoadmap } from './roadmap.tsx';
import { RouletteNumbers, RouletteOutsideBets, rouletteSpotWins } from './roulette-board.tsx';
import type { SpotLook } from './spot-button.tsx';
import { GameOpening } from '../shared/game-session.tsx';
import { GameToolbar, type Panel } from '../shared/game-toolbar.tsx';
import { useMoney } from '../shared/money.tsx';
import { RouletteStage, useDealing } from './table-parts.tsx';
import { useLiveTable, useServerNow } from './use-live-table.ts';

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
  if (!query.data) return <GameOpening error={query.error} label={t('house.live.opening')} />;
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
  const money = useMoney();
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
  const dealing = useDealing(round, now, game);
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
  const outcome: RoundOutcome = error
    ? { kind: 'error', code: error }
    : settled && !dealing
      ? myWin > 0n
        ? { kind: 'win', amount: money(fromMinor(myWin, exponent)) }
        : { kind: 'loss', amount: money(fromMinor(myStake, exponent)) }
      : null;
  const totalOf = (spot: string) => (round?.spotTotals[spot] ? money(round.spotTotals[spot]) : null);
  // The roadmap gains this round only once its cards or ball have been seen.
  const history = dealing ? state.history.filter((entry) => entry.roundNumber !== round?.roundNumber) : state.history;

  return (
    <div className="flex h-full flex-col bg-gradient-to-b from-background via-surface to-background" data-testid="live-screen">
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-2 sm:py-4" data-testid="live-scroll">
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-3">
          <GameToolbar
            note={`${state.real ? t('house.slots.realMoney') : t('house.slots.playMoney')} · ${t('house.live.rtpShort', { rtp: state.table.statedRtp.toFixed(2) })}`}
            rules={t('house.live.rulesTitle')}
            fairness={t('house.live.fairness')}
            history={t('house.live.history')}
            onPanel={setPanel}
          />
          <TableBoard game={game} state={state} betting={betting} dealing={dealing} history={history} lookOf={lookOf} totalOf={totalOf} onSpot={onSpot} />
        </div>
      </div>
      <BetPanel
        roundLabel={round ? t('house.live.roundNumber', { n: round.roundNumber }) : '—'}
        status={status}
        betting={betting}
        phase={round?.phase ?? 'none'}
        players={round?.players ?? 0}
        progress={progress}
        outcome={outcome}
        mainBets={
          game === 'baccarat' ? (
            <BaccaratSpots lookOf={lookOf} totalOf={totalOf} onSpot={onSpot} />
          ) : game === 'roulette' ? (
            <RouletteOutsideBets lookOf={lookOf} onSpot={onSpot} />
          ) : null
        }
        chips={state.table.chips}
        chip={chip}
        onChip={setChip}
        balance={money(state.balance)}
        myStake={money(fromMinor(myStake, exponent))}
        pendingLabel={pending.size > 0 ? t('house.live.confirmAmount', { amount: money(fromMinor(pendingTotal(pending), exponent)) }) : t('house.live.confirm')}
        canClear={pending.size > 0 && !sending}
        canConfirm={betting && pending.size > 0 && !sending}
        onClear={() => setPending(new Map())}
        onConfirm={() => void confirm()}
      />
      <RulesDialog game={game} rtp={state.table.statedRtp} open={panel === 'rules'} onClose={() => setPanel(null)} />
      <FairnessDialog state={state} open={panel === 'fairness'} onClose={() => setPanel(null)} />
      <HistoryDialog bets={state.recall} open={panel === 'history'} onClose={() => setPanel(null)} money={money} />
    </div>
  );
}

interface TableBoardProps {
  game: 'baccarat' | 'roulette' | 'niuniu';
  state: LiveState;
  betting: boolean;
  dealing: boolean;
  /** The roadmap's rounds (without the one being dealt). */
  history: LiveState['history'];
  lookOf: (spot: string) => SpotLook;
  totalOf: (spot: string) => string | null;
  onSpot: (spot: string) => void;
}

/** The table itself: the wheel and numbers, the baccarat hands, or the niu niu seats, each with its roadmap. */
function TableBoard({ game, state, betting, dealing, history, lookOf, totalOf, onSpot }: TableBoardProps) {
  const round = state.round;
  const result = round?.result ?? null;
  const roulette = result?.game === 'roulette' ? result : null;
  return game === 'roulette' ? (
    <div className="grid gap-3 lg:grid-cols-[1fr_minmax(0,24rem)]">
      <div className="flex flex-col gap-3">
        <RouletteStage
          pocket={roulette?.pocket ?? null}
          spinning={Boolean(round && !betting && round.phase !== 'refunded')}
          landed={Boolean(roulette && !dealing)}
        />
        <RouletteRoadmap history={history} />
      </div>
      <RouletteNumbers lookOf={lookOf} onSpot={onSpot} />
    </div>
  ) : game === 'baccarat' ? (
    <>
      <BaccaratHands result={result?.game === 'baccarat' ? result : null} dealing={dealing} />
      <BaccaratRoadmap history={history} />
    </>
  ) : (
    <>
      <NiuNiuBoard
        result={result?.game === 'niuniu' ? result : null}
        dealing={dealing}
        seats={state.table.seats}
        lookOf={lookOf}
        baseOn={totalOf}
        onSeat={onSpot}
      />
      <NiuNiuRoadmap history={history} />
    </>
  );
}
