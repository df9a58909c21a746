// Catalogue queries. Every function takes the transaction (or the database) and the merchant: nothing here
// reads across merchants. A game is listed only when it and its vendor are enabled.
import { and, asc, count, desc, eq, gte, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { gameFavourites, gameLaunches, games, vendorProfiles } from '../../db/schema/games.ts';
import { vendors } from '../../db/schema/wallet.ts';

export type GameRow = typeof games.$inferSelect;
export type ProfileRow = typeof vendorProfiles.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export interface CatalogueVendor {
  vendor: VendorRow;
  profile: ProfileRow;
}
export interface CatalogueGame {
  game: GameRow;
  vendor: VendorRow;
  profile: ProfileRow;
}

/** The merchant's vendors that have a place in the catalogue, enabled or not, in the merchant's order. */
export async function catalogueVendors(tx: Tx, merchantId: number): Promise<CatalogueVendor[]> {
  return tx
    .select({ vendor: vendors, profile: vendorProfiles })
    .from(vendors)
    .innerJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
    .where(eq(vendors.merchantId, merchantId))
    .orderBy(asc(vendors.sortOrder), asc(vendors.code));
}

/** Enabled games per vendor id, for the vendors' game counts. */
export async function enabledGameCounts(tx: Tx, merchantId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ vendorId: games.vendorId, n: count() })
    .from(games)
    .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true)))
    .groupBy(games.vendorId);
  return new Map(rows.map((r) => [r.vendorId, r.n]));
}

export interface GameFilter {
  vendorCode?: string | undefined;
  category?: string | undefined;
  gameType?: string | undefined;
  /** Matched against every language's name, case-insensitively. */
  name?: string | undefined;
  minBetAtLeast?: bigint | undefined;
  minLines?: number | undefined;
  hotOnly?: boolean;
  gameIds?: number[];
}

function listedWhere(merchantId: number, filter: GameFilter): SQL {
  const conditions: (SQL | undefined)[] = [eq(games.merchantId, merchantId), eq(games.enabled, true), eq(vendors.enabled, true)];
  if (filter.vendorCode) conditions.push(eq(games.vendorCode, filter.vendorCode));
  if (filter.category) conditions.push(eq(games.category, filter.category));
  if (filter.gameType) conditions.push(eq(games.gameType, filter.gameType.toUpperCase()));
  if (filter.name) {
    const pattern = `%${filter.name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(${ilike(games.gameCode, pattern)} OR EXISTS (SELECT 1 FROM jsonb_each_text(${games.names}) AS n(lang, name) WHERE n.name ILIKE ${pattern}))`,
    );
  }
  if (filter.minBetAtLeast !== undefined) conditions.push(gte(games.minBet, filter.minBetAtLeast));
  if (filter.minLines !== undefined) conditions.push(gte(games.lines, filter.minLines));
  if (filter.hotOnly) conditions.push(eq(games.isHot, true));
  if (filter.gameIds) conditions.push(filter.gameIds.length > 0 ? inArray(games.id, filter.gameIds) : sql`false`);
  return and(...conditions)!;
}

function selectGames(tx: Tx) {
  return tx
    .select({ game: games, vendor: vendors, profile: vendorProfiles })
    .from(games)
    .innerJoin(vendors, eq(vendors.id, games.vendorId))
    .innerJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id));
}

/** One page of listed games in the lobby's order (vendor order, then the game's), with the total. */
export async function listGames(tx: Tx, merchantId: number, filter: GameFilter, page: { offset: number; limit: number }) {
  const where = listedWhere(merchantId, filter);
  const [rows, totals] = await Promise.all([
    selectGames(tx).where(where).orderBy(asc(vendors.sortOrder), asc(games.sortOrder), asc(games.id)).offset(page.offset).limit(page.limit),
    tx
      .select({ n: count() })
      .from(games)
      .innerJoin(vendors, eq(vendors.id, games.vendorId))
      .innerJoin(vendorProfiles, eq(vendorProfiles.vendorId, vendors.id))
      .where(where),
  ]);
  return { rows: rows as CatalogueGame[], total: totals[0]?.n ?? 0 };
}

/** Listed games among `ids`, in no particular order (callers order them). */
export async function gamesByIds(tx: Tx, merchantId: number, ids: number[]): Promise<CatalogueGame[]> {
  if (ids.length === 0) return [];
  return selectGames(tx).where(listedWhere(merchantId, { gameIds: ids }));
}

/** A game of the merchant whatever its state (launch decides what a disabled or maintained game answers). */
export async function findGame(tx: Tx, merchantId: number, gameId: number): Promise<CatalogueGame | undefined> {
  const [row] = await selectGames(tx)
    .where(and(eq(games.merchantId, merchantId), eq(games.id, gameId)))
    .limit(1);
  return row;
}

/** The game holding a room (rooms are a static table in the game row). */
export async function findGameByRoom(tx: Tx, merchantId: number, roomId: string): Promise<CatalogueGame | undefined> {
  const [row] = await selectGames(tx)
    .where(and(eq(games.merchantId, merchantId), sql`${games.rooms} @> ${JSON.stringify([{ roomId }])}::jsonb`))
    .limit(1);
  return row;
}

/** Game ids by launches since `since`, most launched first. */
export async function mostLaunched(tx: Tx, merchantId: number, since: Date, limit: number): Promise<number[]> {
  const rows = await tx
    .select({ gameId: gameLaunches.gameId, n: count() })
    .from(gameLaunches)
    .where(and(eq(gameLaunches.merchantId, merchantId), gte(gameLaunches.launchedAt, since)))
    .groupBy(gameLaunches.gameId)
    .orderBy(desc(count()), asc(gameLaunches.gameId))
    .limit(limit);
  return rows.map((r) => r.gameId);
}

/** The member's launched games, last launch first, each once. */
export async function recentGameIds(tx: Tx, merchantId: number, memberId: number, limit: number): Promise<number[]> {
  const last = max(gameLaunches.launchedAt);
  const rows = await tx
    .select({ gameId: gameLaunches.gameId, last })
    .from(gameLaunches)
    .where(and(eq(gameLaunches.merchantId, merchantId), eq(gameLaunches.memberId, memberId)))
    .groupBy(gameLaunches.gameId)
    .orderBy(desc(last), desc(gameLaunches.gameId))
    .limit(limit);
  return rows.map((r) => r.gameId);
}

export async function insertLaunch(tx: Tx, values: typeof gameLaunches.$inferInsert): Promise<void> {
  await tx.insert(gameLaunches).values(values);
}

export async function favouriteGameIds(tx: Tx, merchantId: number, memberId: number): Promise<number[]> {
  const rows = await tx
    .select({ gameId: gameFavourites.gameId })
    .from(gameFavourites)
    .where(and(eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId)))
    .orderBy(desc(gameFavourites.createdAt), desc(gameFavourites.gameId));
  return rows.map((r) => r.gameId);
}

export async function addFavourite(tx: Tx, values: typeof gameFavourites.$inferInsert): Promise<void> {
  await tx.insert(gameFavourites).values(values).onConflictDoNothing();
}

export async function removeFavourite(tx: Tx, merchantId: number, memberId: number, gameId: number): Promise<void> {
  await tx
    .delete(gameFavourites)
    .where(and(eq(gameFavourites.merchantId, merchantId), eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
}
