// Contracts through the agent centre's API (docs/agents.md): an offer to a direct
// downline agent only and never above the offerer's own terms; accept, reject, withdraw; terminate asked by one
// side and confirmed by the other; one live contract per agent and kind; the platform's offer to a top-level
// agent and the operator's termination, both audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contractActionEndpoint, contractsEndpoint, offerContractEndpoint, type ContractTerms } from '@orbit/contracts/agents';
import { ApiError } from '@orbit/contracts/envelope';
import { agentContractEvents } from '../src/db/schema/agents.ts';
import { auditLog } from '../src/db/schema/console.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { agentMember, allContractKinds, dailyTerms, dividendTerms, hourlyTerms, platformContract, realtimeTerms } from './support/agent-contracts.ts';
import { changeSettings, consoleApi } from './support/members.ts';
import type { MoneyMember } from './support/payments.ts';

let t: TestApp;
let top: MoneyMember;
let mid: MoneyMember;
let low: MoneyMember;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-11-26T03:02:00Z'); // 11:02 in Kuala Lumpur
  await allContractKinds(t); // the operator signs in at the clock's time: set it first
  top = await agentMember(t, null);
  mid = await agentMember(t, top);
  low = await agentMember(t, mid);
  await platformContract(
    t,
    top,
    dailyTerms([
      { minTurnover: '0', minActive: 0, rate: '0.5' },
      { minTurnover: '10000', minActive: 5, rate: '1' },
    ]),
  );
});
afterAll(() => t.close());

async function refusal(promise: Promise<unknown>): Promise<{ code: string; field: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return { code: error.errorCode, field: error.field };
    throw error;
  }
  throw new Error('expected a refusal');
}

const offer = (from: MoneyMember, to: MoneyMember, contract: ContractTerms) =>
  from.api.call(offerContractEndpoint, { body: { downline: to.username, contract, note: 'welcome' } });
const act = (who: MoneyMember, id: number, action: 'accept' | 'reject' | 'withdraw' | 'terminate') =>
  who.api.call(contractActionEndpoint, { params: { id, action }, body: {} });

describe('agent contracts', () => {
  it('starts an accepted platform contract at the next day boundary in the merchant time zone', async () => {
    const { own } = await top.api.call(contractsEndpoint, { query: { kind: 'daily_wage' } });
    expect(own?.status).toBe('active');
    expect(own?.upline).toBeNull();
    expect(own?.startsAt).toBe('2026-11-26T16:00:00.000Z');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agents.contract.offer'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('refuses offers above the own terms, without own contract, and outside the direct downlines', async () => {
    const above = dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.6' }]);
    expect(await refusal(offer(top, mid, above))).toEqual({ code: 'agent_terms_above_own', field: 'contract.terms.tiers[0].rate' });
    // At the second tier's thresholds the own terms give 1%: a tier there at 1% is fine, at 1.01% it is not.
    const second = dailyTerms([
      { minTurnover: '0', minActive: 0, rate: '0.5' },
      { minTurnover: '20000', minActive: 9, rate: '1.01' },
    ]);
    expect(await refusal(offer(top, mid, second))).toEqual({ code: 'agent_terms_above_own', field: 'contract.terms.tiers[1].rate' });
    expect(await refusal(offer(top, low, dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.1' }])))).toMatchObject({ code: 'agent_not_direct_downline' });
    expect(await refusal(offer(mid, low, dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.1' }])))).toMatchObject({ code: 'agent_no_own_contract' });
    expect(await refusal(offer(top, mid, dividendTerms('10')))).toMatchObject({ code: 'agent_no_own_contract' });
    expect(await refusal(offer(low, top, realtimeTerms([{ gameCode: '4d', profitRate: '1', lossRate: '1' }])))).toMatchObject({ code: 'agent_not_in_team' });
    const player = await agentMember(t, top, 0n, 0);
    expect(await refusal(offer(top, player, dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.1' }])))).toMatchObject({ code: 'error_not_agent' });
  });

  it('offers, rejects, withdraws and refuses a second live offer cleanly', async () => {
    const terms = dailyTerms([
      { minTurnover: '0', minActive: 0, rate: '0.4' },
      { minTurnover: '10000', minActive: 5, rate: '0.9' },
    ]);
    const first = await offer(top, mid, terms);
    expect(first).toMatchObject({ status: 'offered', agent: mid.username, upline: top.username, startsAt: null });
    expect(await refusal(offer(top, mid, terms))).toMatchObject({ code: 'conflict' });
    expect(await refusal(act(top, first.id, 'accept'))).toMatchObject({ code: 'invalid_state' });
    expect(await refusal(act(mid, first.id, 'withdraw'))).toMatchObject({ code: 'invalid_state' });
    expect(await refusal(act(low, first.id, 'accept'))).toMatchObject({ code: 'not_found' });
    expect((await act(mid, first.id, 'reject')).status).toBe('rejected');
    const second = await offer(top, mid, terms);
    expect((await act(top, second.id, 'withdraw')).status).toBe('withdrawn');
    expect(await refusal(act(mid, second.id, 'accept'))).toMatchObject({ code: 'invalid_state' });
    const { history, offered } = await top.api.call(contractsEndpoint, { query: { kind: 'daily_wage' } });
    expect(offered).toEqual([]);
    expect(history.map((c) => c.status)).toEqual(expect.arrayContaining(['rejected', 'withdrawn']));
  });

  it('accepts, then ends by a terminate from one side and a terminate from the other', async () => {
    const terms = dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.3' }]);
    for (const [asker, confirmer] of [
      [mid, top],
      [top, mid],
    ] as const) {
      const offered = await offer(top, mid, terms);
      const accepted = await act(mid, offered.id, 'accept');
      expect(accepted).toMatchObject({ status: 'active', startsAt: '2026-11-26T16:00:00.000Z' });
      const asked = await act(asker, offered.id, 'terminate');
      expect(asked).toMatchObject({ status: 'terminating', terminationAskedBy: asker === mid ? 'agent' : 'upline' });
      expect(await refusal(act(asker, offered.id, 'terminate'))).toMatchObject({ code: 'invalid_state' });
      const ended = await act(confirmer, offered.id, 'terminate');
      expect(ended.status).toBe('terminated');
      expect(ended.endedAt).toBe(t.clock.now().toISOString());
      expect(ended.events.map((e) => e.action)).toEqual(['offered', 'accepted', 'termination_asked', 'terminated']);
      const stored = await t.database.db
        .select()
        .from(agentContractEvents)
        .where(and(eq(agentContractEvents.contractId, offered.id)));
      expect(stored).toHaveLength(4);
    }
  });

  it('lets an operator end a contract and offers from the platform to top-level agents only', async () => {
    const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    const contract = await offer(top, mid, dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.2' }]));
    await act(mid, contract.id, 'accept');
    const ended = await t.services.agents.contracts.terminateByOperator(merchant, 1, contract.id, 'closing');
    expect(ended).toMatchObject({ status: 'terminated' });
    expect(ended.events.at(-1)).toMatchObject({ action: 'terminated', actor: 'operator', note: 'closing' });
    await expect(t.services.agents.contracts.terminateByOperator(merchant, 1, contract.id, 'again')).rejects.toMatchObject({ errorCode: 'invalid_state' });
    await expect(t.services.agents.contracts.offerFromPlatform(merchant, 1, mid.id, dividendTerms('5'), null)).rejects.toMatchObject({
      errorCode: 'invalid_state',
    });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'agents.contract.terminate'));
    expect(audits).toHaveLength(1);
  });

  it("refuses to accept an offer its upline's own contract no longer covers, and accepts it once it does again", async () => {
    const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    const upline = await agentMember(t, null);
    const downline = await agentMember(t, upline);
    const own = await platformContract(t, upline, hourlyTerms('0.5'));
    const pending = await offer(upline, downline, hourlyTerms('0.4'));
    // The upline's own contract ends while the offer waits.
    await t.services.agents.contracts.terminateByOperator(merchant, 1, own.id, 'renegotiating');
    expect(await refusal(act(downline, pending.id, 'accept'))).toMatchObject({ code: 'agent_offer_outdated' });
    // A new own contract below the offer still does not cover it.
    const lower = await platformContract(t, upline, hourlyTerms('0.3'));
    expect(await refusal(act(downline, pending.id, 'accept'))).toMatchObject({ code: 'agent_offer_outdated' });
    expect((await downline.api.call(contractsEndpoint, { query: { kind: 'hourly_salary' } })).own).toMatchObject({ id: pending.id, status: 'offered' });
    await t.services.agents.contracts.terminateByOperator(merchant, 1, lower.id, 'raise');
    await platformContract(t, upline, hourlyTerms('0.5'));
    expect((await act(downline, pending.id, 'accept')).status).toBe('active');
  });

  it('refuses new offers and acceptances of a kind the merchant has switched off', async () => {
    const offered = await offer(top, mid, dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.1' }]));
    await changeSettings(await consoleApi(t), 'flags', (flags: Record<string, boolean>) => ({ ...flags, salaryDaily: false }));
    expect(await refusal(offer(top, low, dailyTerms([{ minTurnover: '0', minActive: 0, rate: '0.1' }])))).toMatchObject({ code: 'feature_disabled' });
    expect(await refusal(act(mid, offered.id, 'accept'))).toMatchObject({ code: 'feature_disabled' });
    // Withdrawing stays possible.
    expect((await act(top, offered.id, 'withdraw')).status).toBe('withdrawn');
  });
});
