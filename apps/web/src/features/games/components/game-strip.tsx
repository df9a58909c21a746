// A row of games that scrolls sideways: the member's recent games and favourites above the lobby grid.
import type { Game } from '@orbit/contracts/games';
import type { LucideIcon } from 'lucide-react';
import { GameTile } from './game-tile.tsx';

interface GameStripProps {
  title: string;
  icon: LucideIcon;
  games: readonly Game[];
  favourites: ReadonlySet<number>;
  launching: number | null;
  onLaunch: (game: Game) => void;
  onFavourite: (game: Game, favourite: boolean) => void;
  testId: string;
}

export function GameStrip({ title, icon: Icon, games, favourites, launching, onLaunch, onFavourite, testId }: GameStripProps) {
  if (games.length === 0) return null;
  return (
    <section aria-label={title} data-testid={testId}>
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
        <Icon className="size-4 text-accent" aria-hidden />
        {title}
      </h2>
      <ul className="-mx-4 flex gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0">
        {games.map((game) => (
          <li key={game.gameId} className="w-32 shrink-0 sm:w-36">
            <GameTile game={game} favourite={favourites.has(game.gameId)} launching={launching === game.gameId} onLaunch={onLaunch} onFavourite={onFavourite} />
          </li>
        ))}
      </ul>
    </section>
  );
}
