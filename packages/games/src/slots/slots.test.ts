import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { FairError } from '../fair/hash.ts';
import { evaluateGrid, evaluateStops, playSlotRound } from './engine.ts';
import { exactRtp } from './rtp.ts';
import { SLOT_GAMES } from './games.ts';
import { fruitLines } from './fruit-lines.ts';
import { jadeWays } from './jade-ways.ts';
import { koiFreeSpins } from './koi-free-spins.ts';
import { paytableOf } from './paytable.ts';
import { TWENTY_LINES } from './paylines.ts';
import type { SlotGameSpec } from './types.ts';

const seeds = (nonce: number) => ({ serverSeed: 'ab'.repeat(32), clientSeed: 'slots-test', nonce });

/** Every combination of stops, evaluated by the engine: the brute-force return of a small game. */
function enumeratedRtp(game: SlotGameSpec): number {
  const lengths = game.strips.map((strip) => strip.length);
  const combinations = lengths.reduce((product, length) => product * length, 1);
  const coin = 1n;
  let paid = 0n;
  const stops = lengths.map(() => 0);
  for (let i = 0; i < combinations; i++) {
    let rest = i;
    for (let reel = 0; reel < lengths.length; reel++) {
      stops[reel] = rest % lengths[reel]!;
      rest = Math.floor(rest / lengths[reel]!);
    }
    paid += evaluateStops(game, [...stops], coin).totalWin;
  }
  return Number(paid) / (combinations * game.coinsPerSpin);
}

const tiny = (evaluation: SlotGameSpec['evaluation']): SlotGameSpec => ({
  id: 'tiny',
  nameKey: 'tiny',
  rows: 3,
  strips: [
    ['a', 'b', 'c', 's', 'b'],
    ['a', 'w', 'b', 'c', 's', 'a'],
    ['b', 'a', 'w', 's', 'c'],
    ['a', 'c', 'b', 'w', 's'],
    ['c', 'a', 'b', 's', 'w', 'b'],
  ],
  symbols: [
    { id: 'a', kind: 'regular', nameKey: 'a', pays: { 3: 5, 4: 20, 5: 100 } },
    { id: 'b', kind: 'regular', nameKey: 'b', pays: { 3: 3, 4: 10, 5: 50 } },
    { id: 'c', kind: 'regular', nameKey: 'c', pays: { 3: 2, 5: 20 } },
    { id: 'w', kind: 'wild', nameKey: 'w', pays: {} },
    { id: 's', kind: 'scatter', nameKey: 's', pays: { 3: 1, 4: 5, 5: 25 } },
  ],
  evaluation,
  coinsPerSpin: 20,
  statedRtp: 0,
  rulesKeys: [],
});

describe('exact return', () => {
  it('matches brute-force enumeration of every stop for a line game and a ways game', () => {
    for (const evaluation of [{ kind: 'lines', lines: TWENTY_LINES }, { kind: 'ways' }] as const) {
      const game = tiny(evaluation);
      expect(exactRtp(game).total).toBeCloseTo(enumeratedRtp(game), 12);
    }
  });

  it('is the stated RTP of every house slot to ±0.01 points', () => {
    for (const game of SLOT_GAMES) {
      expect(Math.abs(exactRtp(game).total * 100 - game.statedRtp)).toBeLessThan(0.01);
    }
    const koi = exactRtp(koiFreeSpins);
    // The feature is a real part of the game: roughly a third of the return, triggered about once in 110 spins.
    expect(koi.feature).toBeGreaterThan(0.25);
    expect(1 / koi.triggerRate).toBeGreaterThan(90);
    expect(1 / koi.triggerRate).toBeLessThan(130);
  });

  it('keeps wilds off reel 1 and never puts two scatters in one window', () => {
    for (const game of SLOT_GAMES) {
      expect(game.strips[0]).not.toContain('wild');
      const scatter = game.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
      for (const strip of game.strips) {
        strip.forEach((_, stop) => expect([0, 1, 2].filter((row) => strip[(stop + row) % strip.length] === scatter).length).toBeLessThanOrEqual(1));
      }
    }
  });
});

describe('evaluation', () => {
  it('pays a line left to right with wilds standing in, and scatters anywhere times the total bet', () => {
    const grid = [
      ['seven', 'bell', 'star'],
      ['wild', 'bell', 'lemon'],
      ['seven', 'star', 'lemon'],
      ['plum', 'bell', 'star'],
      ['seven', 'cherry', 'orange'],
    ];
    const wins = evaluateGrid(fruitLines, grid, 10n);
    // Line 2 (top row): seven, wild, seven, then plum stops it: three sevens = 50 coins of 10.
    expect(wins).toContainEqual({ kind: 'line', line: 1, symbol: 'seven', count: 3, pay: 500n });
    // Three stars anywhere: 2 × the total bet of 200.
    expect(wins).toContainEqual({ kind: 'scatter', symbol: 'star', count: 3, pay: 400n });
    // Middle row: bell, bell, star: the scatter breaks the line.
    expect(wins.some((win) => win.kind === 'line' && win.line === 0)).toBe(false);
  });

  it('counts 243 ways as the product of matching positions on adjacent reels', () => {
    const grid = [
      ['dragon', 'jack', 'dragon'],
      ['wild', 'dragon', 'queen'],
      ['ace', 'dragon', 'king'],
      ['tiger', 'ace', 'king'],
      ['dragon', 'dragon', 'dragon'],
    ];
    const wins = evaluateGrid(jadeWays, grid, 2n);
    // 2 × 2 × 1 = 4 ways of three dragons at 40 coins each, coin 2.
    expect(wins).toContainEqual({ kind: 'ways', ways: 4, symbol: 'dragon', count: 3, pay: 320n });
    expect(wins).toHaveLength(1);
  });

  it('refuses a bet that is not a positive multiple of the coins per spin', () => {
    const rng = new FairRng(seeds(0), nodeHash);
    for (const bet of [0n, -20n, 15n]) {
      expect(() => playSlotRound(fruitLines, rng, bet)).toThrow(FairError);
    }
    expect(rng.bytesUsed).toBe(0);
  });
});

describe('rounds from the fair stream', () => {
  it('are fully determined by the seeds', () => {
    for (const game of SLOT_GAMES) {
      const first = playSlotRound(game, new FairRng(seeds(3), nodeHash), 100n * BigInt(game.coinsPerSpin));
      const again = playSlotRound(game, new FairRng(seeds(3), nodeHash), 100n * BigInt(game.coinsPerSpin));
      expect(again).toEqual(first);
      expect(first.grid).toHaveLength(5);
      expect(first.baseWin).toBe(first.wins.reduce((sum, win) => sum + win.pay, 0n));
      expect(first.totalWin).toBe(first.baseWin + (first.feature?.totalWin ?? 0n));
    }
  });

  it('play the free spins a trigger awards, tripled, and add re-triggers', () => {
    let nonce = 0;
    let round = playSlotRound(koiFreeSpins, new FairRng(seeds(nonce), nodeHash), 20n);
    while (!round.feature) round = playSlotRound(koiFreeSpins, new FairRng(seeds(++nonce), nodeHash), 20n);
    const feature = round.feature!;
    expect(round.freeSpinsAwarded).toBeGreaterThanOrEqual(15);
    const awarded = round.freeSpinsAwarded + feature.spins.reduce((sum, spin) => sum + spin.freeSpinsAwarded, 0);
    expect(feature.spins).toHaveLength(awarded);
    for (const spin of feature.spins) {
      // Every free-spin win is three times what the same grid pays in the base game.
      const plain = evaluateGrid(koiFreeSpins, spin.grid, 1n);
      expect(spin.totalWin).toBe(3n * plain.reduce((sum, win) => sum + win.pay, 0n));
    }
    expect(round.totalWin).toBe(round.baseWin + feature.totalWin);
    expect(feature.totalWin).toBe(feature.spins.reduce((sum, spin) => sum + spin.totalWin, 0n));
  });

  it('describe a paytable the game screen can render', () => {
    const table = paytableOf(jadeWays);
    expect(table.evaluation).toEqual({ kind: 'ways', ways: 243 });
    expect(paytableOf(fruitLines).evaluation).toMatchObject({ kind: 'lines' });
    expect(paytableOf(koiFreeSpins).freeSpins).toEqual({ award: { 3: 15, 4: 20, 5: 25 }, multiplier: 3 });
    expect(table.symbols.map((symbol) => symbol.id)).toContain('pearl');
  });
});
