// The Messaging settings form: the contract's section, and a provider switched on must say where to send
// and send something the provider can read.
import { messagingSchema } from '@orbit/contracts/settings';
import { exampleSmsRequest } from '../../../lib/messaging.ts';

export const messagingFormSchema = messagingSchema.superRefine((messaging, context) => {
  const { sms, email } = messaging;
  if (sms.enabled && sms.url === '') context.addIssue({ code: 'custom', message: 'validation.smsUrlRequired', path: ['sms', 'url'] });
  // A GET provider may take everything in the URL; a POST one needs a body.
  if (sms.enabled && sms.method === 'POST' && sms.bodyTemplate.trim() === '') {
    context.addIssue({ code: 'custom', message: 'validation.templateRequired', path: ['sms', 'bodyTemplate'] });
  }
  if (sms.bodyTemplate.trim() !== '' && exampleSmsRequest(sms).validJson === false) {
    context.addIssue({ code: 'custom', message: 'validation.templateNotJson', path: ['sms', 'bodyTemplate'] });
  }
  if (sms.authHeaderValue !== '' && sms.authHeaderName.trim() === '') {
    context.addIssue({ code: 'custom', message: 'validation.headerNameRequired', path: ['sms', 'authHeaderName'] });
  }
  if (email.enabled && email.host.trim() === '') context.addIssue({ code: 'custom', message: 'validation.smtpHostRequired', path: ['email', 'host'] });
  if (email.enabled && email.fromAddress === '')
    context.addIssue({ code: 'custom', message: 'validation.fromAddressRequired', path: ['email', 'fromAddress'] });
});
