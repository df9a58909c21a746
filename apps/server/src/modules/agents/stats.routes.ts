// The agent centre's team overview and user loss (contracts/agents.ts): thin, team-stats.service.ts holds the rules.
import { teamOverviewEndpoint, userLossEndpoint } from '@orbit/contracts/agents';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { TeamStats } from './team-stats.service.ts';

export function registerStatsRoutes(kit: RouteKit, stats: TeamStats) {
  kit.route(teamOverviewEndpoint, ({ merchant, member, query }) => stats.overview(merchant, member.id, query));
  kit.route(userLossEndpoint, ({ merchant, member, body }) => stats.userLoss(merchant, member.id, body));
}
