// The home page below its first screen (docs/support.md, "Home page"): hot games, the week's popular slots,
// the categories with the header's vendors, and the winners board while the merchant shows it. Loaded apart
// from the first screen, with its texts.
import type { Game, hotGamesEndpoint, MenuItem } from '@orbit/contracts/games';
import { Flame, LayoutGrid, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { GAMES_ROUTES } from '@orbit/contracts/games-routes';
import { useGameMenus } from '../../features/games/api/get-game-menus.ts';
import { getPopularGames } from '../../features/games/api/get-popular.ts';
import { lazyCall } from '../../features/games/api/lazy-call.ts';
import { categoryIcon } from '../../features/games/components/category-icons.ts';
import { GameTile, GameTileSkeleton } from '../../features/games/components/game-tile.tsx';
import { useGameLaunch } from '../../features/games/components/use-game-launch.tsx';
import { WinnersBoard } from '../../features/support/components/winners-board.tsx';
import { useCurrentLanguage } from '../../lib/use-current-language.ts';

function useHotGames() {
  const language = useCurrentLanguage().code;
  return useQuery({
    queryKey: ['games', 'hot', language],
    queryFn: async (): Promise<Game[]> => (await lazyCall<typeof hotGamesEndpoint>(GAMES_ROUTES.hotGames, { query: { language } })).list,
    staleTime: 60_000,
  });
}

function usePopularHome() {
  const language = useCurrentLanguage().code;
  return useQuery({ queryKey: ['games', 'popular', language, 'home'], queryFn: () => getPopularGames('rng', language), staleTime: 60_000 });
}

function GameRow({
  title,
  icon: Icon,
  games,
  loading,
  testId,
}: {
  title: string;
  icon: typeof Flame;
  games: Game[] | undefined;
  loading: boolean;
  testId: string;
}) {
  const { launch, launching, dialogs, error } = useGameLaunch();
  if (!loading && (games?.length ?? 0) === 0) return null;
  return (
    <section aria-label={title} data-testid={testId} className="container-page">
      <h2 className="mb-4 flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
        <Icon className="size-5 text-accent" aria-hidden />
        {title}
      </h2>
      {error ? (
        <p role="alert" className="mb-3 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-6">
        {loading
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={index} className="w-32 shrink-0 sm:w-auto">
                <GameTileSkeleton />
              </li>
            ))
          : games!.slice(0, 12).map((game) => (
              <li key={game.gameId} className="w-32 shrink-0 sm:w-auto">
                <GameTile game={game} favourite={false} launching={launching === game.gameId} onLaunch={launch} onFavourite={() => undefined} />
              </li>
            ))}
      </ul>
      {dialogs}
    </section>
  );
}

function CategoryTiles({ menus }: { menus: MenuItem[] }) {
  const { t } = useTranslation();
  if (menus.length === 0) return null;
  return (
    <section aria-labelledby="home-categories" className="container-page">
      <h2 id="home-categories" className="mb-4 flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl">
        <LayoutGrid className="size-5 text-accent" aria-hidden />
        {t('support.home.categories')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="home-categories">
        {menus.map((menu) => {
          const Icon = categoryIcon(menu.key);
          const shown = menu.vendors.slice(0, 3);
          return (
            <li key={menu.key}>
              <Link
                to={menu.route}
                className="flex h-full flex-col gap-2 rounded-2xl border border-border bg-surface p-4 transition hover:border-accent focus-visible:border-accent"
              >
                <span className="flex items-center gap-2 font-semibold">
                  <span className="flex size-9 items-center justify-center rounded-xl bg-accent/15 text-accent">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  {t(`pages.${menu.key}.title`, { defaultValue: menu.key })}
                </span>
                <span className="line-clamp-2 text-xs text-text-muted">
                  {shown.map((vendor) => vendor.name).join(' · ')}
                  {menu.vendors.length > shown.length ? ` ${t('support.home.vendorsMore', { count: menu.vendors.length - shown.length })}` : ''}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function HomeSections({ showWinners, showHot, currencySymbol }: { showWinners: boolean; showHot: boolean; currencySymbol: string }) {
  const { t } = useTranslation();
  const hot = useHotGames();
  const popular = usePopularHome();
  const menus = useGameMenus();
  return (
    <div className="space-y-10 sm:space-y-14">
      {showHot ? <GameRow title={t('support.home.hot')} icon={Flame} games={hot.data} loading={hot.isPending} testId="hot-games" /> : null}
      {showWinners ? <WinnersBoard currencySymbol={currencySymbol} /> : null}
      <CategoryTiles menus={(menus.data ?? []).filter((menu) => menu.key !== 'cockfight')} />
      <GameRow title={t('support.home.popular')} icon={Star} games={popular.data} loading={popular.isPending} testId="popular-games" />
    </div>
  );
}
