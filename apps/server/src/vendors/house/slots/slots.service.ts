// The house slots (issue 5): a spin is a round of the house vendor. Its outcome is fixed by the player's seed
// pair and the next nonce before any money moves; the stake goes through the seamless debit and the win
// through the seamless credit, exactly as an outside vendor's would. A round cut off between the two is
// finished by the recovery sweep in the player's favour: a taken bet is paid its win, an unknown one refunded.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type { SlotGame, SlotRoundView, SlotSession } from '@orbit/contracts/house-slots';
import { playRound } from '@orbit/games/catalog';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { SLOT_GAMES } from '@orbit/games/slots/games';
import type { SlotRound, SpinResult, SlotGameSpec } from '@orbit/games/slots/types';
import { canonicalJson } from '@orbit/games/verify';
import { errorCodeOf, type Database } from '../../../db/client.ts';
import { housePlayMoney, houseRounds, houseSeeds } from '../../../db/schema/house.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import type { HouseWallet, HouseWalletTarget } from '../house-wallet.ts';
import { SeamlessCallError } from '../seamless-client.ts';
import { livePair, rotate, takeNonce, type SeedOwner } from '../seeds.ts';

/** The house vendor that runs the slots. */
export const SLOTS_VENDOR = 'HSLOT';
/** Free-play money a player starts with (minor units of the merchant's currency). */
const PLAY_MONEY_START = 200_000n;
/** Stakes offered, in coins per line multiples: 1, 2, 5, 10, 25, 50, 100, 250, 500 coins each. */
const BET_MULTIPLES = [1n, 2n, 5n, 10n, 25n, 50n, 100n, 250n, 500n];
/** A round left open or unpaid for this long is finished by the sweep. */
export const RECOVERY_AFTER_MS = 30_000;
const RECALL = 10;

type RoundRow = typeof houseRounds.$inferSelect;

export type HouseSlots = ReturnType<typeof createHouseSlots>;

export function createHouseSlots(deps: { database: Database; clock: Clock; wallet: HouseWallet; minSpinMs: number }) {
  const { db } = deps.database;

  function specOf(gameCode: string): SlotGameSpec {
    const spec = SLOT_GAMES.find((game) => game.id === gameCode);
    if (!spec) throw new ApiError('not_found', 'No such slot', { field: 'gameCode' });
    return spec;
  }

  const targetOf = (merchant: ResolvedMerchant): HouseWalletTarget => ({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: SLOTS_VENDOR });
  const show = (merchant: ResolvedMerchant, minor: bigint) => formatMinor(minor, exponentOf(merchant.currency));

  /** The player behind the launch's token, as the wallet says. */
  async function playerOf(merchant: ResolvedMerchant, token: string) {
    try {
      return await deps.wallet.call(targetOf(merchant), 'authenticate', { token });
    } catch (error) {
      throw apiErrorOf(error);
    }
  }

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
      minSpinMs: deps.minSpinMs,
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
    const balance = player.real ? player.balance : show(merchant, await playMoney(owner));
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

  async function playMoney(owner: SeedOwner): Promise<bigint> {
    await db.insert(housePlayMoney).values({ merchantId: owner.merchantId, player: owner.player, balance: PLAY_MONEY_START }).onConflictDoNothing();
    const [row] = await db
      .select({ balance: housePlayMoney.balance })
      .from(housePlayMoney)
      .where(and(eq(housePlayMoney.merchantId, owner.merchantId), eq(housePlayMoney.player, owner.player)));
    return row?.balance ?? 0n;
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
   *   merchant's spin cycle), insufficient_funds, account_frozen, game_token_invalid, vendor_unavailable
   */
  async function spin(merchant: ResolvedMerchant, input: { token: string; gameCode: string; totalBet: string; requestId: string }) {
    const spec = specOf(input.gameCode);
    const stake = stakeOf(merchant, spec, input.totalBet);
    const player = await playerOf(merchant, input.token);
    const owner = { merchantId: merchant.id, player: player.player, gameCode: spec.id };
    const repeat = await findByRequest(owner, input.requestId);
    if (repeat) return answer(merchant, await finish(merchant, repeat, player.real, input.token), player.real, player.balance);

    const now = deps.clock.now();
    const [last] = await db
      .select({ at: houseRounds.createdAt })
      .from(houseRounds)
      .where(and(eq(houseRounds.merchantId, merchant.id), eq(houseRounds.player, player.player), eq(houseRounds.gameCode, spec.id)))
      .orderBy(desc(houseRounds.id))
      .limit(1);
    if (last && now.getTime() - last.at.getTime() < deps.minSpinMs) throw new ApiError('too_many_requests', 'Please wait for the reels to stop');

    const { seed, nonce } = await takeNonce(db, owner, now);
    const outcome = playRound(
      { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce },
      { gameId: spec.id as 'house-fruit-lines', totalBet: stake },
      nodeHash,
    ) as SlotRound;
    const roundId = `${spec.id.replace('house-', '')}-${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
    let row: RoundRow;
    try {
      [row] = (await db
        .insert(houseRounds)
        .values({
          merchantId: merchant.id,
          vendorCode: SLOTS_VENDOR,
          gameCode: spec.id,
          player: player.player,
          roundId,
          requestId: input.requestId,
          real: player.real,
          stake,
          win: outcome.totalWin,
          seedId: seed.id,
          nonce,
          outcome: JSON.parse(canonicalJson(outcome)) as Record<string, unknown>,
          status: 'open',
          createdAt: now,
        })
        .returning()) as [RoundRow];
    } catch (error) {
      // The same spin sent twice at once: the first one plays it.
      if (errorCodeOf(error) === '23505') {
        const first = await findByRequest(owner, input.requestId);
        if (first) return answer(merchant, first, player.real, player.balance);
      }
      throw error;
    }
    const settled = player.real ? await settleReal(merchant, row, input.token) : await settlePlay(row);
    return answer(merchant, settled, player.real, player.balance);
  }

  /**
   * A spin sent again (its answer was lost): a round whose bet was never confirmed sends the same bet again
   * (the wallet takes it at most once), a round whose win was not confirmed pays it again (at most once).
   */
  async function finish(merchant: ResolvedMerchant, row: RoundRow, real: boolean, token: string): Promise<RoundRow> {
    if (!real) return row;
    if (row.status === 'open') return settleReal(merchant, row, token);
    if (row.status === 'debited') return (await pay(merchant, row)) ?? row;
    return row;
  }

  async function settleReal(merchant: ResolvedMerchant, row: RoundRow, token: string): Promise<RoundRow> {
    const target = targetOf(merchant);
    let balanceAfterBet: bigint;
    try {
      const taken = await deps.wallet.call(target, 'debit', {
        token,
        player: row.player,
        transactionId: `${row.roundId}:bet`,
        roundId: row.roundId,
        gameCode: row.gameCode,
        amount: show(merchant, row.stake),
      });
      balanceAfterBet = minorOf(merchant, taken.balance);
    } catch (error) {
      // No answer: the bet may or may not have been taken; the sweep refunds it if it was.
      if (error instanceof SeamlessCallError && !error.unanswered && error.code !== 'retry_later')
        await update(row, { status: 'refused', errorCode: error.code, settledAt: deps.clock.now() });
      throw apiErrorOf(error);
    }
    const debited = await update(row, { status: 'debited', balanceBefore: balanceAfterBet + row.stake });
    return (await pay(merchant, debited)) ?? debited;
  }

  /** Pays a debited round's win (0 closes a lost round). Null when the wallet could not be reached: the sweep retries. */
  async function pay(merchant: ResolvedMerchant, row: RoundRow): Promise<RoundRow | null> {
    try {
      const paid = await deps.wallet.call(targetOf(merchant), 'credit', {
        player: row.player,
        transactionId: `${row.roundId}:win`,
        roundId: row.roundId,
        gameCode: row.gameCode,
        amount: show(merchant, row.win),
        roundEnded: true,
      });
      return update(row, { status: 'settled', balanceAfter: minorOf(merchant, paid.balance), settledAt: deps.clock.now() });
    } catch (error) {
      if (error instanceof SeamlessCallError && (error.unanswered || error.code === 'retry_later')) return null;
      throw error;
    }
  }

  async function settlePlay(row: RoundRow): Promise<RoundRow> {
    const owner = { merchantId: row.merchantId, player: row.player, gameCode: row.gameCode };
    await playMoney(owner);
    const [moved] = await db
      .update(housePlayMoney)
      .set({ balance: sql`${housePlayMoney.balance} - ${row.stake} + ${row.win}` })
      .where(and(eq(housePlayMoney.merchantId, row.merchantId), eq(housePlayMoney.player, row.player), sql`${housePlayMoney.balance} >= ${row.stake}`))
      .returning({ balance: housePlayMoney.balance });
    if (!moved) {
      await update(row, { status: 'refused', errorCode: 'insufficient_funds', settledAt: deps.clock.now() });
      throw new ApiError('insufficient_funds', 'Your play money is too low for this stake', { field: 'totalBet' });
    }
    return update(row, { status: 'settled', balanceBefore: moved.balance + row.stake - row.win, balanceAfter: moved.balance, settledAt: deps.clock.now() });
  }

  async function update(row: RoundRow, values: Partial<typeof houseRounds.$inferInsert>): Promise<RoundRow> {
    const [updated] = await db.update(houseRounds).set(values).where(eq(houseRounds.id, row.id)).returning();
    return updated ?? row;
  }

  async function findByRequest(owner: SeedOwner, requestId: string): Promise<RoundRow | undefined> {
    const [row] = await db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.merchantId, owner.merchantId), eq(houseRounds.player, owner.player), eq(houseRounds.requestId, requestId)));
    return row;
  }

  /** The spin's answer; `balanceBefore` (the wallet's, when the spin began) stands in while the round has none. */
  async function answer(merchant: ResolvedMerchant, row: RoundRow, real: boolean, balanceBefore: string) {
    if (row.status === 'refused') throw new ApiError(row.errorCode === 'insufficient_funds' ? 'insufficient_funds' : 'invalid_state', 'This spin was refused');
    const [seed] = await db.select().from(houseSeeds).where(eq(houseSeeds.id, row.seedId));
    const view = roundView(merchant, row, {
      commitment: seed!.commitment,
      clientSeed: seed!.clientSeed,
      serverSeed: seed!.revealedAt ? seed!.serverSeed : null,
    });
    const balance = real
      ? (row.balanceAfter ?? (row.balanceBefore !== null ? row.balanceBefore - row.stake : minorOf(merchant, balanceBefore)))
      : await playMoney({ merchantId: row.merchantId, player: row.player, gameCode: row.gameCode });
    return { round: view, balance: show(merchant, balance) };
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

  /**
   * Finishes rounds cut off between the bet and the win (a crash, a lost answer), in the player's favour: a
   * taken bet is paid its win; a bet whose outcome is unknown is rolled back (refunded if it was taken, and
   * refused if it arrives later).
   */
  async function recover(merchantById: (id: number) => Promise<ResolvedMerchant | undefined>) {
    const before = new Date(deps.clock.now().getTime() - RECOVERY_AFTER_MS);
    const rows = await db
      .select()
      .from(houseRounds)
      .where(and(inArray(houseRounds.status, ['open', 'debited']), eq(houseRounds.real, true), lt(houseRounds.createdAt, before)))
      .limit(200);
    let paid = 0;
    let refunded = 0;
    for (const row of rows) {
      const merchant = await merchantById(row.merchantId);
      if (!merchant) continue;
      if (row.status === 'debited') {
        try {
          if (await pay(merchant, row)) paid++;
        } catch (error) {
          // A refusal no repeat will change: noted on the round for the operator; the other rounds go on.
          if (!(error instanceof SeamlessCallError)) throw error;
          await update(row, { errorCode: error.code });
        }
        continue;
      }
      try {
        const back = await deps.wallet.call(targetOf(merchant), 'rollback', {
          player: row.player,
          transactionId: `${row.roundId}:rollback`,
          debitTransactionId: `${row.roundId}:bet`,
          roundId: row.roundId,
          gameCode: row.gameCode,
        });
        await update(row, { status: 'refunded', balanceAfter: minorOf(merchant, back.balance), settledAt: deps.clock.now() });
        refunded++;
      } catch (error) {
        // The bet never arrived: the rollback is remembered and the bet will be refused; nothing was taken.
        if (error instanceof SeamlessCallError && error.code === 'unknown_transaction') {
          await update(row, { status: 'refunded', errorCode: 'bet_not_taken', settledAt: deps.clock.now() });
          refunded++;
        } else if (!(error instanceof SeamlessCallError)) throw error;
      }
    }
    return { paid, refunded, left: rows.length - paid - refunded };
  }

  return { session, spin, rotateSeeds, recover };
}

function minorOf(merchant: ResolvedMerchant, amount: string): bigint {
  const negative = amount.startsWith('-');
  const parsed = parseAmount(negative ? amount.slice(1) : amount, exponentOf(merchant.currency));
  const minor = parsed.ok ? parsed.minor : 0n;
  return negative ? -minor : minor;
}

/** A wallet refusal as the screen's error. */
function apiErrorOf(error: unknown): Error {
  if (!(error instanceof SeamlessCallError)) return error instanceof Error ? error : new Error(String(error));
  switch (error.code) {
    case 'insufficient_funds':
      return new ApiError('insufficient_funds', 'Your balance is too low for this stake', { field: 'totalBet' });
    case 'account_frozen':
      return new ApiError('account_frozen', 'Your account cannot place bets now');
    case 'bad_token':
    case 'player_not_found':
      return new ApiError('game_token_invalid', 'This game session has ended; please open the game again');
    case 'bet_limit':
      return new ApiError('amount_below_minimum', 'The stake is below the game’s minimum', { field: 'totalBet' });
    default:
      return new ApiError('vendor_unavailable', 'The game could not reach your wallet; please try again');
  }
}

function roundView(merchant: ResolvedMerchant, row: RoundRow, seed: { commitment: string; clientSeed: string; serverSeed: string | null }): SlotRoundView {
  const show = (minor: bigint | string) => formatMinor(BigInt(minor), exponentOf(merchant.currency));
  const outcome = row.outcome as unknown as StoredSlotRound;
  const spinView = (spin: StoredSpin, win: string) => ({
    grid: spin.grid,
    wins: spin.wins.map((w) => ({ kind: w.kind, line: w.line, ways: w.ways, symbol: w.symbol, count: w.count, pay: show(w.pay) })),
    win: show(win),
    freeSpinsAwarded: spin.freeSpinsAwarded,
  });
  return {
    roundId: row.roundId,
    at: row.createdAt.toISOString(),
    gameCode: row.gameCode,
    real: row.real,
    stake: show(row.stake),
    win: show(row.win),
    balanceBefore: row.balanceBefore === null ? null : show(row.balanceBefore),
    balanceAfter: row.balanceAfter === null ? null : show(row.balanceAfter),
    status: row.status as SlotRoundView['status'],
    errorCode: row.errorCode,
    base: spinView(outcome, outcome.baseWin),
    freeSpins: outcome.feature
      ? { multiplier: outcome.feature.multiplier, spins: outcome.feature.spins.map((s) => spinView(s, s.totalWin)), win: show(outcome.feature.totalWin) }
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
