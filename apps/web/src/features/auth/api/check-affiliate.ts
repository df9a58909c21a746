import { affiliateCheckEndpoint } from '@orbit/contracts/member';
import { api } from '../../../lib/api.ts';

/** A wrong code fails with 'invitation_code_error'. */
export function checkAffiliate(code: string) {
  return api.call(affiliateCheckEndpoint, { query: { code, domain: window.location.hostname } });
}
