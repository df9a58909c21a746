// What the members module shares with its neighbours (social sign-in, verification, later the wallet and
// games): the authenticated member of a request and the account operations other modules may call.
import type { MemberSession } from '@orbit/contracts/member';
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

/** Where a request comes from: recorded on sessions and login history. */
export interface RequestContext {
  ip: string;
  device: string | null;
  /** The site's own id of the browser or app install (DEVICE_ID_HEADER), when it sent a well-formed one. */
  deviceId?: string | null;
  /** The site's host the call came from (its Origin, else the Host header): agent-only domains refuse non-agents. */
  host?: string | null;
}

/** A live affiliate link of an agent (agents module): who registers through its code lands under the agent as its type. */
export interface ResolvedAffiliateLink {
  id: number;
  code: string;
  agentId: number;
  /** The type the new account gets: 0 member, or an agent type. */
  memberType: number;
}

/**
 * Affiliate links as the agents module supplies them (set late: the agents module is built after members and
 * depends on it, never the other way round). onRegistered runs in the registration's transaction.
 */
/**
 * Invite codes as the referrals module supplies them (set late, like affiliate links). resolve answers the
 * referrer a code belongs to; onRegistered runs in the registration's transaction.
 */
export interface ReferralsPort {
  resolve(merchant: ResolvedMerchant, code: string): Promise<{ referrerId: number } | undefined>;
  onRegistered(
    tx: Tx,
    merchant: ResolvedMerchant,
    entry: { referrerId: number; refereeId: number; ip: string; deviceId: string | null; at: Date },
  ): Promise<void>;
}

export interface AffiliateLinksPort {
  resolve(merchant: ResolvedMerchant, code: string): Promise<ResolvedAffiliateLink | undefined>;
  onRegistered(tx: Tx, link: ResolvedAffiliateLink, memberId: number): Promise<void>;
}

export type { AuthenticatedMember } from '../../plugins/principals.ts';

export type LoginMethod = 'username' | 'sms' | 'freeplay' | 'remembered' | 'google' | 'facebook' | 'register';

/** The account operations the social sign-in module uses (implemented by the members service). */
export interface SocialAccountsPort {
  /**
   * Checks a username and password of this merchant, with the same throttling and history as a login.
   * @throws invalid_credentials, account_locked, too_many_requests
   */
  verifyCredentials(merchant: ResolvedMerchant, username: string, password: string, context: RequestContext): Promise<{ id: number; username: string }>;
  /**
   * Creates a member for a social identity (no password; the identity is how it logs in).
   * @throws username_taken, validation_failed, invitation_code_error
   */
  createSocialMember(
    merchant: ResolvedMerchant,
    input: { username: string; email: string | null; realName: string | null; affiliateCode?: string | undefined; method: 'google' | 'facebook' },
    context: RequestContext,
  ): Promise<{ id: number; username: string }>;
  /**
   * Opens a session for a member whose identity was proven elsewhere (audited, login history kept).
   * @throws account_locked
   */
  openSession(merchant: ResolvedMerchant, memberId: number, method: LoginMethod, context: RequestContext): Promise<MemberSession>;
}
