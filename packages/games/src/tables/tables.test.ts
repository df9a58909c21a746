import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { FairError } from '../fair/hash.ts';
import { orderedShoe, type Card } from './cards.ts';
import { bankerDraws, dealBaccarat, dealCoup, playBaccarat, settleBaccarat, settleBaccaratBet, type BaccaratBetKind } from './baccarat.ts';
import { coveredNumbers, playRoulette, pocketColor, settleRoulette, settleRouletteBet, spinRoulette, type RouletteBet } from './roulette.ts';
import { allowedActions, applyBlackjackAction, dealBlackjack, handValue, replayBlackjack, startBlackjack, type BlackjackAction } from './blackjack.ts';

const seeds = (nonce: number) => ({ serverSeed: 'cd'.repeat(32), clientSeed: 'tables-test', nonce });
const rng = (nonce = 0) => new FairRng(seeds(nonce), nodeHash);
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof FairError ? error.code : String(error);
  }
};

describe('baccarat', () => {
  it('follows the third-card rules', () => {
    // Player 2+3 = 5 draws a 4 (total 9); banker 3+3 = 6 stands on a player third card of 4.
    const cards: Card[] = ['2S', '3H', '3D', '3C', '4S', '9H'];
    let next = 0;
    const coup = dealCoup(() => cards[next++]!);
    expect(coup.player).toEqual(['2S', '3D', '4S']);
    expect(coup.banker).toEqual(['3H', '3C']);
    expect(coup.winner).toBe('player');
    // A natural stops everyone: player 9 (4+5) against banker 2.
    next = 0;
    const natural = ['4S', 'AH', '5D', 'AC', 'KS', 'KH'] as Card[];
    const stops = dealCoup(() => natural[next++]!);
    expect(stops.player).toHaveLength(2);
    expect(stops.banker).toHaveLength(2);
    expect([bankerDraws(3, 8), bankerDraws(3, 9), bankerDraws(4, 1), bankerDraws(5, 4), bankerDraws(6, 7), bankerDraws(6, null), bankerDraws(5, null)]).toEqual(
      [false, true, false, true, true, false, true],
    );
  });

  it('has the known 8-deck house edges: banker 1.06%, player 1.24%, tie 14.36%, pairs 10.36%', () => {
    // Every sequence of six card values, weighted by its chance without replacement from 8 decks:
    // the cards a coup does not use sum out, so this is the exact expectation.
    const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
    const face: Card[] = ['TS', 'AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S'];
    const returned: Record<'player' | 'banker' | 'tie', number> = { player: 0, banker: 0, tie: 0 };
    const used = new Array<number>(10).fill(0);
    const sequence: number[] = [];
    const walk = (depth: number, probability: number) => {
      if (depth === 6) {
        let next = 0;
        const coup = dealCoup(() => face[sequence[next++]!]!);
        for (const kind of ['player', 'banker', 'tie'] as const) returned[kind] += probability * Number(settleBaccaratBet(coup, kind, 100n));
        return;
      }
      for (let value = 0; value < 10; value++) {
        const left = counts[value]! - used[value]!;
        used[value]! += 1;
        sequence.push(value);
        walk(depth + 1, (probability * left) / (416 - depth));
        sequence.pop();
        used[value]! -= 1;
      }
    };
    walk(0, 1);
    expect(((100 - returned.banker) / 100) * 100).toBeCloseTo(1.0579, 4);
    expect(((100 - returned.player) / 100) * 100).toBeCloseTo(1.2351, 4);
    expect(((100 - returned.tie) / 100) * 100).toBeCloseTo(14.3596, 4);
    // Pairs: every rank of the first four cards (later cards do not matter to a pair), without replacement.
    const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
    const pairs = { playerPair: 0, bankerPair: 0 };
    for (let i = 0; i < 13 ** 4; i++) {
      const drawn = [0, 1, 2, 3].map((position) => Math.floor(i / 13 ** position) % 13);
      let probability = 1;
      drawn.forEach((rank, position) => (probability *= (32 - drawn.slice(0, position).filter((earlier) => earlier === rank).length) / (416 - position)));
      let next = 0;
      const coup = dealCoup(() => (next < 4 ? (`${ranks[drawn[next++]!]!}S` as Card) : 'KS'));
      for (const kind of ['playerPair', 'bankerPair'] as const) pairs[kind] += probability * Number(settleBaccaratBet(coup, kind, 100n));
    }
    expect(100 - pairs.playerPair).toBeCloseTo(10.3614, 4);
    expect(100 - pairs.bankerPair).toBeCloseTo(10.3614, 4);
  });

  it('pays 1:1, banker less 5%, tie 8:1 with player and banker pushed, pairs 11:1', () => {
    const coup = { player: [], banker: [], playerTotal: 7, bankerTotal: 7, winner: 'tie', playerPair: true, bankerPair: false } as const;
    const pay = (kind: BaccaratBetKind, over = {}) => settleBaccaratBet({ ...coup, ...over, player: [], banker: [] }, kind, 100n);
    expect([pay('player'), pay('banker'), pay('tie'), pay('playerPair'), pay('bankerPair')]).toEqual([100n, 100n, 900n, 1200n, 0n]);
    expect([pay('player', { winner: 'banker' }), pay('banker', { winner: 'banker' })]).toEqual([0n, 195n]);
    expect(pay('player', { winner: 'player' })).toBe(200n);
  });

  it('deals a whole round from the fair stream and refuses bad stakes before dealing', () => {
    const round = playBaccarat(rng(1), { player: 100n, tie: 10n, bankerPair: 5n });
    expect(playBaccarat(rng(1), { player: 100n, tie: 10n, bankerPair: 5n })).toEqual(round);
    expect(round.totalStake).toBe(115n);
    expect(round.totalReturned).toBe(round.bets.reduce((sum, bet) => sum + bet.returned, 0n));
    // A shared table deals once and settles each player's bets on the same coup.
    const shared = dealBaccarat(rng(1));
    expect(settleBaccarat(shared, { player: 100n, tie: 10n, bankerPair: 5n })).toEqual(round);
    expect(settleBaccarat(shared, { banker: 40n }).player).toEqual(round.player);
    expect(codeOf(() => playBaccarat(rng(), { banker: 30n }))).toBe('game_bad_bet');
    expect(codeOf(() => playBaccarat(rng(), { player: 0n }))).toBe('game_bad_bet');
    expect(codeOf(() => playBaccarat(rng(), {}))).toBe('game_bad_bet');
    expect(codeOf(() => playBaccarat(rng(), { dragon: 10n } as never))).toBe('game_bad_bet');
  });
});

describe('european roulette', () => {
  const bets: Omit<RouletteBet, 'stake'>[] = [
    { kind: 'straight', numbers: [0] },
    { kind: 'straight', numbers: [17] },
    { kind: 'split', numbers: [17, 20] },
    { kind: 'split', numbers: [0, 2] },
    { kind: 'street', numbers: [13, 14, 15] },
    { kind: 'street', numbers: [0, 1, 2] },
    { kind: 'corner', numbers: [17, 18, 20, 21] },
    { kind: 'corner', numbers: [0, 1, 2, 3] },
    { kind: 'line', numbers: [31, 32, 33, 34, 35, 36] },
    { kind: 'dozen', numbers: [2] },
    { kind: 'column', numbers: [3] },
    { kind: 'red' },
    { kind: 'black' },
    { kind: 'odd' },
    { kind: 'even' },
    { kind: 'low' },
    { kind: 'high' },
  ];

  it('pays 35, 17, 11, 8, 5, 2 and 1 to 1, so every bet keeps exactly 1/37 = 2.70%', () => {
    const profits = bets.map((bet) => settleRouletteBet(coveredNumbers(bet), 100n, coveredNumbers(bet)[0]!) - 100n);
    expect(profits).toEqual([3500n, 3500n, 1700n, 1700n, 1100n, 1100n, 800n, 800n, 500n, 200n, 200n, 100n, 100n, 100n, 100n, 100n, 100n]);
    for (const bet of bets) {
      let returned = 0n;
      for (let pocket = 0; pocket <= 36; pocket++) returned += settleRouletteBet(coveredNumbers(bet), 100n, pocket);
      // Staking 100 on each of the 37 pockets returns 3600: the house keeps 100 / 3700 = 2.7027%.
      expect(returned).toBe(3600n);
    }
    expect(coveredNumbers({ kind: 'column', numbers: [1] })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect([pocketColor(0), pocketColor(1), pocketColor(2), pocketColor(36)]).toEqual(['green', 'red', 'black', 'red']);
  });

  it('refuses bets that are not on the layout, before the wheel spins', () => {
    const refused: Omit<RouletteBet, 'stake'>[] = [
      { kind: 'straight', numbers: [37] },
      { kind: 'split', numbers: [3, 4] },
      { kind: 'split', numbers: [1, 5] },
      { kind: 'split', numbers: [0, 4] },
      { kind: 'street', numbers: [2, 3, 4] },
      { kind: 'corner', numbers: [3, 4, 6, 7] },
      { kind: 'line', numbers: [2, 3, 4, 5, 6, 7] },
      { kind: 'dozen', numbers: [4] },
      { kind: 'red', numbers: [1] },
      { kind: 'straight', numbers: [1.5] },
    ];
    for (const bet of refused) expect(codeOf(() => coveredNumbers(bet))).toBe('game_bad_bet');
    const wheel = rng();
    expect(
      codeOf(() =>
        playRoulette(wheel, [
          { kind: 'red', stake: 10n },
          { kind: 'split', numbers: [3, 4], stake: 10n },
        ]),
      ),
    ).toBe('game_bad_bet');
    expect(codeOf(() => playRoulette(wheel, [{ kind: 'red', stake: -1n }]))).toBe('game_bad_bet');
    expect(wheel.bytesUsed).toBe(0);
  });

  it('spins from the fair stream and settles every bet', () => {
    const round = playRoulette(rng(5), [
      { kind: 'red', stake: 100n },
      { kind: 'straight', numbers: [7], stake: 10n },
    ]);
    expect(playRoulette(rng(5), [{ kind: 'red', stake: 1n }]).pocket).toBe(round.pocket);
    expect(spinRoulette(rng(5))).toBe(round.pocket);
    expect(
      settleRoulette(round.pocket, [
        { kind: 'red', stake: 100n },
        { kind: 'straight', numbers: [7], stake: 10n },
      ]),
    ).toEqual(round);
    expect(round.totalStake).toBe(110n);
    expect(round.bets[0]!.returned).toBe(pocketColor(round.pocket) === 'red' ? 200n : 0n);
    expect(round.bets[1]!.returned).toBe(round.pocket === 7 ? 360n : 0n);
  });
});

describe('blackjack', () => {
  /** A shoe that deals the given cards first (player, dealer up, player, dealer hole, then draws). */
  const shoe = (...cards: Card[]) => [...cards, ...orderedShoe(1)];
  const play = (cards: Card[], actions: BlackjackAction[], stake = 100n) => actions.reduce(applyBlackjackAction, dealBlackjack(shoe(...cards), stake));

  it('pays a blackjack 3:2 at once, and a dealer blackjack ends the round', () => {
    const natural = dealBlackjack(shoe('AS', '9H', 'KD', '7C'), 100n);
    expect(natural.phase).toBe('settled');
    expect(natural.hands[0]!.result).toBe('blackjack');
    expect(natural.totalReturned).toBe(250n);
    const dealerNatural = dealBlackjack(shoe('9S', 'AH', '9D', 'KC'), 100n);
    expect(dealerNatural.phase).toBe('settled');
    expect(dealerNatural.totalReturned).toBe(0n);
    expect(dealBlackjack(shoe('AS', 'AH', 'KD', 'QC'), 100n).hands[0]!.result).toBe('push');
  });

  it('has the dealer stand on soft 17 and hit 16', () => {
    const soft17 = play(['TS', 'AH', '8D', '6C', '5S'], ['stand']);
    expect(handValue(soft17.dealer)).toEqual({ total: 17, soft: true });
    expect(soft17.dealer).toHaveLength(2);
    expect(soft17.hands[0]!.result).toBe('win');
    expect(soft17.totalReturned).toBe(200n);
    const sixteen = play(['TS', 'TH', '9D', '6C', '5S'], ['stand']);
    expect(sixteen.dealer).toEqual(['TH', '6C', '5S']);
    expect(sixteen.hands[0]!.result).toBe('lose');
  });

  it('doubles for one card at twice the stake', () => {
    const doubled = play(['5S', 'TH', '6D', '7C', 'TS'], ['double']);
    expect(doubled.hands[0]!.cards).toEqual(['5S', '6D', 'TS']);
    expect(doubled.totalStake).toBe(200n);
    expect(doubled.totalReturned).toBe(400n);
  });

  it('splits a pair once, into two hands played in turn', () => {
    const split = dealBlackjack(shoe('8S', 'TH', '8D', '7C', '3S', 'TD', 'TC'), 100n);
    expect(allowedActions(split)).toEqual(['hit', 'stand', 'double', 'split']);
    const two = applyBlackjackAction(split, 'split');
    expect(two.hands.map((hand) => hand.cards)).toEqual([
      ['8S', '3S'],
      ['8D', 'TD'],
    ]);
    expect(two.totalStake).toBe(200n);
    // No second split, and a double is allowed after the split.
    expect(allowedActions(two)).toEqual(['hit', 'stand', 'double']);
    const done = ['double' as const, 'stand' as const].reduce(applyBlackjackAction, two);
    expect(done.phase).toBe('settled');
    expect(done.hands.map((hand) => [handValue(hand.cards).total, hand.result])).toEqual([
      [21, 'win'],
      [18, 'win'],
    ]);
    expect(done.totalStake).toBe(300n);
    expect(done.totalReturned).toBe(600n);
  });

  it('gives split aces one card each, and their 21 pays even money', () => {
    const aces = play(['AS', '9H', 'AD', '8C', 'KS', '5D'], ['split']);
    expect(aces.phase).toBe('settled');
    expect(aces.hands.map((hand) => [hand.cards.length, hand.result])).toEqual([
      [2, 'win'],
      [2, 'lose'],
    ]);
    expect(aces.totalReturned).toBe(200n);
  });

  it('settles a bust at once without the dealer drawing', () => {
    const bust = play(['TS', '6H', '6D', 'TC', 'KS'], ['hit']);
    expect(bust.phase).toBe('settled');
    expect(bust.dealer).toHaveLength(2);
    expect(bust.totalReturned).toBe(0n);
  });

  it('refuses actions the hand does not allow and odd stakes', () => {
    const hit = play(['5S', 'TH', '6D', '7C', '2S'], ['hit']);
    expect(codeOf(() => applyBlackjackAction(hit, 'double'))).toBe('game_bad_action');
    expect(codeOf(() => applyBlackjackAction(hit, 'split'))).toBe('game_bad_action');
    const settled = applyBlackjackAction(hit, 'stand');
    expect(codeOf(() => applyBlackjackAction(settled, 'hit'))).toBe('game_bad_action');
    expect(codeOf(() => startBlackjack(rng(), 101n))).toBe('game_bad_bet');
  });

  it('replays the same round from the seeds and actions', () => {
    let nonce = 0;
    while (startBlackjack(rng(nonce), 100n).phase !== 'player') nonce += 1;
    const first = replayBlackjack(rng(nonce), 100n, ['stand']);
    expect(replayBlackjack(rng(nonce), 100n, ['stand'])).toEqual(first);
    expect(first.phase).toBe('settled');
    expect(first.shoe).toHaveLength(312);
  });
});
