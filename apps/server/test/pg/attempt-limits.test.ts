// Attempt limits under simultaneous requests on a real PostgreSQL (ADR 0009, claim before check): guesses
// sent together are counted together, so the captcha threshold, the hourly caps and the two-factor tries
// hold; and a flood of failures for an operator's username does not keep the operator out of its console.
// Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { consoleLoginEndpoint, createOperatorEndpoint, listAuditEndpoint, listNoticesEndpoint } from '@orbit/contracts/console';
import { ApiError } from '@orbit/contracts/envelope';
import { loginEndpoint, twoFactorVerifyEndpoint } from '@orbit/contracts/member';
import { realNameEndpoint } from '@orbit/contracts/member-security';
import { and, eq } from 'drizzle-orm';
import { operatorLoginFailures } from '../../src/db/schema/console.ts';
import { memberLogins, members } from '../../src/db/schema/members.ts';
import { currentTotp } from '../../src/modules/console/totp.ts';
import { MAX_FAILURES_PER_HOUR } from '../../src/modules/members/login.ts';
import { createTestApp, loginOperator, type TestApp } from '../helpers.ts';
import { changeSettings, consoleApi, errorOf, GOOD_PASSWORD, loginMember, memberClient, registerMember, solvedCaptcha } from '../support/members.ts';
import { solveVerification } from '../support/verification.ts';

/** Each outcome as 'ok' or its error code. */
async function outcomes(calls: Promise<unknown>[]): Promise<string[]> {
  const settled = await Promise.allSettled(calls);
  return settled.map((s) => {
    if (s.status === 'fulfilled') return 'ok';
    if (s.reason instanceof ApiError) return s.reason.errorCode;
    throw s.reason;
  });
}
/** How many of each outcome, to compare in one expectation. */
function tally(list: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of list) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}

describe('attempt limits under simultaneous requests (PostgreSQL)', () => {
  let t: TestApp;
  let owner: ApiClient;
  const from = (ip: string) => t.client(() => ({ 'x-forwarded-for': ip }));

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (DATABASE_URL)');
    t = await createTestApp({ TRUSTED_PROXIES: '127.0.0.1' });
    owner = await consoleApi(t);
  });
  afterAll(() => t?.close());

  /** A login body with its proof of work solved, ready before the calls go so that the calls overlap. */
  async function wrongLogin(api: ApiClient, username: string, withCaptcha: boolean) {
    return {
      type: 'username' as const,
      username,
      password: 'Wrong#Pass99',
      verification: await solveVerification(api),
      ...(withCaptcha ? await solvedCaptcha(t, api) : {}),
    };
  }

  it('lets at most captchaAfterFailures of 15 simultaneous wrong logins from one address run without the captcha', async () => {
    const { username } = await registerMember(t, {}, from('10.20.0.1'));
    const api = from('10.20.0.2');
    const bodies = [];
    for (let i = 0; i < 15; i++) bodies.push(await wrongLogin(api, username, false));
    const results = await outcomes(bodies.map((body) => api.call(loginEndpoint, { body })));
    // captchaAfterFailures is 3 by default: the 4th attempt counted must carry a captcha.
    expect(tally(results)).toEqual({ invalid_credentials: 3, captcha_required: 12 });
  });

  // Hashing is cheap in tests (PASSWORD_HASH_COST=test), so all 120 guesses race at once: none is written ahead.
  it('checks at most 100 of 120 simultaneous wrong logins for one account from six addresses', async () => {
    const { username } = await registerMember(t, {}, from('10.21.0.1'));
    const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.usernameKey, username.toLowerCase()));
    const apis = Array.from({ length: 6 }, (_, i) => from(`10.21.1.${i + 1}`));
    const bodies = [];
    for (let i = 0; i < 120; i++) bodies.push({ api: apis[i % 6]!, body: await wrongLogin(apis[i % 6]!, username, true) });
    const results = await outcomes(bodies.map(({ api, body }) => api.call(loginEndpoint, { body })));
    // The password was checked for at most the cap; at least the 20 over it were refused unchecked.
    const counts = tally(results);
    expect(counts.invalid_credentials ?? 0).toBeLessThanOrEqual(MAX_FAILURES_PER_HOUR);
    expect(counts.too_many_requests ?? 0).toBeGreaterThanOrEqual(120 - MAX_FAILURES_PER_HOUR);
    // The member's login history holds no more failures than the cap either.
    const failures = await t.database.db
      .select({ id: memberLogins.id })
      .from(memberLogins)
      .where(and(eq(memberLogins.memberId, member!.id), eq(memberLogins.success, false)));
    expect(failures.length).toBeLessThanOrEqual(MAX_FAILURES_PER_HOUR);
    // The owner, from the address it registered from, still gets in.
    expect(await loginMember(t, username, GOOD_PASSWORD, { api: from('10.21.0.1'), captcha: true })).toMatchObject({ state: 'ok' });
  }, 300_000);

  it('passes one captcha answer once when it is sent twice at the same time', async () => {
    const { username } = await registerMember(t, {}, from('10.22.0.1'));
    const api = from('10.22.0.2');
    for (let i = 0; i < 3; i++) await errorOf(api.call(loginEndpoint, { body: await wrongLogin(api, username, false) }));
    const captcha = await solvedCaptcha(t, api);
    const bodies = [];
    for (let i = 0; i < 2; i++) bodies.push({ ...(await wrongLogin(api, username, false)), ...captcha });
    const results = await outcomes(bodies.map((body) => api.call(loginEndpoint, { body })));
    expect(results.sort()).toEqual(['captcha_invalid', 'invalid_credentials']);
  });

  it('checks at most 5 of 20 simultaneous answers to one two-factor challenge', async () => {
    const { token, username } = await registerMember(t, {}, from('10.23.0.1'));
    await memberClient(t, token).call(realNameEndpoint, { body: { realName: 'Ahmad bin Ali' } });
    await changeSettings(owner, 'flags', (flags: Record<string, boolean>) => ({ ...flags, twoFactorNewIp: true }));
    try {
      const pending = await loginMember(t, username, GOOD_PASSWORD, { api: from('10.23.0.2') });
      if (pending.state !== 'twoFactor') throw new Error('expected a two-factor check');
      const api = from('10.23.0.2');
      const body = { challengeToken: pending.challengeToken, method: 'payee' as const, code: 'Someone Else' };
      const results = await outcomes(Array.from({ length: 20 }, () => api.call(twoFactorVerifyEndpoint, { body })));
      expect(tally(results)).toEqual({ two_factor_invalid: 5, session_expired: 15 });
    } finally {
      await changeSettings(owner, 'flags', (flags: Record<string, boolean>) => ({ ...flags, twoFactorNewIp: false }));
    }
  });

  async function newOperator(username: string) {
    const password = 'Console#Strong2026';
    await owner.call(createOperatorEndpoint, { body: { username, displayName: username, role: 'admin', password } });
    // The first login enrols the authenticator from 127.0.0.1, which becomes the operator's known address.
    const { secret } = await loginOperator(t, username, password);
    return { username, password, secret };
  }

  /** A six-digit code the authenticator does not show around now. */
  function wrongCode(secret: string): string {
    const now = t.clock.now().getTime();
    const valid = new Set([-1, 0, 1].map((k) => currentTotp(secret, new Date(now + k * 30_000))));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }

  it('lets the operator in from its known address with its code after 100 failures for its username from five addresses', async () => {
    const op = await newOperator('flooded.op');
    const now = t.clock.now();
    await t.database.db
      .insert(operatorLoginFailures)
      .values(Array.from({ length: 100 }, (_, i) => ({ merchantId: 1, username: op.username, ip: `10.24.0.${(i % 5) + 1}`, at: now })));
    t.clock.advance(30_000);
    const reply = await t.client().call(consoleLoginEndpoint, {
      body: { username: op.username, password: op.password, totpCode: currentTotp(op.secret, t.clock.now()) },
    });
    expect(reply.state).toBe('ok');
    // An address the operator never used is slowed, not refused: right after a failure it waits, then it is checked.
    const stranger = from('10.24.9.9');
    await errorOf(stranger.call(consoleLoginEndpoint, { body: { username: op.username, password: 'Wrong#Pass99' } }));
    expect((await errorOf(stranger.call(consoleLoginEndpoint, { body: { username: op.username, password: 'Wrong#Pass99' } }))).errorCode).toBe(
      'too_many_requests',
    );
    t.clock.advance(31_000);
    expect((await errorOf(stranger.call(consoleLoginEndpoint, { body: { username: op.username, password: 'Wrong#Pass99' } }))).errorCode).toBe(
      'invalid_credentials',
    );
  });

  // As above, the hour's first 80 failures are written straight to the log; 40 simultaneous guesses race for the last 20.
  it('checks at most 100 code guesses an hour when the last ones come at once from five addresses; the operator still gets in and the owners are told', async () => {
    const op = await newOperator('guessed.op');
    const now = t.clock.now();
    await t.database.db
      .insert(operatorLoginFailures)
      .values(Array.from({ length: 80 }, (_, i) => ({ merchantId: 1, username: op.username, ip: `10.25.1.${(i % 5) + 1}`, at: now })));
    t.clock.advance(30_000);
    const code = wrongCode(op.secret);
    const apis = Array.from({ length: 5 }, (_, i) => from(`10.25.0.${i + 1}`));
    const results = await outcomes(
      Array.from({ length: 40 }, (_, i) => apis[i % 5]!.call(consoleLoginEndpoint, { body: { username: op.username, password: op.password, totpCode: code } })),
    );
    expect(tally(results)).toEqual({ totp_invalid: 20, too_many_requests: 20 });
    t.clock.advance(30_000);
    const reply = await t.client().call(consoleLoginEndpoint, {
      body: { username: op.username, password: op.password, totpCode: currentTotp(op.secret, t.clock.now()) },
    });
    expect(reply.state).toBe('ok');
    const notices = (await (await consoleApi(t)).call(listNoticesEndpoint)).items.filter((n) => n.subject === op.username);
    expect(notices).toMatchObject([{ kind: 'login_ceiling', detail: { ceiling: 100 } }]);
    const audit = await (await consoleApi(t)).call(listAuditEndpoint, { query: { page: 1, pageSize: 50, action: 'operator.login.ceiling' } });
    expect(audit.items.filter((e) => e.target === op.username)).toHaveLength(1);
  }, 300_000);
});
