// Queries on members and their sessions, remember tokens, logins and known addresses. Every query is
// scoped by merchant (docs/conventions.md, Merchants).
import { and, count, desc, eq, gt, gte, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { memberKnownDevices, memberKnownIps, memberLogins, memberRememberTokens, members, memberSessions } from '../../db/schema/members.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type SessionRow = typeof memberSessions.$inferSelect;

export const usernameKey = (username: string) => username.trim().toLowerCase();

export async function findById(tx: Tx, merchantId: number, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
    .limit(1);
  return row;
}

export async function lockById(tx: Tx, merchantId: number, id: number): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function findByUsername(tx: Tx, merchantId: number, username: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, usernameKey(username))))
    .limit(1);
  return row;
}

export async function findByMobile(tx: Tx, merchantId: number, countryDialingCode: string, mobileNum: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.countryDialingCode, countryDialingCode), eq(members.mobileNum, mobileNum)))
    .limit(1);
  return row;
}

export async function findByEmail(tx: Tx, merchantId: number, email: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.email}) = ${email.trim().toLowerCase()}`))
    .limit(1);
  return row;
}

export async function findByAffiliateCode(tx: Tx, merchantId: number, code: string): Promise<MemberRow | undefined> {
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`lower(${members.affiliateCode}) = ${code.toLowerCase()}`))
    .limit(1);
  return row;
}

export async function usernamesOf(tx: Tx, merchantId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, ids)));
  return new Map(rows.map((r) => [r.id, r.username]));
}

/** The ids of these usernames (compared without case), by the username as asked. */
export async function idsOfUsernames(tx: Tx, merchantId: number, usernames: readonly string[]): Promise<Map<string, number>> {
  if (usernames.length === 0) return new Map();
  const keys = [...new Set(usernames.map(usernameKey))];
  const rows = await tx
    .select({ id: members.id, key: members.usernameKey })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.usernameKey, keys)));
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  const found = new Map<string, number>();
  for (const username of usernames) {
    const id = byKey.get(usernameKey(username));
    if (id !== undefined) found.set(username, id);
  }
  return found;
}

/** The ids of the members carrying a member label (case as stored), at most `limit`. */
export async function idsWithLabel(tx: Tx, merchantId: number, label: string, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), sql`${members.memberLabels} @> ${JSON.stringify([label])}::jsonb`))
    .orderBy(members.id)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** How many members the merchant has and the highest id among them (0 with none). */
export async function census(tx: Tx, merchantId: number): Promise<{ count: number; maxId: number }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, maxId: sql<number>`coalesce(max(${members.id}), 0)::int` })
    .from(members)
    .where(eq(members.merchantId, merchantId));
  return { count: row?.count ?? 0, maxId: row?.maxId ?? 0 };
}

/** Inserts a member; answers undefined when the username (or mobile, or affiliate code) is already taken. */
export async function insert(tx: Tx, row: NewMember): Promise<MemberRow | undefined> {
  const [created] = await tx.insert(members).values(row).onConflictDoNothing().returning();
  return created;
}

export async function update(tx: Tx, merchantId: number, id: number, values: Partial<NewMember>): Promise<MemberRow | undefined> {
  const [row] = await tx
    .update(members)
    .set(values)
    .where(and(eq(members.merchantId, merchantId), eq(members.id, id)))
    .returning();
  return row;
}

export async function search(
  tx: Tx,
  merchantId: number,
  query: { q?: string | undefined; type?: number | undefined; status?: string | undefined; page: number; pageSize: number },
) {
  const pattern = query.q ? `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : undefined;
  // A number as the console shows it (+60 123456789) or as people type it (0123-456 789) finds the member too.
  const digits = query.q && /^[+\d\s()-]{5,}$/.test(query.q) ? query.q.replace(/\D/g, '').replace(/^0+/, '') : undefined;
  const where = and(
    eq(members.merchantId, merchantId),
    query.type !== undefined ? eq(members.type, query.type) : undefined,
    query.status ? eq(members.status, query.status) : undefined,
    pattern
      ? or(
          ilike(members.username, pattern),
          ilike(members.nickname, pattern),
          ilike(members.mobileNum, pattern),
          ilike(members.email, pattern),
          ilike(members.affiliateCode, pattern),
          digits ? sql`(${members.countryDialingCode} || ${members.mobileNum}) LIKE ${`%${digits}%`}` : undefined,
          digits ? sql`${members.mobileNum} LIKE ${`%${digits}%`}` : undefined,
        )
      : undefined,
  );
  const [total] = await tx.select({ n: count() }).from(members).where(where);
  const items = await tx
    .select()
    .from(members)
    .where(where)
    .orderBy(desc(members.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { items, total: total?.n ?? 0 };
}

// Sessions

export async function insertSession(tx: Tx, row: typeof memberSessions.$inferInsert): Promise<void> {
  await tx.insert(memberSessions).values(row);
}

function prepareLiveSession(db: Db) {
  return db
    .select({ session: memberSessions, member: members })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(eq(memberSessions.tokenHash, sql.placeholder('tokenHash')), isNull(memberSessions.revokedAt), gt(memberSessions.expiresAt, sql.placeholder('now'))),
    )
    .limit(1)
    .prepare('member_live_session');
}
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

/**
 * A live session with its member, in one prepared round trip: every member call makes it, so it skips the
 * query builder and a second lookup.
 */
export async function findLiveSessionWithMember(db: Db, tokenHash: string, now: Date): Promise<{ session: SessionRow; member: MemberRow } | undefined> {
  let prepared = liveSessionQueries.get(db);
  if (!prepared) {
    prepared = prepareLiveSession(db);
    liveSessionQueries.set(db, prepared);
  }
  const [row] = await prepared.execute({ tokenHash, now });
  return row;
}

export async function touchSession(tx: Tx, tokenHash: string, now: Date): Promise<void> {
  await tx.update(memberSessions).set({ lastSeenAt: now }).where(eq(memberSessions.tokenHash, tokenHash));
}

export async function revokeSessions(
  tx: Tx,
  merchantId: number,
  memberId: number,
  now: Date,
  reason: string,
  filter: { exceptTokenHash?: string; tokenHash?: string; id?: string } = {},
): Promise<number> {
  const rows = await tx
    .update(memberSessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(
      and(
        eq(memberSessions.merchantId, merchantId),
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
        filter.exceptTokenHash ? sql`${memberSessions.tokenHash} <> ${filter.exceptTokenHash}` : undefined,
        filter.tokenHash ? eq(memberSessions.tokenHash, filter.tokenHash) : undefined,
        filter.id ? eq(memberSessions.id, filter.id) : undefined,
      ),
    )
    .returning({ id: memberSessions.id });
  return rows.length;
}

export async function liveSessions(tx: Tx, merchantId: number, memberId: number, now: Date): Promise<SessionRow[]> {
  return tx
    .select()
    .from(memberSessions)
    .where(
      and(
        eq(memberSessions.merchantId, merchantId),
        eq(memberSessions.memberId, memberId),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(memberSessions.lastSeenAt));
}

// Remember tokens

export async function insertRememberToken(tx: Tx, row: typeof memberRememberTokens.$inferInsert): Promise<void> {
  await tx.insert(memberRememberTokens).values(row);
}

/** Uses a remember token once: it is revoked as it is read, so a stolen copy works at most once and a replay fails. */
export async function takeRememberToken(tx: Tx, merchantId: number, tokenHash: string, now: Date) {
  const [row] = await tx
    .update(memberRememberTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberRememberTokens.tokenHash, tokenHash),
        eq(memberRememberTokens.merchantId, merchantId),
        isNull(memberRememberTokens.revokedAt),
        gt(memberRememberTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findRememberToken(tx: Tx, merchantId: number, tokenHash: string, now: Date) {
  const [row] = await tx
    .select()
    .from(memberRememberTokens)
    .where(
      and(
        eq(memberRememberTokens.tokenHash, tokenHash),
        eq(memberRememberTokens.merchantId, merchantId),
        isNull(memberRememberTokens.revokedAt),
        gt(memberRememberTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeRememberTokens(tx: Tx, memberId: number, now: Date, tokenHash?: string): Promise<void> {
  await tx
    .update(memberRememberTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(memberRememberTokens.memberId, memberId),
        isNull(memberRememberTokens.revokedAt),
        tokenHash ? eq(memberRememberTokens.tokenHash, tokenHash) : undefined,
      ),
    );
}

// Login history and throttling

export async function recordLogin(tx: Tx, row: typeof memberLogins.$inferInsert): Promise<void> {
  await tx.insert(memberLogins).values(row);
}

export async function failuresSince(tx: Tx, merchantId: number, filter: { accountKey?: string; ip?: string }, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberLogins)
    .where(
      and(
        eq(memberLogins.merchantId, merchantId),
        eq(memberLogins.success, false),
        gte(memberLogins.at, since),
        filter.accountKey !== undefined ? eq(memberLogins.accountKey, filter.accountKey) : undefined,
        filter.ip !== undefined ? eq(memberLogins.ip, filter.ip) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function loginHistory(tx: Tx, merchantId: number, memberId: number, page: number, pageSize: number) {
  const where = and(eq(memberLogins.merchantId, merchantId), eq(memberLogins.memberId, memberId));
  const [total] = await tx.select({ n: count() }).from(memberLogins).where(where);
  const items = await tx
    .select()
    .from(memberLogins)
    .where(where)
    .orderBy(desc(memberLogins.at), desc(memberLogins.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items, total: total?.n ?? 0 };
}

export async function isKnownIp(tx: Tx, memberId: number, ip: string): Promise<boolean> {
  const [row] = await tx
    .select({ ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .where(and(eq(memberKnownIps.memberId, memberId), eq(memberKnownIps.ip, ip)))
    .limit(1);
  return row !== undefined;
}

/** Remembers where a member came from: its address, and its device id when the call named one. */
export async function rememberIp(tx: Tx, memberId: number, ip: string, now: Date, deviceId?: string | null): Promise<void> {
  await tx.insert(memberKnownIps).values({ memberId, ip, firstSeenAt: now }).onConflictDoNothing();
  if (deviceId) await tx.insert(memberKnownDevices).values({ memberId, deviceId, firstSeenAt: now }).onConflictDoNothing();
}

export async function countTrialsFrom(tx: Tx, merchantId: number, ip: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.type, 4), eq(members.registerIp, ip), gte(members.createdAt, since)));
  return row?.n ?? 0;
}

/** Accepts an authenticator time step only if it is later than the last one used (a code works once). */
export async function claimTotpStep(tx: Tx, merchantId: number, memberId: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(members)
    .set({ totpLastStep: step })
    .where(and(eq(members.merchantId, merchantId), eq(members.id, memberId), or(isNull(members.totpLastStep), sql`${members.totpLastStep} < ${step}`)))
    .returning({ id: members.id });
  return rows.length > 0;
}
