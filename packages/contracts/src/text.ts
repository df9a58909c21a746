// The one way the contracts declare a string. Every string refuses the NUL character (U+0000): PostgreSQL
// cannot store it in text or jsonb, so a NUL that got past validation would fail the query and answer a
// 5xx instead of naming the field (docs/members.md, "Input rules"). Lint forbids z.string(), z.email()
// and z.url() elsewhere in the contracts and the server, so a new field cannot forget the rule.
import { z } from 'zod';

export const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';

/** True when a string holds no NUL character. */
export const hasNoNul = (value: string): boolean => !value.includes('\u0000');

/** A string without NUL; chain .min(), .regex(), .trim()… as on z.string(). */
export function text(params?: Parameters<typeof z.string>[0]) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a raw string schema is made
  return z.string(params).refine(hasNoNul, NUL_MESSAGE);
}

/** An e-mail address without NUL. */
export function email(params?: Parameters<typeof z.email>[0]) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a raw e-mail schema is made
  return z.email(params).refine(hasNoNul, NUL_MESSAGE);
}

/** A URL without NUL (the URL parser would otherwise accept one and store it). */
export function url(params?: Parameters<typeof z.url>[0]) {
  // eslint-disable-next-line no-restricted-syntax -- the one place a raw URL schema is made
  return z.url(params).refine(hasNoNul, NUL_MESSAGE);
}
