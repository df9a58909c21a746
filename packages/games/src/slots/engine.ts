// Evaluates reel stops into wins, and plays a round (base spin and any free spins) from the fair RNG.
import { FairError } from '../fair/hash.ts';
import type { FairRng } from '../fair/rng.ts';
import type { MatchCount, SlotGameSpec, SlotRound, SlotSymbol, SlotWin, SpinResult } from './types.ts';

/** At most this many free spins in one round: a guard, reached with probability far below 1e-30 for our games. */
export const FREE_SPIN_LIMIT = 10_000;

export function checkBet(game: SlotGameSpec, totalBet: bigint): bigint {
  if (typeof totalBet !== 'bigint' || totalBet <= 0n || totalBet % BigInt(game.coinsPerSpin) !== 0n) {
    throw new FairError('game_bad_bet', `The total bet must be a positive multiple of ${game.coinsPerSpin} minor units`);
  }
  return totalBet / BigInt(game.coinsPerSpin);
}

export function gridAt(game: SlotGameSpec, stops: readonly number[]): string[][] {
  return game.strips.map((strip, reel) => Array.from({ length: game.rows }, (_, row) => strip[(stops[reel]! + row) % strip.length]!));
}

/** Wins of one spin in coins (lines, ways) and total bets (scatters), before the coin value and multiplier. */
export function evaluateGrid(game: SlotGameSpec, grid: readonly (readonly string[])[], coin: bigint, multiplier = 1): SlotWin[] {
  const symbols = symbolTable(game);
  const isWild = (id: string) => symbols.get(id)!.kind === 'wild';
  const totalBet = coin * BigInt(game.coinsPerSpin);
  const factor = BigInt(multiplier);
  const wins: SlotWin[] = [];

  if (game.evaluation.kind === 'lines') {
    game.evaluation.lines.forEach((rows, line) => {
      const first = symbols.get(grid[0]![rows[0]!]!)!;
      if (first.kind !== 'regular') return;
      let count = 1;
      while (count < rows.length && (grid[count]![rows[count]!] === first.id || isWild(grid[count]![rows[count]!]!))) count += 1;
      const pay = first.pays[count as MatchCount];
      if (pay) wins.push({ kind: 'line', line, symbol: first.id, count: count as MatchCount, pay: BigInt(pay) * coin * factor });
    });
  } else {
    for (const symbol of symbols.values()) {
      if (symbol.kind !== 'regular') continue;
      let ways = 1;
      let count = 0;
      for (const column of grid) {
        const matches = column.filter((id) => id === symbol.id || isWild(id)).length;
        if (matches === 0) break;
        ways *= matches;
        count += 1;
      }
      const pay = symbol.pays[count as MatchCount];
      if (pay) wins.push({ kind: 'ways', ways, symbol: symbol.id, count: count as MatchCount, pay: BigInt(pay) * BigInt(ways) * coin * factor });
    }
  }

  for (const symbol of symbols.values()) {
    if (symbol.kind !== 'scatter') continue;
    const count = Math.min(5, grid.flat().filter((id) => id === symbol.id).length) as MatchCount;
    const pay = symbol.pays[count];
    if (pay) wins.push({ kind: 'scatter', symbol: symbol.id, count, pay: BigInt(pay) * totalBet * factor });
  }
  return wins;
}

export function scatterCount(game: SlotGameSpec, grid: readonly (readonly string[])[]): number {
  const scatters = new Set(game.symbols.filter((symbol) => symbol.kind === 'scatter').map((symbol) => symbol.id));
  return grid.flat().filter((id) => scatters.has(id)).length;
}

export function evaluateStops(game: SlotGameSpec, stops: number[], coin: bigint, multiplier = 1): SpinResult {
  const grid = gridAt(game, stops);
  const wins = evaluateGrid(game, grid, coin, multiplier);
  const freeSpinsAwarded = game.freeSpins?.award[Math.min(5, scatterCount(game, grid)) as MatchCount] ?? 0;
  return { stops, grid, wins, totalWin: wins.reduce((sum, win) => sum + win.pay, 0n), freeSpinsAwarded };
}

function spinOnce(game: SlotGameSpec, rng: FairRng, coin: bigint, multiplier: number): SpinResult {
  const stops = game.strips.map((strip) => rng.int(strip.length));
  return evaluateStops(game, stops, coin, multiplier);
}

/** One paid round: the base spin, then every free spin it awards (and re-triggers), all from the same stream. */
export function playSlotRound(game: SlotGameSpec, rng: FairRng, totalBet: bigint): SlotRound {
  const coin = checkBet(game, totalBet);
  const base = spinOnce(game, rng, coin, 1);
  const round: SlotRound = { ...base, totalBet, baseWin: base.totalWin, totalWin: base.totalWin };
  if (!game.freeSpins || base.freeSpinsAwarded === 0) return round;

  const spins: SpinResult[] = [];
  let remaining = base.freeSpinsAwarded;
  while (remaining > 0 && spins.length < FREE_SPIN_LIMIT) {
    const spin = spinOnce(game, rng, coin, game.freeSpins.multiplier);
    spins.push(spin);
    remaining += spin.freeSpinsAwarded - 1;
  }
  const featureWin = spins.reduce((sum, spin) => sum + spin.totalWin, 0n);
  round.feature = { kind: 'freeSpins', multiplier: game.freeSpins.multiplier, spins, totalWin: featureWin };
  round.totalWin = base.totalWin + featureWin;
  return round;
}

const tables = new WeakMap<SlotGameSpec, Map<string, SlotSymbol>>();
function symbolTable(game: SlotGameSpec): Map<string, SlotSymbol> {
  let table = tables.get(game);
  if (!table) {
    table = new Map(game.symbols.map((symbol) => [symbol.id, symbol]));
    tables.set(game, table);
  }
  return table;
}
