// The promotions calls: the site's list, detail, claim, code check and "mine" through the route kit, and the
// console's editor. The application calls with their images are in applications.routes.ts.
import { consolePromotionsEndpoint, createPromotionEndpoint, setPromotionStateEndpoint, updatePromotionEndpoint } from '@orbit/contracts/console-promotions';
import { createRedeemBatchEndpoint, redeemBatchCodesEndpoint, redeemBatchesEndpoint, redeemCodeEndpoint } from '@orbit/contracts/redeem-codes';
import { checkCodeEndpoint, claimPromotionEndpoint, listPromotionsEndpoint, myPromotionsEndpoint, promotionDetailEndpoint } from '@orbit/contracts/promotions';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedOperator } from '../../plugins/principals.ts';
import type { ApplicationsService } from './applications.service.ts';
import type { ConsolePromotions } from './console.service.ts';
import type { MemberPromotions } from './member.service.ts';
import type { RedeemCodes } from './redeem-codes.ts';
import type { RedeemService } from './redeem.service.ts';
import { requestLanguage } from '../../plugins/request-language.ts';

export const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerPromotionRoutes(
  kit: RouteKit,
  deps: {
    promotions: MemberPromotions;
    applications: ApplicationsService;
    consolePromotions: ConsolePromotions;
    redeemCodes: RedeemCodes;
    redeem: RedeemService;
  },
) {
  const { promotions, applications, consolePromotions, redeemCodes, redeem } = deps;
  kit.route(listPromotionsEndpoint, async ({ request, merchant, query }) => promotions.list(merchant, requestLanguage(request, merchant), query));
  kit.route(myPromotionsEndpoint, async ({ request, merchant, member }) => {
    const language = requestLanguage(request, merchant);
    const mine = await promotions.mine(merchant, member.id, language);
    return { ...mine, applications: await applications.mine(merchant, member.id, language) };
  });
  kit.route(checkCodeEndpoint, async ({ request, merchant, member, params, query }) =>
    promotions.checkCode(merchant, member.id, requestLanguage(request, merchant), params.code, query.amount),
  );
  kit.route(promotionDetailEndpoint, async ({ request, merchant, params }) => promotions.detail(merchant, requestLanguage(request, merchant), params.id));
  kit.route(claimPromotionEndpoint, async ({ merchant, member, params, body }) => promotions.claim(merchant, member.id, params.id, body.requestId));

  kit.route(consolePromotionsEndpoint, async ({ merchant, query }) => consolePromotions.list(merchant, query.state));
  kit.route(createPromotionEndpoint, async ({ merchant, operator, body, request }) => consolePromotions.create(merchant, body, actorOf(operator, request.ip)));
  kit.route(updatePromotionEndpoint, async ({ merchant, operator, params, body, request }) =>
    consolePromotions.update(merchant, params.id, body, actorOf(operator, request.ip)),
  );
  kit.route(setPromotionStateEndpoint, async ({ merchant, operator, params, body, request }) =>
    consolePromotions.setState(merchant, params.id, body.state, actorOf(operator, request.ip)),
  );

  kit.route(redeemCodeEndpoint, async ({ request, merchant, member, body }) => redeem.redeem(merchant, member.id, body, requestLanguage(request, merchant)));
  kit.route(createRedeemBatchEndpoint, async ({ merchant, operator, body, request }) => redeemCodes.create(merchant, body, actorOf(operator, request.ip)));
  kit.route(redeemBatchesEndpoint, async ({ merchant, query }) => redeemCodes.list(merchant, query.promotionId));
  kit.route(redeemBatchCodesEndpoint, async ({ merchant, params }) => redeemCodes.codes(merchant, params.id));
}
