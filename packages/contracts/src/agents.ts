// The agent centre (docs/agents.md): the team and
// its reports, downline accounts and affiliate links, rebates, transfers to downlines, and the contracts
// (dividend, daily wage, hourly salary, real-time salary) with their settlement records. Every call is an
// agent's (isAgent 1, 2, 41, 42) and reaches only the agent's own team: downlines at any depth.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { GAME_CATEGORIES } from './games.ts';
import { LOTTERY_GAME_CODES } from './lottery.ts';
import { pageQuery } from './member-security.ts';
import { amountInput, amountOutput, requestId } from './money.ts';

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');
const username = text().trim().min(1, 'Input cannot be empty').max(64);
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

// ---------------------------------------------------------------------------------------------- rates

/** A rate as an operator or agent types it: a percentage with at most four decimals, 0 to 100 ("0.5" is 0.5%). */
export const rateText = text()
  .trim()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'a percentage such as 0.5 or 30, at most four decimals')
  .refine((text) => Number(text) <= 100, 'a percentage from 0 to 100');

/** Rates are stored and computed in parts per million of the base: "0.5" (%) is 5000 ppm. */
export function rateToPpm(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'));
}

export function ppmToRate(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const fraction = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

// ------------------------------------------------------------------------------------------ the centre

/** The agent centre's pages, in menu order; the last four show only when their merchant flag is on. */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentPage = (typeof AGENT_PAGES)[number];
export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export const CONTRACT_KINDS = ['dividend', 'daily_wage', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The page that lists each kind's contracts and records, and the merchant flag that switches it on. */
export const CONTRACT_PAGES: Record<ContractKind, { page: AgentPage; feature: 'contractDividend' | 'salaryDaily' | 'salaryHourly' | 'salaryRealtime' }> = {
  dividend: { page: 'agentDividendRecordCopy2', feature: 'contractDividend' },
  daily_wage: { page: 'agentDailyWages2', feature: 'salaryDaily' },
  hourly_salary: { page: 'agentHourSalary', feature: 'salaryHourly' },
  realtime_salary: { page: 'agentRealtimeSalary', feature: 'salaryRealtime' },
};

export const agentCentreEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/centre',
  summary: "The agent centre's frame: the pages this merchant shows, the agent's level, upline, affiliate code and own rebates",
  tag: 'agents',
  audience: 'member',
  response: z.object({
    pages: z.array(z.enum(AGENT_PAGES)),
    /** 1 for a top-level agent (no upline), 2 for its downline agents, and so on. */
    level: z.number().int(),
    upline: text().nullable(),
    affiliateCode: text().nullable(),
    directDownlines: z.number().int(),
    teamSize: z.number().int(),
    rebates: z.array(z.object({ category: z.enum(GAME_CATEGORIES), rate: text() })),
  }),
});

export const agentAnnouncementSchema = z.object({ id: z.number().int(), title: text(), body: text(), pinned: z.boolean(), publishedAt: text() });

export const agentAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/announcements',
  summary: 'Announcements for agents (agentAnnouncement), pinned first, newest first',
  tag: 'agents',
  audience: 'member',
  query: pageQuery,
  response: page(agentAnnouncementSchema),
});

// -------------------------------------------------------------------------------------------- overview

export const OVERVIEW_RANGES = ['today', 'yesterday', 'week', 'month', 'custom'] as const;

export const teamFiguresSchema = z.object({
  /** Team members at the end of the range (downlines at any depth). */
  members: z.number().int(),
  newMembers: z.number().int(),
  firstDepositors: z.number().int(),
  activePlayers: z.number().int(),
  deposits: amountOutput,
  depositCount: z.number().int(),
  withdrawals: amountOutput,
  withdrawalCount: z.number().int(),
  bets: z.number().int(),
  /** Valid turnover: stakes taken minus stakes refunded. */
  validTurnover: amountOutput,
  /** The team's wins minus stakes: negative when the team lost (the house won). */
  winLoss: amountOutput,
  /** What the agent itself earned in the range: contract settlements paid to it. */
  commission: amountOutput,
});
export type TeamFigures = z.infer<typeof teamFiguresSchema>;

export const teamOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/team/overview',
  summary: "Team overview (agentTeamOverview): the team's figures for a range, and one point per day for the charts",
  tag: 'agents',
  audience: 'member',
  query: z.object({ range: z.enum(OVERVIEW_RANGES).default('today'), from: day.optional(), to: day.optional() }),
  response: z.object({
    from: day,
    to: day,
    figures: teamFiguresSchema,
    series: z.array(
      z.object({
        day,
        newMembers: z.number().int(),
        activePlayers: z.number().int(),
        deposits: amountOutput,
        withdrawals: amountOutput,
        validTurnover: amountOutput,
        winLoss: amountOutput,
      }),
    ),
  }),
});

// ------------------------------------------------------------------------------- downlines and links

export const downlineSchema = z.object({
  memberId: z.number().int(),
  username: text(),
  nickname: text(),
  isAgent: z.number().int(),
  /** 1 a direct downline, 2 a downline's downline… */
  depth: z.number().int(),
  upline: text().nullable(),
  balance: amountOutput,
  status: z.enum(['active', 'locked']),
  lastLoginAt: text().nullable(),
  registeredAt: text(),
  teamSize: z.number().int(),
  rebates: z.array(z.object({ category: z.enum(GAME_CATEGORIES), rate: text() })),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/downline',
  summary: 'Team management (downlineManagmentView): the downline list with search by username, depth and type filters',
  tag: 'agents',
  audience: 'member',
  body: z.object({
    username: text().trim().max(64).optional(),
    /** 1 for direct downlines only; omitted for every depth. */
    depth: z.number().int().min(1).max(64).optional(),
    type: z.enum(['all', 'member', 'agent']).default('all'),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: page(downlineSchema),
});

const rebateInput = z.object({ category: z.enum(GAME_CATEGORIES), rate: rateText });

export const createDownlineEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/downline/create',
  summary:
    "Creates a direct downline member or agent (registerCenter) with the merchant's default password, which must be changed at first login; rebates at most the agent's own",
  tag: 'agents',
  audience: 'member',
  body: z.object({
    username,
    kind: z.enum(['member', 'agent']),
    rebates: z.array(rebateInput).max(GAME_CATEGORIES.length).default([]),
  }),
  response: z.object({ memberId: z.number().int(), username: text(), defaultPassword: text(), affiliateCode: text().nullable() }),
});

export const affiliateLinkSchema = z.object({
  id: z.number().int(),
  code: text(),
  /** The registration address with the code, for the QR code and to copy. */
  url: text(),
  kind: z.enum(['member', 'agent']),
  rebates: z.array(z.object({ category: z.enum(GAME_CATEGORIES), rate: text() })),
  note: text().nullable(),
  registrations: z.number().int(),
  createdAt: text(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;

export const affiliateLinksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate/links',
  summary: "The agent's affiliate links with their rebate settings by product type, newest first",
  tag: 'agents',
  audience: 'member',
  response: z.object({ items: z.array(affiliateLinkSchema) }),
});

export const createAffiliateLinkEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/affiliate/links',
  summary: 'Creates an affiliate link: who registers through it lands under the agent, as a member or an agent, with its rebates',
  tag: 'agents',
  audience: 'member',
  body: z.object({
    kind: z.enum(['member', 'agent']),
    rebates: z.array(rebateInput).max(GAME_CATEGORIES.length).default([]),
    note: text().trim().max(100).optional(),
  }),
  response: affiliateLinkSchema,
});

export const deleteAffiliateLinkEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/agent/affiliate/links/:id',
  summary: 'Deletes an affiliate link: its code no longer registers anyone (accounts already made stay in the team)',
  tag: 'agents',
  audience: 'member',
  params: z.object({ id }),
  response: z.object({ deleted: z.boolean() }),
});

export const setDownlineRebatesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/agent/downline/:memberId/rebates',
  summary: "Sets a downline's rebate rates by product type, each at most the agent's own (agent_terms_above_own)",
  tag: 'agents',
  audience: 'member',
  params: z.object({ memberId: id }),
  body: z.object({ rebates: z.array(rebateInput).min(1).max(GAME_CATEGORIES.length) }),
  response: z.object({ rebates: z.array(z.object({ category: z.enum(GAME_CATEGORIES), rate: text() })) }),
});

export const transferToDownlineEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/downline/:memberId/transfer',
  summary: "Sends money from the agent's main wallet to a direct downline's, confirmed with the payment password; a requestId sent again moves it once",
  tag: 'agents',
  audience: 'member',
  encrypted: true,
  params: z.object({ memberId: id }),
  body: z.object({ requestId, amount: amountInput, paymentPassword: text().min(1, 'Input cannot be empty').max(128) }),
  response: z.object({ transactionId: z.number().int(), balance: amountOutput }),
});

// ---------------------------------------------------------------------------------------------- reports

const rangeBody = { from: day.optional(), to: day.optional(), username: text().trim().max(64).optional() };

export const teamBetsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team/bets',
  summary: "Team betting (personalHistoryCopy in team mode): the team's rounds, newest first, with totals for the filter",
  tag: 'agents',
  audience: 'member',
  body: z.object({
    ...rangeBody,
    category: z.enum(GAME_CATEGORIES).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: page(
    z.object({
      username: text(),
      vendorCode: text(),
      gameCode: text(),
      gameName: text(),
      category: z.enum(GAME_CATEGORIES).nullable(),
      roundId: text(),
      at: text(),
      stake: amountOutput,
      win: amountOutput,
      net: amountOutput,
      status: z.enum(['open', 'settled', 'refunded']),
    }),
  ).extend({ totals: z.object({ stake: amountOutput, win: amountOutput, net: amountOutput, rounds: z.number().int() }) }),
});

export const userLossRowSchema = z.object({
  memberId: z.number().int(),
  username: text(),
  depth: z.number().int(),
  bets: z.number().int(),
  validTurnover: amountOutput,
  wins: amountOutput,
  /** wins − turnover: negative when the member lost. */
  winLoss: amountOutput,
  deposits: amountOutput,
  withdrawals: amountOutput,
});

export const userLossEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team/loss',
  summary: 'User loss (palStatementsAgentCopy): per team member, bets, valid turnover, wins and win/loss for a range, biggest losers first',
  tag: 'agents',
  audience: 'member',
  body: z.object({ ...rangeBody, page: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) }),
  response: page(userLossRowSchema).extend({ totals: userLossRowSchema.omit({ memberId: true, username: true, depth: true }) }),
});

export const teamTransactionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/agent/team/transactions',
  summary: "Account details (agentDownlineTransactionDetailsCopy): the team's wallet movements, newest first",
  tag: 'agents',
  audience: 'member',
  body: z.object({
    ...rangeBody,
    type: z.enum(['deposit', 'withdrawal', 'transfer', 'upline', 'game', 'bonus', 'adjustment']).optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(20),
  }),
  response: page(
    z.object({
      transactionId: z.number().int(),
      username: text(),
      at: text(),
      type: text(),
      kind: text(),
      amount: amountOutput,
      balanceAfter: amountOutput,
      reference: text().nullable(),
    }),
  ),
});

export const incomeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/income',
  summary: 'My income (agentRevenueReport): what the agent earned by contract kind over a range, and what it paid its downlines',
  tag: 'agents',
  audience: 'member',
  query: z.object({ from: day.optional(), to: day.optional() }),
  response: z.object({
    from: day,
    to: day,
    rows: z.array(z.object({ kind: z.enum(CONTRACT_KINDS), earned: amountOutput, paidToDownlines: amountOutput, settlements: z.number().int() })),
    total: z.object({ earned: amountOutput, paidToDownlines: amountOutput, net: amountOutput }),
  }),
});

// --------------------------------------------------------------------------------------------- contracts

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
