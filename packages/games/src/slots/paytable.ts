// What the game screen renders as the paytable and rules: data only, texts by i18n key.
import type { FreeSpinsFeature, SlotGameSpec, SlotSymbol } from './types.ts';

export interface Paytable {
  gameId: string;
  statedRtp: number;
  coinsPerSpin: number;
  /** 'lines' with the rows each payline reads, or 'ways' with how many ways a full grid holds. */
  evaluation: { kind: 'lines'; lines: number[][] } | { kind: 'ways'; ways: number };
  /** Regular symbols pay coins (total bet / coinsPerSpin); scatters pay multiples of the total bet. */
  symbols: SlotSymbol[];
  freeSpins?: FreeSpinsFeature;
  rulesKeys: string[];
}

export function paytableOf(game: SlotGameSpec): Paytable {
  return {
    gameId: game.id,
    statedRtp: game.statedRtp,
    coinsPerSpin: game.coinsPerSpin,
    evaluation:
      game.evaluation.kind === 'lines'
        ? { kind: 'lines', lines: game.evaluation.lines.map((line) => [...line]) }
        : { kind: 'ways', ways: game.rows ** game.strips.length },
    symbols: game.symbols.map((symbol) => ({ ...symbol, pays: { ...symbol.pays } })),
    ...(game.freeSpins ? { freeSpins: { award: { ...game.freeSpins.award }, multiplier: game.freeSpins.multiplier } } : {}),
    rulesKeys: [...game.rulesKeys],
  };
}
