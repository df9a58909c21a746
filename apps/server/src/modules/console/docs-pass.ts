// A pass for the API description at /docs in production. The page is for signed-in operators only, and a
// browser tab opened from the console cannot send the console's Authorization header, so the console asks for
// a pass and the server sets it as a cookie scoped to /docs: HttpOnly (no script reads it), SameSite=Strict,
// Secure over HTTPS, valid for PASS_MINUTES. The cookie names the console session by its hash and is signed
// with the app secret, so it cannot be forged, and every request under /docs checks that the session is still
// alive: logging out of the console (or the session going idle) closes /docs too. The session token itself is
// never put in the cookie or in a URL.
import { createHmac } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { Clock } from '../../lib/clock.ts';
import { safeEqual } from '../../lib/tokens.ts';
import type { AuthenticatedOperator } from './console.types.ts';

export const DOCS_PASS_COOKIE = 'orbit_docs_pass';
export const DOCS_PASS_PATH = '/docs' as const;
export const PASS_MINUTES = 30;

interface PassBody {
  /** The console session's token hash. */
  s: string;
  /** The merchant the session belongs to. */
  m: number;
  /** Expiry, epoch milliseconds. */
  e: number;
}

export function createDocsPass(deps: {
  appSecret: string;
  clock: Clock;
  authenticateSession(tokenHash: string, merchantId: number): Promise<AuthenticatedOperator>;
}) {
  // A key of its own, derived from the app secret, so a pass signature means nothing anywhere else.
  const key = createHmac('sha256', deps.appSecret).update('docs-pass/v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  /** The cookie value for an operator's session, and when it stops working. */
  function issue(operator: AuthenticatedOperator): { value: string; expiresAt: Date } {
    const expiresAt = new Date(deps.clock.now().getTime() + PASS_MINUTES * 60_000);
    const body: PassBody = { s: operator.tokenHash, m: operator.merchantId, e: expiresAt.getTime() };
    const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
    return { value: `${payload}.${sign(payload)}`, expiresAt };
  }

  /**
   * The operator a pass belongs to, for the merchant the request resolves to.
   * @throws unauthorized (missing, forged, expired, another merchant's, or its session has ended)
   */
  async function verify(value: string | undefined, merchantId: number): Promise<AuthenticatedOperator> {
    const refused = new ApiError('unauthorized', 'Please log in to the console and open the API description from there');
    const [payload, signature, extra] = (value ?? '').split('.');
    if (!payload || !signature || extra !== undefined || !safeEqual(sign(payload), signature)) throw refused;
    const body = parseBody(payload);
    if (!body || body.m !== merchantId || body.e <= deps.clock.now().getTime()) throw refused;
    return deps.authenticateSession(body.s, merchantId);
  }

  return { issue, verify };
}

function parseBody(payload: string): PassBody | null {
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<PassBody>;
    if (typeof body.s !== 'string' || typeof body.m !== 'number' || typeof body.e !== 'number') return null;
    return body as PassBody;
  } catch {
    return null;
  }
}

export type DocsPass = ReturnType<typeof createDocsPass>;
