// The /game page's content (docs/games.md): a bar with the way back, and the game filling the rest
// of the screen: an outside vendor's address in an iframe, or a house game's screen (house-mount.tsx), with a
// loader until it is there. Opened straight at its address (a reload without state, a shared link), it
// launches the game itself after the login check.
import type { GameCategory, LaunchResult } from '@orbit/contracts/games';
import { CATEGORY_ROUTES } from '@orbit/contracts/games';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink, LogIn, Maximize2, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { openInNewWindow } from '../../../lib/open-window.ts';
import { TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useHouseGameName } from '../api/get-game-name.ts';
import { launchGame } from '../api/launch-game.ts';
import { HouseMount } from '../house-mount.tsx';
import { errorKey } from '../../../lib/error-codes.ts';
import { isPhoneWidth, type GamePageState } from './use-game-launch.tsx';

interface GameScreenProps {
  state: GamePageState | null;
  gameId: number | null;
  roomId: string | null;
  /** Told the game's name once it is known without the navigation state (opened by a link), for the tab title. */
  onName?: (name: string) => void;
}

function useLaunch({ state, gameId, roomId }: GameScreenProps, loggedIn: boolean, real: boolean) {
  return useQuery({
    queryKey: ['games', 'launch', gameId, roomId, real],
    queryFn: () => launchGame({ gameId: gameId ?? 0, roomId }, isPhoneWidth() ? 'html5' : 'html5-desktop', real),
    enabled: state === null && gameId !== null && loggedIn,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

function Frame({ launch, name, lobbyRoute }: { launch: LaunchResult; name: string; lobbyRoute: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(true);
  if (launch.mode === 'house') return <HouseMount launch={launch} name={name} lobbyRoute={lobbyRoute} />;
  // A lottery game opened at /game (a reload, an old link) moves on to its own page.
  if (launch.mode === 'page') return <Navigate to={launch.url} replace />;
  return (
    <div className="relative h-full">
      {loading ? <Spinner className="absolute inset-0 flex items-center justify-center text-accent" label={t('games.play.loading', { name })} /> : null}
      <iframe
        src={launch.url}
        title={name}
        onLoad={() => setLoading(false)}
        allow="autoplay; fullscreen"
        allowFullScreen
        className="size-full border-0 bg-black"
        data-testid="game-iframe"
      />
    </div>
  );
}

export function GameScreen(props: GameScreenProps) {
  const { t } = useTranslation();
  const { loggedIn, isAgent } = useSession();
  // A free-play account opens the game with play money.
  const launchQuery = useLaunch(props, loggedIn, isAgent !== TRIAL_TYPE);
  const stage = useRef<HTMLDivElement>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const launch = props.state?.launch ?? launchQuery.data ?? null;
  const category: GameCategory | null = props.state?.category ?? (launch?.mode === 'house' ? launch.category : null);
  const lobbyRoute = category ? CATEGORY_ROUTES[category] : '/rng';
  const linkedName = useHouseGameName(launch, Boolean(props.state?.name));
  const name = props.state?.name ?? linkedName ?? t('games.play.untitled');
  const { onName } = props;
  useEffect(() => {
    if (linkedName) onName?.(linkedName);
  }, [linkedName, onName]);

  let body;
  if (launch) body = <Frame launch={launch} name={name} lobbyRoute={lobbyRoute} />;
  else if (props.gameId === null) body = <Notice icon={TriangleAlert} text={t('games.play.noGame')} lobbyRoute={lobbyRoute} />;
  else if (!loggedIn)
    body = (
      <Notice icon={LogIn} text={t('games.play.needLogin')} lobbyRoute={lobbyRoute}>
        <Button onClick={() => openAuthDialog({ kind: 'login' })}>{t('games.play.login')}</Button>
      </Notice>
    );
  else if (launchQuery.isError) body = <Notice icon={TriangleAlert} text={t(errorKey(launchQuery.error))} lobbyRoute={lobbyRoute} />;
  else body = <Spinner className="flex h-full items-center justify-center text-accent" label={t('games.play.starting')} />;

  return (
    <div className="flex h-[calc(100dvh-3.5rem-4rem)] flex-col bg-black lg:h-[calc(100dvh-6.75rem)]" data-testid="game-page">
      <div className="flex h-11 shrink-0 items-center gap-2 border-b border-border bg-surface px-3">
        <ButtonLink to={lobbyRoute} variant="ghost" size="sm">
          <ArrowLeft className="size-4" aria-hidden />
          {t('games.play.back')}
        </ButtonLink>
        <h1 className="min-w-0 flex-1 truncate text-center text-sm font-semibold">{name}</h1>
        {launch?.mode === 'iframe' ? (
          <Button variant="ghost" size="sm" aria-label={t('games.play.newWindow')} onClick={() => setPopupBlocked(!openInNewWindow(launch.url))}>
            <ExternalLink className="size-4" aria-hidden />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('games.play.fullscreen')}
          onClick={() => void stage.current?.requestFullscreen?.().catch(() => undefined)}
          disabled={!launch}
        >
          <Maximize2 className="size-4" aria-hidden />
        </Button>
      </div>
      {popupBlocked ? (
        <p role="alert" className="flex shrink-0 items-center justify-center gap-2 bg-danger/15 px-3 py-2 text-center text-sm text-danger">
          {t('games.play.popupBlocked')}
          <button type="button" className="underline underline-offset-2" onClick={() => setPopupBlocked(false)}>
            {t('games.play.dismiss')}
          </button>
        </p>
      ) : null}
      <div ref={stage} className="min-h-0 flex-1 bg-background">
        {body}
      </div>
    </div>
  );
}

function Notice({ icon: Icon, text, lobbyRoute, children }: { icon: typeof TriangleAlert; text: string; lobbyRoute: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center">
      <Icon className="size-10 text-accent" aria-hidden />
      <p className="max-w-md text-sm text-text-muted">{text}</p>
      <div className="flex gap-3">
        {children}
        <ButtonLink to={lobbyRoute} variant="outline">
          {t('games.play.backToLobby')}
        </ButtonLink>
      </div>
    </div>
  );
}
