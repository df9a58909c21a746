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
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryTicket } from '@orbit/contracts/lottery-tickets';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { SeamlessErrorCode } from '@orbit/contracts/seamless';
import { errorCodeOf, type Database, type Tx } from '../../../db/client.ts';
import { lotteryDraws, lotteryTicketLines, lotteryTickets } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import { houseLotteryGame } from '../../../modules/games/house-catalogue.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { HouseWallet } from '../house-wallet.ts';
import { apiErrorOf, minorOf, RECOVERY_AFTER_MS, requestFingerprint, sameRequest, show, type RoundBook } from '../round-book.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { priceLine, type PricedLine } from './bet-lines.ts';
import { drawOdds, endWithoutBet, liabilityByKey, reserve } from './exposure.ts';
import { LIVE_TICKET_STATUSES, maxDrawsPerOrder, maxLinesPerOrder, ticketView, type DrawRow, type TicketRow } from './tickets.view.ts';

/** A retry this soon after the order may send an unanswered debit again; later, only the sweep finishes the ticket (it may be rolling it back). */
const RESEND_WITHIN_MS = 20_000;
/** The error code of a ticket the sweep has claimed (refunded) whose rollback the wallet has not answered yet. */
const ROLLBACK_PENDING = 'rollback_pending';
/** pg_advisory_xact_lock(namespace, hash of the player): one player's orders are counted against the per-draw limit one at a time. */
const LOCK_NAMESPACE = 4_206_001;

export interface OrderInput {
  token: string;
  gameCode: LotteryGameCode;
  drawIds: string[];
  lines: { betType: string; numbers: string[]; stake: string }[];
  requestId: string;
}

export type LotteryTickets = ReturnType<typeof createLotteryTickets>;

/**
 * The order's fingerprint: its game, its draws (as a set) and its checked lines (canonical selection, stake in
 * minor units), so the same order sent again matches whatever way it was written, and another order does not.
 */
function orderFingerprint(input: OrderInput, order: { lines: readonly PricedLine[] }): string {
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

/** The lottery games the catalogue lets sell now (listed, game and vendor on, neither under maintenance), by catalogue game code. */
export type SellableGames = (merchant: ResolvedMerchant, vendorCode: string) => Promise<ReadonlySet<string>>;

export function createLotteryTickets(deps: { database: Database; clock: Clock; book: RoundBook; wallet: HouseWallet; sellable: SellableGames }) {
  const { db } = deps.database;
  const { book } = deps;

  /** The order's lines checked and priced at the merchant's odds, and its per-line and per-order limits. */
  function checkOrder(merchant: ResolvedMerchant, input: OrderInput) {
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

  return { placeOrder, recover, views };
}
