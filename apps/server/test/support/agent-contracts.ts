// Helpers of the contract and settlement tests: agents registered through the site and put under an upline
// (the tree follows members.upline_id by trigger), a platform contract for a top-level agent, and terms.
import { eq } from 'drizzle-orm';
import { contractActionEndpoint, type ContractTerms } from '@orbit/contracts/agents';
import { members } from '../../src/db/schema/members.ts';
import type { TestApp } from '../helpers.ts';
import { changeSettings, consoleApi } from './members.ts';
import { moneyMember, type MoneyMember } from './payments.ts';

/** A registered member made an agent (type 1) under `upline` (null: top level), with `funds` in its main wallet. */
export async function agentMember(t: TestApp, upline: MoneyMember | null, funds = 0n, type = 1): Promise<MoneyMember> {
  const member = await moneyMember(t, { realName: null, paymentPassword: null, funds });
  await t.database.db
    .update(members)
    .set({ type, uplineId: upline?.id ?? null })
    .where(eq(members.id, member.id));
  return member;
}

/** The platform's contract for a top-level agent, accepted by it. */
export async function platformContract(t: TestApp, agent: MoneyMember, contract: ContractTerms) {
  const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
  const offered = await t.services.agents.contracts.offerFromPlatform(merchant, 1, agent.id, contract, 'test');
  return agent.api.call(contractActionEndpoint, { params: { id: offered.id, action: 'accept' }, body: {} });
}

export const dividendTerms = (rate: string, carryOver = false, period: 'D' | 'W' | 'H' | 'M' = 'D'): ContractTerms => ({
  kind: 'dividend',
  terms: { period, carryOver, tiers: [{ minNetLoss: '0', minActive: 0, rate }] },
});
export const dailyTerms = (tiers: { minTurnover: string; minActive: number; rate: string }[]): ContractTerms => ({ kind: 'daily_wage', terms: { tiers } });
export const hourlyTerms = (rate: string, minTurnover = '0'): ContractTerms => ({ kind: 'hourly_salary', terms: { tiers: [{ minTurnover, rate }] } });
export const realtimeTerms = (
  rates: { gameCode: '4d' | 'xsmb' | 'sea1' | 'sea3' | 'sea5' | 'keno'; profitRate: string; lossRate: string }[],
): ContractTerms => ({
  kind: 'realtime_salary',
  terms: { rates },
});

/** Every contract kind's merchant flag on (hourly and real-time salary are off by default). */
export async function allContractKinds(t: TestApp) {
  await changeSettings(await consoleApi(t), 'flags', (flags: Record<string, boolean>) => ({
    ...flags,
    contractDividend: true,
    salaryDaily: true,
    salaryHourly: true,
    salaryRealtime: true,
  }));
}
