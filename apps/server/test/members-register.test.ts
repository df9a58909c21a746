// Registration (docs/members.md): the merchant's field rules, the password policy, the affiliate code checked
// first, the human checks, mobile registration with an SMS code, and one account per username.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  affiliateCheckEndpoint,
  memberInfoEndpoint,
  registerEndpoint,
  registerMobileEndpoint,
  smsCodeEndpoint,
  type RegisterBody,
} from '@orbit/contracts/member';
import { createAccountEndpoint, membersListEndpoint } from '@orbit/contracts/console-members';
import type { ApiClient } from '@orbit/contracts/client';
import type { FieldRule, RegisterRules } from '@orbit/contracts/settings';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi, errorOf, GOOD_PASSWORD, latestCode, memberClient, newUsername, registerMember, solvedCaptcha } from './support/members.ts';
import { solveVerification } from './support/verification.ts';

describe('registration', () => {
  let t: TestApp;
  let console: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    console = await consoleApi(t);
  });
  afterAll(() => t.close());

  async function countMembers(q: string) {
    return (await console.call(membersListEndpoint, { query: { q, page: 1, pageSize: 50 } })).total;
  }

  async function attempt(overrides: Partial<RegisterBody>) {
    const api = t.client();
    const body: RegisterBody = {
      username: newUsername(),
      password: GOOD_PASSWORD,
      confirmPassword: overrides.password ?? GOOD_PASSWORD,
      agree: true,
      verification: await solveVerification(api),
      ...(await solvedCaptcha(t, api)),
      ...overrides,
    };
    return errorOf(api.call(registerEndpoint, { body }));
  }

  it('registers by username and logs the new member in', async () => {
    const { token, username, firstTimeLogin, isAgent } = await registerMember(t);
    expect(isAgent).toBe(0);
    expect(firstTimeLogin).toBe(true);
    const info = await memberClient(t, token).call(memberInfoEndpoint);
    expect(info).toMatchObject({ account: username, nickname: username, type: 0, upline: null, mustChangePassword: false });
  });

  it.each([
    [{ username: '' }, 'validation_failed', 'username', 'Input cannot be empty'],
    [{ username: 'ab1' }, 'validation_failed', 'username', 'Please enter between 6 and 16 characters'],
    [{ username: '1player' }, 'validation_failed', 'username', 'The username format is incorrect'],
    [{ password: 'short1A' }, 'validation_failed', 'password', 'Please fill in your password with 8 - 64 characters'],
    [{ password: 'x'.repeat(65) }, 'validation_failed', 'password', 'Please fill in your password with 8 - 64 characters'],
    [{ password: 'password123' }, 'weak_password', 'password', 'This password is too easy to guess'],
    [{ password: GOOD_PASSWORD, confirmPassword: `${GOOD_PASSWORD}x` }, 'inconsistent_twice', 'confirmPassword', 'Incorrect confirmation input'],
    [{ email: 'not-an-address' }, 'validation_failed', 'email', 'The email format is incorrect'],
    [{ payeeName: '123' }, 'validation_failed', 'payeeName', 'Real name format is incorrect'],
    [{ verification: undefined }, 'verification_required', 'verification', 'Verification must be completed first'],
    [{ captcha: 'ZZZZ' }, 'captcha_invalid', 'captcha', undefined],
    [{ captchaId: undefined, captcha: undefined }, 'captcha_required', 'captcha', undefined],
    [{ affiliateCode: 'NOSUCH1' }, 'invitation_code_error', 'affiliateCode', 'Invalid invitation code'],
  ] as [Partial<RegisterBody>, string, string, string | undefined][])(
    'refuses %j with %s on %s, and creates nothing',
    async (overrides, code, field, message) => {
      const username = newUsername('refused');
      const error = await attempt({ username, ...overrides });
      expect(error.errorCode).toBe(code);
      expect(error.field).toBe(field);
      if (message) expect(error.message).toBe(message);
      expect(await countMembers(username)).toBe(0);
    },
  );

  it.each(['Kumar a/l Muthusamy', 'Siti binti Abdullah', '陈伟明', 'Tan Wei Ming 陈伟明', "O'Neil", 'Mary-Ann Lee', 'Mohd. Rizal'])(
    'registers the real name %s under the default rule',
    async (payeeName) => {
      const { token } = await registerMember(t, { payeeName: `  ${payeeName.replace(' ', '   ')} ` });
      expect((await memberClient(t, token).call(memberInfoEndpoint)).realName).toBe(payeeName);
    },
  );

  it.each(['Siti 2', 'Siti 😀', 'Tan\u0007Wei', 'x'.repeat(61)])('refuses the real name %j and creates nothing', async (payeeName) => {
    const username = newUsername('badname');
    const error = await attempt({ username, payeeName });
    expect(error).toMatchObject({ errorCode: 'validation_failed', field: 'payeeName' });
    expect(await countMembers(username)).toBe(0);
  });

  it('keeps the captcha good after a field mistake, and asks for a new one once it was used', async () => {
    const api = t.client();
    const username = newUsername('retry');
    const captcha = await solvedCaptcha(t, api);
    const body = (overrides: Partial<RegisterBody>): RegisterBody => ({
      username,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      agree: true,
      ...captcha,
      ...overrides,
    });
    const mistake = await errorOf(api.call(registerEndpoint, { body: body({ email: 'not-an-address', verification: await solveVerification(api) }) }));
    expect([mistake.errorCode, mistake.field, mistake.captchaRequired]).toEqual(['validation_failed', 'email', false]);
    // The corrected attempt with the same captcha goes through.
    await api.call(registerEndpoint, { body: body({ verification: await solveVerification(api) }) });
    expect(await countMembers(username)).toBe(1);

    const again = t.client();
    const taken = await errorOf(
      again.call(registerEndpoint, {
        body: { ...body({ verification: await solveVerification(again) }), ...(await solvedCaptcha(t, again)) },
      }),
    );
    expect([taken.errorCode, taken.field, taken.captchaRequired]).toEqual(['username_taken', 'username', true]);
  });

  it('accepts a 64-character password and refuses one that contains the username', async () => {
    await registerMember(t, { password: 'Long#'.padEnd(64, 'z'), confirmPassword: 'Long#'.padEnd(64, 'z') });
    const username = newUsername('named');
    const error = await attempt({ username, password: `${username}!X9`, confirmPassword: `${username}!X9` });
    expect(error.errorCode).toBe('weak_password');
  });

  it("follows the merchant's rules: a required contact field, a disabled one dropped, and a longer password minimum", async () => {
    await changeSettings(console, 'registerRules', (rules: RegisterRules) => ({
      ...rules,
      line: { enabled: true, required: true, patternId: null, acceptedPattern: null, minLength: 3, maxLength: 20 } satisfies FieldRule,
      password: { ...rules.password, minLength: 10 },
    }));
    try {
      expect((await attempt({ line: '' })).field).toBe('line');
      expect((await attempt({ line: 'ab' })).message).toBe('Please enter between 3 and 20 characters');
      const nine = 'Abcdef#12';
      expect((await attempt({ line: 'myline', password: nine, confirmPassword: nine })).message).toBe('Please fill in your password with 10 - 64 characters');
      // wechat stays disabled: a value sent anyway is not stored.
      const { username } = await registerMember(t, { line: 'myline', wechat: 'ignored' });
      const [row] = (await console.call(membersListEndpoint, { query: { q: username, page: 1, pageSize: 5 } })).items;
      expect(row?.username).toBe(username);
    } finally {
      await changeSettings(console, 'registerRules', (rules: RegisterRules) => ({
        ...rules,
        line: { ...rules.line, enabled: false, required: false },
        password: { ...rules.password, minLength: 8 },
      }));
    }
  });

  it('refuses an e-mail address another member uses', async () => {
    const email = `${newUsername('shared')}@example.com`;
    await registerMember(t, { email });
    const error = await attempt({ email: email.toUpperCase() });
    expect(error).toMatchObject({ errorCode: 'email_taken', field: 'email' });
  });

  it('refuses a username taken in any letter case', async () => {
    const { username } = await registerMember(t);
    const error = await attempt({ username: username.toUpperCase() });
    expect(error.errorCode).toBe('username_taken');
  });

  it("registers under an agent's affiliate code, checked first (GET /wps/agent/affiliate)", async () => {
    const agent = await console.call(createAccountEndpoint, { body: { username: newUsername('agent'), type: 1, upline: null, affiliateCode: 'HGAGENT7' } });
    const check = await t.client().call(affiliateCheckEndpoint, { query: { code: 'hgagent7' } });
    expect(check).toEqual({ code: 'HGAGENT7', agent: agent.nickname });
    expect((await errorOf(t.client().call(affiliateCheckEndpoint, { query: { code: 'WRONG99' } }))).errorCode).toBe('invitation_code_error');
    const { token } = await registerMember(t, { affiliateCode: 'HGAGENT7' });
    expect((await memberClient(t, token).call(memberInfoEndpoint)).upline).toBe(agent.username);
    // A plain member's code is not an invitation.
    const member = await console.call(createAccountEndpoint, { body: { username: newUsername('plain'), type: 0, upline: null, affiliateCode: null } });
    expect(member.affiliateCode).toBeNull();
  });

  it('registers by mobile number with an SMS code; the username is the number', async () => {
    const api = t.client();
    const mobileNum = '0123456701';
    const sent = await api.call(smsCodeEndpoint, {
      body: { countryDialingCode: '+60', mobileNum, purpose: 'register', verification: await solveVerification(api) },
    });
    expect(sent.expiredMinutes).toBe(5);
    const body: RegisterBody = {
      countryDialingCode: '60',
      mobileNum,
      password: GOOD_PASSWORD,
      confirmPassword: GOOD_PASSWORD,
      agree: true,
      verification: await solveVerification(api),
      ...(await solvedCaptcha(t, api)),
      verificationCode: '000000',
    };
    const wrong = await errorOf(api.call(registerMobileEndpoint, { body }));
    expect(wrong.errorCode).toBe('invalid_verification_code');
    const code = await latestCode(t, '123456701');
    const session = await api.call(registerMobileEndpoint, {
      body: { ...body, verificationCode: code, verification: await solveVerification(api), ...(await solvedCaptcha(t, api)) },
    });
    expect(session.account).toBe('123456701');
    const info = await memberClient(t, session.token).call(memberInfoEndpoint);
    expect(info.maskedMobile).toBe('+60 12****701');
    // The same number again: refused before any code is sent.
    const again = await errorOf(
      api.call(smsCodeEndpoint, {
        body: { countryDialingCode: '60', mobileNum: '123456701', purpose: 'register', verification: await solveVerification(api) },
      }),
    );
    expect(again.errorCode).toBe('mobile_taken');
  });

  it('refuses an invalid mobile number and a second code inside the countdown', async () => {
    const api = t.client();
    const bad = await errorOf(
      api.call(smsCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '99999', purpose: 'register', verification: await solveVerification(api) } }),
    );
    expect(bad).toMatchObject({ errorCode: 'validation_failed', field: 'mobileNum', message: 'Please enter a valid mobile number' });
    const body = { countryDialingCode: '60', mobileNum: '0123456702', purpose: 'register' as const };
    await api.call(smsCodeEndpoint, { body: { ...body, verification: await solveVerification(api) } });
    const soon = await errorOf(api.call(smsCodeEndpoint, { body: { ...body, verification: await solveVerification(api) } }));
    expect(soon.errorCode).toBe('too_many_requests');
    t.clock.advance(60_000);
    await api.call(smsCodeEndpoint, { body: { ...body, verification: await solveVerification(api) } });
  });

  it('refuses a way of registering the merchant switched off', async () => {
    await changeSettings(console, 'flags', (flags: Record<string, boolean>) => ({ ...flags, usernameRegistration: false }));
    try {
      expect((await attempt({})).errorCode).toBe('feature_disabled');
    } finally {
      await changeSettings(console, 'flags', (flags: Record<string, boolean>) => ({ ...flags, usernameRegistration: true }));
    }
  });

  it('gives one account when the same username registers twice at once', async () => {
    const username = newUsername('twice');
    const results = await Promise.allSettled([registerMember(t, { username }), registerMember(t, { username })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failed = results.find((r) => r.status === 'rejected');
    expect((failed as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'username_taken' });
    expect(await countMembers(username)).toBe(1);
  });
});
