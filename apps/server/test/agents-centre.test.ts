// The agent centre's frame and team management: the pages a merchant shows, the agent's place in the tree,
// announcements, the downline list, downlines the agent creates, a direct downline's rebates, and transfers
// to a direct downline (payment password, once per requestId, nothing written when refused).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import {
  agentAnnouncementsEndpoint,
  agentCentreEndpoint,
  createDownlineEndpoint,
  downlinesEndpoint,
  setDownlineRebatesEndpoint,
  transferToDownlineEndpoint,
} from '@orbit/contracts/agents';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { rowsOf } from '../src/db/client.ts';
import { agentAnnouncements, agentTree } from '../src/db/schema/agents.ts';
import { members } from '../src/db/schema/members.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { memberAccount } from '../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, givePaymentPassword, giveRebates, placeMember, type TreeMember } from './support/agents.ts';
import { changeSettings, consoleApi, failure, loginMember } from './support/members.ts';
import { balanceOf, credit, PAYMENT_PASSWORD } from './support/payments.ts';

let t: TestApp;
let merchant: ResolvedMerchant;
let console_: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  console_ = await consoleApi(t);
});
afterAll(() => t.close());

/** top (agent) → mid (agent) → leaf (member); top → direct (member); and an outsider agent with its own member. */
async function team() {
  const top = await placeMember(t, merchant, { type: 1, prefix: 'top' });
  const mid = await placeMember(t, merchant, { type: 1, uplineId: top.id, prefix: 'mid' });
  const leaf = await placeMember(t, merchant, { uplineId: mid.id, prefix: 'leaf' });
  const direct = await placeMember(t, merchant, { uplineId: top.id, prefix: 'dir' });
  const outsider = await placeMember(t, merchant, { type: 1, prefix: 'out' });
  const stranger = await placeMember(t, merchant, { uplineId: outsider.id, prefix: 'str' });
  return { top, mid, leaf, direct, outsider, stranger };
}

const ledgerCount = async () => Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions`))[0]!.n);

describe('the centre', () => {
  it("shows the agent's pages, level, upline, code, counts and rebates", async () => {
    const { top, mid } = await team();
    await giveRebates(t, merchant, mid, { live: 5000, rng: 2500 });
    await t.database.db
      .update(members)
      .set({ affiliateCode: `MID${mid.id}` })
      .where(eq(members.id, mid.id));
    await changeSettings(console_, 'flags', (flags: Record<string, boolean>) => ({ ...flags, salaryHourly: false, contractDividend: true }));
    const frame = await (await clientOf(t, merchant, mid)).call(agentCentreEndpoint);
    expect(frame).toMatchObject({ level: 2, upline: top.username, affiliateCode: `MID${mid.id}`, directDownlines: 1, teamSize: 1 });
    expect(frame.pages).toContain('agentDividendRecordCopy2');
    expect(frame.pages).not.toContain('agentHourSalary');
    expect(frame.pages[0]).toBe('agentAnnouncement');
    expect(frame.rebates).toEqual([
      { category: 'live', rate: '0.5' },
      { category: 'rng', rate: '0.25' },
    ]);
    expect((await (await clientOf(t, merchant, top)).call(agentCentreEndpoint)).teamSize).toBe(3);
  });

  it('refuses members (error_not_agent) and trial accounts (in_need_true_account)', async () => {
    const { leaf } = await team();
    const trial = await placeMember(t, merchant, { type: 4, prefix: 'trial' });
    expect(await failure((await clientOf(t, merchant, leaf)).call(agentCentreEndpoint))).toMatchObject({ errorCode: 'error_not_agent', status: 403 });
    expect(await failure((await clientOf(t, merchant, trial)).call(agentCentreEndpoint))).toMatchObject({ errorCode: 'in_need_true_account' });
  });

  it('lists published announcements, pinned first, without deleted or future ones', async () => {
    const { top } = await team();
    const now = t.clock.now().getTime();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    await t.database.db.delete(agentAnnouncements);
    await t.database.db.insert(agentAnnouncements).values([
      { merchantId: merchant.id, title: 'old pinned', body: 'b', pinned: true, publishedAt: at(-600), createdAt: at(-600) },
      { merchantId: merchant.id, title: 'newest', body: 'b', pinned: false, publishedAt: at(-1), createdAt: at(-1) },
      { merchantId: merchant.id, title: 'older', body: 'b', pinned: false, publishedAt: at(-60), createdAt: at(-60) },
      { merchantId: merchant.id, title: 'future', body: 'b', pinned: true, publishedAt: at(60), createdAt: at(-1) },
      { merchantId: merchant.id, title: 'deleted', body: 'b', pinned: true, publishedAt: at(-5), createdAt: at(-5), deletedAt: at(-2) },
    ]);
    const page = await (await clientOf(t, merchant, top)).call(agentAnnouncementsEndpoint, { query: { page: 1, pageSize: 20 } });
    expect(page.items.map((a) => a.title)).toEqual(['old pinned', 'newest', 'older']);
    expect(page.total).toBe(3);
    expect(await failure((await clientOf(t, merchant, (await team()).leaf)).call(agentAnnouncementsEndpoint, { query: {} }))).toMatchObject({
      errorCode: 'error_not_agent',
    });
  });
});

describe('the downline list', () => {
  it('lists the team with depth, upline, balance, status, team size and rebates, filtered', async () => {
    const { top, mid, leaf, direct, stranger } = await team();
    await credit(t, leaf, 12_345n);
    await giveRebates(t, merchant, mid, { live: 3000 });
    await t.database.db.update(members).set({ status: 'locked', lastLoginAt: t.clock.now() }).where(eq(members.id, direct.id));
    const api = await clientOf(t, merchant, top);
    const all = await api.call(downlinesEndpoint, { body: { type: 'all', page: 1, pageSize: 20 } });
    expect(all.total).toBe(3);
    expect(all.items.map((d) => [d.username, d.depth])).toEqual([
      [direct.username, 1],
      [mid.username, 1],
      [leaf.username, 2],
    ]);
    const leafRow = all.items.find((d) => d.memberId === leaf.id)!;
    expect(leafRow).toMatchObject({ upline: mid.username, balance: '123.45', status: 'active', isAgent: 0, teamSize: 0, lastLoginAt: null });
    expect(all.items.find((d) => d.memberId === mid.id)).toMatchObject({ teamSize: 1, isAgent: 1, rebates: [{ category: 'live', rate: '0.3' }] });
    expect(all.items.find((d) => d.memberId === direct.id)).toMatchObject({ status: 'locked', balance: '0.00' });
    expect(all.items.find((d) => d.memberId === direct.id)?.lastLoginAt).not.toBeNull();

    const direct1 = await api.call(downlinesEndpoint, { body: { depth: 1, type: 'all', page: 1, pageSize: 20 } });
    expect(direct1.items.map((d) => d.memberId).sort()).toEqual([mid.id, direct.id].sort());
    expect((await api.call(downlinesEndpoint, { body: { type: 'agent', page: 1, pageSize: 20 } })).items.map((d) => d.memberId)).toEqual([mid.id]);
    expect((await api.call(downlinesEndpoint, { body: { username: leaf.username.toUpperCase(), type: 'all', page: 1, pageSize: 20 } })).items).toHaveLength(1);
    // Another team's member is not found by name, nor is a search wildcard a way to list everyone.
    expect((await api.call(downlinesEndpoint, { body: { username: stranger.username, type: 'all', page: 1, pageSize: 20 } })).total).toBe(0);
    expect((await api.call(downlinesEndpoint, { body: { username: '%', type: 'all', page: 1, pageSize: 20 } })).total).toBe(0);
    const paged = await api.call(downlinesEndpoint, { body: { type: 'all', page: 2, pageSize: 2 } });
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((d) => d.memberId)).toEqual([leaf.id]);
    // The middle agent sees its own team only.
    const midView = await (await clientOf(t, merchant, mid)).call(downlinesEndpoint, { body: { type: 'all', page: 1, pageSize: 20 } });
    expect(midView.items.map((d) => d.memberId)).toEqual([leaf.id]);
  });
});

describe('creating a downline', () => {
  beforeEach(async () => {
    await changeSettings(console_, 'agents', (agents: Record<string, unknown>) => ({ ...agents, maxDepth: 5 }));
  });

  it('creates a direct downline member with the default password that must be changed, and the rebates asked', async () => {
    const { top } = await team();
    await giveRebates(t, merchant, top, { live: 5000, sports: 2000 });
    const username = `newm${Date.now().toString(36).slice(-5)}`;
    const created = await (
      await clientOf(t, merchant, top)
    ).call(createDownlineEndpoint, {
      body: { username, kind: 'member', rebates: [{ category: 'live', rate: '0.4' }] },
    });
    expect(created).toMatchObject({ username, defaultPassword: merchant.settings.accounts.defaultPassword, affiliateCode: null });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, created.memberId));
    expect(row).toMatchObject({ type: 0, uplineId: top.id, mustChangePassword: true, registerMethod: 'AGENT' });
    const [link] = await t.database.db
      .select()
      .from(agentTree)
      .where(sql`${agentTree.ancestorId} = ${top.id} AND ${agentTree.descendantId} = ${created.memberId}`);
    expect(link?.depth).toBe(1);
    const session = await loginMember(t, username, created.defaultPassword);
    expect(session).toMatchObject({ state: 'ok', mustChangePassword: true });
    const list = await (await clientOf(t, merchant, top)).call(downlinesEndpoint, { body: { username, type: 'all', page: 1, pageSize: 20 } });
    expect(list.items[0]?.rebates).toEqual([{ category: 'live', rate: '0.4' }]);
    const audit = await console_.call(listAuditEndpoint, { query: {} });
    expect(audit.items.find((e) => e.action === 'member.create' && e.target === username)).toMatchObject({ operatorName: `member:${top.username}` });
  });

  it('creates a downline agent with its own affiliate code', async () => {
    const { top } = await team();
    const username = `newa${Date.now().toString(36).slice(-5)}`;
    const created = await (await clientOf(t, merchant, top)).call(createDownlineEndpoint, { body: { username, kind: 'agent', rebates: [] } });
    expect(created.affiliateCode).toMatch(/^[A-Z2-9]{8}$/);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, created.memberId));
    expect(row?.type).toBe(1);
  });

  it('refuses rates above its own, and agents deeper than the merchant allows, writing nothing', async () => {
    const { top, mid } = await team();
    await giveRebates(t, merchant, top, { live: 5000 });
    const api = await clientOf(t, merchant, top);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(members);
    expect(
      await failure(
        api.call(createDownlineEndpoint, {
          body: {
            username: `above${Date.now().toString(36).slice(-5)}`,
            kind: 'member',
            rebates: [
              { category: 'live', rate: '0.5' },
              { category: 'sports', rate: '0.1' },
            ],
          },
        }),
      ),
    ).toMatchObject({ errorCode: 'agent_terms_above_own', status: 422, field: 'rebates[1].rate' });
    await changeSettings(console_, 'agents', (agents: Record<string, unknown>) => ({ ...agents, maxDepth: 1 }));
    const midApi = await clientOf(t, merchant, mid);
    expect(
      await failure(midApi.call(createDownlineEndpoint, { body: { username: `deep${Date.now().toString(36).slice(-5)}`, kind: 'agent', rebates: [] } })),
    ).toMatchObject({
      errorCode: 'validation_failed',
      field: 'kind',
    });
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(members)).toEqual(before);
    // Members may still be added that deep, and the top-level agent may still add agents.
    await midApi.call(createDownlineEndpoint, { body: { username: `deepm${Date.now().toString(36).slice(-5)}`, kind: 'member', rebates: [] } });
    await api.call(createDownlineEndpoint, { body: { username: `topa${Date.now().toString(36).slice(-5)}`, kind: 'agent', rebates: [] } });
  });

  it('refuses a taken username and a non-agent', async () => {
    const { top, leaf } = await team();
    expect(
      await failure((await clientOf(t, merchant, top)).call(createDownlineEndpoint, { body: { username: leaf.username, kind: 'member', rebates: [] } })),
    ).toMatchObject({
      errorCode: 'username_taken',
    });
    expect(
      await failure((await clientOf(t, merchant, leaf)).call(createDownlineEndpoint, { body: { username: 'nobody123', kind: 'member', rebates: [] } })),
    ).toMatchObject({
      errorCode: 'error_not_agent',
    });
  });
});

describe("a downline's rebates", () => {
  it("sets a direct downline's rates within the agent's own, and refuses anyone else", async () => {
    const { top, mid, leaf, stranger } = await team();
    await giveRebates(t, merchant, top, { live: 5000, rng: 1000 });
    const api = await clientOf(t, merchant, top);
    const set = await api.call(setDownlineRebatesEndpoint, {
      params: { memberId: mid.id },
      body: {
        rebates: [
          { category: 'live', rate: '0.5' },
          { category: 'rng', rate: '0.05' },
        ],
      },
    });
    expect(set.rebates).toEqual([
      { category: 'live', rate: '0.5' },
      { category: 'rng', rate: '0.05' },
    ]);
    const again = await api.call(setDownlineRebatesEndpoint, { params: { memberId: mid.id }, body: { rebates: [{ category: 'rng', rate: '0.1' }] } });
    expect(again.rebates).toEqual([
      { category: 'live', rate: '0.5' },
      { category: 'rng', rate: '0.1' },
    ]);
    const refusals = [
      [{ memberId: mid.id }, [{ category: 'live', rate: '0.5001' }], { errorCode: 'agent_terms_above_own', field: 'rebates[0].rate' }],
      [{ memberId: mid.id }, [{ category: 'sports', rate: '0.01' }], { errorCode: 'agent_terms_above_own', field: 'rebates[0].rate' }],
      [{ memberId: leaf.id }, [{ category: 'live', rate: '0.1' }], { errorCode: 'agent_not_direct_downline', status: 422 }],
      [{ memberId: stranger.id }, [{ category: 'live', rate: '0.1' }], { errorCode: 'agent_not_in_team', status: 403 }],
      [{ memberId: top.id }, [{ category: 'live', rate: '0.1' }], { errorCode: 'agent_not_in_team' }],
    ] as const;
    for (const [params, rebates, expected] of refusals)
      expect(await failure(api.call(setDownlineRebatesEndpoint, { params, body: { rebates: [...rebates] } }))).toMatchObject(expected);
    expect((await api.call(downlinesEndpoint, { body: { username: mid.username, type: 'all', page: 1, pageSize: 20 } })).items[0]?.rebates).toEqual(
      again.rebates,
    );
  });
});

describe('transfer to a downline', () => {
  async function funded() {
    const members_ = await team();
    await givePaymentPassword(t, members_.top);
    await credit(t, members_.top, 10_000n);
    return members_;
  }
  const main = (m: TreeMember) => balanceOf(t, merchant.id, memberAccount.main(m.id));

  it('moves money to a direct downline once per requestId, with the payment password', async () => {
    const { top, mid } = await funded();
    const api = await clientOf(t, merchant, top);
    const body = { requestId: randomUUID(), amount: '30.00', paymentPassword: PAYMENT_PASSWORD };
    const sent = await api.call(transferToDownlineEndpoint, { params: { memberId: mid.id }, body });
    expect(sent.balance).toBe('70.00');
    const again = await api.call(transferToDownlineEndpoint, { params: { memberId: mid.id }, body });
    expect(again.transactionId).toBe(sent.transactionId);
    expect(await main(mid)).toBe(3000n);
    expect(await main(top)).toBe(7000n);
    const [kind] = rowsOf<{ kind: string }>(await t.database.db.execute(sql`SELECT kind FROM ledger_transactions WHERE id = ${sent.transactionId}`));
    expect(kind?.kind).toBe('downline_transfer');
  });

  it('refuses a wrong payment password, a deeper or foreign member, and more than the balance, writing nothing', async () => {
    const { top, mid, leaf, stranger } = await funded();
    const api = await clientOf(t, merchant, top);
    const before = await ledgerCount();
    const body = (amount: string, paymentPassword = PAYMENT_PASSWORD) => ({ requestId: randomUUID(), amount, paymentPassword });
    expect(await failure(api.call(transferToDownlineEndpoint, { params: { memberId: mid.id }, body: body('1.00', '000000') }))).toMatchObject({
      errorCode: 'payment_password_wrong',
    });
    expect(await failure(api.call(transferToDownlineEndpoint, { params: { memberId: leaf.id }, body: body('1.00') }))).toMatchObject({
      errorCode: 'agent_not_direct_downline',
    });
    expect(await failure(api.call(transferToDownlineEndpoint, { params: { memberId: stranger.id }, body: body('1.00') }))).toMatchObject({
      errorCode: 'agent_not_in_team',
    });
    expect(await failure(api.call(transferToDownlineEndpoint, { params: { memberId: mid.id }, body: body('100.01') }))).toMatchObject({
      errorCode: 'insufficient_funds',
    });
    expect(await ledgerCount()).toBe(before);
    expect([await main(top), await main(mid)]).toEqual([10_000n, 0n]);
    expect(
      await failure((await clientOf(t, merchant, mid)).call(transferToDownlineEndpoint, { params: { memberId: top.id }, body: body('1.00') })),
    ).toMatchObject({
      errorCode: 'agent_not_in_team',
    });
  });
});
