// Prices that just moved, so their buttons flash green (up) or red (down) for a moment (FLASH_MS) and then
// settle: one small store every odds button reads its own outcome from.
import { useSyncExternalStore } from 'react';
import type { Move } from './board.ts';

export const FLASH_MS = 1_500;

const flashes = new Map<string, Move>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** Starts (or restarts) the flash of each moved price. */
export function flashMoves(moves: ReadonlyMap<string, Move>): void {
  if (moves.size === 0) return;
  for (const [outcomeId, move] of moves) {
    flashes.set(outcomeId, move);
    clearTimeout(timers.get(outcomeId));
    timers.set(
      outcomeId,
      setTimeout(() => {
        flashes.delete(outcomeId);
        timers.delete(outcomeId);
        notify();
      }, FLASH_MS),
    );
  }
  notify();
}

export function useFlash(outcomeId: string): Move | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => flashes.get(outcomeId),
    () => undefined,
  );
}
