// The console's agent calls (docs/agents.md): the tree explorer lists top-level agents and each account's
// direct downlines with team size, balance and live contracts; search finds an account with its path from the
// top; an agent's detail shows its uplines, rebates and contracts with events; settlement runs with their items;
// commission totals per period split by who paid; announcements written and audited. Each call under its
// permission (support reads, content neither), and bad input refused with nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { createOperatorEndpoint, getSettingsEndpoint, listAuditEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import {
  agentDetailEndpoint,
  agentSearchEndpoint,
  agentSettlementsEndpoint,
  agentTreeEndpoint,
  commissionTotalsEndpoint,
  consoleAnnouncementsEndpoint,
  createAnnouncementEndpoint,
  deleteAnnouncementEndpoint,
  platformOfferEndpoint,
  contractEndRequestsEndpoint,
  setAgentRebatesEndpoint,
  settlementRunActionEndpoint,
  settlementRunItemsEndpoint,
  settlementRunsEndpoint,
  terminateContractEndpoint,
  updateAnnouncementEndpoint,
} from '@orbit/contracts/console-agents';
import { agentAnnouncementsEndpoint } from '@orbit/contracts/agents';
import type { ApiClient } from '@orbit/contracts/client';
import { createTestApp, DEMO_OPERATOR, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { agentAnnouncements, agentContractEvents, agentContracts, agentRebates, agentSettlementRuns, agentSettlements } from '../src/db/schema/agents.ts';
import { auditLog } from '../src/db/schema/console.ts';
import { members } from '../src/db/schema/members.ts';
import { ledgerAccounts } from '../src/db/schema/wallet.ts';

let t: TestApp;
let cms: ApiClient;
let merchantId: number;
const ids: Record<string, number> = {};
// A Wednesday, 10:00 in Kuala Lumpur.
const T0 = new Date('2026-11-25T02:00:00Z');

async function addAccount(username: string, type: number, upline: string | null) {
  const [row] = await t.database.db
    .insert(members)
    .values({ merchantId, username, usernameKey: username, nickname: username, type, uplineId: upline ? ids[upline]! : null, createdAt: T0 })
    .returning({ id: members.id });
  ids[username] = row!.id;
}

const auditCount = async (action: string) => (await cms.call(listAuditEndpoint, { query: { action } })).items.length;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  merchantId = (await t.services.site.resolveMerchant({ host: 'localhost' })).id;
  cms = operatorClient(t, (await loginOperator(t)).token);
  // zboss (top) → zmid (agent) → zleaf (agent) → zplayer (member); zmid also has zfan (member).
  await addAccount('zboss', 1, null);
  await addAccount('zmid', 2, 'zboss');
  await addAccount('zleaf', 2, 'zmid');
  await addAccount('zplayer', 0, 'zleaf');
  await addAccount('zfan', 0, 'zmid');
  await t.database.db.insert(ledgerAccounts).values({ merchantId, address: `member:${ids.zmid}:main`, currency: 'MYR', memberId: ids.zmid!, balance: 12_345n });
  await t.database.db.insert(agentRebates).values({ merchantId, memberId: ids.zmid!, category: 'rng', ratePpm: 5000, updatedAt: T0 });
  const [contract] = await t.database.db
    .insert(agentContracts)
    .values({
      merchantId,
      kind: 'daily_wage',
      agentId: ids.zmid!,
      uplineId: ids.zboss!,
      status: 'active',
      terms: { tiers: [{ minTurnover: '100000', minActive: 3, ratePpm: 5000 }] },
      offeredAt: T0,
      startsAt: T0,
    })
    .returning({ id: agentContracts.id });
  ids.contract = contract!.id;
  await t.database.db.insert(agentContractEvents).values([
    { merchantId, contractId: contract!.id, action: 'offered', actor: 'upline', actorId: ids.zboss!, at: T0 },
    { merchantId, contractId: contract!.id, action: 'accepted', actor: 'agent', actorId: ids.zmid!, note: 'ok', at: T0 },
  ]);
  const dayStart = new Date('2026-11-23T16:00:00Z');
  const dayEnd = new Date('2026-11-24T16:00:00Z');
  const [run] = await t.database.db
    .insert(agentSettlementRuns)
    .values({
      merchantId,
      kind: 'daily_wage',
      period: 'day',
      periodStart: dayStart,
      periodEnd: dayEnd,
      status: 'done',
      items: 1,
      paidTotal: 2_500n,
      startedAt: T0,
      finishedAt: T0,
    })
    .returning({ id: agentSettlementRuns.id });
  ids.run = run!.id;
  await t.database.db.insert(agentSettlements).values({
    merchantId,
    runId: run!.id,
    contractId: contract!.id,
    kind: 'daily_wage',
    agentId: ids.zmid!,
    payerId: ids.zboss!,
    periodStart: dayStart,
    periodEnd: dayEnd,
    inputs: { turnover: '500.00', activePlayers: 4, ratePpm: 5000 },
    amount: 2_500n,
    status: 'paid',
    createdAt: T0,
    paidAt: T0,
  });
});
afterAll(() => t.close());

describe('tree explorer', () => {
  it('lists top-level agents, then each account’s direct downlines with team, balance and live contracts', async () => {
    const top = await cms.call(agentTreeEndpoint, { query: { pageSize: 100 } });
    const boss = top.items.find((node) => node.username === 'zboss');
    expect(boss).toMatchObject({ level: 1, teamSize: 4, directDownlines: 1, liveContracts: 0, balance: '0.00', status: 'active' });
    expect(top.items.every((node) => node.level === 1 && node.type !== 0)).toBe(true);

    const under = await cms.call(agentTreeEndpoint, { query: { parentId: ids.zmid } });
    // Agents first, then members.
    expect(under.items.map((node) => node.username)).toEqual(['zleaf', 'zfan']);
    expect(under.total).toBe(2);
    const mid = await cms.call(agentTreeEndpoint, { query: { parentId: ids.zboss } });
    expect(mid.items[0]).toMatchObject({ username: 'zmid', level: 2, teamSize: 3, directDownlines: 2, balance: '123.45', liveContracts: 1 });
  });

  it('finds an account by the start of its username, with its path from the top', async () => {
    const found = await cms.call(agentSearchEndpoint, { query: { username: 'ZPL' } });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({ username: 'zplayer', level: 4 });
    expect(found.items[0]!.path.map((step) => step.username)).toEqual(['zboss', 'zmid', 'zleaf']);
    expect((await cms.call(agentSearchEndpoint, { query: { username: 'z%' } })).items).toEqual([]);
  });

  it('refuses an unknown parent and an empty search', async () => {
    expect(await failure(cms.call(agentTreeEndpoint, { query: { parentId: 99_999_999 } }))).toMatchObject({ errorCode: 'not_found', status: 404 });
    expect(await failure(cms.call(agentSearchEndpoint, { query: { username: '  ' } }))).toMatchObject({ status: 400 });
    expect(await failure(cms.call(agentTreeEndpoint, { query: { parentId: -1 } }))).toMatchObject({ status: 400 });
  });
});

describe('agent detail', () => {
  it('shows the upline chain, rebates and contracts with their events and terms as the wire writes them', async () => {
    const detail = await cms.call(agentDetailEndpoint, { params: { memberId: ids.zmid! } });
    expect(detail.uplines.map((upline) => upline.username)).toEqual(['zboss']);
    expect(detail.rebates).toEqual([{ category: 'rng', rate: '0.5' }]);
    expect(detail.canOfferFromPlatform).toBe(false);
    expect(detail.contracts).toHaveLength(1);
    expect(detail.contracts[0]).toMatchObject({ kind: 'daily_wage', status: 'active', upline: 'zboss', agent: 'zmid', offeredByOperator: null });
    expect(detail.contracts[0]!.events.map((event) => event.action)).toEqual(['offered', 'accepted']);
    expect(detail.contracts[0]!.terms).toEqual({ tiers: [{ minTurnover: '1000.00', minActive: 3, rate: '0.5' }] });
    expect((await cms.call(agentDetailEndpoint, { params: { memberId: ids.zboss! } })).canOfferFromPlatform).toBe(true);
    expect((await cms.call(agentDetailEndpoint, { params: { memberId: ids.zplayer! } })).canOfferFromPlatform).toBe(false);
  });

  it('lists the agent’s settlements, newest first, by kind', async () => {
    const page = await cms.call(agentSettlementsEndpoint, { params: { memberId: ids.zmid! }, query: { kind: 'daily_wage' } });
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ agent: 'zmid', payer: 'zboss', amount: '25.00', status: 'paid', runId: ids.run, contractId: ids.contract });
    expect((await cms.call(agentSettlementsEndpoint, { params: { memberId: ids.zmid! }, query: { kind: 'dividend' } })).total).toBe(0);
  });

  it('answers not_found for an account of no tree of this merchant', async () => {
    expect(await failure(cms.call(agentDetailEndpoint, { params: { memberId: 99_999_999 } }))).toMatchObject({ errorCode: 'not_found', status: 404 });
  });

  it('refuses a platform offer to an agent with an upline, and bad terms, writing nothing', async () => {
    const before = (await t.database.db.select({ n: count() }).from(agentContracts))[0]!.n;
    const terms = { kind: 'hourly_salary' as const, terms: { tiers: [{ minTurnover: '100', rate: '0.3' }] } };
    expect(await failure(cms.call(platformOfferEndpoint, { params: { memberId: ids.zmid! }, body: { contract: terms } }))).toMatchObject({
      errorCode: 'invalid_state',
      status: 409,
    });
    expect(await failure(cms.call(platformOfferEndpoint, { params: { memberId: ids.zplayer! }, body: { contract: terms } }))).toMatchObject({
      errorCode: 'error_not_agent',
    });
    const bad = { kind: 'hourly_salary', terms: { tiers: [{ minTurnover: '100', rate: '101' }] } };
    expect(await failure(cms.call(platformOfferEndpoint, { params: { memberId: ids.zboss! }, body: { contract: bad as never } }))).toMatchObject({
      status: 400,
    });
    expect((await t.database.db.select({ n: count() }).from(agentContracts))[0]!.n).toBe(before);
  });

  it('offers a top-level agent a contract from the platform and terminates it, each audited with the note', async () => {
    const contract = {
      kind: 'dividend' as const,
      terms: { period: 'W' as const, carryOver: true, tiers: [{ minNetLoss: '1000', minActive: 5, rate: '20' }] },
    };
    const offered = await cms.call(platformOfferEndpoint, { params: { memberId: ids.zboss! }, body: { contract, note: 'Launch terms' } });
    expect(offered).toMatchObject({ kind: 'dividend', status: 'offered', agent: 'zboss', upline: null, offeredByOperator: DEMO_OPERATOR.username });
    expect(offered.terms).toEqual({ period: 'W', carryOver: true, tiers: [{ minNetLoss: '1000.00', minActive: 5, rate: '20' }] });
    expect(offered.events.map((event) => [event.action, event.note])).toEqual([['offered', 'Launch terms']]);
    expect(await auditCount('agents.contract.offer')).toBe(1);
    // One live contract per kind.
    expect(await failure(cms.call(platformOfferEndpoint, { params: { memberId: ids.zboss! }, body: { contract } }))).toMatchObject({ status: 409 });
    expect(await auditCount('agents.contract.offer')).toBe(1);

    const ended = await cms.call(terminateContractEndpoint, { params: { contractId: offered.id }, body: { note: 'Offered by mistake' } });
    expect(ended.status).toBe('withdrawn');
    expect(ended.events.at(-1)).toMatchObject({ actor: 'operator', note: 'Offered by mistake' });
    expect(await auditCount('agents.contract.terminate')).toBe(1);
    expect(await failure(cms.call(terminateContractEndpoint, { params: { contractId: offered.id }, body: { note: 'Once more' } }))).toMatchObject({
      errorCode: 'invalid_state',
    });
    expect(await auditCount('agents.contract.terminate')).toBe(1);

    const running = await cms.call(terminateContractEndpoint, { params: { contractId: ids.contract! }, body: { note: 'Agent left' } });
    expect(running.status).toBe('terminated');
    expect((await cms.call(agentTreeEndpoint, { query: { parentId: ids.zboss } })).items[0]!.liveContracts).toBe(0);
  });

  it('sets a top-level agent any rate and a downline agent at most its upline’s, audited, refusing a member', async () => {
    const set = await cms.call(setAgentRebatesEndpoint, {
      params: { memberId: ids.zboss! },
      body: {
        rebates: [
          { category: 'rng', rate: '1.5' },
          { category: 'lottery', rate: '3' },
        ],
      },
    });
    expect(set.rebates).toEqual([
      { category: 'lottery', rate: '3' },
      { category: 'rng', rate: '1.5' },
    ]);
    expect(await auditCount('agents.rebates.set')).toBe(1);
    // zmid's upline zboss has rng 1.5%: 1.5 is allowed, 1.6 is not, and a category zboss lacks counts as 0.
    const rng = await cms.call(setAgentRebatesEndpoint, { params: { memberId: ids.zmid! }, body: { rebates: [{ category: 'rng', rate: '1.5' }] } });
    expect(rng.rebates).toEqual([{ category: 'rng', rate: '1.5' }]);
    expect(
      await failure(cms.call(setAgentRebatesEndpoint, { params: { memberId: ids.zmid! }, body: { rebates: [{ category: 'rng', rate: '1.6' }] } })),
    ).toMatchObject({
      errorCode: 'agent_terms_above_own',
      field: 'rebates[0].rate',
    });
    expect(
      await failure(cms.call(setAgentRebatesEndpoint, { params: { memberId: ids.zmid! }, body: { rebates: [{ category: 'live', rate: '0.1' }] } })),
    ).toMatchObject({
      errorCode: 'agent_terms_above_own',
    });
    expect(
      await failure(cms.call(setAgentRebatesEndpoint, { params: { memberId: ids.zplayer! }, body: { rebates: [{ category: 'rng', rate: '1' }] } })),
    ).toMatchObject({
      errorCode: 'error_not_agent',
    });
    expect((await cms.call(agentDetailEndpoint, { params: { memberId: ids.zmid! } })).rebates).toEqual([{ category: 'rng', rate: '1.5' }]);
    expect(await auditCount('agents.rebates.set')).toBe(2);

    // Lowering an agent's rate lowers every rate above it in its team, and only those.
    await cms.call(setAgentRebatesEndpoint, { params: { memberId: ids.zleaf! }, body: { rebates: [{ category: 'rng', rate: '1.2' }] } });
    await t.database.db.insert(agentRebates).values({ merchantId, memberId: ids.zplayer!, category: 'rng', ratePpm: 8000, updatedAt: T0 });
    await cms.call(setAgentRebatesEndpoint, { params: { memberId: ids.zboss! }, body: { rebates: [{ category: 'rng', rate: '1' }] } });
    const rngOf = async (memberId: number) => (await cms.call(agentDetailEndpoint, { params: { memberId } })).rebates;
    expect(await rngOf(ids.zboss!)).toEqual([
      { category: 'lottery', rate: '3' },
      { category: 'rng', rate: '1' },
    ]);
    expect(await rngOf(ids.zmid!)).toEqual([{ category: 'rng', rate: '1' }]);
    expect(await rngOf(ids.zleaf!)).toEqual([{ category: 'rng', rate: '1' }]);
    const [player] = await t.database.db.select().from(agentRebates).where(eq(agentRebates.memberId, ids.zplayer!));
    expect(player?.ratePpm).toBe(8000);
    const [lowered] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agents.rebates.set')).orderBy(desc(auditLog.id)).limit(1);
    expect(lowered?.detail).toMatchObject({ teamRatesLowered: 2 });
  });

  it('lists the platform contracts whose agent asked to end them, and not once the operator has ended one', async () => {
    const asked = new Date(T0.getTime() + 3_600_000);
    const [platform] = await t.database.db
      .insert(agentContracts)
      .values({
        merchantId,
        kind: 'hourly_salary',
        agentId: ids.zboss!,
        uplineId: null,
        status: 'terminating',
        terminationAskedBy: 'agent',
        terms: { tiers: [{ minTurnover: '0', ratePpm: 1000 }] },
        offeredAt: T0,
        startsAt: T0,
      })
      .returning({ id: agentContracts.id });
    await t.database.db
      .insert(agentContractEvents)
      .values({ merchantId, contractId: platform!.id, action: 'termination_asked', actor: 'agent', actorId: ids.zboss!, at: asked });
    // A downline's request is its upline's to confirm, not the operator's.
    const [downline] = await t.database.db
      .insert(agentContracts)
      .values({
        merchantId,
        kind: 'hourly_salary',
        agentId: ids.zleaf!,
        uplineId: ids.zmid!,
        status: 'terminating',
        terminationAskedBy: 'agent',
        terms: { tiers: [{ minTurnover: '0', ratePpm: 500 }] },
        offeredAt: T0,
        startsAt: T0,
      })
      .returning({ id: agentContracts.id });
    expect(await cms.call(contractEndRequestsEndpoint)).toEqual({
      items: [{ contractId: platform!.id, memberId: ids.zboss!, agent: 'zboss', kind: 'hourly_salary', askedAt: asked.toISOString() }],
    });
    await cms.call(terminateContractEndpoint, { params: { contractId: platform!.id }, body: { note: 'Agent asked to stop' } });
    expect(await cms.call(contractEndRequestsEndpoint)).toEqual({ items: [] });
    await cms.call(terminateContractEndpoint, { params: { contractId: downline!.id }, body: { note: 'Tidy up' } });
  });

  it('needs a note to terminate a contract', async () => {
    expect(await failure(cms.call(terminateContractEndpoint, { params: { contractId: ids.contract! }, body: { note: '' } }))).toMatchObject({ status: 400 });
  });
});

describe('settlement runs', () => {
  it('lists runs with their totals and a run’s items with inputs and payouts', async () => {
    const runs = await cms.call(settlementRunsEndpoint, { query: { kind: 'daily_wage' } });
    expect(runs.items[0]).toMatchObject({ id: ids.run, kind: 'daily_wage', period: 'day', status: 'done', items: 1, paidTotal: '25.00', unpaidItems: 0 });
    expect((await cms.call(settlementRunsEndpoint, { query: { status: 'held' } })).total).toBe(0);
    const run = await cms.call(settlementRunItemsEndpoint, { params: { runId: ids.run! } });
    expect(run.run.id).toBe(ids.run);
    expect(run.items[0]).toMatchObject({ agent: 'zmid', payer: 'zboss', amount: '25.00', inputs: { turnover: '500.00', activePlayers: 4 } });
  });

  it('holds a run, refuses holding it twice, releases and re-runs it, each audited with the operator and note', async () => {
    const held = await cms.call(settlementRunActionEndpoint, { params: { runId: ids.run!, action: 'hold' }, body: { note: 'Checking figures' } });
    expect(held).toMatchObject({ status: 'held', heldBy: DEMO_OPERATOR.username, note: 'Checking figures' });
    expect(await auditCount('agents.settlement.hold')).toBe(1);
    expect(await failure(cms.call(settlementRunActionEndpoint, { params: { runId: ids.run!, action: 'hold' }, body: { note: 'Again' } }))).toMatchObject({
      errorCode: 'invalid_state',
    });
    expect(await auditCount('agents.settlement.hold')).toBe(1);
    const released = await cms.call(settlementRunActionEndpoint, { params: { runId: ids.run!, action: 'release' }, body: { note: 'Figures fine' } });
    expect(released).toMatchObject({ status: 'done', heldBy: null });
    expect(await auditCount('agents.settlement.release')).toBe(1);
    const rerun = await cms.call(settlementRunActionEndpoint, { params: { runId: ids.run!, action: 'rerun' }, body: { note: 'After the late bets' } });
    // The paid item is never paid again.
    expect(rerun.paidTotal).toBe('25.00');
    expect(await auditCount('agents.settlement.rerun')).toBe(1);
    const audit = await cms.call(listAuditEndpoint, { query: { action: 'agents.settlement.rerun' } });
    expect(audit.items[0]).toMatchObject({ operatorName: DEMO_OPERATOR.username });
  });

  it('refuses an unknown action, an unknown run, and a missing note', async () => {
    expect(
      await failure(cms.call(settlementRunActionEndpoint, { params: { runId: ids.run!, action: 'pay' as never }, body: { note: 'try it' } })),
    ).toMatchObject({ status: 400 });
    expect(await failure(cms.call(settlementRunActionEndpoint, { params: { runId: ids.run!, action: 'hold' }, body: { note: ' ' } }))).toMatchObject({
      status: 400,
    });
    expect(await failure(cms.call(settlementRunItemsEndpoint, { params: { runId: 99_999_999 } }))).toMatchObject({ errorCode: 'not_found' });
    expect(
      await failure(cms.call(settlementRunActionEndpoint, { params: { runId: 99_999_999, action: 'hold' }, body: { note: 'no such run' } })),
    ).toMatchObject({ errorCode: 'not_found' });
  });
});

describe('commission totals', () => {
  it('sums paid settlements per period and kind, split by who paid', async () => {
    const daily = await cms.call(commissionTotalsEndpoint, { query: { grain: 'day', from: '2026-11-25', to: '2026-11-25' } });
    expect(daily.rows).toEqual([{ period: '2026-11-25', kind: 'daily_wage', settlements: 1, paid: '25.00', byPlatform: '0.00', byUplines: '25.00' }]);
    const weekly = await cms.call(commissionTotalsEndpoint, { query: { grain: 'week', from: '2026-11-01', to: '2026-11-30' } });
    // Weeks start on Monday in the merchant's zone.
    expect(weekly.rows.map((row) => row.period)).toEqual(['2026-11-23']);
    expect(weekly.totals).toEqual({ settlements: 1, paid: '25.00', byPlatform: '0.00', byUplines: '25.00' });
    const none = await cms.call(commissionTotalsEndpoint, { query: { grain: 'month', from: '2026-10-01', to: '2026-10-31' } });
    expect(none.totals.settlements).toBe(0);
  });

  it('refuses a range backwards or too long, and a bad grain', async () => {
    expect(await failure(cms.call(commissionTotalsEndpoint, { query: { from: '2026-11-25', to: '2026-11-01' } }))).toMatchObject({
      errorCode: 'validation_failed',
      field: 'from',
    });
    expect(await failure(cms.call(commissionTotalsEndpoint, { query: { from: '2024-01-01', to: '2026-11-01' } }))).toMatchObject({ status: 400 });
    expect(await failure(cms.call(commissionTotalsEndpoint, { query: { grain: 'year' as never, from: '2026-11-01', to: '2026-11-02' } }))).toMatchObject({
      status: 400,
    });
  });
});

describe('announcements', () => {
  it('creates, edits and deletes an announcement, each audited, and agents see it in their centre', async () => {
    const created = await cms.call(createAnnouncementEndpoint, { body: { title: 'New wage tiers', body: 'From Monday.', pinned: true } });
    expect(created).toMatchObject({ title: 'New wage tiers', pinned: true, createdBy: DEMO_OPERATOR.username });
    expect(await auditCount('agents.announcement.create')).toBe(1);

    const edited = await cms.call(updateAnnouncementEndpoint, {
      params: { id: created.id },
      body: { title: 'New wage tiers (final)', body: 'From Monday 1 Dec.', pinned: false },
    });
    expect(edited).toMatchObject({ title: 'New wage tiers (final)', pinned: false });
    expect(await auditCount('agents.announcement.update')).toBe(1);
    expect((await cms.call(consoleAnnouncementsEndpoint, { query: {} })).items.map((item) => item.title)).toContain('New wage tiers (final)');

    expect(await cms.call(deleteAnnouncementEndpoint, { params: { id: created.id } })).toEqual({ deleted: true });
    expect(await auditCount('agents.announcement.delete')).toBe(1);
    expect((await cms.call(consoleAnnouncementsEndpoint, { query: {} })).items.map((item) => item.id)).not.toContain(created.id);
    expect(await failure(cms.call(deleteAnnouncementEndpoint, { params: { id: created.id } }))).toMatchObject({ errorCode: 'not_found' });
    expect(agentAnnouncementsEndpoint.path).toBe('/wps/agent/announcements');
  });

  it('refuses an empty title, too long a body and an unknown id, writing nothing', async () => {
    const live = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(agentAnnouncements)
          .where(and(eq(agentAnnouncements.merchantId, merchantId), isNull(agentAnnouncements.deletedAt)))
      )[0]!.n;
    const before = await live();
    expect(await failure(cms.call(createAnnouncementEndpoint, { body: { title: ' ', body: 'x' } }))).toMatchObject({ status: 400 });
    expect(await failure(cms.call(createAnnouncementEndpoint, { body: { title: 'Long', body: 'x'.repeat(5001) } }))).toMatchObject({ status: 400 });
    expect(await failure(cms.call(updateAnnouncementEndpoint, { params: { id: 99_999_999 }, body: { title: 'a', body: 'b' } }))).toMatchObject({
      errorCode: 'not_found',
    });
    expect(await live()).toBe(before);
    expect(await auditCount('agents.announcement.update')).toBe(1);
  });
});

describe('the agents settings section', () => {
  it('saves who pays, the agent-only domains and the depth with settings.agents.write, and refuses a bad host name', async () => {
    const before = await cms.call(getSettingsEndpoint);
    const saved = await cms.call(updateSettingsEndpoint, {
      params: { section: 'agents' },
      body: { payer: 'platform', agentOnlyDomains: ['Agent.Example.com'], maxDepth: 3 },
    });
    expect(saved.agents).toEqual({ payer: 'platform', agentOnlyDomains: ['agent.example.com'], maxDepth: 3 });
    expect(await auditCount('settings.agents.update')).toBe(1);
    expect(
      await failure(
        cms.call(updateSettingsEndpoint, { params: { section: 'agents' }, body: { payer: 'upline', agentOnlyDomains: ['not a host'], maxDepth: 3 } }),
      ),
    ).toMatchObject({ status: 400 });
    expect(await failure(cms.call(updateSettingsEndpoint, { params: { section: 'agents' }, body: { ...before.agents, maxDepth: 0 } }))).toMatchObject({
      status: 400,
    });
    expect((await cms.call(getSettingsEndpoint)).agents.maxDepth).toBe(3);
    await cms.call(updateSettingsEndpoint, { params: { section: 'agents' }, body: before.agents });
  });
});

describe('permissions', () => {
  it('lets support read but not write, refuses content everything', async () => {
    await cms.call(createOperatorEndpoint, { body: { username: 'sue.support', displayName: 'Sue', role: 'support', password: 'Support#2026x' } });
    await cms.call(createOperatorEndpoint, { body: { username: 'cat.content', displayName: 'Cat', role: 'content', password: 'Content#2026x' } });
    const support = operatorClient(t, (await loginOperator(t, 'sue.support', 'Support#2026x')).token);
    const content = operatorClient(t, (await loginOperator(t, 'cat.content', 'Content#2026x')).token);

    expect((await support.call(agentTreeEndpoint, { query: {} })).total).toBeGreaterThan(0);
    expect((await support.call(settlementRunsEndpoint, { query: {} })).total).toBeGreaterThan(0);
    const forbidden = { errorCode: 'forbidden', status: 403 };
    const terms = { kind: 'hourly_salary' as const, terms: { tiers: [{ minTurnover: '100', rate: '0.3' }] } };
    expect(await failure(support.call(platformOfferEndpoint, { params: { memberId: ids.zboss! }, body: { contract: terms } }))).toMatchObject(forbidden);
    expect(await failure(support.call(terminateContractEndpoint, { params: { contractId: ids.contract! }, body: { note: 'stop it' } }))).toMatchObject(
      forbidden,
    );
    expect(await failure(support.call(settlementRunActionEndpoint, { params: { runId: ids.run!, action: 'hold' }, body: { note: 'wait' } }))).toMatchObject(
      forbidden,
    );
    expect(await failure(support.call(createAnnouncementEndpoint, { body: { title: 'Hi', body: 'there' } }))).toMatchObject(forbidden);

    expect(await failure(content.call(agentTreeEndpoint, { query: {} }))).toMatchObject(forbidden);
    expect(await failure(content.call(agentDetailEndpoint, { params: { memberId: ids.zmid! } }))).toMatchObject(forbidden);
    expect(await failure(content.call(commissionTotalsEndpoint, { query: { from: '2026-11-01', to: '2026-11-02' } }))).toMatchObject(forbidden);
    expect(await failure(content.call(consoleAnnouncementsEndpoint, { query: {} }))).toMatchObject(forbidden);
    // The rules of the section need their own permission: support and content may read settings, not save these.
    const rules = (await support.call(getSettingsEndpoint)).agents;
    expect(await failure(support.call(updateSettingsEndpoint, { params: { section: 'agents' }, body: rules }))).toMatchObject(forbidden);
    expect(await failure(content.call(updateSettingsEndpoint, { params: { section: 'agents' }, body: rules }))).toMatchObject(forbidden);
    expect(await failure(t.client().call(agentTreeEndpoint, { query: {} }))).toMatchObject({ status: 401 });
  });
});
