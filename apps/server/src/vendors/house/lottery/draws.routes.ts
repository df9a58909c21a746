// The lottery's public draw reads (contracts/lottery.ts), for the merchant the request names.
import { nextDrawEndpoint, recentDrawsEndpoint } from '@orbit/contracts/lottery';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { LotteryDraws } from './draws.service.ts';

export function registerLotteryDrawRoutes(kit: RouteKit, deps: { draws: LotteryDraws; clock: Clock }) {
  kit.route(nextDrawEndpoint, async ({ merchant, query }) => ({
    draw: await deps.draws.nextDraw(merchant.id, query.gameCode),
    serverTime: deps.clock.now().toISOString(),
    openDraws: await deps.draws.openForBets(merchant.id, query.gameCode),
  }));
  kit.route(recentDrawsEndpoint, async ({ merchant, query }) => ({ draws: await deps.draws.recentResults(merchant.id, query.gameCode, query.limit) }));
}
