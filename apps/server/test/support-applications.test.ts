// Agent applications end to end: a visitor applies (username rule, free username, a contact required), reads
// the decision by its reference; the operator approves (an agent with an affiliate code is created, the
// applicant is told through the outbox, the new agent logs in) or rejects with a reason; both audited.
// Also the home page's winners board: real wins only, usernames masked, nothing while the flag is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { getSettingsEndpoint, listAuditEndpoint } from '@orbit/contracts/console';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import {
  applicationStatusEndpoint,
  applyAgentEndpoint,
  approveApplicationEndpoint,
  listApplicationsEndpoint,
  rejectApplicationEndpoint,
  winnersEndpoint,
  type AgentApplicationInput,
} from '@orbit/contracts/support';
import { agentApplications } from '../src/db/schema/support.ts';
import { houseRounds } from '../src/db/schema/house.ts';
import { maskUsername } from '../src/lib/mask-username.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi, failure, loginMember, newUsername } from './support/members.ts';

describe('agent applications', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let cms: ApiClient;

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    cms = await consoleApi(t);
  });
  afterAll(() => t.close());

  const application = (change: Partial<AgentApplicationInput> = {}): AgentApplicationInput => ({
    username: newUsername('ag'),
    name: 'Siti Aminah',
    countryDialingCode: '60',
    mobileNum: '187654321',
    message: 'I run a football community of 2,000 people.',
    ...change,
  });
  const rows = async () => (await t.database.db.select().from(agentApplications)).length;

  it('refuses bad applications with the field named and writes nothing', async () => {
    const before = await rows();
    const cases: [AgentApplicationInput, string, string][] = [
      [application({ mobileNum: undefined, countryDialingCode: undefined }), 'validation_failed', 'mobileNum'],
      [application({ countryDialingCode: undefined }), 'validation_failed', 'countryDialingCode'],
      [application({ name: '' }), 'validation_failed', 'name'],
      [application({ email: 'not-an-address' }), 'validation_failed', 'email'],
      [application({ username: 'a!' }), 'validation_failed', 'username'],
      [application({ username: 'demo01' }), 'username_taken', 'username'],
    ];
    for (const [body, code, field] of cases) {
      const error = await failure(t.client().call(applyAgentEndpoint, { body }));
      expect([error.errorCode, error.field], JSON.stringify(body)).toEqual([code, field]);
    }
    expect(await rows()).toBe(before);
  });

  it('approves: the agent account exists with an affiliate code, the applicant is told and can log in', async () => {
    const body = application({ email: 'siti@example.com' });
    const applied = await t.client().call(applyAgentEndpoint, { body });
    expect([applied.status, applied.username]).toEqual(['pending', body.username]);
    expect(applied.reference).toMatch(/^[A-Z0-9]{10}$/);
    // A second application for the same username while the first waits is refused.
    expect((await failure(t.client().call(applyAgentEndpoint, { body: application({ username: body.username.toUpperCase() }) }))).errorCode).toBe(
      'username_taken',
    );

    const pending = await cms.call(listApplicationsEndpoint, { query: { status: 'pending' } });
    const listed = pending.items.find((item) => item.reference === applied.reference)!;
    expect([listed.name, listed.mobile, listed.email]).toEqual(['Siti Aminah', '+60 187654321', 'siti@example.com']);

    const approved = await cms.call(approveApplicationEndpoint, { params: { id: listed.id } });
    expect(approved.application.status).toBe('approved');
    expect(approved.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    expect((await failure(cms.call(approveApplicationEndpoint, { params: { id: listed.id } }))).errorCode).toBe('conflict');

    const seen = await t.client().call(applicationStatusEndpoint, { params: { reference: applied.reference } });
    expect(seen.status).toBe('approved');
    const outbox = await cms.call(outboxEndpoint, { query: { recipient: '187654321', page: 1, pageSize: 5 } });
    const sms = outbox.items.find((message) => message.body.includes(applied.reference) && message.body.includes(body.username));
    const mail = await cms.call(outboxEndpoint, { query: { recipient: 'siti@example.com', page: 1, pageSize: 5 } });
    expect(mail.items).toHaveLength(1);

    // The password is the account's own, sent to the applicant only: not the merchant's default, and not in
    // the operator's answer.
    const password = /one-time password (\S+) /.exec(sms?.body ?? '')?.[1];
    expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9#@%+]{12}$/);
    expect(mail.items[0]!.body).toContain(password);
    expect(JSON.stringify(approved)).not.toContain(password);
    const { accounts } = await cms.call(getSettingsEndpoint);
    expect(password).not.toBe(accounts.defaultPassword);
    expect((await failure(loginMember(t, body.username, accounts.defaultPassword))).errorCode).toBe('invalid_credentials');
    const session = await loginMember(t, body.username, password!);
    expect(session.state === 'ok' && session.mustChangePassword).toBe(true);
    const audit = await cms.call(listAuditEndpoint, { query: { action: 'support.application.approve' } });
    expect(audit.items.map((entry) => entry.target)).toContain(body.username);
  });

  it('rejects with a reason the applicant reads; nothing is created', async () => {
    const applied = await t.client().call(applyAgentEndpoint, { body: application() });
    const { items } = await cms.call(listApplicationsEndpoint, { query: { status: 'pending' } });
    const id = items.find((item) => item.reference === applied.reference)!.id;
    expect((await failure(cms.call(rejectApplicationEndpoint, { params: { id }, body: { reason: '  ' } }))).field).toBe('reason');
    await cms.call(rejectApplicationEndpoint, { params: { id }, body: { reason: 'We are not recruiting in your area yet' } });
    const seen = await t.client().call(applicationStatusEndpoint, { params: { reference: applied.reference } });
    expect([seen.status, seen.rejectReason]).toEqual(['rejected', 'We are not recruiting in your area yet']);
    expect((await t.services.members.directory.byUsername(merchant.id, applied.username)) ?? null).toBeNull();
    expect((await failure(t.client().call(applicationStatusEndpoint, { params: { reference: 'ZZZZZZZZZZ' } }))).errorCode).toBe('not_found');
  });

  it('shows real wins with masked usernames, newest first, and nothing while the flag is off', async () => {
    expect([maskUsername('abcdef9'), maskUsername('bob'), maskUsername('阿明明明')]).toEqual(['ab***9', 'b***', '阿明***明']);
    const base = {
      merchantId: merchant.id,
      vendorCode: 'HSLOT',
      gameCode: 'house-fruit-lines',
      stake: 100n,
      seedId: 1,
      nonce: 0,
      outcome: {},
      status: 'settled',
    };
    const at = t.clock.now();
    await t.database.db.insert(houseRounds).values([
      { ...base, player: 'winner01', roundId: 'w-1', requestId: 'w-1', real: true, win: 12_345n, createdAt: at, settledAt: at },
      { ...base, player: 'playmoney', roundId: 'w-2', requestId: 'w-2', real: false, win: 99_999n, createdAt: at, settledAt: at },
      { ...base, player: 'loser0001', roundId: 'w-3', requestId: 'w-3', real: true, win: 0n, createdAt: at, settledAt: at },
    ]);
    t.services.winners.forget();
    const board = await t.client(() => ({ language: 'MS' })).call(winnersEndpoint);
    expect(board.items).toEqual([{ player: 'wi***1', gameName: 'Barisan Buah', amount: '123.45', at: at.toISOString() }]);

    await changeSettings(cms, 'flags', (current: object) => ({ ...current, homeWinnersBoard: false }));
    expect((await t.client().call(winnersEndpoint)).items).toEqual([]);
  });
});
