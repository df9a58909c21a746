// The house slots (docs/house-games.md): a spin is a round of the house vendor. Its outcome is fixed by the player's seed
// pair and the next nonce before any money moves; the stake goes through the seamless debit and the win
// through the seamless credit, exactly as an outside vendor's would. A round cut off between the two is
// finished by the recovery sweep in the player's favour: a taken bet is paid its win, an unknown one refunded.
import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { SlotGame, SlotRoundView, SlotSession } from '@orbit/contracts/house-slots';
import { playRound } from '@orbit/games/catalog';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { SLOT_GAMES } from '@orbit/games/slots/games';
import type { SlotRound, SpinResult, SlotGameSpec } from '@orbit/games/slots/types';
import { canonicalJson } from '@orbit/games/verify';
import type { Database } from '../../../db/client.ts';
import { houseRounds, houseSeeds } from '../../../db/schema/house.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { requestFingerprint, show, type RoundBook, type RoundRow } from '../round-book.ts';
import { livePair, rotate, takeNonce, type SeedOwner } from '../seeds.ts';

/** The house vendor that runs the slots. */
export const SLOTS_VENDOR = 'HSLOT';
/** Stakes offered, in coins per line multiples: 1, 2, 5, 10, 25, 50, 100, 250, 500 coins each. */
const BET_MULTIPLES = [1n, 2n, 5n, 10n, 25n, 50n, 100n, 250n, 500n];
const RECALL = 10;

export type HouseSlots = ReturnType<typeof createHouseSlots>;

/** The merchant's spin cycle (Settings → Game settings), read at each session and spin so a change applies at once. */
const spinCycleOf = (merchant: ResolvedMerchant): number => merchant.settings.games.slotMinSpinMs;

export function createHouseSlots(deps: { database: Database; clock: Clock; book: RoundBook }) {
  const { db } = deps.database;

  function specOf(gameCode: string): SlotGameSpec {
    const spec = SLOT_GAMES.find((game) => game.id === gameCode);
    if (!spec) throw new ApiError('not_found', 'No such slot', { field: 'gameCode' });
    return spec;
  }

  const { book } = deps;
  const playerOf = (merchant: ResolvedMerchant, token: string) => book.authenticate(merchant, SLOTS_VENDOR, token);

  function gameView(merchant: ResolvedMerchant, spec: SlotGameSpec): SlotGame {
    const coin = BigInt(spec.coinsPerSpin);
    return {
      gameCode: spec.id,
      reels: spec.strips.length,
      rows: spec.rows,
      lines: spec.evaluation.kind === 'lines' ? spec.evaluation.lines.map((line) => [...line]) : [],
      ways: spec.evaluation.kind === 'ways',
      coinsPerSpin: spec.coinsPerSpin,
      symbols: spec.symbols.map((symbol) => ({
        id: symbol.id,
        kind: symbol.kind,
        pays: Object.fromEntries(Object.entries(symbol.pays).map(([k, v]) => [k, v])),
      })),
      freeSpins: spec.freeSpins ? { award: { ...spec.freeSpins.award }, multiplier: spec.freeSpins.multiplier } : null,
      statedRtp: spec.statedRtp,
      betLevels: BET_MULTIPLES.map((m) => show(merchant, coin * m)),
      minSpinMs: spinCycleOf(merchant),
    };
  }

  async function recall(owner: SeedOwner, merchant: ResolvedMerchant): Promise<SlotRoundView[]> {
    const rows = await db
      .select({ round: houseRounds, seed: houseSeeds })
      .from(houseRounds)
      .innerJoin(houseSeeds, eq(houseSeeds.id, houseRounds.seedId))
      .where(and(eq(houseRounds.merchantId, owner.merchantId), eq(houseRounds.player, owner.player), eq(houseRounds.gameCode, owner.gameCode)))
      .orderBy(desc(houseRounds.id))
      .limit(RECALL);
    return rows.map(({ round, seed }) =>
      roundView(merchant, round, { commitment: seed.commitment, clientSeed: seed.clientSeed, serverSeed: seed.revealedAt ? seed.serverSeed : null }),
    );
  }

  /** The screen opens: player, balance, game, live commitment, last rounds. */
  async function session(merchant: ResolvedMerchant, input: { token: string; gameCode: string }): Promise<SlotSession> {
    const spec = specOf(input.gameCode);
    const player = await playerOf(merchant, input.token);
    const owner = { merchantId: merchant.id, player: player.player, gameCode: spec.id };
    const seed = await livePair(db, owner, deps.clock.now());
    const balance = player.real ? player.balance : show(merchant, await book.playMoney(owner));
    return {
      player: player.player,
      real: player.real,
      currency: player.currency,
      balance,
      game: gameView(merchant, spec),
      seeds: { commitment: seed.commitment, clientSeed: seed.clientSeed, nonce: seed.nonce, serverSeed: null },
      recall: await recall(owner, merchant),
    };
  }

  function stakeOf(merchant: ResolvedMerchant, spec: SlotGameSpec, text: string): bigint {
    const parsed = parseAmount(text, exponentOf(merchant.currency));
    if (!parsed.ok) throw new ApiError('amount_invalid', 'Please choose one of the stakes offered', { field: 'totalBet' });
    const coin = BigInt(spec.coinsPerSpin);
    const max = coin * BET_MULTIPLES[BET_MULTIPLES.length - 1]!;
    if (parsed.minor < coin) throw new ApiError('amount_below_minimum', `The smallest stake is ${show(merchant, coin)}`, { field: 'totalBet' });
    if (parsed.minor > max) throw new ApiError('amount_above_maximum', `The largest stake is ${show(merchant, max)}`, { field: 'totalBet' });
    if (parsed.minor % coin !== 0n) throw new ApiError('amount_invalid', `A stake is a whole number of ${show(merchant, coin)}`, { field: 'totalBet' });
    return parsed.minor;
  }

  /**
   * One spin.
   * @throws not_found, amount_invalid, amount_below_minimum, amount_above_maximum, too_many_requests (faster than the
   *   merchant's spin cycle), idempotency_conflict (the requestId was used for another request), insufficient_funds,
   *   account_frozen, game_token_invalid, vendor_unavailable
   */
  async function spin(merchant: ResolvedMerchant, input: { token: string; gameCode: string; totalBet: string; requestId: string }) {
    const spec = specOf(input.gameCode);
    const stake = stakeOf(merchant, spec, input.totalBet);
    const player = await playerOf(merchant, input.token);
    const owner = { merchantId: merchant.id, player: player.player, gameCode: spec.id };
    const fingerprint = requestFingerprint('slots.spin', { gameCode: spec.id, stake });
    const repeat = await book.findByRequest(owner, input.requestId, fingerprint);
    if (repeat) return answer(merchant, await book.finish(merchant, repeat, input.token), player.balance);

    const now = deps.clock.now();
    const [last] = await db
      .select({ at: houseRounds.createdAt })
      .from(houseRounds)
      .where(and(eq(houseRounds.merchantId, merchant.id), eq(houseRounds.player, player.player), eq(houseRounds.gameCode, spec.id)))
      .orderBy(desc(houseRounds.id))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < spinCycleOf(merchant)) throw new ApiError('too_many_requests', 'Please wait for the reels to stop');

    const { seed, nonce } = await takeNonce(db, owner, now);
    const outcome = playRound(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
      { gameId: spec.id as 'house-fruit-lines', totalBet: stake },
      nodeHash,
    ) as SlotRound;
    const roundId = `${spec.id.replace('house-', '')}-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
    // The same spin sent twice at once: the first one plays it; the copy that lost answers its round.
    const { row, first } = await book.open({
      merchantId: merchant.id,
      vendorCode: SLOTS_VENDOR,
      gameCode: spec.id,
      player: player.player,
      roundId,
      requestId: input.requestId,
      requestHash: fingerprint,
      real: player.real,
      stake,
      win: outcome.totalWin,
      seedId: seed.id,
      nonce,
      outcome: JSON.parse(canonicalJson(outcome)) as Record<string, unknown>,
      status: 'open',
      createdAt: now,
    });
    if (!first) return answer(merchant, row, player.balance);
    return answer(merchant, await book.settle(merchant, row, input.token), player.balance);
  }

  /** The spin's answer. */
  async function answer(merchant: ResolvedMerchant, row: RoundRow, balanceBefore: string) {
    if (row.status === 'refused') throw new ApiError(row.errorCode === 'insufficient_funds' ? 'insufficient_funds' : 'invalid_state', 'This spin was refused');
    const [seed] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, row.seedId));
    const view = roundView(merchant, row, {
      commitment: seed!.commitment,
      clientSeed: seed!.clientSeed,
      serverSeed: seed!.revealedAt ? seed!.serverSeed : null,
    });
    return { round: view, balance: await book.balanceAfter(merchant, row, balanceBefore) };
  }

  /** Reveals the seed pair used so far and starts a new one. */
  async function rotateSeeds(merchant: ResolvedMerchant, input: { token: string; gameCode: string; clientSeed?: string | undefined }) {
    const spec = specOf(input.gameCode);
    const player = await playerOf(merchant, input.token);
    const owner = { merchantId: merchant.id, player: player.player, gameCode: spec.id };
    const { revealed, next } = await rotate(db, owner, deps.clock.now(), input.clientSeed);
    return {
      revealed: { commitment: revealed.commitment, clientSeed: revealed.clientSeed, nonce: revealed.nonce, serverSeed: revealed.serverSeed },
      next: { commitment: next.commitment, clientSeed: next.clientSeed, nonce: next.nonce, serverSeed: null },
      recall: await recall(owner, merchant),
    };
  }

  return { session, spin, rotateSeeds };
}

function roundView(merchant: ResolvedMerchant, row: RoundRow, seed: { commitment: string; clientSeed: string; serverSeed: string | null }): SlotRoundView {
  const amount = (minor: bigint | string) => show(merchant, minor);
  const outcome = row.outcome as unknown as StoredSlotRound;
  const spinView = (spin: StoredSpin, win: string) => ({
    grid: spin.grid,
    wins: spin.wins.map((w) => ({ kind: w.kind, line: w.line, ways: w.ways, symbol: w.symbol, count: w.count, pay: amount(w.pay) })),
    win: amount(win),
    freeSpinsAwarded: spin.freeSpinsAwarded,
  });
  return {
    roundId: row.roundId,
    at: row.createdAt.toISOString(),
    gameCode: row.gameCode,
    real: row.real,
    stake: amount(row.stake),
    win: amount(row.win),
    balanceBefore: row.balanceBefore === null ? null : amount(row.balanceBefore),
    balanceAfter: row.balanceAfter === null ? null : amount(row.balanceAfter),
    status: row.status as SlotRoundView['status'],
    errorCode: row.errorCode,
    base: spinView(outcome, outcome.baseWin),
    freeSpins: outcome.feature
      ? { multiplier: outcome.feature.multiplier, spins: outcome.feature.spins.map((s) => spinView(s, s.totalWin)), win: amount(outcome.feature.totalWin) }
      : null,
    fairness: { commitment: seed.commitment, clientSeed: seed.clientSeed, nonce: row.nonce, serverSeed: seed.serverSeed },
  };
}

/** A SlotRound as stored (bigints as strings). */
type StoredWin = { kind: 'line' | 'ways' | 'scatter'; line?: number; ways?: number; symbol: string; count: number; pay: string };
type StoredSpin = Omit<SpinResult, 'wins' | 'totalWin'> & { wins: StoredWin[]; totalWin: string };
type StoredSlotRound = Omit<SlotRound, 'wins' | 'baseWin' | 'totalWin' | 'totalBet' | 'feature'> & {
  wins: StoredWin[];
  baseWin: string;
  totalWin: string;
  feature?: { kind: 'freeSpins'; multiplier: number; spins: StoredSpin[]; totalWin: string };
};
