// Selling lottery tickets (docs/lottery.md "Tickets"). An order is a game's lines on one or more of
// its draws: one ticket per draw, one seamless round per ticket. Everything that can refuse an order is
// checked before anything is written (game switched off, bad bets, limits, closed draws, funds); then the
// tickets, their lines and their exposure are written in ONE transaction (status open), and only then does
// each ticket's stake go to the wallet as a seamless debit (`{roundId}:bet`): debited when taken, refused
// (exposure given back) when the wallet says no. A debit whose answer is lost leaves its ticket open: the
// member's retry with the same requestId sends it again (the wallet takes it at most once), and the sweep
// (recover) rolls back what is still open after 30 s, in the player's favour.
//
// Free play: refused (lottery_real_money_only). A draw is settled hours or minutes later by the settlement
// step, which credits the wallet; play money would need a second settlement path for tickets nobody can
// cash, so the lottery is for real money only and its page says so.
//
// The verbs live beside this file: tickets.order.ts checks and writes an order, tickets.stakes.ts takes its
// stakes and runs the recovery sweep; this factory places the order and answers it.
import { inArray } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { LotteryTicket } from '@orbit/contracts/lottery-tickets';
import type { SeamlessErrorCode } from '@orbit/contracts/seamless';
import { errorCodeOf, type Database } from '../../../db/client.ts';
import { lotteryDraws, lotteryTicketLines } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import { houseLotteryGame } from '../../../modules/games/house-catalogue.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { apiErrorOf, minorOf, show, type RoundBook } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { checkOrder, createOrderWriting, orderFingerprint, type OrderInput } from './tickets.order.ts';
import { createTicketStakes } from './tickets.stakes.ts';
import { ticketView, type TicketRow } from './tickets.view.ts';

/** A retry this soon after the order may send an unanswered debit again; later, only the sweep finishes the ticket (it may be rolling it back). */
const RESEND_WITHIN_MS = 20_000;

export type LotteryTickets = ReturnType<typeof createLotteryTickets>;

/** The lottery games the catalogue lets sell now (listed, game and vendor on, neither under maintenance), by catalogue game code. */
export type SellableGames = (merchant: ResolvedMerchant, vendorCode: string) => Promise<ReadonlySet<string>>;

export function createLotteryTickets(deps: { database: Database; clock: Clock; book: RoundBook; wallet: HouseWallet; sellable: SellableGames }) {
  const { db } = deps.database;
  const { book } = deps;
  const { openDraws, ticketsOf, writeOrder } = createOrderWriting(deps);
  const { takeStakes, recover } = createTicketStakes(deps);

  async function views(merchant: ResolvedMerchant, tickets: TicketRow[]): Promise<LotteryTicket[]> {
    if (tickets.length === 0) return [];
    const ids = tickets.map((ticket) => ticket.id);
    const draws = await db
      .select()
      .from(lotteryDraws)
      .where(inArray(lotteryDraws.id, [...new Set(tickets.map((ticket) => ticket.drawRowId))]));
    const lines = await db.select().from(lotteryTicketLines).where(inArray(lotteryTicketLines.ticketId, ids)).orderBy(lotteryTicketLines.id);
    return tickets.map((ticket) =>
      ticketView(
        merchant,
        ticket,
        draws.find((draw) => draw.id === ticket.drawRowId)!,
        lines.filter((line) => line.ticketId === ticket.id),
      ),
    );
  }

  /** The answer to an order: its tickets, or the wallet's refusal when it took none of them. */
  async function answer(merchant: ResolvedMerchant, tickets: TicketRow[], balance: string) {
    if (tickets.every((ticket) => ticket.status === 'refused'))
      throw apiErrorOf(new SeamlessCallError((tickets[0]?.errorCode ?? 'bad_parameters') as SeamlessErrorCode, 'The wallet refused the order'));
    return { tickets: await views(merchant, tickets), balance };
  }

  /**
   * Places an order: its lines on each draw named, one ticket per draw, each paid with a seamless debit.
   * The same requestId sent again answers the same tickets and never takes a stake twice.
   * @throws lottery_game_closed (switched off in the settings, or in the catalogue, or under maintenance), validation_failed (drawIds), lottery_bet_invalid (lines[i].…), lottery_limit_exceeded,
   *   game_token_invalid, lottery_real_money_only, lottery_draw_closed (drawIds[i]), insufficient_funds, lottery_sold_out,
   *   idempotency_conflict (the requestId was used for another order),
   *   account_frozen, vendor_unavailable (the wallet did not answer: send the same order again)
   */
  async function placeOrder(merchant: ResolvedMerchant, input: OrderInput) {
    const order = checkOrder(merchant, input);
    const game = houseLotteryGame(input.gameCode);
    if (!(await deps.sellable(merchant, game.vendorCode)).has(game.launchGameCode))
      throw new ApiError('lottery_game_closed', 'This lottery game is switched off or under maintenance', { field: 'gameCode' });
    const player = await book.authenticate(merchant, game.vendorCode, input.token);
    if (!player.real) throw new ApiError('lottery_real_money_only', 'Lottery tickets are sold for real money only; please log in to your own account');
    const now = deps.clock.now().getTime();
    const recent = (ticket: TicketRow) => now - ticket.createdAt.getTime() < RESEND_WITHIN_MS;

    const fingerprint = orderFingerprint(input, order);
    const earlier = await ticketsOf(db, merchant, player.player, input.requestId, fingerprint);
    if (earlier.length > 0) {
      const finished = await takeStakes(merchant, earlier, input.token, recent);
      return answer(merchant, finished.tickets, finished.balance !== undefined ? show(merchant, finished.balance) : player.balance);
    }

    const draws = await openDraws(merchant, input);
    if (minorOf(merchant, player.balance) < order.cost * BigInt(draws.length))
      throw new ApiError('insufficient_funds', 'Your balance is too low for this order', { field: 'lines' });
    let written: { tickets: TicketRow[]; replay: boolean };
    try {
      written = await writeOrder(merchant, player.player, input, draws, order, fingerprint);
    } catch (error) {
      // The same order sent twice at once: the copy that lost the unique index answers the first one's tickets.
      if (errorCodeOf(error) !== '23505') throw error;
      written = { tickets: await ticketsOf(db, merchant, player.player, input.requestId, fingerprint), replay: true };
    }
    const finished = await takeStakes(merchant, written.tickets, input.token, (ticket) => !written.replay || recent(ticket));
    return answer(merchant, finished.tickets, finished.balance !== undefined ? show(merchant, finished.balance) : player.balance);
  }

  return { placeOrder, recover, views };
}
