// How lottery tickets read on the member's screens (contracts/lottery-tickets.ts), and the shared rows and
// limits of the ticket service and its reads.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryTicket } from '@orbit/contracts/lottery-tickets';
import { lotteryDraws, lotteryTicketLines, lotteryTickets } from '../../../db/schema/lottery.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show } from '../round-book.ts';
import { LOTTERY_SCHEDULES } from './calendar.ts';

export type TicketRow = typeof lotteryTickets.$inferSelect;
export type LineRow = typeof lotteryTicketLines.$inferSelect;
export type DrawRow = typeof lotteryDraws.$inferSelect;

/** How many draws one order may name: a daily game's draws planned ahead and a special one or two; a fast game its current draw. */
export const maxDrawsPerOrder = (gameCode: LotteryGameCode) => (LOTTERY_SCHEDULES[gameCode].cadence === 'daily' ? 6 : 1);
/** How many lines one order may carry (a fast game's slip is short). */
export const maxLinesPerOrder = (gameCode: LotteryGameCode) => (LOTTERY_SCHEDULES[gameCode].cadence === 'daily' ? 50 : 20);

/** Tickets whose stake counts against the member's limit per draw and whose lines hold exposure. */
export const LIVE_TICKET_STATUSES = ['open', 'debited', 'settled', 'paid'] as const;

const REVEALED = ['drawn', 'settled'];

function outcomeOf(ticket: TicketRow): LotteryTicket['outcome'] {
  switch (ticket.status) {
    case 'settled':
    case 'paid':
      return ticket.win > 0n ? 'won' : 'lost';
    case 'refused':
      return 'refused';
    case 'refunded':
      return 'refunded';
    default:
      return 'waiting';
  }
}

export function ticketView(merchant: ResolvedMerchant, ticket: TicketRow, draw: DrawRow, lines: LineRow[]): LotteryTicket {
  return {
    ticketId: String(ticket.id),
    orderId: ticket.requestId,
    gameCode: ticket.gameCode as LotteryGameCode,
    drawId: draw.drawId,
    drawsAt: draw.drawsAt.toISOString(),
    outcome: outcomeOf(ticket),
    status: ticket.status as LotteryTicket['status'],
    stake: show(merchant, ticket.stake),
    win: show(merchant, ticket.win),
    lines: lines.map((line) => ({
      betType: line.betType,
      numbers: line.selection.split(','),
      stake: show(merchant, line.stake),
      win: line.win === null ? null : show(merchant, line.win),
    })),
    drawResult: REVEALED.includes(draw.status) ? draw.result : null,
    createdAt: ticket.createdAt.toISOString(),
    settledAt: ticket.settledAt?.toISOString() ?? null,
  };
}
