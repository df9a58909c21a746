// The trading desk's console calls (contracts/sportsbook-desk.ts): thin wrappers over the desk service. Every
// change answers the match as it is after it, so the desk redraws from one reply.
import {
  confirmSettlementEndpoint,
  createDeskEventEndpoint,
  deskBetsEndpoint,
  deskEventEndpoint,
  deskEventsEndpoint,
  feedHealthEndpoint,
  liabilityEndpoint,
  rejectSettlementEndpoint,
  removeStakeFactorEndpoint,
  resumeDeskEndpoint,
  setDeskEventStatusEndpoint,
  setDeskMarginEndpoint,
  setDeskMarketEndpoint,
  setStakeFactorEndpoint,
  settleDeskEndpoint,
  settlementRequestsEndpoint,
  stakeFactorsEndpoint,
  suspendBookEndpoint,
  suspendDeskEndpoint,
} from '@orbit/contracts/sportsbook-desk';
import type { AuthenticatedOperator } from '../../console/console.types.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { TradingDesk } from './desk.service.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerDeskRoutes(kit: RouteKit, desk: TradingDesk) {
  kit.route(deskEventsEndpoint, ({ merchant, query }) => desk.reads.events(merchant, query));
  kit.route(deskEventEndpoint, ({ merchant, params }) => desk.reads.event(merchant, params.eventId));
  kit.route(liabilityEndpoint, ({ merchant, query }) => desk.reads.liability(merchant, query.limit));
  kit.route(deskBetsEndpoint, ({ merchant, query }) => desk.bets(merchant, query));
  kit.route(feedHealthEndpoint, ({ merchant }) => desk.reads.feedHealth(merchant));
  kit.route(stakeFactorsEndpoint, async ({ merchant, query }) => ({ items: await desk.stakeFactors.list(merchant, query.q) }));
  kit.route(setStakeFactorEndpoint, ({ merchant, params, body, operator, request }) =>
    desk.stakeFactors.set(merchant, params.player, body.percent, actorOf(operator, request.ip)),
  );
  kit.route(removeStakeFactorEndpoint, ({ merchant, params, operator, request }) =>
    desk.stakeFactors.remove(merchant, params.player, actorOf(operator, request.ip)),
  );
  kit.route(createDeskEventEndpoint, ({ merchant, body, operator, request }) => desk.createEvent(merchant, body, actorOf(operator, request.ip)));
  kit.route(setDeskMarketEndpoint, ({ merchant, params, body, operator, request }) =>
    desk.then(merchant, desk.trading.setMarket(merchant, params.eventId, body, actorOf(operator, request.ip))),
  );
  kit.route(setDeskMarginEndpoint, ({ merchant, params, body, operator, request }) =>
    desk.then(merchant, desk.trading.setMargin(merchant, params.eventId, params.marketId, body.marginPercent, actorOf(operator, request.ip))),
  );
  kit.route(suspendDeskEndpoint, ({ merchant, params, body, operator, request }) =>
    desk.then(merchant, desk.trading.suspend(merchant, params.eventId, body.marketId, actorOf(operator, request.ip))),
  );
  kit.route(resumeDeskEndpoint, ({ merchant, params, body, operator, request }) =>
    desk.then(merchant, desk.trading.resume(merchant, params.eventId, body.marketId, actorOf(operator, request.ip))),
  );
  kit.route(setDeskEventStatusEndpoint, ({ merchant, params, body, operator, request }) =>
    desk.then(merchant, desk.trading.setStatus(merchant, params.eventId, body.status, actorOf(operator, request.ip))),
  );
  kit.route(suspendBookEndpoint, ({ merchant, body, operator, request }) => desk.trading.suspendAll(merchant, body.reason, actorOf(operator, request.ip)));
  kit.route(settleDeskEndpoint, ({ merchant, params, body, operator, request }) => desk.settle(merchant, params.eventId, body, actorOf(operator, request.ip)));
  kit.route(settlementRequestsEndpoint, async ({ merchant, query }) => ({ items: await desk.results.list(merchant, { status: query.status }) }));
  kit.route(confirmSettlementEndpoint, ({ merchant, params, operator, request }) => desk.results.confirm(merchant, params.id, actorOf(operator, request.ip)));
  kit.route(rejectSettlementEndpoint, ({ merchant, params, operator, request }) => desk.results.reject(merchant, params.id, actorOf(operator, request.ip)));
}
