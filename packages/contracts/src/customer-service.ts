// Customer service through an outside chat provider (docs/chat.md, ADR 0032). The operator sets the
// provider's https URL, and optionally a VIP one, in the console's customer-service settings; the site asks
// the lookup call where its live chat goes. With a provider, the reply's entries are of type "3": the last 8
// characters of `path` are a key, the rest base64url(iv ‖ AES-256-GCM ciphertext ‖ tag) of the URL under
// SHA-256(key). That keeps the URL out of static pages and scrapers; it is not a secret from the visitor.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text, url } from './text.ts';

/** The entry type whose path is an encrypted provider URL. */
export const CS_PROVIDER_ENTRY_TYPE = '3';
/** Characters of the key at the end of a type "3" path. */
export const CS_PROVIDER_KEY_LENGTH = 8;
/** Bytes of the AES-GCM iv at the start of the decoded ciphertext. */
export const CS_PROVIDER_IV_BYTES = 12;
export const CS_PROVIDER_URL_MAX = 500;

/** An https address without user or password in it: the site opens only these. */
export const providerUrlSchema = url({ protocol: /^https$/, error: 'must be an https:// address' })
  .max(CS_PROVIDER_URL_MAX)
  .refine((value) => !/^https:\/\/[^/?#]*@/i.test(value), 'must not carry a user name or password');

export const chatProviderSchema = z.object({
  /** The outside provider's chat; null: the site uses the platform's own live chat. */
  url: providerUrlSchema.nullable(),
  /** Members above rank level 4 are sent here instead; null: they go where everybody goes. */
  vipUrl: providerUrlSchema.nullable(),
});
export type ChatProvider = z.infer<typeof chatProviderSchema>;

export const customerServiceLookupSchema = z.object({
  /** own: open the site's live chat; outside: open the entries' URL in a popup. */
  route: z.enum(['own', 'outside']),
  /** The caller is a member above rank level 4. */
  vip: z.boolean(),
  entries: z.array(z.object({ type: z.literal(CS_PROVIDER_ENTRY_TYPE), path: text() })),
});
export type CustomerServiceLookup = z.infer<typeof customerServiceLookupSchema>;

export const customerServiceLookupEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/customer-service/lookup',
  summary:
    'Where the live chat goes: the platform\'s own, or an outside provider whose URL is in the type "3" entries (encrypted under their last 8 characters); a member above rank level 4 gets the VIP one',
  tag: 'chat',
  audience: 'public',
  response: customerServiceLookupSchema,
});

export const chatProviderEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/customer-service/provider',
  summary: "The outside chat provider's URLs (null: the platform's own live chat)",
  tag: 'console-chat',
  audience: 'operator',
  permission: 'settings.read',
  response: chatProviderSchema,
});

export const updateChatProviderEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/customer-service/provider',
  summary: 'Set or clear the outside chat provider and its VIP URL (https only; audited)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'settings.customerService.write',
  body: chatProviderSchema,
  response: chatProviderSchema,
});
