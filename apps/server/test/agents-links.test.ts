// Affiliate links (registration through one lands under the agent with the link's type and rebates; a deleted
// link's code registers nobody), agent-only domains (every way in refuses a non-agent before a session opens),
// and the team's betting record and account details (the team only, with a username filter and totals).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import {
  affiliateLinksEndpoint,
  agentCentreEndpoint,
  createAffiliateLinkEndpoint,
  deleteAffiliateLinkEndpoint,
  downlinesEndpoint,
  teamBetsEndpoint,
  teamTransactionsEndpoint,
} from '@orbit/contracts/agents';
import { affiliateCheckEndpoint, freePlayEndpoint } from '@orbit/contracts/member';
import { rowsOf } from '../src/db/client.ts';
import { agentLinks, agentTree } from '../src/db/schema/agents.ts';
import { members } from '../src/db/schema/members.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, giveRebates, placeMember, type TreeMember } from './support/agents.ts';
import { changeSettings, consoleApi, failure, loginMember, newUsername, registerMember } from './support/members.ts';
import { credit } from './support/payments.ts';
import { solveVerification } from './support/verification.ts';

let t: TestApp;
let merchant: ResolvedMerchant;
let console_: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  console_ = await consoleApi(t);
});
afterAll(() => t.close());

const memberRow = async (username: string) => (await t.database.db.select().from(members).where(eq(members.usernameKey, username.toLowerCase())))[0]!;

describe('affiliate links', () => {
  it("point at the site as the agent reached it, port included, and never at a host that is not the merchant's", async () => {
    const agent = await placeMember(t, merchant, { type: 1, prefix: 'prt' });
    const session = await t.services.members.socialAccounts.openSession(merchant, agent.id, 'google', { ip: '127.0.0.1', device: 'WEB' });
    const at = (host: string, extra: Record<string, string> = {}) => t.client(() => ({ authorization: session.token, host, ...extra }));
    const link = await at('127.0.0.1:41234').call(createAffiliateLinkEndpoint, { body: { kind: 'member', rebates: [] } });
    expect(link.url).toBe(`http://127.0.0.1:41234/register?affiliateCode=${link.code}`);
    expect((await at('localhost:5173').call(affiliateLinksEndpoint)).items[0]!.url).toBe(`http://localhost:5173/register?affiliateCode=${link.code}`);
    // Another host (the merchant named by its header) is not put in a link: the merchant's own domain is (at
    // the platform's public address when that is the same host).
    const elsewhere = new URL((await at('attacker.example:8080', { merchant: 'HGOLD' }).call(affiliateLinksEndpoint)).items[0]!.url);
    expect([elsewhere.hostname, elsewhere.pathname, elsewhere.searchParams.get('affiliateCode')]).toEqual(['localhost', '/register', link.code]);
  });

  it('creates links with their rebates; registering through one lands under the agent with its type and rebates', async () => {
    const agent = await placeMember(t, merchant, { type: 1, prefix: 'lnk' });
    await giveRebates(t, merchant, agent, { live: 5000, sports: 3000 });
    const api = await clientOf(t, merchant, agent);
    const memberLink = await api.call(createAffiliateLinkEndpoint, { body: { kind: 'member', rebates: [{ category: 'live', rate: '0.2' }], note: 'flyer' } });
    expect(memberLink).toMatchObject({ kind: 'member', note: 'flyer', registrations: 0, rebates: [{ category: 'live', rate: '0.2' }] });
    expect(memberLink.code).toMatch(/^[A-Z2-9]{8}$/);
    // The demo merchant's first domain is localhost: the site's register page with the code the page reads.
    expect(memberLink.url).toBe(`http://localhost/register?affiliateCode=${memberLink.code}`);
    const agentLink = await api.call(createAffiliateLinkEndpoint, { body: { kind: 'agent', rebates: [{ category: 'sports', rate: '0.3' }] } });
    expect((await api.call(affiliateLinksEndpoint)).items.map((l) => l.id)).toEqual([agentLink.id, memberLink.id]);
    expect(await t.client().call(affiliateCheckEndpoint, { query: { code: memberLink.code.toLowerCase() } })).toEqual({
      code: memberLink.code,
      agent: agent.username,
    });

    const viaMember = await registerMember(t, { affiliateCode: memberLink.code });
    const viaAgent = await registerMember(t, { affiliateCode: agentLink.code });
    const m = await memberRow(viaMember.username);
    const a = await memberRow(viaAgent.username);
    expect([m.type, m.uplineId, a.type, a.uplineId]).toEqual([0, agent.id, 1, agent.id]);
    const [closure] = await t.database.db
      .select()
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, agent.id), eq(agentTree.descendantId, a.id)));
    expect(closure?.depth).toBe(1);
    const team = await api.call(downlinesEndpoint, { body: { type: 'all', page: 1, pageSize: 20 } });
    expect(team.items.find((d) => d.memberId === m.id)?.rebates).toEqual([{ category: 'live', rate: '0.2' }]);
    expect(team.items.find((d) => d.memberId === a.id)?.rebates).toEqual([{ category: 'sports', rate: '0.3' }]);
    expect((await api.call(affiliateLinksEndpoint)).items.map((l) => l.registrations)).toEqual([1, 1]);
    // The new agent is an agent at once: its own centre opens.
    expect((await (await clientOf(t, merchant, { id: a.id })).call(agentCentreEndpoint)).upline).toBe(agent.username);
  });

  it('lands a first social sign-in through a link under the agent too, with the link’s type and rebates', async () => {
    const agent = await placeMember(t, merchant, { type: 1, prefix: 'lns' });
    await giveRebates(t, merchant, agent, { fish: 4000 });
    const link = await (
      await clientOf(t, merchant, agent)
    ).call(createAffiliateLinkEndpoint, { body: { kind: 'agent', rebates: [{ category: 'fish', rate: '0.4' }] } });
    const username = newUsername('social');
    const created = await t.services.members.socialAccounts.createSocialMember(
      merchant,
      { username, email: null, realName: null, affiliateCode: link.code, method: 'google' },
      { ip: '127.0.0.1', device: null },
    );
    expect(await memberRow(username)).toMatchObject({ type: 1, uplineId: agent.id });
    const team = await (await clientOf(t, merchant, agent)).call(downlinesEndpoint, { body: { username, type: 'all', page: 1, pageSize: 20 } });
    expect(team.items).toMatchObject([{ memberId: created.id, rebates: [{ category: 'fish', rate: '0.4' }] }]);
  });

  it("refuses rates above the agent's own; a deleted link's code registers nobody; another agent's link is not found", async () => {
    const agent = await placeMember(t, merchant, { type: 1, prefix: 'lnd' });
    const other = await placeMember(t, merchant, { type: 1, prefix: 'lno' });
    const api = await clientOf(t, merchant, agent);
    expect(await failure(api.call(createAffiliateLinkEndpoint, { body: { kind: 'member', rebates: [{ category: 'live', rate: '0.01' }] } }))).toMatchObject({
      errorCode: 'agent_terms_above_own',
      field: 'rebates[0].rate',
    });
    const link = await api.call(createAffiliateLinkEndpoint, { body: { kind: 'member', rebates: [] } });
    expect(await failure((await clientOf(t, merchant, other)).call(deleteAffiliateLinkEndpoint, { params: { id: link.id } }))).toMatchObject({
      errorCode: 'not_found',
    });
    expect(await api.call(deleteAffiliateLinkEndpoint, { params: { id: link.id } })).toEqual({ deleted: true });
    expect((await api.call(affiliateLinksEndpoint)).items).toEqual([]);
    expect(await failure(t.client().call(affiliateCheckEndpoint, { query: { code: link.code } }))).toMatchObject({ errorCode: 'invitation_code_error' });
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(await failure(registerMember(t, { affiliateCode: link.code }))).toMatchObject({ errorCode: 'invitation_code_error', field: 'affiliateCode' });
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(members)).toEqual(before);
    const [row] = await t.database.db.select().from(agentLinks).where(eq(agentLinks.id, link.id));
    expect(row?.registrations).toBe(0);
    expect(await failure((await clientOf(t, merchant, await placeMember(t, merchant))).call(affiliateLinksEndpoint))).toMatchObject({
      errorCode: 'error_not_agent',
    });
  });

  it("refuses agent links deeper than the merchant's deepest level, and an older one registers members only", async () => {
    const top = await placeMember(t, merchant, { type: 1, prefix: 'lnt' });
    const mid = await placeMember(t, merchant, { type: 1, uplineId: top.id, prefix: 'lnm' });
    const api = await clientOf(t, merchant, mid);
    const older = await api.call(createAffiliateLinkEndpoint, { body: { kind: 'agent', rebates: [] } });
    await changeSettings(console_, 'agents', (agents: Record<string, unknown>) => ({ ...agents, maxDepth: 1 }));
    try {
      expect(await failure(api.call(createAffiliateLinkEndpoint, { body: { kind: 'agent', rebates: [] } }))).toMatchObject({
        errorCode: 'validation_failed',
        field: 'kind',
      });
      await api.call(createAffiliateLinkEndpoint, { body: { kind: 'member', rebates: [] } });
      const joined = await registerMember(t, { affiliateCode: older.code });
      expect(await memberRow(joined.username)).toMatchObject({ type: 0, uplineId: mid.id });
    } finally {
      await changeSettings(console_, 'agents', (agents: Record<string, unknown>) => ({ ...agents, maxDepth: 5 }));
    }
  });
});

describe('agent-only domains', () => {
  const AGENT_SITE = 'agent.example.test';

  it('refuses every way in for a non-agent on an agent-only host, before a session opens; agents log in', async () => {
    await changeSettings(console_, 'agents', (agents: Record<string, unknown>) => ({ ...agents, agentOnlyDomains: [AGENT_SITE] }));
    try {
      const onAgentSite = t.client(() => ({ origin: `https://${AGENT_SITE}` }));
      const password = 'Agent#Only2026';
      const hash = await hashPassword(password, { N: 1024, r: 8, p: 1 });
      const agent = await placeMember(t, merchant, { type: 1, prefix: 'aod' });
      const member = await placeMember(t, merchant, { prefix: 'mod' });
      await t.database.db
        .update(members)
        .set({ passwordHash: hash })
        .where(sql`${members.id} IN (${agent.id}, ${member.id})`);
      const sessions = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM member_sessions`))[0]!.n;

      const before = await sessions();
      expect(await failure(loginMember(t, member.username, password, { api: onAgentSite }))).toMatchObject({ errorCode: 'error_not_agent', status: 403 });
      expect(await failure(onAgentSite.call(freePlayEndpoint, { body: { verification: await solveVerification(onAgentSite) } }))).toMatchObject({
        errorCode: 'error_not_agent',
      });
      const username = newUsername('aodreg');
      expect(await failure(registerMember(t, { username }, onAgentSite))).toMatchObject({ errorCode: 'error_not_agent' });
      expect(await t.database.db.select().from(members).where(eq(members.usernameKey, username))).toEqual([]);
      // Social sign-in opens its session through the same members call, with the host its routes read.
      expect(
        await failure(
          t.services.members.socialAccounts.openSession(await t.services.site.resolveMerchant({ code: 'HGOLD' }), member.id, 'google', {
            ip: '127.0.0.1',
            device: null,
            host: AGENT_SITE,
          }),
        ),
      ).toMatchObject({
        errorCode: 'error_not_agent',
      });
      expect(await sessions()).toBe(before);

      expect(await loginMember(t, agent.username, password, { api: onAgentSite })).toMatchObject({ state: 'ok', isAgent: 1 });
      // The member still logs in on the merchant's other hosts.
      expect(await loginMember(t, member.username, password)).toMatchObject({ state: 'ok' });
    } finally {
      await changeSettings(console_, 'agents', (agents: Record<string, unknown>) => ({ ...agents, agentOnlyDomains: [] }));
    }
  });
});

describe("the team's records", () => {
  let top: TreeMember;
  let leaf: TreeMember;
  let direct: TreeMember;
  let stranger: TreeMember;
  let api: ApiClient;

  beforeAll(async () => {
    top = await placeMember(t, merchant, { type: 1, prefix: 'rtop' });
    const mid = await placeMember(t, merchant, { type: 1, uplineId: top.id, prefix: 'rmid' });
    leaf = await placeMember(t, merchant, { uplineId: mid.id, prefix: 'rleaf' });
    direct = await placeMember(t, merchant, { uplineId: top.id, prefix: 'rdir' });
    const outsider = await placeMember(t, merchant, { type: 1, prefix: 'rout' });
    stranger = await placeMember(t, merchant, { uplineId: outsider.id, prefix: 'rstr' });
    api = await clientOf(t, merchant, top);
  });

  async function bet(member: TreeMember, stake: bigint, win: bigint) {
    const [vendor] = await t.database.db.select({ id: vendors.id }).from(vendors).where(eq(vendors.merchantId, merchant.id)).limit(1);
    const roundId = randomUUID();
    const base = {
      merchantId: merchant.id,
      vendorId: vendor!.id,
      memberId: member.id,
      roundId,
      gameCode: 'game-x',
      requestHash: 'h',
      reply: {},
      createdAt: t.clock.now(),
    };
    await t.database.db
      .insert(seamlessTransactions)
      .values([
        { ...base, vendorTransactionId: `${roundId}:bet`, kind: 'debit', status: 'applied', amount: stake },
        ...(win > 0n ? [{ ...base, vendorTransactionId: `${roundId}:win`, kind: 'credit', status: 'applied', amount: win }] : []),
      ]);
  }

  it("lists the team's rounds with usernames and totals, never the agent's own or another team's", async () => {
    await bet(leaf, 1000n, 2500n);
    await bet(direct, 500n, 0n);
    await bet(top, 700n, 0n);
    await bet(stranger, 900n, 0n);
    const all = await api.call(teamBetsEndpoint, { body: { page: 1, pageSize: 20 } });
    expect(all.items.map((r) => r.username).sort()).toEqual([direct.username, leaf.username].sort());
    expect(all.totals).toEqual({ stake: '15.00', win: '25.00', net: '10.00', rounds: 2 });
    const leafOnly = await api.call(teamBetsEndpoint, { body: { username: leaf.username, page: 1, pageSize: 20 } });
    expect(leafOnly.items).toMatchObject([{ username: leaf.username, stake: '10.00', win: '25.00', net: '15.00', status: 'settled' }]);
    for (const username of [stranger.username, top.username, 'nobody-at-all'])
      expect(await api.call(teamBetsEndpoint, { body: { username, page: 1, pageSize: 20 } })).toMatchObject({ items: [], total: 0, totals: { rounds: 0 } });
    expect(await failure((await clientOf(t, merchant, leaf)).call(teamBetsEndpoint, { body: { page: 1, pageSize: 20 } }))).toMatchObject({
      errorCode: 'error_not_agent',
    });
  });

  it("lists the team's wallet movements with usernames, filtered by member and type", async () => {
    await credit(t, leaf, 4200n);
    await credit(t, stranger, 100n);
    await credit(t, top, 100n);
    const all = await api.call(teamTransactionsEndpoint, { body: { page: 1, pageSize: 50 } });
    expect(all.items.some((r) => r.username === leaf.username && r.amount === '42.00' && r.type === 'deposit')).toBe(true);
    expect(all.items.every((r) => r.username !== stranger.username && r.username !== top.username)).toBe(true);
    const leafDeposits = await api.call(teamTransactionsEndpoint, { body: { username: leaf.username, type: 'deposit', page: 1, pageSize: 50 } });
    expect(leafDeposits.items.map((r) => [r.username, r.amount, r.balanceAfter])).toEqual([[leaf.username, '42.00', '42.00']]);
    expect((await api.call(teamTransactionsEndpoint, { body: { username: stranger.username, page: 1, pageSize: 50 } })).total).toBe(0);
  });
});
