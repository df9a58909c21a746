// House blackjack as a member plays it: real money moves through the seamless wallet for the deal, a double
// and a split (each its own debit) and the win, so the balance after is the balance before − stakes + win;
// a call sent twice acts once; an action not allowed now is refused with nothing written; an abandoned
// hand is finished by the sweep in the player's favour (a double whose answer was lost is rolled back);
// free play never touches the wallet; the stored hand equals replayBlackjack from the revealed seeds.
// Shoes are arranged by choosing the player's client seed (the server seed stays the house's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { blackjackActionEndpoint, blackjackDealEndpoint, blackjackSeedsEndpoint, blackjackSessionEndpoint } from '@orbit/contracts/house-blackjack';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import { FairRng } from '@orbit/games/fair/rng';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { applyBlackjackAction, handValue, replayBlackjack, startBlackjack, type BlackjackState } from '@orbit/games/tables/blackjack';
import { rankOf, type Card } from '@orbit/games/tables/cards';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { houseRounds, houseSeeds } from '../src/db/schema/house.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { createHouseBlackjack } from '../src/vendors/house/blackjack/blackjack.service.ts';
import { storedState } from '../src/vendors/house/blackjack/hand-record.ts';
import { createHouseWallet, type HouseWallet } from '../src/vendors/house/house-wallet.ts';
import { createRoundBook } from '../src/vendors/house/round-book.ts';
import { createSeamlessClient, SeamlessCallError } from '../src/vendors/house/seamless-client.ts';

let t: TestApp;
let blackjackId: number;
let seq = 0;
const rid = () => `bj-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  blackjackId = games.find((game) => game.gameCode === 'house-blackjack')!.gameId;
});
afterAll(() => t.close());

type Player = MoneyMember & { token: string };
async function player(funds: bigint, accountType = 1): Promise<Player> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: blackjackId, accountType } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { ...member, token: launched.token };
}

const house = () => t.client(() => ({ merchant: 'HGOLD' }));
const mainBalance = async (member: MoneyMember) => cents((await member.api.call(balanceEndpoint)).mainBalance);
const cents = (amount: string) => BigInt(amount.replace('.', ''));
const deal = (p: Player, stake: string, requestId = rid()) => house().call(blackjackDealEndpoint, { body: { token: p.token, stake, requestId } });
const act = (p: Player, roundId: string, action: 'hit' | 'stand' | 'double' | 'split', requestId = rid()) =>
  house().call(blackjackActionEndpoint, { body: { token: p.token, roundId, action, requestId } });
const walletMoves = async (roundId: string) =>
  (await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.roundId, roundId))).map((m) => [m.kind, m.vendorTransactionId]).sort();
const roundRow = async (roundId: string) => (await t.database.db.select().from(houseRounds).where(eq(houseRounds.roundId, roundId)))[0]!;

/** Picks the player's client seed so that the next deal (at `stake` minor units) gives a shoe `wanted` likes. */
async function arrange(p: Player, stake: bigint, wanted: (state: BlackjackState) => boolean): Promise<BlackjackState> {
  await house().call(blackjackSessionEndpoint, { body: { token: p.token } });
  const live = and(eq(houseSeeds.player, p.username), eq(houseSeeds.gameCode, 'house-blackjack'), isNull(houseSeeds.revealedAt));
  const [seed] = await t.database.db.select().from(houseSeeds).where(live);
  for (let i = 0; i < 20_000; i++) {
    const clientSeed = `arranged-${i}`;
    const state = startBlackjack(new FairRng({ serverSeed: seed!.serverSeed, clientSeed, nonce: seed!.nonce }, nodeHash), stake);
    if (!wanted(state)) continue;
    await t.database.db.update(houseSeeds).set({ clientSeed }).where(live);
    return state;
  }
  throw new Error('no client seed gives that shoe');
}
const inPlay = (state: BlackjackState) => state.phase === 'player';
const pair = (state: BlackjackState) => inPlay(state) && rankOf(state.hands[0]!.cards[0]!) === rankOf(state.hands[0]!.cards[1]!);
const runJob = (name: string) => t.jobs.definitions.find((j) => j.name === name)!.run(t.database.db, { start: t.clock.now(), end: t.clock.now() });

describe('a real-money hand', () => {
  it('opens the table with the player, the stakes in the merchant’s currency and no hands yet', async () => {
    const p = await player(5_000n);
    const session = await house().call(blackjackSessionEndpoint, { body: { token: p.token } });
    expect(session).toMatchObject({ player: p.username, real: true, currency: 'MYR', balance: '50.00', current: null, recall: [] });
    expect(session.game).toMatchObject({ gameCode: 'house-blackjack', decks: 6, betStep: '1.00', minStake: '1.00', maxStake: '500.00' });
    expect(session.game.chips).toEqual(['1.00', '5.00', '10.00', '25.00', '100.00']);
    expect(session.seeds).toMatchObject({ commitment: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0, serverSeed: null });
  });

  it('deal, hit and stand: the stake is debited at the deal, the win credited at the end (after = before − stake + win)', async () => {
    const p = await player(10_000n);
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s) && inPlay(applyBlackjackAction(s, 'hit')));
    const dealt = await deal(p, '2.00');
    expect(dealt.round).toMatchObject({ status: 'playing', stake: '2.00', balanceBefore: '100.00', allowed: ['hit', 'stand', 'double'] });
    expect(dealt.round.dealer).toHaveLength(1); // the hole card stays hidden while the hand is played
    expect(dealt.balance).toBe('98.00');
    expect(await mainBalance(p)).toBe(9_800n);

    const hit = await act(p, dealt.round.roundId, 'hit');
    expect(hit.round.hands[0]!.cards).toHaveLength(3);
    expect(hit.round.allowed).toEqual(['hit', 'stand']);
    const stood = await act(p, dealt.round.roundId, 'stand');
    const { round } = stood;
    expect(round).toMatchObject({ status: 'settled', actions: ['hit', 'stand'], allowed: [] });
    expect(round.dealer.length).toBeGreaterThanOrEqual(2);
    expect(handValue(round.dealer as Card[]).total).toBe(round.dealerTotal);
    const win = cents(round.win);
    expect(win).toBe({ win: 400n, push: 200n, lose: 0n, blackjack: 500n }[round.hands[0]!.result!]);
    expect(cents(stood.balance)).toBe(10_000n - 200n + win);
    expect(cents(round.balanceAfter!)).toBe(10_000n - 200n + win);
    expect(await mainBalance(p)).toBe(10_000n - 200n + win);
    expect(await walletMoves(round.roundId)).toEqual([
      ['credit', `${round.roundId}:win`],
      ['debit', `${round.roundId}:bet`],
    ]);
  });

  it('a double takes its own extra stake and ends the hand', async () => {
    const p = await player(10_000n);
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s));
    const dealt = await deal(p, '2.00');
    const doubled = await act(p, dealt.round.roundId, 'double');
    expect(doubled.round).toMatchObject({ status: 'settled', stake: '4.00', actions: ['double'] });
    expect(doubled.round.hands[0]).toMatchObject({ doubled: true, stake: '4.00' });
    expect(doubled.round.hands[0]!.cards).toHaveLength(3);
    const win = cents(doubled.round.win);
    expect(await mainBalance(p)).toBe(10_000n - 400n + win);
    expect(await walletMoves(dealt.round.roundId)).toEqual([
      ['credit', `${dealt.round.roundId}:win`],
      ['debit', `${dealt.round.roundId}:bet`],
      ['debit', `${dealt.round.roundId}:double`],
    ]);
  });

  it('a split takes its own stake, each hand is played and paid; a double after the split has its own id', async () => {
    const p = await player(10_000n);
    const splitThenStand = (s: BlackjackState) => {
      const split = applyBlackjackAction(s, 'split');
      return inPlay(split) && split.active === 0 && inPlay(applyBlackjackAction(split, 'stand'));
    };
    await arrange(p, 200n, (s) => pair(s) && rankOf(s.hands[0]!.cards[0]!) !== 'A' && splitThenStand(s));
    const dealt = await deal(p, '2.00');
    const { roundId } = dealt.round;
    expect(dealt.round.allowed).toEqual(['hit', 'stand', 'double', 'split']);
    const split = await act(p, roundId, 'split');
    expect(split.round.hands).toHaveLength(2);
    expect(split.round).toMatchObject({ stake: '4.00', active: 0, allowed: ['hit', 'stand', 'double'] }); // one split only
    expect(split.balance).toBe('96.00');
    expect((await act(p, roundId, 'stand')).round.active).toBe(1);
    const { round } = await act(p, roundId, 'double');
    expect(round).toMatchObject({ status: 'settled', stake: '6.00', actions: ['split', 'stand', 'double'] });
    expect(round.hands.map((hand) => hand.stake)).toEqual(['2.00', '4.00']);
    expect(cents(round.win)).toBe(round.hands.reduce((sum, hand) => sum + cents(hand.returned!), 0n));
    expect(await mainBalance(p)).toBe(10_000n - 600n + cents(round.win));
    expect(await walletMoves(roundId)).toEqual([
      ['credit', `${roundId}:win`],
      ['debit', `${roundId}:bet`],
      ['debit', `${roundId}:double-2`],
      ['debit', `${roundId}:split`],
    ]);
  });

  it('a blackjack at the deal ends the hand at once and pays 3:2', async () => {
    const p = await player(10_000n);
    await arrange(p, 200n, (s) => s.phase === 'settled' && s.hands[0]!.result === 'blackjack');
    const dealt = await deal(p, '2.00');
    expect(dealt.round).toMatchObject({ status: 'settled', win: '5.00', allowed: [], actions: [] });
    expect(dealt.round.hands[0]!.result).toBe('blackjack');
    expect(dealt.round.dealer).toHaveLength(2);
    expect(await mainBalance(p)).toBe(10_000n + 300n);
  });
});

describe('calls sent twice and calls refused', () => {
  it('a deal or an action sent again acts once', async () => {
    const p = await player(10_000n);
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s) && inPlay(applyBlackjackAction(s, 'hit')));
    const dealId = rid();
    const dealt = await deal(p, '2.00', dealId);
    expect(await deal(p, '2.00', dealId)).toEqual(dealt);
    const hitId = rid();
    const hit = await act(p, dealt.round.roundId, 'hit', hitId);
    expect(await act(p, dealt.round.roundId, 'hit', hitId)).toEqual(hit);
    expect((await roundRow(dealt.round.roundId)).outcome).toMatchObject({ steps: [{ action: 'hit', requestId: hitId }] });
    expect(await mainBalance(p)).toBe(9_800n);
    const rounds = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username));
    expect(rounds).toHaveLength(1);
  });

  it('an action not allowed now, a second deal, someone else’s hand, bad stakes and a bad token are refused with nothing written', async () => {
    const p = await player(10_000n);
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s) && inPlay(applyBlackjackAction(s, 'hit')));
    const dealt = await deal(p, '2.00');
    const { roundId } = dealt.round;
    expect((await errorOf(act(p, roundId, 'split'))).errorCode).toBe('invalid_state'); // not a pair
    await act(p, roundId, 'hit');
    const before = await roundRow(roundId);
    const movesBefore = await walletMoves(roundId);
    expect((await errorOf(act(p, roundId, 'double'))).errorCode).toBe('invalid_state'); // three cards
    expect((await errorOf(deal(p, '2.00'))).errorCode).toBe('invalid_state'); // a hand is in play
    const other = await player(10_000n);
    expect((await errorOf(act(other, roundId, 'stand'))).errorCode).toBe('not_found');
    for (const [stake, code] of [
      ['0.50', 'amount_below_minimum'],
      ['2.50', 'amount_invalid'],
      ['501.00', 'amount_above_maximum'],
    ] as const)
      expect((await errorOf(deal(other, stake))).errorCode).toBe(code);
    expect((await errorOf(house().call(blackjackSessionEndpoint, { body: { token: 'x'.repeat(43) } }))).errorCode).toBe('game_token_invalid');
    expect((await errorOf(house().call(blackjackSeedsEndpoint, { body: { token: p.token } }))).errorCode).toBe('invalid_state'); // not mid-hand
    expect(await roundRow(roundId)).toEqual(before);
    expect(await walletMoves(roundId)).toEqual(movesBefore);
    expect(await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, other.username))).toEqual([]);
    expect(await mainBalance(other)).toBe(10_000n);
    expect(await mainBalance(p)).toBe(9_800n);
  });

  it('a stake above the balance is refused and takes nothing', async () => {
    const p = await player(150n);
    expect((await errorOf(deal(p, '2.00'))).errorCode).toBe('insufficient_funds');
    expect(await mainBalance(p)).toBe(150n);
    const [round] = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, p.username));
    expect(round).toMatchObject({ status: 'refused', errorCode: 'insufficient_funds' });
  });
});

describe('abandoned hands', () => {
  it('the sweep finishes a hand left in play: the hand stands, the dealer plays, the win is paid', async () => {
    const p = await player(10_000n);
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s));
    const dealt = await deal(p, '2.00');
    await runJob('house.finish-blackjack-hands'); // too early: left alone
    expect((await roundRow(dealt.round.roundId)).status).toBe('playing');
    t.clock.advance(3 * 60_000 + 1000);
    await runJob('house.finish-blackjack-hands');
    const session = await house().call(blackjackSessionEndpoint, { body: { token: p.token } });
    const round = session.recall[0]!;
    expect(session.current).toBeNull();
    expect(round).toMatchObject({ roundId: dealt.round.roundId, status: 'settled', actions: ['stand'], finishedBySweep: true });
    expect(await mainBalance(p)).toBe(10_000n - 200n + cents(round.win));
  });
});

describe('a double whose answer was lost', () => {
  /** The blackjack table with a wallet connection that loses the answer of the double's debit (the debit arrives). */
  function tableLosingDoubles() {
    const real = createHouseWallet({
      database: t.database,
      secrets: t.services.vendorSecrets,
      client: createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock }),
    });
    const losing: HouseWallet = {
      call: async (target, which, body) => {
        const answer = await real.call(target, which, body as never);
        if (which === 'debit' && (body as { transactionId: string }).transactionId.endsWith(':double'))
          throw new SeamlessCallError('retry_later', 'connection reset', true);
        return answer as never;
      },
    };
    const book = createRoundBook({ database: t.database, clock: t.clock, wallet: real });
    return createHouseBlackjack({ database: t.database, clock: t.clock, book, wallet: losing, merchantById: async () => undefined });
  }

  it('is confirmed by sending it again: the double is played and paid for once', async () => {
    const p = await player(10_000n);
    const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s));
    const dealt = await deal(p, '2.00');
    const body = { token: p.token, roundId: dealt.round.roundId, action: 'double' as const, requestId: rid() };
    expect((await errorOf(tableLosingDoubles().act(merchant, body))).errorCode).toBe('vendor_unavailable');
    expect((await roundRow(dealt.round.roundId)).status).toBe('playing');
    const again = await act(p, body.roundId, 'double', body.requestId);
    expect(again.round).toMatchObject({ status: 'settled', stake: '4.00', actions: ['double'] });
    expect(await mainBalance(p)).toBe(10_000n - 400n + cents(again.round.win));
    expect((await walletMoves(body.roundId)).filter(([kind]) => kind === 'debit')).toHaveLength(2);
  });

  it('is rolled back by the sweep if nobody comes back: the player does not pay for it and the hand stands', async () => {
    const p = await player(10_000n);
    const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s));
    const dealt = await deal(p, '2.00');
    const body = { token: p.token, roundId: dealt.round.roundId, action: 'double' as const, requestId: rid() };
    await errorOf(tableLosingDoubles().act(merchant, body));
    expect(await mainBalance(p)).toBe(9_600n); // the double's debit arrived; its answer did not
    t.clock.advance(3 * 60_000 + 1000);
    await runJob('house.finish-blackjack-hands');
    const row = await roundRow(body.roundId);
    expect(row).toMatchObject({ status: 'settled', stake: 200n });
    expect(row.outcome).toMatchObject({ pending: null, finishedBySweep: true, steps: [{ action: 'stand' }] });
    expect(await mainBalance(p)).toBe(10_000n - 200n + row.win);
    expect(await walletMoves(body.roundId)).toContainEqual(['rollback', `${body.roundId}:double:rollback`]);
  });
});

describe('free play and fairness', () => {
  it('free play deals with play money and never touches the wallet', async () => {
    const p = await player(1_000n, 0);
    await arrange(p, 200n, (s) => inPlay(s) && !pair(s));
    const dealt = await deal(p, '2.00');
    expect(dealt.round).toMatchObject({ real: false, status: 'playing' });
    expect(dealt.balance).toBe('1998.00');
    const doubled = await act(p, dealt.round.roundId, 'double');
    expect(cents(doubled.balance)).toBe(200_000n - 400n + cents(doubled.round.win));
    expect(await mainBalance(p)).toBe(1_000n);
    expect(await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.memberId, p.id))).toEqual([]);
  });

  it('the stored hand equals replayBlackjack from the revealed seeds and the actions', async () => {
    const p = await player(10_000n);
    await arrange(p, 400n, (s) => inPlay(s) && !pair(s) && inPlay(applyBlackjackAction(s, 'hit')));
    const dealt = await deal(p, '4.00');
    await act(p, dealt.round.roundId, 'hit');
    await act(p, dealt.round.roundId, 'stand');
    const rotated = await house().call(blackjackSeedsEndpoint, { body: { token: p.token } });
    const recalled = rotated.recall[0]!;
    expect(recalled.fairness.serverSeed).toBe(rotated.revealed.serverSeed);
    const { fairness } = recalled;
    const replayed = replayBlackjack(
      new FairRng({ serverSeed: fairness.serverSeed!, clientSeed: fairness.clientSeed, nonce: fairness.nonce }, nodeHash),
      400n,
      recalled.actions,
    );
    expect((await roundRow(recalled.roundId)).outcome).toMatchObject({ state: storedState(replayed) });
    expect(cents(recalled.win)).toBe(replayed.totalReturned);
  });
});
