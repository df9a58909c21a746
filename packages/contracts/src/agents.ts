// The agent centre (docs/agents.md): the team and
// its reports, downline accounts and affiliate links, rebates, transfers to downlines, and the contracts
// (dividend, daily wage, hourly salary, real-time salary) with their settlement records. Every call is an
// agent's (isAgent 1, 2, 41, 42) and reaches only the agent's own team: downlines at any depth.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { GAME_CATEGORIES } from './games.ts';
import { pageQuery } from './member-security.ts';
import { amountInput, amountOutput, requestId } from './money.ts';
import { CONTRACT_KINDS, type ContractKind } from './agent-contracts.ts';
import { day, id, page, rateText, username } from './agent-fields.ts';

export * from './agent-contracts.ts';
export { ppmToRate, rateText, rateToPpm } from './agent-fields.ts';

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
