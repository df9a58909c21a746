import {
  consoleAdjustWageringEndpoint,
  consoleApproveWageringEndpoint,
  consoleBonusGrantsEndpoint,
  consoleForfeitBonusEndpoint,
  consoleRejectWageringEndpoint,
  consoleWageringAdjustmentsEndpoint,
  forfeitBonusEndpoint,
  memberBonusesEndpoint,
} from '@orbit/contracts/bonuses';
import type { RouteKit } from '../../plugins/endpoint.ts';
import { actorOf } from '../console/operators.service.ts';
import type { BonusConsole } from './bonuses.console.ts';
import type { BonusesService } from './bonuses.service.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

export function registerBonusRoutes(kit: RouteKit, deps: { bonuses: BonusesService; console: BonusConsole }) {
  const { bonuses } = deps;
  kit.route(memberBonusesEndpoint, async ({ request, merchant, member }) => bonuses.list(merchant, member.id, requestLanguage(request, merchant)));
  kit.route(forfeitBonusEndpoint, async ({ request, merchant, member, params, body }) => ({
    grant: await bonuses.forfeit(merchant, member.id, params.id, body.requestId, requestLanguage(request, merchant)),
  }));
  kit.route(consoleBonusGrantsEndpoint, async ({ merchant, query }) => deps.console.list(merchant, query));
  kit.route(consoleForfeitBonusEndpoint, async ({ merchant, operator, params, body, request }) =>
    deps.console.forfeit(merchant, params.id, body.reason, actorOf(operator, request.ip)),
  );
  const { wagering } = deps.console;
  kit.route(consoleAdjustWageringEndpoint, async ({ merchant, operator, params, body, request }) =>
    wagering.adjust(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(consoleWageringAdjustmentsEndpoint, async ({ merchant, query }) => wagering.list(merchant, query.status));
  kit.route(consoleApproveWageringEndpoint, async ({ merchant, operator, params, request }) =>
    wagering.approve(merchant, params.id, actorOf(operator, request.ip)),
  );
  kit.route(consoleRejectWageringEndpoint, async ({ merchant, operator, params, request }) =>
    wagering.reject(merchant, params.id, actorOf(operator, request.ip)),
  );
}
