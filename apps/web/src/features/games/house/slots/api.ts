// The house slots' calls (contracts/house-slots.ts), with the launch's player token in the body.
import { slotSeedsEndpoint, slotSessionEndpoint, slotSpinEndpoint } from '@orbit/contracts/house-slots';
import { api } from '../../../../lib/api.ts';

export const openSlot = (token: string, gameCode: string) => api.call(slotSessionEndpoint, { body: { token, gameCode } });

export const spinSlot = (input: { token: string; gameCode: string; totalBet: string; requestId: string }) => api.call(slotSpinEndpoint, { body: input });

export const rotateSeeds = (token: string, gameCode: string, clientSeed?: string) =>
  api.call(slotSeedsEndpoint, { body: { token, gameCode, clientSeed: clientSeed || undefined } });

/** A fresh id for one spin: sent again on a retry, the same spin is played once. */
export function newSpinId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `spin-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
