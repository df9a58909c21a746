// Koi Free Spins: 5×3, 20 lines, wild on reels 2–5; 3, 4 or 5 gong scatters award 15, 20 or 25 free spins
// where every win is tripled, re-triggered the same way. Exact RTP 96.00% (feature by the branching-process
// expectation in rtp.ts), about a third of it from the feature; one spin in ~100 triggers it.
import { buildStrip } from './strips.ts';
import { TWENTY_LINES } from './paylines.ts';
import type { SlotGameSpec } from './types.ts';

const reel1 = { koi: 2, lotus: 3, lantern: 4, coin: 5, fan: 6, drum: 7, gong: 1 };
const middle = { ...reel1, wild: 1 };

export const koiFreeSpins: SlotGameSpec = {
  id: 'house-koi-free-spins',
  nameKey: 'games.house-koi-free-spins.name',
  rows: 3,
  strips: [reel1, middle, middle, middle, { ...middle, fan: 5, drum: 11 }].map(buildStrip),
  symbols: [
    { id: 'koi', kind: 'regular', nameKey: 'games.symbols.koi', pays: { 3: 50, 4: 150, 5: 787 } },
    { id: 'lotus', kind: 'regular', nameKey: 'games.symbols.lotus', pays: { 3: 25, 4: 80, 5: 300 } },
    { id: 'lantern', kind: 'regular', nameKey: 'games.symbols.lantern', pays: { 3: 15, 4: 40, 5: 150 } },
    { id: 'coin', kind: 'regular', nameKey: 'games.symbols.coin', pays: { 3: 10, 4: 25, 5: 100 } },
    { id: 'fan', kind: 'regular', nameKey: 'games.symbols.fan', pays: { 3: 5, 4: 15, 5: 60 } },
    { id: 'drum', kind: 'regular', nameKey: 'games.symbols.drum', pays: { 3: 4, 4: 10, 5: 40 } },
    { id: 'wild', kind: 'wild', nameKey: 'games.symbols.wild', pays: {} },
    { id: 'gong', kind: 'scatter', nameKey: 'games.symbols.gong', pays: { 3: 2, 4: 5, 5: 20 } },
  ],
  evaluation: { kind: 'lines', lines: TWENTY_LINES },
  coinsPerSpin: 20,
  freeSpins: { award: { 3: 15, 4: 20, 5: 25 }, multiplier: 3 },
  statedRtp: 96,
  rulesKeys: [
    'games.rules.lines20',
    'games.rules.leftToRight',
    'games.rules.wildSubstitutes',
    'games.rules.scatterAnywhere',
    'games.rules.freeSpins',
    'games.rules.freeSpinsRetrigger',
  ],
};
