// Member sessions (docs/decisions/0009-member-sessions-remember-and-throttling.md): an opaque 256-bit token of which only the hash is kept, with an
// absolute lifetime and an idle timeout from the merchant's account settings, revoked server-side.
import { randomBytes } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import { isAgentType, type MemberSession, type MemberType } from '@orbit/contracts/member';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { AuthenticatedMember, LoginMethod, RequestContext } from './members.types.ts';
import * as repo from './members.repo.ts';

// lastSeenAt is written at most this often, so a busy page does not write on every call.
const TOUCH_EVERY_MS = 60_000;
// Logins that prove the password itself; only these are sent to the forced change.
const PASSWORD_METHODS: readonly LoginMethod[] = ['username', 'register'];

/** Whether the member must change the password before anything else (default password or an expired one). */
export function passwordChangeDue(member: repo.MemberRow, merchant: ResolvedMerchant, method: string, now: Date): { due: boolean; expired: boolean } {
  const { flags, accounts } = merchant.settings;
  const changedAt = member.passwordChangedAt;
  const expired = flags.passwordExpiry === true && changedAt !== null && now.getTime() - changedAt.getTime() > accounts.passwordExpiryDays * 86_400_000;
  const forced = flags.forcePasswordChange === true && member.mustChangePassword;
  return { due: (PASSWORD_METHODS as readonly string[]).includes(method) && (forced || expired), expired };
}

/**
 * A merchant's agent-only domains let agents in and nobody else. Checked where every way of logging
 * in (password, SMS, remembered, two-factor, social, free play, registration) opens its session.
 * @throws error_not_agent
 */
export function refuseOnAgentOnlyDomain(merchant: ResolvedMerchant, member: Pick<repo.MemberRow, 'type'>, context: RequestContext): void {
  const host = context.host?.toLowerCase();
  if (!host || isAgentType(member.type)) return;
  const domains = merchant.settings.agents.agentOnlyDomains;
  if (domains.includes(host) || domains.includes(host.replace(/:\d+$/, ''))) throw new ApiError('error_not_agent', 'Only agents can log in on this site');
}

export function createSessionService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  const db = database.db;

  /** Opens a session inside the caller's transaction; the caller records the login. */
  async function open(tx: Tx, merchant: ResolvedMerchant, member: repo.MemberRow, method: LoginMethod, context: RequestContext): Promise<MemberSession> {
    refuseOnAgentOnlyDomain(merchant, member, context);
    const now = clock.now();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + merchant.settings.accounts.sessionHours * 3600_000);
    await repo.insertSession(tx, {
      id: randomBytes(9).toString('base64url'),
      tokenHash: hashToken(token),
      memberId: member.id,
      merchantId: merchant.id,
      ip: context.ip,
      device: context.device,
      loginMethod: method,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    const { due, expired } = passwordChangeDue(member, merchant, method, now);
    return {
      token,
      account: member.username,
      isAgent: member.type as MemberType,
      expiresAt: expiresAt.toISOString(),
      firstTimeLogin: member.lastLoginAt === null,
      passwordExpired: expired,
      mustChangePassword: due,
    };
  }

  /**
   * The member of a request's token, within the merchant that resolved the request.
   * @throws unauthorized (no token), session_expired (unknown, revoked, expired or idle), account_locked
   */
  async function authenticate(authorization: string | undefined, merchant: ResolvedMerchant): Promise<AuthenticatedMember> {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) throw new ApiError('unauthorized', 'Please log in first');
    const tokenHash = hashToken(token);
    const now = clock.now();
    const found = await repo.findLiveSessionWithMember(db, tokenHash, now);
    // A token of another merchant is as unknown here as a made-up one.
    if (!found || found.session.merchantId !== merchant.id) throw new ApiError('session_expired', 'Your session has expired, please log in again');
    const { session, member } = found;
    if (now.getTime() - session.lastSeenAt.getTime() > merchant.settings.accounts.sessionIdleMinutes * 60_000) {
      await repo.revokeSessions(db, merchant.id, session.memberId, now, 'idle', { tokenHash });
      throw new ApiError('session_expired', 'Your session has expired, please log in again');
    }
    if (member.merchantId !== merchant.id) throw new ApiError('session_expired', 'Your session has expired, please log in again');
    if (member.status === 'locked') throw new ApiError('account_locked', 'This account is locked, please contact customer service');
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) await repo.touchSession(db, tokenHash, now);
    return {
      id: member.id,
      merchantId: member.merchantId,
      username: member.username,
      type: member.type,
      tokenHash,
      sessionId: session.id,
      mustChangePassword: passwordChangeDue(member, merchant, session.loginMethod, now).due,
      coolOffUntil: member.coolOffUntil,
      selfExcludedUntil: member.selfExcludedUntil,
    };
  }

  return { open, authenticate };
}

export type SessionService = ReturnType<typeof createSessionService>;
