// Logging in and staying logged in (docs/members.md): password and SMS logins, the captcha after failures, the
// throttle that cannot lock the owner out, free play, logout, expiry, remember, two-factor, forced and
// expired password changes, recovery by e-mail and SMS, and merchants walled off from each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import {
  changePasswordEndpoint,
  forgotByEmailEndpoint,
  freePlayEndpoint,
  loginEndpoint,
  logoutEndpoint,
  memberInfoEndpoint,
  forgetRememberedEndpoint,
  rememberedEndpoint,
  rememberedLoginEndpoint,
  resetByEmailEndpoint,
  resetBySmsEndpoint,
  smsCodeEndpoint,
  twoFactorSendEndpoint,
  twoFactorVerifyEndpoint,
} from '@orbit/contracts/member';
import { nicknameEndpoint, realNameEndpoint } from '@orbit/contracts/member-security';
import { memberLockEndpoint, memberResetPasswordEndpoint, membersListEndpoint } from '@orbit/contracts/console-members';
import { memberLogins, members } from '../src/db/schema/members.ts';
import { eq } from 'drizzle-orm';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  changeSettings,
  consoleApi,
  errorOf,
  GOOD_PASSWORD,
  latestCode,
  latestResetToken,
  loginMember,
  memberClient,
  newUsername,
  registerMember,
} from './support/members.ts';
import { solveVerification } from './support/verification.ts';
import { setPasswordHashCost } from '../src/lib/passwords.ts';

describe('logging in', () => {
  let t: TestApp;
  let operator: { api: ApiClient; at: number } | undefined;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
  });
  /** A console session; these tests move the clock by hours, so a fresh one is opened when the last may be idle. */
  async function ops(): Promise<ApiClient> {
    if (!operator || t.clock.now().getTime() - operator.at > 20 * 60_000) operator = { api: await consoleApi(t), at: t.clock.now().getTime() };
    return operator.api;
  }
  afterAll(() => t.close());

  const from = (ip: string) => t.client(() => ({ 'x-forwarded-for': ip }));

  async function memberId(username: string): Promise<number> {
    const [row] = (await (await ops()).call(membersListEndpoint, { query: { q: username, page: 1, pageSize: 5 } })).items;
    if (!row) throw new Error(`no member ${username}`);
    return row.id;
  }

  it('logs in by username and password, in any letter case, and stores only the scrypt hash with its parameters', async () => {
    // Registered at the production cost (test apps hash at the cheap one, PASSWORD_HASH_COST=test).
    setPasswordHashCost('strong');
    const { username } = await registerMember(t).finally(() => setPasswordHashCost('test'));
    const result = await loginMember(t, username.toUpperCase(), GOOD_PASSWORD);
    expect(result).toMatchObject({ state: 'ok', account: username, isAgent: 0, firstTimeLogin: false, mustChangePassword: false });
    if (result.state !== 'ok') return;
    expect(result.token).toMatch(/^[\w-]{43}$/);
    const [row] = await t.database.db.select({ hash: members.passwordHash }).from(members).where(eq(members.username, username));
    // OWASP's scrypt parameters: N = 2^17, r = 8, p = 1.
    expect(row?.hash?.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
    expect(row?.hash).not.toContain(GOOD_PASSWORD);
  });

  it('answers the same for a wrong password and an unknown account, then asks for the captcha', async () => {
    const { username } = await registerMember(t);
    const api = from('10.1.0.1');
    const wrong = await errorOf(loginMember(t, username, 'Wrong#Pass99', { api }));
    const unknown = await errorOf(loginMember(t, newUsername('ghost'), 'Wrong#Pass99', { api: from('10.1.0.2') }));
    expect([wrong.errorCode, unknown.errorCode]).toEqual(['invalid_credentials', 'invalid_credentials']);
    expect(wrong.message).toBe(unknown.message);
    expect(wrong.captchaRequired).toBe(false);
    await errorOf(loginMember(t, username, 'Wrong#Pass98', { api }));
    const third = await errorOf(loginMember(t, username, 'Wrong#Pass97', { api }));
    expect(third.captchaRequired).toBe(true);
    const without = await errorOf(loginMember(t, username, GOOD_PASSWORD, { api }));
    expect(without).toMatchObject({ errorCode: 'captcha_required', field: 'captcha', captchaRequired: true });
    expect(await loginMember(t, username, GOOD_PASSWORD, { api, captcha: true })).toMatchObject({ state: 'ok' });
  });

  it('stops an account after 100 failures an hour from elsewhere, but not from an address the owner used', async () => {
    const { username } = await registerMember(t, {}, from('10.2.0.1'));
    const id = await memberId(username);
    const now = t.clock.now();
    await t.database.db.insert(memberLogins).values(
      Array.from({ length: 100 }, (_, i) => ({
        merchantId: 1,
        memberId: id,
        accountKey: username.toLowerCase(),
        ip: `10.9.${i}.1`,
        method: 'username',
        success: false,
        at: now,
      })),
    );
    const stranger = await errorOf(loginMember(t, username, GOOD_PASSWORD, { api: from('10.3.0.1'), captcha: true }));
    expect(stranger.errorCode).toBe('too_many_requests');
    expect(await loginMember(t, username, GOOD_PASSWORD, { api: from('10.2.0.1'), captcha: true })).toMatchObject({ state: 'ok' });
    t.clock.advance(3600_000 + 1000);
    expect(await loginMember(t, username, GOOD_PASSWORD, { api: from('10.3.0.1') })).toMatchObject({ state: 'ok' });
  });

  it('logs in by mobile number and SMS code; a code for an unknown number is never sent', async () => {
    const api = t.client();
    await registerMember(t, { mobileNum: '0123450001', countryDialingCode: '60' });
    await api.call(smsCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '123450001', purpose: 'login' } });
    const code = await latestCode(t, '123450001');
    const body = { type: 'sms' as const, countryDialingCode: '+60', mobileNum: '0123450001', verificationCode: code };
    expect(await api.call(loginEndpoint, { body })).toMatchObject({ state: 'ok', mustChangePassword: false });
    expect((await errorOf(api.call(loginEndpoint, { body }))).errorCode).toBe('invalid_verification_code');

    const unknown = await api.call(smsCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '123450999', purpose: 'login' } });
    expect(unknown.expiredMinutes).toBe(5);
    await expect(latestCode(t, '123450999')).rejects.toThrow();
  });

  it("waits the merchant's resend time (60 s by default) between two codes to one number", async () => {
    const api = t.client();
    const send = () => api.call(smsCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '123450777', purpose: 'login' } });
    expect(await send()).toEqual({ expiredMinutes: 5, resendSeconds: 60 });
    t.clock.advance(30_000);
    expect((await errorOf(send())).errorCode).toBe('too_many_requests');
    t.clock.advance(30_000);
    expect((await send()).resendSeconds).toBe(60);
  });

  it('expires an SMS code after expiredMinutes', async () => {
    const api = t.client();
    await registerMember(t, { mobileNum: '0123450002', countryDialingCode: '60' });
    await api.call(smsCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '123450002', purpose: 'login' } });
    const code = await latestCode(t, '123450002');
    t.clock.advance(5 * 60_000 + 1000);
    const late = await errorOf(api.call(loginEndpoint, { body: { type: 'sms', countryDialingCode: '60', mobileNum: '123450002', verificationCode: code } }));
    expect(late.errorCode).toBe('code_expired');
  });

  it('opens a free-play account (isAgent 4) that may read its info but nothing a real account does', async () => {
    const session = await t.client().call(freePlayEndpoint, { body: {} });
    expect(session).toMatchObject({ isAgent: 4, mustChangePassword: false });
    expect(session.account).toMatch(/^guest\d{8}$/);
    const api = memberClient(t, session.token);
    expect((await api.call(memberInfoEndpoint)).type).toBe(4);
    expect((await errorOf(api.call(nicknameEndpoint, { body: { nickname: 'Tiger' } }))).errorCode).toBe('in_need_true_account');
    // A trial account has no password to log in with.
    expect((await errorOf(loginMember(t, session.account, GOOD_PASSWORD))).errorCode).toBe('invalid_credentials');
  });

  it('refuses free play when the merchant switched it off', async () => {
    await changeSettings(await ops(), 'flags', (flags: Record<string, boolean>) => ({ ...flags, freePlay: false }));
    try {
      expect((await errorOf(t.client().call(freePlayEndpoint, { body: {} }))).errorCode).toBe('feature_disabled');
    } finally {
      await changeSettings(await ops(), 'flags', (flags: Record<string, boolean>) => ({ ...flags, freePlay: true }));
    }
  });

  it('ends the session on logout, after the idle timeout and after the absolute lifetime', async () => {
    const { token, username } = await registerMember(t);
    await memberClient(t, token).call(logoutEndpoint);
    expect((await errorOf(memberClient(t, token).call(memberInfoEndpoint))).errorCode).toBe('session_expired');
    expect((await errorOf(t.client().call(memberInfoEndpoint))).errorCode).toBe('unauthorized');

    const idle = await loginMember(t, username, GOOD_PASSWORD);
    if (idle.state !== 'ok') throw new Error('expected a session');
    t.clock.advance(59 * 60_000);
    await memberClient(t, idle.token).call(memberInfoEndpoint);
    t.clock.advance(61 * 60_000);
    expect((await errorOf(memberClient(t, idle.token).call(memberInfoEndpoint))).errorCode).toBe('session_expired');

    const long = await loginMember(t, username, GOOD_PASSWORD);
    if (long.state !== 'ok') throw new Error('expected a session');
    for (let step = 0; step < 30; step++) {
      t.clock.advance(50 * 60_000);
      await memberClient(t, long.token)
        .call(memberInfoEndpoint)
        .catch(() => undefined);
    }
    expect((await errorOf(memberClient(t, long.token).call(memberInfoEndpoint))).errorCode).toBe('session_expired');
  });

  it('ends every session when an operator locks the account, and refuses its logins', async () => {
    const { token, username } = await registerMember(t);
    const id = await memberId(username);
    await (await ops()).call(memberLockEndpoint, { params: { id }, body: { status: 'locked', reason: 'chargeback' } });
    expect((await errorOf(memberClient(t, token).call(memberInfoEndpoint))).errorCode).toBe('session_expired');
    expect((await errorOf(loginMember(t, username, GOOD_PASSWORD))).errorCode).toBe('account_locked');
    await (await ops()).call(memberLockEndpoint, { params: { id }, body: { status: 'active' } });
    expect(await loginMember(t, username, GOOD_PASSWORD)).toMatchObject({ state: 'ok' });
  });

  it('changes the password: the old one is checked, other sessions end, this one gets a new token', async () => {
    const { token, username } = await registerMember(t);
    const other = await loginMember(t, username, GOOD_PASSWORD);
    const api = memberClient(t, token);
    const next = 'Tiger#Stripes2026';
    expect(
      (await errorOf(api.call(changePasswordEndpoint, { body: { oldPassword: 'nope#Nope1', newPassword: next, confirmNewPassword: next } }))).errorCode,
    ).toBe('old_password_wrong');
    expect(
      (await errorOf(api.call(changePasswordEndpoint, { body: { oldPassword: GOOD_PASSWORD, newPassword: next, confirmNewPassword: `${next}!` } }))).errorCode,
    ).toBe('inconsistent_twice');
    const changed = await api.call(changePasswordEndpoint, { body: { oldPassword: GOOD_PASSWORD, newPassword: next, confirmNewPassword: next } });
    expect((await memberClient(t, changed.token).call(memberInfoEndpoint)).account).toBe(username);
    for (const dead of [token, other.state === 'ok' ? other.token : ''])
      expect((await errorOf(memberClient(t, dead).call(memberInfoEndpoint))).errorCode).toBe('session_expired');
    expect((await errorOf(loginMember(t, username, GOOD_PASSWORD))).errorCode).toBe('invalid_credentials');
    expect(await loginMember(t, username, next)).toMatchObject({ state: 'ok' });
  });

  it('forces a change after an operator reset to the default password, but not after an SMS login', async () => {
    const { username } = await registerMember(t, { mobileNum: '0123450003', countryDialingCode: '60' });
    await (await ops()).call(memberResetPasswordEndpoint, { params: { id: await memberId(username) } });
    const defaultPassword = defaultSettings('x').accounts.defaultPassword;
    const session = await loginMember(t, username, defaultPassword);
    expect(session).toMatchObject({ state: 'ok', mustChangePassword: true });
    if (session.state !== 'ok') return;
    const api = memberClient(t, session.token);
    expect((await api.call(memberInfoEndpoint)).mustChangePassword).toBe(true);
    expect((await errorOf(api.call(nicknameEndpoint, { body: { nickname: 'Tiger' } }))).errorCode).toBe('password_change_required');

    await t.client().call(smsCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '123450003', purpose: 'login' } });
    const sms = await t.client().call(loginEndpoint, {
      body: { type: 'sms', countryDialingCode: '60', mobileNum: '123450003', verificationCode: await latestCode(t, '123450003') },
    });
    expect(sms).toMatchObject({ state: 'ok', mustChangePassword: false });

    const next = 'Fresh#Start2026';
    const changed = await api.call(changePasswordEndpoint, { body: { oldPassword: defaultPassword, newPassword: next, confirmNewPassword: next } });
    expect((await memberClient(t, changed.token).call(nicknameEndpoint, { body: { nickname: 'Tiger' } })).nickname).toBe('Tiger');
  });

  it('forces a change of a password older than the expiry when the merchant enforces it', async () => {
    const { username } = await registerMember(t);
    await changeSettings(await ops(), 'flags', (flags: Record<string, boolean>) => ({ ...flags, passwordExpiry: true }));
    try {
      expect(await loginMember(t, username, GOOD_PASSWORD)).toMatchObject({ passwordExpired: false, mustChangePassword: false });
      t.clock.advance(91 * 86_400_000);
      expect(await loginMember(t, username, GOOD_PASSWORD)).toMatchObject({ passwordExpired: true, mustChangePassword: true });
    } finally {
      await changeSettings(await ops(), 'flags', (flags: Record<string, boolean>) => ({ ...flags, passwordExpiry: false }));
    }
  });

  it('recovers a password by e-mail link, once, and every old session ends', async () => {
    const email = `${newUsername('mail')}@example.com`;
    const { token, username } = await registerMember(t, { email });
    const api = t.client();
    const wrongEmail = await api.call(forgotByEmailEndpoint, { body: { username, email: 'other@example.com', verification: await solveVerification(api) } });
    expect(wrongEmail).toEqual({ sent: true });
    await expect(latestResetToken(t, email)).rejects.toThrow();
    await api.call(forgotByEmailEndpoint, { body: { username, email: email.toUpperCase(), verification: await solveVerification(api) } });
    const resetToken = await latestResetToken(t, email);
    const next = 'Mailed#Reset2026';
    expect(await api.call(resetByEmailEndpoint, { body: { resetToken, newPassword: next, confirmNewPassword: next } })).toEqual({ account: username });
    expect((await errorOf(api.call(resetByEmailEndpoint, { body: { resetToken, newPassword: next, confirmNewPassword: next } }))).errorCode).toBe(
      'invalid_verification_code',
    );
    expect((await errorOf(memberClient(t, token).call(memberInfoEndpoint))).errorCode).toBe('session_expired');
    expect(await loginMember(t, username, next)).toMatchObject({ state: 'ok' });
  });

  it('recovers a password by SMS code', async () => {
    const { username } = await registerMember(t, { mobileNum: '0123450004', countryDialingCode: '60' });
    const api = t.client();
    await api.call(smsCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '123450004', purpose: 'reset' } });
    const next = 'Texted#Reset2026';
    const body = { countryDialingCode: '60', mobileNum: '123450004', verificationCode: await latestCode(t, '123450004'), newPassword: next };
    expect((await errorOf(api.call(resetBySmsEndpoint, { body: { ...body, newPassword: 'password123' } }))).errorCode).toBe('weak_password');
    expect(await api.call(resetBySmsEndpoint, { body })).toEqual({ account: username });
    expect(await loginMember(t, username, next)).toMatchObject({ state: 'ok' });
  });

  it('asks a login from a new address for a two-factor check, with retry, when the merchant turns it on', async () => {
    const { token, username } = await registerMember(t, { mobileNum: '0123450005', countryDialingCode: '60' }, from('10.5.0.1'));
    await memberClient(t, token).call(realNameEndpoint, { body: { realName: 'Ahmad bin Ali' } });
    await changeSettings(await ops(), 'flags', (flags: Record<string, boolean>) => ({ ...flags, twoFactorNewIp: true }));
    try {
      expect(await loginMember(t, username, GOOD_PASSWORD, { api: from('10.5.0.1') })).toMatchObject({ state: 'ok' });
      const pending = await loginMember(t, username, GOOD_PASSWORD, { api: from('10.6.0.1') });
      if (pending.state !== 'twoFactor') throw new Error('expected a two-factor check');
      expect(pending.methods).toEqual(['sms', 'payee']);
      expect(pending.maskedMobile).toBe('+60 12****005');
      const api = from('10.6.0.1');
      const wrong = await errorOf(
        api.call(twoFactorVerifyEndpoint, { body: { challengeToken: pending.challengeToken, method: 'payee', code: 'Someone Else' } }),
      );
      expect(wrong.errorCode).toBe('two_factor_invalid');
      expect(
        (await errorOf(api.call(twoFactorVerifyEndpoint, { body: { challengeToken: pending.challengeToken, method: 'totp', code: '123456' } }))).errorCode,
      ).toBe('operation_not_allowed');
      await api.call(twoFactorSendEndpoint, { body: { challengeToken: pending.challengeToken, method: 'sms' } });
      const session = await api.call(twoFactorVerifyEndpoint, {
        body: { challengeToken: pending.challengeToken, method: 'sms', code: await latestCode(t, '123450005') },
      });
      expect(session.account).toBe(username);
      // Used once; the new address is now known.
      expect(
        (await errorOf(api.call(twoFactorVerifyEndpoint, { body: { challengeToken: pending.challengeToken, method: 'payee', code: 'ahmad  BIN ali' } })))
          .errorCode,
      ).toBe('session_expired');
      expect(await loginMember(t, username, GOOD_PASSWORD, { api: from('10.6.0.1') })).toMatchObject({ state: 'ok' });
      const payee = await loginMember(t, username, GOOD_PASSWORD, { api: from('10.7.0.1') });
      if (payee.state !== 'twoFactor') throw new Error('expected a two-factor check');
      expect(
        // Case, spaces and punctuation do not count (docs/members.md, "Real names").
        await api.call(twoFactorVerifyEndpoint, { body: { challengeToken: payee.challengeToken, method: 'payee', code: 'AHMAD  bin-ali.' } }),
      ).toMatchObject({
        account: username,
      });
    } finally {
      await changeSettings(await ops(), 'flags', (flags: Record<string, boolean>) => ({ ...flags, twoFactorNewIp: false }));
    }
  });

  it('remembers the account in an HttpOnly, SameSite=Strict cookie whose token works once and is replaced', async () => {
    const { username } = await registerMember(t);
    const jar = new Map<string, string>();
    const browser = t.client(() => ({}), jar);
    expect(await browser.call(rememberedEndpoint)).toEqual({ account: null, type: null, countryDialingCode: null, mobileNum: null });
    await loginMember(t, username, GOOD_PASSWORD, { api: browser, remember: true });
    const [cookie] = t.lastCookies();
    expect(cookie).toMatchObject({ name: 'orbit_remember', httpOnly: true, sameSite: 'Strict', path: '/wps/session', maxAge: 86_400 });
    expect(cookie?.value).not.toContain(GOOD_PASSWORD);
    expect(await browser.call(rememberedEndpoint)).toMatchObject({ account: username, type: 'username' });

    const first = jar.get('orbit_remember');
    const again = await browser.call(rememberedLoginEndpoint);
    expect(again).toMatchObject({ state: 'ok', account: username });
    expect(jar.get('orbit_remember')).not.toBe(first);
    // The used token is dead: a copy of it logs nobody in.
    const thief = t.client(() => ({}), new Map([['orbit_remember', first ?? '']]));
    expect((await errorOf(thief.call(rememberedLoginEndpoint))).errorCode).toBe('unauthorized');

    // Offered back for 24 hours only.
    t.clock.advance(24 * 3600_000 + 1000);
    expect((await browser.call(rememberedEndpoint)).account).toBeNull();

    // "Use another account" forgets it at once.
    await loginMember(t, username, GOOD_PASSWORD, { api: browser, remember: true });
    await browser.call(forgetRememberedEndpoint);
    expect(jar.has('orbit_remember')).toBe(false);
    expect((await browser.call(rememberedEndpoint)).account).toBeNull();
  });

  it('revokes remember tokens when the password changes', async () => {
    const { username } = await registerMember(t);
    const jar = new Map<string, string>();
    const browser = t.client(() => ({}), jar);
    const login = await loginMember(t, username, GOOD_PASSWORD, { api: browser, remember: true });
    if (login.state !== 'ok') throw new Error('expected a session');
    const next = 'Another#Pass2026';
    await memberClient(t, login.token).call(changePasswordEndpoint, { body: { oldPassword: GOOD_PASSWORD, newPassword: next, confirmNewPassword: next } });
    expect((await browser.call(rememberedEndpoint)).account).toBeNull();
  });

  it('never lets a member of one merchant log in at another, nor use its token there', async () => {
    const { token, username } = await registerMember(t);
    const other = await siteRepo.insertMerchant(t.database.db, {
      code: 'SIAM',
      name: 'Siam Brand',
      currency: 'THB',
      currencySymbol: '฿',
      timeZone: 'Asia/Bangkok',
      settings: defaultSettings('Siam Brand'),
    });
    expect(other.code).toBe('SIAM');
    const there = t.client(() => ({ merchant: 'SIAM' }));
    expect((await errorOf(loginMember(t, username, GOOD_PASSWORD, { api: there }))).errorCode).toBe('invalid_credentials');
    expect((await errorOf(t.client(() => ({ merchant: 'SIAM', authorization: token })).call(memberInfoEndpoint))).errorCode).toBe('session_expired');
  });
});
