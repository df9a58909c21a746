// The house live tables as players meet them: two players bet into the same shared round, the dealer draws
// one result for both and settles each bet through the seamless wallet (balance moves by win − stake), the
// seed is served only after the result and replays it; late, bad and repeated bets; a bet whose debit is not
// confirmed by the close is rolled back; a round the server could not deal in time is refunded; free play
// never touches the wallet; two dealers ticking at once settle a round once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { liveBetEndpoint, liveStateEndpoint, type LiveGameCode } from '@orbit/contracts/house-live';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { FairRng } from '@orbit/games/fair/rng';
import { dealBaccarat } from '@orbit/games/tables/baccarat';
import { playNiuNiu, settleNiuNiuSeat, type NiuNiuHand } from '@orbit/games/tables/niu-niu';
import { verifyRound } from '@orbit/games/verify';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { houseLiveBets, houseLiveRounds } from '../src/db/schema/house-live.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { STALE_AFTER_MS } from '../src/vendors/house/live/live-dealer.ts';

let t: TestApp;
let gameIds: Map<string, number>;
let seq = 0;
const rid = () => `live-${Date.now().toString(36)}-${++seq}`;
const BETTING_MS = 15_000;
const RESULT_MS = 8000;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_LIVE_BETTING_MS: String(BETTING_MS), HOUSE_LIVE_RESULT_MS: String(RESULT_MS) });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
});
afterAll(() => t.close());

type Player = MoneyMember & { token: string };
async function player(funds: bigint, gameCode: LiveGameCode, accountType = 1): Promise<Player> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)!, accountType } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, token: launched.token };
}

const house = () => t.client(() => ({ merchant: 'HGOLD' }));
let roomId: string | undefined;
const state = (p: Player, gameCode: LiveGameCode) => house().call(liveStateEndpoint, { body: { token: p.token, gameCode, roomId } });
const bet = (p: Player, gameCode: LiveGameCode, roundNumber: number, bets: { spot: string; amount: string }[], requestId = rid()) =>
  house().call(liveBetEndpoint, { body: { token: p.token, gameCode, roomId, roundNumber, requestId, bets } });
const mainBalance = async (member: MoneyMember) => (await member.api.call(balanceEndpoint)).mainBalance;
const cents = (amount: string) => BigInt(amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
const dealer = () => t.services.liveDealer;

/** Opens a fresh round at the table (finishing whatever round is there) and answers its number. */
async function freshRound(p: Player, gameCode: LiveGameCode): Promise<number> {
  await state(p, gameCode);
  await dealer().tick();
  let current = (await state(p, gameCode)).round!;
  for (let turn = 0; current.phase !== 'betting' || Date.parse(current.closesAt) - t.clock.now().getTime() < BETTING_MS; turn++) {
    if (turn === 4) throw new Error(`no fresh round: ${JSON.stringify(current)}`);
    t.clock.advance(BETTING_MS + RESULT_MS);
    await dealer().tick();
    await dealer().tick();
    current = (await state(p, gameCode)).round!;
  }
  return current.roundNumber;
}

describe('a shared baccarat round', () => {
  it('two players bet into one round, see one result, and each is paid through the wallet; the seed replays it', async () => {
    const [a, b] = [await player(10_000n, 'house-baccarat'), await player(10_000n, 'house-baccarat')];
    const roundNumber = await freshRound(a, 'house-baccarat');
    const opened = await state(b, 'house-baccarat');
    expect(opened.round).toMatchObject({ roundNumber, phase: 'betting', result: null, fairness: { serverSeed: null, nonce: 0 } });
    expect(opened.table.chips[0]).toBe('1.00');

    const afterA = await bet(a, 'house-baccarat', roundNumber, [
      { spot: 'player', amount: '10.00' },
      { spot: 'tie', amount: '1.00' },
    ]);
    expect(afterA.myBets).toMatchObject([{ status: 'placed', stake: '11.00', balanceBefore: '100.00' }]);
    expect(afterA.balance).toBe('89.00');
    const afterB = await bet(b, 'house-baccarat', roundNumber, [{ spot: 'banker', amount: '20.00' }]);
    expect(afterB.round).toMatchObject({ players: 2, spotTotals: { player: '10.00', tie: '1.00', banker: '20.00' } });

    t.clock.advance(BETTING_MS);
    await dealer().tick();
    const [seenA, seenB] = [await state(a, 'house-baccarat'), await state(b, 'house-baccarat')];
    expect(seenA.round!.phase).toBe('settled');
    expect(seenA.round!.result).toEqual(seenB.round!.result);
    const result = seenA.round!.result!;
    if (result.game !== 'baccarat') throw new Error('expected baccarat');
    const winA = result.winner === 'player' ? 2000n : result.winner === 'tie' ? 1000n + 900n : 0n;
    const winB = result.winner === 'banker' ? 3900n : result.winner === 'tie' ? 2000n : 0n;
    expect(cents(await mainBalance(a))).toBe(10_000n - 1100n + winA);
    expect(cents(await mainBalance(b))).toBe(10_000n - 2000n + winB);
    expect(seenA.recall[0]).toMatchObject({ roundNumber, status: 'settled', stake: '11.00', balanceBefore: '100.00' });
    expect(cents(seenA.recall[0]!.balanceAfter!)).toBe(10_000n - 1100n + winA);
    expect(seenA.history.at(-1)).toEqual({ roundNumber, result });

    // The seed is out with the result; the verifier draws the same coup from it for A's bets.
    const fairness = seenA.round!.fairness;
    expect(fairness.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const check = verifyRound(
      {
        serverSeed: fairness.serverSeed!,
        commitment: fairness.commitment,
        clientSeed: fairness.clientSeed,
        nonce: 0,
        input: { gameId: 'house-baccarat', bets: { player: 1000n, tie: 100n } },
        outcome: { ...result, game: undefined },
      },
      nodeHash,
    );
    expect(check.seedMatchesCommitment).toBe(true);
    const { game: _game, ...coup } = result;
    expect(dealBaccarat(new FairRng({ serverSeed: fairness.serverSeed!, clientSeed: fairness.clientSeed, nonce: 0 }, nodeHash))).toEqual(coup);
    const [row] = await t.database.db
      .select()
      .from(houseLiveRounds)
      .where(and(eq(houseLiveRounds.gameCode, 'house-baccarat'), eq(houseLiveRounds.roundNumber, roundNumber)));
    expect(row?.phase).toBe('settled');
    // Each bet: one debit and one credit, under the shared round's id.
    const moves = await t.database.db
      .select()
      .from(seamlessTransactions)
      .where(eq(seamlessTransactions.roundId, `baccarat-${row!.tableId}-${roundNumber}`));
    expect(moves.map((m) => m.kind).sort()).toEqual(['credit', 'credit', 'debit', 'debit']);
  });

  it('refuses bets after the close, off the layout, above the round limit or the balance, and places a repeated request once', async () => {
    const p = await player(5_000n, 'house-baccarat');
    const roundNumber = await freshRound(p, 'house-baccarat');
    const codeOf = async (promise: Promise<unknown>) => (await errorOf(promise)).errorCode;
    expect(await codeOf(bet(p, 'house-baccarat', roundNumber, [{ spot: 'dragon', amount: '1.00' }]))).toBe('validation_failed');
    expect(await codeOf(bet(p, 'house-baccarat', roundNumber, [{ spot: 'banker', amount: '1.10' }]))).toBe('validation_failed');
    expect(await codeOf(bet(p, 'house-baccarat', roundNumber, [{ spot: 'player', amount: '0' }]))).toBe('amount_invalid');
    expect(await codeOf(bet(p, 'house-baccarat', roundNumber, [{ spot: 'player', amount: '5001.00' }]))).toBe('amount_above_maximum');
    expect(await codeOf(bet(p, 'house-baccarat', roundNumber, [{ spot: 'player', amount: '60.00' }]))).toBe('insufficient_funds');
    expect(await codeOf(bet(p, 'house-baccarat', roundNumber + 1, [{ spot: 'player', amount: '1.00' }]))).toBe('invalid_state');
    const requestId = rid();
    await bet(p, 'house-baccarat', roundNumber, [{ spot: 'player', amount: '5.00' }], requestId);
    const again = await bet(p, 'house-baccarat', roundNumber, [{ spot: 'player', amount: '5.00' }], requestId);
    expect(again.myBets).toHaveLength(1);
    expect(cents(await mainBalance(p))).toBe(4_500n);
    t.clock.advance(BETTING_MS);
    expect(await codeOf(bet(p, 'house-baccarat', roundNumber, [{ spot: 'player', amount: '1.00' }]))).toBe('invalid_state');
    const bets = await t.database.db.select().from(houseLiveBets).where(eq(houseLiveBets.player, p.username));
    expect(bets.map((b) => b.status).sort()).toEqual(['placed', 'refused']); // the refused one: insufficient funds
  });
});

describe('rounds cut off', () => {
  it('a bet still unconfirmed at the close is rolled back, and a round not dealt in time is refunded', async () => {
    const p = await player(10_000n, 'house-roulette');
    let roundNumber = await freshRound(p, 'house-roulette');
    await bet(p, 'house-roulette', roundNumber, [{ spot: 'red', amount: '10.00' }]);
    // Another bet whose debit answer never came: it stays pending.
    const [round] = await t.database.db
      .select()
      .from(houseLiveRounds)
      .where(and(eq(houseLiveRounds.gameCode, 'house-roulette'), eq(houseLiveRounds.roundNumber, roundNumber)));
    const [pending] = await t.database.db
      .insert(houseLiveBets)
      .values({
        merchantId: round!.merchantId,
        roundId: round!.id,
        player: p.username,
        real: true,
        requestId: rid(),
        spots: [{ spot: 'black', amount: '5.00' }],
        stake: 500n,
        status: 'pending',
        createdAt: t.clock.now(),
      })
      .returning();
    t.clock.advance(BETTING_MS);
    expect(await dealer().tick()).toBe(0);
    const [after] = await t.database.db.select().from(houseLiveBets).where(eq(houseLiveBets.id, pending!.id));
    expect(after).toMatchObject({ status: 'refunded', errorCode: 'bet_not_taken' });
    const settled = (await state(p, 'house-roulette')).round!;
    expect(settled.phase).toBe('settled');

    // The server is down past a round's close: the round is refunded, not dealt, and the stake comes back.
    roundNumber = await freshRound(p, 'house-roulette');
    const before = cents(await mainBalance(p));
    await bet(p, 'house-roulette', roundNumber, [{ spot: 'straight:17', amount: '3.00' }]);
    t.clock.advance(BETTING_MS + STALE_AFTER_MS + 1000);
    await dealer().tick();
    const refunded = (await state(p, 'house-roulette')).round!;
    expect(refunded).toMatchObject({ roundNumber, phase: 'refunded', result: null });
    expect(cents(await mainBalance(p))).toBe(before);
  });

  it('two dealers ticking at once settle a round once', async () => {
    const p = await player(10_000n, 'house-roulette');
    const roundNumber = await freshRound(p, 'house-roulette');
    await bet(p, 'house-roulette', roundNumber, [{ spot: 'even', amount: '10.00' }]);
    t.clock.advance(BETTING_MS);
    await Promise.all([dealer().tick(), dealer().tick(), dealer().tick()]);
    const seen = await state(p, 'house-roulette');
    const result = seen.recall[0]!;
    expect(result.status).toBe('settled');
    const win = cents(result.win!);
    expect(cents(await mainBalance(p))).toBe(10_000n - 1000n + win);
  });

  it('free play bets with play money and never touches the wallet', async () => {
    const p = await player(1_000n, 'house-roulette', 0);
    const roundNumber = await freshRound(p, 'house-roulette');
    const placed = await bet(p, 'house-roulette', roundNumber, [{ spot: 'dozen:2', amount: '100.00' }]);
    expect(placed.real).toBe(false);
    expect(placed.balance).toBe('1900.00');
    t.clock.advance(BETTING_MS);
    await dealer().tick();
    const seen = await state(p, 'house-roulette');
    expect(seen.recall[0]!.status).toBe('settled');
    expect(cents(seen.balance)).toBe(190_000n + cents(seen.recall[0]!.win!));
    expect(await mainBalance(p)).toBe('10.00');
  });
});

describe('a niu niu room', () => {
  it('seats players one to a seat, holds three times the base, and pays each seat against the banker', async () => {
    roomId = 'NIUNIU-BRONZE';
    try {
      const [a, b] = [await player(10_000n, 'house-niu-niu'), await player(10_000n, 'house-niu-niu')];
      const roundNumber = await freshRound(a, 'house-niu-niu');
      const opened = await state(a, 'house-niu-niu');
      expect(opened).toMatchObject({ roomId: 'NIUNIU-BRONZE', table: { seats: 5, chips: ['1.00', '2.00', '5.00', '10.00'] } });
      const codeOf = async (promise: Promise<unknown>) => (await errorOf(promise)).errorCode;
      expect(await codeOf(bet(a, 'house-niu-niu', roundNumber, [{ spot: 'seat:6', amount: '1.00' }]))).toBe('validation_failed');
      expect(await codeOf(bet(a, 'house-niu-niu', roundNumber, [{ spot: 'seat:1', amount: '11.00' }]))).toBe('validation_failed');
      expect(
        await codeOf(
          bet(a, 'house-niu-niu', roundNumber, [
            { spot: 'seat:1', amount: '1.00' },
            { spot: 'seat:2', amount: '1.00' },
          ]),
        ),
      ).toBe('validation_failed');

      const seated = await bet(a, 'house-niu-niu', roundNumber, [{ spot: 'seat:2', amount: '5.00' }]);
      expect(seated.myBets).toMatchObject([{ stake: '15.00', spots: [{ spot: 'seat:2', amount: '5.00' }], status: 'placed' }]);
      expect(seated.balance).toBe('85.00');
      expect(await codeOf(bet(b, 'house-niu-niu', roundNumber, [{ spot: 'seat:2', amount: '1.00' }]))).toBe('invalid_state');
      expect(await codeOf(bet(a, 'house-niu-niu', roundNumber, [{ spot: 'seat:3', amount: '1.00' }]))).toBe('invalid_state');
      await bet(b, 'house-niu-niu', roundNumber, [{ spot: 'seat:4', amount: '2.00' }]);

      t.clock.advance(BETTING_MS);
      await dealer().tick();
      const seen = await state(a, 'house-niu-niu');
      const result = seen.round!.result!;
      if (result.game !== 'niuniu') throw new Error('expected niu niu');
      expect(result.seats).toHaveLength(5);
      const paid = (seat: number, base: bigint) =>
        settleNiuNiuSeat(seat - 1, base, result.seats[seat - 1] as unknown as NiuNiuHand, result.banker as unknown as NiuNiuHand).returned;
      expect(cents(await mainBalance(a))).toBe(10_000n - 1500n + paid(2, 500n));
      expect(cents(await mainBalance(b))).toBe(10_000n - 600n + paid(4, 200n));
      // The deal is the same whoever sat: five seats and the banker from the round's seed.
      const dealt = playNiuNiu(new FairRng({ serverSeed: seen.round!.fairness.serverSeed!, clientSeed: seen.round!.fairness.clientSeed, nonce: 0 }, nodeHash), [
        1n,
        1n,
        1n,
        1n,
        1n,
      ]);
      expect(result.banker.cards).toEqual(dealt.banker.cards);
      expect(
        await codeOf(
          state(a, 'house-niu-niu').then(() => house().call(liveStateEndpoint, { body: { token: a.token, gameCode: 'house-niu-niu', roomId: 'NOPE' } })),
        ),
      ).toBe('not_found');
    } finally {
      roomId = undefined;
    }
  });
});
