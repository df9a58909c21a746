// The bet slip's selections (docs/sportsbook.md, "The site"): what the member picked on the board, kept in memory
// for the visit and shared by every odds button and the slip itself. One selection per outcome; picking an outcome
// of a match already on the slip replaces that match's selection, as a parlay takes one leg per match.
import { useSyncExternalStore } from 'react';

/** One picked price, with what the slip needs to show it without reading the board again. */
export interface SlipSelection {
  outcomeId: string;
  eventId: string;
  /** Decimal odds with four decimals, as the board sent them when picked ("1.8500"). */
  odds: string;
  live: boolean;
  /** "Selangor FC v Johor DT", and the picked line as the board labels it ("Home -0.75", "Over 2.5"). */
  matchLabel: string;
  pickLabel: string;
  marketLabel: string;
}

/** The most legs any slip may hold (the merchant's own maximum is checked by the server, at most 20). */
export const SLIP_MAX_SELECTIONS = 20;

let selections: readonly SlipSelection[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly SlipSelection[]): void {
  selections = next;
  for (const listener of listeners) listener();
}

export function slipSelections(): readonly SlipSelection[] {
  return selections;
}

/** Adds the outcome, or takes it off when it is already picked; another pick on the same match is replaced. */
export function toggleSelection(pick: SlipSelection): void {
  if (selections.some((s) => s.outcomeId === pick.outcomeId)) return removeSelection(pick.outcomeId);
  const others = selections.filter((s) => s.eventId !== pick.eventId);
  if (others.length >= SLIP_MAX_SELECTIONS) return;
  publish([...others, pick]);
}

export function removeSelection(outcomeId: string): void {
  publish(selections.filter((s) => s.outcomeId !== outcomeId));
}

/** Replaces the odds of picks whose price moved (the board's newer prices, or the server's answer). */
export function updateSelectionOdds(oddsByOutcome: ReadonlyMap<string, string>): void {
  let changed = false;
  const next = selections.map((s) => {
    const odds = oddsByOutcome.get(s.outcomeId);
    if (odds === undefined || odds === s.odds) return s;
    changed = true;
    return { ...s, odds };
  });
  if (changed) publish(next);
}

export function clearSelections(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSlipSelections(): readonly SlipSelection[] {
  return useSyncExternalStore(subscribe, slipSelections, slipSelections);
}

/** Whether one outcome is on the slip (an odds button shows itself picked). */
export function useIsPicked(outcomeId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => selections.some((s) => s.outcomeId === outcomeId),
    () => false,
  );
}
