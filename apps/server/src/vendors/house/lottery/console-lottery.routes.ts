// The console's lottery calls (contracts/console-lottery.ts): thin wrappers over the console lottery service.
import {
  addSpecialDrawEndpoint,
  consoleDrawsEndpoint,
  consoleResultsEndpoint,
  drawExposureEndpoint,
  lotteryGgrEndpoint,
  lotteryMonitorEndpoint,
} from '@orbit/contracts/console-lottery';
import type { AuthenticatedOperator } from '../../../modules/console/console.types.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { ConsoleLottery } from './console-lottery.service.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerConsoleLotteryRoutes(kit: RouteKit, deps: { lottery: ConsoleLottery }) {
  const cms = deps.lottery;
  kit.route(consoleDrawsEndpoint, ({ merchant, query }) => cms.drawList(merchant, query));
  kit.route(lotteryMonitorEndpoint, ({ merchant, query }) => cms.monitor(merchant, query.ahead));
  kit.route(addSpecialDrawEndpoint, ({ merchant, body, operator, request }) => cms.addSpecialDraw(merchant, body, actorOf(operator, request.ip)));
  kit.route(consoleResultsEndpoint, ({ merchant, query }) => cms.results(merchant, query));
  kit.route(drawExposureEndpoint, ({ merchant, params, query }) => cms.exposure(merchant, params.drawId, query.limit));
  kit.route(lotteryGgrEndpoint, ({ merchant, query }) => cms.ggr(merchant, query.from, query.to));
}
