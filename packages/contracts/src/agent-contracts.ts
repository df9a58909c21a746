// Agents' contracts (docs/agents.md): dividend, daily wage, hourly salary and real-time salary, their terms,
// offers and answers, and the settlement records they pay by. Exported with the rest of the agent centre's
// calls from agents.ts.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { LOTTERY_GAME_CODES } from './lottery.ts';
import { pageQuery } from './member-security.ts';
import { amountOutput } from './money.ts';
import { day, id, page, rateText, username } from './agent-fields.ts';

export const CONTRACT_KINDS = ['dividend', 'daily_wage', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

const amountTier = text()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,8})?$/, 'an amount such as 1000 or 1000.50');
const activeTier = z.number().int().min(0).max(1_000_000);

/** Dividend: a rate of the team's net loss (turnover − wins) over a period, by the highest tier the team reaches. */
export const dividendTermsSchema = z.strictObject({
  period: z.enum(['D', 'W', 'H', 'M']),
  carryOver: z.boolean(),
  tiers: z
    .array(z.strictObject({ minNetLoss: amountTier, minActive: activeTier, rate: rateText }))
    .min(1)
    .max(10),
});
/** Daily wage: a rate of the team's valid turnover for the day, by turnover and active-player tiers. */
export const dailyWageTermsSchema = z.strictObject({
  tiers: z
    .array(z.strictObject({ minTurnover: amountTier, minActive: activeTier, rate: rateText }))
    .min(1)
    .max(10),
});
/** Hourly salary: a rate of the team's valid turnover in each hour, by turnover tier. */
export const hourlySalaryTermsSchema = z.strictObject({
  tiers: z
    .array(z.strictObject({ minTurnover: amountTier, rate: rateText }))
    .min(1)
    .max(10),
});
/**
 * Real-time salary, every 5 minutes, per colour type (lottery game), period and player in the team: the
 * profit rate of the player's stakes when the player won in the period, the loss rate when the player lost.
 */
export const realtimeSalaryTermsSchema = z.strictObject({
  rates: z
    .array(z.strictObject({ gameCode: z.enum(LOTTERY_GAME_CODES), profitRate: rateText, lossRate: rateText }))
    .min(1)
    .max(LOTTERY_GAME_CODES.length),
});

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('dividend'), terms: dividendTermsSchema }),
  z.strictObject({ kind: z.literal('daily_wage'), terms: dailyWageTermsSchema }),
  z.strictObject({ kind: z.literal('hourly_salary'), terms: hourlySalaryTermsSchema }),
  z.strictObject({ kind: z.literal('realtime_salary'), terms: realtimeSalaryTermsSchema }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const CONTRACT_STATUSES = ['offered', 'active', 'terminating', 'rejected', 'withdrawn', 'terminated'] as const;

export const contractSchema = z
  .object({
    id: z.number().int(),
    agent: text(),
    /** The offering agent's username, or null when the platform offered it. */
    upline: text().nullable(),
    status: z.enum(CONTRACT_STATUSES),
    terminationAskedBy: z.enum(['agent', 'upline']).nullable(),
    offeredAt: text(),
    startsAt: text().nullable(),
    endedAt: text().nullable(),
    events: z.array(z.object({ action: text(), actor: text(), at: text(), note: text().nullable() })),
  })
  .and(contractTermsSchema);
export type Contract = z.infer<typeof contractSchema>;

export const contractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/contracts',
  summary: "One kind's contracts: the agent's own (from its upline or the platform), those it offered its downlines, and ended ones",
  tag: 'agents',
  audience: 'member',
  query: z.object({ kind: z.enum(CONTRACT_KINDS) }),
  response: z.object({ own: contractSchema.nullable(), offered: z.array(contractSchema), history: z.array(contractSchema) }),
});

export const offerContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts',
  summary: "Offers a contract to a direct downline agent (contract request): never above the agent's own terms of that kind",
  tag: 'agents',
  audience: 'member',
  body: z.object({ downline: username, contract: contractTermsSchema, note: text().trim().max(200).optional() }),
  response: contractSchema,
});

export const CONTRACT_ACTIONS = ['accept', 'reject', 'withdraw', 'terminate'] as const;

export const contractActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/contracts/:id/:action',
  summary:
    'Acts on a contract: the downline accepts or rejects an offer, the upline withdraws it; either side asks to terminate an active one (the other side confirming with terminate ends it)',
  tag: 'agents',
  audience: 'member',
  params: z.object({ id, action: z.enum(CONTRACT_ACTIONS) }),
  body: z.object({ note: text().trim().max(200).optional() }),
  response: contractSchema,
});

export const settlementRecordSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  agent: text(),
  payer: text().nullable(),
  periodStart: text(),
  periodEnd: text(),
  /** The figures the amount was worked out from (turnover, net loss, active players, tier, rate…). */
  inputs: z.record(text(), z.union([text(), z.number(), z.null()])),
  carryIn: amountOutput,
  carryOut: amountOutput,
  amount: amountOutput,
  status: z.enum(['paid', 'nil', 'unpaid', 'held']),
  reason: text().nullable(),
  paidAt: text().nullable(),
});
export type SettlementRecord = z.infer<typeof settlementRecordSchema>;

export const settlementRecordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/settlements',
  summary: "One kind's settlement records: what the agent received (side 'received') or paid its downlines ('paid'), newest first",
  tag: 'agents',
  audience: 'member',
  query: pageQuery.extend({ kind: z.enum(CONTRACT_KINDS), side: z.enum(['received', 'paid']).default('received'), from: day.optional(), to: day.optional() }),
  response: page(settlementRecordSchema),
});

export const realtimeLinesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/settlements/:id/lines',
  summary: "A real-time salary settlement's lines: per player and colour type, the stakes, the player's result and the salary",
  tag: 'agents',
  audience: 'member',
  params: z.object({ id }),
  query: pageQuery,
  response: page(z.object({ username: text(), gameCode: text(), turnover: amountOutput, result: amountOutput, salary: amountOutput })),
});
