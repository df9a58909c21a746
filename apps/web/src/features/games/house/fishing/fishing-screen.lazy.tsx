// The house fishing game in the /game page (docs/house-games.md): a canvas sea where the player picks a cannon level and
// taps a fish to fire at it. Every shot is a real round of the house vendor: the server decides the capture
// and pays it, the screen only shows the answer (a burst and the win, or the net coming back empty) and the
// balance the server gives. The fish guide, the fairness data and the last ten shots are a tap away.
import type { FishSession, FishShotView } from '@orbit/contracts/house-fishing';
import { useQueryClient } from '@tanstack/react-query';
import { Crosshair } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';
import { errorKey } from '../../../../lib/error-codes.ts';
import type { HouseScreenProps } from '../../house-mount.tsx';
import { fireShot, newShotId, openSea, rotateSeeds } from './api.ts';
import { GameOpening, useGameSession } from '../shared/game-session.tsx';
import { GameToolbar, type Panel } from '../shared/game-toolbar.tsx';
import { MoneyFigure, StakeStep, useMoney } from '../shared/money.tsx';
import { SeedFairnessDialog, useSeedFairness } from '../shared/seed-fairness-dialog.tsx';
import { FishGuideDialog, ShotsDialog, useFishName } from './fishing-dialogs.tsx';
import { SeaCanvas } from './sea-canvas.tsx';
import { SeaWorld, type SwimmingFish } from './sea-world.ts';

export default function FishingScreen({ launch }: HouseScreenProps) {
  const { t } = useTranslation();
  const session = useGameSession(['house', 'fishing', launch.gameCode, launch.token], () => openSea(launch.token, launch.gameCode));
  if (!session.data) return <GameOpening error={session.error} label={t('house.fishing.opening')} />;
  return <Shooter token={launch.token} initial={session.data} />;
}

function Shooter({ token, initial }: { token: string; initial: FishSession }) {
  const { t } = useTranslation();
  const fishName = useFishName();
  const queryClient = useQueryClient();
  const money = useMoney();
  const { game } = initial;
  const world = useMemo(() => new SeaWorld(game.fish), [game.fish]);
  const [balance, setBalance] = useState(initial.balance);
  const [level, setLevel] = useState(1);
  const [recall, setRecall] = useState(initial.recall);
  const [last, setLast] = useState<FishShotView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>(null);
  const fairness = useSeedFairness(initial.seeds, (clientSeed) => rotateSeeds(token, game.gameCode, clientSeed), {
    onRecall: setRecall,
    onError: setError,
  });
  const [shooting, setShooting] = useState(false);
  // One shot in the air at a time, and the cannon's reload counted from the last answer, so the server
  // (which counts from the round it stored) never sees two shots closer than its reload time.
  const inFlight = useRef(false);
  const answeredAt = useRef(0);
  const bet = game.cannonBets[level - 1] ?? game.cannonBets[0]!;

  async function fire(fish: SwimmingFish) {
    if (inFlight.current || performance.now() - answeredAt.current < game.minShotMs) return;
    inFlight.current = true;
    setShooting(true);
    setError(null);
    const requestId = newShotId();
    world.fire(requestId, fish, level);
    try {
      const { round, balance: after } = await fireShot({ token, gameCode: game.gameCode, fishId: fish.fishId, cannonLevel: level, requestId });
      world.answer(requestId, round.captured ? { captured: true, text: `+${money(round.win)}` } : { captured: false });
      setLast(round);
      setBalance(after);
      setRecall((shots) => [round, ...shots.filter((s) => s.roundId !== round.roundId)].slice(0, 10));
      fairness.advance(round.fairness.nonce);
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    } catch (caught) {
      world.answer(requestId, { failed: true });
      setError(errorKey(caught));
    } finally {
      answeredAt.current = performance.now();
      inFlight.current = false;
      setShooting(false);
    }
  }

  const fireAtSight = () => {
    const target = world.autoTarget();
    if (target) void fire(target);
  };

  return (
    <div className="flex h-full flex-col bg-background" data-testid="fish-screen">
      <GameToolbar
        className="px-3 py-1.5"
        note={`${initial.real ? t('house.fishing.realMoney') : t('house.fishing.playMoney')} · ${t('house.fishing.rtpShort', { rtp: game.statedRtp.toFixed(2) })}`}
        rules={t('house.fishing.guide')}
        fairness={t('house.fishing.fairness')}
        history={t('house.fishing.history')}
        onPanel={setPanel}
      />

      <div className="relative min-h-0 flex-1">
        <SeaCanvas world={world} level={level} label={t('house.fishing.seaLabel')} onPick={(fish) => void fire(fish)} />
        <div
          className="pointer-events-none absolute inset-x-0 top-2 flex justify-center px-3 text-center"
          aria-live="polite"
          data-testid="fish-outcome"
          data-shots={recall.length}
        >
          {error ? (
            // Clickable, unlike the rest of the overlay: a low balance offers Deposit here.
            <ErrorWithAction code={error} className="pointer-events-auto rounded-2xl bg-black/70 px-4 py-1.5 font-semibold shadow backdrop-blur-sm" />
          ) : (
            <p className="rounded-full bg-black/55 px-4 py-1.5 text-sm font-semibold shadow backdrop-blur-sm">
              {last?.captured ? (
                <span className="text-accent">{t('house.fishing.caught', { fish: fishName(last.fishId), amount: money(last.win) })}</span>
              ) : last ? (
                <span className="text-text-muted">{t('house.fishing.escaped', { fish: fishName(last.fishId) })}</span>
              ) : (
                <span className="text-text">{t('house.fishing.ready')}</span>
              )}
            </p>
          )}
        </div>
      </div>

      {/* On a phone the Fire button takes the bottom row, clear of the site's floating help button at the right. */}
      <div className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 border-t border-border bg-surface px-3 py-2 sm:grid-cols-[1fr_auto_1fr]">
        <MoneyFigure label={t('house.fishing.balance')} value={money(balance)} testId="fish-balance" />
        <div className="flex items-center justify-center gap-2">
          <StakeStep label={t('house.fishing.lessBet')} onClick={() => setLevel((l) => Math.max(1, l - 1))} disabled={level === 1} />
          <div className="min-w-24 text-center sm:min-w-32">
            <p className="text-xs whitespace-nowrap text-text-muted">{t('house.fishing.cannonLevel', { level })}</p>
            <p className="font-bold tabular-nums" data-testid="fish-bet">
              {money(bet)}
            </p>
          </div>
          <StakeStep
            more
            label={t('house.fishing.moreBet')}
            onClick={() => setLevel((l) => Math.min(game.cannonBets.length, l + 1))}
            disabled={level === game.cannonBets.length}
          />
        </div>
        <div className="col-span-2 me-16 flex sm:col-span-1 sm:me-0 sm:justify-end">
          <button
            type="button"
            onClick={fireAtSight}
            disabled={shooting}
            data-testid="fish-fire"
            aria-label={t('house.fishing.fireFor', { amount: money(bet) })}
            className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-accent px-6 text-sm font-black tracking-wide text-accent-text shadow-[0_0_24px_-6px_var(--color-accent)] transition select-none hover:brightness-110 active:scale-95 disabled:opacity-60 sm:w-auto"
          >
            <Crosshair className="size-5" aria-hidden />
            {t('house.fishing.fire')}
          </button>
        </div>
      </div>
      <FishGuideDialog game={game} open={panel === 'rules'} onClose={() => setPanel(null)} />
      <SeedFairnessDialog game="fishing" open={panel === 'fairness'} onClose={() => setPanel(null)} {...fairness.dialog} />
      <ShotsDialog open={panel === 'history'} onClose={() => setPanel(null)} rounds={recall} money={money} />
    </div>
  );
}
