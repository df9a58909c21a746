// Console calls for agents (docs/agents.md): the agent tree explorer and search, an agent's detail with its
// contracts and settlements, contracts the platform offers to top-level agents and terminates, the settlement
// runs (held, released, re-run by an operator), commission totals per period, and the announcements agents
// read in their centre. Reading needs agents.read; every write needs agents.write and is audited with the
// operator and a note. The rules (who pays, agent-only domains, depth) are the settings section `agents`.
import { z } from 'zod';
import { text } from './text.ts';
import { CONTRACT_KINDS, contractSchema, contractTermsSchema, rateText, settlementRecordSchema } from './agents.ts';
import { defineEndpoint } from './endpoint.ts';
import { GAME_CATEGORIES } from './games.ts';
import { amountOutput } from './money.ts';

const day = text().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as yyyy-MM-dd');
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
/** Why an operator acts: kept on the contract's events or the run, and in the audit log. */
const note = text().trim().min(3, 'a note of at least 3 characters').max(500);

// ------------------------------------------------------------------------------------------------ tree

/** One account in the tree explorer: an agent, or a plain member under one. */
export const agentNodeSchema = z.object({
  memberId: z.number().int(),
  username: text(),
  /** isAgent: 0 member, 1/2/41/42 agent types. */
  type: z.number().int(),
  /** 1 for a top-level account (no upline), 2 under it, and so on. */
  level: z.number().int(),
  /** Downlines at any depth. */
  teamSize: z.number().int(),
  directDownlines: z.number().int(),
  balance: amountOutput,
  status: z.enum(['active', 'locked']),
  /** Contracts offered, active or terminating, of every kind. */
  liveContracts: z.number().int(),
});
export type AgentNode = z.infer<typeof agentNodeSchema>;

export const agentTreeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/tree',
  summary: 'The agent tree explorer: the top-level agents (no parentId) or one account’s direct downlines, agents first, then by username',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  query: pageQuery.extend({ parentId: id.optional() }),
  response: page(agentNodeSchema),
});

export const agentSearchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/search',
  summary: 'Finds accounts in the agent tree by username (starting with the text), each with its path from the top-level agent',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  query: z.object({ username: text().trim().min(1, 'Input cannot be empty').max(64), limit: z.coerce.number().int().min(1).max(50).default(20) }),
  response: z.object({
    items: z.array(
      agentNodeSchema.extend({
        /** From the top-level account down to this one's direct upline. */
        path: z.array(z.object({ memberId: z.number().int(), username: text() })),
      }),
    ),
  }),
});

// ---------------------------------------------------------------------------------------------- detail

export const consoleContractSchema = contractSchema.and(z.object({ offeredByOperator: text().nullable() }));
export type ConsoleContract = z.infer<typeof consoleContractSchema>;

export const agentDetailEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/members/:memberId',
  summary: 'An account of the agent tree: its upline chain (top first), team, rebates and every contract of every kind with its events',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  params: z.object({ memberId: id }),
  response: z.object({
    agent: agentNodeSchema,
    /** From the top-level account down to the direct upline; empty for a top-level account. */
    uplines: z.array(z.object({ memberId: z.number().int(), username: text(), type: z.number().int() })),
    rebates: z.array(z.object({ category: z.enum(GAME_CATEGORIES), rate: text() })),
    /** Every contract the account holds or held, newest first. */
    contracts: z.array(consoleContractSchema),
    /** Whether the platform may offer it contracts: a top-level agent. */
    canOfferFromPlatform: z.boolean(),
  }),
});

export const setAgentRebatesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/agents/members/:memberId/rebates',
  summary:
    "Sets an agent's own rebate rates by product type (what it may pass on to its downlines): any rate for a top-level agent, at most its upline's for a downline agent (agent_terms_above_own). A category left out keeps its rate. Audited",
  tag: 'console',
  audience: 'operator',
  permission: 'agents.write',
  params: z.object({ memberId: id }),
  body: z.object({
    rebates: z
      .array(z.object({ category: z.enum(GAME_CATEGORIES), rate: rateText }))
      .min(1)
      .max(GAME_CATEGORIES.length),
  }),
  response: z.object({ rebates: z.array(z.object({ category: z.enum(GAME_CATEGORIES), rate: text() })) }),
});

export const agentSettlementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/members/:memberId/settlements',
  summary: 'What an agent was settled, newest period first, optionally of one kind',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  params: z.object({ memberId: id }),
  query: pageQuery.extend({ kind: z.enum(CONTRACT_KINDS).optional() }),
  response: page(settlementRecordSchema.extend({ runId: z.number().int(), contractId: z.number().int() })),
});

export const platformOfferEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/agents/members/:memberId/contracts',
  summary:
    'The platform offers a contract to a top-level agent (no upline); the agent accepts or rejects it in its centre. One live contract per kind. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.write',
  params: z.object({ memberId: id }),
  body: z.object({ contract: contractTermsSchema, note: text().trim().max(200).optional() }),
  response: consoleContractSchema,
});

/** A top-level agent's request to end a contract the platform gave it: the operator is the other side and confirms. */
export const contractEndRequestSchema = z.object({
  contractId: z.number().int(),
  memberId: z.number().int(),
  agent: text(),
  kind: z.enum(CONTRACT_KINDS),
  /** When the agent asked (ISO 8601). */
  askedAt: text(),
});
export type ContractEndRequest = z.infer<typeof contractEndRequestSchema>;

export const contractEndRequestsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/contract-requests',
  summary: 'Platform contracts whose agent asked to end them, oldest request first: no upline confirms these, the operator does (terminate)',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  response: z.object({ items: z.array(contractEndRequestSchema) }),
});

export const terminateContractEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/agents/contracts/:contractId/terminate',
  summary: 'Ends any live contract (offered, active or terminating) at once, with the operator’s note. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.write',
  params: z.object({ contractId: id }),
  body: z.object({ note }),
  response: consoleContractSchema,
});

// ------------------------------------------------------------------------------------------ settlement

export const SETTLEMENT_RUN_STATUSES = ['running', 'done', 'held'] as const;

export const settlementRunSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  /** D, W, H (half-month), M for dividends; day, hour, 5m for the salaries. */
  period: text(),
  periodStart: text(),
  periodEnd: text(),
  status: z.enum(SETTLEMENT_RUN_STATUSES),
  items: z.number().int(),
  paidTotal: amountOutput,
  /** Items waiting for money (the payer was short) or held. */
  unpaidItems: z.number().int(),
  heldBy: text().nullable(),
  note: text().nullable(),
  startedAt: text(),
  finishedAt: text().nullable(),
});
export type SettlementRun = z.infer<typeof settlementRunSchema>;

export const settlementRunsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/runs',
  summary: 'Settlement runs, newest first: kind, period, status, items and the total paid',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  query: pageQuery.extend({ kind: z.enum(CONTRACT_KINDS).optional(), status: z.enum(SETTLEMENT_RUN_STATUSES).optional() }),
  response: page(settlementRunSchema),
});

export const settlementRunItemsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/runs/:runId',
  summary: "A settlement run and its items: each contract's inputs, carry, amount, payer and status",
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  params: z.object({ runId: id }),
  query: pageQuery,
  response: page(settlementRecordSchema.extend({ contractId: z.number().int() })).extend({ run: settlementRunSchema }),
});

export const RUN_ACTIONS = ['hold', 'release', 'rerun'] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];

export const settlementRunActionEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/agents/runs/:runId/:action',
  summary:
    'Holds a run (nothing more of it is paid), releases a held run, or re-runs its period (unpaid items are tried again, paid ones never twice). Needs a note. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.write',
  params: z.object({ runId: id, action: z.enum(RUN_ACTIONS) }),
  body: z.object({ note }),
  response: settlementRunSchema,
});

// ---------------------------------------------------------------------------------------------- totals

export const COMMISSION_GRAINS = ['day', 'week', 'month'] as const;

export const commissionRowSchema = z.object({
  /** The period's first day in the merchant's zone (weeks start on Monday). */
  period: day,
  kind: z.enum(CONTRACT_KINDS),
  /** Settlements paid in the period. */
  settlements: z.number().int(),
  paid: amountOutput,
  /** Of which the platform paid (top-level agents, or everyone under payer 'platform')… */
  byPlatform: amountOutput,
  /** …and uplines paid from their own wallets. */
  byUplines: amountOutput,
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;

export const commissionTotalsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/commissions',
  summary: "Commissions paid per period (day, week or month in the merchant's zone) and contract kind, split by who paid: the platform or uplines",
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  query: z.object({ grain: z.enum(COMMISSION_GRAINS).default('day'), from: day, to: day }),
  response: z.object({
    rows: z.array(commissionRowSchema),
    totals: z.object({ settlements: z.number().int(), paid: amountOutput, byPlatform: amountOutput, byUplines: amountOutput }),
  }),
});

// ------------------------------------------------------------------------------------------ announcements

export const consoleAnnouncementSchema = z.object({
  id: z.number().int(),
  title: text(),
  body: text(),
  pinned: z.boolean(),
  publishedAt: text(),
  createdBy: text().nullable(),
  createdAt: text(),
});
export type ConsoleAnnouncement = z.infer<typeof consoleAnnouncementSchema>;

export const announcementBody = z.object({
  title: text().trim().min(1, 'Input cannot be empty').max(120),
  body: text().trim().min(1, 'Input cannot be empty').max(5000),
  pinned: z.boolean().default(false),
  /** When agents start seeing it; omitted for now. */
  publishedAt: z.iso.datetime({ offset: true }).optional(),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

export const consoleAnnouncementsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/agents/announcements',
  summary: 'Announcements for agents, pinned first, newest first (scheduled ones included)',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.read',
  query: pageQuery,
  response: page(consoleAnnouncementSchema),
});

export const createAnnouncementEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/agents/announcements',
  summary: 'Posts an announcement to agents (shown in their centre from publishedAt). Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.write',
  body: announcementBody,
  response: consoleAnnouncementSchema,
});

export const updateAnnouncementEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/agents/announcements/:id',
  summary: 'Edits an announcement. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.write',
  params: z.object({ id }),
  body: announcementBody,
  response: consoleAnnouncementSchema,
});

export const deleteAnnouncementEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/agents/announcements/:id',
  summary: 'Deletes an announcement: agents no longer see it. Audited',
  tag: 'console',
  audience: 'operator',
  permission: 'agents.write',
  params: z.object({ id }),
  response: z.object({ deleted: z.boolean() }),
});
