// Social sign-in (settings → social login): the flag that shows each provider's button, and the address
// each provider must be told to send members back to.
import type { FeatureKey } from '@orbit/contracts/features';
import type { SocialProvider } from '@orbit/contracts/social';

export const SOCIAL_FLAGS: Record<SocialProvider, FeatureKey> = { google: 'googleLogin', facebook: 'facebookLogin' };

/** The path the server answers a provider's redirect on. */
export function socialCallbackPath(provider: SocialProvider): string {
  return `/wps/session/social/${provider}/callback`;
}

/** Loopback hosts are reached over plain http while testing; every real domain over https. */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * The redirect URL to register at the provider, one per domain of the member site (providers accept a list).
 * The server builds it from the address the member reached the site by, so it must match exactly.
 * Without domains, the pattern with a stand-in host.
 */
export function socialCallbackUrls(domains: readonly string[], provider: SocialProvider): string[] {
  const hosts = [...new Set(domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean))];
  if (hosts.length === 0) return [`https://<site domain>${socialCallbackPath(provider)}`];
  return hosts.map((host) => `${LOOPBACK.test(host) ? 'http' : 'https'}://${host}${socialCallbackPath(provider)}`);
}
