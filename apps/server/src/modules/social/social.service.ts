// Google and Facebook sign-in (ADR 0010). A sign-in passes through three single-use steps kept
// hashed in social_flows: the authorization request (state, 10 min), the ticket the callback hands the site
// (2 min), and, for an identity not yet bound, the bind token (15 min). Binding is final: no call unbinds.
import type { Logger } from 'pino';
import { ApiError } from '@orbit/contracts/envelope';
import type { SocialCompleteResult, SocialProvider } from '@orbit/contracts/social';
import type { MemberSession } from '@orbit/contracts/member';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { RequestContext, SocialAccountsPort } from '../members/members.types.ts';
import { createOidcClients, isCancelledByUser, type OidcClients, type VerifiedIdentity } from './social.oidc.ts';
import * as repo from './social.repo.ts';

const STATE_TTL_MS = 10 * 60_000;
const TICKET_TTL_MS = 2 * 60_000;
const BIND_TTL_MS = 15 * 60_000;
// Expired steps are swept at each start, a while after they expire, so a late callback still finds its state.
const SWEEP_AFTER_MS = 3600_000;

const FLAGS = { google: 'googleLogin', facebook: 'facebookLogin' } as const;
const LABELS = { google: 'Google', facebook: 'Facebook' } as const;

interface StateData {
  merchantCode: string;
  returnTo: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
}

export type BindInput =
  | { mode: 'link'; bindToken: string; username: string; password: string }
  | { mode: 'register'; bindToken: string; username: string; affiliateCode?: string | undefined };

export interface SocialServiceDeps {
  database: Database;
  clock: Clock;
  accounts: SocialAccountsPort;
  audit: AuditSink;
  log: Pick<Logger, 'warn' | 'error'>;
  /** The merchant a sign-in started at: the provider's redirect carries no Merchant header, so the state remembers it. */
  merchantByCode(code: string): Promise<ResolvedMerchant>;
  oidc?: OidcClients;
}

export function createSocialService(deps: SocialServiceDeps) {
  const { database, clock, accounts, audit, log, merchantByCode } = deps;
  const db = database.db;
  const oidc = deps.oidc ?? createOidcClients();

  /** @throws feature_disabled when the merchant has not switched the provider on or has not configured its client */
  function assertEnabled(merchant: ResolvedMerchant, provider: SocialProvider) {
    if (!merchant.settings.flags[FLAGS[provider]] || !merchant.settings.socialLogin[provider].clientId)
      throw new ApiError('feature_disabled', `${LABELS[provider]} sign-in is not enabled`);
  }

  /**
   * The provider's sign-in address; its callback comes back to `origin`.
   * @throws feature_disabled; service_unavailable when the provider cannot be discovered
   */
  async function start(merchant: ResolvedMerchant, provider: SocialProvider, input: { origin: string; returnTo: string | undefined }) {
    assertEnabled(merchant, provider);
    const redirectUri = `${input.origin}/wps/session/social/${provider}/callback`;
    const { url, checks } = await oidc.authorizationUrl(merchant, provider, redirectUri).catch((error: unknown) => {
      log.error({ err: error, merchantId: merchant.id, provider }, 'social sign-in: the provider could not be discovered');
      throw new ApiError('service_unavailable', `${LABELS[provider]} cannot be reached, please try again later`);
    });
    const now = clock.now();
    const data: StateData = {
      merchantCode: merchant.code,
      returnTo: safeReturnPath(input.returnTo),
      nonce: checks.nonce,
      codeVerifier: checks.codeVerifier,
      redirectUri,
    };
    await db.transaction(async (tx) => {
      await repo.deleteFlowsExpiredBefore(tx, new Date(now.getTime() - SWEEP_AFTER_MS));
      await repo.insertFlow(tx, {
        keyHash: hashToken(checks.state),
        kind: 'state',
        merchantId: merchant.id,
        provider,
        data,
        expiresAt: new Date(now.getTime() + STATE_TTL_MS),
      });
    });
    return { authorizationUrl: url };
  }

  /**
   * The provider's redirect back (its query string as received): answers where to send the browser, the
   * site page with `socialTicket`, or with `socialError` (popup_closed, operation_not_allowed). Never throws.
   */
  async function callback(provider: string, query: string): Promise<string> {
    let returnTo = '/';
    try {
      const state = new URLSearchParams(query).get('state');
      const flow = state ? await repo.consumeFlow(db, hashToken(state), 'state', clock.now()) : undefined;
      if (!state || !flow || flow.provider !== provider) throw new Error('unknown, used or expired state');
      const data = flow.data as StateData;
      returnTo = data.returnTo;
      const merchant = await merchantByCode(data.merchantCode);
      if (merchant.id !== flow.merchantId) throw new Error('the state belongs to another merchant');
      const identity = await oidc.exchange(merchant, flow.provider as SocialProvider, query, { state, ...data });
      const ticket = newToken();
      const expiresAt = new Date(clock.now().getTime() + TICKET_TTL_MS);
      await repo.insertFlow(db, { keyHash: hashToken(ticket), kind: 'ticket', merchantId: merchant.id, provider, data: identity, expiresAt });
      return withParam(returnTo, 'socialTicket', ticket);
    } catch (error) {
      const cancelled = isCancelledByUser(error);
      log.warn({ err: error, provider }, cancelled ? 'social sign-in: cancelled at the provider' : 'social sign-in: callback refused');
      return withParam(returnTo, 'socialError', cancelled ? 'popup_closed' : 'operation_not_allowed');
    }
  }

  /**
   * Exchanges a ticket (once): a session when the identity is bound to a member of this merchant, else a bind token.
   * @throws session_expired (unknown, used, expired or another merchant's ticket), feature_disabled, account_locked
   */
  async function complete(merchant: ResolvedMerchant, ticket: string, context: RequestContext): Promise<SocialCompleteResult> {
    const now = clock.now();
    const flow = await repo.consumeFlow(db, hashToken(ticket), 'ticket', now, merchant.id);
    if (!flow) throw new ApiError('session_expired', 'This sign-in has expired or was already used; please sign in again');
    const provider = flow.provider as SocialProvider;
    assertEnabled(merchant, provider);
    const identity = flow.data as VerifiedIdentity;
    const bound = await repo.findIdentity(db, merchant.id, provider, identity.subject);
    if (bound) return { state: 'ok', ...(await accounts.openSession(merchant, bound.memberId, provider, context)) };
    const bindToken = newToken();
    const expiresAt = new Date(now.getTime() + BIND_TTL_MS);
    await repo.insertFlow(db, { keyHash: hashToken(bindToken), kind: 'bind', merchantId: merchant.id, provider, data: identity, expiresAt });
    return { state: 'bind', bindToken, provider, email: identity.email, name: identity.name, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Binds the identity of a bind token to an existing account (its password) or to a new one, for good, and
   * logs in. A failed attempt (wrong password, name taken) gives the token back for another try.
   * @throws session_expired, feature_disabled, already_bound, and the accounts' own codes (invalid_credentials,
   * account_locked, too_many_requests, username_taken, validation_failed, invitation_code_error)
   */
  async function bind(merchant: ResolvedMerchant, input: BindInput, context: RequestContext): Promise<MemberSession> {
    const keyHash = hashToken(input.bindToken);
    // Claimed before the account is touched, so two calls with one token cannot make two accounts.
    const flow = await repo.consumeFlow(db, keyHash, 'bind', clock.now(), merchant.id);
    if (!flow) throw new ApiError('session_expired', 'This sign-in has expired or was already used; please sign in again');
    const provider = flow.provider as SocialProvider;
    const identity = flow.data as VerifiedIdentity;
    let member: { id: number; username: string } | undefined;
    try {
      assertEnabled(merchant, provider);
      if (await repo.findIdentity(db, merchant.id, provider, identity.subject))
        throw new ApiError('already_bound', `This ${LABELS[provider]} account is already linked to an account`);
      member =
        input.mode === 'link'
          ? await accounts.verifyCredentials(merchant, input.username, input.password, context)
          : await accounts.createSocialMember(
              merchant,
              { username: input.username, email: identity.email, realName: identity.name, affiliateCode: input.affiliateCode, method: provider },
              context,
            );
      const bound = member;
      await db.transaction(async (tx) => {
        const inserted = await repo.insertIdentity(tx, {
          merchantId: merchant.id,
          provider,
          subject: identity.subject,
          memberId: bound.id,
          email: identity.email,
          boundAt: clock.now(),
        });
        if (!inserted) throw new ApiError('already_bound', `This account is already linked to a ${LABELS[provider]} account, and a link cannot be changed`);
        await audit.record(tx, {
          merchantId: merchant.id,
          // A member acts here, not an operator: the audit names them by their account.
          actor: { operatorId: null, operatorName: `member:${bound.username}`, ip: context.ip },
          action: 'member.social_bind',
          target: `member:${bound.id}`,
          detail: { provider, subject: identity.subject, email: identity.email, mode: input.mode },
        });
      });
    } catch (error) {
      // Only a parallel bind of the same identity (two tabs) gets here after creating an account.
      if (member && input.mode === 'register')
        log.warn({ err: error, memberId: member.id, provider }, 'social bind: account created but the identity was bound elsewhere');
      await repo.releaseFlow(db, keyHash);
      throw error;
    }
    return accounts.openSession(merchant, member.id, provider, context);
  }

  return { start, callback, complete, bind };
}

export type SocialService = ReturnType<typeof createSocialService>;

/** A path of this site only: anything that would leave it (//host, /\host) falls back to the home page. */
export function safeReturnPath(returnTo: string | undefined): string {
  const base = 'http://site.invalid';
  const url = new URL(returnTo ?? '/', base);
  return url.origin === base ? url.pathname + url.search + url.hash : '/';
}

function withParam(path: string, key: string, value: string): string {
  const url = new URL(safeReturnPath(path), 'http://site.invalid');
  url.searchParams.set(key, value);
  return url.pathname + url.search + url.hash;
}
