// Fruit Lines: 5×3, 20 fixed paylines paying left to right, wild on reels 2–5, star scatter paying anywhere.
// Tuned by exact calculation (rtp.ts) to 96.00%: the seven's five-of-a-kind pay was the fine adjustment.
import { buildStrip } from './strips.ts';
import { TWENTY_LINES } from './paylines.ts';
import type { SlotGameSpec } from './types.ts';

const reel1 = { seven: 2, bell: 3, melon: 4, plum: 4, orange: 5, lemon: 6, cherry: 6, star: 2 };
const middle = { seven: 2, bell: 3, melon: 4, plum: 5, orange: 5, lemon: 6, cherry: 6, wild: 3, star: 2 };

export const fruitLines: SlotGameSpec = {
  id: 'house-fruit-lines',
  nameKey: 'games.house-fruit-lines.name',
  rows: 3,
  strips: [reel1, { ...middle, wild: 4 }, middle, middle, { ...middle, cherry: 4, wild: 3 }].map(buildStrip),
  symbols: [
    { id: 'seven', kind: 'regular', nameKey: 'games.symbols.seven', pays: { 3: 50, 4: 200, 5: 753 } },
    { id: 'bell', kind: 'regular', nameKey: 'games.symbols.bell', pays: { 3: 25, 4: 100, 5: 400 } },
    { id: 'melon', kind: 'regular', nameKey: 'games.symbols.melon', pays: { 3: 15, 4: 50, 5: 200 } },
    { id: 'plum', kind: 'regular', nameKey: 'games.symbols.plum', pays: { 3: 10, 4: 30, 5: 120 } },
    { id: 'orange', kind: 'regular', nameKey: 'games.symbols.orange', pays: { 3: 5, 4: 20, 5: 80 } },
    { id: 'lemon', kind: 'regular', nameKey: 'games.symbols.lemon', pays: { 3: 5, 4: 15, 5: 60 } },
    { id: 'cherry', kind: 'regular', nameKey: 'games.symbols.cherry', pays: { 3: 4, 4: 10, 5: 40 } },
    { id: 'wild', kind: 'wild', nameKey: 'games.symbols.wild', pays: {} },
    { id: 'star', kind: 'scatter', nameKey: 'games.symbols.star', pays: { 3: 2, 4: 10, 5: 50 } },
  ],
  evaluation: { kind: 'lines', lines: TWENTY_LINES },
  coinsPerSpin: 20,
  statedRtp: 96,
  rulesKeys: ['games.rules.lines20', 'games.rules.leftToRight', 'games.rules.wildSubstitutes', 'games.rules.scatterAnywhere', 'games.rules.highestPerLine'],
};
