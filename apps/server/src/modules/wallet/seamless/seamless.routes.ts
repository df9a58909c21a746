// The seamless vendor endpoints: POST /vendor/seamless/:vendorCode/:action (contracts/seamless.ts). In a
// scope of their own that keeps the body as raw text, because the signature covers the exact bytes sent.
// The signature and its timestamp are checked before anything else is read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import {
  SEAMLESS_ACTIONS,
  SEAMLESS_BATCH_MAX_LINES,
  SEAMLESS_ERROR_STATUS,
  SEAMLESS_PATH_PREFIX,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  seamlessRequests,
  type SeamlessAction,
  type SeamlessErrorCode,
} from '@orbit/contracts/seamless';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import type { SeamlessVendor } from './credentials.ts';
import { SeamlessError, type SeamlessCall, type SeamlessWallet } from './seamless.service.ts';
import { seamlessSignatureValid } from './signing.ts';
import { nulInRequest } from '../../../plugins/nul-guard.ts';
import { NUL_MESSAGE } from '@orbit/contracts/text';

export interface SeamlessRouteDeps {
  wallet: SeamlessWallet;
  /** The merchant's vendor of this code with its signing secret opened, or null (credentials.ts). */
  findVendor(merchantId: number, code: string): Promise<SeamlessVendor | null>;
  clock: Clock;
  resolveMerchant: (request: FastifyRequest) => Promise<ResolvedMerchant>;
}

/** A batch of SEAMLESS_BATCH_MAX_LINES lines of the longest fields allowed fits; a larger body is batch_too_large. */
const BATCH_BODY_LIMIT = 2560 * 1024;

export async function registerSeamlessRoutes(app: FastifyInstance, deps: SeamlessRouteDeps) {
  await registerScope(app, deps, `${SEAMLESS_PATH_PREFIX}/:vendorCode/:action`, 16 * 1024);
  // The batch credit has its own path (a static segment wins over :action) for its own body limit.
  await registerScope(app, deps, `${SEAMLESS_PATH_PREFIX}/:vendorCode/creditBatch`, BATCH_BODY_LIMIT);
}

async function registerScope(app: FastifyInstance, deps: SeamlessRouteDeps, path: string, bodyLimit: number) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));
    if (bodyLimit === BATCH_BODY_LIMIT)
      scope.setErrorHandler((error, request, reply) => {
        if ((error as { code?: string }).code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
        return refuse(request, reply, new SeamlessError('batch_too_large', `A batch body is at most ${BATCH_BODY_LIMIT} bytes; split it`));
      });
    scope.post(
      path,
      {
        // A NUL in the path or headers is refused below as bad_parameters, in the protocol's own reply.
        config: { ownsNulCheck: true },
        schema: {
          summary: `A seamless vendor calls our wallet: ${bodyLimit === BATCH_BODY_LIMIT ? 'many round payouts in one call' : 'authenticate, balance, debit, credit, rollback'} (signed; see docs/seamless-wallet.md)`,
          tags: ['vendors'],
        },
      },
      async (request, reply) => {
        try {
          const value = await handle(request, deps);
          return reply.send({ success: true, value });
        } catch (error) {
          return refuse(request, reply, error);
        }
      },
    );
  });
}

/** The merchant, vendor and parsed JSON of a call whose signature and timestamp are good. */
async function verified(request: FastifyRequest, deps: SeamlessRouteDeps): Promise<{ call: SeamlessCall; json: unknown }> {
  // PostgreSQL refuses NUL: a vendor code or Merchant header holding one is bad input, not a wallet fault.
  const nul = nulInRequest(request);
  if (nul) throw new SeamlessError('bad_parameters', `${nul.part}${nul.field ? `.${nul.field}` : ''}: ${NUL_MESSAGE}`);
  const { vendorCode } = request.params as { vendorCode: string };
  const rawBody = typeof request.body === 'string' ? request.body : '';
  let merchant: ResolvedMerchant;
  try {
    merchant = await deps.resolveMerchant(request);
  } catch (error) {
    if (error instanceof ApiError) throw new SeamlessError('bad_parameters', 'Unknown merchant: send the Merchant header');
    throw error;
  }
  const vendor = await deps.findVendor(merchant.id, vendorCode);
  // An unknown vendor and a bad signature look alike to the caller: nothing tells a prober which codes exist.
  const signed =
    vendor?.secret &&
    seamlessSignatureValid({
      secret: vendor.secret,
      timestamp: headerOf(request, SEAMLESS_TIMESTAMP_HEADER),
      signature: headerOf(request, SEAMLESS_SIGNATURE_HEADER),
      rawBody,
      now: deps.clock.now(),
    });
  if (!vendor || !signed) throw new SeamlessError('bad_signature', 'The signature, its timestamp or the vendor is not valid');
  if (!vendor.enabled || vendor.walletMode !== 'seamless') throw new SeamlessError('bad_parameters', 'This vendor does not use the seamless wallet here');
  try {
    return { call: { merchant, vendor }, json: JSON.parse(rawBody) as unknown };
  } catch {
    throw new SeamlessError('bad_parameters', 'The body is not JSON');
  }
}

/** The body of an action, or bad_parameters naming the first field that does not follow the contract. */
function bodyOf<A extends SeamlessAction>(action: A, json: unknown): ReturnType<(typeof seamlessRequests)[A]['parse']> {
  const parsed = seamlessRequests[action].safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SeamlessError('bad_parameters', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data as ReturnType<(typeof seamlessRequests)[A]['parse']>;
}

async function handle(request: FastifyRequest, deps: SeamlessRouteDeps): Promise<unknown> {
  // The batch's own path has no :action segment.
  const { action = 'creditBatch' } = request.params as { action?: string };
  const { call, json } = await verified(request, deps);
  if (!(SEAMLESS_ACTIONS as readonly string[]).includes(action)) throw new SeamlessError('bad_parameters', `No such action: ${action}`);
  switch (action as SeamlessAction) {
    case 'authenticate':
      return deps.wallet.authenticate(call, bodyOf('authenticate', json));
    case 'balance':
      return deps.wallet.balance(call, bodyOf('balance', json));
    case 'debit':
      return deps.wallet.debit(call, bodyOf('debit', json));
    case 'credit':
      return deps.wallet.credit(call, bodyOf('credit', json));
    case 'rollback':
      return deps.wallet.rollback(call, bodyOf('rollback', json));
    case 'creditBatch':
      return handleBatch(call, json, deps);
  }
}

/** A batch credit: too many lines is batch_too_large before any line is read; then the whole body must parse. */
function handleBatch(call: SeamlessCall, json: unknown, deps: SeamlessRouteDeps) {
  const credits = (json as { credits?: unknown } | null)?.credits;
  if (Array.isArray(credits) && credits.length > SEAMLESS_BATCH_MAX_LINES)
    throw new SeamlessError('batch_too_large', `A batch carries at most ${SEAMLESS_BATCH_MAX_LINES} lines; split it`);
  return deps.wallet.creditBatch(call, bodyOf('creditBatch', json));
}

function refuse(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  let code: SeamlessErrorCode = 'retry_later';
  let message = 'Our wallet could not answer; send the same call again';
  if (error instanceof SeamlessError) {
    code = error.code;
    message = error.message;
  } else request.log.error({ err: error }, 'seamless call failed');
  if (code === 'bad_signature') request.log.warn({ vendor: (request.params as { vendorCode?: string }).vendorCode }, 'seamless call refused: bad signature');
  return reply.code(SEAMLESS_ERROR_STATUS[code]).send({ success: false, errorCode: code, message });
}

function headerOf(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}
