// The fishing game's side screens: the fish guide (what each fish pays, how often it is caught, the published
// RTP) and the last ten shots with their stakes, wins, balances and fairness data.
import type { FishGame, FishShotView } from '@orbit/contracts/house-fishing';
import { displayAmount } from '@orbit/contracts/money-format';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
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
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={t('house.fishing.guide')} description={t('house.fishing.rtp', { rtp })} size="wide">
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
      </DialogContent>
    </Dialog>
  );
}

export function ShotsDialog({ open, onClose, shots, money }: { open: boolean; onClose: () => void; shots: FishShotView[]; money: (amount: string) => string }) {
  const { t } = useTranslation();
  const fishName = useFishName();
  const formatTime = useFormatTime();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={t('house.fishing.history')} description={t('house.fishing.historyIntro')} size="wide">
        <div className="px-5 py-4">
          {shots.length === 0 ? (
            <p className="py-6 text-center text-sm text-text-muted">{t('house.fishing.noShots')}</p>
          ) : (
            <ol className="space-y-2" data-testid="fish-history">
              {shots.map((shot) => (
                <li key={shot.roundId} className="rounded-lg border border-border bg-surface-raised p-3 text-sm">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold">
                      {fishName(shot.fishId)} ×{shot.multiplier} ·{' '}
                      <span className={shot.captured ? 'text-accent' : 'text-text-muted'}>
                        {shot.captured ? t('house.fishing.captured') : t('house.fishing.missed')}
                      </span>
                    </span>
                    <span className="text-xs text-text-muted">{formatTime(shot.at)}</span>
                  </div>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                    <Stat label={t('house.fishing.stake')} value={money(shot.stake)} />
                    <Stat label={t('house.fishing.win')} value={money(shot.win)} strong={shot.captured} />
                    <Stat label={t('house.fishing.before')} value={shot.balanceBefore ? money(shot.balanceBefore) : '—'} />
                    <Stat label={t('house.fishing.after')} value={shot.balanceAfter ? money(shot.balanceAfter) : '—'} />
                  </dl>
                  <p className="mt-2 text-xs break-words text-text-muted">
                    {t(`house.fishing.status.${shot.status}`)} ·{' '}
                    {t('house.fishing.drawOf', { draw: shot.draw, below: shot.captureBelow, range: shot.drawRange })} ·{' '}
                    {t('house.fishing.nonceOf', { nonce: shot.fairness.nonce, seed: shot.fairness.clientSeed })}
                    {shot.fairness.serverSeed ? ` · ${t('house.fishing.seedRevealed')}` : ''}
                  </p>
                  <p className="mt-1 font-mono text-[11px] break-all text-text-muted">{shot.roundId}</p>
                </li>
              ))}
            </ol>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Stat({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <dt className="text-xs text-text-muted">{label}</dt>
      <dd className={strong ? 'font-semibold text-accent' : 'font-medium'}>{value}</dd>
    </div>
  );
}
