import type { FastifyInstance, FastifyRequest } from 'fastify';
import { socialBindEndpoint, socialCompleteEndpoint, socialStartEndpoint } from '@orbit/contracts/social';
import type { RouteKit } from '../../plugins/endpoint.ts';
import { siteHostOf } from '../../lib/request-host.ts';
import type { RequestContext } from '../members/members.types.ts';
import type { SocialService } from './social.service.ts';

export function registerSocialRoutes(kit: RouteKit, app: FastifyInstance, deps: { social: SocialService; loginRateLimit: number }) {
  const { social } = deps;
  const limited = { rateLimitPerMinute: deps.loginRateLimit };
  kit.route(
    socialStartEndpoint,
    // protocol and host already honour the trusted proxies (Fastify's trustProxy), so behind a proxy the
    // provider sends the browser back to the public address.
    async ({ merchant, params, query, request }) =>
      social.start(merchant, params.provider, { origin: `${request.protocol}://${request.host}`, returnTo: query.returnTo }),
    limited,
  );
  kit.route(socialCompleteEndpoint, async ({ merchant, body, request }) => social.complete(merchant, body.ticket, contextOf(request)), limited);
  kit.route(socialBindEndpoint, async ({ merchant, body, request }) => social.bind(merchant, body, contextOf(request)), limited);

  // The browser arrives here from the provider, not from the site's code: a redirect, not a JSON call, and
  // no Merchant header (the state names the merchant). Not part of the API's documentation.
  app.get('/wps/session/social/:provider/callback', { schema: { hide: true } }, async (request, reply) => {
    const { provider } = request.params as { provider: string };
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    return reply
      .code(303)
      .header('location', await social.callback(provider, query))
      .send();
  });
}

function contextOf(request: FastifyRequest): RequestContext {
  const device = request.headers.device;
  return { ip: request.ip, device: typeof device === 'string' ? device.toUpperCase() : null, host: siteHostOf(request) };
}
