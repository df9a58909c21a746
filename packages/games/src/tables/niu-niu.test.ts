import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { FairError } from '../fair/hash.ts';
import type { Card } from './cards.ts';
import { niuNiuBeats, niuNiuHand, playNiuNiu, settleNiuNiuSeat } from './niu-niu.ts';

const hand = (...cards: Card[]) => niuNiuHand(cards);

describe('niu niu', () => {
  it('ranks hands by the two cards left beside three that make ten', () => {
    expect(hand('KS', 'QH', 'JD', '5C', '5S')).toMatchObject({ rank: 10, multiple: 3 });
    expect(hand('3S', '7H', 'TD', '4C', '4S')).toMatchObject({ rank: 8, multiple: 2 });
    expect(hand('AS', '2H', '7D', '9C', '5S')).toMatchObject({ rank: 4, multiple: 1 });
    // No three of A, A, 2, 4, 9 sum to a multiple of ten: no niu.
    expect(hand('AS', 'AH', '2D', '4C', '9S')).toMatchObject({ rank: 0, niuCards: null, multiple: 1 });
    // The best split is taken when several make ten.
    expect(hand('5S', '5H', 'TD', '8C', '2S').rank).toBe(10);
    expect(() => niuNiuHand(['AS'])).toThrow(FairError);
  });

  it('breaks equal ranks on the top card, so one side always wins', () => {
    const a = hand('KS', 'QH', 'JD', '2C', '3S');
    const b = hand('KH', 'QD', 'JC', '4C', 'AS');
    expect(a.rank).toBe(b.rank);
    expect(niuNiuBeats(a, b)).toBe(true);
    expect(niuNiuBeats(b, a)).toBe(false);
  });

  it('moves the winning hand’s multiple of the base out of 3 × base held, less 5% of a player’s win', () => {
    const niuNiu = hand('KS', 'QH', 'JD', '5C', '5S');
    const niu8 = hand('3S', '7H', 'TD', '4C', '4S');
    const none = hand('AS', 'AH', '2D', '4C', '9S');
    expect(settleNiuNiuSeat(0, 100n, niuNiu, niu8)).toMatchObject({ won: true, held: 300n, returned: 300n + 300n - 15n });
    expect(settleNiuNiuSeat(0, 100n, none, niu8)).toMatchObject({ won: false, held: 300n, returned: 100n });
    expect(settleNiuNiuSeat(0, 100n, niu8, none)).toMatchObject({ won: true, returned: 300n + 200n - 10n });
  });

  it('deals a room round from one deck and is the same for the same seeds', () => {
    const rng = () => new FairRng({ serverSeed: '42'.repeat(32), clientSeed: 'room', nonce: 9 }, nodeHash);
    const round = playNiuNiu(rng(), [100n, 200n, 100n]);
    expect(playNiuNiu(rng(), [100n, 200n, 100n])).toEqual(round);
    const cards = [...round.banker.cards, ...round.seats.flatMap((seat) => seat.hand.cards)];
    expect(new Set(cards).size).toBe(20);
    for (const seat of round.seats) expect(seat.returned).toBe(settleNiuNiuSeat(seat.seat, seat.base, seat.hand, round.banker).returned);
  });

  it('refuses an empty or overfull room and bad bases before dealing', () => {
    const rng = new FairRng({ serverSeed: '42'.repeat(32), clientSeed: 'room', nonce: 0 }, nodeHash);
    expect(() => playNiuNiu(rng, [])).toThrow(FairError);
    expect(() => playNiuNiu(rng, [1n, 1n, 1n, 1n, 1n, 1n])).toThrow(/1–5/);
    expect(() => playNiuNiu(rng, [100n, 0n])).toThrow(FairError);
    expect(rng.bytesUsed).toBe(0);
  });

  it('returns about 96% of the base: symmetric between seat and banker, the commission is the only edge', () => {
    let base = 0n;
    let net = 0n;
    for (let nonce = 0; nonce < 20_000; nonce++) {
      const seat = playNiuNiu(new FairRng({ serverSeed: '11'.repeat(32), clientSeed: 'niu', nonce }, nodeHash), [100n]).seats[0]!;
      base += seat.base;
      net += seat.returned - seat.held;
    }
    // 1 + net / base ≈ 1 − 0.025 × 1.61 = 96.0%; the standard error over 20,000 rounds is about 1.2 points.
    const rtp = 1 + Number(net) / Number(base);
    expect(rtp).toBeGreaterThan(0.92);
    expect(rtp).toBeLessThan(1);
  });
});
