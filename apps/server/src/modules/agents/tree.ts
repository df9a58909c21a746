// The downline tree (ADR 0019). agent_tree is the closure of members.upline_id, kept by database triggers
// (migration 0022), so this file only reads it: who is an agent, how deep, and whether a member is in an
// agent's team. Every agent call that names a member goes through requireInTeam: an agent sees and acts on
// its own team (downlines at any depth) and nothing else.
import { and, count, eq, gte, max, sql } from 'drizzle-orm';
import { isAgentType } from '@orbit/contracts/member';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import { agentTree } from '../../db/schema/agents.ts';
import type { MembersService } from '../members/members.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

export interface AgentRef {
  id: number;
  username: string;
  type: number;
  uplineId: number | null;
  /** 1 for a top-level agent (no upline), 2 for an agent under it, and so on. */
  level: number;
}

export function createAgentTree(deps: { database: Database; members: MembersService['directory'] }) {
  const { db } = deps.database;

  /** How many uplines stand above the member (0 for a top-level account). */
  async function uplineCount(tx: Tx, memberId: number): Promise<number> {
    const [row] = await tx
      .select({ depth: max(agentTree.depth) })
      .from(agentTree)
      .where(eq(agentTree.descendantId, memberId));
    return row?.depth ?? 0;
  }

  /**
   * The calling member as an agent.
   * @throws error_not_agent (a member, or a free-play account)
   */
  async function requireAgent(merchant: ResolvedMerchant, memberId: number): Promise<AgentRef> {
    const member = await deps.members.byId(merchant.id, memberId);
    if (!member || !isAgentType(member.type)) throw new ApiError('error_not_agent', 'Only agents can use the agent centre');
    return { id: member.id, username: member.username, type: member.type, uplineId: member.uplineId, level: (await uplineCount(db, member.id)) + 1 };
  }

  /** How far below the agent the member sits (1 for a direct downline), or null when it is not in the agent's team. */
  async function depthUnder(tx: Tx, merchantId: number, agentId: number, memberId: number): Promise<number | null> {
    const [row] = await tx
      .select({ depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.merchantId, merchantId), eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId), gte(agentTree.depth, 1)));
    return row?.depth ?? null;
  }

  /**
   * The member's depth under the agent.
   * @throws agent_not_in_team (any member outside the agent's team, the agent itself included)
   */
  async function requireInTeam(tx: Tx, merchantId: number, agentId: number, memberId: number): Promise<number> {
    const depth = await depthUnder(tx, merchantId, agentId, memberId);
    if (depth === null) throw new ApiError('agent_not_in_team', 'This member is not in your team');
    return depth;
  }

  /**
   * @throws agent_not_in_team, agent_not_direct_downline
   */
  async function requireDirectDownline(tx: Tx, merchantId: number, agentId: number, memberId: number): Promise<void> {
    const depth = await requireInTeam(tx, merchantId, agentId, memberId);
    if (depth !== 1) throw new ApiError('agent_not_direct_downline', 'This can only be done with a direct downline');
  }

  /** Team size (downlines at any depth) and direct downlines of an agent. */
  async function teamCounts(tx: Tx, agentId: number): Promise<{ team: number; direct: number }> {
    const [row] = await tx
      .select({ team: count(), direct: sql<number>`count(*) FILTER (WHERE ${agentTree.depth} = 1)`.mapWith(Number) })
      .from(agentTree)
      .where(and(eq(agentTree.ancestorId, agentId), gte(agentTree.depth, 1)));
    return { team: row?.team ?? 0, direct: row?.direct ?? 0 };
  }

  /** The member's uplines, nearest first (depth 1 is the direct upline). */
  async function uplines(tx: Tx, memberId: number): Promise<{ id: number; depth: number }[]> {
    const rows = await tx
      .select({ id: agentTree.ancestorId, depth: agentTree.depth })
      .from(agentTree)
      .where(and(eq(agentTree.descendantId, memberId), gte(agentTree.depth, 1)))
      .orderBy(agentTree.depth);
    return rows;
  }

  return { requireAgent, depthUnder, requireInTeam, requireDirectDownline, teamCounts, uplines, uplineCount };
}

export type AgentTree = ReturnType<typeof createAgentTree>;
