// Checking and writing a lottery order, before any money moves (docs/lottery.md "Tickets"): the order's lines
// checked and priced against the merchant's settings, its draws checked open, and its tickets, lines and exposure
// written in one transaction under the player's lock. Split from tickets.service.ts, which places the order and
// then takes the stakes (tickets.stakes.ts); everything here can refuse an order and writes nothing when it does.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { Database, Tx } from '../../../db/client.ts';
import { lotteryDraws, lotteryTicketLines, lotteryTickets } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import { houseLotteryGame } from '../../../modules/games/house-catalogue.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { requestFingerprint, sameRequest, show } from '../round-book.ts';
import { priceLine, type PricedLine } from './bet-lines.ts';
import { drawOdds, liabilityByKey, reserve } from './exposure.ts';
import { LIVE_TICKET_STATUSES, maxDrawsPerOrder, maxLinesPerOrder, type DrawRow, type TicketRow } from './tickets.view.ts';

/** pg_advisory_xact_lock(namespace, hash of the player): one player's orders are counted against the per-draw limit one at a time. */
const LOCK_NAMESPACE = 4_206_001;

export interface OrderInput {
  token: string;
  gameCode: LotteryGameCode;
  drawIds: string[];
  lines: { betType: string; numbers: string[]; stake: string }[];
  requestId: string;
}

/**
 * The order's fingerprint: its game, its draws (as a set) and its checked lines (canonical selection, stake in
 * minor units), so the same order sent again matches whatever way it was written, and another order does not.
 */
export function orderFingerprint(input: OrderInput, order: { lines: readonly PricedLine[] }): string {
  return requestFingerprint('lottery.order', {
    gameCode: input.gameCode,
    drawIds: [...input.drawIds].sort(),
    lines: order.lines.map((line) => [line.betType, line.selection, line.stake]),
  });
}

/** A settings amount (up to 8 decimals) in minor units of a currency, rounded down. */
export function settingMinor(text: string, exponent: number): bigint {
  const parsed = parseAmount(text, 8);
  return parsed.ok ? parsed.minor / 10n ** BigInt(8 - exponent) : 0n;
}

/** The order's lines checked and priced at the merchant's odds, and its per-line and per-order limits. */
export function checkOrder(merchant: ResolvedMerchant, input: OrderInput) {
  const settings = merchant.settings.lottery.games[input.gameCode];
  if (!settings.enabled) throw new ApiError('lottery_game_closed', 'This lottery game is not taking bets', { field: 'gameCode' });
  if (new Set(input.drawIds).size !== input.drawIds.length) throw new ApiError('validation_failed', 'A draw is named twice', { field: 'drawIds' });
  const drawLimit = maxDrawsPerOrder(input.gameCode);
  if (input.drawIds.length > drawLimit) throw new ApiError('lottery_limit_exceeded', `One order may cover at most ${drawLimit} draws`, { field: 'drawIds' });
  const lineLimit = maxLinesPerOrder(input.gameCode);
  if (input.lines.length > lineLimit) throw new ApiError('lottery_limit_exceeded', `One order may carry at most ${lineLimit} lines`, { field: 'lines' });
  const exponent = exponentOf(merchant.currency);
  const min = settingMinor(settings.minStake, exponent);
  const max = settingMinor(settings.maxStake, exponent);
  const odds = drawOdds(input.gameCode, settings.odds);
  const lines = input.lines.map((line, index) => {
    const stake = parseAmount(line.stake, exponent);
    if (!stake.ok)
      throw new ApiError('lottery_bet_invalid', `Line ${index + 1}: the stake must be above 0 with at most ${exponent} decimals`, {
        field: `lines[${index}].stake`,
      });
    if (stake.minor < min || stake.minor > max)
      throw new ApiError('lottery_limit_exceeded', `Line ${index + 1}: a line stakes ${show(merchant, min)} to ${show(merchant, max)}`, {
        field: `lines[${index}].stake`,
      });
    return priceLine(input.gameCode, { betType: line.betType, numbers: line.numbers, stake: stake.minor }, index, odds);
  });
  const cost = lines.reduce((sum, line) => sum + line.cost, 0n);
  const perDraw = settingMinor(settings.maxStakePerDraw, exponent);
  if (cost > perDraw) throw new ApiError('lottery_limit_exceeded', `You may stake at most ${show(merchant, perDraw)} on one draw`, { field: 'lines' });
  return { lines, cost, perDraw, cap: settingMinor(settings.maxLiabilityPerKey, exponent), oddsText: settings.odds };
}

/** The order's reads and its one write, on the lottery's tables. */
export function createOrderWriting(deps: { database: Database; clock: Clock }) {
  const { db } = deps.database;

  /** The named draws of the game, each still taking bets by time (whatever its status says). @throws lottery_draw_closed */
  async function openDraws(merchant: ResolvedMerchant, input: OrderInput): Promise<DrawRow[]> {
    const rows = await db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.merchantId, merchant.id), eq(lotteryDraws.gameCode, input.gameCode), inArray(lotteryDraws.drawId, input.drawIds)));
    const now = deps.clock.now();
    return input.drawIds.map((drawId, index) => {
      const draw = rows.find((row) => row.drawId === drawId);
      if (!draw) throw new ApiError('lottery_draw_closed', `${drawId} is not a draw of this game`, { field: `drawIds[${index}]` });
      if (draw.status === 'voided' || now >= draw.closesAt)
        throw new ApiError('lottery_draw_closed', `Betting on ${drawId} has closed`, { field: `drawIds[${index}]` });
      if (now < draw.opensAt) throw new ApiError('lottery_draw_closed', `Betting on ${drawId} has not opened yet`, { field: `drawIds[${index}]` });
      return draw;
    });
  }

  /**
   * The tickets an earlier copy of this order wrote (none for a new order).
   * @throws idempotency_conflict (the requestId was used for another order)
   */
  async function ticketsOf(tx: Tx, merchant: ResolvedMerchant, player: string, requestId: string, fingerprint: string): Promise<TicketRow[]> {
    const rows = await tx
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.merchantId, merchant.id), eq(lotteryTickets.player, player), eq(lotteryTickets.requestId, requestId)))
      .orderBy(lotteryTickets.id);
    for (const row of rows) sameRequest(row.requestHash, fingerprint);
    return rows;
  }

  /**
   * Writes an order's tickets, lines and exposure in one transaction, or nothing. Answers the tickets, or
   * the tickets an earlier copy of the same order wrote.
   * @throws lottery_limit_exceeded (the member's stake on a draw), lottery_sold_out
   */
  async function writeOrder(
    merchant: ResolvedMerchant,
    player: string,
    input: OrderInput,
    draws: DrawRow[],
    order: ReturnType<typeof checkOrder>,
    fingerprint: string,
  ) {
    const now = deps.clock.now();
    const game = houseLotteryGame(input.gameCode);
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`${merchant.id}:${player}`}))`);
      // Under the player's lock, so of two orders sent at once with one requestId the second sees the first's tickets.
      const earlier = await ticketsOf(tx, merchant, player, input.requestId, fingerprint);
      if (earlier.length > 0) return { tickets: earlier, replay: true };
      const written: TicketRow[] = [];
      for (const draw of draws) {
        // The draw's odds are the merchant's at its first sale; every later ticket is sold and settled at them.
        await tx
          .update(lotteryDraws)
          .set({ odds: order.oddsText as unknown as Record<string, unknown> })
          .where(and(eq(lotteryDraws.id, draw.id), sql`${lotteryDraws.odds} IS NULL`));
        const [frozen] = await tx.select({ odds: lotteryDraws.odds }).from(lotteryDraws).where(eq(lotteryDraws.id, draw.id));
        const odds = drawOdds(input.gameCode, frozen?.odds);
        const lines: PricedLine[] = input.lines.map((_, index) => {
          const checked = order.lines[index]!;
          return priceLine(input.gameCode, { betType: checked.betType, numbers: checked.selection.split(','), stake: checked.stake }, index, odds);
        });
        const [staked] = await tx
          .select({ sum: sql<string>`COALESCE(SUM(${lotteryTickets.stake}), 0)` })
          .from(lotteryTickets)
          .where(
            and(
              eq(lotteryTickets.merchantId, merchant.id),
              eq(lotteryTickets.player, player),
              eq(lotteryTickets.drawRowId, draw.id),
              inArray(lotteryTickets.status, [...LIVE_TICKET_STATUSES]),
            ),
          );
        const already = BigInt(staked?.sum ?? '0');
        if (already + order.cost > order.perDraw)
          throw new ApiError(
            'lottery_limit_exceeded',
            `You may stake at most ${show(merchant, order.perDraw)} on ${draw.drawId}; you have ${show(merchant, already)} on it already`,
            { field: 'lines' },
          );
        const full = await reserve(tx, draw.id, liabilityByKey(lines), order.cap);
        if (full !== null) {
          const index = lines.findIndex((line) => line.liability.has(full));
          throw new ApiError('lottery_sold_out', `${full.split(':').pop()} is sold out on ${draw.drawId}`, { field: `lines[${index}].numbers` });
        }
        const [ticket] = await tx
          .insert(lotteryTickets)
          .values({
            merchantId: merchant.id,
            vendorCode: game.vendorCode,
            gameCode: input.gameCode,
            drawRowId: draw.id,
            player,
            roundId: `lot-${now.getTime().toString(36)}-${randomBytes(5).toString('hex')}`,
            requestId: input.requestId,
            requestHash: fingerprint,
            real: true,
            stake: lines.reduce((sum, line) => sum + line.cost, 0n),
            status: 'open',
            createdAt: now,
          })
          .returning();
        await tx
          .insert(lotteryTicketLines)
          .values(lines.map((line) => ({ ticketId: ticket!.id, drawRowId: draw.id, betType: line.betType, selection: line.selection, stake: line.stake })));
        written.push(ticket!);
      }
      return { tickets: written, replay: false };
    });
  }

  return { openDraws, ticketsOf, writeOrder };
}
