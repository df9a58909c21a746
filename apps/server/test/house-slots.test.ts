// The house slots as a member plays them: a real-money spin moves the wallet by exactly win − stake through
// the seamless protocol, the round is kept with its fairness data and verifies once the seed is revealed;
// the spin cycle, stakes and funds are checked; free play never touches the wallet; a spin sent twice is
// played once; and rounds cut off between bet and win are finished in the player's favour. The spin cycle is
// the merchant's own (Settings → Game settings): saved in the console, it is what the next spin keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { getSettingsEndpoint, listAuditEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { slotSeedsEndpoint, slotSessionEndpoint, slotSpinEndpoint } from '@orbit/contracts/house-slots';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { verifyRound } from '@orbit/games/verify';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { houseRounds } from '../src/db/schema/house.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { createHouseWallet, type HouseWallet } from '../src/vendors/house/house-wallet.ts';
import { createSeamlessClient, SeamlessCallError } from '../src/vendors/house/seamless-client.ts';
import { createRoundBook, RECOVERY_AFTER_MS } from '../src/vendors/house/round-book.ts';
import { createHouseSlots } from '../src/vendors/house/slots/slots.service.ts';

let t: TestApp;
let slotIds: Map<string, number>;
let seq = 0;
const rid = () => `spin-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  slotIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
});
afterAll(() => t.close());

async function player(funds: bigint, accountType = 1, gameCode = 'house-fruit-lines'): Promise<MoneyMember & { token: string }> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotIds.get(gameCode)!, accountType } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, token: launched.token };
}

const house = () => t.client(() => ({ merchant: 'HGOLD' }));
const mainBalance = async (member: MoneyMember) => (await member.api.call(balanceEndpoint)).mainBalance;
const cents = (amount: string) => BigInt(amount.replace('.', '').replace(/^(-?)0+(?=\d)/, '$1'));

describe('a real-money slot', () => {
  it('opens with the player, the game, the seed commitment and no rounds yet', async () => {
    const p = await player(5_000n);
    const session = await house().call(slotSessionEndpoint, { body: { token: p.token, gameCode: 'house-fruit-lines' } });
    expect(session).toMatchObject({ player: p.username, real: true, currency: 'MYR', balance: '50.00', recall: [] });
    expect(session.game).toMatchObject({ gameCode: 'house-fruit-lines', reels: 5, rows: 3, ways: false, statedRtp: expect.any(Number), minSpinMs: 1000 });
    expect(session.game.lines.length).toBe(20);
    expect(session.game.betLevels[0]).toBe('0.20');
    expect(session.seeds).toMatchObject({ commitment: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0, serverSeed: null });
  });

  it('a spin moves the wallet by win − stake through the seamless wallet, and the round verifies once the seed is revealed', async () => {
    const p = await player(10_000n);
    const spun = await house().call(slotSpinEndpoint, { body: { token: p.token, gameCode: 'house-fruit-lines', totalBet: '1.00', requestId: rid() } });
    const { round } = spun;
    expect(round).toMatchObject({ status: 'settled', stake: '1.00', balanceBefore: '100.00', real: true });
    const expected = 10_000n - 100n + cents(round.win);
    expect(cents(spun.balance)).toBe(expected);
    expect(cents(round.balanceAfter!)).toBe(expected);
    expect(cents(await mainBalance(p))).toBe(expected);
    expect(round.base.grid).toHaveLength(5);
    // The wallet saw a bet and a win (0.00 closes a lost round) under the round's ids.
    const moves = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.roundId, round.roundId));
    expect(moves.map((m) => [m.kind, m.vendorTransactionId]).sort()).toEqual([
      ['credit', `${round.roundId}:win`],
      ['debit', `${round.roundId}:bet`],
    ]);

    // Before rotation the server seed stays secret; after it, the round replays to the same outcome.
    expect(round.fairness.serverSeed).toBeNull();
    const rotated = await house().call(slotSeedsEndpoint, { body: { token: p.token, gameCode: 'house-fruit-lines', clientSeed: 'my lucky seed' } });
    expect(rotated.revealed.commitment).toBe(round.fairness.commitment);
    expect(rotated.next).toMatchObject({ clientSeed: 'my lucky seed', nonce: 0, serverSeed: null });
    expect(rotated.recall[0]?.fairness.serverSeed).toBe(rotated.revealed.serverSeed);
    const [stored] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.roundId, round.roundId));
    const check = verifyRound(
      {
        serverSeed: rotated.revealed.serverSeed!,
        commitment: round.fairness.commitment,
        clientSeed: round.fairness.clientSeed,
        nonce: round.fairness.nonce,
        input: { gameId: 'house-fruit-lines', totalBet: 100n },
        outcome: stored!.outcome,
      },
      nodeHash,
    );
    expect(check).toMatchObject({ seedMatchesCommitment: true, outcomeMatches: true, valid: true });
  });

  it('keeps the spin cycle, refuses stakes that are not offered, and a spin sent twice is played once', async () => {
    const p = await player(10_000n, 1, 'house-jade-ways');
    const body = { token: p.token, gameCode: 'house-jade-ways', totalBet: '0.25', requestId: rid() };
    const first = await house().call(slotSpinEndpoint, { body });
    expect((await errorOf(house().call(slotSpinEndpoint, { body: { ...body, requestId: rid() } }))).errorCode).toBe('too_many_requests');
    expect(await house().call(slotSpinEndpoint, { body })).toEqual(first); // the same spin again: the same answer
    t.clock.advance(1000);
    await house().call(slotSpinEndpoint, { body: { ...body, requestId: rid() } });
    const rounds = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username));
    expect(rounds).toHaveLength(2);
    t.clock.advance(1000);
    for (const [totalBet, code] of [
      ['0.10', 'amount_below_minimum'],
      ['0.30', 'amount_invalid'],
      ['1000.00', 'amount_above_maximum'],
      ['abc', 'validation_failed'],
    ] as const)
      expect((await errorOf(house().call(slotSpinEndpoint, { body: { ...body, totalBet, requestId: rid() } }))).errorCode).toBe(code);
    expect((await errorOf(house().call(slotSpinEndpoint, { body: { ...body, gameCode: 'house-nothing', requestId: rid() } }))).errorCode).toBe('not_found');
    expect((await errorOf(house().call(slotSessionEndpoint, { body: { token: 'x'.repeat(43), gameCode: 'house-jade-ways' } }))).errorCode).toBe(
      'game_token_invalid',
    );
  });

  it('a stake above the balance is refused and takes nothing', async () => {
    const p = await player(50n);
    const refused = await errorOf(
      house().call(slotSpinEndpoint, { body: { token: p.token, gameCode: 'house-fruit-lines', totalBet: '1.00', requestId: rid() } }),
    );
    expect(refused.errorCode).toBe('insufficient_funds');
    expect(await mainBalance(p)).toBe('0.50');
    const [round] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username));
    expect(round).toMatchObject({ status: 'refused', errorCode: 'insufficient_funds' });
  });
});

describe('the merchant’s spin cycle', () => {
  let cms: ApiClient;
  const slot = (p: { token: string }, requestId = rid()) =>
    house().call(slotSpinEndpoint, { body: { token: p.token, gameCode: 'house-fruit-lines', totalBet: '0.20', requestId } });
  const saveCycle = (slotMinSpinMs: number) => cms.call(updateSettingsEndpoint, { params: { section: 'games' }, body: { slotMinSpinMs } });

  beforeAll(async () => {
    cms = operatorClient(t, (await loginOperator(t)).token);
  });
  afterAll(() => saveCycle(1000));

  it('starts at one second for a merchant that never saved it', async () => {
    expect((await cms.call(getSettingsEndpoint)).games).toEqual({ slotMinSpinMs: 1000 });
  });

  it('is what the next spin keeps once an operator saves it, and what the screen is told', async () => {
    const saved = await saveCycle(2500);
    expect(saved.games).toEqual({ slotMinSpinMs: 2500 });
    const p = await player(10_000n);
    const session = await house().call(slotSessionEndpoint, { body: { token: p.token, gameCode: 'house-fruit-lines' } });
    expect(session.game.minSpinMs).toBe(2500);
    await slot(p);
    t.clock.advance(2000); // past the old one-second cycle, still within the merchant's 2.5 s
    expect((await errorOf(slot(p))).errorCode).toBe('too_many_requests');
    t.clock.advance(500);
    await slot(p);
    expect(await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username))).toHaveLength(2);

    // The change is in the audit log with what it was before.
    const log = await cms.call(listAuditEndpoint, { query: { action: 'settings.games.update' } });
    expect(log.items[0]).toMatchObject({ target: 'games', detail: { before: { slotMinSpinMs: 1000 }, after: { slotMinSpinMs: 2500 } } });
  });

  it('with 0 lets the next spin play at once', async () => {
    await saveCycle(0);
    const p = await player(10_000n);
    const session = await house().call(slotSessionEndpoint, { body: { token: p.token, gameCode: 'house-fruit-lines' } });
    expect(session.game.minSpinMs).toBe(0);
    for (let i = 0; i < 3; i++) await slot(p);
    expect(await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username))).toHaveLength(3);
  });

  it('refuses a cycle that is negative, fractional or longer than a minute, keeping the one saved', async () => {
    await saveCycle(1500);
    for (const slotMinSpinMs of [-1, 1.5, 60_001]) expect((await errorOf(saveCycle(slotMinSpinMs))).errorCode).toBe('validation_failed');
    expect((await cms.call(getSettingsEndpoint)).games.slotMinSpinMs).toBe(1500);
  });
});

describe('free play', () => {
  it('spins with the house vendor’s play money and never touches the wallet', async () => {
    const p = await player(1_000n, 0, 'house-koi-free-spins');
    const session = await house().call(slotSessionEndpoint, { body: { token: p.token, gameCode: 'house-koi-free-spins' } });
    expect(session).toMatchObject({ real: false, balance: '2000.00' });
    const spun = await house().call(slotSpinEndpoint, { body: { token: p.token, gameCode: 'house-koi-free-spins', totalBet: '2.00', requestId: rid() } });
    expect(cents(spun.balance)).toBe(200_000n - 200n + cents(spun.round.win));
    expect(await mainBalance(p)).toBe('10.00');
    const moves = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, p.id));
    expect(moves).toEqual([]);
  });
});

describe('rounds cut off between the bet and the win', () => {
  /**
   * The house vendor with a wallet connection that fails one kind of call: `lost` the call arrives and its
   * answer is lost; `dropped` the call never arrives.
   */
  function slotsFailing(action: 'debit' | 'credit', how: 'lost' | 'dropped') {
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
    return createHouseSlots({
      database: t.database,
      clock: t.clock,
      book: createRoundBook({ database: t.database, clock: t.clock, wallet: failing }),
    });
  }
  const runRecovery = () => {
    const job = t.jobs.definitions.find((j) => j.name === 'house.recover-rounds')!;
    return job.run(t.database.db, { start: t.clock.now(), end: t.clock.now() });
  };

  for (const how of ['dropped', 'lost'] as const)
    it(`a taken bet whose win ${how === 'dropped' ? 'never reached the wallet' : 'was paid but not confirmed'} is settled by the recovery sweep, paid once`, async () => {
      const p = await player(10_000n);
      const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
      await slotsFailing('credit', how).spin(merchant, { token: p.token, gameCode: 'house-fruit-lines', totalBet: '2.00', requestId: rid() });
      const [cut] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username));
      expect(cut).toMatchObject({ status: 'debited' });
      expect(cents(await mainBalance(p))).toBe(how === 'dropped' ? 9_800n : 9_800n + cut!.win);
      await runRecovery(); // too early: left for a later run
      expect((await t.database.db.select().from(houseRounds).where(eq(houseRounds.id, cut!.id)))[0]?.status).toBe('debited');
      t.clock.advance(RECOVERY_AFTER_MS + 1000);
      await runRecovery();
      const [done] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.id, cut!.id));
      expect(done).toMatchObject({ status: 'settled' });
      expect(cents(await mainBalance(p))).toBe(9_800n + cut!.win);
    });

  it('a spin sent again after its bet’s answer was lost finishes the same round, taking the stake once', async () => {
    const p = await player(10_000n);
    const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
    const requestId = rid();
    const body = { token: p.token, gameCode: 'house-fruit-lines', totalBet: '1.00', requestId };
    expect((await errorOf(slotsFailing('debit', 'lost').spin(merchant, body))).errorCode).toBe('vendor_unavailable');
    const again = await t.services.houseSlots.spin(merchant, body);
    expect(again.round).toMatchObject({ status: 'settled', stake: '1.00', balanceBefore: '100.00' });
    const rounds = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username));
    expect(rounds).toHaveLength(1);
    expect(cents(await mainBalance(p))).toBe(9_900n + rounds[0]!.win);
    expect(cents(again.balance)).toBe(9_900n + rounds[0]!.win);
  });

  it('a bet whose answer was lost is rolled back by the sweep: the player gets the stake back', async () => {
    const p = await player(10_000n);
    const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
    const lost = await errorOf(
      slotsFailing('debit', 'lost').spin(merchant, { token: p.token, gameCode: 'house-fruit-lines', totalBet: '3.00', requestId: rid() }),
    );
    expect(lost.errorCode).toBe('vendor_unavailable');
    const [cut] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username));
    expect(cut).toMatchObject({ status: 'open' });
    expect(await mainBalance(p)).toBe('97.00');
    t.clock.advance(RECOVERY_AFTER_MS + 1000);
    await runRecovery();
    const [done] = await t.database.db
      .select()
      .from(houseRounds)
      .where(and(eq(houseRounds.id, cut!.id)));
    expect(done).toMatchObject({ status: 'refunded' });
    expect(await mainBalance(p)).toBe('100.00');
  });
});
