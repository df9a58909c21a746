// One declaration per API call. The server registers its routes from these, OpenAPI is generated from
// them, and the typed client calls them: a change here is seen by all three at compile time.
import type { z } from 'zod';
import type { Permission } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call: anyone, a logged-in member, or a console operator (with `permission` when set). */
export type Audience = 'public' | 'member' | 'operator';

export interface Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Audience = Audience,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  audience: A;
  permission?: Permission;
  /** The body travels in the encrypted-call envelope (docs/conventions.md, ADR 0006). */
  encrypted?: boolean;
  /** Member calls: a free-play (trial, isAgent 4) account may use it; others answer in_need_true_account. */
  allowTrial?: boolean;
  /** Member calls: still allowed while a password change is due (member info, change password, logout). */
  beforePasswordChange?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}

export function defineEndpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  const A extends Audience = Audience,
>(endpoint: Endpoint<P, Q, B, R, A>): Endpoint<P, Q, B, R, A> {
  return endpoint;
}

type InferOr<T, F> = T extends z.ZodType ? z.infer<T> : F;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType, Audience>
    ? (P extends z.ZodType ? { params: InputOf<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: InputOf<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: InputOf<B> } : { body?: undefined })
    : never;

export type EndpointReply<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R, Audience> ? z.infer<R> : never;
export type EndpointBody<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer B, z.ZodType, Audience> ? InferOr<B, undefined> : never;
