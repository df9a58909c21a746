// Lottery tickets' money (ADR 0018, ADR 0040): settled tickets' wins credited through the seamless wallet as
// `{roundId}:win` lines of batch credits and the tickets paid; a voided draw's ticket handed back with a
// rollback `{roundId}:rollback` and refunded; a late-confirmed bet settled from its lines. Each ticket moves by
// a conditional update on its status, and the wallet answers a line sent again as the first time, so a pass
// cut off anywhere pays, when run again, only what was not paid. payouts.ts walks the draws and voids them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { CreditBatchLine, CreditBatchLineReply } from '@orbit/contracts/seamless';
import { lotteryTickets } from '../../../db/schema/lottery.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import type { SettlementDeps } from './settlement.ts';

type TicketRow = typeof lotteryTickets.$inferSelect;

/** Lines per batch credit (the wallet takes up to 5,000): measured with bench:lottery. */
export const PAY_BATCH_LINES = 2000;

export function createTicketPayouts(deps: SettlementDeps) {
  const { db } = deps.database;
  const gameCodeOf = (ticket: TicketRow) => deps.walletGameCode?.(ticket.gameCode as LotteryGameCode) ?? ticket.gameCode;

  const target = (merchant: ResolvedMerchant, ticket: TicketRow) => ({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: ticket.vendorCode });

  /** A refusal no repeat will change is noted on the tickets for the operator; a lost answer is retried next pass. */
  async function noteFailure(tickets: readonly TicketRow[], error: unknown) {
    if (error instanceof SeamlessCallError && (error.unanswered || error.code === 'retry_later')) return;
    if (!(error instanceof SeamlessCallError)) {
      deps.log.warn({ err: error, roundId: tickets[0]?.roundId, tickets: tickets.length }, 'lottery payout failed');
      return;
    }
    if (tickets.length === 0) return;
    await db
      .update(lotteryTickets)
      .set({ errorCode: error.code })
      .where(
        inArray(
          lotteryTickets.id,
          tickets.map((ticket) => ticket.id),
        ),
      );
  }

  const lineOf = (merchant: ResolvedMerchant, ticket: TicketRow): CreditBatchLine => ({
    player: ticket.player,
    transactionId: `${ticket.roundId}:win`,
    roundId: ticket.roundId,
    gameCode: gameCodeOf(ticket),
    amount: show(merchant, ticket.win),
    roundEnded: true,
  });

  /**
   * Pays settled tickets of one merchant: free-play ones close without the wallet; real ones are credited in
   * batch credits of at most `payBatchLines` lines per vendor, and each batch's paid tickets are marked before
   * the next batch is sent. A line refused is noted on its ticket, which stays settled. Answers how many are
   * now paid.
   */
  async function payMany(merchant: ResolvedMerchant, tickets: readonly TicketRow[]): Promise<number> {
    let paid = await markPaid(tickets.filter((ticket) => !ticket.real).map((ticket) => ticket.id));
    const size = deps.payBatchLines ?? PAY_BATCH_LINES;
    const byVendor = new Map<string, TicketRow[]>();
    for (const ticket of tickets) {
      if (!ticket.real) continue;
      const group = byVendor.get(ticket.vendorCode) ?? [];
      group.push(ticket);
      byVendor.set(ticket.vendorCode, group);
    }
    // A batch's tickets are marked while the next batch is on its way (the wallet and this update use two
    // database connections): at most one marking is behind, and it is awaited before the next starts.
    let marking: Promise<number> = Promise.resolve(0);
    for (const group of byVendor.values())
      for (let i = 0; i < group.length; i += size) {
        const chunk = group.slice(i, i + size);
        const answered = await sendBatch(merchant, chunk);
        paid += await marking;
        marking = answered ? recordAnswers(chunk, answered) : Promise.resolve(0);
        // Its failure is thrown where it is awaited, not reported as unhandled while the next batch is out.
        marking.catch(() => undefined);
      }
    return paid + (await marking);
  }

  /** One batch credit; its answers, or null when it was refused whole (noted, or left for the next pass). */
  async function sendBatch(merchant: ResolvedMerchant, chunk: readonly TicketRow[]): Promise<CreditBatchLineReply[] | null> {
    try {
      const reply = await deps.wallet.call(target(merchant, chunk[0]!), 'creditBatch', { credits: chunk.map((ticket) => lineOf(merchant, ticket)) });
      return reply.lines;
    } catch (error) {
      await noteFailure(chunk, error);
      return null;
    }
  }

  /** Marks a batch's paid tickets and notes each refused line's code on its ticket; answers how many are now paid. */
  async function recordAnswers(chunk: readonly TicketRow[], answers: readonly CreditBatchLineReply[]): Promise<number> {
    const done: number[] = [];
    const refused = new Map<string, { error: SeamlessCallError; tickets: TicketRow[] }>();
    for (const [index, ticket] of chunk.entries()) {
      const answer = answers[index];
      if (answer?.transactionId !== `${ticket.roundId}:win`) continue;
      if (answer.success) done.push(ticket.id);
      else {
        const same = refused.get(answer.errorCode) ?? { error: new SeamlessCallError(answer.errorCode, answer.message), tickets: [] };
        same.tickets.push(ticket);
        refused.set(answer.errorCode, same);
      }
    }
    const paid = await markPaid(done);
    for (const { error, tickets } of refused.values()) await noteFailure(tickets, error);
    return paid;
  }

  /** Settled tickets → paid, in one statement; answers how many moved. */
  async function markPaid(ids: readonly number[]): Promise<number> {
    if (ids.length === 0) return 0;
    const moved = await db
      .update(lotteryTickets)
      .set({ status: 'paid', paidAt: deps.clock.now(), errorCode: null })
      .where(and(sql`${lotteryTickets.id} = ANY(${`{${ids.join(',')}}`}::bigint[])`, eq(lotteryTickets.status, 'settled')))
      .returning({ id: lotteryTickets.id });
    return moved.length;
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
        await noteFailure([ticket], error);
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

  return { payMany, settleLate, refund };
}
