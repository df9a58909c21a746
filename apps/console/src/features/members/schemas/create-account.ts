// The create-account form: text inputs (the type as its select value, empty text for "none") turned into
// the create call's body. Only agents carry an affiliate code.
import { z } from 'zod';
import { createAccountEndpoint } from '@orbit/contracts/console-members';
import { isAgentType } from '@orbit/contracts/member';
import { CREATABLE_TYPES } from '../../../lib/member-types.ts';

const body = createAccountEndpoint.body!;

export const createAccountFormSchema = z
  .object({
    username: z.string(),
    type: z.enum(CREATABLE_TYPES.map(String) as [string, ...string[]]),
    upline: z.string(),
    affiliateCode: z.string(),
  })
  .transform((values) => {
    const type = Number(values.type) as (typeof CREATABLE_TYPES)[number];
    const upline = values.upline.trim();
    const affiliateCode = values.affiliateCode.trim();
    return { username: values.username, type, upline: upline || null, affiliateCode: isAgentType(type) && affiliateCode ? affiliateCode : null };
  })
  .pipe(body);

export type CreateAccountForm = z.input<typeof createAccountFormSchema>;

export const EMPTY_CREATE_ACCOUNT: CreateAccountForm = { username: '', type: '0', upline: '', affiliateCode: '' };
