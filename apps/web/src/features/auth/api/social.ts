// Google and Facebook sign-in: leave for the provider, come back with a one-time ticket, exchange it.
import { socialBindEndpoint, socialCompleteEndpoint, socialStartEndpoint, type SocialProvider } from '@orbit/contracts/social';
import { api } from '../../../lib/api.ts';

export function startSocialLogin(provider: SocialProvider, returnTo: string) {
  return api.call(socialStartEndpoint, { params: { provider }, query: { returnTo } });
}

export function completeSocialLogin(ticket: string) {
  return api.call(socialCompleteEndpoint, { body: { ticket } });
}

export type SocialBindBody =
  | { mode: 'link'; bindToken: string; username: string; password: string }
  | { mode: 'register'; bindToken: string; username: string; affiliateCode?: string | undefined };

export function bindSocialLogin(body: SocialBindBody) {
  return api.call(socialBindEndpoint, { body });
}
