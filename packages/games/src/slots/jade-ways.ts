// Jade Ways: 5×3 with 243 ways (a symbol pays on adjacent reels from the left, once for every combination of
// its positions), wilds on reels 2–5, pearl scatter paying anywhere. 25 coins a spin. Exact RTP 96.00%.
import { buildStrip } from './strips.ts';
import type { SlotGameSpec } from './types.ts';

const reel1 = { dragon: 2, tiger: 3, phoenix: 3, turtle: 4, ace: 5, king: 5, queen: 6, jack: 6, pearl: 2 };
const middle = { ...reel1, wild: 2 };

export const jadeWays: SlotGameSpec = {
  id: 'house-jade-ways',
  nameKey: 'games.house-jade-ways.name',
  rows: 3,
  strips: [reel1, middle, middle, middle, { ...middle, jack: 9, wild: 3 }].map(buildStrip),
  symbols: [
    { id: 'dragon', kind: 'regular', nameKey: 'games.symbols.dragon', pays: { 3: 40, 4: 100, 5: 320 } },
    { id: 'tiger', kind: 'regular', nameKey: 'games.symbols.tiger', pays: { 3: 25, 4: 60, 5: 250 } },
    { id: 'phoenix', kind: 'regular', nameKey: 'games.symbols.phoenix', pays: { 3: 20, 4: 50, 5: 150 } },
    { id: 'turtle', kind: 'regular', nameKey: 'games.symbols.turtle', pays: { 3: 15, 4: 30, 5: 100 } },
    { id: 'ace', kind: 'regular', nameKey: 'games.symbols.ace', pays: { 3: 5, 4: 15, 5: 50 } },
    { id: 'king', kind: 'regular', nameKey: 'games.symbols.king', pays: { 3: 5, 4: 10, 5: 40 } },
    { id: 'queen', kind: 'regular', nameKey: 'games.symbols.queen', pays: { 3: 4, 4: 10, 5: 30 } },
    { id: 'jack', kind: 'regular', nameKey: 'games.symbols.jack', pays: { 3: 4, 4: 5, 5: 25 } },
    { id: 'wild', kind: 'wild', nameKey: 'games.symbols.wild', pays: {} },
    { id: 'pearl', kind: 'scatter', nameKey: 'games.symbols.pearl', pays: { 3: 3, 4: 15, 5: 80 } },
  ],
  evaluation: { kind: 'ways' },
  coinsPerSpin: 25,
  statedRtp: 96,
  rulesKeys: ['games.rules.ways243', 'games.rules.leftToRight', 'games.rules.wildSubstitutes', 'games.rules.scatterAnywhere'],
};
