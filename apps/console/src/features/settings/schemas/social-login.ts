// The Social login settings form: the contract's section, and a provider with a client id needs its
// secret and issuer too (a half-configured provider fails at the member's first click).
import { SOCIAL_PROVIDERS } from '@orbit/contracts/social';
import { socialLoginSchema } from '@orbit/contracts/settings';

export const socialLoginFormSchema = socialLoginSchema.superRefine((social, context) => {
  for (const provider of SOCIAL_PROVIDERS) {
    const client = social[provider];
    if (client.clientId.trim() === '') continue;
    if (client.clientSecret === '') context.addIssue({ code: 'custom', message: 'validation.secretRequired', path: [provider, 'clientSecret'] });
    if (client.issuer === '') context.addIssue({ code: 'custom', message: 'validation.issuerRequired', path: [provider, 'issuer'] });
  }
});
