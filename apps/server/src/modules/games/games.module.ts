// The games module put together for app.ts: the catalogue the lobbies read, the launch of a game (with a
// player token from the seamless wallet), game art, and the console's catalogue pages.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import { createCatalogueConsole } from './catalogue.console.ts';
import { registerCatalogueConsoleRoutes } from './catalogue-console.routes.ts';
import { createGamesCatalogue } from './catalogue.service.ts';
import { registerGameRoutes } from './games.routes.ts';
import { registerGameImageRoutes } from './images.routes.ts';
import { createGameLauncher, type PlayerTokenIssuer } from './launch.service.ts';

export interface GamesModuleDeps extends PlatformDeps {
  audit: AuditService;
  /** Issues the tokens a launched game's seamless calls carry (the wallet's player tokens; tests pass a double). */
  playerTokens: PlayerTokenIssuer;
}

export function createGamesModule(deps: GamesModuleDeps) {
  const { database, clock } = deps;
  const gamesCatalogue = createGamesCatalogue({ database, clock });
  const gameLauncher = createGameLauncher({ database, clock, catalogue: gamesCatalogue, playerTokens: deps.playerTokens });
  return {
    services: { gamesCatalogue, gameLauncher },
    jobs: [] as JobDefinition[],
    registerRoutes({ kit, app }: RouteWiring) {
      registerGameRoutes(kit, { catalogue: gamesCatalogue, launcher: gameLauncher });
      registerGameImageRoutes(app);
      registerCatalogueConsoleRoutes(kit, { console: createCatalogueConsole({ database, audit: deps.audit, changes: deps.changes }) });
    },
  };
}
