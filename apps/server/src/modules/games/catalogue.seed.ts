// Gives a merchant the house vendor's catalogue (house-catalogue.ts). Idempotent: rows that exist are left
// as they are, so an operator's changes (order, hot, maintenance) survive a second run.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { games, vendorProfiles } from '../../db/schema/games.ts';
import { vendors } from '../../db/schema/wallet.ts';
import { HOUSE_GAMES, HOUSE_VENDORS, gameImagePath } from './house-catalogue.ts';

export async function seedHouseCatalogue(tx: Tx, merchantId: number): Promise<void> {
  await tx
    .insert(vendors)
    .values(HOUSE_VENDORS.map((v) => ({ merchantId, code: v.code, name: v.names.EN!, walletMode: 'seamless', sortOrder: v.sortOrder, enabled: v.listed })))
    .onConflictDoNothing();
  const rows = await tx
    .select({ id: vendors.id, code: vendors.code })
    .from(vendors)
    .where(
      and(
        eq(vendors.merchantId, merchantId),
        inArray(
          vendors.code,
          HOUSE_VENDORS.map((v) => v.code),
        ),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.code, r.id]));
  await tx
    .insert(vendorProfiles)
    .values(HOUSE_VENDORS.map((v) => ({ vendorId: idOf.get(v.code)!, merchantId, category: v.category, names: v.names, isHot: v.isHot })))
    .onConflictDoNothing();
  await tx
    .insert(games)
    .values(
      HOUSE_GAMES.map((g) => ({
        merchantId,
        vendorId: idOf.get(g.vendorCode)!,
        vendorCode: g.vendorCode,
        gameCode: g.gameCode,
        category: g.category,
        gameType: g.gameType,
        names: g.names,
        isHot: g.isHot,
        imagePath: gameImagePath(g.category, g.vendorCode, g.gameCode),
        minBet: g.minBet,
        lines: g.lines,
        tags: g.tags,
        rooms: g.rooms,
        sortOrder: g.sortOrder,
      })),
    )
    .onConflictDoNothing();
}
