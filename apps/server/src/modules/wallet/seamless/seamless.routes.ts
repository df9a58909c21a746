// The seamless vendor endpoints: POST /vendor/seamless/:vendorCode/:action (contracts/seamless.ts). In a
// scope of their own that keeps the body as raw text, because the signature covers the exact bytes sent.
// The signature and its timestamp are checked before anything else is read.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import {
  SEAMLESS_ACTIONS,
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

export async function registerSeamlessRoutes(app: FastifyInstance, deps: SeamlessRouteDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      `${SEAMLESS_PATH_PREFIX}/:vendorCode/:action`,
      {
        // A NUL in the path or headers is refused below as bad_parameters, in the protocol's own reply.
        config: { ownsNulCheck: true },
        schema: {
          summary: 'A seamless vendor calls our wallet: authenticate, balance, debit, credit, rollback (signed; see docs/seamless-wallet.md)',
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

async function handle(request: FastifyRequest, deps: SeamlessRouteDeps): Promise<unknown> {
  const { vendorCode, action } = request.params as { vendorCode: string; action: string };
  // PostgreSQL refuses NUL: a vendor code or Merchant header holding one is bad input, not a wallet fault.
  const nul = nulInRequest(request);
  if (nul) throw new SeamlessError('bad_parameters', `${nul.part}${nul.field ? `.${nul.field}` : ''}: ${NUL_MESSAGE}`);
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
  if (!(SEAMLESS_ACTIONS as readonly string[]).includes(action)) throw new SeamlessError('bad_parameters', `No such action: ${action}`);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new SeamlessError('bad_parameters', 'The body is not JSON');
  }
  const call: SeamlessCall = { merchant, vendor };
  const parsed = seamlessRequests[action as SeamlessAction].safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SeamlessError('bad_parameters', `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`);
  }
  const body = parsed.data;
  switch (action as SeamlessAction) {
    case 'authenticate':
      return deps.wallet.authenticate(call, body as { token: string });
    case 'balance':
      return deps.wallet.balance(call, body as { player: string });
    case 'debit':
      return deps.wallet.debit(call, body as Parameters<SeamlessWallet['debit']>[1]);
    case 'credit':
      return deps.wallet.credit(call, body as Parameters<SeamlessWallet['credit']>[1]);
    case 'rollback':
      return deps.wallet.rollback(call, body as Parameters<SeamlessWallet['rollback']>[1]);
  }
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
