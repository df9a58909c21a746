// A real OpenID Connect provider (the oidc-provider package) on a random local port, standing in for Google
// or Facebook in the social sign-in tests. Its login and consent steps are two tiny JSON pages of our own,
// so a test drives the whole authorization as a browser would: plain HTTP, redirects followed by hand,
// cookies carried between steps.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { generateKeyPairSync } from 'node:crypto';
import type { AddressInfo } from 'node:net';

/** The person who signs in at the provider: `sub` is what the platform binds. */
export interface ProviderUser {
  sub: string;
  email?: string;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  /**
   * Goes through the provider's sign-in from the authorization address, as `user` (or refusing consent), and
   * answers the address the provider sends the browser back to (the platform's callback, with code or error).
   */
  signIn(authorizationUrl: string, user: ProviderUser | 'deny'): Promise<URL>;
  close(): Promise<void>;
}

// oidc-provider ships no type declarations; this is the part of its API these tests use.
interface InteractionDetails {
  uid: string;
  prompt: { name: string };
  params: { client_id: string; scope?: string };
  session?: { accountId: string };
}
interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface Provider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: object): Promise<void>;
  Grant: new (input: { accountId: string; clientId: string }) => Grant;
}
type ProviderClass = new (issuer: string, configuration: object) => Provider;

const PROVIDER_MODULE = 'oidc-provider';

export async function startOidcProvider(client: { clientId: string; clientSecret: string; redirectUris: string[] }): Promise<TestOidcProvider> {
  // Imported by a name held in a variable: TypeScript then does not look for the declarations it lacks.
  const { default: Provider } = (await import(PROVIDER_MODULE)) as { default: ProviderClass };
  const users = new Map<string, ProviderUser>();
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

  // The provider needs its address, known once the server listens; no request comes before it is made.
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/interaction/')) return void interaction(provider, req, res).catch((error: unknown) => res.writeHead(500).end(String(error)));
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: client.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['social-sign-in-tests'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google's, the ID token carries the profile claims the scopes granted.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Lifetimes of the provider's own records (set, so it does not warn that they are defaults).
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, details: { uid: string }) => `/interaction/${details.uid}` },
    findAccount: (_ctx: unknown, sub: string) => {
      const user = users.get(sub);
      return user ? { accountId: sub, claims: () => ({ sub, email: user.email, email_verified: user.email !== undefined, name: user.name }) } : undefined;
    },
  });

  /** GET answers which step this is; POST finishes it with the submitted person, or with a refusal. */
  async function interaction(p: Provider, req: IncomingMessage, res: ServerResponse) {
    const details = await p.interactionDetails(req, res);
    if (req.method === 'GET') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ prompt: details.prompt.name }));
    const form = new URLSearchParams(await readBody(req));
    if (form.get('deny'))
      return p.interactionFinished(req, res, { error: 'access_denied', error_description: 'The person said no' }, { mergeWithLastSubmission: false });
    if (details.prompt.name === 'login') {
      const user: ProviderUser = { sub: form.get('sub') ?? '', email: form.get('email') ?? undefined, name: form.get('name') ?? undefined };
      users.set(user.sub, user);
      return p.interactionFinished(req, res, { login: { accountId: user.sub } }, { mergeWithLastSubmission: false });
    }
    const grant = new p.Grant({ accountId: details.session?.accountId ?? '', clientId: details.params.client_id });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    return p.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  }

  async function signIn(authorizationUrl: string, user: ProviderUser | 'deny'): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    // Each hop: the authorization endpoint → an interaction → back to the authorization endpoint → … → the client.
    for (let hop = 0; hop < 12; hop++) {
      if (url.origin !== issuer) return url;
      let response = await send(url, 'GET', cookies);
      if (url.pathname.startsWith('/interaction/') && response.status === 200) {
        const form = user === 'deny' ? { deny: '1' } : { sub: user.sub, email: user.email ?? '', name: user.name ?? '' };
        response = await send(url, 'POST', cookies, new URLSearchParams(Object.entries(form).filter(([, v]) => v !== '')));
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`the provider stopped at ${url.pathname} with HTTP ${response.status}: ${await response.text()}`);
      url = new URL(location, url);
    }
    throw new Error('the provider redirected too many times');
  }

  return {
    issuer,
    signIn,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

async function send(url: URL, method: 'GET' | 'POST', cookies: Map<string, string>, body?: URLSearchParams): Promise<Response> {
  const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(url, { method, headers, body, redirect: 'manual' });
  // Paths and expiry do not matter for one short sign-in; a cleared cookie is dropped.
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
    else cookies.set(name, value);
  }
  return response;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
