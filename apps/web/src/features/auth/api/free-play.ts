import { freePlayEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

export function startFreePlay(verification: string | undefined) {
  return api.call(freePlayEndpoint, { body: { os: navigator.platform || undefined, platform: 'web', verification } });
}
