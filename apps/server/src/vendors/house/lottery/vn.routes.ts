// The Vietnamese lottery's menu calls (contracts/lottery-vn.ts): the same games, draws and results as the
// lottery's own reads, for the games the Vietnamese menus cover.
import { VN_LOTTERY_GAME_CODES, vnGameMenuEndpoint, vnRecentEndpoint } from '@orbit/contracts/lottery-vn';
import type { Clock } from '../../../lib/clock.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { LotteryDraws } from './draws.service.ts';
import type { LotteryReads } from './tickets.reads.ts';

const isVietnamese = (gameCode: string): boolean => (VN_LOTTERY_GAME_CODES as readonly string[]).includes(gameCode);

export function registerVnLotteryRoutes(kit: RouteKit, deps: { draws: LotteryDraws; reads: LotteryReads; clock: Clock }) {
  kit.route(vnGameMenuEndpoint, async ({ merchant }) => {
    const games = (await deps.reads.games(merchant)).filter((game) => isVietnamese(game.gameCode));
    return {
      games: await Promise.all(games.map(async (game) => ({ game, nextDraw: await deps.draws.nextDraw(merchant.id, game.gameCode) }))),
      serverTime: deps.clock.now().toISOString(),
    };
  });
  kit.route(vnRecentEndpoint, async ({ merchant, query }) => {
    const perGame = await Promise.all(VN_LOTTERY_GAME_CODES.map((gameCode) => deps.draws.recentResults(merchant.id, gameCode, query.limit)));
    const draws = perGame.flat().sort((a, b) => b.drawsAt.localeCompare(a.drawsAt));
    return { draws: draws.slice(0, query.limit) };
  });
}
