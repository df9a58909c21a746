// Results on the desk (ADR 0043): settle a match's markets on a result, void them, or resettle them (a rollback
// and a new settlement), as feed messages of the producer `manual` through the one ingestion, so the bets are
// worked out and paid by the normal path (the payment pass). Four eyes: the settlement is first applied in its
// transaction and what the bets it settles return is summed there; from the merchant's four-eyes amount up the
// transaction is undone and the settlement is kept as a request until a second, different operator confirms it.
// Under the amount it is applied at once and recorded as confirmed by its maker. Every step is audited.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import { SPORTSBOOK_FOUR_EYES_DEFAULT } from '@orbit/contracts/sportsbook';
import type { DeskScore, SettlementAction, SettlementRequest } from '@orbit/contracts/sportsbook-desk';
import type { Tx } from '../../../db/client.ts';
import { sportBetLegs, sportBets, sportEvents, sportMarkets, sportSettlementRequests } from '../../../db/schema/sportsbook.ts';
import type { Actor } from '../../site/site.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { settingMinor } from '../book/bets.check.ts';
import type { Score } from '../domain/settle.ts';
import { fixtureOf, publish, type DeskMessage } from './desk.messages.ts';
import type { TradingDeps } from './desk.trading.ts';

type EventRow = typeof sportEvents.$inferSelect;
type RequestRow = typeof sportSettlementRequests.$inferSelect;
export interface SettlementInput {
  action: SettlementAction;
  result?: DeskScore;
  marketIds?: string[];
  reason: string;
}

/** The market statuses each action applies to. */
const APPLIES_TO: Record<SettlementAction, string[]> = { settle: ['open', 'suspended'], void: ['open', 'suspended', 'settled'], resettle: ['settled'] };

/** Thrown inside the trial transaction to undo it when the settlement needs a second operator. */
class HeldForApproval extends Error {
  constructor(readonly payoutTotal: bigint) {
    super('held for a second operator');
  }
}

/** The four-eyes amount in minor units (games.sportsbook.fourEyesAmount, else 10,000). */
const fourEyesMinor = (merchant: ResolvedMerchant) =>
  settingMinor(merchant.settings.games.sportsbook?.fourEyesAmount ?? SPORTSBOOK_FOUR_EYES_DEFAULT, exponentOf(merchant.currency));

function view(merchant: ResolvedMerchant, row: RequestRow, event: Pick<EventRow, 'home' | 'away'>): SettlementRequest {
  return {
    ...{ id: row.id, eventId: String(row.eventId), match: `${event.home} – ${event.away}`, action: row.action as SettlementAction },
    marketIds: row.marketIds?.map(String) ?? null,
    result: (row.result as DeskScore | null) ?? null,
    ...{ reason: row.reason, payoutTotal: formatMinor(row.payoutTotal, exponentOf(merchant.currency)), status: row.status as SettlementRequest['status'] },
    ...{ requestedBy: row.requestedByName, requestedAt: row.requestedAt.toISOString() },
    ...{ decidedBy: row.decidedByName, decidedAt: row.decidedAt?.toISOString() ?? null },
  };
}

/** The markets the action touches (those named, else every one it applies to). @throws not_found, invalid_state */
async function affected(tx: Tx, event: EventRow, input: SettlementInput) {
  const all = await tx.select().from(sportMarkets).where(eq(sportMarkets.eventId, event.id));
  const named = input.marketIds?.map(Number);
  const unknown = named?.findIndex((id) => !all.some((market) => market.id === id)) ?? -1;
  if (unknown >= 0) throw new ApiError('not_found', 'No such market of this match', { field: `marketIds[${unknown}]` });
  const markets = all.filter((market) => (!named || named.includes(market.id)) && APPLIES_TO[input.action].includes(market.status));
  if (markets.length === 0) throw new ApiError('invalid_state', `No market of this match to ${input.action}`, { field: 'marketIds' });
  return markets;
}

/** The feed messages of a settlement. */
async function messagesOf(tx: Tx, event: EventRow, input: SettlementInput, markets: { type: string; specifiers: string }[] | undefined) {
  const keys = markets ? { markets: markets.map((market) => ({ type: market.type, specifiers: market.specifiers })) } : {};
  const result = input.result as Score;
  const messages: DeskMessage[] = [];
  // A manual match whose whole result is entered is over: no bet is taken on it any more.
  if (input.action === 'settle' && !markets && event.ref.startsWith('manual:') && event.status !== 'ended')
    messages.push({ kind: 'fixture_change', fixture: await fixtureOf(tx, event, 'ended') });
  if (input.action === 'void') messages.push({ kind: 'bet_cancel', eventRef: event.ref, reason: input.reason, ...keys });
  if (input.action === 'resettle') messages.push({ kind: 'rollback_bet_settlement', eventRef: event.ref, reason: input.reason, ...keys });
  if (input.action !== 'void') messages.push({ kind: 'bet_settlement', eventRef: event.ref, result, ...keys });
  return messages;
}

/** What the settled bets with a leg on these markets return now. */
async function payoutOf(tx: Tx, marketIds: number[]): Promise<bigint> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${sportBets.payout}), 0)::text` })
    .from(sportBets)
    .where(
      and(
        eq(sportBets.status, 'settled'),
        inArray(sportBets.id, tx.select({ id: sportBetLegs.betId }).from(sportBetLegs).where(inArray(sportBetLegs.marketId, marketIds))),
      ),
    );
  return BigInt(row?.total ?? '0');
}

async function lockEvent(tx: Tx, merchant: ResolvedMerchant, eventId: number) {
  const [event] = await tx
    .select()
    .from(sportEvents)
    .where(and(eq(sportEvents.merchantId, merchant.id), eq(sportEvents.id, eventId)))
    .for('update');
  if (!event) throw new ApiError('not_found', 'No such match', { field: 'eventId' });
  return event;
}

export function createDeskResults(deps: TradingDeps) {
  const { db } = deps.database;
  /** Applies a settlement in `tx` (the event locked): its messages, and what it pays. */
  async function apply(tx: Tx, merchant: ResolvedMerchant, event: EventRow, input: SettlementInput) {
    const markets = await affected(tx, event, input);
    await publish(tx, deps.feed, merchant.id, deps.clock.now(), await messagesOf(tx, event, input, input.marketIds ? markets : undefined));
    return {
      markets,
      payoutTotal: await payoutOf(
        tx,
        markets.map((market) => market.id),
      ),
    };
  }

  const record = (tx: Tx, merchant: ResolvedMerchant, actor: Actor, action: string, event: EventRow, detail: Record<string, unknown>) =>
    deps.audit.record(tx, { merchantId: merchant.id, actor, action, target: event.ref, detail: { match: `${event.home} – ${event.away}`, ...detail } });

  /**
   * Settles, voids or resettles; applied now under the four-eyes amount, else held (status pending).
   * @throws not_found, invalid_state (nothing to apply it to), score_invalid (no result, or one of another sport), change_pending
   */
  async function request(merchant: ResolvedMerchant, eventId: string, input: SettlementInput, actor: Actor): Promise<SettlementRequest> {
    if (input.action !== 'void' && !input.result) throw new ApiError('score_invalid', 'A settlement needs the result', { field: 'result' });
    const base = {
      ...{ merchantId: merchant.id, eventId: Number(eventId), action: input.action, reason: input.reason },
      ...{ marketIds: input.marketIds?.map(Number) ?? null, result: (input.result ?? null) as Record<string, unknown> | null },
      ...{ requestedBy: actor.operatorId ?? 0, requestedByName: actor.operatorName, requestedAt: deps.clock.now() },
    };
    try {
      return await db.transaction(async (tx) => {
        const event = await lockEvent(tx, merchant, Number(eventId));
        const { payoutTotal } = await apply(tx, merchant, event, input);
        if (payoutTotal >= fourEyesMinor(merchant)) throw new HeldForApproval(payoutTotal);
        const decided = { status: 'confirmed', decidedBy: actor.operatorId, decidedByName: actor.operatorName, decidedAt: deps.clock.now() };
        const [row] = await tx
          .insert(sportSettlementRequests)
          .values({ ...base, payoutTotal, ...decided })
          .returning();
        await record(tx, merchant, actor, `sportsbook.settlement.${input.action}`, event, { requestId: row!.id, reason: input.reason, result: input.result });
        return view(merchant, row!, event);
      });
    } catch (error) {
      if (!(error instanceof HeldForApproval)) throw error;
      return hold(merchant, base, error.payoutTotal, actor);
    }
  }

  async function hold(
    merchant: ResolvedMerchant,
    base: Omit<typeof sportSettlementRequests.$inferInsert, 'payoutTotal' | 'status'>,
    payoutTotal: bigint,
    actor: Actor,
  ) {
    return db.transaction(async (tx) => {
      const event = await lockEvent(tx, merchant, base.eventId);
      const [waiting] = await tx
        .select({ id: sportSettlementRequests.id })
        .from(sportSettlementRequests)
        .where(and(eq(sportSettlementRequests.eventId, event.id), eq(sportSettlementRequests.status, 'pending')));
      if (waiting) throw new ApiError('change_pending', 'A settlement of this match already waits for a second operator: confirm or reject it first');
      const [row] = await tx
        .insert(sportSettlementRequests)
        .values({ ...base, payoutTotal, status: 'pending' })
        .returning();
      await record(tx, merchant, actor, 'sportsbook.settlement.requested', event, {
        requestId: row!.id,
        action: base.action,
        payoutTotal: String(payoutTotal),
      });
      return view(merchant, row!, event);
    });
  }

  /** The request locked and still pending, with its match locked. @throws not_found, invalid_state */
  async function decidable(tx: Tx, merchant: ResolvedMerchant, id: number) {
    const [found] = await tx
      .select()
      .from(sportSettlementRequests)
      .where(and(eq(sportSettlementRequests.merchantId, merchant.id), eq(sportSettlementRequests.id, id)));
    if (!found) throw new ApiError('not_found', 'No such settlement request', { field: 'id' });
    const event = await lockEvent(tx, merchant, found.eventId);
    const [row] = await tx.select().from(sportSettlementRequests).where(eq(sportSettlementRequests.id, id)).for('update');
    if (row!.status !== 'pending') throw new ApiError('invalid_state', `This settlement is ${row!.status} already`);
    return { row: row!, event };
  }

  async function decide(tx: Tx, id: number, status: 'confirmed' | 'rejected', actor: Actor) {
    const [row] = await tx
      .update(sportSettlementRequests)
      .set({ status, decidedBy: actor.operatorId, decidedByName: actor.operatorName, decidedAt: deps.clock.now() })
      .where(eq(sportSettlementRequests.id, id))
      .returning();
    return row!;
  }

  /** Confirms another operator's settlement: applied now. @throws not_found, invalid_state, second_approver_required */
  function confirm(merchant: ResolvedMerchant, id: number, actor: Actor): Promise<SettlementRequest> {
    return db.transaction(async (tx) => {
      const { row, event } = await decidable(tx, merchant, id);
      if (row.requestedBy === actor.operatorId)
        throw new ApiError('second_approver_required', 'You asked for this settlement: a second, different operator must confirm it');
      const input = {
        action: row.action as SettlementAction,
        reason: row.reason,
        result: row.result as DeskScore | undefined,
        marketIds: row.marketIds?.map(String),
      };
      const { payoutTotal } = await apply(tx, merchant, event, input);
      const decided = await decide(tx, id, 'confirmed', actor);
      await record(tx, merchant, actor, `sportsbook.settlement.${row.action}`, event, {
        ...{ requestId: id, requestedBy: row.requestedByName, reason: row.reason, result: row.result, payoutTotal: String(payoutTotal) },
      });
      return view(merchant, decided, event);
    });
  }

  /** Rejects a waiting settlement (the maker withdraws its own): nothing applied. @throws not_found, invalid_state */
  function reject(merchant: ResolvedMerchant, id: number, actor: Actor): Promise<SettlementRequest> {
    return db.transaction(async (tx) => {
      const { row, event } = await decidable(tx, merchant, id);
      const decided = await decide(tx, id, 'rejected', actor);
      await record(tx, merchant, actor, 'sportsbook.settlement.rejected', event, { requestId: id, requestedBy: row.requestedByName });
      return view(merchant, decided, event);
    });
  }

  /** Requests, newest first (of one status, or one match's pending ones). */
  async function list(merchant: ResolvedMerchant, filter: { status?: string; eventId?: number }): Promise<SettlementRequest[]> {
    const rows = await db
      .select({ row: sportSettlementRequests, home: sportEvents.home, away: sportEvents.away })
      .from(sportSettlementRequests)
      .innerJoin(sportEvents, eq(sportEvents.id, sportSettlementRequests.eventId))
      .where(
        and(
          eq(sportSettlementRequests.merchantId, merchant.id),
          filter.status ? eq(sportSettlementRequests.status, filter.status) : undefined,
          filter.eventId ? eq(sportSettlementRequests.eventId, filter.eventId) : undefined,
        ),
      )
      .orderBy(desc(sportSettlementRequests.id))
      .limit(100);
    return rows.map((entry) => view(merchant, entry.row, entry));
  }

  return { request, confirm, reject, list };
}
