// The fishing game's side screens: the fish guide (what each fish pays, how often it is caught, the published
// RTP) and the last ten shots with their stakes, wins, balances and fairness data, in the house games' shared frames.
import type { FishGame, FishShotView } from '@orbit/contracts/house-fishing';
import { displayAmount } from '@orbit/contracts/money-format';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { GameDialog, RoundListDialog, RoundMoney, type RoundHistoryProps } from '../shared/game-dialogs.tsx';
import { useCurrencySymbol, useFormatTime } from '../../components/currency.tsx';
import { drawFish, lookOf } from './fish-art.ts';

/** A fish's name in the reader's language (the id stands in for a fish the texts do not know). */
export function useFishName() {
  const { t } = useTranslation();
  return (fishId: string) => t(`house.fishing.fish.${fishId}` as 'house.fishing.fish.shark', fishId);
}

function FishIcon({ fishId }: { fishId: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    const [w, h, ratio] = [72, 44, 2];
    const size = lookOf(fishId).size;
    const scale = Math.min(w / (3.6 * size), h / (1.9 * size));
    ctx.setTransform(ratio * scale, 0, 0, ratio * scale, (w / 2 - size * 0.2 * scale) * ratio, (h / 2) * ratio);
    drawFish(ctx, fishId, 0.6);
  }, [fishId]);
  return <canvas ref={canvas} width={144} height={88} className="h-11 w-18 shrink-0" aria-hidden />;
}

export function FishGuideDialog({ game, open, onClose }: { game: FishGame; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const fishName = useFishName();
  const symbol = useCurrencySymbol();
  const rtp = game.statedRtp.toFixed(2);
  const [min, max] = [game.cannonBets[0] ?? '0', game.cannonBets[game.cannonBets.length - 1] ?? '0'].map((amount) =>
    displayAmount(amount, symbol).replace(' ', '\u00a0'),
  );
  return (
    <GameDialog open={open} onClose={onClose} title={t('house.fishing.guide')} description={t('house.fishing.rtp', { rtp })} wide>
      <div className="space-y-4 px-5 py-4 text-sm">
        <p className="text-text-muted">{t('house.fishing.rules', { min, max, levels: game.cannonBets.length })}</p>
        <ul className="grid gap-2 sm:grid-cols-2" aria-label={t('house.fishing.fishList')} data-testid="fish-guide">
          {game.fish.map((fish) => (
            <li key={fish.id} className="flex items-center gap-3 rounded-lg border border-border bg-surface-raised px-3 py-2">
              <FishIcon fishId={fish.id} />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{fishName(fish.id)}</span>
                <span className="block text-xs text-text-muted">{t('house.fishing.chance', { chance: (game.statedRtp / fish.multiplier).toFixed(2) })}</span>
              </span>
              <span className="text-lg font-black text-accent tabular-nums">×{fish.multiplier}</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-text-muted">{t('house.fishing.rtpNote', { rtp })}</p>
      </div>
    </GameDialog>
  );
}

export function ShotsDialog({ open, onClose, rounds: shots, money }: RoundHistoryProps<FishShotView>) {
  const { t } = useTranslation();
  const fishName = useFishName();
  const formatTime = useFormatTime();
  return (
    <RoundListDialog
      open={open}
      onClose={onClose}
      title={t('house.fishing.history')}
      description={t('house.fishing.historyIntro')}
      empty={t('house.fishing.noShots')}
      testId="fish-history"
      rounds={shots}
      keyOf={(shot) => shot.roundId}
    >
      {(shot) => (
        <>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-semibold">
              {fishName(shot.fishId)} ×{shot.multiplier} ·{' '}
              <span className={shot.captured ? 'text-accent' : 'text-text-muted'}>
                {shot.captured ? t('house.fishing.captured') : t('house.fishing.missed')}
              </span>
            </span>
            <span className="text-xs text-text-muted">{formatTime(shot.at)}</span>
          </div>
          <RoundMoney game="fishing" round={shot} won={shot.captured} money={money} />
          <p className="mt-2 text-xs break-words text-text-muted">
            {t(`house.fishing.status.${shot.status}`)} · {t('house.fishing.drawOf', { draw: shot.draw, below: shot.captureBelow, range: shot.drawRange })} ·{' '}
            {t('house.fishing.nonceOf', { nonce: shot.fairness.nonce, seed: shot.fairness.clientSeed })}
            {shot.fairness.serverSeed ? ` · ${t('house.fishing.seedRevealed')}` : ''}
          </p>
          <p className="mt-1 font-mono text-[11px] break-all text-text-muted">{shot.roundId}</p>
        </>
      )}
    </RoundListDialog>
  );
}
