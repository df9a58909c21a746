// The console's member calls (docs/members.md) through the real app, as an operator sees them: search, detail,
// lock, reset to the default password, labels, sessions, login history, accounts and agents created with
// affiliate codes, the audit log of each action, what each role may do, and merchants kept apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { createOperatorEndpoint, listAuditEndpoint } from '@orbit/contracts/console';
import {
  createAccountEndpoint,
  memberDetailEndpoint,
  memberKillSessionsEndpoint,
  memberLabelsEndpoint,
  memberLockEndpoint,
  memberLoginsEndpoint,
  memberResetPasswordEndpoint,
  memberSessionsEndpoint,
  membersListEndpoint,
  outboxEndpoint,
} from '@orbit/contracts/console-members';
import { ApiError } from '@orbit/contracts/envelope';
import { affiliateCheckEndpoint, memberInfoEndpoint, rememberedLoginEndpoint } from '@orbit/contracts/member';
import { bindMobileEndpoint, mobileCodeEndpoint } from '@orbit/contracts/member-security';
import type { Role } from '@orbit/contracts/permissions';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { changeSettings, failure, GOOD_PASSWORD, latestCode, loginMember, memberClient, newUsername, registerMember } from './support/members.ts';

const DEFAULT_PASSWORD = 'Welcome#2026';

describe('console members', () => {
  let t: TestApp;
  let owner: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    owner = operatorClient(t, (await loginOperator(t)).token);
    // Every call here comes from 127.0.0.1: lift the per-address hourly limit on codes (not the subject here).
    await changeSettings(owner, 'accounts', (current: { codesPerIpPerHour: number }) => ({ ...current, codesPerIpPerHour: 1000 }));
  });
  afterAll(() => t.close());

  /** A newly registered member, its session and its id. */
  async function newMember(prefix?: string, api: ApiClient = t.client()) {
    const session = await registerMember(t, prefix ? { username: newUsername(prefix) } : {}, api);
    const client = memberClient(t, session.token);
    const { id } = await client.call(memberInfoEndpoint);
    return { ...session, id, api: client };
  }

  /** Logs in as the site does: with the captcha only once the server asks for it. */
  async function attemptLogin(username: string, password = GOOD_PASSWORD, api?: ApiClient, remember?: boolean) {
    const options = { ...(api ? { api } : {}), ...(remember ? { remember } : {}) };
    return loginMember(t, username, password, options).catch((error: unknown) => {
      if (error instanceof ApiError && error.errorCode === 'captcha_required') return loginMember(t, username, password, { ...options, captcha: true });
      throw error;
    });
  }
  async function login(username: string, password = GOOD_PASSWORD) {
    const result = await attemptLogin(username, password);
    if (result.state !== 'ok') throw new Error(`expected a session, got ${result.state}`);
    return result;
  }
  const alive = async (token: string) =>
    memberClient(t, token)
      .call(memberInfoEndpoint)
      .then(
        () => 'alive',
        (error: unknown) => (error as ApiError).errorCode,
      );

  async function auditOf(action: string, target: string) {
    const log = await owner.call(listAuditEndpoint, { query: { page: 1, pageSize: 200, action } });
    return log.items.filter((entry) => entry.target === target);
  }

  async function bindMobile(api: ApiClient, mobileNum: string) {
    await api.call(mobileCodeEndpoint, { body: { countryDialingCode: '+60', mobileNum } });
    await api.call(bindMobileEndpoint, { body: { countryDialingCode: '+60', mobileNum, verificationCode: await latestCode(t, mobileNum) } });
  }

  const createAccount = (
    body: { username: string; type: 0 | 1 | 2 | 41 | 42; upline?: string | null; affiliateCode?: string | null },
    api: ApiClient = owner,
  ) => api.call(createAccountEndpoint, { body: { upline: null, affiliateCode: null, ...body } });

  describe('search and detail', () => {
    it('finds members by username, mobile number and affiliate code, filters by type and status, newest first, page by page', async () => {
      const prefix = `srch${Date.now().toString(36).slice(-3)}`;
      const withMobile = await newMember(prefix);
      await bindMobile(withMobile.api, '123460001');
      const agent = await createAccount({ username: newUsername(prefix), type: 1, affiliateCode: 'TIGER88' });
      const locked = await newMember(prefix);
      await owner.call(memberLockEndpoint, { params: { id: locked.id }, body: { status: 'locked', reason: 'chargeback' } });

      const all = await owner.call(membersListEndpoint, { query: { q: prefix, page: 1, pageSize: 20 } });
      expect(all.total).toBe(3);
      expect(all.items.map((m) => m.username)).toEqual([locked.username, agent.username, withMobile.username]);

      const byMobile = await owner.call(membersListEndpoint, { query: { q: '123460001', page: 1, pageSize: 20 } });
      expect(byMobile.items.map((m) => [m.username, m.mobile])).toEqual([[withMobile.username, '+60 123460001']]);
      // As the console shows it, and as people type it.
      for (const typed of ['+60 123460001', '0123-460 001'])
        expect((await owner.call(membersListEndpoint, { query: { q: typed, page: 1, pageSize: 20 } })).items.map((m) => m.username)).toEqual([
          withMobile.username,
        ]);
      const byCode = await owner.call(membersListEndpoint, { query: { q: 'tiger88', page: 1, pageSize: 20 } });
      expect(byCode.items.map((m) => [m.username, m.affiliateCode, m.type])).toEqual([[agent.username, 'TIGER88', 1]]);

      const agents = await owner.call(membersListEndpoint, { query: { q: prefix, type: 1, page: 1, pageSize: 20 } });
      expect(agents.items.map((m) => m.username)).toEqual([agent.username]);
      const lockedOnes = await owner.call(membersListEndpoint, { query: { q: prefix, status: 'locked', page: 1, pageSize: 20 } });
      expect(lockedOnes.items.map((m) => [m.username, m.status])).toEqual([[locked.username, 'locked']]);
      const everyLocked = await owner.call(membersListEndpoint, { query: { status: 'locked', page: 1, pageSize: 100 } });
      expect(everyLocked.items.every((m) => m.status === 'locked')).toBe(true);

      const first = await owner.call(membersListEndpoint, { query: { q: prefix, page: 1, pageSize: 2 } });
      const second = await owner.call(membersListEndpoint, { query: { q: prefix, page: 2, pageSize: 2 } });
      expect([first.total, first.items.length, second.items.length]).toEqual([3, 2, 1]);
      expect([...first.items, ...second.items].map((m) => m.username)).toEqual(all.items.map((m) => m.username));

      // Search text is matched literally: a wildcard finds nothing.
      expect((await owner.call(membersListEndpoint, { query: { q: `${prefix}%`, page: 1, pageSize: 20 } })).total).toBe(0);
      expect((await owner.call(membersListEndpoint, { query: { q: '_', page: 1, pageSize: 20 } })).total).toBe(0);
      expect((await failure(owner.call(membersListEndpoint, { query: { status: 'frozen' as 'locked', page: 1, pageSize: 20 } }))).field).toBe('status');
    });

    it("shows a member's detail, and answers not_found for an unknown id", async () => {
      const member = await newMember();
      const detail = await owner.call(memberDetailEndpoint, { params: { id: member.id } });
      expect(detail).toMatchObject({
        id: member.id,
        username: member.username,
        type: 0,
        status: 'active',
        upline: null,
        mobile: null,
        lockedReason: null,
        mustChangePassword: false,
        totpEnabled: false,
        hasPaymentPassword: false,
        registerIp: '127.0.0.1',
        registerMethod: 'WEB',
        lastLoginIp: '127.0.0.1',
        socialIdentities: [],
        responsibleGaming: { sessionReminderMinutes: null, coolOffUntil: null, selfExcludedUntil: null },
      });
      expect(await failure(owner.call(memberDetailEndpoint, { params: { id: 999_999 } }))).toEqual({ errorCode: 'not_found', status: 404, field: undefined });
    });
  });

  describe('lock and unlock', () => {
    it('locks a member: every session ends and logins are refused until the member is unlocked', async () => {
      const member = await newMember();
      const second = await login(member.username);

      expect((await failure(owner.call(memberLockEndpoint, { params: { id: member.id }, body: { status: 'locked', reason: ' ' } }))).field).toBe('reason');
      expect(await alive(member.token)).toBe('alive');

      const locked = await owner.call(memberLockEndpoint, { params: { id: member.id }, body: { status: 'locked', reason: 'Suspected account sharing' } });
      expect(locked).toMatchObject({ status: 'locked', lockedReason: 'Suspected account sharing' });
      expect([await alive(member.token), await alive(second.token)]).toEqual(['session_expired', 'session_expired']);
      expect(await owner.call(memberSessionsEndpoint, { params: { id: member.id } })).toEqual([]);
      expect(await failure(attemptLogin(member.username))).toEqual({ errorCode: 'account_locked', status: 403, field: undefined });

      const unlocked = await owner.call(memberLockEndpoint, { params: { id: member.id }, body: { status: 'active' } });
      expect(unlocked).toMatchObject({ status: 'active', lockedReason: null });
      expect(await alive((await login(member.username)).token)).toBe('alive');

      const [lockEntry] = await auditOf('member.lock', member.username);
      expect(lockEntry).toMatchObject({ operatorName: 'admin', detail: { reason: 'Suspected account sharing', sessionsEnded: 2 } });
      expect(await auditOf('member.unlock', member.username)).toHaveLength(1);
    });
  });

  describe('password reset', () => {
    it("resets to the merchant's default password: sessions end and the member must change it at next login", async () => {
      await changeSettings(owner, 'accounts', (current: object) => ({ ...current, defaultPassword: 'Harbour#Reset26' }));
      try {
        const member = await newMember();
        const detail = await owner.call(memberResetPasswordEndpoint, { params: { id: member.id } });
        expect(detail.mustChangePassword).toBe(true);
        expect(await alive(member.token)).toBe('session_expired');
        expect((await failure(attemptLogin(member.username, GOOD_PASSWORD))).errorCode).toBe('invalid_credentials');
        expect((await failure(attemptLogin(member.username, DEFAULT_PASSWORD))).errorCode).toBe('invalid_credentials');
        const session = await login(member.username, 'Harbour#Reset26');
        expect(session.mustChangePassword).toBe(true);
        expect((await memberClient(t, session.token).call(memberInfoEndpoint)).mustChangePassword).toBe(true);

        const [entry] = await auditOf('member.password.reset-default', member.username);
        expect(entry).toMatchObject({ operatorName: 'admin', detail: { sessionsEnded: 1 } });
        expect(JSON.stringify(entry)).not.toContain('Harbour#Reset26');
      } finally {
        await changeSettings(owner, 'accounts', (current: object) => ({ ...current, defaultPassword: DEFAULT_PASSWORD }));
      }
    });
  });

  describe('labels', () => {
    it("sets a member's labels and club label, which the member sees too, and clears them", async () => {
      const member = await newMember();
      const labelled = await owner.call(memberLabelsEndpoint, {
        params: { id: member.id },
        body: { memberLabel: ['VIP', 'Sabah', 'VIP'], clubLabel: { labelName: 'Gold', rankLevel: 5 } },
      });
      expect(labelled).toMatchObject({ memberLabel: ['VIP', 'Sabah'], clubLabel: { labelName: 'Gold', rankLevel: 5 } });
      expect(await member.api.call(memberInfoEndpoint)).toMatchObject({ memberLabel: ['VIP', 'Sabah'], clubLabel: { labelName: 'Gold', rankLevel: 5 } });
      const row = (await owner.call(membersListEndpoint, { query: { q: member.username, page: 1, pageSize: 20 } })).items[0];
      expect(row).toMatchObject({ memberLabel: ['VIP', 'Sabah'], clubLabel: { labelName: 'Gold', rankLevel: 5 } });

      const tooLong = await failure(owner.call(memberLabelsEndpoint, { params: { id: member.id }, body: { memberLabel: ['x'.repeat(31)], clubLabel: null } }));
      expect([tooLong.errorCode, tooLong.field]).toEqual(['validation_failed', 'memberLabel.0']);
      expect((await owner.call(memberDetailEndpoint, { params: { id: member.id } })).memberLabel).toEqual(['VIP', 'Sabah']);

      expect(await owner.call(memberLabelsEndpoint, { params: { id: member.id }, body: { memberLabel: [], clubLabel: null } })).toMatchObject({
        memberLabel: [],
        clubLabel: null,
      });
      const audit = await auditOf('member.labels', member.username);
      expect(audit.map((entry) => (entry.detail as { memberLabel: string[] }).memberLabel)).toEqual([[], ['VIP', 'Sabah']]);
    });
  });

  describe('sessions and login history', () => {
    it("lists a member's live sessions and ends one of them or all", async () => {
      const member = await newMember();
      const second = await login(member.username);
      const third = await login(member.username);
      const sessions = await owner.call(memberSessionsEndpoint, { params: { id: member.id } });
      expect(sessions).toHaveLength(3);
      expect(sessions.every((s) => s.ip === '127.0.0.1' && Date.parse(s.expiresAt) > t.clock.now().getTime())).toBe(true);

      // Which listed session is which token: end one and see which token died.
      const ended = await owner.call(memberKillSessionsEndpoint, { params: { id: member.id }, query: { sessionId: sessions[0]!.id } });
      expect(ended).toEqual({ ended: 1 });
      const states = [await alive(member.token), await alive(second.token), await alive(third.token)];
      expect(states.filter((s) => s === 'session_expired')).toHaveLength(1);
      expect((await owner.call(memberSessionsEndpoint, { params: { id: member.id } })).map((s) => s.id)).not.toContain(sessions[0]!.id);
      expect(await owner.call(memberKillSessionsEndpoint, { params: { id: member.id }, query: { sessionId: 'no-such-session' } })).toEqual({ ended: 0 });

      expect(await owner.call(memberKillSessionsEndpoint, { params: { id: member.id }, query: {} })).toEqual({ ended: 2 });
      expect([await alive(member.token), await alive(second.token), await alive(third.token)]).toEqual([
        'session_expired',
        'session_expired',
        'session_expired',
      ]);
      expect(await owner.call(memberSessionsEndpoint, { params: { id: member.id } })).toEqual([]);

      const audit = await auditOf('member.sessions.end', member.username);
      expect(audit.map((entry) => entry.detail)).toEqual([
        { sessionId: 'all', ended: 2 },
        { sessionId: 'no-such-session', ended: 0 },
        { sessionId: sessions[0]!.id, ended: 1 },
      ]);
    });

    it('ending all sessions also ends the remembered login of the member’s browsers', async () => {
      const jar = new Map<string, string>();
      const browser = t.client(() => ({}), jar);
      const member = await newMember();
      const remembered = await attemptLogin(member.username, GOOD_PASSWORD, browser, true);
      expect(remembered.state).toBe('ok');
      expect(jar.has('orbit_remember')).toBe(true);

      await owner.call(memberKillSessionsEndpoint, { params: { id: member.id }, query: {} });
      expect((await failure(browser.call(rememberedLoginEndpoint))).errorCode).toBe('unauthorized');
    });

    it("lists a member's logins, failures included, newest first and paged", async () => {
      const member = await newMember();
      t.clock.advance(1000);
      expect((await failure(attemptLogin(member.username, 'Wrong#Password9'))).errorCode).toBe('invalid_credentials');
      t.clock.advance(1000);
      await login(member.username);
      const page = await owner.call(memberLoginsEndpoint, { params: { id: member.id }, query: { page: 1, pageSize: 2 } });
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(page.items.map((r) => [r.method, r.success, r.reason])).toEqual([
        ['username', true, null],
        ['username', false, 'wrong password'],
      ]);
      const rest = await owner.call(memberLoginsEndpoint, { params: { id: member.id }, query: { page: 2, pageSize: 2 } });
      expect(rest.items.map((r) => [r.method, r.success])).toEqual([['register', true]]);
      expect((await failure(owner.call(memberLoginsEndpoint, { params: { id: 999_999 }, query: { page: 1, pageSize: 20 } }))).errorCode).toBe('not_found');
    });
  });

  describe('accounts created in the console', () => {
    it('creates a member with the default password, to be changed at first login', async () => {
      const username = newUsername('made');
      const created = await createAccount({ username, type: 0 });
      expect(created).toMatchObject({ username, type: 0, status: 'active', affiliateCode: null, mustChangePassword: true, registerMethod: 'CONSOLE' });
      const session = await login(username, DEFAULT_PASSWORD);
      expect(session.mustChangePassword).toBe(true);
      expect(await auditOf('member.create', username)).toMatchObject([{ operatorName: 'admin', detail: { type: 0, upline: null, affiliateCode: null } }]);
    });

    it('creates agents of every type with a generated or a given affiliate code', async () => {
      const generated = await createAccount({ username: newUsername('agent'), type: 1 });
      expect(generated.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
      const given = await createAccount({ username: newUsername('agent'), type: 2, affiliateCode: 'KOI2026' });
      expect(given.affiliateCode).toBe('KOI2026');
      for (const type of [41, 42] as const) {
        const agent = await createAccount({ username: newUsername('agent'), type, upline: generated.username });
        expect(agent).toMatchObject({ type, upline: generated.username, mustChangePassword: true });
        expect(agent.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
      }
      expect(new Set([generated.affiliateCode, given.affiliateCode]).size).toBe(2);
      expect(await t.client().call(affiliateCheckEndpoint, { query: { code: 'koi2026' } })).toMatchObject({ code: 'KOI2026' });
    });

    it('refuses a taken username or affiliate code, an upline that is not an agent, and a code on a member; nothing is created', async () => {
      const agent = await createAccount({ username: newUsername('agent'), type: 1, affiliateCode: 'PANDA77' });
      const member = await newMember();
      const count = async () => (await owner.call(membersListEndpoint, { query: { page: 1, pageSize: 1 } })).total;
      const before = await count();

      expect(await failure(createAccount({ username: member.username.toUpperCase(), type: 0 }))).toEqual({
        errorCode: 'username_taken',
        status: 409,
        field: 'username',
      });
      expect(await failure(createAccount({ username: newUsername('agent'), type: 2, affiliateCode: 'panda77' }))).toEqual({
        errorCode: 'conflict',
        status: 409,
        field: 'affiliateCode',
      });
      for (const upline of [member.username, 'nobodyatall'])
        expect(await failure(createAccount({ username: newUsername('down'), type: 0, upline }))).toEqual({
          errorCode: 'validation_failed',
          status: 400,
          field: 'upline',
        });
      expect(await failure(createAccount({ username: newUsername('plain'), type: 0, affiliateCode: 'MEMBER1' }))).toEqual({
        errorCode: 'validation_failed',
        status: 400,
        field: 'affiliateCode',
      });
      expect((await failure(createAccount({ username: '1abc', type: 0 }))).field).toBe('username');
      expect(await count()).toBe(before);
      expect((await owner.call(memberDetailEndpoint, { params: { id: agent.id } })).affiliateCode).toBe('PANDA77');
    });

    it("places a member who registers with the new agent's affiliate code under that agent, while the agent is active", async () => {
      const agent = await createAccount({ username: newUsername('agent'), type: 1 });
      const member = await newMember(undefined, t.client());
      const downline = await registerMember(t, { affiliateCode: agent.affiliateCode!.toLowerCase() });
      const info = await memberClient(t, downline.token).call(memberInfoEndpoint);
      expect(info).toMatchObject({ upline: agent.username, toUpline: true });
      expect((await owner.call(memberDetailEndpoint, { params: { id: info.id } })).upline).toBe(agent.username);
      expect((await owner.call(memberDetailEndpoint, { params: { id: member.id } })).upline).toBeNull();

      await owner.call(memberLockEndpoint, { params: { id: agent.id }, body: { status: 'locked', reason: 'under review' } });
      expect((await failure(registerMember(t, { affiliateCode: agent.affiliateCode! }))).errorCode).toBe('invitation_code_error');
    });
  });

  describe('roles', () => {
    async function operatorOf(role: Role): Promise<ApiClient> {
      const username = `${role}.${Date.now().toString(36).slice(-4)}`;
      const password = `${role[0]!.toUpperCase()}${role.slice(1)}#2026pass`;
      await owner.call(createOperatorEndpoint, { body: { username, displayName: role, role, password } });
      return operatorClient(t, (await loginOperator(t, username, password)).token);
    }

    it('lets content operators do nothing with members', async () => {
      const member = await newMember();
      const content = await operatorOf('content');
      const forbidden = { errorCode: 'forbidden', status: 403, field: undefined };
      expect(await failure(content.call(membersListEndpoint, { query: { page: 1, pageSize: 20 } }))).toEqual(forbidden);
      expect(await failure(content.call(memberDetailEndpoint, { params: { id: member.id } }))).toEqual(forbidden);
      expect(await failure(content.call(memberLockEndpoint, { params: { id: member.id }, body: { status: 'locked', reason: 'x' } }))).toEqual(forbidden);
      expect(await failure(createAccount({ username: newUsername('cnt'), type: 0 }, content))).toEqual(forbidden);
      expect(await failure(content.call(outboxEndpoint, { query: { page: 1, pageSize: 20 } }))).toEqual(forbidden);
      expect((await owner.call(memberDetailEndpoint, { params: { id: member.id } })).status).toBe('active');
    });

    it('lets support read and change members and read the outbox', async () => {
      const member = await newMember();
      const support = await operatorOf('support');
      expect((await support.call(membersListEndpoint, { query: { q: member.username, page: 1, pageSize: 20 } })).total).toBe(1);
      expect((await support.call(memberLockEndpoint, { params: { id: member.id }, body: { status: 'locked', reason: 'asked by the member' } })).status).toBe(
        'locked',
      );
      expect((await support.call(memberLockEndpoint, { params: { id: member.id }, body: { status: 'active' } })).status).toBe('active');
      expect((await support.call(outboxEndpoint, { query: { page: 1, pageSize: 20 } })).items).toBeInstanceOf(Array);
      const [entry] = await auditOf('member.lock', member.username);
      expect(entry?.operatorName).toMatch(/^support\./);
    });

    it('lets finance only read members', async () => {
      const member = await newMember();
      const finance = await operatorOf('finance');
      expect((await finance.call(memberDetailEndpoint, { params: { id: member.id } })).username).toBe(member.username);
      expect(await finance.call(memberSessionsEndpoint, { params: { id: member.id } })).toHaveLength(1);
      expect((await finance.call(memberLoginsEndpoint, { params: { id: member.id }, query: { page: 1, pageSize: 20 } })).total).toBe(1);
      const writes: [string, () => Promise<unknown>][] = [
        ['lock', () => finance.call(memberLockEndpoint, { params: { id: member.id }, body: { status: 'locked', reason: 'x' } })],
        ['reset', () => finance.call(memberResetPasswordEndpoint, { params: { id: member.id } })],
        ['labels', () => finance.call(memberLabelsEndpoint, { params: { id: member.id }, body: { memberLabel: ['VIP'], clubLabel: null } })],
        ['end sessions', () => finance.call(memberKillSessionsEndpoint, { params: { id: member.id }, query: {} })],
        ['create', () => createAccount({ username: newUsername('fin'), type: 0 }, finance)],
        ['outbox', () => finance.call(outboxEndpoint, { query: { page: 1, pageSize: 20 } })],
      ];
      for (const [name, call] of writes) expect([name, (await failure(call())).errorCode]).toEqual([name, 'forbidden']);
      expect(await alive(member.token)).toBe('alive');
      expect(await owner.call(memberDetailEndpoint, { params: { id: member.id } })).toMatchObject({
        status: 'active',
        memberLabel: [],
        mustChangePassword: false,
      });
    });
  });

  describe('merchants apart', () => {
    it('answers not_found for a member of another merchant and changes nothing there', async () => {
      const settings = defaultSettings('Other Brand');
      const other = await siteRepo.insertMerchant(t.database.db, {
        code: 'OTHER',
        name: 'Other Brand',
        currency: 'THB',
        currencySymbol: '฿',
        timeZone: 'Asia/Bangkok',
        settings: { ...settings, general: { ...settings.general, domains: ['other.example'] } },
      });
      await siteRepo.replaceDomains(t.database.db, other.id, ['other.example']);
      const otherSite = () => t.client(() => ({ host: 'other.example' }));
      const stranger = await registerMember(t, {}, otherSite());
      const { id } = await memberClient(t, stranger.token, { host: 'other.example' }).call(memberInfoEndpoint);

      const notFound = { errorCode: 'not_found', status: 404, field: undefined };
      const calls: [string, () => Promise<unknown>][] = [
        ['detail', () => owner.call(memberDetailEndpoint, { params: { id } })],
        ['lock', () => owner.call(memberLockEndpoint, { params: { id }, body: { status: 'locked', reason: 'x' } })],
        ['reset', () => owner.call(memberResetPasswordEndpoint, { params: { id } })],
        ['labels', () => owner.call(memberLabelsEndpoint, { params: { id }, body: { memberLabel: ['VIP'], clubLabel: null } })],
        ['sessions', () => owner.call(memberSessionsEndpoint, { params: { id } })],
        ['end sessions', () => owner.call(memberKillSessionsEndpoint, { params: { id }, query: {} })],
        ['logins', () => owner.call(memberLoginsEndpoint, { params: { id }, query: { page: 1, pageSize: 20 } })],
      ];
      for (const [name, call] of calls) expect([name, await failure(call())]).toEqual([name, notFound]);
      expect((await owner.call(membersListEndpoint, { query: { q: stranger.username, page: 1, pageSize: 20 } })).total).toBe(0);
      // Nor can an account of the other merchant be made an upline here.
      expect((await failure(createAccount({ username: newUsername('cross'), type: 0, upline: stranger.username }))).field).toBe('upline');

      const strangerInfo = await memberClient(t, stranger.token, { host: 'other.example' }).call(memberInfoEndpoint);
      expect(strangerInfo).toMatchObject({ account: stranger.username, memberLabel: [], mustChangePassword: false });
      expect((await loginMember(t, stranger.username, GOOD_PASSWORD, { api: otherSite(), captcha: true })).state).toBe('ok');
    });
  });
});
