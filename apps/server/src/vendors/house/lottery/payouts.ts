// The money side of settlement (ADR 0018, ADR 0040): settled tickets' wins are credited through the seamless
// wallet's batch credit, one line `{roundId}:win` per ticket (0 closes a lost round), and the tickets become
// paid; a voided draw's tickets are handed back with a rollback `{roundId}:rollback` each and become refunded.
// The wallet answers a repeated transaction id as the first time, and each ticket moves by a conditional update
// on its status, so a pass cut off anywhere is simply run again: what was paid is not paid twice, what was not
// is paid next time. Paying, refunding and late-settling tickets are payouts-tickets.ts; this file walks the
// draws whose money is to move, and voids a draw.
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { lotteryDraws, lotteryTickets } from '../../../db/schema/lottery.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { createTicketPayouts } from './payouts-tickets.ts';
import type { SettlementDeps } from './settlement.ts';

type TicketRow = typeof lotteryTickets.$inferSelect;

/** Who voided a draw, for the log (the console writes the audit record). */
export interface VoidOperator {
  id: number;
  username: string;
}

const VOIDABLE = ['scheduled', 'open', 'closed', 'drawn'];
/** What a change of a draw reports (the lottery's event stream). */
const CHANGED = { merchantId: lotteryDraws.merchantId, gameCode: lotteryDraws.gameCode, drawId: lotteryDraws.drawId };
/** How long after a draw's close no sale of it can still be in flight (sales are refused from closes_at). */
const SALES_SETTLE_MS = 30_000;

export function createLotteryPayouts(deps: SettlementDeps) {
  const { db } = deps.database;
  const concurrency = deps.concurrency ?? 16;
  const { payMany, settleLate, refund } = createTicketPayouts(deps);

  /** Runs `work` over `items`, at most `concurrency` at a time. */
  async function eachLimited<T>(items: readonly T[], work: (item: T) => Promise<void>) {
    let next = 0;
    const worker = async () => {
      while (next < items.length) await work(items[next++]!);
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  }

  /** Merchants by id, read once per pass. */
  function merchantCache() {
    const cache = new Map<number, Promise<ResolvedMerchant | undefined>>();
    return (id: number) => {
      let merchant = cache.get(id);
      if (!merchant) cache.set(id, (merchant = deps.merchantById(id)));
      return merchant;
    };
  }

  // Where each draw's last page ended in this process, so a draw of a million tickets is not read from its
  // first ticket on every pass; a short page starts the next pass from the beginning again.
  const cursors = new Map<number, number>();

  /**
   * Moves the money of one settled or voided draw, at most `limit` tickets: pays settled tickets (settling
   * any whose bet was confirmed late) or refunds a voided draw's taken bets. A draw with no ticket left whose
   * money is to move (a scan from its first ticket finds none) gets paid_at and is not looked at again.
   */
  async function moveDrawMoney(draw: { id: number; status: string }, limit: number): Promise<{ done: number; left: number }> {
    const after = cursors.get(draw.id) ?? 0;
    const tickets = await db
      .select()
      .from(lotteryTickets)
      .where(and(eq(lotteryTickets.drawRowId, draw.id), inArray(lotteryTickets.status, ['open', 'debited', 'settled']), gt(lotteryTickets.id, after)))
      .orderBy(lotteryTickets.id)
      .limit(limit);
    if (tickets.length < limit) cursors.delete(draw.id);
    else cursors.set(draw.id, tickets.at(-1)!.id);
    if (tickets.length === 0) {
      // Done once betting has been closed a while: a draw voided while it sold may still see a sale that
      // began before the void commit its ticket, and that ticket's bet must be refunded too.
      const quiet = new Date(deps.clock.now().getTime() - SALES_SETTLE_MS);
      if (after === 0) {
        const [paid] = await db
          .update(lotteryDraws)
          .set({ paidAt: deps.clock.now() })
          .where(and(eq(lotteryDraws.id, draw.id), isNull(lotteryDraws.paidAt), lt(lotteryDraws.closesAt, quiet)))
          .returning(CHANGED);
        if (paid) deps.onChanged?.([{ ...paid, gameCode: paid.gameCode as LotteryGameCode, type: 'paid', status: draw.status as 'settled' | 'voided' }]);
      }
      return { done: 0, left: 0 };
    }
    const merchantOf = merchantCache();
    let done = 0;
    // An open ticket (its bet's answer unknown) is the ticket service's to resolve; it is looked at again later.
    const due = tickets.filter((ticket) => ticket.status !== 'open');
    if (draw.status === 'voided') {
      await eachLimited(due, async (ticket) => {
        const merchant = await merchantOf(ticket.merchantId);
        if (merchant && (await refund(merchant, ticket))) done++;
      });
      return { done, left: tickets.length - done };
    }
    // A ticket whose bet was confirmed after the draw settled is settled from its lines first (rare: one by one).
    const settled: TicketRow[] = [];
    for (const ticket of due) {
      const ready = ticket.status === 'debited' ? await settleLate(ticket) : ticket;
      if (ready) settled.push(ready);
    }
    for (const merchantId of new Set(settled.map((ticket) => ticket.merchantId))) {
      const merchant = await merchantOf(merchantId);
      // A draw is one merchant's: this runs once per page.
      if (merchant)
        done += await payMany(
          merchant,
          settled.filter((x) => x.merchantId === merchantId),
        );
    }
    return { done, left: tickets.length - done };
  }

  /** Draws whose money is still to move: settled ones to pay, voided ones to refund (the partial index lottery_draws_unpaid_idx). */
  const unpaidDraws = (drawRowId?: number) =>
    db
      .select({ id: lotteryDraws.id, status: lotteryDraws.status })
      .from(lotteryDraws)
      .where(
        and(
          inArray(lotteryDraws.status, ['settled', 'voided']),
          isNull(lotteryDraws.paidAt),
          drawRowId === undefined ? undefined : eq(lotteryDraws.id, drawRowId),
        ),
      )
      .orderBy(lotteryDraws.id)
      .limit(100);

  /** Pays settled tickets and refunds voided draws' tickets, at most `limit` tickets in all (the next pass goes on). */
  async function moveMoney(limit: number): Promise<{ paid: number; refunded: number; left: number }> {
    let paid = 0;
    let refunded = 0;
    let left = 0;
    let budget = limit;
    for (const draw of await unpaidDraws()) {
      if (budget <= 0) break;
      const moved = await moveDrawMoney(draw, budget);
      if (draw.status === 'voided') refunded += moved.done;
      else paid += moved.done;
      left += moved.left;
      budget -= moved.done + moved.left;
    }
    return { paid, refunded, left };
  }

  /**
   * Voids a draw not yet settled (status scheduled, open, closed or drawn) and hands back the stake of every
   * ticket whose bet was taken, with a seamless rollback each. Voiding a voided draw again voids nothing and
   * resumes its refunds; the refunds a call leaves (a wallet that did not answer) are done by the settlement
   * job. `reason` and `operator` go to the log; the console writes the audit record.
   * @throws ApiError not_found (no such draw), invalid_state (the draw is settled: its tickets are paid)
   */
  async function voidDraw(drawRowId: number, reason: string, operator?: VoidOperator): Promise<{ voided: boolean; refunded: number; left: number }> {
    const moved = await db
      .update(lotteryDraws)
      .set({ status: 'voided' })
      .where(and(eq(lotteryDraws.id, drawRowId), inArray(lotteryDraws.status, VOIDABLE)))
      .returning({ id: lotteryDraws.id, ...CHANGED });
    if (moved.length === 0) {
      const [draw] = await db.select({ status: lotteryDraws.status }).from(lotteryDraws).where(eq(lotteryDraws.id, drawRowId));
      if (!draw) throw new ApiError('not_found', 'No such draw');
      if (draw.status !== 'voided') throw new ApiError('invalid_state', 'This draw is settled: its tickets are paid and it cannot be voided');
    } else {
      const { drawId, merchantId, gameCode } = moved[0]!;
      deps.log.info({ drawId, reason, operator: operator?.username }, 'lottery draw voided');
      deps.onChanged?.([{ merchantId, gameCode: gameCode as LotteryGameCode, drawId, type: 'voided', status: 'voided' }]);
    }
    let refunded = 0;
    let left = 0;
    // Refund page by page until the draw has nothing left that a call could refund now.
    cursors.delete(drawRowId);
    for (;;) {
      const [draw] = await unpaidDraws(drawRowId);
      if (!draw) break;
      const page = await moveDrawMoney(draw, 500);
      refunded += page.done;
      left = page.left;
      if (page.done === 0 && !cursors.has(drawRowId)) break;
    }
    return { voided: moved.length > 0, refunded, left };
  }

  return { moveMoney, voidDraw };
}
