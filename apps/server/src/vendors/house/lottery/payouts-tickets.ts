// One lottery ticket's money (ADR 0018): a settled ticket's win credited through the seamless wallet as
// `{roundId}:win` and the ticket paid; a voided draw's ticket handed back with a rollback `{roundId}:rollback`
// and refunded; a late-confirmed bet settled from its lines. Each ticket moves by a conditional update on its
// status, so a repeat never pays twice. Moved verbatim out of payouts.ts, which walks the draws and voids them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { lotteryTickets } from '../../../db/schema/lottery.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import type { SettlementDeps } from './settlement.ts';

type TicketRow = typeof lotteryTickets.$inferSelect;

export function createTicketPayouts(deps: SettlementDeps) {
  const { db } = deps.database;
  const gameCodeOf = (ticket: TicketRow) => deps.walletGameCode?.(ticket.gameCode as LotteryGameCode) ?? ticket.gameCode;

  const target = (merchant: ResolvedMerchant, ticket: TicketRow) => ({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: ticket.vendorCode });

  /** A refusal no repeat will change is noted on the ticket for the operator; a lost answer is retried next pass. */
  async function noteFailure(ticket: TicketRow, error: unknown) {
    if (error instanceof SeamlessCallError && (error.unanswered || error.code === 'retry_later')) return;
    if (!(error instanceof SeamlessCallError)) {
      deps.log.warn({ err: error, roundId: ticket.roundId }, 'lottery payout failed');
      return;
    }
    await db.update(lotteryTickets).set({ errorCode: error.code }).where(eq(lotteryTickets.id, ticket.id));
  }

  /** Credits a settled ticket its win (a free-play ticket closes without the wallet). Answers whether it is now paid. */
  async function pay(merchant: ResolvedMerchant, ticket: TicketRow): Promise<boolean> {
    try {
      if (ticket.real) {
        await deps.wallet.call(target(merchant, ticket), 'credit', {
          player: ticket.player,
          transactionId: `${ticket.roundId}:win`,
          roundId: ticket.roundId,
          gameCode: gameCodeOf(ticket),
          amount: show(merchant, ticket.win),
          roundEnded: true,
        });
      }
    } catch (error) {
      await noteFailure(ticket, error);
      return false;
    }
    const moved = await db
      .update(lotteryTickets)
      .set({ status: 'paid', paidAt: deps.clock.now(), errorCode: null })
      .where(and(eq(lotteryTickets.id, ticket.id), eq(lotteryTickets.status, 'settled')))
      .returning({ id: lotteryTickets.id });
    return moved.length > 0;
  }

  /**
   * A ticket whose bet was confirmed after its draw was settled (its debit's answer came late): its lines were
   * settled with the draw, so its win is their sum.
   */
  async function settleLate(ticket: TicketRow): Promise<TicketRow | undefined> {
    const [settled] = await db
      .update(lotteryTickets)
      .set({
        status: 'settled',
        win: sql`(SELECT coalesce(sum(l.win), 0) FROM lottery_ticket_lines l WHERE l.ticket_id = ${ticket.id})`,
        settledAt: deps.clock.now(),
      })
      .where(and(eq(lotteryTickets.id, ticket.id), eq(lotteryTickets.status, 'debited')))
      .returning();
    return settled;
  }

  /** Hands back one ticket's stake: a rollback of its bet. Answers whether the ticket is now refunded. */
  async function refund(merchant: ResolvedMerchant, ticket: TicketRow): Promise<boolean> {
    let errorCode: string | null = 'draw_voided';
    try {
      if (ticket.real) {
        await deps.wallet.call(target(merchant, ticket), 'rollback', {
          player: ticket.player,
          transactionId: `${ticket.roundId}:rollback`,
          debitTransactionId: `${ticket.roundId}:bet`,
          roundId: ticket.roundId,
          gameCode: gameCodeOf(ticket),
        });
      }
    } catch (error) {
      // The bet never reached the wallet: the rollback is remembered there and a late bet is refused; nothing was taken.
      if (!(error instanceof SeamlessCallError && error.code === 'unknown_transaction')) {
        await noteFailure(ticket, error);
        return false;
      }
      errorCode = 'bet_not_taken';
    }
    const moved = await db
      .update(lotteryTickets)
      .set({ status: 'refunded', errorCode, settledAt: deps.clock.now() })
      .where(and(eq(lotteryTickets.id, ticket.id), inArray(lotteryTickets.status, ['debited', 'settled'])))
      .returning({ id: lotteryTickets.id });
    return moved.length > 0;
  }

  return { pay, settleLate, refund };
}
