// A VASSALAGE vendor (isGame): its games open from a popup list rather than a lobby page.
import type { Game, GameVendor } from '@orbit/contracts/games';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGames } from '../api/get-games.ts';

interface VendorGamesDialogProps {
  vendor: GameVendor | null;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onClose: () => void;
}

function VendorGames({ vendor, launching, onLaunch }: { vendor: GameVendor; launching: number | null; onLaunch: (game: Game) => void }) {
  const { t } = useTranslation();
  const query = useGames({ category: vendor.category, vendor: vendor.vendorCode, name: '' });
  if (query.isPending) return <Spinner className="flex justify-center py-8" label={t('games.loading')} />;
  if (query.isError) return <p className="text-sm text-danger">{t('games.lobby.errorBody')}</p>;
  const games = query.data.pages.flatMap((page) => page.games);
  if (games.length === 0) return <p className="text-sm text-text-muted">{t('games.vendorPopup.empty')}</p>;
  return (
    <ul className="grid grid-cols-3 gap-3">
      {games.map((game) => (
        <li key={game.gameId}>
          <button
            type="button"
            disabled={launching !== null}
            onClick={() => onLaunch(game)}
            className="block w-full overflow-hidden rounded-lg border border-border text-start transition hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
          >
            <img src={game.imageUrl} alt="" className="aspect-square w-full object-cover" loading="lazy" />
            <span className="block truncate px-1.5 py-1 text-xs font-medium">{game.displayName}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function VendorGamesDialog({ vendor, launching, onLaunch, onClose }: VendorGamesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={vendor !== null} onOpenChange={(open) => !open && onClose()}>
      {vendor ? (
        <DialogContent title={vendor.name} description={t('games.vendorPopup.description')}>
          <div className="p-5">
            <VendorGames vendor={vendor} launching={launching} onLaunch={onLaunch} />
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
