// The console's reads of the agent tree and its money (docs/agents.md): plain SELECTs over the agents module's
// own tables, with members (usernames, types, status) and ledger_accounts (main balance) joined for display.
// Writes are elsewhere: contracts and settlement runs through their services, announcements in the service.// Settlement items, runs and commissions are read in console-agents-runs.repo.ts, spread in here.
import { sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@orbit/contracts/member';
import { rowsOf, type Tx } from '../../db/client.ts';
import { countOf, createConsoleAgentRunsRepo } from './console-agents-runs.repo.ts';

const agentTypes = sql.join(
  AGENT_TYPES.map((type) => sql`${type}`),
  sql`, `,
);

export interface NodeRow {
  member_id: number;
  username: string;
  type: number;
  status: string;
  upline_id: number | null;
  level: number;
  team_size: number;
  direct_downlines: number;
  balance: string;
  live_contracts: number;
}

export interface ContractRow {
  id: number;
  kind: string;
  agent_id: number;
  agent: string;
  upline: string | null;
  offered_by: string | null;
  status: string;
  terms: unknown;
  carry_over: boolean;
  termination_asked_by: string | null;
  offered_at: Date | string;
  starts_at: Date | string | null;
  ended_at: Date | string | null;
}

export interface EventRow {
  contract_id: number;
  action: string;
  actor: string;
  note: string | null;
  at: Date | string;
}

export interface SettlementRow {
  id: number;
  run_id: number;
  contract_id: number;
  kind: string;
  agent: string;
  payer: string | null;
  period_start: Date | string;
  period_end: Date | string;
  inputs: Record<string, string | number | null>;
  carry_in: string;
  carry_out: string;
  amount: string;
  status: string;
  reason: string | null;
  paid_at: Date | string | null;
}

export interface RunRow {
  id: number;
  kind: string;
  period: string;
  period_start: Date | string;
  period_end: Date | string;
  status: string;
  items: number;
  paid_total: string;
  unpaid_items: number;
  held_by: string | null;
  note: string | null;
  started_at: Date | string;
  finished_at: Date | string | null;
}

export interface AnnouncementRow {
  id: number;
  title: string;
  body: string;
  pinned: boolean;
  published_at: Date | string;
  created_by: string | null;
  created_at: Date | string;
}

/** A tree node's figures, for members m of the merchant (the caller adds WHERE and ORDER). */
function nodeSelect(currency: string): SQL {
  return sql`
    SELECT m.id AS member_id, m.username, m.type, m.status, m.upline_id,
      (SELECT count(*) FROM agent_tree t WHERE t.descendant_id = m.id AND t.depth >= 1)::int + 1 AS level,
      (SELECT count(*) FROM agent_tree t WHERE t.ancestor_id = m.id AND t.depth >= 1)::int AS team_size,
      (SELECT count(*) FROM agent_tree t WHERE t.ancestor_id = m.id AND t.depth = 1)::int AS direct_downlines,
      coalesce((SELECT a.balance FROM ledger_accounts a
        WHERE a.merchant_id = m.merchant_id AND a.address = 'member:' || m.id || ':main' AND a.currency = ${currency}), 0)::text AS balance,
      (SELECT count(*) FROM agent_contracts c WHERE c.agent_id = m.id AND c.status IN ('offered', 'active', 'terminating'))::int AS live_contracts
    FROM members m`;
}

export function createConsoleAgentsRepo() {
  /** Top-level agents (no upline), or every direct downline of one account: agents first, then by username. */
  async function children(tx: Tx, merchant: { id: number; currency: string }, parentId: number | null, page: number, pageSize: number) {
    const where =
      parentId === null
        ? sql`m.merchant_id = ${merchant.id} AND m.upline_id IS NULL AND m.type IN (${agentTypes})`
        : sql`m.merchant_id = ${merchant.id} AND m.upline_id = ${parentId}`;
    const total = await countOf(tx, sql`SELECT count(*)::int AS n FROM members m WHERE ${where}`);
    const items = rowsOf<NodeRow>(
      await tx.execute(sql`${nodeSelect(merchant.currency)} WHERE ${where}
        ORDER BY (m.type IN (${agentTypes})) DESC, m.username_key
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    );
    return { items, total };
  }

  async function node(tx: Tx, merchant: { id: number; currency: string }, memberId: number): Promise<NodeRow | undefined> {
    const [row] = rowsOf<NodeRow>(await tx.execute(sql`${nodeSelect(merchant.currency)} WHERE m.merchant_id = ${merchant.id} AND m.id = ${memberId}`));
    return row;
  }

  /** Platform contracts (no upline) whose agent asked to end them, with when it asked; oldest request first. */
  async function endRequests(tx: Tx, merchantId: number) {
    return rowsOf<{ contract_id: number; member_id: number; username: string; kind: string; asked_at: Date | string }>(
      await tx.execute(sql`
        SELECT c.id AS contract_id, c.agent_id AS member_id, m.username, c.kind,
               (SELECT max(e.at) FROM agent_contract_events e WHERE e.contract_id = c.id AND e.action = 'termination_asked') AS asked_at
        FROM agent_contracts c JOIN members m ON m.id = c.agent_id
        WHERE c.merchant_id = ${merchantId} AND c.upline_id IS NULL AND c.status = 'terminating' AND c.termination_asked_by = 'agent'
        ORDER BY asked_at, c.id`),
    );
  }

  /** Accounts of the tree (agents, or anyone with an upline) whose username starts with the text. */
  async function search(tx: Tx, merchant: { id: number; currency: string }, text: string, limit: number) {
    const pattern = `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return rowsOf<NodeRow>(
      await tx.execute(sql`${nodeSelect(merchant.currency)}
        WHERE m.merchant_id = ${merchant.id} AND m.username_key LIKE ${pattern} AND (m.type IN (${agentTypes}) OR m.upline_id IS NOT NULL)
        ORDER BY length(m.username_key), m.username_key LIMIT ${limit}`),
    );
  }

  /** The uplines of each member, top-level first. */
  async function uplinesOf(tx: Tx, memberIds: number[]): Promise<Map<number, { memberId: number; username: string; type: number }[]>> {
    const out = new Map<number, { memberId: number; username: string; type: number }[]>(memberIds.map((id) => [id, []]));
    if (memberIds.length === 0) return out;
    const ids = sql.join(
      memberIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = rowsOf<{ descendant_id: number; member_id: number; username: string; type: number }>(
      await tx.execute(sql`
        SELECT t.descendant_id, u.id AS member_id, u.username, u.type
        FROM agent_tree t JOIN members u ON u.id = t.ancestor_id
        WHERE t.descendant_id IN (${ids}) AND t.depth >= 1
        ORDER BY t.descendant_id, t.depth DESC`),
    );
    for (const row of rows) out.get(row.descendant_id)?.push({ memberId: row.member_id, username: row.username, type: row.type });
    return out;
  }

  async function rebates(tx: Tx, memberId: number) {
    return rowsOf<{ category: string; rate_ppm: number }>(
      await tx.execute(sql`SELECT category, rate_ppm FROM agent_rebates WHERE member_id = ${memberId} ORDER BY category`),
    );
  }

  const contractSelect = sql`
    SELECT c.id::int AS id, c.kind, c.agent_id, a.username AS agent, u.username AS upline, o.username AS offered_by, c.status, c.terms,
      c.carry_over, c.termination_asked_by, c.offered_at, c.starts_at, c.ended_at
    FROM agent_contracts c
    JOIN members a ON a.id = c.agent_id
    LEFT JOIN members u ON u.id = c.upline_id
    LEFT JOIN operators o ON o.id = c.offered_by_operator`;

  /** Every contract of an agent, newest first, with their events in order. */
  async function contractsOf(tx: Tx, merchantId: number, agentId: number) {
    const contracts = rowsOf<ContractRow>(
      await tx.execute(sql`${contractSelect} WHERE c.merchant_id = ${merchantId} AND c.agent_id = ${agentId} ORDER BY c.offered_at DESC, c.id DESC`),
    );
    return {
      contracts,
      events: await eventsOf(
        tx,
        contracts.map((c) => c.id),
      ),
    };
  }

  async function contract(tx: Tx, merchantId: number, contractId: number) {
    const [row] = rowsOf<ContractRow>(await tx.execute(sql`${contractSelect} WHERE c.merchant_id = ${merchantId} AND c.id = ${contractId}`));
    return row ? { contract: row, events: await eventsOf(tx, [row.id]) } : undefined;
  }

  async function eventsOf(tx: Tx, contractIds: number[]): Promise<EventRow[]> {
    if (contractIds.length === 0) return [];
    const ids = sql.join(
      contractIds.map((id) => sql`${id}`),
      sql`, `,
    );
    return rowsOf<EventRow>(
      await tx.execute(
        sql`SELECT contract_id::int AS contract_id, action, actor, note, at FROM agent_contract_events WHERE contract_id IN (${ids}) ORDER BY id`,
      ),
    );
  }
  const announcementSelect = sql`
    SELECT n.id::int AS id, n.title, n.body, n.pinned, n.published_at, o.username AS created_by, n.created_at
    FROM agent_announcements n LEFT JOIN operators o ON o.id = n.created_by`;

  async function announcements(tx: Tx, merchantId: number, page: number, pageSize: number) {
    const where = sql`n.merchant_id = ${merchantId} AND n.deleted_at IS NULL`;
    const total = await countOf(tx, sql`SELECT count(*)::int AS n FROM agent_announcements n WHERE ${where}`);
    const items = rowsOf<AnnouncementRow>(
      await tx.execute(
        sql`${announcementSelect} WHERE ${where} ORDER BY n.pinned DESC, n.published_at DESC, n.id DESC LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
      ),
    );
    return { items, total };
  }

  async function announcement(tx: Tx, merchantId: number, id: number): Promise<AnnouncementRow | undefined> {
    const [row] = rowsOf<AnnouncementRow>(
      await tx.execute(sql`${announcementSelect} WHERE n.merchant_id = ${merchantId} AND n.id = ${id} AND n.deleted_at IS NULL`),
    );
    return row;
  }
  return {
    ...createConsoleAgentRunsRepo(),
    children,
    endRequests,
    node,
    search,
    uplinesOf,
    rebates,
    contractsOf,
    contract,
    announcements,
    announcement,
  };
}
