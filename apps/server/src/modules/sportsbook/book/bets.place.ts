// Placing a sports bet (docs/sportsbook.md, Placing a bet), as the lottery sells a ticket: everything that can
// refuse the slip is checked first (bets.check.ts), then the bet and its legs are written in one transaction
// under the player's lock (where the member's other open bets on each market count against its maximum
// payout), and only then is the stake taken with a seamless debit `{roundId}:bet`. A pre-match bet is then
// accepted; a live one is pending until its delay ends (bets.money.ts decides it). A refused debit refuses
// the bet; a debit whose answer is lost leaves it open for the same request to resend, or for the pass to roll
// back after 30 s. The same requestId sent again answers the same bet and never takes a stake twice.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import { errorCodeOf, type Database } from '../../../db/client.ts';
import { sportBetLegs, sportBets, sportMemberLimits } from '../../../db/schema/sportsbook.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import type { HouseWallet } from '../../../vendors/house/house-wallet.ts';
import { apiErrorOf, minorOf, requestFingerprint, sameRequest } from '../../../vendors/house/round-book.ts';
import { SeamlessCallError } from '../../../vendors/house/seamless-client.ts';
import { SPORTSBOOK_GAME, SPORTSBOOK_VENDOR, ESPORTS_GAME } from '../sportsbook-games.ts';
import { checkBet, settingMinor, sportsbookSettings, type BetInput, type CheckedBet } from './bets.check.ts';
import { holdLiability } from './liability.ts';
import { recomputeBet } from './bets.settle.ts';

/** pg_advisory_xact_lock(namespace, hash of the player): one player's bets are written one at a time. */
const LOCK_NAMESPACE = 4_206_021;
/** A retry this soon may resend an unanswered debit; later only the pass finishes the bet (it may be rolling it back). */
const RESEND_WITHIN_MS = 20_000;

type BetRow = typeof sportBets.$inferSelect;

export function createBetPlacement(deps: { database: Database; clock: Clock; wallet: HouseWallet }) {
  const { db } = deps.database;
  const target = (merchant: ResolvedMerchant) => ({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: SPORTSBOOK_VENDOR });

  async function stakeFactor(merchant: ResolvedMerchant, player: string): Promise<number> {
    const [row] = await db
      .select({ percent: sportMemberLimits.stakeFactorPercent })
      .from(sportMemberLimits)
      .where(and(eq(sportMemberLimits.merchantId, merchant.id), eq(sportMemberLimits.player, player)));
    return row?.percent ?? 100;
  }

  async function earlierBet(merchant: ResolvedMerchant, player: string, requestId: string, fingerprint: string): Promise<BetRow | undefined> {
    const [row] = await db
      .select()
      .from(sportBets)
      .where(and(eq(sportBets.merchantId, merchant.id), eq(sportBets.player, player), eq(sportBets.requestId, requestId)));
    if (row) sameRequest(row.requestHash, fingerprint);
    return row;
  }

  /**
   * Writes the bet and its legs, or nothing.
   * @throws sports_payout_limit (with the player's other open bets on a market), sports_sold_out (the book's liability on an outcome)
   */
  async function write(merchant: ResolvedMerchant, player: string, input: BetInput, bet: CheckedBet, fingerprint: string): Promise<BetRow> {
    const now = deps.clock.now();
    const delay = sportsbookSettings(merchant).liveDelaySeconds;
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${`${merchant.id}:${player}`}))`);
      for (const [index, leg] of bet.legs.entries()) {
        const [held] = await tx
          .select({ sum: sql<string>`COALESCE(SUM(${sportBets.potentialReturn}), 0)` })
          .from(sportBets)
          .where(
            and(
              eq(sportBets.merchantId, merchant.id),
              eq(sportBets.player, player),
              inArray(sportBets.status, ['open', 'pending', 'accepted']),
              sql`EXISTS (SELECT 1 FROM ${sportBetLegs} WHERE ${sportBetLegs.betId} = ${sportBets.id} AND ${sportBetLegs.marketId} = ${leg.marketId})`,
            ),
          );
        if (BigInt(held?.sum ?? '0') + bet.potentialReturn > bet.maxPayout)
          throw new ApiError('sports_payout_limit', 'Your bets on this market may return at most the market’s maximum payout', { field: `legs[${index}]` });
      }
      const cap = settingMinor(sportsbookSettings(merchant).maxLiabilityPerOutcome, exponentOf(merchant.currency));
      await holdLiability(
        tx,
        bet.legs.map((leg) => leg.outcomeId),
        bet.potentialReturn - bet.stake,
        cap,
      );
      const esports = bet.legs.every((leg) => leg.sport === 'esports');
      const longest = Math.max(...bet.legs.map((leg) => delay[leg.sport as keyof typeof delay] ?? 5));
      const [row] = await tx
        .insert(sportBets)
        .values({
          ...{ merchantId: merchant.id, vendorCode: SPORTSBOOK_VENDOR, gameCode: esports ? ESPORTS_GAME : SPORTSBOOK_GAME, player },
          ...{ roundId: `sb-${now.getTime().toString(36)}-${randomBytes(5).toString('hex')}`, requestId: input.requestId, requestHash: fingerprint },
          ...{ kind: bet.kind, stake: bet.stake, odds: bet.odds, potentialReturn: bet.potentialReturn, acceptOdds: input.acceptOdds },
          ...{ live: bet.live, status: 'open', decideAt: bet.live ? new Date(now.getTime() + longest * 1000) : null, createdAt: now },
        })
        .returning();
      await tx.insert(sportBetLegs).values(
        bet.legs.map((leg, index) => ({
          ...{ betId: row!.id, leg: index, eventId: leg.eventId, marketId: leg.marketId, outcomeId: leg.outcomeId },
          ...{ odds: leg.odds, marketVersion: leg.marketVersion },
        })),
      );
      return row!;
    });
  }

  /** Takes an open bet's stake; answers the bet as it then is and the balance the wallet answered. */
  async function takeStake(merchant: ResolvedMerchant, bet: BetRow, token: string): Promise<{ bet: BetRow; balance?: string }> {
    try {
      const reply = await deps.wallet.call(target(merchant), 'debit', {
        token,
        player: bet.player,
        transactionId: `${bet.roundId}:bet`,
        roundId: bet.roundId,
        gameCode: bet.gameCode,
        amount: formatMinor(bet.stake, exponentOf(merchant.currency)),
      });
      const now = deps.clock.now();
      const taken = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sportBets)
          .set({ status: bet.live ? 'pending' : 'accepted' })
          .where(and(eq(sportBets.id, bet.id), eq(sportBets.status, 'open')))
          .returning();
        // Accepted after its market was settled (an answer that came late): worked out at once.
        if (row?.status === 'accepted') await recomputeBet(tx, row, now);
        return row;
      });
      return { bet: taken ?? (await reread(bet)), balance: reply.balance };
    } catch (error) {
      if (!(error instanceof SeamlessCallError) || error.unanswered) return { bet };
      const [row] = await db
        .update(sportBets)
        .set({ status: 'refused', errorCode: error.code })
        .where(and(eq(sportBets.id, bet.id), eq(sportBets.status, 'open')))
        .returning();
      if (row) throw apiErrorOf(error);
      return { bet: await reread(bet) };
    }
  }

  const reread = async (bet: BetRow) => (await db.select().from(sportBets).where(eq(sportBets.id, bet.id)))[0] ?? bet;

  /**
   * Places the slip. Answers the bet (accepted, or pending through a live delay; open when the wallet did not
   * answer: send the same request again) and the balance.
   * @throws game_token_invalid, sports_real_money_only, idempotency_conflict, insufficient_funds, account_frozen,
   *   vendor_unavailable, and every refusal of checkBet
   */
  async function place(merchant: ResolvedMerchant, input: BetInput): Promise<{ bet: BetRow; balance: string }> {
    let player;
    try {
      player = await deps.wallet.call(target(merchant), 'authenticate', { token: input.token });
    } catch (error) {
      throw apiErrorOf(error);
    }
    if (!player.real) throw new ApiError('sports_real_money_only', 'Sports bets are taken for real money only; please log in to your own account');
    // A request sent again answers its first bet even when the odds have moved since.
    const stake = parseAmount(input.stake, exponentOf(merchant.currency));
    const fingerprint = requestFingerprint('sports.bet', {
      legs: input.legs.map((leg) => [leg.outcomeId, leg.odds]),
      stake: stake.ok ? stake.minor : input.stake,
      acceptOdds: input.acceptOdds,
    });
    const earlier = await earlierBet(merchant, player.player, input.requestId, fingerprint);
    if (earlier) return finish(merchant, earlier, input.token, player.balance);
    const checked = await checkBet(deps.database, merchant, input, deps.clock.now(), await stakeFactor(merchant, player.player));
    if (minorOf(merchant, player.balance) < checked.stake)
      throw new ApiError('insufficient_funds', 'Your balance is too low for this stake', { field: 'stake' });
    let bet: BetRow;
    try {
      bet = await write(merchant, player.player, input, checked, fingerprint);
    } catch (error) {
      // The same slip sent twice at once: the copy that lost the unique index answers the first one's bet.
      if (errorCodeOf(error) !== '23505') throw error;
      const first = await earlierBet(merchant, player.player, input.requestId, fingerprint);
      if (!first) throw error;
      return finish(merchant, first, input.token, player.balance);
    }
    const taken = await takeStake(merchant, bet, input.token);
    return { bet: taken.bet, balance: taken.balance ?? player.balance };
  }

  /** A bet an earlier copy of the request wrote: its debit sent again while recent and unanswered. */
  async function finish(merchant: ResolvedMerchant, bet: BetRow, token: string, balance: string) {
    if (bet.status === 'refused') throw apiErrorOf(new SeamlessCallError((bet.errorCode ?? 'bad_parameters') as never, 'The wallet refused the bet'));
    if (bet.status !== 'open' || deps.clock.now().getTime() - bet.createdAt.getTime() >= RESEND_WITHIN_MS) return { bet, balance };
    const taken = await takeStake(merchant, bet, token);
    return { bet: taken.bet, balance: taken.balance ?? balance };
  }

  return { place };
}
