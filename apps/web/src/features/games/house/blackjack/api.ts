// House blackjack's calls (contracts/house-blackjack.ts), with the launch's player token in the body.
import {
  blackjackActionEndpoint,
  blackjackDealEndpoint,
  blackjackSeedsEndpoint,
  blackjackSessionEndpoint,
  type BlackjackActionName,
} from '@orbit/contracts/house-blackjack';
import { api } from '../../../../lib/api.ts';

export const openTable = (token: string) => api.call(blackjackSessionEndpoint, { body: { token } });

export const dealHand = (input: { token: string; stake: string; requestId: string }) => api.call(blackjackDealEndpoint, { body: input });

export const playAction = (input: { token: string; roundId: string; action: BlackjackActionName; requestId: string }) =>
  api.call(blackjackActionEndpoint, { body: input });

export const rotateSeeds = (token: string, clientSeed?: string) => api.call(blackjackSeedsEndpoint, { body: { token, clientSeed: clientSeed || undefined } });

/** A fresh id for one deal or action: sent again on a retry, the call acts once. */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `bj-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
