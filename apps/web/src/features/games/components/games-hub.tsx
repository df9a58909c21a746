// The games hub (/games, the phone's Games tab): every category the merchant offers as a large card, and the
// games members play most, each a tap from playing. Nothing here is a dead end: an empty catalogue says so.
import type { Game } from '@orbit/contracts/games';
import { ChevronRight, Flame, Gamepad2, X } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { useHotGames } from '../api/get-popular.ts';
import { categoryIcon } from './category-icons.ts';
import { useMenuLabel } from './header-game-nav.lazy.tsx';
import { GRID_CLASS } from './lobby-grid.tsx';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';
import { useGameLaunch } from './use-game-launch.tsx';

function Categories() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const labelOf = useMenuLabel();
  if (menus.isPending) return <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy />;
  if (!menus.data?.length)
    return (
      <EmptyState icon={Gamepad2} title={t('pages.games.empty')}>
        {null}
      </EmptyState>
    );
  return (
    <section aria-labelledby="hub-categories">
      <h2 id="hub-categories" className="mb-3 text-base font-semibold">
        {t('games.hub.categories')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="hub-categories">
        {menus.data.map((item) => {
          const Icon = categoryIcon(item.key);
          return (
            <li key={item.key}>
              <Link
                to={item.route}
                className="group flex h-20 items-center gap-3 rounded-2xl border border-border bg-gradient-to-br from-surface-raised to-surface px-4 transition hover:border-accent/60"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
                  <Icon className="size-5" aria-hidden />
                </span>
                <span className="min-w-0 flex-1 truncate text-sm font-semibold">{labelOf(item)}</span>
                <ChevronRight className="size-4 shrink-0 text-text-muted transition group-hover:text-accent rtl:rotate-180" aria-hidden />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function HotGames() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const hot = useHotGames();
  const favourites = useFavourites();
  const favouriteIds = useMemo(() => new Set((favourites.data ?? []).map((game) => game.gameId)), [favourites.data]);
  const setFavourite = useSetFavourite();
  const { launch, launching, error, clearError, dialogs } = useGameLaunch();
  const toggleFavourite = (game: Game, favourite: boolean) => {
    if (!loggedIn) openAuthDialog({ kind: 'login' });
    else setFavourite.mutate({ gameId: game.gameId, favourite });
  };
  return (
    <section aria-labelledby="hub-hot" className="space-y-3">
      <h2 id="hub-hot" className="flex items-center gap-2 text-base font-semibold">
        <Flame className="size-4 text-accent" aria-hidden />
        {t('games.hub.hot')}
      </h2>
      {error ? (
        <p role="alert" className="flex items-start justify-between gap-3 rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm text-danger">
          {error}
          <button type="button" onClick={clearError} aria-label={t('games.dismiss')} className="shrink-0">
            <X className="size-4" aria-hidden />
          </button>
        </p>
      ) : null}
      {hot.isPending ? (
        <ul className={GRID_CLASS}>
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <GameTileSkeleton />
            </li>
          ))}
        </ul>
      ) : hot.data && hot.data.length > 0 ? (
        <ul className={GRID_CLASS} data-testid="hub-hot-games">
          {hot.data.map((game) => (
            <li key={game.gameId}>
              <GameTile
                game={game}
                favourite={favouriteIds.has(game.gameId)}
                launching={launching === game.gameId}
                onLaunch={launch}
                onFavourite={toggleFavourite}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-text-muted">{t('games.hub.hotEmpty')}</p>
      )}
      {dialogs}
    </section>
  );
}

export function GamesHub({ title, description }: { title: string; description: string }) {
  return (
    <div className="container-page space-y-8 py-6 lg:py-8" data-testid="games-hub">
      <header className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-accent/30 to-accent/5 text-accent">
          <Gamepad2 className="size-6" aria-hidden />
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <p className="text-sm text-text-muted">{description}</p>
        </div>
      </header>
      <Categories />
      <HotGames />
    </div>
  );
}
