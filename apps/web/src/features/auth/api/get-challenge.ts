import { challengeEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

export function getChallenge() {
  return api.call(challengeEndpoint);
}
