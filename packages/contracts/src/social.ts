// Google and Facebook sign-in (ADR 0010; the binding flow: link an existing account or register a
// new one; final once confirmed). The browser goes to the provider and back to /wps/session/social/:provider/callback,
// which sends it to the site with a one-time ticket; the site exchanges the ticket here.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { sessionSchema } from './member.ts';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const socialStartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/session/social/:provider/start',
  summary: "The provider's sign-in address for this browser (state, nonce and PKCE kept by the server)",
  tag: 'session',
  audience: 'public',
  params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
  query: z.object({
    returnTo: text()
      .max(300)
      // A path on this site: "/" or "/x…", never "//host" or "/\\host" (which browsers read as another site).
      .regex(/^\/(?![/\\])/)
      .optional(),
  }),
  response: z.object({ authorizationUrl: text() }),
});

export const socialCompleteResultSchema = z.discriminatedUnion('state', [
  sessionSchema.extend({ state: z.literal('ok') }),
  z.object({
    state: z.literal('bind'),
    /** Proves the provider's identity to the bind call; single-use, short-lived. */
    bindToken: text(),
    provider: z.enum(SOCIAL_PROVIDERS),
    email: text().nullable(),
    name: text().nullable(),
    expiresAt: text(),
  }),
]);
export type SocialCompleteResult = z.infer<typeof socialCompleteResultSchema>;

export const socialCompleteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/social/complete',
  summary: 'Exchange the ticket of a finished sign-in: a session when the identity is bound, else a bind token',
  tag: 'session',
  audience: 'public',
  body: z.object({ ticket: text().max(100) }),
  response: socialCompleteResultSchema,
});

export const socialBindEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/social/bind',
  summary: 'Bind the identity to an existing account (its password) or to a new account; final once done',
  tag: 'session',
  audience: 'public',
  encrypted: true,
  body: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('link'), bindToken: text().max(100), username: text().trim().min(1).max(64), password: text().min(1).max(128) }),
    z.object({
      mode: z.literal('register'),
      bindToken: text().max(100),
      username: text().trim().min(1).max(64),
      affiliateCode: text().trim().max(64).optional(),
    }),
  ]),
  response: sessionSchema,
});
