// The console's side of the catalogue (docs/console-games.md): vendors and games with their switches, order and
// tile image. Each change and its audit record are one transaction.
import { and, asc, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import { GAME_CATEGORIES, type GameCategory } from '@orbit/contracts/games';
import type { ConsoleGame, ConsoleVendor } from '@orbit/contracts/console-games';
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { ConfigChanges } from '../../lib/config-changes.ts';
import { games, vendorProfiles } from '../../db/schema/games.ts';
import { vendors } from '../../db/schema/wallet.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import * as repo from './games.repo.ts';
import { gameImagePath, vendorLogoPath } from './house-catalogue.ts';
import { imageUrl, localName } from './catalogue.service.ts';

const categoryOf = (value: string): GameCategory => ((GAME_CATEGORIES as readonly string[]).includes(value) ? (value as GameCategory) : 'rng');

export type CatalogueConsole = ReturnType<typeof createCatalogueConsole>;

export function createCatalogueConsole(deps: { database: Database; audit: AuditService; changes?: ConfigChanges | undefined }) {
  const db = deps.database.db;

  function toVendor(merchant: ResolvedMerchant, row: repo.CatalogueVendor, gameCount: number): ConsoleVendor {
    const category = categoryOf(row.profile.category);
    return {
      vendorCode: row.vendor.code,
      name: localName(row.profile.names, 'EN') || row.vendor.name,
      category,
      walletMode: row.vendor.walletMode === 'seamless' ? 'seamless' : 'transfer',
      enabled: row.vendor.enabled,
      maintenance: row.vendor.maintenance,
      isHot: row.profile.isHot,
      sortOrder: row.vendor.sortOrder,
      logoUrl: imageUrl(merchant, vendorLogoPath(category, row.vendor.code)),
      gameCount,
    };
  }

  function toGame(merchant: ResolvedMerchant, game: repo.GameRow): ConsoleGame {
    return {
      gameId: game.id,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      category: categoryOf(game.category),
      gameType: game.gameType,
      names: game.names,
      enabled: game.enabled,
      maintenance: game.maintenance,
      isHot: game.isHot,
      sortOrder: game.sortOrder,
      minBet: formatMinor(game.minBet, exponentOf(merchant.currency)),
      lines: game.lines,
      imageUrl: imageUrl(merchant, game.imagePath),
    };
  }

  async function vendorList(merchant: ResolvedMerchant, tx: Tx = db): Promise<ConsoleVendor[]> {
    const [rows, counts] = await Promise.all([repo.catalogueVendors(tx, merchant.id), repo.enabledGameCounts(tx, merchant.id)]);
    return rows.map((row) => toVendor(merchant, row, counts.get(row.vendor.id) ?? 0));
  }

  /**
   * Changes a vendor's switches or order.
   * @throws not_found
   */
  async function updateVendor(
    merchant: ResolvedMerchant,
    code: string,
    change: { enabled?: boolean | undefined; maintenance?: boolean | undefined; isHot?: boolean | undefined; sortOrder?: number | undefined },
    actor: Actor,
  ): Promise<ConsoleVendor> {
    return db.transaction(async (tx) => {
      const [vendor] = await tx
        .select()
        .from(vendors)
        .where(and(eq(vendors.merchantId, merchant.id), eq(vendors.code, code)))
        .for('update');
      const [profile] = vendor ? await tx.select().from(vendorProfiles).where(eq(vendorProfiles.vendorId, vendor.id)) : [];
      if (!vendor || !profile) throw new ApiError('not_found', `No catalogue vendor ${code}`, { field: 'code' });
      const { isHot, ...own } = change;
      const vendorChange = Object.fromEntries(Object.entries(own).filter(([, v]) => v !== undefined));
      if (Object.keys(vendorChange).length > 0) {
        await tx.update(vendors).set(vendorChange).where(eq(vendors.id, vendor.id));
        // The wallet caches vendor rows (switched off, maintenance): every process drops them once this commits.
        afterCommit(tx, () => deps.changes?.changed('vendors', merchant.id));
      }
      if (isHot !== undefined) await tx.update(vendorProfiles).set({ isHot }).where(eq(vendorProfiles.vendorId, vendor.id));
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'games.vendor.update', target: code, detail: change });
      return (await vendorList(merchant, tx)).find((v) => v.vendorCode === code)!;
    });
  }

  async function gameList(merchant: ResolvedMerchant, vendorCode?: string): Promise<ConsoleGame[]> {
    const rows = await db
      .select()
      .from(games)
      .where(and(eq(games.merchantId, merchant.id), vendorCode ? eq(games.vendorCode, vendorCode) : undefined))
      .orderBy(asc(games.vendorCode), asc(games.sortOrder), asc(games.id));
    return rows.map((game) => toGame(merchant, game));
  }

  /**
   * Changes a game's switches, order or tile (null restores the vendor's own art).
   * @throws not_found
   */
  async function updateGame(
    merchant: ResolvedMerchant,
    gameId: number,
    change: {
      enabled?: boolean | undefined;
      maintenance?: boolean | undefined;
      isHot?: boolean | undefined;
      sortOrder?: number | undefined;
      imageUrl?: string | null | undefined;
    },
    actor: Actor,
  ): Promise<ConsoleGame> {
    return db.transaction(async (tx) => {
      const [game] = await tx
        .select()
        .from(games)
        .where(and(eq(games.merchantId, merchant.id), eq(games.id, gameId)))
        .for('update');
      if (!game) throw new ApiError('not_found', 'No such game', { field: 'gameId' });
      const { imageUrl: image, ...flags } = change;
      const set: Partial<typeof games.$inferInsert> = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
      if (image !== undefined) set.imagePath = image ?? gameImagePath(categoryOf(game.category), game.vendorCode, game.gameCode);
      const [updated] = await tx.update(games).set(set).where(eq(games.id, game.id)).returning();
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'games.game.update',
        target: `${game.vendorCode}/${game.gameCode}`,
        detail: change,
      });
      return toGame(merchant, updated!);
    });
  }

  return { vendorList, updateVendor, gameList, updateGame };
}
