// Where a house game's screen mounts in the /game page. Each screen is its own chunk, loaded only when its
// game opens, found by game code in the registry below. The screens come with the house games' own work;
// until a game has one, the page says plainly that it opens soon (it never shows a stand-in game).
import type { LaunchResult } from '@orbit/contracts/games';
import { Hourglass } from 'lucide-react';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { withTexts } from '../../lib/i18n.ts';

export type HouseLaunch = Extract<LaunchResult, { mode: 'house' }>;

/** What a house game screen receives: the launch answer (its token plays through the seamless protocol). */
export interface HouseScreenProps {
  launch: HouseLaunch;
}

type ScreenModule = Promise<{ default: ComponentType<HouseScreenProps> }>;

/** House game screens by game code; a screen joins by adding its lazy import here. */
const slotScreen = () => import('./house/slots/slot-screen.lazy.tsx');
const liveScreen = () => import('./house/live/live-screen.lazy.tsx');
export const HOUSE_SCREENS: Readonly<Record<string, () => ScreenModule>> = {
  'house-fruit-lines': slotScreen,
  'house-jade-ways': slotScreen,
  'house-koi-free-spins': slotScreen,
  'house-blackjack': () => import('./house/blackjack/blackjack-screen.lazy.tsx'),
  'house-ocean-hunter': () => import('./house/fishing/fishing-screen.lazy.tsx'),
  'house-baccarat': liveScreen,
  'house-roulette': liveScreen,
  'house-niu-niu': liveScreen,
};

const loaded = new Map<string, LazyExoticComponent<ComponentType<HouseScreenProps>>>();

function screenFor(gameCode: string) {
  const load = HOUSE_SCREENS[gameCode];
  if (!load) return null;
  let screen = loaded.get(gameCode);
  if (!screen) {
    screen = lazy(withTexts(['house'], load));
    loaded.set(gameCode, screen);
  }
  return screen;
}

export function HouseMount({ launch, name, lobbyRoute }: { launch: HouseLaunch; name: string; lobbyRoute: string }) {
  const { t } = useTranslation();
  const Screen = useMemo(() => screenFor(launch.gameCode), [launch.gameCode]);
  if (!Screen)
    return (
      <div className="flex h-full flex-col items-center justify-center gap-4 p-8 text-center" data-testid="house-opens-soon">
        <span className="flex size-16 items-center justify-center rounded-full border border-accent/40 bg-accent/10 text-accent">
          <Hourglass className="size-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold">{t('games.play.soonTitle', { name })}</h2>
        <p className="max-w-md text-sm text-text-muted">{t('games.play.soonBody')}</p>
        <ButtonLink to={lobbyRoute} variant="outline">
          {t('games.play.backToLobby')}
        </ButtonLink>
      </div>
    );
  return (
    <Suspense fallback={<Spinner className="flex h-full items-center justify-center text-accent" label={t('games.play.loading', { name })} />}>
      <Screen launch={launch} />
    </Suspense>
  );
}
