import type { FastifyRequest } from 'fastify';
import { forfeitBonusEndpoint, memberBonusesEndpoint } from '@orbit/contracts/bonuses';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { BonusesService } from './bonuses.service.ts';

const languageOf = (request: FastifyRequest, merchant: ResolvedMerchant) => {
  const header = request.headers.language;
  return typeof header === 'string' ? header.toUpperCase() : merchant.settings.general.defaultLang;
};

export function registerBonusRoutes(kit: RouteKit, deps: { bonuses: BonusesService }) {
  const { bonuses } = deps;
  kit.route(memberBonusesEndpoint, async ({ request, merchant, member }) => bonuses.list(merchant, member.id, languageOf(request, merchant)));
  kit.route(forfeitBonusEndpoint, async ({ request, merchant, member, params, body }) => ({
    grant: await bonuses.forfeit(merchant, member.id, params.id, body.requestId, languageOf(request, merchant)),
  }));
}
