// How the Agents screens name and colour contract and settlement states.
import type { BadgeTone } from '../../components/ui/badge.tsx';

export const CONTRACT_STATUS_TONES: Record<string, BadgeTone> = {
  offered: 'info',
  active: 'success',
  terminating: 'warning',
  rejected: 'neutral',
  withdrawn: 'neutral',
  terminated: 'neutral',
};

export const RUN_STATUS_TONES: Record<string, BadgeTone> = { running: 'info', done: 'success', held: 'warning' };

export const SETTLEMENT_STATUS_TONES: Record<string, BadgeTone> = { paid: 'success', nil: 'neutral', unpaid: 'warning', held: 'danger' };

/** Contracts that still bind (an offer waiting, running, or ending). */
export const LIVE_CONTRACT_STATUSES: readonly string[] = ['offered', 'active', 'terminating'];

/** What an operator may do with a run in each state; the server checks again. */
export function runActionsFor(status: string): ('hold' | 'release' | 'rerun')[] {
  if (status === 'held') return ['release', 'rerun'];
  return ['hold', 'rerun'];
}
