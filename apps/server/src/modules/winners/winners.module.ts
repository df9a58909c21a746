// The winners module put together for app.ts: the home page's board of recent wins, read from the house
// vendor's and the lottery's services (no tables of its own).
import { winnersEndpoint } from '@orbit/contracts/support';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import { createWinnersService, type WinsSource } from './winners.service.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

export interface WinnersModuleDeps extends PlatformDeps {
  sources: readonly WinsSource[];
}

export function createWinnersModule(deps: WinnersModuleDeps) {
  const winners = createWinnersService({ clock: deps.clock, sources: deps.sources });
  return {
    services: { winners },
    jobs: [] as JobDefinition[],
    registerRoutes({ kit }: RouteWiring) {
      kit.route(winnersEndpoint, async ({ request, merchant, query }) => winners.board(merchant, requestLanguage(request, merchant), query.limit));
    },
  };
}
