// What was sold and won on lottery draws, for the console's lottery pages: the ticket statuses that count, the
// per-draw totals of real-money tickets, and a draw as the console shows it. Shared by console-lottery.service.ts
// (calendar and monitor) and console-lottery.reports.ts (results, exposure, GGR).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ConsoleDraw } from '@orbit/contracts/console-lottery';
import type { LotteryDrawStatus, LotteryGameCode } from '@orbit/contracts/lottery';
import type { Tx } from '../../../db/client.ts';
import { lotteryTickets } from '../../../db/schema/lottery.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { showAmount } from '../../../modules/wallet/money.ts';
import type { LotteryDrawRow } from './draws.service.ts';

/** Tickets whose bet the wallet took; `open` ones are still waiting for its answer. */
const TAKEN = ['debited', 'settled', 'paid'];
export const SETTLED = ['settled', 'paid'];
export const REVEALED = ['drawn', 'settled'];

export interface Sold {
  tickets: number;
  stake: bigint;
  wins: bigint;
  refunded: number;
}
const NONE: Sold = { tickets: 0, stake: 0n, wins: 0n, refunded: 0 };

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** Tickets taken, their stakes and wins, and tickets refunded, per draw row. */
export async function soldOn(tx: Tx, merchantId: number, drawRowIds: number[]): Promise<Map<number, Sold>> {
  if (drawRowIds.length === 0) return new Map();
  const rows = await tx
    .select({
      drawRowId: lotteryTickets.drawRowId,
      tickets: sql<string>`count(*) FILTER (WHERE ${lotteryTickets.status} IN (${inList(TAKEN)}))`,
      stake: sql<string>`coalesce(sum(${lotteryTickets.stake}) FILTER (WHERE ${lotteryTickets.status} IN (${inList(TAKEN)})), 0)::text`,
      wins: sql<string>`coalesce(sum(${lotteryTickets.win}) FILTER (WHERE ${lotteryTickets.status} IN (${inList(SETTLED)})), 0)::text`,
      refunded: sql<string>`count(*) FILTER (WHERE ${lotteryTickets.status} = 'refunded')`,
    })
    .from(lotteryTickets)
    .where(and(eq(lotteryTickets.merchantId, merchantId), eq(lotteryTickets.real, true), inArray(lotteryTickets.drawRowId, drawRowIds)))
    .groupBy(lotteryTickets.drawRowId);
  return new Map(
    rows.map((row) => [
      Number(row.drawRowId),
      { tickets: Number(row.tickets), stake: BigInt(row.stake), wins: BigInt(row.wins), refunded: Number(row.refunded) },
    ]),
  );
}

export function toDraw(merchant: ResolvedMerchant, row: LotteryDrawRow, sold: Sold = NONE): ConsoleDraw {
  return {
    gameCode: row.gameCode as LotteryGameCode,
    drawId: row.drawId,
    drawKind: row.kind === 'special' ? 'special' : 'regular',
    status: row.status as LotteryDrawStatus,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    drawsAt: row.drawsAt.toISOString(),
    drawnAt: row.drawnAt?.toISOString() ?? null,
    settledAt: row.settledAt?.toISOString() ?? null,
    tickets: sold.tickets,
    stake: showAmount(merchant, sold.stake),
    wins: showAmount(merchant, sold.wins),
    refundedTickets: sold.refunded,
  };
}
