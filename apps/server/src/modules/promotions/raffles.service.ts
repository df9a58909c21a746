// Raffles as members and operators use them (docs/promotions.md, Raffles; ADR 0039): entries earned from
// deposits (in the deposit's own transaction) and valid turnover (brought up to date by a job and by the draw),
// the draw's public result, the member's entries and prize, the prize's claim (through awards.ts, so a prize is a
// bonus grant with the promotion's wagering, or cash without), and the console's view and early draw.
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor } from '@orbit/contracts/money';
import type { ConsoleRaffle, MyRaffle, RaffleResult } from '@orbit/contracts/raffles';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskUsername } from '../../lib/mask-username.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import { award } from './awards.ts';
import type { PromotionBonusPort } from './bonus-port.ts';
import { usernamesOf } from './member-facts.ts';
import * as repo from './promotions.repo.ts';
import { drawDue, drawOne, entrantsOf, refreshEntries } from './raffle-draw.ts';
import * as raffles from './raffles.repo.ts';

export interface RafflesDeps {
  database: Database;
  clock: Clock;
  bonuses: PromotionBonusPort;
  audit: AuditSink;
  merchantById(id: number): Promise<ResolvedMerchant | undefined>;
}

/** The period key of a raffle prize's claim: one prize per member and raffle. */
const PRIZE_PERIOD = 'raffle';

function resultOf(merchant: ResolvedMerchant, raffle: raffles.RaffleRow, winners: raffles.WinnerRow[]): RaffleResult {
  const drawn = raffle.state === 'drawn';
  return {
    promotionId: raffle.promotionId,
    state: raffle.state as RaffleResult['state'],
    drawsAt: raffle.drawsAt.toISOString(),
    commitment: raffle.commitment,
    // The seed stays secret until the draw: knowing it earlier would tell who wins a given entry list.
    serverSeed: drawn ? raffle.serverSeed : null,
    drawnAt: raffle.drawnAt?.toISOString() ?? null,
    entrants: raffle.entrants ?? 0,
    entries: raffle.entries ?? 0,
    entryDigest: raffle.entryDigest,
    entryCounts: raffle.entryCounts ?? [],
    winners: winners.map((w) => ({
      place: w.place,
      amount: formatMinor(w.amount, exponentOf(merchant.currency)),
      name: maskUsername(w.username),
      position: w.position,
    })),
  };
}

export function createRaffles(deps: RafflesDeps) {
  const { db } = deps.database;
  const { clock, bonuses, audit } = deps;
  const money = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));

  /** Records a credited deposit as an entry event of every open deposit raffle, in a savepoint: never fails the deposit. */
  async function onDeposit(tx: Tx, merchant: ResolvedMerchant, deposit: { id: number; memberId: number; amount: bigint }) {
    const now = clock.now();
    try {
      await tx.transaction(async (inner) => {
        for (const raffle of await raffles.openRaffles(inner, merchant.id, 'deposit', now))
          await raffles.insertEntry(inner, {
            merchantId: merchant.id,
            promotionId: raffle.promotionId,
            memberId: deposit.memberId,
            source: 'deposit',
            sourceRef: String(deposit.id),
            amount: deposit.amount,
            createdAt: now,
          });
      });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }

  /** The job's work: every open turnover raffle's entries brought up to the wallet's turnover, one transaction each. */
  async function refreshTurnoverEntries() {
    const now = clock.now();
    let refreshed = 0;
    for (const open of await raffles.openTurnoverRaffles(db, now)) {
      const merchant = await deps.merchantById(open.merchantId);
      if (!merchant) continue;
      await db.transaction(async (tx) => {
        const [raffle] = (await raffles.openRaffles(tx, merchant.id, 'valid_turnover', now)).filter((row) => row.promotionId === open.promotionId);
        const promotion = await repo.promotionById(tx, merchant.id, open.promotionId);
        if (!raffle || !promotion) return;
        await refreshEntries(tx, merchant, promotion, raffle, now);
        refreshed += 1;
      });
    }
    return { refreshed };
  }

  async function raffleOrNotFound(tx: Tx, merchant: ResolvedMerchant, id: number, published: boolean) {
    const promotion = await repo.promotionById(tx, merchant.id, id);
    const raffle = await raffles.raffleOf(tx, merchant.id, id);
    if (!promotion || !raffle || (published && promotion.state !== 'published')) throw new ApiError('not_found', 'No such raffle');
    return { promotion, raffle };
  }

  /** @throws not_found */
  async function result(merchant: ResolvedMerchant, id: number): Promise<RaffleResult> {
    const { raffle } = await raffleOrNotFound(db, merchant, id, true);
    return resultOf(merchant, raffle, await raffles.winnersOf(db, id));
  }

  /** @throws not_found */
  async function mine(merchant: ResolvedMerchant, memberId: number, id: number): Promise<MyRaffle> {
    const { raffle } = await raffleOrNotFound(db, merchant, id, true);
    const [counted] = await raffles.countedByMember(db, id, memberId);
    const [entrant] = await entrantsOf(db, raffle, memberId);
    const winner = await raffles.winnerOf(db, merchant.id, id, memberId);
    return {
      entries: entrant?.entries ?? 0,
      maxEntries: raffle.maxEntries,
      counted: money(merchant, counted?.counted ?? 0n),
      prize: winner ? { place: winner.place, amount: money(merchant, winner.amount), claimed: winner.claimId !== null } : null,
    };
  }

  async function consoleView(tx: Tx, merchant: ResolvedMerchant, id: number): Promise<ConsoleRaffle> {
    const { raffle } = await raffleOrNotFound(tx, merchant, id, false);
    const winners = await raffles.winnersOf(tx, id);
    const entrants = await entrantsOf(tx, raffle);
    const names = await usernamesOf(
      tx,
      merchant.id,
      entrants.map((e) => e.memberId),
    );
    return {
      ...resultOf(merchant, raffle, winners),
      entryList: entrants.map((e, position) => ({ position, username: names.get(e.memberId) ?? '?', entries: e.entries, counted: money(merchant, e.counted) })),
      winnerList: winners.map((w) => ({
        place: w.place,
        username: w.username,
        amount: money(merchant, w.amount),
        claimed: w.claimId !== null,
        claimedAt: w.claimedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * Draws now a raffle whose draw time has passed (the job would in a minute); a drawn raffle answers its draw.
   * @throws not_found, invalid_state (the draw time has not come, or the promotion is not published)
   */
  async function drawNow(merchant: ResolvedMerchant, id: number, actor: Actor): Promise<ConsoleRaffle> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const { promotion, raffle } = await raffleOrNotFound(tx, merchant, id, false);
      if (raffle.state === 'open') {
        if (raffle.drawsAt > now) throw new ApiError('invalid_state', 'The draw time has not come yet', { field: 'drawAt' });
        if (promotion.state !== 'published') throw new ApiError('invalid_state', 'Only a published raffle is drawn', { field: 'state' });
        const drawn = await drawOne(tx, merchant, id, now);
        if (drawn) await audit.record(tx, { merchantId: merchant.id, actor, action: 'promotions.raffle.draw', target: String(id), detail: drawn });
      }
      return consoleView(tx, merchant, id);
    });
  }

  /**
   * Claims the member's prize of a drawn raffle, once; the same requestId answers the first claim.
   * @throws not_found (no such raffle, or no prize of the member's), promotion_already_claimed, promotion_budget_exhausted, idempotency_conflict
   */
  async function claimPrize(merchant: ResolvedMerchant, memberId: number, id: number, requestId: string): Promise<repo.ClaimRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      // Every award of the promotion waits on its row (awards.ts); the winner's row is the prize's own lock.
      const promotion = await repo.promotionById(tx, merchant.id, id, true);
      if (!promotion || promotion.kind !== 'raffle' || promotion.state === 'archived') throw new ApiError('not_found', 'No such raffle');
      const replay = await repo.claimBySource(tx, merchant.id, 'raffle', requestId, memberId);
      if (replay) {
        if (replay.promotionId !== id) throw new ApiError('idempotency_conflict', 'This requestId was used for another claim');
        return replay;
      }
      const winner = await raffles.winnerOf(tx, merchant.id, id, memberId, true);
      if (!winner) throw new ApiError('not_found', 'You have no prize in this raffle');
      if (winner.claimId !== null) throw new ApiError('promotion_already_claimed', 'This prize was claimed already');
      const claim = await award(tx, bonuses, {
        merchant,
        promotion,
        memberId,
        amount: winner.amount,
        periodKey: PRIZE_PERIOD,
        source: 'raffle',
        sourceRef: requestId,
        now,
      });
      await raffles.setWinnerClaim(tx, id, winner.place, claim.id, now);
      return claim;
    });
  }

  return {
    onDeposit,
    refreshTurnoverEntries,
    drawDue: () => drawDue(deps.database, deps.merchantById, clock.now()),
    result,
    mine,
    console: (merchant: ResolvedMerchant, id: number) => consoleView(db, merchant, id),
    drawNow,
    claimPrize,
  };
}

export type Raffles = ReturnType<typeof createRaffles>;
