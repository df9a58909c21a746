// Cash-out (docs/sportsbook.md, Cash-out; ADR 0044): the member closes an accepted, unsettled bet at the price
// the book quotes now (cash-out.price.ts). The quote is only a reading; the cash-out itself locks the bet's row,
// works the price out again and takes it only when it is still the amount the member saw (else
// sports_cashout_changed with the new amount). The bet is then settled at that price with its cashed-out
// marker, and paid by the same claimed credit as a settlement (bets.money.ts pay: payout − paid), so the
// wallet sees one credit whichever comes first; later results of its legs change nothing (bets.settle.ts).
// A settlement that got the bet's lock first leaves it settled, and the cash-out is refused as unavailable.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type { SportBet } from '@orbit/contracts/sportsbook';
import type { Database, Tx } from '../../../db/client.ts';
import { sportBetLegs, sportBets, sportEvents, sportMarkets, sportOutcomes } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import type { HouseWallet } from '../../../vendors/house/house-wallet.ts';
import { apiErrorOf } from '../../../vendors/house/round-book.ts';
import { SPORTSBOOK_VENDOR } from '../sportsbook-games.ts';
import { sportsbookSettings } from './bets.check.ts';
import { cashOutPrice, marketTakesBets, type CashOutLeg } from './cash-out.price.ts';

type BetRow = typeof sportBets.$inferSelect;
type Reader = Database['db'] | Tx;
type SportCashOut = NonNullable<SportBet['cashOut']>;

/** The legs of bets as the price needs them: odds taken, result, odds now, and whether the market takes bets. */
async function cashOutLegs(db: Reader, betIds: number[], now: Date): Promise<Map<number, CashOutLeg[]>> {
  if (betIds.length === 0) return new Map();
  const rows = await db
    .select({ leg: sportBetLegs, current: sportOutcomes.odds, market: sportMarkets.status, event: sportEvents.status, startsAt: sportEvents.startsAt })
    .from(sportBetLegs)
    .innerJoin(sportOutcomes, eq(sportOutcomes.id, sportBetLegs.outcomeId))
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
    .innerJoin(sportEvents, eq(sportEvents.id, sportBetLegs.eventId))
    .where(inArray(sportBetLegs.betId, betIds))
    .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.leg));
  const legs = new Map<number, CashOutLeg[]>();
  for (const row of rows) {
    const open = marketTakesBets({ status: row.market }, { status: row.event, startsAt: row.startsAt }, now);
    const entry = { odds: row.leg.odds, result: row.leg.result, deadHeat: row.leg.deadHeat, current: row.current, open };
    legs.set(row.leg.betId, [...(legs.get(row.leg.betId) ?? []), entry]);
  }
  return legs;
}

/** Each bet's cash-out as My bets shows it: the price now of an accepted bet, or what a cashed-out one took. */
export async function cashOutViews(db: Reader, merchant: ResolvedMerchant, bets: BetRow[], now: Date): Promise<Map<number, SportCashOut>> {
  const money = (minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));
  const views = new Map<number, SportCashOut>();
  const accepted = bets.filter((bet) => bet.status === 'accepted');
  const legs = await cashOutLegs(
    db,
    accepted.map((bet) => bet.id),
    now,
  );
  const margin = sportsbookSettings(merchant).cashOutMarginPercent;
  for (const bet of accepted) {
    const price = cashOutPrice(bet.stake, legs.get(bet.id) ?? [], margin);
    views.set(bet.id, price === null ? { status: 'unavailable', amount: null } : { status: 'available', amount: money(price) });
  }
  for (const bet of bets) if (bet.cashedOutAt !== null) views.set(bet.id, { status: 'cashed_out', amount: money(bet.payout ?? 0n) });
  return views;
}

export function createCashOut(deps: {
  database: Database;
  clock: Clock;
  wallet: HouseWallet;
  pay: (merchant: ResolvedMerchant, betId: number) => Promise<void>;
}) {
  const { db } = deps.database;
  const unavailable = () => new ApiError('sports_cashout_unavailable', 'This bet cannot be cashed out now', { field: 'betId' });

  async function playerOf(merchant: ResolvedMerchant, token: string): Promise<string> {
    try {
      const reply = await deps.wallet.call({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: SPORTSBOOK_VENDOR }, 'authenticate', { token });
      return reply.player;
    } catch (error) {
      throw apiErrorOf(error);
    }
  }

  /** The member's bet by its id (the round id), locked when in a transaction that asks. */
  async function betOf(reader: Reader, merchant: ResolvedMerchant, player: string, betId: string, lock: boolean): Promise<BetRow | undefined> {
    const query = reader
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.merchantId, merchant.id), eq(sportBets.roundId, betId), eq(sportBets.player, player)));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** The price now of an accepted bet, or null when it cannot be cashed out. */
  async function priceOf(reader: Reader, merchant: ResolvedMerchant, bet: BetRow): Promise<bigint | null> {
    if (bet.status !== 'accepted' || bet.cashedOutAt !== null) return null;
    const legs = (await cashOutLegs(reader, [bet.id], deps.clock.now())).get(bet.id) ?? [];
    return cashOutPrice(bet.stake, legs, sportsbookSettings(merchant).cashOutMarginPercent);
  }

  const money = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));

  /** What the bet can be cashed out for now. @throws game_token_invalid, sports_cashout_unavailable */
  async function quote(merchant: ResolvedMerchant, input: { token: string; betId: string }): Promise<{ betId: string; amount: string }> {
    const player = await playerOf(merchant, input.token);
    const bet = await betOf(db, merchant, player, input.betId, false);
    const price = bet ? await priceOf(db, merchant, bet) : null;
    if (price === null) throw unavailable();
    return { betId: input.betId, amount: money(merchant, price) };
  }

  /**
   * Cashes the bet out at `amount` when that is still its price, and pays it. The same requestId again answers
   * the same cash-out. Answers the bet as it then is.
   * @throws game_token_invalid, stake_invalid (amount), sports_cashout_unavailable, sports_cashout_changed (details.amount: the new price)
   */
  async function cashOut(merchant: ResolvedMerchant, input: { token: string; betId: string; amount: string; requestId: string }): Promise<BetRow> {
    const player = await playerOf(merchant, input.token);
    const asked = parseAmount(input.amount, exponentOf(merchant.currency));
    if (!asked.ok) throw new ApiError('stake_invalid', 'The cash-out amount is above 0 with the currency’s decimals', { field: 'amount' });
    const now = deps.clock.now();
    const taken = await db.transaction(async (tx) => {
      const bet = await betOf(tx, merchant, player, input.betId, true);
      if (bet && bet.cashOutRequestId === input.requestId) return bet;
      const price = bet ? await priceOf(tx, merchant, bet) : null;
      if (!bet || price === null) throw unavailable();
      if (price !== asked.minor)
        throw new ApiError('sports_cashout_changed', `The cash-out amount is now ${money(merchant, price)}`, {
          field: 'amount',
          details: { amount: money(merchant, price) },
        });
      const [row] = await tx
        .update(sportBets)
        .set({ status: 'settled', payout: price, settledAt: now, cashedOutAt: now, cashOutRequestId: input.requestId })
        .where(eq(sportBets.id, bet.id))
        .returning();
      return row!;
    });
    await deps.pay(merchant, taken.id);
    const [after] = await db.select().from(sportBets).where(eq(sportBets.id, taken.id));
    return after ?? taken;
  }

  return { quote, cashOut };
}
