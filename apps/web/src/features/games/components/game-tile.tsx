// A game in a grid: its tile art, name and vendor, a hot badge, and a favourite toggle. The whole tile
// launches the game; the heart is a button of its own beside it (buttons do not nest).
import type { Game } from '@orbit/contracts/games';
import { clsx } from 'clsx';
import { Flame, Heart, Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface GameTileProps {
  game: Game;
  favourite: boolean;
  launching: boolean;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, favourite: boolean) => void;
  className?: string;
}

export function GameTile({ game, favourite, launching, onLaunch, onFavourite, className }: GameTileProps) {
  const { t } = useTranslation();
  return (
    <div className={clsx('group relative', className)} data-testid="game-tile" data-game-code={game.gameCode}>
      <button
        type="button"
        onClick={() => onLaunch(game)}
        disabled={launching}
        aria-label={t('games.tile.play', { name: game.displayName })}
        className="block w-full overflow-hidden rounded-xl border border-border bg-surface-raised text-start transition hover:-translate-y-0.5 hover:border-accent/70 hover:shadow-[0_10px_30px_-12px_var(--color-accent)] focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <span className="relative block aspect-square overflow-hidden bg-background">
          <img
            src={game.imageUrl}
            alt=""
            loading="lazy"
            decoding="async"
            width={400}
            height={400}
            className={clsx('size-full object-cover transition duration-300 group-hover:scale-[1.04]', game.maintenance && 'opacity-40 grayscale')}
          />
          {game.maintenance ? (
            <span className="absolute inset-x-2 bottom-2 flex items-center justify-center gap-1 rounded-md bg-black/70 px-2 py-1 text-[11px] font-semibold text-accent">
              <Wrench className="size-3.5" aria-hidden />
              {t('games.tile.maintenance')}
            </span>
          ) : null}
          {launching ? (
            <span className="absolute inset-0 flex items-center justify-center bg-black/50">
              <span className="size-8 animate-spin rounded-full border-2 border-accent border-t-transparent" aria-hidden />
            </span>
          ) : null}
        </span>
        <span className="block px-2.5 pt-2 pb-2.5">
          <span className="block truncate text-sm font-semibold text-text">{game.displayName}</span>
          <span className="block truncate text-xs text-text-muted">{game.vendorName}</span>
        </span>
      </button>
      {game.isHot ? (
        <span className="pointer-events-none absolute start-2 top-2 flex items-center gap-0.5 rounded-full bg-danger px-1.5 py-1 sm:px-2 sm:py-0.5 text-[10px] font-bold tracking-wide text-white uppercase shadow">
          <Flame className="size-3" aria-hidden />
          <span className="max-sm:sr-only">{t('games.tile.hot')}</span>
        </span>
      ) : null}
      <button
        type="button"
        onClick={() => onFavourite(game, !favourite)}
        aria-pressed={favourite}
        aria-label={favourite ? t('games.tile.unfavourite', { name: game.displayName }) : t('games.tile.favourite', { name: game.displayName })}
        className={clsx(
          'absolute end-2 top-2 flex size-8 items-center justify-center rounded-full bg-black/55 backdrop-blur transition hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-accent',
          favourite ? 'text-danger' : 'text-white/85',
        )}
      >
        <Heart className={clsx('size-4', favourite && 'fill-current')} aria-hidden />
      </button>
    </div>
  );
}

/** A tile's place while its games load. */
export function GameTileSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border bg-surface-raised" aria-hidden>
      <div className="aspect-square animate-pulse bg-border/40" />
      <div className="space-y-1.5 px-2.5 pt-2 pb-2.5">
        <div className="h-3.5 w-3/4 animate-pulse rounded bg-border/50" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-border/40" />
      </div>
    </div>
  );
}
