// Starting a game from anywhere on the site (docs/games.md):
// the login check first (visitors get the login dialog; a free-play account plays with play money), then a room for a room game, then the launch call;
// its answer goes to /game. A game under maintenance says so and offers the category's popular games.
import { ApiError } from '@orbit/contracts/api-error';
import type { Game, GameCategory, LaunchResult } from '@orbit/contracts/games';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorKey } from '../../../lib/error-codes.ts';
import { checkLoginForPlay } from '../../../lib/login-check.ts';
import { gamesKeys } from '../api/keys.ts';
import { launchGame } from '../api/launch-game.ts';

// Opened only for a room game or a game under maintenance: their code (and the dialog primitives) load then.
const RoomsDialog = lazy(() => import('./rooms-dialog.tsx').then((module) => ({ default: module.RoomsDialog })));
const MaintenanceDialog = lazy(() => import('./maintenance-dialog.tsx').then((module) => ({ default: module.MaintenanceDialog })));

/** What /game receives in its navigation state (kept by the browser across a reload). */
export interface GamePageState {
  launch: LaunchResult;
  name: string;
  category: GameCategory;
}

export function gamePagePath(gameId: number, roomId?: string | null): string {
  const search = new URLSearchParams({ gameId: String(gameId) });
  if (roomId) search.set('roomId', roomId);
  return `/game?${search.toString()}`;
}

export function isPhoneWidth(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(max-width: 767px)').matches;
}

export function useGameLaunch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [launching, setLaunching] = useState<number | null>(null);
  const [roomsFor, setRoomsFor] = useState<Game | null>(null);
  const [maintenanceOf, setMaintenanceOf] = useState<Game | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function launch(game: Game, roomId?: string) {
    setError(null);
    // A free-play account plays too, with play money (the server refuses it real money).
    const play = checkLoginForPlay();
    if (!play) return;
    if (game.hasRooms && !roomId) {
      setRoomsFor(game);
      return;
    }
    setLaunching(game.gameId);
    try {
      const result = await launchGame({ gameId: game.gameId, roomId }, isPhoneWidth() ? 'html5' : 'html5-desktop', play.real);
      setRoomsFor(null);
      setMaintenanceOf(null);
      void queryClient.invalidateQueries({ queryKey: [...gamesKeys.all, 'recent'] });
      // A house lottery game opens on the site's own lottery page, which reads its token from the address.
      if (result.mode === 'page') {
        await navigate(result.url);
        return;
      }
      const state: GamePageState = { launch: result, name: game.displayName, category: game.category };
      await navigate(gamePagePath(game.gameId, roomId), { state });
    } catch (caught) {
      if (caught instanceof ApiError && caught.errorCode === 'game_maintenance') {
        setRoomsFor(null);
        setMaintenanceOf(game);
      } else {
        // Session errors already opened the login dialog (lib/api.ts); the rest is said in words.
        setError(t(errorKey(caught)));
      }
    } finally {
      setLaunching(null);
    }
  }

  const dialogs: ReactNode = (
    <Suspense fallback={null}>
      {roomsFor ? (
        <RoomsDialog game={roomsFor} onClose={() => setRoomsFor(null)} onPick={(room) => void launch(roomsFor, room)} launching={launching !== null} />
      ) : null}
      {maintenanceOf ? (
        <MaintenanceDialog
          game={maintenanceOf}
          onClose={() => setMaintenanceOf(null)}
          onPick={(alternative) => {
            setMaintenanceOf(null);
            void launch(alternative);
          }}
        />
      ) : null}
    </Suspense>
  );

  return { launch: (game: Game) => void launch(game), launching, error, clearError: () => setError(null), dialogs };
}
