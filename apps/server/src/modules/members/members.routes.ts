// Session, registration, recovery and SMS-code calls. Thin: each validates through its contract,
// calls the members service and shapes the reply; the remember token travels only as an HttpOnly cookie.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  affiliateCheckEndpoint,
  changePasswordEndpoint,
  forgetRememberedEndpoint,
  forgotByEmailEndpoint,
  freePlayEndpoint,
  loginEndpoint,
  logoutEndpoint,
  memberInfoEndpoint,
  registerEndpoint,
  registerMobileEndpoint,
  rememberedEndpoint,
  rememberedLoginEndpoint,
  resetByEmailEndpoint,
  resetBySmsEndpoint,
  smsCodeEndpoint,
  twoFactorSendEndpoint,
  twoFactorVerifyEndpoint,
  DEVICE_ID_HEADER,
  DEVICE_ID_PATTERN,
} from '@orbit/contracts/member';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { MembersService } from './members.service.ts';
import { siteHostOf } from '../../lib/request-host.ts';
import type { RequestContext } from './members.types.ts';

export const REMEMBER_COOKIE = 'orbit_remember';
const REMEMBER_SECONDS = 24 * 3600;

export function contextOf(request: FastifyRequest): RequestContext {
  const device = typeof request.headers.device === 'string' ? request.headers.device.toUpperCase() : 'WEB';
  const agent = request.headers['user-agent']?.slice(0, 160);
  const deviceId = request.headers[DEVICE_ID_HEADER];
  return {
    ip: request.ip,
    device: agent ? `${device} · ${agent}` : device,
    deviceId: typeof deviceId === 'string' && DEVICE_ID_PATTERN.test(deviceId) ? deviceId : null,
    host: siteHostOf(request),
  };
}

export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Sets or clears the remember cookie (ADR 0009): HttpOnly, SameSite=Strict, only sent to the session calls. */
export function setRememberCookie(request: FastifyRequest, reply: FastifyReply, token: string | null | undefined) {
  if (token === undefined) return;
  const options = { path: '/wps/session', httpOnly: true, sameSite: 'strict' as const, secure: request.protocol === 'https' };
  if (token === null) reply.clearCookie(REMEMBER_COOKIE, options);
  else reply.setCookie(REMEMBER_COOKIE, token, { ...options, maxAge: REMEMBER_SECONDS });
}

export function registerMemberRoutes(kit: RouteKit, deps: { members: MembersService; loginRateLimit: number }) {
  const { members } = deps;
  const limited = { rateLimitPerMinute: deps.loginRateLimit };

  kit.route(
    loginEndpoint,
    async ({ request, reply, body, merchant }) => {
      const outcome = await members.login(merchant, body, contextOf(request));
      // Ticking "remember" keeps this account; logging in without it forgets any remembered one.
      setRememberCookie(request, reply, outcome.rememberToken ?? (outcome.result.state === 'ok' ? null : undefined));
      return outcome.result;
    },
    limited,
  );
  kit.route(freePlayEndpoint, async ({ request, merchant }) => members.freePlay(merchant, contextOf(request)), limited);
  kit.route(
    twoFactorSendEndpoint,
    async ({ request, body, merchant }) => members.twoFactorSend(merchant, body.challengeToken, body.method, request.ip),
    limited,
  );
  kit.route(
    twoFactorVerifyEndpoint,
    async ({ request, reply, body, merchant }) => {
      const { session, rememberToken } = await members.twoFactorLogin(merchant, body, contextOf(request));
      setRememberCookie(request, reply, rememberToken ?? null);
      return session;
    },
    limited,
  );
  kit.route(rememberedEndpoint, async ({ request, merchant }) => members.remembered(merchant, request.cookies[REMEMBER_COOKIE]));
  kit.route(
    rememberedLoginEndpoint,
    async ({ request, reply, merchant }) => {
      const outcome = await members.loginRemembered(merchant, request.cookies[REMEMBER_COOKIE], contextOf(request)).catch((error: unknown) => {
        setRememberCookie(request, reply, null);
        throw error;
      });
      setRememberCookie(request, reply, outcome.rememberToken);
      return outcome.result;
    },
    limited,
  );
  kit.route(forgetRememberedEndpoint, async ({ request, reply, merchant }) => {
    await members.forgetRemembered(merchant, request.cookies[REMEMBER_COOKIE]);
    setRememberCookie(request, reply, null);
    return {};
  });
  kit.route(logoutEndpoint, async ({ request, merchant, member }) => members.logout(merchant, member, request.ip));
  kit.route(smsCodeEndpoint, async ({ request, body, merchant }) => members.sendSmsCode(merchant, body, contextOf(request)), limited);
  kit.route(registerEndpoint, async ({ request, body, merchant }) => members.register(merchant, body, 'username', contextOf(request)), limited);
  kit.route(registerMobileEndpoint, async ({ request, body, merchant }) => members.register(merchant, body, 'mobile', contextOf(request)), limited);
  kit.route(affiliateCheckEndpoint, async ({ query, merchant }) => members.checkAffiliate(merchant, query.code), limited);
  kit.route(memberInfoEndpoint, async ({ merchant, member }) => members.security.info(merchant, member));
  kit.route(
    changePasswordEndpoint,
    async ({ request, body, merchant, member }) => members.passwords.change(merchant, member, body, contextOf(request)),
    limited,
  );
  kit.route(
    forgotByEmailEndpoint,
    async ({ request, body, merchant }) => members.passwords.forgotByEmail(merchant, body, contextOf(request), originOf(request)),
    limited,
  );
  kit.route(resetByEmailEndpoint, async ({ request, body, merchant }) => members.passwords.resetByEmail(merchant, body, contextOf(request)), limited);
  kit.route(resetBySmsEndpoint, async ({ request, body, merchant }) => members.passwords.resetBySms(merchant, body, contextOf(request)), limited);
}
