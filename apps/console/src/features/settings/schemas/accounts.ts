// The Accounts settings form: the contract's section with the console's own words for the two patterned
// fields, plus the one rule between fields a member would feel.
import { z } from 'zod';
import { accountsSchema } from '@orbit/contracts/settings';

/** Checks the contract's rule first with a message that says what is wanted, then the rule itself. */
const explained = (schema: z.ZodString, pattern: RegExp, message: string) =>
  z
    .string()
    .refine((value) => pattern.test(value), { message, abort: true })
    .pipe(schema);

export const accountsFormSchema = accountsSchema
  .extend({
    trialPrefix: explained(accountsSchema.shape.trialPrefix, /^[a-z]{1,8}$/, 'validation.trialPrefix'),
    trialBalance: explained(accountsSchema.shape.trialBalance, /^\d{1,9}(\.\d{1,2})?$/, 'validation.amount'),
  })
  .refine((accounts) => accounts.sessionIdleMinutes <= accounts.sessionHours * 60, {
    message: 'validation.idleOverLifetime',
    path: ['sessionIdleMinutes'],
  });
