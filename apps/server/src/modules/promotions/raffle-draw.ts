// A raffle's draw (docs/promotions.md, Raffles; ADR 0039): exactly once, under the raffle row's lock. The draw
// brings turnover entries up to date, lists the entrants (in member order, those outside the promotion's
// audience left out), draws the places from the committed server seed and the list's digest with the fair
// helpers of packages/games, writes the winners and marks the raffle drawn, all in the caller's transaction.
import { ApiError } from '@orbit/contracts/envelope';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { drawRaffle, entryListDigest } from '@orbit/games/raffle';
import type { Database, Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import { usernamesOf } from './member-facts.ts';
import { checkMember } from './member.service.ts';
import * as repo from './promotions.repo.ts';
import { entriesOf, placeAmounts, prizeLines, turnoverDays } from './raffle-rules.ts';
import * as raffles from './raffles.repo.ts';

export interface Entrant {
  memberId: number;
  counted: bigint;
  entries: number;
}

/** Whether the promotion has audience rules to check entrant by entrant. */
function hasAudience(promotion: repo.PromotionRow): boolean {
  return (
    promotion.newWithinDays !== null ||
    promotion.noPriorDeposit ||
    promotion.memberLabels.length > 0 ||
    promotion.agentId !== null ||
    promotion.countries.length > 0
  );
}

/** Brings a turnover raffle's entry events up to the wallet's turnover (no-op for a deposit raffle). */
export async function refreshEntries(tx: Tx, merchant: Pick<ResolvedMerchant, 'timeZone'>, promotion: repo.PromotionRow, raffle: raffles.RaffleRow, now: Date) {
  if (raffle.entryBasis !== 'valid_turnover') return;
  await raffles.refreshTurnover(tx, raffle, turnoverDays(raffle, promotion.startsAt, promotion.createdAt, merchant.timeZone), now);
}

/** The members with at least one entry, in member order, each with its entries. */
export async function entrantsOf(tx: Tx, raffle: raffles.RaffleRow, memberId?: number): Promise<Entrant[]> {
  const counted = await raffles.countedByMember(tx, raffle.promotionId, memberId);
  return counted.map((row) => ({ ...row, entries: entriesOf(row.counted, raffle) })).filter((row) => row.entries > 0);
}

async function inAudience(tx: Tx, merchant: ResolvedMerchant, promotion: repo.PromotionRow, entrants: Entrant[], now: Date): Promise<Entrant[]> {
  if (!hasAudience(promotion)) return entrants;
  const kept: Entrant[] = [];
  for (const entrant of entrants) {
    try {
      await checkMember(tx, merchant, promotion, entrant.memberId, now);
      kept.push(entrant);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return kept;
}

/**
 * Draws the raffle if its time has come and it is still open; answers what was drawn, or null (not due, not
 * published, or drawn already by another runner: the lock makes the second one see it drawn).
 */
export async function drawOne(tx: Tx, merchant: ResolvedMerchant, promotionId: number, now: Date) {
  const promotion = await repo.promotionById(tx, merchant.id, promotionId);
  const raffle = await raffles.raffleOf(tx, merchant.id, promotionId, 'update');
  if (!promotion || !raffle || raffle.state !== 'open' || raffle.drawsAt > now || promotion.state !== 'published') return null;
  await refreshEntries(tx, merchant, promotion, raffle, now);
  const entrants = await inAudience(tx, merchant, promotion, await entrantsOf(tx, raffle), now);
  const counts = entrants.map((entrant) => entrant.entries);
  const places = placeAmounts(prizeLines(raffle));
  const positions = drawRaffle({ serverSeed: raffle.serverSeed, counts, places: places.length }, nodeHash);
  const names = await usernamesOf(
    tx,
    merchant.id,
    positions.map((position) => entrants[position]!.memberId),
  );
  await raffles.insertWinners(
    tx,
    positions.map((position, index) => {
      const memberId = entrants[position]!.memberId;
      return {
        promotionId,
        place: index + 1,
        merchantId: merchant.id,
        memberId,
        username: names.get(memberId) ?? '?',
        position,
        amount: places[index]!,
        createdAt: now,
      };
    }),
  );
  const entries = counts.reduce((sum, count) => sum + count, 0);
  await raffles.updateRaffle(tx, promotionId, {
    state: 'drawn',
    drawnAt: now,
    entrants: entrants.length,
    entries,
    entryDigest: entryListDigest(counts, nodeHash),
    entryCounts: counts,
  });
  return { promotionId, entrants: entrants.length, entries, winners: positions.length };
}

/**
 * The job's work: every due raffle of every merchant, oldest first, each in its own transaction (the merchant is
 * resolved outside it: embedded PGlite has one connection). The raffle row's lock and state make each draw once
 * whichever runner gets there first.
 */
export async function drawDue(database: Database, merchantById: (id: number) => Promise<ResolvedMerchant | undefined>, now: Date) {
  const drawn = [];
  for (const due of await raffles.dueRaffles(database.db, now, 20)) {
    const merchant = await merchantById(due.merchantId);
    if (!merchant) continue;
    const result = await database.db.transaction((tx) => drawOne(tx, merchant, due.promotionId, now));
    if (result) drawn.push(result);
  }
  return { drawn };
}
