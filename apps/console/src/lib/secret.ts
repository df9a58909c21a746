// Secrets in settings (SMS auth header, SMTP password, OAuth client secrets): the server answers a stored
// secret as MASKED_SECRET and keeps it when MASKED_SECRET is saved back, so the console never holds it.
import { MASKED_SECRET } from '@orbit/contracts/settings';

/**
 * What saving this value will do, given the value the form was loaded with.
 * stored: keep the stored secret; none: there is none and none is set; set: a first secret;
 * replaced: a new one over the stored one; removed: the stored one is deleted.
 */
export type SecretState = 'stored' | 'none' | 'set' | 'replaced' | 'removed';

export function secretState(value: string, initial: string): SecretState {
  if (value === MASKED_SECRET) return 'stored';
  const hadSecret = initial === MASKED_SECRET;
  if (value === '') return hadSecret ? 'removed' : 'none';
  return hadSecret ? 'replaced' : 'set';
}
