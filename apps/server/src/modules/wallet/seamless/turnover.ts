// Turnover per member, day, vendor and category (schema/turnover.ts). The seamless wallet adds to it inside
// the transaction that moves the money, so a repeat (answered from the first reply) never counts twice and a
// failed call counts nothing. Points (docs/seamless-wallet.md) and the agents' reports read it.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { zonedDay } from '@orbit/contracts/format';
import { CATEGORY_POINT_RATES, type GameCategory } from '@orbit/contracts/games';
import type { Database, Tx } from '../../../db/client.ts';
import { games, vendorProfiles } from '../../../db/schema/games.ts';
import { seamlessTransactions } from '../../../db/schema/seamless.ts';
import { memberTurnover } from '../../../db/schema/turnover.ts';

/** What one money call adds to a member's day. */
export interface TurnoverChange {
  merchantId: number;
  memberId: number;
  vendorId: number;
  category: string;
  day: string;
  turnover: bigint;
  wins: bigint;
  bets: number;
  /** Valid turnover added (negative takes some back, never below zero): see validChange. */
  validTurnover?: bigint;
}

/** The category a round of this game counts under: the game's in the catalogue, else its vendor's. */
export async function categoryOf(tx: Tx, merchantId: number, vendorId: number, gameCode: string): Promise<string> {
  const [game] = await tx
    .select({ category: games.category })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vendorId, vendorId), eq(games.gameCode, gameCode)));
  if (game) return game.category;
  const [vendor] = await tx.select({ category: vendorProfiles.category }).from(vendorProfiles).where(eq(vendorProfiles.vendorId, vendorId));
  // A vendor outside the catalogue still counts, under a category of its own that earns no points.
  return vendor?.category ?? 'other';
}

/** categoryOf for many game codes of one vendor, in two queries: game code → category. */
export async function categoriesOf(tx: Tx, merchantId: number, vendorId: number, gameCodes: readonly string[]): Promise<Map<string, string>> {
  const codes = [...new Set(gameCodes)];
  const rows = await tx
    .select({ gameCode: games.gameCode, category: games.category })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.vendorId, vendorId), inArray(games.gameCode, codes)));
  const found = new Map(rows.map((row) => [row.gameCode, row.category]));
  if (found.size === codes.length) return found;
  const [vendor] = await tx.select({ category: vendorProfiles.category }).from(vendorProfiles).where(eq(vendorProfiles.vendorId, vendorId));
  for (const code of codes) if (!found.has(code)) found.set(code, vendor?.category ?? 'other');
  return found;
}

export const dayOf = (at: Date, timeZone: string) => zonedDay(at, timeZone);

export async function addTurnover(tx: Tx, change: TurnoverChange): Promise<void> {
  const { turnover, wins, bets } = change;
  await tx
    .insert(memberTurnover)
    .values({ ...change, validTurnover: (change.validTurnover ?? 0n) > 0n ? change.validTurnover : 0n })
    .onConflictDoUpdate({
      target: [memberTurnover.merchantId, memberTurnover.memberId, memberTurnover.day, memberTurnover.vendorId, memberTurnover.category],
      set: {
        turnover: sql`${memberTurnover.turnover} + ${turnover}`,
        wins: sql`${memberTurnover.wins} + ${wins}`,
        bets: sql`${memberTurnover.bets} + ${bets}`,
        validTurnover: sql`greatest(${memberTurnover.validTurnover} + ${change.validTurnover ?? 0n}, 0)`,
      },
    });
}

/**
 * Takes a rolled-back bet out of the day it was counted on. Only an existing row is lowered, never below zero:
 * a bet taken before turnover was recorded has nothing to take back, and its refund must not fail for that.
 */
export async function removeTurnover(tx: Tx, change: Omit<TurnoverChange, 'wins'>): Promise<void> {
  await tx
    .update(memberTurnover)
    .set({
      turnover: sql`greatest(${memberTurnover.turnover} - ${change.turnover}, 0)`,
      bets: sql`greatest(${memberTurnover.bets} - ${change.bets}, 0)`,
    })
    .where(
      and(
        eq(memberTurnover.merchantId, change.merchantId),
        eq(memberTurnover.memberId, change.memberId),
        eq(memberTurnover.day, change.day),
        eq(memberTurnover.vendorId, change.vendorId),
        eq(memberTurnover.category, change.category),
      ),
    );
}

/** A settled round's valid turnover (docs/rebates.md): min(stake, |payout − stake|). */
const validOf = (stake: bigint, payout: bigint) => {
  const net = payout > stake ? payout - stake : stake - payout;
  return stake < net ? stake : net;
};

/**
 * How a round's valid turnover changes when this call settles it (a win, or a zero that closes a loss: payoutAdded)
 * or refunds one of its bets after it settled (stakeRemoved). Reads the member's applied bets and wins of the
 * round before this call's own row is written; a round with no win yet counts only once a credit settles it.
 */
export async function validChange(
  tx: Tx,
  keys: { merchantId: number; vendorId: number; memberId: number; roundId: string },
  change: { payoutAdded?: bigint; stakeRemoved?: bigint },
): Promise<bigint> {
  const [round] = await tx
    .select({
      stake: sql<string>`coalesce(sum(${seamlessTransactions.amount}) FILTER (WHERE ${seamlessTransactions.kind} = 'debit' AND ${seamlessTransactions.status} = 'applied'), 0)::text`,
      payout: sql<string>`coalesce(sum(${seamlessTransactions.amount}) FILTER (WHERE ${seamlessTransactions.kind} = 'credit' AND ${seamlessTransactions.status} = 'applied'), 0)::text`,
      credits: sql<number>`count(*) FILTER (WHERE ${seamlessTransactions.kind} = 'credit' AND ${seamlessTransactions.status} = 'applied')::int`,
    })
    .from(seamlessTransactions)
    .where(
      and(
        eq(seamlessTransactions.merchantId, keys.merchantId),
        eq(seamlessTransactions.vendorId, keys.vendorId),
        eq(seamlessTransactions.memberId, keys.memberId),
        eq(seamlessTransactions.roundId, keys.roundId),
      ),
    );
  const stake = BigInt(round?.stake ?? '0');
  const payout = BigInt(round?.payout ?? '0');
  if (change.payoutAdded !== undefined) {
    const before = (round?.credits ?? 0) > 0 ? validOf(stake, payout) : 0n;
    return validOf(stake, payout + change.payoutAdded) - before;
  }
  // A bet refunded before its round settled was never counted.
  if ((round?.credits ?? 0) === 0) return 0n;
  return validOf(stake - (change.stakeRemoved ?? 0n), payout) - validOf(stake, payout);
}

export interface CategoryTurnover {
  category: string;
  turnover: bigint;
  wins: bigint;
  bets: number;
  /** Turnover × the category's point rate, in minor units rounded down (points are earned per whole unit later). */
  pointsBase: bigint;
}

/** A member's turnover per category over days [fromDay, toDay] of the merchant's calendar. */
export async function turnoverByCategory(
  database: Database,
  merchantId: number,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<CategoryTurnover[]> {
  const rows = await database.db
    .select({
      category: memberTurnover.category,
      turnover: sql<string>`sum(${memberTurnover.turnover})::text`,
      wins: sql<string>`sum(${memberTurnover.wins})::text`,
      bets: sql<number>`sum(${memberTurnover.bets})::int`,
    })
    .from(memberTurnover)
    .where(
      and(eq(memberTurnover.merchantId, merchantId), eq(memberTurnover.memberId, memberId), gte(memberTurnover.day, fromDay), lte(memberTurnover.day, toDay)),
    )
    .groupBy(memberTurnover.category)
    .orderBy(memberTurnover.category);
  return rows.map((row) => {
    const turnover = BigInt(row.turnover);
    return { category: row.category, turnover, wins: BigInt(row.wins), bets: Number(row.bets), pointsBase: pointsBaseOf(row.category, turnover) };
  });
}

/** Turnover weighted by the category's point rate (docs/games.md) (two decimals, so exact in hundredths). */
export function pointsBaseOf(category: string, turnover: bigint): bigint {
  const rate = CATEGORY_POINT_RATES[category as GameCategory];
  if (rate === undefined) return 0n;
  return (turnover * BigInt(Math.round(rate * 100))) / 100n;
}
