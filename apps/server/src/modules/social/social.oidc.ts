// The OpenID Connect side of social sign-in, through openid-client: discovery (cached per merchant, provider
// and settings version), the authorization address with state, nonce and PKCE, and the code exchange that
// checks all three and the ID token's signature, issuer, audience and lifetime.
import * as client from 'openid-client';
import type { SocialProvider } from '@orbit/contracts/social';
import type { ResolvedMerchant } from '../site/site.types.ts';

/** What the platform asks for: who the person is, their e-mail and display name (Facebook names its profile scope differently). */
const SCOPES: Record<SocialProvider, string> = { google: 'openid email profile', facebook: 'openid email public_profile' };

// Facebook's discovery document lists no token endpoint, although its login dialog does the code flow with
// PKCE and answers an ID token at this address (its "OIDC code flow with PKCE" guide).
const FALLBACK_TOKEN_ENDPOINTS: Partial<Record<SocialProvider, string>> = { facebook: 'https://graph.facebook.com/oauth/access_token' };

// Discovery metadata rarely changes; a day keeps a moved endpoint from sticking forever.
const DISCOVERY_TTL_MS = 24 * 3600_000;

/** The checks a sign-in carries from its start to its callback. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

export function createOidcClients() {
  const cache = new Map<string, { at: number; config: Promise<client.Configuration> }>();

  /** The client of this merchant's provider, discovered once per settings version (a changed secret or issuer starts afresh). */
  function configuration(merchant: ResolvedMerchant, provider: SocialProvider): Promise<client.Configuration> {
    const prefix = `${merchant.id}:${provider}:`;
    const key = `${prefix}${merchant.version}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.at < DISCOVERY_TTL_MS) return cached.config;
    for (const old of cache.keys()) if (old.startsWith(prefix)) cache.delete(old);
    const config = discover(merchant.settings.socialLogin[provider], provider);
    cache.set(key, { at: Date.now(), config });
    // A failed discovery (provider down, wrong issuer) is not kept: the next sign-in tries again.
    config.catch(() => cache.get(key)?.config === config && cache.delete(key));
    return config;
  }

  async function authorizationUrl(
    merchant: ResolvedMerchant,
    provider: SocialProvider,
    redirectUri: string,
  ): Promise<{ url: string; checks: AuthorizationChecks }> {
    const config = await configuration(merchant, provider);
    const checks = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier(), redirectUri };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: SCOPES[provider],
      response_type: 'code',
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, checks };
  }

  /**
   * Exchanges the code of the provider's redirect for tokens and answers the verified identity.
   * Throws openid-client's errors (an AuthorizationResponseError carries the provider's own `error`).
   */
  async function exchange(merchant: ResolvedMerchant, provider: SocialProvider, query: string, checks: AuthorizationChecks): Promise<VerifiedIdentity> {
    const config = await configuration(merchant, provider);
    // The redirect URI sent to the token endpoint must be the one of the authorization request, whatever
    // address this callback was reached by; openid-client takes it from the URL it is given.
    const currentUrl = new URL(checks.redirectUri);
    currentUrl.search = query;
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('the provider answered no ID token');
    // An address the provider says it has not verified is not taken as the member's.
    const email = typeof claims.email === 'string' && claims.email_verified !== false ? claims.email : null;
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 100) : null;
    return { subject: claims.sub, email, name };
  }

  return { authorizationUrl, exchange };
}

async function discover(settings: { clientId: string; clientSecret: string; issuer: string }, provider: SocialProvider): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  // Plain HTTP only to this machine (tests, local development): an identity from elsewhere must come over TLS.
  const loopback = issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  const execute = loopback ? [client.allowInsecureRequests] : [];
  const secret = settings.clientSecret || undefined;
  const config = await client.discovery(issuer, settings.clientId, secret, undefined, { execute, timeout: 10 });
  const metadata = config.serverMetadata();
  const fallback = FALLBACK_TOKEN_ENDPOINTS[provider];
  if (metadata.token_endpoint || !fallback) return config;
  // The metadata as plain JSON (serverMetadata() adds helper methods), with the missing endpoint filled in.
  const plain = JSON.parse(JSON.stringify(metadata)) as client.ServerMetadata;
  const completed = new client.Configuration({ ...plain, token_endpoint: fallback }, settings.clientId, secret);
  for (const apply of execute) apply(completed);
  return completed;
}

/** The person closed or refused the provider's consent (OAuth's access_denied), as opposed to a failure. */
export function isCancelledByUser(error: unknown): boolean {
  return error instanceof client.AuthorizationResponseError && error.error === 'access_denied';
}

export type OidcClients = ReturnType<typeof createOidcClients>;
