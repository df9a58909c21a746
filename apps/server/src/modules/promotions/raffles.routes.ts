// The raffle calls (docs/promotions.md, Raffles): the public draw result, the member's entries and prize, and the
// console's view and early draw. A prize is claimed in the reward centre (rewards-source.ts).
import { consoleRaffleEndpoint, drawRaffleEndpoint, myRaffleEndpoint, raffleResultEndpoint } from '@orbit/contracts/raffles';
import type { RouteKit } from '../../plugins/endpoint.ts';
import { actorOf } from './promotions.routes.ts';
import type { Raffles } from './raffles.service.ts';

export function registerRaffleRoutes(kit: RouteKit, raffles: Raffles) {
  kit.route(raffleResultEndpoint, async ({ merchant, params }) => raffles.result(merchant, params.id));
  kit.route(myRaffleEndpoint, async ({ merchant, member, params }) => raffles.mine(merchant, member.id, params.id));
  kit.route(consoleRaffleEndpoint, async ({ merchant, params }) => raffles.console(merchant, params.id));
  kit.route(drawRaffleEndpoint, async ({ merchant, operator, params, request }) => raffles.drawNow(merchant, params.id, actorOf(operator, request.ip)));
}
