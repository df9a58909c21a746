// How well the account is protected, for the meter on "my account": the four protections a member adds
// on top of the login password, and the next one to suggest.
import type { MemberInfo } from '@orbit/contracts/member';

export type Protection = 'paymentPassword' | 'mobile' | 'email' | 'authenticator';

export function securityLevel(info: Pick<MemberInfo, 'hasPaymentPassword' | 'maskedMobile' | 'maskedEmail' | 'totpEnabled'>) {
  const steps: [Protection, boolean][] = [
    ['mobile', info.maskedMobile !== null],
    ['paymentPassword', info.hasPaymentPassword],
    ['email', info.maskedEmail !== null],
    ['authenticator', info.totpEnabled],
  ];
  const done = steps.filter(([, on]) => on).length;
  const rating: 'weak' | 'fair' | 'strong' = done >= 3 ? 'strong' : done >= 1 ? 'fair' : 'weak';
  return { done, total: steps.length, rating, next: steps.find(([, on]) => !on)?.[0] ?? null };
}
