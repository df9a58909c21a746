// What the member typed on the slip, kept for the visit beside the selections (slip-store.ts): a stake per
// single, the parlay's one stake, which tab is open, and the odds-change policy, which is remembered per
// member in this browser (lib/storage.ts) as Asian books keep it in the member's preferences.
import { SPORTSBOOK_LOCAL_KEYS } from '../local-keys.ts';
import { useSyncExternalStore } from 'react';
import { readLocal, writeLocal } from '../../../lib/storage.ts';
import type { AcceptOdds } from './sports-api.ts';

export type SlipMode = 'singles' | 'parlay';

interface SlipStakes {
  mode: SlipMode;
  singles: Readonly<Record<string, string>>;
  parlay: string;
}

let state: SlipStakes = { mode: 'singles', singles: {}, parlay: '' };
const listeners = new Set<() => void>();

function publish(next: SlipStakes): void {
  state = next;
  for (const listener of listeners) listener();
}

export const setSlipMode = (mode: SlipMode) => publish({ ...state, mode });
export const setSingleStake = (outcomeId: string, stake: string) => publish({ ...state, singles: { ...state.singles, [outcomeId]: stake } });
export const setParlayStake = (stake: string) => publish({ ...state, parlay: stake });
/** After the bets are placed: the stakes go, the tab stays. */
export const clearStakes = () => publish({ ...state, singles: {}, parlay: '' });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSlipStakes(): SlipStakes {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

const POLICIES: readonly AcceptOdds[] = ['none', 'higher', 'any'];
const policyKey = (account: string) => `${SPORTSBOOK_LOCAL_KEYS.sportsAcceptOdds}.${account}`;

/** The member's odds-change policy; "higher" (better odds only) until they choose, as most Asian books start. */
export function readAcceptOdds(account: string | null): AcceptOdds {
  const stored = account ? readLocal(policyKey(account)) : null;
  return POLICIES.find((policy) => policy === stored) ?? 'higher';
}

export function writeAcceptOdds(account: string | null, policy: AcceptOdds): void {
  if (account) writeLocal(policyKey(account), policy);
}
