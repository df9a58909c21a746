// Google sign-in end to end against a real OpenID Connect provider started here: the operator switches it
// on in the console, a visitor goes to the provider and back through the app's callback, and binds the
// identity to a new or an existing account; afterwards the same identity logs straight in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@orbit/contracts/envelope';
import { getSettingsEndpoint, listAuditEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { memberDetailEndpoint } from '@orbit/contracts/console-members';
import { memberInfoEndpoint } from '@orbit/contracts/member';
import { socialBindEndpoint, socialCompleteEndpoint, socialStartEndpoint } from '@orbit/contracts/social';
import type { ApiClient } from '@orbit/contracts/client';
import type { SocialLoginSettings } from '@orbit/contracts/settings';
import { members } from '../src/db/schema/members.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import { DEMO_MERCHANT_CODE } from '../src/seed/seed.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi } from './support/members.ts';
import { startOidcProvider, type ProviderUser, type TestOidcProvider } from './support/oidc-provider.ts';

const CLIENT = { clientId: 'orbit-site', clientSecret: 'a-client-secret-of-forty-characters-long' };
const REDIRECT_URI = 'http://localhost/wps/session/social/google/callback';

describe('social sign-in', () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let operator: ApiClient;
  let api: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    api = t.client();
    provider = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT_URI] });
    operator = await consoleApi(t);
    // A provider's client is held for a second operator (four-eyes): changeSettings has it confirmed.
    await changeSettings(operator, 'socialLogin', (socialLogin: SocialLoginSettings) => ({ ...socialLogin, google: { ...CLIENT, issuer: provider.issuer } }));
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  async function setGoogleFlag(on: boolean) {
    const { flags } = await operator.call(getSettingsEndpoint);
    await operator.call(updateSettingsEndpoint, { params: { section: 'flags' }, body: { ...flags, googleLogin: on } });
  }
  const start = (returnTo?: string, at: ApiClient = api) => at.call(socialStartEndpoint, { params: { provider: 'google' }, query: { returnTo } });

  /** The browser comes back from the provider to the app's callback: answers where the app sends it on. */
  async function callback(back: URL): Promise<URL> {
    expect(back.href.startsWith(`${REDIRECT_URI}?`)).toBe(true);
    const reply = await t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { host: 'localhost' } });
    expect(reply.statusCode).toBe(303);
    return new URL(String(reply.headers.location), 'http://localhost');
  }
  /** The browser's whole trip: the start call, the provider's pages, and the callback; answers where the site lands. */
  async function signIn(user: ProviderUser | 'deny', returnTo = '/promotions', at: ApiClient = api): Promise<URL> {
    const { authorizationUrl } = await start(returnTo, at);
    return callback(await provider.signIn(authorizationUrl, user));
  }
  const ticketOf = (landed: URL) => landed.searchParams.get('socialTicket') ?? '';
  const complete = (ticket: string, at: ApiClient = api) => at.call(socialCompleteEndpoint, { body: { ticket } });
  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => (error as ApiError).errorCode,
    );
  async function bindToken(landed: URL, at: ApiClient = api): Promise<string> {
    const reply = await complete(ticketOf(landed), at);
    if (reply.state !== 'bind') throw new Error(`expected a bind, got ${reply.state}`);
    return reply.bindToken;
  }
  const memberInfo = (token: string) => t.client(() => ({ authorization: token })).call(memberInfoEndpoint);

  it('refuses to start while the merchant has Google sign-in switched off, then sends the visitor to the provider', async () => {
    expect(await errorOf(start())).toBe('feature_disabled');
    await setGoogleFlag(true);
    const url = new URL((await start()).authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    // Facebook is still off, and has no client.
    expect(await errorOf(api.call(socialStartEndpoint, { params: { provider: 'facebook' }, query: {} }))).toBe('feature_disabled');
  });

  it('binds a first sign-in to a new account, which then logs straight in', async () => {
    const landed = await signIn({ sub: 'google-1001', email: 'ann.lee@example.com', name: 'Ann Lee' });
    expect(landed.pathname).toBe('/promotions');
    const first = await complete(ticketOf(landed));
    expect(first).toMatchObject({ state: 'bind', provider: 'google', email: 'ann.lee@example.com', name: 'Ann Lee' });
    if (first.state !== 'bind') throw new Error('expected a bind');
    const session = await api.call(socialBindEndpoint, { body: { mode: 'register', bindToken: first.bindToken, username: 'annlee' } });
    expect(session.account).toBe('annlee');
    const info = await memberInfo(session.token);
    expect(info).toMatchObject({ account: 'annlee', nickname: 'Ann Lee' });
    expect(info.maskedEmail).not.toBeNull();

    // The console shows the binding on the member and in the audit log.
    const detail = await operator.call(memberDetailEndpoint, { params: { id: info.id } });
    expect(detail).toMatchObject({ registerMethod: 'GOOGLE', socialIdentities: [{ provider: 'google', email: 'ann.lee@example.com' }] });
    const audit = await operator.call(listAuditEndpoint, { query: { page: 1, pageSize: 10, action: 'member.social_bind' } });
    expect(audit.items[0]).toMatchObject({
      operatorName: 'member:annlee',
      target: `member:${info.id}`,
      detail: { provider: 'google', subject: 'google-1001', mode: 'register' },
    });

    const again = await complete(ticketOf(await signIn({ sub: 'google-1001' })));
    expect(again).toMatchObject({ state: 'ok', account: 'annlee' });
    if (again.state === 'ok') expect((await memberInfo(again.token)).id).toBe(info.id);
  });

  it('links an existing account only with its password, and only once', async () => {
    const demo = await t.services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE });
    const passwordHash = await hashPassword('Bob#password1');
    await t.database.db.insert(members).values({ merchantId: demo.id, username: 'bobtan', usernameKey: 'bobtan', nickname: 'bobtan', passwordHash });

    const token = await bindToken(await signIn({ sub: 'google-2002', email: 'bob@example.com' }));
    const link = (password: string) => api.call(socialBindEndpoint, { body: { mode: 'link', bindToken: token, username: 'bobtan', password } });
    expect(await errorOf(link('wrong-password'))).toBe('invalid_credentials');
    // The wrong password did not use the bind token up: the member may try again.
    expect((await link('Bob#password1')).account).toBe('bobtan');
    expect(await errorOf(api.call(socialBindEndpoint, { body: { mode: 'register', bindToken: token, username: 'bobtan2' } }))).toBe('session_expired');
    expect(await complete(ticketOf(await signIn({ sub: 'google-2002' })))).toMatchObject({ state: 'ok', account: 'bobtan' });

    // The binding is final: another Google identity cannot take over an account already bound to Google.
    const other = await bindToken(await signIn({ sub: 'google-2003' }));
    const takeover = api.call(socialBindEndpoint, { body: { mode: 'link', bindToken: other, username: 'bobtan', password: 'Bob#password1' } });
    expect(await errorOf(takeover)).toBe('already_bound');
    expect(await complete(ticketOf(await signIn({ sub: 'google-2002' })))).toMatchObject({ state: 'ok', account: 'bobtan' });
  });

  it('takes a ticket once, and not after two minutes', async () => {
    const ticket = ticketOf(await signIn({ sub: 'google-1001' }));
    expect(await complete(ticket)).toMatchObject({ state: 'ok' });
    expect(await errorOf(complete(ticket))).toBe('session_expired');
    const late = ticketOf(await signIn({ sub: 'google-1001' }));
    t.clock.advance(2 * 60_000 + 1);
    expect(await errorOf(complete(late))).toBe('session_expired');
  });

  it('refuses a tampered or replayed callback, and says so when the visitor cancels at the provider', async () => {
    const back = await provider.signIn((await start('/vip')).authorizationUrl, { sub: 'google-1001' });
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const refused = await callback(tampered);
    expect(refused.pathname).toBe('/');
    expect(refused.searchParams.get('socialError')).toBe('operation_not_allowed');
    expect(refused.searchParams.has('socialTicket')).toBe(false);

    const genuine = await callback(back);
    expect(genuine.pathname).toBe('/vip');
    expect(await complete(ticketOf(genuine))).toMatchObject({ state: 'ok', account: 'annlee' });
    expect((await callback(back)).searchParams.get('socialError')).toBe('operation_not_allowed');

    const cancelled = await signIn('deny', '/vip');
    expect(cancelled.pathname).toBe('/vip');
    expect(cancelled.searchParams.get('socialError')).toBe('popup_closed');
  });

  it('never sends the browser off the site, whatever return path the start was given', async () => {
    // Paths browsers read as another site are refused at the start; the callback's own check stays as a second guard.
    expect(await errorOf(start('//evil.example/x'))).toBe('validation_failed');
    expect(await errorOf(start('/\\evil.example/x'))).toBe('validation_failed');
    const landed = await signIn({ sub: 'google-1001' }, '/');
    expect(landed.origin).toBe('http://localhost');
    expect(landed.pathname).toBe('/');
    expect(ticketOf(landed)).not.toBe('');
  });

  it("keeps each merchant's identities to itself", async () => {
    // A second brand using the same Google client: its visitors are not the demo merchant's members.
    const { flags, socialLogin } = await operator.call(getSettingsEndpoint);
    await siteRepo.insertMerchant(t.database.db, {
      code: 'OTHER',
      name: 'Other Brand',
      currency: 'THB',
      currencySymbol: '฿',
      timeZone: 'Asia/Bangkok',
      // The console reads the secret masked; the second brand is given the real one.
      settings: {
        ...defaultSettings('Other Brand'),
        flags,
        socialLogin: { ...socialLogin, google: { ...socialLogin.google, clientSecret: CLIENT.clientSecret } },
      },
    });
    const atOther = t.client(() => ({ merchant: 'OTHER' }));
    expect(await errorOf(complete(ticketOf(await signIn({ sub: 'google-1001' })), atOther))).toBe('session_expired');
    const there = await complete(ticketOf(await signIn({ sub: 'google-1001' }, '/home', atOther)), atOther);
    expect(there).toMatchObject({ state: 'bind', provider: 'google' });
  });

  it('says the provider cannot be reached while its issuer does not answer, and follows a corrected issuer at once', async () => {
    // The console shows the secret masked; saving the mask back keeps the stored secret.
    const saveIssuer = (issuer: string) =>
      changeSettings(operator, 'socialLogin', (socialLogin: SocialLoginSettings) => ({ ...socialLogin, google: { ...socialLogin.google, issuer } }));
    await saveIssuer('http://127.0.0.1:9');
    expect(await errorOf(start())).toBe('service_unavailable');
    await saveIssuer(provider.issuer);
    expect(await complete(ticketOf(await signIn({ sub: 'google-1001' })))).toMatchObject({ state: 'ok', account: 'annlee' });
  });

  it('refuses every step once the flag is switched off', async () => {
    const ticket = ticketOf(await signIn({ sub: 'google-1001' }));
    const token = await bindToken(await signIn({ sub: 'google-4004' }));
    await setGoogleFlag(false);
    expect(await errorOf(start())).toBe('feature_disabled');
    expect(await errorOf(complete(ticket))).toBe('feature_disabled');
    expect(await errorOf(api.call(socialBindEndpoint, { body: { mode: 'register', bindToken: token, username: 'late' } }))).toBe('feature_disabled');
  });
});
