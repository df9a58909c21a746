// The sportsbook's member calls (contracts/sportsbook.ts), for the merchant the request names.
import {
  mySportBetsEndpoint,
  placeSportBetEndpoint,
  sportCashOutEndpoint,
  sportCashOutQuoteEndpoint,
  sportEventEndpoint,
  sportsBoardEndpoint,
  sportsResultsEndpoint,
  sportsRulesEndpoint,
} from '@orbit/contracts/sportsbook';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { SportsbookService } from './sportsbook.service.ts';

export function registerSportsbookRoutes(kit: RouteKit, deps: { sportsbook: SportsbookService; betsPerMinute: number }) {
  kit.route(sportsBoardEndpoint, ({ merchant, query }) => deps.sportsbook.board(merchant, query));
  kit.route(sportEventEndpoint, ({ merchant, params }) => deps.sportsbook.event(merchant, params.eventId));
  kit.route(placeSportBetEndpoint, ({ merchant, body }) => deps.sportsbook.placeBet(merchant, body), { rateLimitPerMinute: deps.betsPerMinute });
  kit.route(sportsResultsEndpoint, ({ merchant, query }) => deps.sportsbook.results(merchant, query));
  kit.route(sportsRulesEndpoint, async ({ merchant }) => deps.sportsbook.rules(merchant));
  kit.route(mySportBetsEndpoint, ({ merchant, body }) => deps.sportsbook.myBets(merchant, body));
  kit.route(sportCashOutQuoteEndpoint, ({ merchant, body }) => deps.sportsbook.cashOutQuote(merchant, body));
  kit.route(sportCashOutEndpoint, ({ merchant, body }) => deps.sportsbook.cashOut(merchant, body), { rateLimitPerMinute: deps.betsPerMinute });
}
