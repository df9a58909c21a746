import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { FairRng } from '../fair/rng.ts';
import { portableHash } from '../fair/sha256.ts';
import { allowedActions, applyBlackjackAction, handValue, startBlackjack } from './blackjack.ts';

describe('blackjack, any seeds and any allowed play', () => {
  it('always settles, deals every card once, and never returns more than 2.5× what was staked', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.array(fc.nat({ max: 3 }), { maxLength: 12 }), fc.integer({ min: 1, max: 500 }), (nonce, choices, half) => {
        const stake = BigInt(half) * 2n;
        let state = startBlackjack(new FairRng({ serverSeed: '7a'.repeat(32), clientSeed: 'property', nonce }, portableHash), stake);
        for (const choice of choices) {
          const allowed = allowedActions(state);
          if (allowed.length === 0) break;
          state = applyBlackjackAction(state, allowed[choice % allowed.length]!);
        }
        while (state.phase === 'player') state = applyBlackjackAction(state, 'stand');

        const dealt = [...state.dealer, ...state.hands.flatMap((hand) => hand.cards)];
        expect(dealt).toHaveLength(state.next);
        expect([...dealt].sort()).toEqual([...state.shoe.slice(0, state.next)].sort());
        expect(state.totalStake).toBe(state.hands.reduce((sum, hand) => sum + hand.stake, 0n));
        expect(state.totalReturned).toBe(state.hands.reduce((sum, hand) => sum + hand.returned!, 0n));
        expect(state.totalReturned * 2n).toBeLessThanOrEqual(state.totalStake * 5n);
        // The dealer stops at 17 or more unless no hand was left to play against.
        const live = state.hands.some((hand) => handValue(hand.cards).total <= 21);
        if (live && state.dealer.length > 2) expect(handValue(state.dealer).total).toBeGreaterThanOrEqual(17);
      }),
      { numRuns: propertyRuns(300) },
    );
  });
});
