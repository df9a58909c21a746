// Registers a route from its contract declaration (packages/contracts): schemas for validation and
// OpenAPI, the common headers, merchant resolution, operator authentication and permission, and the
// encrypted-call envelope. Route modules then only say what the call does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NUL_MESSAGE, text } from '@orbit/contracts/text';
import { findNul } from './nul-guard.ts';
import type { Endpoint, EndpointReply } from '@orbit/contracts/endpoint';
import { okReplySchema, errorReplySchema, ApiError } from '@orbit/contracts/envelope';
import { LANGUAGE_CODES } from '@orbit/contracts/languages';
import type { AuthenticatedMember, AuthenticatedOperator, ResolvedMerchant } from './principals.ts';
import { can } from '@orbit/contracts/permissions';
import { TRIAL_TYPE } from '@orbit/contracts/member';

/** The request headers every call may carry (docs/conventions.md); checked so bad values give 400, not a surprise later. */
export const commonHeadersSchema = z.looseObject({
  merchant: text()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'Merchant header: 1–32 letters, digits, _ or -')
    .optional(),
  device: z.enum(['WEB', 'H5', 'IOS', 'ANDROID', 'web', 'h5', 'ios', 'android']).optional(),
  language: text()
    .refine((v) => LANGUAGE_CODES.includes(v.toUpperCase()), 'Language header: an unsupported language code')
    .optional(),
  authorization: text().max(300).optional(),
});

// Optional schema fields read as `Schema | undefined`; the wrapper makes the absent case plain `undefined`.
type Infer<T> = [NonNullable<T>] extends [never] ? undefined : NonNullable<T> extends z.ZodType ? z.infer<NonNullable<T>> : undefined;

export interface RouteContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  merchant: ResolvedMerchant;
  operator: [E['audience']] extends ['operator'] ? AuthenticatedOperator : AuthenticatedOperator | undefined;
  member: [E['audience']] extends ['member'] ? AuthenticatedMember : AuthenticatedMember | undefined;
}

/**
 * A reply value already checked against its schema and turned into JSON, for hot calls whose bulk is the same
 * for every caller (the whitelabel settings): the route kit sends it without serialising it again.
 */
export class PreSerialized {
  /** The reply's bytes: the envelope around the value, ready to write (no string to encode per request). */
  constructor(readonly body: Buffer) {}

  /** Wraps a value's JSON, given in parts (shared Buffers and per-call strings), in the success envelope. */
  static of(...valueParts: readonly (Buffer | string)[]): PreSerialized {
    return new PreSerialized(Buffer.concat([ENVELOPE_START, ...valueParts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part)), ENVELOPE_END]));
  }
}
const ENVELOPE_START = Buffer.from('{"success":true,"value":');
const ENVELOPE_END = Buffer.from('}');

export interface RouteKitDeps {
  /** Options of @fastify/compress for the routes that ask for compression. */
  compression: object;
  resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
  authenticateOperator(request: FastifyRequest, merchant: ResolvedMerchant): Promise<AuthenticatedOperator>;
  authenticateMember(request: FastifyRequest, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  decryptBody(request: FastifyRequest): Promise<unknown>;
}

export interface RouteOptions {
  /** Per-route rate limit (requests a minute per client address). */
  rateLimitPerMinute?: number;
  /** The reply can be large (settings, lists): compress it for clients that accept br or gzip. */
  compress?: boolean;
}

export function createRouteKit(app: FastifyInstance, deps: RouteKitDeps) {
  function route<E extends Endpoint>(endpoint: E, handler: (ctx: RouteContext<E>) => Promise<EndpointReply<E> | PreSerialized>, options: RouteOptions = {}) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(options.compress ? { compress: deps.compression } : {}),
      config: options.rateLimitPerMinute ? { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } } : {},
      schema: {
        summary: endpoint.summary,
        description: endpoint.encrypted
          ? 'Encrypted call: the body is sent as { value } with the wrapped key in the x-encrypted-key header (docs/conventions.md); the schema shows the body once decrypted.'
          : undefined,
        tags: [endpoint.tag],
        headers: commonHeadersSchema,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        response: { 200: okReplySchema(endpoint.response), '4xx': errorReplySchema, '5xx': errorReplySchema },
        ...(endpoint.audience !== 'public' ? { security: [{ token: [] }] } : {}),
      },
      preValidation: endpoint.encrypted
        ? async (request) => {
            request.body = await deps.decryptBody(request);
            // The guard of app.ts saw only the sealed envelope; the opened body is checked here.
            const field = findNul(request.body);
            if (field !== undefined) throw new ApiError('validation_failed', `body${field ? `.${field}` : ''}: ${NUL_MESSAGE}`, { field: field || undefined });
          }
        : undefined,
      handler: async (request, reply) => {
        const merchant = await deps.resolveMerchant(request);
        let operator: AuthenticatedOperator | undefined;
        if (endpoint.audience === 'operator') {
          operator = await deps.authenticateOperator(request, merchant);
          if (endpoint.permission && !can(operator.role, endpoint.permission)) {
            request.log.warn({ operatorId: operator.id, permission: endpoint.permission }, 'permission refused');
            throw new ApiError('forbidden', `This needs the permission ${endpoint.permission}`);
          }
        }
        const member = endpoint.audience === 'member' ? await memberOf(request, merchant, endpoint) : undefined;
        const value = await handler({
          request,
          reply,
          params: request.params as never,
          query: request.query as never,
          body: request.body as never,
          merchant,
          operator: operator as never,
          member: member as never,
        });
        if (value instanceof PreSerialized) return reply.type('application/json; charset=utf-8').send(value.body);
        return { success: true as const, value };
      },
    });
  }
  /** The member of a member call, with the gates: trial accounts and a due password change. */
  async function memberOf(request: FastifyRequest, merchant: ResolvedMerchant, endpoint: Endpoint): Promise<AuthenticatedMember> {
    const member = await deps.authenticateMember(request, merchant);
    checkMemberGates(member, endpoint);
    return member;
  }

  return { route };
}

export type RouteKit = ReturnType<typeof createRouteKit>;

/**
 * The gates of a member's call, unless its declaration opens them: a trial account is refused
 * (in_need_true_account), and so is an account whose password change is due (password_change_required).
 * The route kit applies them; the plain member routes (the uploads) call this too.
 */
export function checkMemberGates(member: AuthenticatedMember, open: Pick<Endpoint, 'allowTrial' | 'beforePasswordChange'> = {}): void {
  if (member.type === TRIAL_TYPE && !open.allowTrial) throw new ApiError('in_need_true_account', 'Please register a real account to use this');
  if (member.mustChangePassword && !open.beforePasswordChange) throw new ApiError('password_change_required', 'Please change your password first');
}
