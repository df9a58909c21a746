// A member's recorded turnover, summed over every day, vendor and category: what the seamless tests compare
// with the money that was answered.
import { and, eq, sql } from 'drizzle-orm';
import { members } from '../../src/db/schema/members.ts';
import { memberTurnover } from '../../src/db/schema/turnover.ts';
import type { TestApp } from '../helpers.ts';

export async function totalTurnover(t: TestApp, username: string): Promise<{ turnover: bigint; wins: bigint; bets: number }> {
  const [row] = await t.database.db
    .select({
      turnover: sql<string>`coalesce(sum(${memberTurnover.turnover}), 0)::text`,
      wins: sql<string>`coalesce(sum(${memberTurnover.wins}), 0)::text`,
      bets: sql<number>`coalesce(sum(${memberTurnover.bets}), 0)::int`,
    })
    .from(memberTurnover)
    .innerJoin(members, and(eq(members.id, memberTurnover.memberId), eq(members.merchantId, memberTurnover.merchantId)))
    .where(eq(members.username, username));
  return { turnover: BigInt(row?.turnover ?? 0), wins: BigInt(row?.wins ?? 0), bets: Number(row?.bets ?? 0) };
}
