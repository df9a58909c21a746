// Reel games as data: symbols with their pays, reel strips, how wins are counted and the optional feature.

export type SymbolKind = 'regular' | 'wild' | 'scatter';
export type MatchCount = 3 | 4 | 5;

export interface SlotSymbol {
  id: string;
  kind: SymbolKind;
  /** i18n key of the symbol's name for the paytable. */
  nameKey: string;
  /**
   * Pays by how many match. Regular symbols: coins per line (line games) or per way (ways games), a coin being
   * totalBet / coinsPerSpin. Scatters: multiples of the total bet, wherever they land. Wilds pay nothing alone.
   */
  pays: Partial<Record<MatchCount, number>>;
}

export type SlotEvaluation = { kind: 'lines'; lines: readonly (readonly number[])[] } | { kind: 'ways' };

export interface FreeSpinsFeature {
  /** Free spins awarded by 3, 4 or 5 scatters; they re-trigger during free spins the same way. */
  award: Partial<Record<MatchCount, number>>;
  /** Every win of a free spin is multiplied by this. */
  multiplier: number;
}

export interface SlotGameSpec {
  id: string;
  nameKey: string;
  rows: 3;
  /** Symbols top to bottom of a reel window are strip[stop], strip[stop + 1], strip[stop + 2] (wrapping). */
  strips: readonly (readonly string[])[];
  symbols: readonly SlotSymbol[];
  evaluation: SlotEvaluation;
  coinsPerSpin: number;
  freeSpins?: FreeSpinsFeature;
  statedRtp: number;
  /** i18n keys of the rules text the paytable screen shows, in order. */
  rulesKeys: readonly string[];
}

export type SlotWin =
  | { kind: 'line'; line: number; symbol: string; count: MatchCount; pay: bigint }
  | { kind: 'ways'; ways: number; symbol: string; count: MatchCount; pay: bigint }
  | { kind: 'scatter'; symbol: string; count: MatchCount; pay: bigint };

export interface SpinResult {
  stops: number[];
  /** grid[reel][row], row 0 at the top. */
  grid: string[][];
  wins: SlotWin[];
  totalWin: bigint;
  /** Free spins this spin awarded (0 when none). */
  freeSpinsAwarded: number;
}

/** A paid round: the base spin's grid and wins, then the feature it triggered, if any. */
export interface SlotRound extends Omit<SpinResult, 'totalWin'> {
  totalBet: bigint;
  /** What the base spin's wins add up to. */
  baseWin: bigint;
  feature?: { kind: 'freeSpins'; multiplier: number; spins: SpinResult[]; totalWin: bigint };
  /** Base spin and feature together: what the round pays. */
  totalWin: bigint;
}
