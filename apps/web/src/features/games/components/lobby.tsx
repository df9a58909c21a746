// A vendor game lobby (/rng /live /fish /pvp /esports /sports /seamless, `page` = vendor code):
// vendor tabs, a search by name, the member's recent games and favourites, and the game grid.
import type { Game, GameVendor } from '@orbit/contracts/games';
import { clsx } from 'clsx';
import { Clock, Heart, Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { useFavourites, useSetFavourite } from '../api/favourites.ts';
import { useGameMenus } from '../api/get-game-menus.ts';
import { useRecentGames } from '../api/get-recent.ts';
import { categoryIcon } from './category-icons.ts';
import { GameStrip } from './game-strip.tsx';
import { LobbyCategories } from './lobby-categories.tsx';
import { LobbyGrid } from './lobby-grid.tsx';
import { useGameLaunch } from './use-game-launch.tsx';
import { VendorTabs } from './vendor-tabs.tsx';

// A VASSALAGE vendor's game list opens in a popup: its code loads when the popup opens.
const VendorGamesDialog = lazy(() => import('./vendor-games-dialog.tsx').then((module) => ({ default: module.VendorGamesDialog })));

export type LobbyKind = 'rng' | 'live' | 'fish' | 'pvp' | 'esports' | 'sports' | 'seamless';

interface LobbyProps {
  kind: LobbyKind;
  title: string;
  description: string;
  emptyText: string;
}

/** The vendors of a lobby: the category's, or for /seamless every vendor that plays from the main wallet. */
function lobbyVendors(kind: LobbyKind, menus: readonly { key: string; vendors: GameVendor[] }[]): GameVendor[] {
  if (kind !== 'seamless') return menus.find((menu) => menu.key === kind)?.vendors ?? [];
  const seen = new Map<string, GameVendor>();
  for (const vendor of menus.flatMap((menu) => menu.vendors)) if (vendor.walletMode === 'seamless') seen.set(vendor.vendorCode, vendor);
  return [...seen.values()];
}

function useDebounced(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

// The search typed in each lobby, kept with the lobby's place for a return visit.
const searches = new Map<string, string>();

export function Lobby({ kind, title, description, emptyText }: LobbyProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const loggedIn = useIsLoggedIn();
  const menus = useGameMenus();
  const vendors = useMemo(() => lobbyVendors(kind, menus.data ?? []), [kind, menus.data]);
  const requested = params.get('page');
  // /seamless has no category of its own to list "all" of: it opens on its first vendor.
  const vendorCode = requested ?? (kind === 'seamless' ? (vendors[0]?.vendorCode ?? null) : null);
  const vendor = vendors.find((candidate) => candidate.vendorCode === vendorCode) ?? null;
  const [search, setSearch] = useState(() => searches.get(kind) ?? '');
  const name = useDebounced(search.trim(), 300);
  useEffect(() => void searches.set(kind, search), [kind, search]);

  const favourites = useFavourites();
  const favouriteIds = useMemo(() => new Set((favourites.data ?? []).map((game) => game.gameId)), [favourites.data]);
  const setFavourite = useSetFavourite();
  const recent = useRecentGames();
  const { launch, launching, error, clearError, dialogs } = useGameLaunch();
  const [popupVendor, setPopupVendor] = useState<GameVendor | null>(null);
  // A header link to a VASSALAGE vendor opens its popup list over the lobby.
  const popupFromLink = vendor?.isGame === 'VASSALAGE' ? vendor : null;
  useEffect(() => setPopupVendor(popupFromLink), [popupFromLink]);

  const inLobby = (game: Game) => kind === 'seamless' || game.category === kind;
  const recentHere = (recent.data ?? []).filter(inLobby);
  const favouritesHere = (favourites.data ?? []).filter(inLobby);
  const toggleFavourite = (game: Game, favourite: boolean) => {
    if (!loggedIn) {
      openAuthDialog({ kind: 'login' });
      return;
    }
    setFavourite.mutate({ gameId: game.gameId, favourite });
  };

  const Icon = categoryIcon(kind);
  const category = kind === 'seamless' ? '' : kind;
  const filter = useMemo(() => ({ category, vendor: vendorCode, name }), [category, vendorCode, name]);
  const waitingForVendor = kind === 'seamless' && vendorCode === null && menus.isPending;

  return (
    <div className="container-page space-y-6 py-6 lg:py-8">
      <LobbyCategories current={kind} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-accent/30 to-accent/5 text-accent">
            <Icon className="size-6" aria-hidden />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold tracking-tight">{vendor ? `${title} · ${vendor.name}` : title}</h1>
            <p className="text-sm text-text-muted">{description}</p>
          </div>
        </div>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">{t('games.lobby.search')}</span>
          <Search className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-text-muted" aria-hidden />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('games.lobby.searchPlaceholder')}
            maxLength={64}
            className="h-11 w-full rounded-xl border border-border bg-surface ps-9 pe-9 text-sm outline-none placeholder:text-text-muted focus:border-accent [&::-webkit-search-cancel-button]:hidden"
          />
          {search ? (
            <button
              type="button"
              onClick={() => setSearch('')}
              aria-label={t('games.lobby.clearSearch')}
              className="absolute end-2 top-1/2 flex size-7 -translate-y-1/2 items-center justify-center rounded-md text-text-muted hover:text-text"
            >
              <X className="size-4" aria-hidden />
            </button>
          ) : null}
        </label>
      </header>

      <VendorTabs route={`/${kind}`} vendors={vendors} current={vendorCode} onPopupVendor={setPopupVendor} />

      {error ? (
        <p role="alert" className="flex items-start justify-between gap-3 rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm text-danger">
          {error}
          <button type="button" onClick={clearError} aria-label={t('games.dismiss')} className="shrink-0">
            <X className="size-4" aria-hidden />
          </button>
        </p>
      ) : null}

      {loggedIn && !name && (recentHere.length > 0 || favouritesHere.length > 0) ? (
        <div className={clsx('grid gap-6', recentHere.length > 0 && favouritesHere.length > 0 && 'lg:grid-cols-2')}>
          <GameStrip
            title={t('games.lobby.recent')}
            icon={Clock}
            games={recentHere}
            favourites={favouriteIds}
            launching={launching}
            onLaunch={launch}
            onFavourite={toggleFavourite}
            testId="recent-games"
          />
          <GameStrip
            title={t('games.lobby.favourites')}
            icon={Heart}
            games={favouritesHere}
            favourites={favouriteIds}
            launching={launching}
            onLaunch={launch}
            onFavourite={toggleFavourite}
            testId="favourite-games"
          />
        </div>
      ) : null}

      {waitingForVendor ? null : (
        <LobbyGrid
          key={`${kind}:${vendorCode ?? ''}:${name}`}
          memoryKey={`${kind}:${vendorCode ?? ''}:${name}`}
          filter={filter}
          vendorMaintenance={vendor?.maintenance ?? false}
          emptyText={emptyText}
          favourites={favouriteIds}
          launching={launching}
          onLaunch={launch}
          onFavourite={toggleFavourite}
        />
      )}
      {popupVendor ? (
        <Suspense fallback={null}>
          <VendorGamesDialog vendor={popupVendor} onClose={() => setPopupVendor(null)} onLaunch={launch} launching={launching} />
        </Suspense>
      ) : null}
      {dialogs}
    </div>
  );
}
