// The lottery's member calls (contracts/lottery-tickets.ts), for the merchant the request names.
import { lotteryDrawHistoryEndpoint, lotteryGamesEndpoint, lotteryOrdersEndpoint, placeLotteryOrderEndpoint } from '@orbit/contracts/lottery-tickets';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { LotteryReads } from './tickets.reads.ts';
import type { LotteryTickets } from './tickets.service.ts';

export function registerLotteryTicketRoutes(kit: RouteKit, deps: { tickets: LotteryTickets; reads: LotteryReads; ordersPerMinute: number }) {
  kit.route(lotteryGamesEndpoint, async ({ merchant }) => ({ games: await deps.reads.games(merchant) }));
  kit.route(placeLotteryOrderEndpoint, ({ merchant, body }) => deps.tickets.placeOrder(merchant, body), { rateLimitPerMinute: deps.ordersPerMinute });
  kit.route(lotteryOrdersEndpoint, ({ merchant, body }) => deps.reads.orders(merchant, body));
  kit.route(lotteryDrawHistoryEndpoint, ({ merchant, query }) => deps.reads.drawHistory(merchant, query));
}
