// The live tables on real PostgreSQL: players betting at once into one round while the round closes and three
// dealers tick at once — every bet ends settled, refused or refunded (never stuck), every balance equals what
// its settled bets say (stake out, win back), and the ledger reconciles; two players reaching for one niu niu
// seat at once sit one; and random rounds of random bets keep the money whole. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { runReconciliationEndpoint } from '@orbit/contracts/console-finance';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { liveBetEndpoint, liveStateEndpoint, type LiveGameCode } from '@orbit/contracts/house-live';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { createTestApp, type TestApp } from '../helpers.ts';
import { consoleApi } from '../support/members.ts';
import { moneyMember, type MoneyMember } from '../support/payments.ts';
import { houseLiveBets, houseLiveRounds } from '../../src/db/schema/house-live.ts';

const BETTING_MS = 15_000;
const RESULT_MS = 8000;
let t: TestApp;
let console_: ApiClient;
let gameIds: Map<string, number>;
let seq = 0;
const rid = () => `pg-live-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp({ HOUSE_LIVE_BETTING_MS: String(BETTING_MS), HOUSE_LIVE_RESULT_MS: String(RESULT_MS) });
  console_ = await consoleApi(t);
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
});
afterAll(() => t.close());

type Player = MoneyMember & { token: string; funds: bigint };
async function player(funds: bigint, gameCode: LiveGameCode): Promise<Player> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)!, accountType: 1 } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, token: launched.token, funds };
}

const house = () => t.client(() => ({ merchant: 'HGOLD' }));
const cents = (amount: string) => BigInt(amount.replace('.', ''));
const dealer = () => t.services.liveDealer;
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error as { errorCode?: string }).errorCode ?? String(error),
  );

async function openRound(p: Player, gameCode: LiveGameCode, roomId?: string): Promise<number> {
  const read = () => house().call(liveStateEndpoint, { body: { token: p.token, gameCode, roomId } });
  await read();
  await dealer().tick();
  for (let turn = 0; turn < 5; turn++) {
    const round = (await read()).round!;
    if (round.phase === 'betting' && Date.parse(round.closesAt) - t.clock.now().getTime() >= BETTING_MS) return round.roundNumber;
    t.clock.advance(BETTING_MS + RESULT_MS);
    await dealer().tick();
    await dealer().tick();
  }
  throw new Error('no fresh round');
}

/** Every player's wallet equals funds − stakes + wins of their settled bets; nothing is left unfinished. */
async function moneyIsWhole(players: Player[]) {
  for (const p of players) {
    const bets = await t.database.db.select().from(houseLiveBets).where(eq(houseLiveBets.player, p.username));
    expect(bets.filter((b) => ['pending', 'placed', 'cancelling'].includes(b.status))).toEqual([]);
    const settled = bets.filter((b) => b.status === 'settled');
    const expected = p.funds - settled.reduce((sum, b) => sum + b.stake, 0n) + settled.reduce((sum, b) => sum + (b.win ?? 0n), 0n);
    expect(cents((await p.api.call(balanceEndpoint)).mainBalance)).toBe(expected);
  }
  expect(await console_.call(runReconciliationEndpoint)).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
}

describe('live tables on PostgreSQL', () => {
  it('bets racing the close and three dealers at once: every bet ends settled, refused or refunded, and the money is whole', async () => {
    const players = await Promise.all(Array.from({ length: 10 }, () => player(3_000n, 'house-roulette')));
    const roundNumber = await openRound(players[0]!, 'house-roulette');
    const bet = (p: Player, spot: string, amount: string) =>
      house().call(liveBetEndpoint, { body: { token: p.token, gameCode: 'house-roulette', roundNumber, requestId: rid(), bets: [{ spot, amount }] } });
    // Half the bets go in before the close; the rest race it while three dealers deal.
    const early = players.flatMap((p, i) => [outcomeOf(bet(p, i % 2 ? 'red' : 'black', '10.00')), outcomeOf(bet(p, `straight:${i}`, '5.00'))]);
    const earlyOutcomes = await Promise.all(early);
    expect(earlyOutcomes.every((o) => o === 'ok')).toBe(true);
    const late = players.flatMap((p) => [outcomeOf(bet(p, 'even', '10.00')), outcomeOf(bet(p, 'dozen:1', '10.00'))]);
    t.clock.advance(BETTING_MS);
    const [lateOutcomes] = await Promise.all([Promise.all(late), dealer().tick(), dealer().tick(), dealer().tick()]);
    // Late bets were either placed in time (and settled), refused as closed, or refused for funds.
    for (const outcome of lateOutcomes) expect(['ok', 'invalid_state', 'insufficient_funds']).toContain(outcome);
    await dealer().tick();
    const [round] = await t.database.db
      .select()
      .from(houseLiveRounds)
      .where(and(eq(houseLiveRounds.gameCode, 'house-roulette'), eq(houseLiveRounds.roundNumber, roundNumber)));
    expect(round?.phase).toBe('settled');
    await moneyIsWhole(players);
  });

  it('two players reaching for one niu niu seat at once: one sits, the other is told it is taken', async () => {
    const roomId = 'NIUNIU-SILVER';
    const [a, b] = await Promise.all([player(10_000n, 'house-niu-niu'), player(10_000n, 'house-niu-niu')]);
    const roundNumber = await openRound(a, 'house-niu-niu', roomId);
    const sit = (p: Player) =>
      outcomeOf(
        house().call(liveBetEndpoint, {
          body: { token: p.token, gameCode: 'house-niu-niu', roomId, roundNumber, requestId: rid(), bets: [{ spot: 'seat:1', amount: '10.00' }] },
        }),
      );
    const outcomes = await Promise.all([sit(a), sit(b)]);
    expect(outcomes.sort()).toEqual(['invalid_state', 'ok']);
    t.clock.advance(BETTING_MS);
    await dealer().tick();
    await moneyIsWhole([a, b]);
  });

  it('random rounds of random baccarat bets keep every balance equal to its settled bets', async () => {
    const spots = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
    const betArb = fc.record({ who: fc.integer({ min: 0, max: 2 }), spot: fc.constantFrom(...spots), chips: fc.integer({ min: 1, max: 40 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(betArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 3 }), async (rounds) => {
        const players = await Promise.all(Array.from({ length: 3 }, () => player(5_000n, 'house-baccarat')));
        for (const bets of rounds) {
          const roundNumber = await openRound(players[0]!, 'house-baccarat');
          await Promise.all(
            bets.map(({ who, spot, chips }) =>
              outcomeOf(
                house().call(liveBetEndpoint, {
                  body: {
                    token: players[who]!.token,
                    gameCode: 'house-baccarat',
                    roundNumber,
                    requestId: rid(),
                    bets: [{ spot, amount: `${chips}.00` }],
                  },
                }),
              ).then((outcome) => expect(['ok', 'insufficient_funds']).toContain(outcome)),
            ),
          );
          t.clock.advance(BETTING_MS);
          await dealer().tick();
        }
        await moneyIsWhole(players);
        const stuck = await t.database.db
          .select({ id: houseLiveRounds.id })
          .from(houseLiveRounds)
          .where(and(eq(houseLiveRounds.gameCode, 'house-baccarat'), inArray(houseLiveRounds.phase, ['dealing', 'refunding'])));
        expect(stuck).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});
