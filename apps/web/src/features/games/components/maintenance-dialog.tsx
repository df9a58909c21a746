// A launch refused for maintenance (game_maintenance): say so and offer the category's popular
// games that are open.
import type { Game } from '@orbit/contracts/games';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePopularGames } from '../api/get-popular.ts';

interface MaintenanceDialogProps {
  game: Game | null;
  onPick: (game: Game) => void;
  onClose: () => void;
}

export function MaintenanceDialog({ game, onPick, onClose }: MaintenanceDialogProps) {
  const { t } = useTranslation();
  const popular = usePopularGames(game?.category ?? 'rng', game !== null);
  const alternatives = (popular.data ?? []).filter((other) => other.gameId !== game?.gameId && !other.maintenance).slice(0, 6);
  return (
    <Dialog open={game !== null} onOpenChange={(open) => !open && onClose()}>
      {game ? (
        <DialogContent size="compact" title={t('games.maintenance.title')} description={t('games.maintenance.body', { name: game.displayName })}>
          <div className="p-5" data-testid="game-maintenance">
            <div className="mb-4 flex items-center gap-3 rounded-xl border border-accent/40 bg-accent/10 p-3 text-sm">
              <Wrench className="size-5 shrink-0 text-accent" aria-hidden />
              {t('errors.game_maintenance')}
            </div>
            <h3 className="mb-3 text-sm font-semibold">{t('games.maintenance.alternatives')}</h3>
            {popular.isPending ? (
              <Spinner className="flex justify-center py-6" label={t('games.loading')} />
            ) : alternatives.length === 0 ? (
              <p className="text-sm text-text-muted">{t('games.maintenance.none')}</p>
            ) : (
              <ul className="grid grid-cols-3 gap-3">
                {alternatives.map((other) => (
                  <li key={other.gameId}>
                    <button
                      type="button"
                      onClick={() => onPick(other)}
                      className="block w-full overflow-hidden rounded-lg border border-border text-start transition hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
                    >
                      <img src={other.imageUrl} alt="" className="aspect-square w-full object-cover" loading="lazy" />
                      <span className="block truncate px-1.5 py-1 text-xs font-medium">{other.displayName}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
