// The lottery's recent real-money wins, for the home page's winners board (modules/winners): tickets whose
// win was paid, newest first, under the game code the bets were taken with (house-catalogue.ts).
import { and, desc, eq, gt } from 'drizzle-orm';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { Database } from '../../../db/client.ts';
import { lotteryTickets } from '../../../db/schema/lottery.ts';
import { houseLotteryGame } from '../../../modules/games/house-catalogue.ts';
import type { RecentWin } from '../wins.ts';

export function createLotteryWins(database: Database) {
  return {
    async recent(merchantId: number, limit: number): Promise<RecentWin[]> {
      const rows = await database.db
        .select({ player: lotteryTickets.player, gameCode: lotteryTickets.gameCode, win: lotteryTickets.win, at: lotteryTickets.paidAt })
        .from(lotteryTickets)
        .where(and(eq(lotteryTickets.merchantId, merchantId), eq(lotteryTickets.real, true), eq(lotteryTickets.status, 'paid'), gt(lotteryTickets.win, 0n)))
        .orderBy(desc(lotteryTickets.paidAt))
        .limit(limit);
      return rows
        .filter((row) => row.at !== null)
        .map((row) => ({ player: row.player, gameCode: houseLotteryGame(row.gameCode as LotteryGameCode).launchGameCode, win: row.win, at: row.at! }));
    },
  };
}
