// The agent centre's queries (team and accounts): own and downline rebates, announcements, the downline list,
// affiliate links, and the team as a member-id subquery that the wallet's reads take as their scope. Reads of
// the members table are plain SELECTs for the list; writes touch agent tables only.
import { and, desc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { AGENT_TYPES } from '@orbit/contracts/member';
import { rowsOf, type Tx } from '../../db/client.ts';
import { agentAnnouncements, agentLinks, agentRebates, agentTree } from '../../db/schema/agents.ts';
import { members } from '../../db/schema/members.ts';

export interface RebateRate {
  category: string;
  ratePpm: number;
}

/**
 * The ids of an agent's team (depth ≥ 1), or of one member when it is in that team, as a subquery: the
 * wallet's team reads filter by it, so an actor can never widen them past its own team.
 */
export function teamMemberIds(merchantId: number, agentId: number, onlyMemberId?: number): SQL {
  return sql`SELECT ${agentTree.descendantId} FROM ${agentTree} WHERE ${agentTree.merchantId} = ${merchantId} AND ${agentTree.ancestorId} = ${agentId}
    AND ${agentTree.depth} >= 1 ${onlyMemberId === undefined ? sql`` : sql`AND ${agentTree.descendantId} = ${onlyMemberId}`}`;
}

/**
 * The members' rates. `lock` (inside a transaction) holds them until it ends: a rate checked against an upline's
 * must not change before the checked one is written, or a cut of the upline's rate (which lowers its team's)
 * could run in between and leave the new rate above it.
 */
export async function rebatesOf(tx: Tx, memberIds: readonly number[], options: { lock?: boolean } = {}): Promise<Map<number, RebateRate[]>> {
  const out = new Map<number, RebateRate[]>();
  if (memberIds.length === 0) return out;
  const query = tx
    .select({ memberId: agentRebates.memberId, category: agentRebates.category, ratePpm: agentRebates.ratePpm })
    .from(agentRebates)
    .where(
      sql`${agentRebates.memberId} IN (${sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .orderBy(agentRebates.memberId, agentRebates.category);
  const rows = options.lock ? await query.for('update') : await query;
  for (const row of rows) out.set(row.memberId, [...(out.get(row.memberId) ?? []), { category: row.category, ratePpm: row.ratePpm }]);
  return out;
}

/**
 * Sets the given categories' rates (others stay as they are), and lowers any rate in the member's team that is now
 * above it: a downline never keeps more than its upline has. Clamping the whole team to the new rate is enough,
 * because every member's rate was already at most its upline's. Answers how many team rates were lowered.
 */
export async function setRebates(tx: Tx, merchantId: number, memberId: number, rates: readonly RebateRate[], now: Date): Promise<number> {
  if (rates.length === 0) return 0;
  await tx
    .insert(agentRebates)
    .values(rates.map((rate) => ({ merchantId, memberId, category: rate.category, ratePpm: rate.ratePpm, updatedAt: now })))
    .onConflictDoUpdate({ target: [agentRebates.memberId, agentRebates.category], set: { ratePpm: sql`excluded.rate_ppm`, updatedAt: now } });
  let lowered = 0;
  for (const rate of rates) {
    const rows = await tx
      .update(agentRebates)
      .set({ ratePpm: rate.ratePpm, updatedAt: now })
      .where(
        and(
          eq(agentRebates.merchantId, merchantId),
          eq(agentRebates.category, rate.category),
          gt(agentRebates.ratePpm, rate.ratePpm),
          sql`${agentRebates.memberId} IN (${teamMemberIds(merchantId, memberId)})`,
        ),
      )
      .returning({ memberId: agentRebates.memberId });
    lowered += rows.length;
  }
  return lowered;
}

export async function affiliateCodeOf(tx: Tx, merchantId: number, memberId: number): Promise<string | null> {
  const [row] = await tx
    .select({ code: members.affiliateCode })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId)));
  return row?.code ?? null;
}

export async function announcements(tx: Tx, merchantId: number, now: Date, page: number, pageSize: number) {
  const where = and(eq(agentAnnouncements.merchantId, merchantId), isNull(agentAnnouncements.deletedAt), lte(agentAnnouncements.publishedAt, now));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(agentAnnouncements)
      .where(where)
      .orderBy(desc(agentAnnouncements.pinned), desc(agentAnnouncements.publishedAt), desc(agentAnnouncements.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(agentAnnouncements)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export interface DownlineRow {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: string;
  depth: number;
  upline: string | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  teamSize: number;
}

/** A page of the agent's team, nearest levels first, with each member's own team size. */
export async function downlines(
  tx: Tx,
  merchantId: number,
  agentId: number,
  filter: { username?: string | undefined; depth?: number | undefined; type: 'all' | 'member' | 'agent'; page: number; pageSize: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const agentTypes = sql.join(
    AGENT_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  const search = filter.username ? `%${filter.username.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const result = await tx.execute(sql`
    SELECT m.id, m.username, m.nickname, m.type, m.status, t.depth, u.username AS upline, m.last_login_at, m.created_at,
      (SELECT count(*) FROM agent_tree s WHERE s.ancestor_id = m.id AND s.depth >= 1)::int AS team_size,
      count(*) OVER ()::int AS total
    FROM agent_tree t
    JOIN members m ON m.id = t.descendant_id
    LEFT JOIN members u ON u.id = m.upline_id
    WHERE t.merchant_id = ${merchantId} AND t.ancestor_id = ${agentId} AND t.depth >= 1
      ${filter.depth === undefined ? sql`` : sql`AND t.depth = ${filter.depth}`}
      ${filter.type === 'agent' ? sql`AND m.type IN (${agentTypes})` : filter.type === 'member' ? sql`AND m.type NOT IN (${agentTypes})` : sql``}
      ${search === undefined ? sql`` : sql`AND m.username_key LIKE ${search}`}
    ORDER BY t.depth, m.id DESC
    LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`);
  type Row = {
    id: number;
    username: string;
    nickname: string;
    type: number;
    status: string;
    depth: number;
    upline: string | null;
    last_login_at: string | Date | null;
    created_at: string | Date;
    team_size: number;
    total: number;
  };
  const rows = rowsOf<Row>(result);
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => ({
      id: Number(row.id),
      username: row.username,
      nickname: row.nickname,
      type: Number(row.type),
      status: row.status,
      depth: Number(row.depth),
      upline: row.upline,
      lastLoginAt: row.last_login_at === null ? null : new Date(row.last_login_at),
      createdAt: new Date(row.created_at),
      teamSize: Number(row.team_size),
    })),
  };
}

/** Usernames of a merchant's members by id. */
export async function usernamesOf(tx: Tx, merchantId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchantId),
        sql`${members.id} IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  return new Map(rows.map((row) => [row.id, row.username]));
}

// ------------------------------------------------------------------------------------------------ links

export type LinkRow = typeof agentLinks.$inferSelect;

export async function linksOf(tx: Tx, merchantId: number, agentId: number): Promise<LinkRow[]> {
  return tx
    .select()
    .from(agentLinks)
    .where(and(eq(agentLinks.merchantId, merchantId), eq(agentLinks.agentId, agentId), isNull(agentLinks.deletedAt)))
    .orderBy(desc(agentLinks.createdAt), desc(agentLinks.id));
}

/** Whether a code is used by a link (live or deleted: the unique index keeps it) or by a member's own affiliate code. */
export async function codeTaken(tx: Tx, merchantId: number, code: string): Promise<boolean> {
  const result = await tx.execute(sql`
    SELECT 1 FROM agent_links WHERE merchant_id = ${merchantId} AND code = ${code}
    UNION ALL SELECT 1 FROM members WHERE merchant_id = ${merchantId} AND upper(affiliate_code) = ${code} LIMIT 1`);
  return rowsOf(result).length > 0;
}

/** Inserts a link; undefined when its code was taken in the meantime. */
export async function insertLink(tx: Tx, row: typeof agentLinks.$inferInsert): Promise<LinkRow | undefined> {
  const [created] = await tx.insert(agentLinks).values(row).onConflictDoNothing().returning();
  return created;
}

export async function deleteLink(tx: Tx, merchantId: number, agentId: number, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(agentLinks)
    .set({ deletedAt: now })
    .where(and(eq(agentLinks.merchantId, merchantId), eq(agentLinks.agentId, agentId), eq(agentLinks.id, id), isNull(agentLinks.deletedAt)))
    .returning({ id: agentLinks.id });
  return rows.length > 0;
}

export async function liveLinkByCode(tx: Tx, merchantId: number, code: string): Promise<LinkRow | undefined> {
  const [row] = await tx
    .select()
    .from(agentLinks)
    .where(and(eq(agentLinks.merchantId, merchantId), eq(agentLinks.code, code.toUpperCase()), isNull(agentLinks.deletedAt)))
    .limit(1);
  return row;
}

export async function linkById(tx: Tx, id: number): Promise<LinkRow | undefined> {
  const [row] = await tx.select().from(agentLinks).where(eq(agentLinks.id, id));
  return row;
}

export async function countRegistration(tx: Tx, id: number): Promise<void> {
  await tx
    .update(agentLinks)
    .set({ registrations: sql`${agentLinks.registrations} + 1` })
    .where(eq(agentLinks.id, id));
}
