// A request id names one request at every house game (docs/house-games.md, Request ids): sent again with the
// same request it answers the first result and moves no money twice; sent again with another request (another
// stake, fish, action, bet, order or game) it is refused with idempotency_conflict and nothing is written —
// no round, bet or ticket, no nonce taken, no wallet movement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { blackjackActionEndpoint, blackjackDealEndpoint } from '@orbit/contracts/house-blackjack';
import { fishShotEndpoint } from '@orbit/contracts/house-fishing';
import { liveBetEndpoint, liveStateEndpoint, type LiveGameCode } from '@orbit/contracts/house-live';
import { slotSpinEndpoint } from '@orbit/contracts/house-slots';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { createTestApp, type TestApp } from './helpers.ts';
import { failure } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { lotteryPlayer, openDrawsAt, orderId, placeOrder, ticketsOf } from './support/lottery-orders.ts';
import { houseLiveBets } from '../src/db/schema/house-live.ts';
import { houseRounds, houseSeeds } from '../src/db/schema/house.ts';
import { lotteryExposure } from '../src/db/schema/lottery.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';

const BETTING_MS = 15_000;
const RESULT_MS = 8000;
let t: TestApp;
let gameIds: Map<string, number>;
let seq = 0;
const rid = () => `rid-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_LIVE_BETTING_MS: String(BETTING_MS), HOUSE_LIVE_RESULT_MS: String(RESULT_MS) });
  await openDrawsAt(t, new Date(Date.parse('2026-11-25T00:00:00Z')));
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
});
afterAll(() => t.close());

type Player = MoneyMember & { token: string };
async function player(funds: bigint, gameCode: string): Promise<Player> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)!, accountType: 1 } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, token: launched.token };
}

const house = () => t.client(() => ({ merchant: 'HGOLD' }));
const balance = async (member: MoneyMember) => (await member.api.call(balanceEndpoint)).mainBalance;

/** Everything a house game writes for a player: rounds, live bets, lottery tickets, seed nonces, wallet movements. */
async function footprint(member: MoneyMember) {
  const { db } = t.database;
  const rounds = await db.select().from(houseRounds).where(eq(houseRounds.player, member.username)).orderBy(houseRounds.id);
  const bets = await db.select().from(houseLiveBets).where(eq(houseLiveBets.player, member.username)).orderBy(houseLiveBets.id);
  const seeds = await db
    .select({ game: houseSeeds.gameCode, nonce: houseSeeds.nonce })
    .from(houseSeeds)
    .where(and(eq(houseSeeds.player, member.username), isNull(houseSeeds.revealedAt)))
    .orderBy(houseSeeds.gameCode);
  const moves = await db
    .select({ id: seamlessTransactions.vendorTransactionId })
    .from(seamlessTransactions)
    .where(eq(seamlessTransactions.memberId, member.id));
  return { rounds, bets, tickets: await ticketsOf(t, member), seeds, moves: moves.map((m) => m.id).sort(), balance: await balance(member) };
}

/** A request the house game must refuse as a reused request id, leaving everything as it was. */
async function refusedAsConflict(member: MoneyMember, call: () => Promise<unknown>) {
  const before = await footprint(member);
  expect(await failure(call())).toEqual({ errorCode: 'idempotency_conflict', status: 409, field: 'requestId' });
  expect(await footprint(member)).toEqual(before);
}

describe('a slot spin', () => {
  const spin = (p: Player, totalBet: string, requestId: string, gameCode = 'house-fruit-lines') =>
    house().call(slotSpinEndpoint, { body: { token: p.token, gameCode, totalBet, requestId } });

  it('sent again answers the first spin; with another stake or at another slot it is refused and nothing moves', async () => {
    const p = await player(10_000n, 'house-fruit-lines');
    const requestId = rid();
    const first = await spin(p, '0.20', requestId);
    const after = await footprint(p);
    expect(after.rounds).toHaveLength(1);
    expect(await spin(p, '0.2', requestId)).toEqual(first); // the same stake written differently is the same spin
    expect(await footprint(p)).toEqual(after);
    await refusedAsConflict(p, () => spin(p, '0.40', requestId));
    await refusedAsConflict(p, () => spin(p, '0.50', requestId, 'house-jade-ways'));
  });
});

describe('a fishing shot', () => {
  const shoot = (p: Player, fishId: string, cannonLevel: number, requestId: string) =>
    house().call(fishShotEndpoint, { body: { token: p.token, gameCode: 'house-ocean-hunter', fishId, cannonLevel, requestId } });

  it('sent again answers the first shot; at another fish or cannon level it is refused and nothing moves', async () => {
    const p = await player(10_000n, 'house-ocean-hunter');
    const requestId = rid();
    const first = await shoot(p, 'shark', 2, requestId);
    const after = await footprint(p);
    expect(await shoot(p, 'shark', 2, requestId)).toEqual(first);
    expect(await footprint(p)).toEqual(after);
    await refusedAsConflict(p, () => shoot(p, 'clownfish', 2, requestId));
    await refusedAsConflict(p, () => shoot(p, 'shark', 3, requestId));
  });
});

describe('a blackjack hand', () => {
  const deal = (p: Player, stake: string, requestId: string) => house().call(blackjackDealEndpoint, { body: { token: p.token, stake, requestId } });
  const act = (p: Player, roundId: string, action: 'hit' | 'stand', requestId: string) =>
    house().call(blackjackActionEndpoint, { body: { token: p.token, roundId, action, requestId } });

  it('a deal sent again answers the first hand; with another stake it is refused and nothing moves', async () => {
    const p = await player(100_000n, 'house-blackjack');
    const requestId = rid();
    const first = await deal(p, '2.00', requestId);
    const after = await footprint(p);
    expect(await deal(p, '2.00', requestId)).toEqual(first);
    expect(await footprint(p)).toEqual(after);
    await refusedAsConflict(p, () => deal(p, '4.00', requestId));
  });

  it('an action sent again answers the first; the same id with another action is refused and the hand stays as it is', async () => {
    const p = await player(100_000n, 'house-blackjack');
    // Deal until a hand is in play (a blackjack at the deal ends the hand at once).
    let hand = await deal(p, '2.00', rid());
    for (let turn = 0; hand.round.status !== 'playing'; turn++) {
      if (turn === 20) throw new Error('no hand in play after 20 deals');
      hand = await deal(p, '2.00', rid());
    }
    const requestId = rid();
    const stood = await act(p, hand.round.roundId, 'stand', requestId);
    const after = await footprint(p);
    expect(await act(p, hand.round.roundId, 'stand', requestId)).toEqual(stood);
    expect(await footprint(p)).toEqual(after);
    await refusedAsConflict(p, () => act(p, hand.round.roundId, 'hit', requestId));
  });
});

describe('a live table bet', () => {
  const state = (p: Player, gameCode: LiveGameCode) => house().call(liveStateEndpoint, { body: { token: p.token, gameCode } });
  const bet = (p: Player, roundNumber: number, bets: { spot: string; amount: string }[], requestId: string) =>
    house().call(liveBetEndpoint, { body: { token: p.token, gameCode: 'house-baccarat', roundNumber, requestId, bets } });

  /** The number of a round taking bets for the whole betting window. */
  async function freshRound(p: Player): Promise<number> {
    await state(p, 'house-baccarat');
    await t.services.liveDealer.tick();
    let current = (await state(p, 'house-baccarat')).round!;
    for (let turn = 0; current.phase !== 'betting' || Date.parse(current.closesAt) - t.clock.now().getTime() < BETTING_MS; turn++) {
      if (turn === 4) throw new Error(`no fresh round: ${JSON.stringify(current)}`);
      t.clock.advance(BETTING_MS + RESULT_MS);
      await t.services.liveDealer.tick();
      await t.services.liveDealer.tick();
      current = (await state(p, 'house-baccarat')).round!;
    }
    return current.roundNumber;
  }

  it('sent again places nothing more; with other spots or amounts it is refused and nothing moves', async () => {
    const p = await player(100_000n, 'house-baccarat');
    const roundNumber = await freshRound(p);
    const requestId = rid();
    await bet(
      p,
      roundNumber,
      [
        { spot: 'player', amount: '10.00' },
        { spot: 'tie', amount: '1.00' },
      ],
      requestId,
    );
    const after = await footprint(p);
    expect(after.bets).toHaveLength(1);
    expect(after.balance).toBe('989.00');
    // The same bet, its spots in another order: the same request.
    await bet(
      p,
      roundNumber,
      [
        { spot: 'tie', amount: '1' },
        { spot: 'player', amount: '10.00' },
      ],
      requestId,
    );
    expect(await footprint(p)).toEqual(after);
    await refusedAsConflict(p, () =>
      bet(
        p,
        roundNumber,
        [
          { spot: 'banker', amount: '10.00' },
          { spot: 'tie', amount: '1.00' },
        ],
        requestId,
      ),
    );
    await refusedAsConflict(p, () =>
      bet(
        p,
        roundNumber,
        [
          { spot: 'player', amount: '20.00' },
          { spot: 'tie', amount: '1.00' },
        ],
        requestId,
      ),
    );
  });
});

describe('a lottery order', () => {
  const line = (number: string, stake = '1.00') => ({ betType: 'big', numbers: [number], stake });

  it('sent again answers the same tickets; another order under its request id is refused and nothing is written', async () => {
    const p = await lotteryPlayer(t, 10_000n);
    const requestId = orderId();
    const first = await placeOrder(t, p.gameToken, '4d', ['4d:2026-11-25'], [line('1234')], requestId);
    const after = await footprint(p);
    expect(after.tickets).toHaveLength(1);
    expect(await placeOrder(t, p.gameToken, '4d', ['4d:2026-11-25'], [line('1234', '1')], requestId)).toEqual(first);
    expect(await footprint(p)).toEqual(after);
    const exposure = await t.database.db.select().from(lotteryExposure).orderBy(lotteryExposure.drawRowId, lotteryExposure.betKey);
    await refusedAsConflict(p, () => placeOrder(t, p.gameToken, '4d', ['4d:2026-11-25'], [line('9999')], requestId));
    await refusedAsConflict(p, () => placeOrder(t, p.gameToken, '4d', ['4d:2026-11-25'], [line('1234', '2.00')], requestId));
    await refusedAsConflict(p, () => placeOrder(t, p.gameToken, '4d', ['4d:2026-11-25', '4d:2026-11-28'], [line('1234')], requestId));
    expect(await t.database.db.select().from(lotteryExposure).orderBy(lotteryExposure.drawRowId, lotteryExposure.betKey)).toEqual(exposure);
  });
});
