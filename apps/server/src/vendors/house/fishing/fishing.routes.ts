// The house fishing game's calls (contracts/house-fishing.ts), answered for the merchant the request names.
import { fishSeedsEndpoint, fishSessionEndpoint, fishShotEndpoint } from '@orbit/contracts/house-fishing';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import { createHouseFishing, type HouseFishing } from './fishing.service.ts';

export function registerHouseFishingRoutes(kit: RouteKit, deps: { fishing: HouseFishing; shotsPerMinute: number }) {
  kit.route(fishSessionEndpoint, ({ merchant, body }) => deps.fishing.session(merchant, body));
  kit.route(fishShotEndpoint, ({ merchant, body }) => deps.fishing.shoot(merchant, body), { rateLimitPerMinute: deps.shotsPerMinute });
  kit.route(fishSeedsEndpoint, ({ merchant, body }) => deps.fishing.rotateSeeds(merchant, body));
}

/** Makes the fishing game on the house vendor's round book and answers its calls. */
export function registerHouseFishing(kit: RouteKit, deps: Parameters<typeof createHouseFishing>[0] & { shotsPerMinute: number }): HouseFishing {
  const fishing = createHouseFishing(deps);
  registerHouseFishingRoutes(kit, { fishing, shotsPerMinute: deps.shotsPerMinute });
  return fishing;
}
