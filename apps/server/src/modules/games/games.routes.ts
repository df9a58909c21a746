// The catalogue and launch calls (contracts/games.ts). Names follow the query's language, else the
// Language header, else the merchant's default language, with EN behind them all.
import type { FastifyRequest } from 'fastify';
import {
  addFavouriteEndpoint,
  favouritesEndpoint,
  gameListEndpoint,
  gameMenusEndpoint,
  hotGamesEndpoint,
  launchGameEndpoint,
  popularGamesEndpoint,
  recentGamesEndpoint,
  removeFavouriteEndpoint,
  roomsEndpoint,
  vendorsEndpoint,
} from '@orbit/contracts/games';
import { gameMaintenanceReplySchema } from '@orbit/contracts/games-maintenance';
import { PreSerialized, type RouteKit } from '../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { GamesCatalogue, Reader } from './catalogue.service.ts';
import { GameMaintenanceError, type GameLauncher } from './launch.service.ts';

function readerOf(request: FastifyRequest, merchant: ResolvedMerchant, language?: string): Reader {
  const header = request.headers.language;
  return { merchant, language: language ?? (typeof header === 'string' ? header : undefined) ?? merchant.settings.general.defaultLang };
}

export function registerGameRoutes(kit: RouteKit, deps: { catalogue: GamesCatalogue; launcher: GameLauncher }) {
  const { catalogue, launcher } = deps;

  kit.route(gameMenusEndpoint, async ({ request, merchant }) => ({ menus: await catalogue.menus(readerOf(request, merchant)) }), { compress: true });
  kit.route(gameListEndpoint, async ({ request, merchant, query }) => catalogue.list(readerOf(request, merchant, query.language), query), { compress: true });
  kit.route(hotGamesEndpoint, async ({ request, merchant, query }) => ({ list: await catalogue.hot(readerOf(request, merchant, query.language), query) }));
  kit.route(popularGamesEndpoint, async ({ request, merchant, query }) => ({
    list: await catalogue.popular(readerOf(request, merchant, query.language), query),
  }));
  kit.route(vendorsEndpoint, async ({ request, merchant, query }) => ({
    vendors: await catalogue.vendors(readerOf(request, merchant, query.language), query.category),
  }));
  kit.route(roomsEndpoint, async ({ request, merchant, query }) => ({
    gameId: query.gameId,
    rooms: await catalogue.rooms(readerOf(request, merchant), query.gameId),
  }));

  kit.route(favouritesEndpoint, async ({ request, merchant, member }) => ({ list: await catalogue.favourites(readerOf(request, merchant), member.id) }));
  kit.route(addFavouriteEndpoint, async ({ merchant, member, params }) => {
    await catalogue.setFavourite(merchant, member.id, params.gameId, true);
    return { gameId: params.gameId, favourite: true as const };
  });
  kit.route(removeFavouriteEndpoint, async ({ merchant, member, params }) => {
    await catalogue.setFavourite(merchant, member.id, params.gameId, false);
    return { gameId: params.gameId, favourite: false as const };
  });
  kit.route(recentGamesEndpoint, async ({ request, merchant, member, query }) => ({
    list: await catalogue.recent(readerOf(request, merchant, query.language), member.id),
  }));

  kit.route(launchGameEndpoint, async ({ request, reply, merchant, member, body }) => {
    const reader = readerOf(request, merchant, body.language);
    try {
      return await launcher.launch(merchant, member, { ...body, language: reader.language });
    } catch (error) {
      if (!(error instanceof GameMaintenanceError)) throw error;
      // The common error envelope has no room for the alternatives, so this refusal is written here, checked
      // against its own schema (gameMaintenanceReplySchema), with the status the error code maps to.
      const refusal = gameMaintenanceReplySchema.parse({
        success: false,
        errorCode: error.errorCode,
        message: error.message,
        field: error.field,
        requestId: request.id,
        alternatives: error.alternatives,
      });
      reply.code(503);
      return new PreSerialized(Buffer.from(JSON.stringify(refusal)));
    }
  });
}
