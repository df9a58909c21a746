// The seamless protocol from the vendor's side (contracts/seamless.ts): signs a call, posts it and reads the
// answer. The house vendor uses it to reach our wallet exactly as an outside vendor would, over HTTP (the
// lottery pays its winners with creditBatch); the conformance tests use it to play such a vendor.
import {
  SEAMLESS_PATH_PREFIX,
  SEAMLESS_SIGNATURE_HEADER,
  SEAMLESS_TIMESTAMP_HEADER,
  seamlessErrorReply,
  seamlessReplies,
  type SeamlessAction,
  type SeamlessErrorCode,
  type SeamlessReply,
  type SeamlessRequest,
} from '@orbit/contracts/seamless';
import type { Clock } from '../../lib/clock.ts';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { signSeamless } from '../../modules/wallet/seamless/signing.ts';

/** A refused call, with the wallet's error code; retry_later also when no answer came. */
export class SeamlessCallError extends Error {
  constructor(
    readonly code: SeamlessErrorCode,
    message: string,
    /** True when the wallet never answered: the call may or may not have been applied. */
    readonly unanswered = false,
  ) {
    super(message);
    this.name = 'SeamlessCallError';
  }
}

export interface SeamlessTarget {
  /** The merchant's code (the Merchant header). */
  merchantCode: string;
  vendorCode: string;
  secret: string;
}

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;

export function createSeamlessClient(deps: { transport: HttpTransport; baseUrl: string; clock: Clock }) {
  const base = deps.baseUrl.replace(/\/+$/, '');

  /**
   * One call. The same body sent again is safe: the wallet answers a repeat as it answered the first.
   * @throws SeamlessCallError
   */
  async function call<A extends SeamlessAction>(target: SeamlessTarget, action: A, body: SeamlessRequest<A>): Promise<SeamlessReply<A>> {
    const rawBody = JSON.stringify(body);
    const timestamp = String(Math.floor(deps.clock.now().getTime() / 1000));
    let response;
    try {
      response = await deps.transport({
        method: 'POST',
        url: `${base}${SEAMLESS_PATH_PREFIX}/${encodeURIComponent(target.vendorCode)}/${action}`,
        headers: {
          'content-type': 'application/json',
          merchant: target.merchantCode,
          [SEAMLESS_TIMESTAMP_HEADER]: timestamp,
          [SEAMLESS_SIGNATURE_HEADER]: signSeamless(target.secret, timestamp, rawBody),
        },
        body: rawBody,
      });
    } catch (error) {
      throw new SeamlessCallError('retry_later', `The wallet did not answer: ${error instanceof Error ? error.message : String(error)}`, true);
    }
    let json: unknown;
    try {
      json = JSON.parse(response.body);
    } catch {
      throw new SeamlessCallError('retry_later', `The wallet answered ${response.status} without JSON`, response.status >= 500);
    }
    const refused = seamlessErrorReply.safeParse(json);
    if (refused.success) throw new SeamlessCallError(refused.data.errorCode, refused.data.message);
    const value = (json as { success?: unknown; value?: unknown }).success === true ? (json as { value: unknown }).value : undefined;
    const parsed = seamlessReplies[action].safeParse(value);
    if (!parsed.success)
      throw new SeamlessCallError('retry_later', `The wallet's answer to ${action} could not be read (${response.status})`, response.status >= 500);
    return parsed.data as SeamlessReply<A>;
  }

  /**
   * Many round payouts in one call (at most SEAMLESS_BATCH_MAX_LINES lines): every line is answered on its own,
   * paid or refused, in the order sent; the same lines sent again answer as the first time.
   * @throws SeamlessCallError when the batch is refused whole (signature, malformed, too large, retry_later)
   */
  function creditBatch(target: SeamlessTarget, credits: SeamlessRequest<'creditBatch'>['credits']): Promise<SeamlessReply<'creditBatch'>> {
    return call(target, 'creditBatch', { credits });
  }

  return { call, creditBatch };
}
