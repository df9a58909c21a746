// Accounts under simultaneous requests on a real PostgreSQL (several connections, real row locks): one
// username gives one account, one SMS code binds once, payment-password changes, the real name, a
// cool-off and agent affiliate codes stay consistent. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { createAccountEndpoint } from '@orbit/contracts/console-members';
import { ApiError } from '@orbit/contracts/envelope';
import { memberInfoEndpoint, registerEndpoint, type RegisterBody } from '@orbit/contracts/member';
import { bindMobileEndpoint, mobileCodeEndpoint, paymentPasswordEndpoint, realNameEndpoint, responsibleGamingEndpoint } from '@orbit/contracts/member-security';
import { members } from '../../src/db/schema/members.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { consoleApi, GOOD_PASSWORD, latestCode, loginMember, memberClient, registerMember, solvedCaptcha } from '../support/members.ts';
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
const count = (list: string[], value: string) => list.filter((v) => v === value).length;

describe('members under simultaneous requests (PostgreSQL)', () => {
  let t: TestApp;
  let operator: ApiClient;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (DATABASE_URL)');
    t = await createTestApp();
    operator = await consoleApi(t);
  });
  afterAll(() => t?.close());

  async function newMember() {
    const session = await registerMember(t);
    return { ...session, api: memberClient(t, session.token) };
  }

  it('registers one username once: one account, the others username_taken', async () => {
    const api = t.client();
    // Every body is ready (human checks solved) before the calls go, so the calls themselves overlap.
    const bodies: RegisterBody[] = [];
    for (const username of ['RaceTiger88', 'racetiger88', 'RACETIGER88', 'RaceTiger88', 'raceTiger88'])
      bodies.push({
        username,
        password: GOOD_PASSWORD,
        confirmPassword: GOOD_PASSWORD,
        agree: true,
        verification: await solveVerification(api),
        ...(await solvedCaptcha(t, api)),
      });
    const results = await outcomes(bodies.map((body) => api.call(registerEndpoint, { body })));
    expect([count(results, 'ok'), count(results, 'username_taken')]).toEqual([1, 4]);
    const rows = await t.database.db.select().from(members).where(eq(members.usernameKey, 'racetiger88'));
    expect(rows).toHaveLength(1);
  });

  it('binds a mobile number once with ten simultaneous uses of its code', async () => {
    const member = await newMember();
    const number = { countryDialingCode: '+60', mobileNum: '123470001' };
    await member.api.call(mobileCodeEndpoint, { body: number });
    const verificationCode = await latestCode(t, '123470001');
    const results = await outcomes(Array.from({ length: 10 }, () => member.api.call(bindMobileEndpoint, { body: { ...number, verificationCode } })));
    expect([count(results, 'ok'), count(results, 'invalid_verification_code')]).toEqual([1, 9]);
    expect((await member.api.call(memberInfoEndpoint)).maskedMobile).toBe('+60 12****001');
    const bound = await t.database.db
      .select()
      .from(members)
      .where(and(eq(members.countryDialingCode, '60'), eq(members.mobileNum, '123470001')));
    expect(bound.map((m) => m.username)).toEqual([member.username]);
  });

  it('lets one of several simultaneous payment-password changes win; the winner’s new password is the one that works', async () => {
    const member = await newMember();
    const set = (currentPassword: string, next: string) =>
      member.api.call(paymentPasswordEndpoint, { body: { currentPassword, newPaymentPassword: next, confirmPaymentPassword: next } });

    // Two first settings at once, both confirmed with the login password: one is set.
    const firsts = await outcomes([set(GOOD_PASSWORD, '111111'), set(GOOD_PASSWORD, '222222')]);
    expect(count(firsts, 'ok')).toBe(1);
    const current = firsts[0] === 'ok' ? '111111' : '222222';

    const candidates = ['300001', '300002', '300003', '300004', '300005'];
    const results = await outcomes(candidates.map((next) => set(current, next)));
    expect([count(results, 'ok'), count(results, 'old_password_wrong')]).toEqual([1, 4]);
    const winner = candidates[results.indexOf('ok')]!;

    // Only the winner's password changes it now; the losers' and the old one are wrong.
    for (const loser of [current, ...candidates.filter((c) => c !== winner)]) expect(await outcomes([set(loser, '999999')])).toEqual(['old_password_wrong']);
    expect(await outcomes([set(winner, '999999')])).toEqual(['ok']);
  });

  it('sets the real name once when asked twice at the same time', async () => {
    const member = await newMember();
    const results = await outcomes(['Siti Aminah', 'Nur Aisyah'].map((realName) => member.api.call(realNameEndpoint, { body: { realName } })));
    expect(results.sort()).toEqual(['ok', 'operation_not_allowed']);
    const kept = (await member.api.call(memberInfoEndpoint)).realName;
    expect(['Siti Aminah', 'Nur Aisyah']).toContain(kept);
    const [row] = await t.database.db.select().from(members).where(eq(members.username, member.username));
    expect(row?.realName).toBe(kept);
  });

  it('never ends up with a shorter cool-off than the longest one accepted', async () => {
    const member = await newMember();
    // Several sessions, so each request authenticates on its own session before any of them ends it.
    const tokens = [member.token];
    for (let i = 0; i < 3; i++) {
      const login = await loginMember(t, member.username, GOOD_PASSWORD, { captcha: true });
      if (login.state !== 'ok') throw new Error('expected a session');
      tokens.push(login.token);
    }
    const days = [30, 1, 7, 1] as const;
    const results = await outcomes(
      tokens.map((token, i) => memberClient(t, token).call(responsibleGamingEndpoint, { body: { action: 'coolOff', days: days[i]! } })),
    );
    const accepted = days.filter((_, i) => results[i] === 'ok');
    expect(accepted.length).toBeGreaterThan(0);
    expect(results.every((r) => r === 'ok' || r === 'session_expired')).toBe(true);
    const [row] = await t.database.db.select().from(members).where(eq(members.username, member.username));
    const longest = Math.max(...accepted);
    expect(row?.coolOffUntil?.getTime()).toBe(t.clock.now().getTime() + longest * 86_400_000);
  });

  it('gives an affiliate code to one of two agents created at the same time with it', async () => {
    const create = (username: string) => operator.call(createAccountEndpoint, { body: { username, type: 1, upline: null, affiliateCode: 'RACE2026' } });
    const settled = await Promise.allSettled([create('raceagentone'), create('raceagenttwo')]);
    const errors = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason as ApiError] : []));
    expect(errors.map((e) => [e.errorCode, e.field])).toEqual([['conflict', 'affiliateCode']]);
    const holders = await t.database.db.select().from(members).where(eq(members.affiliateCode, 'RACE2026'));
    expect(holders).toHaveLength(1);
  });

  it('counts simultaneous wrong guesses at one code against its five tries: the right code then fails too', async () => {
    const { api } = await newMember();
    await api.call(mobileCodeEndpoint, { body: { countryDialingCode: '60', mobileNum: '0123459911' } });
    const code = await latestCode(t, '123459911');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const guesses = await outcomes(
      Array.from({ length: 20 }, () => api.call(bindMobileEndpoint, { body: { countryDialingCode: '60', mobileNum: '0123459911', verificationCode: wrong } })),
    );
    expect(count(guesses, 'invalid_verification_code')).toBe(20);
    const right = await outcomes([api.call(bindMobileEndpoint, { body: { countryDialingCode: '60', mobileNum: '0123459911', verificationCode: code } })]);
    expect(right).toEqual(['invalid_verification_code']);
    expect((await api.call(memberInfoEndpoint)).maskedMobile).toBeNull();
  });
});
