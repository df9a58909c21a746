// Voiding a lottery draw from the console (docs/lottery.md). The draw's move to 'voided' and its audit record
// are one transaction; the refunds then go through the settlement's voidDraw (settlement.ts), which on a
// voided draw hands back the stake of every ticket whose bet was taken, with a seamless rollback each. Refunds
// the wallet does not confirm in this call are left to the settlement job, so a voided draw is never left
// without its refunds, and never refunded twice (each refund is a conditional move of its ticket).
import { and, eq, inArray } from 'drizzle-orm';
import { voidDrawEndpoint } from '@orbit/contracts/console-lottery';
import { ApiError } from '@orbit/contracts/envelope';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { Database } from '../../../db/client.ts';
import { lotteryDraws } from '../../../db/schema/lottery.ts';
import type { AuditService } from '../../../modules/console/audit.service.ts';
import type { AuthenticatedOperator } from '../../../modules/console/console.types.ts';
import type { Actor } from '../../../modules/site/site.service.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { ConsoleLottery } from './console-lottery.service.ts';
import type { DrawChangeSink } from './lottery-events.ts';

/** A draw not yet settled: its tickets' money has not moved to the members. */
const VOIDABLE = ['scheduled', 'open', 'closed', 'drawn'];

/** The settlement's voidDraw: voids a draw not yet settled (or resumes the refunds of a voided one). */
export type SettlementVoid = (
  drawRowId: number,
  reason: string,
  operator: { id: number; username: string },
) => Promise<{ voided: boolean; refunded: number; left: number }>;

export function createConsoleLotteryVoid(deps: {
  database: Database;
  audit: AuditService;
  lottery: ConsoleLottery;
  settlementVoid: SettlementVoid;
  /** Told of the void once it committed (the lottery's event stream); the refunds' end is told by the payouts. */
  onChanged?: DrawChangeSink;
}) {
  const db = deps.database.db;

  /**
   * Voids one of the merchant's draws with the operator's reason and refunds its tickets.
   * @throws not_found (no such draw), invalid_state (settled: its tickets are paid; or already voided)
   */
  async function voidDraw(merchant: ResolvedMerchant, drawId: string, reason: string, actor: Actor & { operatorId: number }) {
    const before = await db.transaction(async (tx) => {
      const row = await deps.lottery.drawRow(merchant, drawId, tx);
      const [moved] = await tx
        .update(lotteryDraws)
        .set({ status: 'voided' })
        .where(and(eq(lotteryDraws.id, row.id), inArray(lotteryDraws.status, VOIDABLE)))
        .returning({ id: lotteryDraws.id });
      if (!moved) {
        const why = row.status === 'voided' ? 'is already voided' : 'is settled: its tickets are paid';
        throw new ApiError('invalid_state', `Draw ${drawId} ${why}`, { field: 'drawId' });
      }
      const sold = (await deps.lottery.withSold(merchant, [row], tx))[0]!;
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'lottery.draw.void',
        target: drawId,
        detail: { reason, statusBefore: row.status, tickets: sold.tickets, stake: sold.stake },
      });
      return row;
    });
    deps.onChanged?.([{ merchantId: merchant.id, gameCode: before.gameCode as LotteryGameCode, drawId, type: 'voided', status: 'voided' }]);
    const refunds = await deps.settlementVoid(before.id, reason, { id: actor.operatorId, username: actor.operatorName });
    const [draw] = await deps.lottery.withSold(merchant, [await deps.lottery.drawRow(merchant, drawId)]);
    return { draw: draw!, refunded: refunds.refunded, left: refunds.left };
  }

  return { voidDraw };
}

export function registerConsoleLotteryVoidRoute(kit: RouteKit, deps: { voids: ReturnType<typeof createConsoleLotteryVoid> }) {
  const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });
  kit.route(voidDrawEndpoint, ({ merchant, params, body, operator, request }) =>
    deps.voids.voidDraw(merchant, params.drawId, body.reason, actorOf(operator, request.ip)),
  );
}
