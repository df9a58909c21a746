// What a promotion's audience and deposit rules need to know about a member (a read model, ADR 0023 and
// table-owners.mjs): when it registered, its labels, birthday and calling code, whether it has approved
// deposits, and whether it sits in an agent's team. Read inside the caller's transaction; never written.
import { and, count, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { agentTree } from '../../db/schema/agents.ts';
import { members } from '../../db/schema/members.ts';
import { deposits } from '../../db/schema/payments.ts';

export interface MemberFacts {
  id: number;
  username: string;
  createdAt: Date;
  labels: string[];
  /** yyyy-MM-dd as given at registration, or null. */
  birthday: string | null;
  countryDialingCode: string | null;
}

export async function memberFacts(tx: Tx, merchantId: number, memberId: number): Promise<MemberFacts | undefined> {
  const [row] = await tx
    .select({
      id: members.id,
      username: members.username,
      createdAt: members.createdAt,
      labels: members.memberLabels,
      contacts: members.contacts,
      countryDialingCode: members.countryDialingCode,
    })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  if (!row) return undefined;
  const birthday = (row.contacts as { birthday?: unknown } | null)?.birthday;
  return {
    id: row.id,
    username: row.username,
    createdAt: row.createdAt,
    labels: Array.isArray(row.labels) ? row.labels.filter((label): label is string => typeof label === 'string') : [],
    birthday: typeof birthday === 'string' && birthday !== '' ? birthday : null,
    countryDialingCode: row.countryDialingCode,
  };
}

/** Approved deposits of the member, leaving out one (the deposit being approved now). */
export async function approvedDeposits(tx: Tx, merchantId: number, memberId: number, except?: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(deposits)
    .where(
      and(
        eq(deposits.merchantId, merchantId),
        eq(deposits.memberId, memberId),
        eq(deposits.status, 'approved'),
        except === undefined ? undefined : ne(deposits.id, except),
      ),
    );
  return row?.n ?? 0;
}

/** Whether the member is in the agent's downline tree (at any depth below it). */
export async function inAgentTeam(tx: Tx, merchantId: number, agentId: number, memberId: number): Promise<boolean> {
  const [row] = await tx
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.merchantId, merchantId), eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId), gte(agentTree.depth, 1)));
  return row !== undefined;
}

/** An agent's id by username (the console names the agent whose team a promotion is for). */
export async function memberIdByUsername(tx: Tx, merchantId: number, username: string): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, username.toLowerCase())));
  return row?.id;
}

export async function usernameOf(tx: Tx, merchantId: number, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)));
  return row?.username ?? null;
}

/** Usernames of members by id (a raffle's entrants and winners). */
export async function usernamesOf(tx: Tx, merchantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.username]));
}
