// House blackjack's calls (contracts/house-blackjack.ts), answered for the merchant the request names.
import { blackjackActionEndpoint, blackjackDealEndpoint, blackjackSeedsEndpoint, blackjackSessionEndpoint } from '@orbit/contracts/house-blackjack';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { HouseBlackjack } from './blackjack.service.ts';

export function registerHouseBlackjackRoutes(kit: RouteKit, deps: { blackjack: HouseBlackjack; actionsPerMinute: number }) {
  kit.route(blackjackSessionEndpoint, ({ merchant, body }) => deps.blackjack.session(merchant, body));
  kit.route(blackjackDealEndpoint, ({ merchant, body }) => deps.blackjack.deal(merchant, body), { rateLimitPerMinute: deps.actionsPerMinute });
  kit.route(blackjackActionEndpoint, ({ merchant, body }) => deps.blackjack.act(merchant, body), { rateLimitPerMinute: deps.actionsPerMinute });
  kit.route(blackjackSeedsEndpoint, ({ merchant, body }) => deps.blackjack.rotateSeeds(merchant, body));
}
