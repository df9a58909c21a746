// Taking and giving back lottery stakes through the seamless wallet (docs/lottery.md "Tickets"): each written
// ticket's debit (`{roundId}:bet`), the refusal of the rest once the wallet says no, and the sweep that rolls back
// what is still open 30 s after its order. Split from tickets.service.ts, which writes the order first
// (tickets.order.ts) and hands its open tickets here.
import { and, eq, lt, or } from 'drizzle-orm';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { Database } from '../../../db/client.ts';
import { lotteryTickets } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import { houseLotteryGame } from '../../../modules/games/house-catalogue.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { apiErrorOf, minorOf, RECOVERY_AFTER_MS, show, type RoundBook } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { endWithoutBet } from './exposure.ts';
import type { TicketRow } from './tickets.view.ts';

/** The error code of a ticket the sweep has claimed (refunded) whose rollback the wallet has not answered yet. */
const ROLLBACK_PENDING = 'rollback_pending';

/** The stakes' wallet calls: the debits of an order's tickets, and the recovery sweep. */
export function createTicketStakes(deps: { database: Database; clock: Clock; book: RoundBook; wallet: HouseWallet }) {
  const { db } = deps.database;
  const { book } = deps;

  const target = (merchant: ResolvedMerchant, ticket: TicketRow) => book.targetOf(merchant, ticket.vendorCode);
  const seamlessGame = (ticket: TicketRow) => houseLotteryGame(ticket.gameCode as LotteryGameCode).launchGameCode;

  /**
   * Takes one ticket's stake. Answers the ticket as it now stands and the balance after, or the wallet's
   * refusal (the ticket refused and its exposure given back). @throws vendor_unavailable when no answer came
   */
  async function debit(
    merchant: ResolvedMerchant,
    ticket: TicketRow,
    token: string,
  ): Promise<{ ticket: TicketRow; balance?: bigint; refusal?: SeamlessCallError }> {
    try {
      const reply = await deps.wallet.call(target(merchant, ticket), 'debit', {
        token,
        player: ticket.player,
        transactionId: `${ticket.roundId}:bet`,
        roundId: ticket.roundId,
        gameCode: seamlessGame(ticket),
        amount: show(merchant, ticket.stake),
      });
      const [moved] = await db
        .update(lotteryTickets)
        .set({ status: 'debited' })
        .where(and(eq(lotteryTickets.id, ticket.id), eq(lotteryTickets.status, 'open')))
        .returning();
      return { ticket: moved ?? (await reread(ticket)), balance: minorOf(merchant, reply.balance) };
    } catch (error) {
      if (!(error instanceof SeamlessCallError) || error.unanswered || error.code === 'retry_later') throw apiErrorOf(error);
      const ended = await db.transaction((tx) => endWithoutBet(tx, ticket, 'refused', { errorCode: error.code, settledAt: deps.clock.now() }));
      return { ticket: ended ?? (await reread(ticket)), refusal: error };
    }
  }

  async function reread(ticket: TicketRow): Promise<TicketRow> {
    const [row] = await db.select().from(lotteryTickets).where(eq(lotteryTickets.id, ticket.id));
    return row ?? ticket;
  }

  /** Sends the open tickets' debits in order; after the wallet refuses one, the rest are refused unsent (no money moves). */
  async function takeStakes(merchant: ResolvedMerchant, tickets: TicketRow[], token: string, resend: (ticket: TicketRow) => boolean) {
    const done: TicketRow[] = [];
    let balance: bigint | undefined;
    let refusal: SeamlessCallError | undefined;
    for (const ticket of tickets) {
      if (ticket.status !== 'open' || !resend(ticket)) {
        done.push(ticket);
      } else if (refusal) {
        const ended = await db.transaction((tx) => endWithoutBet(tx, ticket, 'refused', { errorCode: refusal!.code, settledAt: deps.clock.now() }));
        done.push(ended ?? (await reread(ticket)));
      } else {
        const result = await debit(merchant, ticket, token);
        done.push(result.ticket);
        balance = result.balance ?? balance;
        refusal = result.refusal;
      }
    }
    return { tickets: done, balance };
  }

  /**
   * Rolls back tickets still open 30 s after their order (the debit's answer was lost, or it was never sent),
   * in the player's favour: a taken stake is refunded; a stake never taken is refused by the wallet if it
   * arrives later. The ticket is claimed first (open → refunded, `rollback_pending`, exposure given back) and
   * only then rolled back, so a debit answered in between can no longer move it to debited: it is never
   * settled or paid, and the stake the wallet took is the one the rollback hands back. A rollback whose
   * answer is lost stays `rollback_pending` and is sent again by the next sweep.
   */
  async function recover(merchantById: (id: number) => Promise<ResolvedMerchant | undefined>) {
    const before = new Date(deps.clock.now().getTime() - RECOVERY_AFTER_MS);
    const rows = await db
      .select()
      .from(lotteryTickets)
      .where(
        and(
          // The predicate of lottery_tickets_unfinished_idx (only a claimed, refunded ticket carries rollback_pending).
          or(eq(lotteryTickets.status, 'open'), eq(lotteryTickets.errorCode, ROLLBACK_PENDING)),
          lt(lotteryTickets.createdAt, before),
        ),
      )
      .limit(200);
    let refunded = 0;
    for (const row of rows) {
      const merchant = await merchantById(row.merchantId);
      if (!merchant) continue;
      const ticket =
        row.status === 'open'
          ? await db.transaction((tx) => endWithoutBet(tx, row, 'refunded', { errorCode: ROLLBACK_PENDING, settledAt: deps.clock.now() }))
          : row;
      if (!ticket) continue; // its debit was answered just now: the ticket is the settlement's
      const finish = (errorCode: string | null) =>
        db
          .update(lotteryTickets)
          .set({ errorCode })
          .where(and(eq(lotteryTickets.id, ticket.id), eq(lotteryTickets.errorCode, ROLLBACK_PENDING)));
      try {
        await deps.wallet.call(target(merchant, ticket), 'rollback', {
          player: ticket.player,
          transactionId: `${ticket.roundId}:rollback`,
          debitTransactionId: `${ticket.roundId}:bet`,
          roundId: ticket.roundId,
          gameCode: seamlessGame(ticket),
        });
        await finish(null);
        refunded++;
      } catch (error) {
        if (!(error instanceof SeamlessCallError)) throw error;
        if (error.code !== 'unknown_transaction') continue;
        // The stake never arrived: the wallet remembers the rollback and will refuse it.
        await finish('bet_not_taken');
        refunded++;
      }
    }
    return { refunded, left: rows.length - refunded };
  }

  return { takeStakes, recover };
}
