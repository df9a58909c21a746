// The exact return of a reel game, from the strips alone (no sampling).
//
// Reels stop independently and uniformly, so:
// - a payline reads one cell per reel, and each cell's symbol has the strip's symbol frequencies: the
//   expected pay of a line is a sum over symbols and match counts of products of per-reel frequencies;
// - a ways win is the product over reels of the symbol's count in each window, so its expectation is the
//   product of per-reel expectations (times the chance the next reel has none): each window is enumerated;
// - scatters are counted per reel window (enumerated) and the per-reel distributions convolved;
// - free spins: each spin (paid or free) awards A free spins on average, so a paid spin leads to
//   A + A² + … = A / (1 − A) free spins (a branching process, A < 1), each returning multiplier × base
//   return (Wald's identity). The free-spin limit in the engine changes this by less than 1e-30.
// The engine requires wilds off reel 1 and wilds without pays of their own; this module checks both.
import type { MatchCount, SlotGameSpec } from './types.ts';

export interface RtpBreakdown {
  /** Fractions of the total bet. */
  lines: number;
  scatter: number;
  /** Base game (lines or ways plus scatter pays) per spin. */
  base: number;
  /** Expected free spins per paid spin. */
  freeSpinsPerSpin: number;
  feature: number;
  total: number;
  /** Probability that a spin triggers free spins. */
  triggerRate: number;
}

export function exactRtp(game: SlotGameSpec): RtpBreakdown {
  const wild = game.symbols.find((symbol) => symbol.kind === 'wild')?.id;
  if (wild && game.strips[0]!.includes(wild)) throw new Error(`${game.id}: a wild on reel 1 breaks the left-to-right evaluation`);
  const windows = game.strips.map((strip) => strip.map((_, stop) => Array.from({ length: game.rows }, (_, row) => strip[(stop + row) % strip.length]!)));
  const frequency = (reel: number, ids: readonly (string | undefined)[]) =>
    game.strips[reel]!.filter((id) => ids.includes(id)).length / game.strips[reel]!.length;

  let lines = 0;
  for (const symbol of game.symbols) {
    if (symbol.kind !== 'regular') continue;
    const matching = [symbol.id, wild];
    for (const count of [3, 4, 5] as MatchCount[]) {
      const pay = symbol.pays[count];
      if (!pay) continue;
      if (game.evaluation.kind === 'lines') {
        let probability = frequency(0, [symbol.id]);
        for (let reel = 1; reel < count; reel++) probability *= frequency(reel, matching);
        if (count < 5) probability *= 1 - frequency(count, matching);
        lines += (pay * probability * game.evaluation.lines.length) / game.coinsPerSpin;
      } else {
        let expectedWays = 1;
        for (let reel = 0; reel < count; reel++) {
          const perWindow = windows[reel]!.map((window) => window.filter((id) => matching.includes(id)).length);
          expectedWays *= perWindow.reduce((sum, n) => sum + n, 0) / perWindow.length;
        }
        if (count < 5) expectedWays *= windows[count]!.filter((window) => !window.some((id) => matching.includes(id))).length / windows[count]!.length;
        lines += (pay * expectedWays) / game.coinsPerSpin;
      }
    }
  }

  let scatter = 0;
  let awardsPerSpin = 0;
  let triggerRate = 0;
  for (const symbol of game.symbols) {
    if (symbol.kind !== 'scatter') continue;
    let distribution = [1];
    for (const reelWindows of windows) {
      const perReel: number[] = [];
      for (const window of reelWindows) {
        const n = window.filter((id) => id === symbol.id).length;
        perReel[n] = (perReel[n] ?? 0) + 1 / reelWindows.length;
      }
      const next: number[] = [];
      distribution.forEach((p, total) => perReel.forEach((q = 0, n) => (next[total + n] = (next[total + n] ?? 0) + p * q)));
      distribution = next;
    }
    distribution.forEach((p = 0, count) => {
      const capped = Math.min(5, count) as MatchCount;
      scatter += (symbol.pays[capped] ?? 0) * p;
      const award = count >= 3 ? (game.freeSpins?.award[capped] ?? 0) : 0;
      awardsPerSpin += award * p;
      if (award > 0) triggerRate += p;
    });
  }

  const base = lines + scatter;
  if (awardsPerSpin >= 1) throw new Error(`${game.id}: free spins re-trigger on average ${awardsPerSpin} ≥ 1 times: the feature never ends`);
  const freeSpinsPerSpin = awardsPerSpin / (1 - awardsPerSpin);
  const feature = freeSpinsPerSpin * (game.freeSpins?.multiplier ?? 0) * base;
  return { lines, scatter, base, freeSpinsPerSpin, feature, total: base + feature, triggerRate };
}
