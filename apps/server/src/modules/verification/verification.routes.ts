import { captchaEndpoint, challengeEndpoint } from '@orbit/contracts/member';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { ChallengeService } from './challenge.service.ts';

/** The site refreshes a captcha at most once a second; the limit holds scripts to the same pace. */
export const CAPTCHAS_PER_CLIENT_PER_MINUTE = 60;

/** `challengesPerMinute`: each sign-in, registration or code request needs one challenge, so it follows the login limit. */
export function registerVerificationRoutes(kit: RouteKit, deps: { captchas: CaptchaService; challenges: ChallengeService; challengesPerMinute: number }) {
  kit.route(captchaEndpoint, ({ merchant }) => deps.captchas.create(merchant.id), { rateLimitPerMinute: CAPTCHAS_PER_CLIENT_PER_MINUTE });
  kit.route(challengeEndpoint, () => deps.challenges.create(), { rateLimitPerMinute: deps.challengesPerMinute });
}
