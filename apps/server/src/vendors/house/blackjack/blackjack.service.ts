// House blackjack (docs/house-games.md): a hand is one round of the house vendor HCARD. The shoe is fixed at the deal by
// the player's seed pair and the next nonce; the stake goes through the seamless debit, a double or split
// through their own debits, the win through the seamless credit, as an outside vendor's would. See ADR 0016
// for the hand's money flow and hand-play.ts for the actions.// What the table shows (a hand, the last hands, the session) is table-reads.ts.
import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { FairRng } from '@orbit/games/fair/rng';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { startBlackjack, type BlackjackAction } from '@orbit/games/tables/blackjack';
import { houseRounds } from '../../../db/schema/house.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { apiErrorOf, minorOf, requestFingerprint, show, type RoundRow } from '../round-book.ts';
import { rotate, takeNonce } from '../seeds.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { createHandPlay, type HandDeps } from './hand-play.ts';
import { recordOf, storedState, type HandRecord } from './hand-record.ts';
import { BLACKJACK_GAME, BLACKJACK_VENDOR, createTableSettings } from './table-settings.ts';
import { createTableReads, ownerOf } from './table-reads.ts';

/** A hand nobody has touched for this long is finished by the sweep (the player's remaining hands stand). */
export const ABANDONED_AFTER_MS = 3 * 60_000;

export type HouseBlackjack = ReturnType<typeof createHouseBlackjack>;

export function createHouseBlackjack(deps: HandDeps & { merchantById: (id: number) => Promise<ResolvedMerchant | undefined> }) {
  const { db } = deps.database;
  const { book } = deps;
  const play = createHandPlay(deps);
  const settings = createTableSettings(deps.database);
  const { recall, handInPlay, answer, session } = createTableReads(deps, settings);

  /** Takes a new hand's stake; a blackjack at the deal ends the hand and is paid at once. */
  async function takeStake(merchant: ResolvedMerchant, row: RoundRow, token: string): Promise<RoundRow> {
    let walletBalance: bigint;
    try {
      const taken = await deps.wallet.call(book.targetOf(merchant, BLACKJACK_VENDOR), 'debit', {
        token,
        player: row.player,
        transactionId: `${row.roundId}:bet`,
        roundId: row.roundId,
        gameCode: row.gameCode,
        amount: show(merchant, row.stake),
      });
      walletBalance = minorOf(merchant, taken.balance);
    } catch (error) {
      // No answer: the same requestId sends the stake again; the round book's sweep refunds it if taken.
      if (error instanceof SeamlessCallError && !error.unanswered && error.code !== 'retry_later')
        await book.update(row, { status: 'refused', errorCode: error.code, settledAt: deps.clock.now() });
      throw apiErrorOf(error);
    }
    const record = { ...recordOf(row), walletBalance: walletBalance.toString() };
    const playing = await play.save(row, record, { status: 'playing', balanceBefore: walletBalance + row.stake });
    if (!playing) return book.update(row, {}); // someone else's repeat moved it on
    return record.state.phase === 'settled' ? play.endHand(merchant, playing) : playing;
  }

  /**
   * Deals a hand.
   * @throws amount_invalid, amount_below_minimum, amount_above_maximum, invalid_state (a hand is in play),
   *   idempotency_conflict (the requestId was used for another request), insufficient_funds, account_frozen, game_token_invalid, vendor_unavailable
   */
  async function deal(merchant: ResolvedMerchant, input: { token: string; stake: string; requestId: string }) {
    const stake = await settings.stakeOf(merchant, input.stake);
    const player = await book.authenticate(merchant, BLACKJACK_VENDOR, input.token);
    const owner = ownerOf(merchant, player.player);
    const fingerprint = requestFingerprint('blackjack.deal', { stake });
    const repeat = await book.findByRequest(owner, input.requestId, fingerprint);
    if (repeat) {
      const again = repeat.real && repeat.status === 'open' ? await takeStake(merchant, repeat, input.token) : await play.repeated(merchant, repeat);
      return answer(merchant, again, player.balance);
    }
    if (await handInPlay(owner)) throw new ApiError('invalid_state', 'Finish the hand in play first');
    if (!player.real && (await book.playMoney(owner)) < stake)
      throw new ApiError('insufficient_funds', 'Your play money is too low for this stake', { field: 'stake' });

    const now = deps.clock.now();
    const { seed, nonce } = await takeNonce(db, owner, now);
    const state = startBlackjack(new FairRng({ serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }, nodeHash), stake);
    const record: HandRecord = {
      rev: 0,
      baseStake: stake.toString(),
      steps: [],
      pending: null,
      walletBalance: null,
      lastActionAt: now.toISOString(),
      finishedBySweep: false,
      state: storedState(state),
    };
    // The same deal sent twice at once: the first one plays it; the copy that lost answers its hand.
    const { row, first } = await book.open({
      merchantId: merchant.id,
      vendorCode: BLACKJACK_VENDOR,
      gameCode: BLACKJACK_GAME,
      player: player.player,
      roundId: `blackjack-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`,
      requestId: input.requestId,
      requestHash: fingerprint,
      real: player.real,
      stake,
      win: 0n,
      seedId: seed.id,
      nonce,
      outcome: record as unknown as Record<string, unknown>,
      // Free play has no stake to send: the hand is in play at once.
      status: player.real ? 'open' : 'playing',
      createdAt: now,
    });
    if (!first) return answer(merchant, row, player.balance);
    if (!player.real) return answer(merchant, state.phase === 'settled' ? await play.endHand(merchant, row) : row, player.balance);
    return answer(merchant, await takeStake(merchant, row, input.token), player.balance);
  }

  /** One action on the player's hand in play. @throws not_found (no such hand of this player) and act's errors */
  async function act(merchant: ResolvedMerchant, input: { token: string; roundId: string; action: BlackjackAction; requestId: string }) {
    const player = await book.authenticate(merchant, BLACKJACK_VENDOR, input.token);
    const [row] = await db
      .select()
      .from(houseRounds)
      .where(
        and(
          eq(houseRounds.merchantId, merchant.id),
          eq(houseRounds.player, player.player),
          eq(houseRounds.roundId, input.roundId),
          eq(houseRounds.gameCode, BLACKJACK_GAME),
        ),
      );
    if (!row) throw new ApiError('not_found', 'No such hand', { field: 'roundId' });
    return answer(merchant, await play.act(merchant, row, input), player.balance);
  }

  /** Reveals the seed pair used so far and starts a new one; never while a hand is played on it. */
  async function rotateSeeds(merchant: ResolvedMerchant, input: { token: string; clientSeed?: string | undefined }) {
    const player = await book.authenticate(merchant, BLACKJACK_VENDOR, input.token);
    const owner = ownerOf(merchant, player.player);
    if (await handInPlay(owner)) throw new ApiError('invalid_state', 'Finish the hand in play before revealing its seed');
    const { revealed, next } = await rotate(db, owner, deps.clock.now(), input.clientSeed);
    return {
      revealed: { commitment: revealed.commitment, clientSeed: revealed.clientSeed, nonce: revealed.nonce, serverSeed: revealed.serverSeed },
      next: { commitment: next.commitment, clientSeed: next.clientSeed, nonce: next.nonce, serverSeed: null },
      recall: await recall(merchant, owner),
    };
  }

  /** The sweep: hands left in play for ABANDONED_AFTER_MS are finished in the player's favour and paid. */
  async function finishAbandoned() {
    const before = deps.clock.now().getTime() - ABANDONED_AFTER_MS;
    const rows = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.vendorCode, BLACKJACK_VENDOR), eq(houseRounds.status, 'playing'), lt(houseRounds.createdAt, new Date(before))))
      .limit(200);
    let finished = 0;
    let left = 0;
    for (const row of rows) {
      if (Date.parse(recordOf(row).lastActionAt) >= before) continue;
      const merchant = await deps.merchantById(row.merchantId);
      try {
        if (merchant && (await play.finishAbandoned(merchant, row))) finished++;
        else left++;
      } catch (error) {
        // A refusal no repeat will change is noted on the round for the operator; the other hands go on.
        if (!(error instanceof SeamlessCallError) && !(error instanceof ApiError)) throw error;
        await book.update(row, { errorCode: error instanceof SeamlessCallError ? error.code : error.errorCode });
        left++;
      }
    }
    return { finished, left };
  }

  return { session, deal, act, rotateSeeds, finishAbandoned };
}
