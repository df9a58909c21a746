// Google sign-in end to end against a real OpenID Connect provider started here: the operator switches it
// on in the console, a visitor goes to the provider and back, and binds the identity to a new or an existing
// account; afterwards the same identity logs straight in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { updateSettingsEndpoint, getSettingsEndpoint } from '@orbit/contracts/console';
import type { MemberSession } from '@orbit/contracts/member';
import { auditLog } from '../src/db/schema/console.ts';
import { members } from '../src/db/schema/members.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import type { SocialAccountsPort } from '../src/modules/members/members.types.ts';
import { createSocialService, type BindInput, type SocialService } from '../src/modules/social/social.service.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { DEMO_MERCHANT_CODE } from '../src/db/seed/seed.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { startOidcProvider, type ProviderUser, type TestOidcProvider } from './support/oidc-provider.ts';

const CLIENT = { clientId: 'orbit-site', clientSecret: 'a-client-secret-of-forty-characters-long' };
const REDIRECT_URI = 'http://localhost/wps/session/social/google/callback';
const context = { ip: '203.0.113.9', device: 'WEB' };

describe('social sign-in', () => {
  let t: TestApp;
  let provider: TestOidcProvider;
  let social: SocialService;
  let accounts: ReturnType<typeof testAccounts>;
  let setFlag: (on: boolean) => Promise<void>;
  const merchant = () => t.services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE });

  beforeAll(async () => {
    t = await createTestApp();
    provider = await startOidcProvider({ ...CLIENT, redirectUris: [REDIRECT_URI] });
    const console = operatorClient(t, (await loginOperator(t)).token);
    const settings = await console.call(getSettingsEndpoint);
    await console.call(updateSettingsEndpoint, {
      params: { section: 'socialLogin' },
      body: { ...settings.socialLogin, google: { ...CLIENT, issuer: provider.issuer } },
    });
    setFlag = async (on) => {
      const { flags } = await console.call(getSettingsEndpoint);
      await console.call(updateSettingsEndpoint, { params: { section: 'flags' }, body: { ...flags, googleLogin: on } });
    };
    accounts = testAccounts(t);
    social = createSocialService({
      database: t.database,
      clock: t.clock,
      accounts,
      audit: t.services.audit,
      log: { warn: () => undefined, error: () => undefined },
      merchantByCode: (code) => t.services.site.resolveMerchant({ code }),
    });
  });
  afterAll(async () => {
    await provider?.close();
    await t?.close();
  });

  /** The browser's trip: start, the provider's pages, and back through the callback; answers where the site lands. */
  async function signIn(user: ProviderUser | 'deny', returnTo = '/promotions'): Promise<URL> {
    const { authorizationUrl } = await social.start(await merchant(), 'google', { origin: 'http://localhost', returnTo });
    const back = await provider.signIn(authorizationUrl, user);
    return callback(back);
  }
  async function callback(back: URL): Promise<URL> {
    expect(back.href.startsWith(REDIRECT_URI)).toBe(true);
    return new URL(await social.callback('google', back.search.slice(1)), 'http://localhost');
  }
  const complete = async (ticket: string, at?: ResolvedMerchant) => social.complete(at ?? (await merchant()), ticket, context);
  const bind = async (input: BindInput) => social.bind(await merchant(), input, context);
  const ticketOf = (landed: URL) => landed.searchParams.get('socialTicket') ?? '';
  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'no error',
      (error: unknown) => (error as ApiError).errorCode,
    );

  it('refuses to start while the merchant has Google sign-in switched off', async () => {
    expect(await errorOf(social.start(await merchant(), 'google', { origin: 'http://localhost', returnTo: undefined }))).toBe('feature_disabled');
    await setFlag(true);
    const { authorizationUrl } = await social.start(await merchant(), 'google', { origin: 'http://localhost', returnTo: undefined });
    const url = new URL(authorizationUrl);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(await errorOf(social.start(await merchant(), 'facebook', { origin: 'http://localhost', returnTo: undefined }))).toBe('feature_disabled');
  });

  it('binds a first sign-in to a new account, which then logs straight in', async () => {
    const landed = await signIn({ sub: 'google-1001', email: 'ann.lee@example.com', name: 'Ann Lee' });
    expect(landed.pathname).toBe('/promotions');
    const first = await complete(ticketOf(landed));
    expect(first).toMatchObject({ state: 'bind', provider: 'google', email: 'ann.lee@example.com', name: 'Ann Lee' });
    if (first.state !== 'bind') throw new Error('expected a bind');
    const session = await bind({ mode: 'register', bindToken: first.bindToken, username: 'annlee' });
    expect(session.account).toBe('annlee');
    const [row] = await t.database.db.select().from(members).where(eq(members.usernameKey, 'annlee'));
    expect(row).toMatchObject({ email: 'ann.lee@example.com', realName: 'Ann Lee', registerMethod: 'GOOGLE' });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'member.social_bind'));
    expect(entry).toMatchObject({ target: `member:${row?.id}`, ip: context.ip, detail: { provider: 'google', subject: 'google-1001', mode: 'register' } });

    const again = await complete(ticketOf(await signIn({ sub: 'google-1001' })));
    expect(again).toMatchObject({ state: 'ok', account: 'annlee' });
  });

  it('links an existing account only with its password, and only once', async () => {
    await accounts.withPassword('bobtan', 'Bob#password1');
    const first = await complete(ticketOf(await signIn({ sub: 'google-2002', email: 'bob@example.com' })));
    if (first.state !== 'bind') throw new Error('expected a bind');
    expect(await errorOf(bind({ mode: 'link', bindToken: first.bindToken, username: 'bobtan', password: 'wrong-password' }))).toBe('invalid_credentials');
    // The wrong password did not use up the bind token: the member may try again.
    const session = await bind({ mode: 'link', bindToken: first.bindToken, username: 'bobtan', password: 'Bob#password1' });
    expect(session.account).toBe('bobtan');
    expect(await errorOf(bind({ mode: 'register', bindToken: first.bindToken, username: 'bobtan2' }))).toBe('session_expired');
    expect(await complete(ticketOf(await signIn({ sub: 'google-2002' })))).toMatchObject({ state: 'ok', account: 'bobtan' });

    // A second Google identity cannot take over an account already bound to Google.
    const other = await complete(ticketOf(await signIn({ sub: 'google-2003' })));
    if (other.state !== 'bind') throw new Error('expected a bind');
    expect(await errorOf(bind({ mode: 'link', bindToken: other.bindToken, username: 'bobtan', password: 'Bob#password1' }))).toBe('already_bound');
  });

  it('takes a ticket once, and not after two minutes', async () => {
    const ticket = ticketOf(await signIn({ sub: 'google-1001' }));
    expect(await complete(ticket)).toMatchObject({ state: 'ok' });
    expect(await errorOf(complete(ticket))).toBe('session_expired');
    const late = ticketOf(await signIn({ sub: 'google-1001' }));
    t.clock.advance(2 * 60_000 + 1);
    expect(await errorOf(complete(late))).toBe('session_expired');
  });

  it("keeps each merchant's identities to itself", async () => {
    // A second brand using the same Google client: its visitors are not the demo merchant's members.
    const { flags, socialLogin } = (await merchant()).settings;
    await siteRepo.insertMerchant(t.database.db, {
      code: 'OTHER',
      name: 'Other Brand',
      currency: 'THB',
      currencySymbol: '฿',
      timeZone: 'Asia/Bangkok',
      settings: { ...defaultSettings('Other Brand'), flags, socialLogin },
    });
    const other = await t.services.site.resolveMerchant({ code: 'OTHER' });
    expect(await errorOf(complete(ticketOf(await signIn({ sub: 'google-1001' })), other))).toBe('session_expired');
    const { authorizationUrl } = await social.start(other, 'google', { origin: 'http://localhost', returnTo: undefined });
    const landed = await callback(await provider.signIn(authorizationUrl, { sub: 'google-1001' }));
    expect(await complete(ticketOf(landed), other)).toMatchObject({ state: 'bind', provider: 'google' });
  });

  it('refuses a tampered or replayed callback, and says so when the visitor cancels at the provider', async () => {
    const { authorizationUrl } = await social.start(await merchant(), 'google', { origin: 'http://localhost', returnTo: '/vip' });
    const back = await provider.signIn(authorizationUrl, { sub: 'google-1001' });
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const refused = await callback(tampered);
    expect(refused.pathname).toBe('/');
    expect(refused.searchParams.get('socialError')).toBe('operation_not_allowed');
    const genuine = await callback(back);
    expect(genuine.pathname).toBe('/vip');
    expect(await complete(ticketOf(genuine))).toMatchObject({ state: 'ok', account: 'annlee' });
    expect((await callback(back)).searchParams.get('socialError')).toBe('operation_not_allowed');

    const cancelled = await signIn('deny', '/vip');
    expect(cancelled.pathname).toBe('/vip');
    expect(cancelled.searchParams.get('socialError')).toBe('popup_closed');
  });

  it('refuses every step once the flag is switched off', async () => {
    const ticket = ticketOf(await signIn({ sub: 'google-1001' }));
    await setFlag(false);
    expect(await errorOf(social.start(await merchant(), 'google', { origin: 'http://localhost', returnTo: undefined }))).toBe('feature_disabled');
    expect(await errorOf(complete(ticket))).toBe('feature_disabled');
  });
});

/** A stand-in for the members service's account port: real member rows, passwords kept here, sessions made up. */
function testAccounts(t: TestApp) {
  const passwords = new Map<number, string>();
  const db = t.database.db;
  const findByName = async (merchantId: number, username: string) =>
    (
      await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, username.toLowerCase())))
    )[0];
  const insert = async (merchantId: number, username: string, extra: Partial<typeof members.$inferInsert> = {}) => {
    const [row] = await db
      .insert(members)
      .values({ merchantId, username, usernameKey: username.toLowerCase(), nickname: username, ...extra })
      .returning();
    return row!;
  };
  const port: SocialAccountsPort = {
    async verifyCredentials(merchant, username, password) {
      const row = await findByName(merchant.id, username);
      if (!row || passwords.get(row.id) !== password) throw new ApiError('invalid_credentials', 'The username or password is incorrect');
      return { id: row.id, username: row.username };
    },
    async createSocialMember(merchant, input) {
      if (await findByName(merchant.id, input.username)) throw new ApiError('username_taken', 'taken');
      const row = await insert(merchant.id, input.username, { email: input.email, realName: input.realName, registerMethod: input.method.toUpperCase() });
      return { id: row.id, username: row.username };
    },
    async openSession(merchant, memberId): Promise<MemberSession> {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchant.id), eq(members.id, memberId)));
      if (!row) throw new Error('no such member at this merchant');
      return {
        token: `session-of-${row.id}`,
        account: row.username,
        isAgent: 0,
        expiresAt: t.clock.now().toISOString(),
        firstTimeLogin: false,
        passwordExpired: false,
        mustChangePassword: false,
      };
    },
  };
  return {
    ...port,
    async withPassword(username: string, password: string) {
      const demo = await t.services.site.resolveMerchant({ code: DEMO_MERCHANT_CODE });
      passwords.set((await insert(demo.id, username)).id, password);
    },
  };
}
