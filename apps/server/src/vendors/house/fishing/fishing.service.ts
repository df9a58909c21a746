// The house fishing game (docs/house-games.md): each shot is a round of the house vendor HFISH. The fish on the screen
// are only pictures; the server decides the capture from the shot's target fish type and cannon level, with
// the player's seed pair and the next nonce, before any money moves. The round book then takes the cannon
// level's bet through the seamless debit and pays the capture through the seamless credit, and its recovery
// sweep finishes a shot cut off between the two, in the player's favour.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { FishGame, FishSession, FishShotView } from '@orbit/contracts/house-fishing';
import { playRound } from '@orbit/games/catalog';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { CANNON_LEVELS, FISH_TYPES, FISHING_DEFINITION, FISHING_RTP_BASIS_POINTS, type ShotResult } from '@orbit/games/fishing/fishing';
import { canonicalJson } from '@orbit/games/verify';
import type { Database } from '../../../db/client.ts';
import { houseRounds, houseSeeds } from '../../../db/schema/house.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { requestFingerprint, show, type RoundBook, type RoundRow } from '../round-book.ts';
import { livePair, rotate, takeNonce, type SeedOwner } from '../seeds.ts';
import { LEVEL_VALUE, shotView } from './fishing.view.ts';

/** The house vendor that runs the fishing game. */
export const FISHING_VENDOR = 'HFISH';
/** Shots closer together than this are refused: a cannon's reload time. */
export const MIN_SHOT_MS = 250;
const RECALL = 10;

export type HouseFishing = ReturnType<typeof createHouseFishing>;

export function createHouseFishing(deps: { database: Database; clock: Clock; book: RoundBook; minShotMs?: number }) {
  const { db } = deps.database;
  const { book } = deps;
  const minShotMs = deps.minShotMs ?? MIN_SHOT_MS;
  const playerOf = (merchant: ResolvedMerchant, token: string) => book.authenticate(merchant, FISHING_VENDOR, token);

  function checkGame(gameCode: string): string {
    if (gameCode !== FISHING_DEFINITION.id) throw new ApiError('not_found', 'No such fishing game', { field: 'gameCode' });
    return gameCode;
  }

  function gameView(merchant: ResolvedMerchant): FishGame {
    return {
      gameCode: FISHING_DEFINITION.id,
      fish: FISH_TYPES.map((fish) => ({ id: fish.id, multiplier: fish.multiplier })),
      cannonBets: Array.from({ length: CANNON_LEVELS }, (_, index) => show(merchant, BigInt(index + 1) * LEVEL_VALUE)),
      statedRtp: FISHING_RTP_BASIS_POINTS / 100,
      minShotMs,
    };
  }

  async function recall(owner: SeedOwner, merchant: ResolvedMerchant): Promise<FishShotView[]> {
    const rows = await db
      .select({ round: houseRounds, seed: houseSeeds })
      .from(houseRounds)
      .innerJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
      .where(and(eq(houseRounds.merchantId, owner.merchantId), eq(houseRounds.player, owner.player), eq(houseRounds.gameCode, owner.gameCode)))
      .orderBy(desc(houseRounds.id))
      .limit(RECALL);
    return rows.map(({ round, seed }) => shotView(merchant, round, seedView(seed)));
  }

  /**
   * The screen opens: player, balance, fish and cannon bets, live commitment, last shots.
   * @throws not_found, game_token_invalid, vendor_unavailable
   */
  async function session(merchant: ResolvedMerchant, input: { token: string; gameCode: string }): Promise<FishSession> {
    const gameCode = checkGame(input.gameCode);
    const player = await playerOf(merchant, input.token);
    const owner = { merchantId: merchant.id, player: player.player, gameCode };
    const seed = await livePair(db, owner, deps.clock.now());
    const balance = player.real ? player.balance : show(merchant, await book.playMoney(owner));
    return {
      player: player.player,
      real: player.real,
      currency: player.currency,
      balance,
      game: gameView(merchant),
      seeds: { commitment: seed.commitment, clientSeed: seed.clientSeed, nonce: seed.nonce, serverSeed: null },
      recall: await recall(owner, merchant),
    };
  }

  /** The fish and cannon level of a shot, checked before the player is even asked for. */
  function aimOf(input: { fishId: string; cannonLevel: number }) {
    if (!FISH_TYPES.some((fish) => fish.id === input.fishId)) throw new ApiError('validation_failed', 'There is no such fish in this sea', { field: 'fishId' });
    if (!Number.isInteger(input.cannonLevel) || input.cannonLevel < 1 || input.cannonLevel > CANNON_LEVELS)
      throw new ApiError('validation_failed', `The cannon level must be 1–${CANNON_LEVELS}`, { field: 'cannonLevel' });
    return { fishId: input.fishId, cannonLevel: input.cannonLevel, levelValue: LEVEL_VALUE };
  }

  /**
   * One shot at a fish type.
   * @throws not_found, validation_failed (fishId, cannonLevel), too_many_requests (faster than the reload time),
   *   idempotency_conflict (the requestId was used for another request), insufficient_funds, account_frozen, game_token_invalid, vendor_unavailable
   */
  async function shoot(merchant: ResolvedMerchant, input: { token: string; gameCode: string; fishId: string; cannonLevel: number; requestId: string }) {
    const gameCode = checkGame(input.gameCode);
    const shot = aimOf(input);
    const player = await playerOf(merchant, input.token);
    const owner = { merchantId: merchant.id, player: player.player, gameCode };
    const fingerprint = requestFingerprint('fishing.shot', { gameCode, fishId: shot.fishId, cannonLevel: shot.cannonLevel });
    const repeat = await book.findByRequest(owner, input.requestId, fingerprint);
    if (repeat) return answer(merchant, await book.finish(merchant, repeat, input.token), player.balance);

    const now = deps.clock.now();
    const [last] = await db
      .select({ at: houseRounds.createdAt })
      .from(houseRounds)
      .where(and(eq(houseRounds.merchantId, merchant.id), eq(houseRounds.player, player.player), eq(houseRounds.gameCode, gameCode)))
      .orderBy(desc(houseRounds.id))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < minShotMs) {
      // The same shot sent twice at once: the copy that came second answers the first's round.
      const first = await book.findByRequest(owner, input.requestId, fingerprint);
      if (first) return answer(merchant, await book.finish(merchant, first, input.token), player.balance);
      throw new ApiError('too_many_requests', 'The cannon is reloading');
    }

    const { seed, nonce } = await takeNonce(db, owner, now);
    const outcome = playRound(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
      { gameId: 'house-ocean-hunter', shot },
      nodeHash,
    ) as ShotResult;
    const roundId = `fish-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
    // The same shot sent twice at once: the first one plays it; the copy that lost answers its round.
    const { row, first } = await book.open({
      merchantId: merchant.id,
      vendorCode: FISHING_VENDOR,
      gameCode,
      player: player.player,
      roundId,
      requestId: input.requestId,
      requestHash: fingerprint,
      real: player.real,
      stake: outcome.stake,
      win: outcome.payout,
      seedId: seed.id,
      nonce,
      outcome: JSON.parse(canonicalJson(outcome)) as Record<string, unknown>,
      status: 'open',
      createdAt: now,
    });
    if (!first) return answer(merchant, row, player.balance);
    return answer(merchant, await book.settle(merchant, row, input.token), player.balance);
  }

  /** The shot's answer: the round and the balance after it. */
  async function answer(merchant: ResolvedMerchant, row: RoundRow, balanceBefore: string) {
    if (row.status === 'refused') throw new ApiError(row.errorCode === 'insufficient_funds' ? 'insufficient_funds' : 'invalid_state', 'This shot was refused');
    const [seed] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, row.seedId));
    return { round: shotView(merchant, row, seedView(seed!)), balance: await book.balanceAfter(merchant, row, balanceBefore) };
  }

  /** Reveals the seed pair used so far and starts a new one. @throws not_found, game_token_invalid */
  async function rotateSeeds(merchant: ResolvedMerchant, input: { token: string; gameCode: string; clientSeed?: string | undefined }) {
    const gameCode = checkGame(input.gameCode);
    const player = await playerOf(merchant, input.token);
    const owner = { merchantId: merchant.id, player: player.player, gameCode };
    const { revealed, next } = await rotate(db, owner, deps.clock.now(), input.clientSeed);
    return {
      revealed: { commitment: revealed.commitment, clientSeed: revealed.clientSeed, nonce: revealed.nonce, serverSeed: revealed.serverSeed },
      next: { commitment: next.commitment, clientSeed: next.clientSeed, nonce: next.nonce, serverSeed: null },
      recall: await recall(owner, merchant),
    };
  }

  return { session, shoot, rotateSeeds };
}

const seedView = (seed: typeof houseSeeds.$inferSelect) => ({
  commitment: seed.commitment,
  clientSeed: seed.clientSeed,
  serverSeed: seed.revealedAt ? seed.serverSeed : null,
});
