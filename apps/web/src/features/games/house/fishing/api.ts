// The house fishing game's calls (contracts/house-fishing.ts), with the launch's player token in the body.
import { fishSeedsEndpoint, fishSessionEndpoint, fishShotEndpoint } from '@orbit/contracts/house-fishing';
import { api } from '../../../../lib/api.ts';

export const openSea = (token: string, gameCode: string) => api.call(fishSessionEndpoint, { body: { token, gameCode } });

export const fireShot = (input: { token: string; gameCode: string; fishId: string; cannonLevel: number; requestId: string }) =>
  api.call(fishShotEndpoint, { body: input });

export const rotateSeeds = (token: string, gameCode: string, clientSeed?: string) =>
  api.call(fishSeedsEndpoint, { body: { token, gameCode, clientSeed: clientSeed || undefined } });

/** A fresh id for one shot: the server plays an id once, however often it arrives. */
export function newShotId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `shot-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
