// The lobby's game grid: 21 games first, 18 more each time the visitor reaches its end (at most one reach per
// 200 ms), with the server asked 24 at a time only when the shown games run short (docs/games.md). How far it had
// grown and where the page was scrolled are kept, so coming back finds it as it was (docs/games.md).
import type { Game } from '@orbit/contracts/games';
import { RefreshCw, SearchX, ServerCrash, Wrench } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGames } from '../api/get-games.ts';
import type { GameListFilter } from '../api/keys.ts';
import { lobbyPlace, rememberLobbyPlace } from '../model/lobby-memory.ts';
import { FIRST_UI_PAGE, needsServerPage, nextVisibleCount, SCROLL_THROTTLE_MS, throttle } from '../model/paging.ts';
import { GameTile, GameTileSkeleton } from './game-tile.tsx';

/** How far below the screen the grid's end may be when it grows. */
const REACH_MARGIN_PX = 600;

export const GRID_CLASS = 'grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-7';

interface LobbyGridProps {
  filter: GameListFilter;
  /** Where this grid's place is kept: the lobby, vendor and search. */
  memoryKey: string;
  /** The vendor chosen is under maintenance. */
  vendorMaintenance: boolean;
  emptyText: string;
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, favourite: boolean) => void;
}

export function LobbyGrid({ filter, memoryKey, vendorMaintenance, emptyText, favourites, launching, onLaunch, onFavourite }: LobbyGridProps) {
  const { t } = useTranslation();
  const query = useGames(filter);
  const [visible, setVisible] = useState(() => lobbyPlace(memoryKey)?.visible ?? FIRST_UI_PAGE);
  const sentinel = useRef<HTMLDivElement>(null);
  const games = query.data?.pages.flatMap((page) => page.games) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Ask the server for the next 24 when the grid has grown past what is loaded.
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && needsServerPage(visible, games.length, total)) void fetchNextPage();
  }, [visible, games.length, total, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // The end of the grid near the screen: show 18 more. Scrolls are checked at most every 200 ms,
  // and again 200 ms after each growth, so a grid still short of the screen keeps growing at that pace. The
  // check is by position, not by intersection, so a jump past the end (the End key) still counts.
  const canGrow = visible < total && games.length >= Math.min(visible, total);
  useEffect(() => {
    if (!canGrow) return;
    let grown = false;
    const check = throttle(() => {
      const target = sentinel.current;
      if (grown || !target || target.getBoundingClientRect().top > window.innerHeight + REACH_MARGIN_PX) return;
      grown = true;
      setVisible(nextVisibleCount);
    }, SCROLL_THROTTLE_MS);
    const first = window.setTimeout(check, SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    return () => {
      window.clearTimeout(first);
      check.cancel();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [canGrow, visible]);

  // Keep the place; coming back restores it once the games are there (after the layout's scroll to the top).
  const visibleRef = useRef(visible);
  visibleRef.current = visible;
  const hasGames = games.length > 0;
  useEffect(() => {
    if (!hasGames) return;
    const saved = lobbyPlace(memoryKey);
    let frame = 0;
    if (saved && saved.scrollY > 0)
      frame = requestAnimationFrame(() => requestAnimationFrame(() => window.scrollTo({ top: saved.scrollY, behavior: 'instant' })));
    const save = () => rememberLobbyPlace(memoryKey, { visible: visibleRef.current, scrollY: window.scrollY });
    const timer = window.setTimeout(() => window.addEventListener('scroll', save, { passive: true }), 400);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      window.removeEventListener('scroll', save);
      rememberLobbyPlace(memoryKey, { visible: visibleRef.current, scrollY: lobbyPlace(memoryKey)?.scrollY ?? 0 });
    };
  }, [memoryKey, hasGames]);

  if (query.isPending)
    return (
      <ul className={GRID_CLASS} aria-busy="true" aria-label={t('games.loading')}>
        {Array.from({ length: 14 }, (_, index) => (
          <li key={index}>
            <GameTileSkeleton />
          </li>
        ))}
      </ul>
    );
  if (query.isError)
    return (
      <EmptyState
        icon={ServerCrash}
        title={t('games.lobby.errorTitle')}
        actions={
          <Button onClick={() => void query.refetch()}>
            <RefreshCw className="size-4" aria-hidden />
            {t('games.lobby.retry')}
          </Button>
        }
      >
        {t('games.lobby.errorBody')}
      </EmptyState>
    );
  if (games.length === 0)
    return vendorMaintenance ? (
      <EmptyState icon={Wrench} title={t('games.lobby.maintenanceTitle')}>
        {t('games.lobby.maintenanceBody')}
      </EmptyState>
    ) : (
      <EmptyState icon={SearchX} title={filter.name ? t('games.lobby.noMatchTitle') : t('pages.common.emptyTitle')}>
        {filter.name ? t('games.lobby.noMatchBody', { name: filter.name }) : emptyText}
      </EmptyState>
    );

  const shown = games.slice(0, visible);
  return (
    <div>
      {vendorMaintenance ? (
        <p className="mb-4 flex items-center gap-2 rounded-xl border border-accent/40 bg-accent/10 px-4 py-3 text-sm">
          <Wrench className="size-4 shrink-0 text-accent" aria-hidden />
          {t('games.lobby.maintenanceBody')}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {t('games.lobby.count', { shown: shown.length, total })}
      </p>
      <ul className={GRID_CLASS} data-testid="game-grid" data-total={total}>
        {shown.map((game) => (
          <li key={game.gameId}>
            <GameTile game={game} favourite={favourites.has(game.gameId)} launching={launching === game.gameId} onLaunch={onLaunch} onFavourite={onFavourite} />
          </li>
        ))}
        {isFetchingNextPage
          ? Array.from({ length: 6 }, (_, index) => (
              <li key={`more-${index}`}>
                <GameTileSkeleton />
              </li>
            ))
          : null}
      </ul>
      <div ref={sentinel} className="h-px" aria-hidden />
      {shown.length >= total ? (
        <p className="mt-6 text-center text-xs text-text-muted">{t('games.lobby.end', { count: total })}</p>
      ) : (
        <Spinner className="mt-6 flex justify-center text-accent" />
      )}
    </div>
  );
}
