// A house slot in the /game page (docs/house-games.md): the reels, the stake, spin, the last win and the balance, with
// the paytable, the fairness data and the last ten rounds a tap away. Every spin is a real round of the house
// vendor; the header's balance follows through the wallet's live events.
import type { SlotRoundView, SlotSession } from '@orbit/contracts/house-slots';
import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import type { HouseScreenProps } from '../../house-mount.tsx';
import { newSpinId, openSlot, rotateSeeds, spinSlot } from './api.ts';
import { Reels } from './reels.tsx';
import { GameOpening, useGameSession } from '../shared/game-session.tsx';
import { GameToolbar, type Panel } from '../shared/game-toolbar.tsx';
import { MoneyFigure, StakeStep, useMoney } from '../shared/money.tsx';
import { SeedFairnessDialog, useSeedFairness } from '../shared/seed-fairness-dialog.tsx';
import { HistoryDialog, PaytableDialog } from './slot-dialogs.tsx';

export default function SlotScreen({ launch }: HouseScreenProps) {
  const { t } = useTranslation();
  const session = useGameSession(['house', 'slots', launch.gameCode, launch.token], () => openSlot(launch.token, launch.gameCode));
  if (!session.data) return <GameOpening error={session.error} label={t('house.slots.opening')} />;
  return <SlotMachine token={launch.token} initial={session.data} />;
}

/** Cells that took part in a win: `reel:row`. */
function winningCells(session: SlotSession, round: SlotRoundView | null): Set<string> {
  const cells = new Set<string>();
  if (!round) return cells;
  const { grid, wins } = round.base;
  const kindOf = new Map(session.game.symbols.map((s) => [s.id, s.kind]));
  for (const win of wins) {
    if (win.kind === 'line' && win.line !== undefined) {
      const line = session.game.lines[win.line];
      line?.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
    } else
      grid.forEach((column, reel) =>
        column.forEach((symbol, row) => {
          const counts = win.kind === 'scatter' || reel < win.count;
          if (counts && (symbol === win.symbol || (win.kind !== 'scatter' && kindOf.get(symbol) === 'wild'))) cells.add(`${reel}:${row}`);
        }),
      );
  }
  return cells;
}

function SlotMachine({ token, initial }: { token: string; initial: SlotSession }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoney();
  const { game } = initial;
  const [balance, setBalance] = useState(initial.balance);
  const [level, setLevel] = useState(0);
  const [round, setRound] = useState<SlotRoundView | null>(initial.recall[0] ?? null);
  const [recall, setRecall] = useState(initial.recall);
  const [rolling, setRolling] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const fairness = useSeedFairness(initial.seeds, (clientSeed) => rotateSeeds(token, game.gameCode, clientSeed), {
    onRecall: setRecall,
    onError: setError,
  });
  const pendingSpin = useRef<string | null>(null);
  const stake = game.betLevels[level] ?? game.betLevels[0]!;
  const symbols = useMemo(() => game.symbols.map((s) => s.id), [game.symbols]);
  const emptyGrid = useMemo(
    () => Array.from({ length: game.reels }, (_, reel) => Array.from({ length: game.rows }, (_, row) => symbols[(reel + row * 2) % symbols.length]!)),
    [game, symbols],
  );
  const grid = round?.base.grid ?? emptyGrid;
  const winning = useMemo(() => winningCells(initial, round), [initial, round]);

  useEffect(() => {
    if (!coolingDown) return;
    const timer = setTimeout(() => setCoolingDown(false), game.minSpinMs);
    return () => clearTimeout(timer);
  }, [coolingDown, game.minSpinMs]);

  async function spin() {
    setError(null);
    setRolling(true);
    setCoolingDown(true);
    // The same id is sent again if this spin is retried after a failure without an answer.
    const requestId = pendingSpin.current ?? newSpinId();
    pendingSpin.current = requestId;
    try {
      const result = await spinSlot({ token, gameCode: game.gameCode, totalBet: stake, requestId });
      pendingSpin.current = null;
      setRound(result.round);
      setBalance(result.balance);
      setRecall((rounds) => [result.round, ...rounds.filter((r) => r.roundId !== result.round.roundId)].slice(0, 10));
      fairness.advance(result.round.fairness.nonce);
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch (caught) {
      const key = errorKey(caught);
      // A refusal is final for that spin; only a lost answer keeps its id for the retry.
      if (key !== 'errors.vendor_unavailable' && key !== 'errors.internal_error') pendingSpin.current = null;
      setError(key);
    } finally {
      setRolling(false);
    }
  }

  const won = round && !rolling && round.win !== '0.00';
  return (
    <div
      className="flex h-full flex-col items-center overflow-y-auto bg-gradient-to-b from-background via-surface to-background px-3 py-3 sm:py-5"
      data-testid="slot-screen"
    >
      {/* As wide as the screen allows while the reels and the controls still fit its height. */}
      <div className="flex w-full flex-1 flex-col gap-3" style={{ maxWidth: 'min(48rem, max(20rem, calc((100dvh - 25rem) * 1.6)))' }}>
        <GameToolbar
          note={`${initial.real ? t('house.slots.realMoney') : t('house.slots.playMoney')} · ${t('house.slots.rtpShort', { rtp: game.statedRtp.toFixed(2) })}`}
          rules={t('house.slots.paytable')}
          fairness={t('house.slots.fairness')}
          history={t('house.slots.history')}
          onPanel={setPanel}
        />

        <Reels grid={grid} rolling={rolling} symbols={symbols} winning={winning} label={t('house.slots.reelsLabel')} />

        <div className="flex min-h-12 items-center justify-center text-center" aria-live="polite" data-testid="slot-outcome">
          {error ? (
            <ErrorWithAction code={error} />
          ) : won ? (
            <p className="text-xl font-black text-accent sm:text-2xl">
              {t('house.slots.youWon', { amount: money(round.win) })}
              {round.freeSpins ? (
                <span className="block text-xs font-semibold text-text">{t('house.slots.freeSpinsWon', { count: round.freeSpins.spins.length })}</span>
              ) : null}
            </p>
          ) : round && !rolling ? (
            <p className="text-sm text-text-muted">{t('house.slots.noWin')}</p>
          ) : (
            <p className="text-sm text-text-muted">{rolling ? t('house.slots.spinning') : t('house.slots.ready')}</p>
          )}
        </div>

        <div className="grid grid-cols-2 items-center gap-3 rounded-2xl border border-border bg-surface p-3 sm:grid-cols-[1fr_auto_1fr]">
          <MoneyFigure label={t('house.slots.balance')} value={money(balance)} testId="slot-balance" />
          <div className="order-3 col-span-2 flex items-center justify-center gap-3 sm:order-none sm:col-span-1">
            <StakeStep large label={t('house.slots.lessStake')} onClick={() => setLevel((l) => Math.max(0, l - 1))} disabled={rolling || level === 0} />
            <button
              type="button"
              className="flex size-16 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-black tracking-wide text-accent-text shadow-[0_0_30px_-6px_var(--color-accent)] transition select-none hover:brightness-110 active:scale-95 disabled:opacity-60 sm:size-20 sm:text-base"
              onClick={() => void spin()}
              disabled={rolling || coolingDown}
              data-testid="slot-spin"
              aria-label={t('house.slots.spinFor', { amount: money(stake) })}
            >
              {rolling ? <RotateCw className="size-7 animate-spin" aria-hidden /> : t('house.slots.spin')}
            </button>
            <StakeStep
              more
              large
              label={t('house.slots.moreStake')}
              onClick={() => setLevel((l) => Math.min(game.betLevels.length - 1, l + 1))}
              disabled={rolling || level === game.betLevels.length - 1}
            />
          </div>
          <MoneyFigure label={t('house.slots.stake')} value={money(stake)} testId="slot-stake" end />
        </div>
      </div>
      <PaytableDialog game={game} open={panel === 'rules'} onClose={() => setPanel(null)} />
      <SeedFairnessDialog game="slots" open={panel === 'fairness'} onClose={() => setPanel(null)} {...fairness.dialog} />
      <HistoryDialog open={panel === 'history'} onClose={() => setPanel(null)} rounds={recall} money={money} />
    </div>
  );
}
