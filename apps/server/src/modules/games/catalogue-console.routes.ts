// The console's catalogue calls: thin wrappers over the catalogue console service, each under its permission.
import { consoleGamesEndpoint, consoleVendorsEndpoint, updateConsoleGameEndpoint, updateConsoleVendorEndpoint } from '@orbit/contracts/console-games';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { CatalogueConsole } from './catalogue.console.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerCatalogueConsoleRoutes(kit: RouteKit, deps: { console: CatalogueConsole }) {
  const cms = deps.console;
  kit.route(consoleVendorsEndpoint, async ({ merchant }) => ({ items: await cms.vendorList(merchant) }));
  kit.route(updateConsoleVendorEndpoint, async ({ request, params, body, merchant, operator }) =>
    cms.updateVendor(merchant, params.code, body, actorOf(operator, request.ip)),
  );
  kit.route(consoleGamesEndpoint, async ({ query, merchant }) => ({ items: await cms.gameList(merchant, query.vendorCode) }));
  kit.route(updateConsoleGameEndpoint, async ({ request, params, body, merchant, operator }) =>
    cms.updateGame(merchant, params.gameId, body, actorOf(operator, request.ip)),
  );
}
