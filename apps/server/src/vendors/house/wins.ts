// The house games' recent real-money wins, for the home page's winners board (modules/winners): settled
// rounds whose win was paid, newest first. Play-money rounds never show.
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { houseRounds } from '../../db/schema/house.ts';

export interface RecentWin {
  /** The player's username at the merchant (the seamless wallet's player). */
  player: string;
  /** The game code the round was played under (a HOUSE_GAMES code). */
  gameCode: string;
  /** Minor units. */
  win: bigint;
  at: Date;
}

export function createHouseWins(database: Database) {
  return {
    async recent(merchantId: number, limit: number): Promise<RecentWin[]> {
      const rows = await database.db
        .select({ player: houseRounds.player, gameCode: houseRounds.gameCode, win: houseRounds.win, at: houseRounds.settledAt })
        .from(houseRounds)
        .where(and(eq(houseRounds.merchantId, merchantId), eq(houseRounds.real, true), eq(houseRounds.status, 'settled'), gt(houseRounds.win, 0n)))
        .orderBy(desc(houseRounds.settledAt))
        .limit(limit);
      return rows.filter((row) => row.at !== null).map((row) => ({ ...row, at: row.at! }));
    },
  };
}
