// The house fishing game as a member plays it, over real HTTP: a shot moves the wallet by exactly
// win − stake through the seamless protocol, its capture is the one fireShot draws from the player's seeds
// (checked once the seed is revealed), the reload time and bad aims are refused with nothing written, free
// play never touches the wallet, a shot sent twice is played once, and a shot cut off between its bet and its
// win is finished by the recovery sweep in the player's favour.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { fishSeedsEndpoint, fishSessionEndpoint, fishShotEndpoint } from '@orbit/contracts/house-fishing';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { FairRng } from '@orbit/games/fair/rng';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { fireShot } from '@orbit/games/fishing/fishing';
import { verifyRound } from '@orbit/games/verify';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { houseRounds } from '../src/db/schema/house.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { createHouseWallet, type HouseWallet } from '../src/vendors/house/house-wallet.ts';
import { createSeamlessClient, SeamlessCallError } from '../src/vendors/house/seamless-client.ts';
import { createRoundBook, RECOVERY_AFTER_MS } from '../src/vendors/house/round-book.ts';
import { createHouseFishing, MIN_SHOT_MS } from '../src/vendors/house/fishing/fishing.service.ts';

const GAME = 'house-ocean-hunter';
let t: TestApp;
let gameId: number;
let seq = 0;
const rid = () => `shot-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameId = games.find((game) => game.gameCode === GAME)!.gameId;
});
afterAll(() => t.close());

async function player(funds: bigint, accountType = 1): Promise<MoneyMember & { token: string }> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId, accountType } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, token: launched.token };
}

const house = () => t.client(() => ({ merchant: 'HGOLD' }));
const mainBalance = async (member: MoneyMember) => (await member.api.call(balanceEndpoint)).mainBalance;
const cents = (amount: string) => BigInt(amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));
const roundsOf = (member: MoneyMember) => t.database.db.select().from(houseRounds).where(eq(houseRounds.player, member.username));
const shoot = (token: string, fishId: string, cannonLevel: number, requestId = rid()) =>
  house().call(fishShotEndpoint, { body: { token, gameCode: GAME, fishId, cannonLevel, requestId } });

describe('a real-money shot', () => {
  it('opens with the player, the fish, the cannon bets, the seed commitment and no shots yet', async () => {
    const p = await player(5_000n);
    const session = await house().call(fishSessionEndpoint, { body: { token: p.token, gameCode: GAME } });
    expect(session).toMatchObject({ player: p.username, real: true, currency: 'MYR', balance: '50.00', recall: [] });
    expect(session.game).toMatchObject({ gameCode: GAME, statedRtp: 96, minShotMs: MIN_SHOT_MS });
    expect(session.game.cannonBets).toEqual(['0.10', '0.20', '0.30', '0.40', '0.50', '0.60', '0.70', '0.80', '0.90', '1.00']);
    expect(session.game.fish.find((fish) => fish.id === 'golden-dragon')).toEqual({ id: 'golden-dragon', multiplier: 300 });
    expect(session.seeds).toMatchObject({ commitment: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0, serverSeed: null });
  });

  it('each shot moves the wallet by win − stake, and its capture is exactly what fireShot draws from the revealed seeds', async () => {
    const p = await player(10_000n);
    const aims = [
      ['clownfish', 1],
      ['clownfish', 10],
      ['angelfish', 3],
      ['turtle', 5],
      ['golden-dragon', 2],
    ] as const;
    let balance = 10_000n;
    const shots = [];
    for (const [fishId, level] of aims) {
      const { round, balance: after } = await shoot(p.token, fishId, level);
      const stake = BigInt(level) * 10n;
      expect(round).toMatchObject({ status: 'settled', real: true, fishId, cannonLevel: level, stake: (Number(stake) / 100).toFixed(2) });
      expect(cents(round.balanceBefore!)).toBe(balance);
      balance = balance - stake + cents(round.win);
      expect(cents(after)).toBe(balance);
      expect(cents(round.balanceAfter!)).toBe(balance);
      expect(cents(round.win)).toBe(round.captured ? stake * BigInt(round.multiplier) : 0n);
      const moves = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.roundId, round.roundId));
      expect(moves.map((m) => [m.kind, m.vendorTransactionId, m.amount]).sort()).toEqual([
        ['credit', `${round.roundId}:win`, cents(round.win)],
        ['debit', `${round.roundId}:bet`, stake],
      ]);
      shots.push(round);
      t.clock.advance(MIN_SHOT_MS);
    }
    expect(cents(await mainBalance(p))).toBe(balance);

    // Before rotation the server seed stays secret; after it every shot replays to the same capture.
    expect(shots[0]!.fairness.serverSeed).toBeNull();
    const rotated = await house().call(fishSeedsEndpoint, { body: { token: p.token, gameCode: GAME, clientSeed: 'net and hook' } });
    expect(rotated.revealed).toMatchObject({ commitment: shots[0]!.fairness.commitment, nonce: aims.length });
    expect(rotated.next).toMatchObject({ clientSeed: 'net and hook', nonce: 0, serverSeed: null });
    expect(rotated.recall).toHaveLength(aims.length);
    const serverSeed = rotated.revealed.serverSeed!;
    for (const round of shots) {
      const seeds = { serverSeed, clientSeed: round.fairness.clientSeed, nonce: round.fairness.nonce };
      const shot = { fishId: round.fishId, cannonLevel: round.cannonLevel, levelValue: 10n };
      const expected = fireShot(new FairRng(seeds, nodeHash), shot);
      expect({ captured: round.captured, draw: round.draw, win: cents(round.win) }).toEqual({
        captured: expected.captured,
        draw: expected.draw,
        win: expected.payout,
      });
      const [stored] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.roundId, round.roundId));
      const check = verifyRound({ ...seeds, commitment: round.fairness.commitment, input: { gameId: GAME, shot }, outcome: stored!.outcome }, nodeHash);
      expect(check).toMatchObject({ seedMatchesCommitment: true, outcomeMatches: true, valid: true });
    }
  });

  it('keeps the reload time, and a shot sent twice is played once', async () => {
    const p = await player(10_000n);
    const requestId = rid();
    const first = await shoot(p.token, 'shark', 1, requestId);
    expect((await errorOf(shoot(p.token, 'shark', 1))).errorCode).toBe('too_many_requests');
    expect(await shoot(p.token, 'shark', 1, requestId)).toEqual(first); // the same shot again: the same answer
    t.clock.advance(MIN_SHOT_MS);
    await shoot(p.token, 'shark', 1);
    expect(await roundsOf(p)).toHaveLength(2);
    expect(cents(await mainBalance(p))).toBe(10_000n - 20n + (await roundsOf(p)).reduce((sum, row) => sum + row.win, 0n));
  });

  it('two copies of one shot sent at once are played once, the stake taken once', async () => {
    const p = await player(10_000n);
    const requestId = rid();
    const [a, b] = await Promise.all([shoot(p.token, 'stingray', 4, requestId), shoot(p.token, 'stingray', 4, requestId)]);
    expect(a.round.roundId).toBe(b.round.roundId);
    const rounds = await roundsOf(p);
    expect(rounds).toHaveLength(1);
    expect(cents(await mainBalance(p))).toBe(10_000n - 40n + rounds[0]!.win);
  });

  it('refuses an unknown fish, a bad cannon level, another game and a bad token, writing nothing', async () => {
    const p = await player(10_000n);
    t.clock.advance(MIN_SHOT_MS);
    const refused = async (body: Partial<{ token: string; gameCode: string; fishId: string; cannonLevel: number }>) =>
      errorOf(house().call(fishShotEndpoint, { body: { token: p.token, gameCode: GAME, fishId: 'shark', cannonLevel: 1, requestId: rid(), ...body } }));
    expect(await refused({ fishId: 'mermaid' })).toMatchObject({ errorCode: 'validation_failed', field: 'fishId' });
    expect(await refused({ fishId: 'Shark!' })).toMatchObject({ errorCode: 'validation_failed' });
    expect(await refused({ cannonLevel: 11 })).toMatchObject({ errorCode: 'validation_failed', field: 'cannonLevel' });
    expect(await refused({ cannonLevel: 0 })).toMatchObject({ errorCode: 'validation_failed' });
    expect(await refused({ cannonLevel: 1.5 })).toMatchObject({ errorCode: 'validation_failed' });
    expect(await refused({ gameCode: 'house-fruit-lines' })).toMatchObject({ errorCode: 'not_found' });
    expect(await refused({ token: 'x'.repeat(43) })).toMatchObject({ errorCode: 'game_token_invalid' });
    expect((await errorOf(house().call(fishSessionEndpoint, { body: { token: 'y'.repeat(43), gameCode: GAME } }))).errorCode).toBe('game_token_invalid');
    expect(await roundsOf(p)).toEqual([]);
    expect(await mainBalance(p)).toBe('100.00');
    const moves = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, p.id));
    expect(moves).toEqual([]);
  });

  it('a stake above the balance is refused and takes nothing', async () => {
    const p = await player(50n);
    expect((await errorOf(shoot(p.token, 'whale', 6))).errorCode).toBe('insufficient_funds');
    expect(await mainBalance(p)).toBe('0.50');
    const [round] = await roundsOf(p);
    expect(round).toMatchObject({ status: 'refused', errorCode: 'insufficient_funds' });
  });
});

describe('free play', () => {
  it('shoots with the house vendor’s play money and never touches the wallet', async () => {
    const p = await player(1_000n, 0);
    const session = await house().call(fishSessionEndpoint, { body: { token: p.token, gameCode: GAME } });
    expect(session).toMatchObject({ real: false, balance: '2000.00' });
    const { round, balance } = await shoot(p.token, 'lionfish', 10);
    expect(round).toMatchObject({ real: false, status: 'settled', stake: '1.00' });
    expect(cents(balance)).toBe(200_000n - 100n + cents(round.win));
    expect(await mainBalance(p)).toBe('10.00');
    const moves = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, p.id));
    expect(moves).toEqual([]);
  });
});

describe('shots cut off between the bet and the win', () => {
  /** The fishing game with a wallet connection that loses one kind of call: `lost` arrives but its answer is lost; `dropped` never arrives. */
  function fishingFailing(action: 'debit' | 'credit' | 'none', how: 'lost' | 'dropped' = 'lost') {
    const real = createHouseWallet({
      database: t.database,
      secrets: t.services.vendorSecrets,
      client: createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock }),
    });
    const failing: HouseWallet = {
      call: async (target, which, body) => {
        if (which === action && how === 'dropped') throw new SeamlessCallError('retry_later', 'connection refused', true);
        const answer = await real.call(target, which, body as never);
        if (which === action) throw new SeamlessCallError('retry_later', 'connection reset', true);
        return answer as never;
      },
    };
    const book = createRoundBook({ database: t.database, clock: t.clock, wallet: failing });
    return createHouseFishing({ database: t.database, clock: t.clock, book, minShotMs: 0 });
  }
  const runRecovery = () => {
    const job = t.jobs.definitions.find((j) => j.name === 'house.recover-rounds')!;
    return job.run(t.database.db, { start: t.clock.now(), end: t.clock.now() });
  };
  const merchant = () => t.services.site.resolveMerchant({ code: 'HGOLD' });

  it('a taken bet whose win never reached the wallet is paid by the recovery sweep, once', async () => {
    const p = await player(10_000n);
    await fishingFailing('credit', 'dropped').shoot(await merchant(), {
      token: p.token,
      gameCode: GAME,
      fishId: 'clownfish',
      cannonLevel: 5,
      requestId: rid(),
    });
    const [cut] = await roundsOf(p);
    expect(cut).toMatchObject({ status: 'debited', vendorCode: 'HFISH' });
    expect(await mainBalance(p)).toBe('99.50');
    await runRecovery(); // too early: left for a later run
    expect((await roundsOf(p))[0]?.status).toBe('debited');
    t.clock.advance(RECOVERY_AFTER_MS + 1000);
    await runRecovery();
    await runRecovery();
    expect((await roundsOf(p))[0]).toMatchObject({ status: 'settled' });
    expect(cents(await mainBalance(p))).toBe(9_950n + cut!.win);
  });

  it('a shot sent again after its bet’s answer was lost finishes the same round, taking the stake once', async () => {
    const p = await player(10_000n);
    const body = { token: p.token, gameCode: GAME, fishId: 'pufferfish', cannonLevel: 2, requestId: rid() };
    expect((await errorOf(fishingFailing('debit').shoot(await merchant(), body))).errorCode).toBe('vendor_unavailable');
    const again = await fishingFailing('none').shoot(await merchant(), body);
    expect(again.round).toMatchObject({ status: 'settled', stake: '0.20', balanceBefore: '100.00' });
    const rounds = await roundsOf(p);
    expect(rounds).toHaveLength(1);
    expect(cents(await mainBalance(p))).toBe(9_980n + rounds[0]!.win);
  });

  it('a bet whose answer was lost is rolled back by the sweep: the player gets the stake back', async () => {
    const p = await player(10_000n);
    const body = { token: p.token, gameCode: GAME, fishId: 'octopus', cannonLevel: 10, requestId: rid() };
    expect((await errorOf(fishingFailing('debit').shoot(await merchant(), body))).errorCode).toBe('vendor_unavailable');
    expect((await roundsOf(p))[0]).toMatchObject({ status: 'open' });
    expect(await mainBalance(p)).toBe('99.00');
    t.clock.advance(RECOVERY_AFTER_MS + 1000);
    await runRecovery();
    expect((await roundsOf(p))[0]).toMatchObject({ status: 'refunded' });
    expect(await mainBalance(p)).toBe('100.00');
  });
});
