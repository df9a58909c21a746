// Members as the console sees them: search, detail, lock, password reset, labels, sessions, login history,
// and accounts (members and agents with affiliate codes) created by an operator.
import { randomInt } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { MemberDetail, MemberRow as MemberRowView } from '@orbit/contracts/console-members';
import type { MemberType } from '@orbit/contracts/member';
import { isAgentType } from '@orbit/contracts/member';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { socialIdentities } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { checkField } from './field-rules.ts';
import * as repo from './members.repo.ts';
import { responsibleGamingOf } from './security.ts';

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function toRow(member: repo.MemberRow, upline: string | null): MemberRowView {
  return {
    id: member.id,
    username: member.username,
    nickname: member.nickname,
    type: member.type as MemberType,
    status: member.status as 'active' | 'locked',
    upline,
    affiliateCode: member.affiliateCode,
    mobile: member.mobileNum ? `+${member.countryDialingCode} ${member.mobileNum}` : null,
    email: member.email,
    realName: member.realName,
    clubLabel: (member.clubLabel as MemberRowView['clubLabel']) ?? null,
    memberLabel: (member.memberLabels as string[]) ?? [],
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    lastLoginIp: member.lastLoginIp,
    createdAt: member.createdAt.toISOString(),
  };
}

export function createMemberAdmin(deps: { database: Database; clock: Clock; audit: AuditSink }) {
  const { database, clock, audit } = deps;
  const db = database.db;

  async function uplineName(merchant: ResolvedMerchant, member: repo.MemberRow) {
    if (!member.uplineId) return null;
    return (await repo.usernamesOf(db, merchant.id, [member.uplineId])).get(member.uplineId) ?? null;
  }

  async function detailOf(merchant: ResolvedMerchant, member: repo.MemberRow): Promise<MemberDetail> {
    const identities = await db.select().from(socialIdentities).where(eq(socialIdentities.memberId, member.id));
    return {
      ...toRow(member, await uplineName(merchant, member)),
      lockedReason: member.lockedReason,
      mustChangePassword: member.mustChangePassword,
      passwordChangedAt: member.passwordChangedAt?.toISOString() ?? null,
      totpEnabled: member.totpSecret !== null,
      hasPaymentPassword: member.paymentPasswordHash !== null,
      registerIp: member.registerIp,
      registerDomain: member.registerDomain,
      registerMethod: member.registerMethod,
      contacts: (member.contacts as Record<string, string>) ?? {},
      socialIdentities: identities.map((i) => ({ provider: i.provider, email: i.email, boundAt: i.boundAt.toISOString() })),
      responsibleGaming: responsibleGamingOf(member),
    };
  }

  async function find(merchant: ResolvedMerchant, id: number): Promise<repo.MemberRow> {
    const member = await repo.findById(db, merchant.id, id);
    if (!member) throw new ApiError('not_found', 'No such member');
    return member;
  }

  async function list(
    merchant: ResolvedMerchant,
    query: { q?: string | undefined; type?: number | undefined; status?: string | undefined; page: number; pageSize: number },
  ) {
    const { items, total } = await repo.search(db, merchant.id, query);
    const names = await repo.usernamesOf(db, merchant.id, [...new Set(items.map((m) => m.uplineId).filter((id): id is number => id !== null))]);
    return { items: items.map((m) => toRow(m, m.uplineId ? (names.get(m.uplineId) ?? null) : null)), total, page: query.page, pageSize: query.pageSize };
  }

  async function detail(merchant: ResolvedMerchant, id: number) {
    return detailOf(merchant, await find(merchant, id));
  }

  /** Applies a change, ends sessions when asked, and audits it, in one transaction. */
  async function act(
    merchant: ResolvedMerchant,
    id: number,
    actor: Actor,
    action: string,
    values: Partial<repo.NewMember>,
    endSessions: boolean,
    detail: unknown = {},
  ) {
    const now = clock.now();
    const updated = await db.transaction(async (tx) => {
      const member = await repo.lockById(tx, merchant.id, id);
      if (!member) throw new ApiError('not_found', 'No such member');
      const row = Object.keys(values).length ? await repo.update(tx, merchant.id, id, values) : member;
      const ended = endSessions ? await repo.revokeSessions(tx, merchant.id, id, now, action) : 0;
      if (endSessions) await repo.revokeRememberTokens(tx, id, now);
      await audit.record(tx, { merchantId: merchant.id, actor, action, target: member.username, detail: { ...(detail as object), sessionsEnded: ended } });
      return row ?? member;
    });
    return detailOf(merchant, updated);
  }

  async function setStatus(merchant: ResolvedMerchant, id: number, input: { status: 'locked'; reason: string } | { status: 'active' }, actor: Actor) {
    return input.status === 'locked'
      ? act(merchant, id, actor, 'member.lock', { status: 'locked', lockedReason: input.reason }, true, { reason: input.reason })
      : act(merchant, id, actor, 'member.unlock', { status: 'active', lockedReason: null }, false);
  }

  async function resetPassword(merchant: ResolvedMerchant, id: number, actor: Actor) {
    const passwordHash = await hashPassword(merchant.settings.accounts.defaultPassword);
    return act(merchant, id, actor, 'member.password.reset-default', { passwordHash, passwordChangedAt: clock.now(), mustChangePassword: true }, true);
  }

  async function setLabels(
    merchant: ResolvedMerchant,
    id: number,
    input: { memberLabel: string[]; clubLabel: { labelName: string; rankLevel: number } | null },
    actor: Actor,
  ) {
    const memberLabels = [...new Set(input.memberLabel)];
    return act(merchant, id, actor, 'member.labels', { memberLabels, clubLabel: input.clubLabel }, false, {
      memberLabel: memberLabels,
      clubLabel: input.clubLabel,
    });
  }

  async function sessions(merchant: ResolvedMerchant, id: number) {
    await find(merchant, id);
    const rows = await repo.liveSessions(db, merchant.id, id, clock.now());
    return rows.map((s) => ({
      id: s.id,
      ip: s.ip,
      device: s.device,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
    }));
  }

  async function endSessions(merchant: ResolvedMerchant, id: number, sessionId: string | undefined, actor: Actor) {
    const member = await find(merchant, id);
    const ended = await db.transaction(async (tx) => {
      const now = clock.now();
      const count = await repo.revokeSessions(tx, merchant.id, id, now, 'member.sessions.end', sessionId ? { id: sessionId } : {});
      // Ending all of them means no way back in without the password: a remembered browser would otherwise log straight in again.
      if (!sessionId) await repo.revokeRememberTokens(tx, id, now);
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'member.sessions.end',
        target: member.username,
        detail: { sessionId: sessionId ?? 'all', ended: count },
      });
      return count;
    });
    return { ended };
  }

  async function newAffiliateCode(merchant: ResolvedMerchant): Promise<string> {
    for (;;) {
      const code = Array.from({ length: 8 }, () => AFFILIATE_ALPHABET[randomInt(AFFILIATE_ALPHABET.length)]).join('');
      if (!(await repo.findByAffiliateCode(db, merchant.id, code))) return code;
    }
  }

  /**
   * Creates a member or agent with the merchant's default password (changed at first login).
   * @throws username_taken, conflict (affiliate code taken), validation_failed (upline not an agent, affiliate code on a member)
   */
  async function createAccount(
    merchant: ResolvedMerchant,
    input: { username: string; type: 0 | 1 | 2 | 41 | 42; upline: string | null; affiliateCode: string | null },
    actor: Actor,
    /** A password of this account's own instead of the merchant's default (still changed at first login). */
    initialPassword?: string,
  ) {
    const upline = input.upline ? await repo.findByUsername(db, merchant.id, input.upline) : undefined;
    if (input.upline && (!upline || !isAgentType(upline.type)))
      throw new ApiError('validation_failed', 'The upline must be an existing agent', { field: 'upline' });
    if (input.affiliateCode && !isAgentType(input.type))
      throw new ApiError('validation_failed', 'Only agents have affiliate codes', { field: 'affiliateCode' });
    if (input.affiliateCode && (await repo.findByAffiliateCode(db, merchant.id, input.affiliateCode)))
      throw new ApiError('conflict', 'This affiliate code is already used', { field: 'affiliateCode' });
    const affiliateCode = isAgentType(input.type) ? (input.affiliateCode ?? (await newAffiliateCode(merchant))) : null;
    const created = await insertAccount(
      merchant,
      { username: input.username, type: input.type, upline, affiliateCode, registerMethod: 'CONSOLE', initialPassword },
      actor,
    );
    return detailOf(merchant, created);
  }

  /**
   * An agent's new direct downline (agent centre, registerCenter): the merchant's username rule and default
   * password, changed at first login; the agents module's rules (type, depth, rebates) are checked before, and
   * `onCreated` writes its part (rebates) in the same transaction. The audit record names the agent.
   * @throws validation_failed (username), username_taken
   */
  async function createForAgent(
    merchant: ResolvedMerchant,
    input: { username: string; type: 0 | 1; uplineId: number },
    actor: Actor,
    onCreated: (tx: Tx, memberId: number) => Promise<void>,
  ) {
    const username = checkField('username', input.username, merchant.settings.registerRules.username, true) ?? '';
    const upline = await repo.findById(db, merchant.id, input.uplineId);
    if (!upline || !isAgentType(upline.type)) throw new ApiError('error_not_agent', 'Only agents can create downlines');
    if (await repo.findByUsername(db, merchant.id, username)) throw new ApiError('username_taken', 'This username is already taken', { field: 'username' });
    const affiliateCode = isAgentType(input.type) ? await newAffiliateCode(merchant) : null;
    const created = await insertAccount(merchant, { username, type: input.type, upline, affiliateCode, registerMethod: 'AGENT' }, actor, onCreated);
    return { id: created.id, username: created.username, affiliateCode: created.affiliateCode, defaultPassword: merchant.settings.accounts.defaultPassword };
  }

  async function insertAccount(
    merchant: ResolvedMerchant,
    input: {
      username: string;
      type: number;
      upline: repo.MemberRow | undefined;
      affiliateCode: string | null;
      registerMethod: 'CONSOLE' | 'AGENT';
      initialPassword?: string | undefined;
    },
    actor: Actor,
    onCreated?: (tx: Tx, memberId: number) => Promise<void>,
  ): Promise<repo.MemberRow> {
    const { upline, affiliateCode } = input;
    const passwordHash = await hashPassword(input.initialPassword ?? merchant.settings.accounts.defaultPassword);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const member = await repo.insert(tx, {
        merchantId: merchant.id,
        username: input.username,
        usernameKey: repo.usernameKey(input.username),
        nickname: input.username,
        type: input.type,
        uplineId: upline?.id ?? null,
        affiliateCode,
        passwordHash,
        passwordChangedAt: now,
        mustChangePassword: true,
        registerMethod: input.registerMethod,
        createdAt: now,
      });
      if (!member) {
        // The insert skips any unique clash: say which one (an affiliate code taken since the check above).
        if (await repo.findByUsername(tx, merchant.id, input.username))
          throw new ApiError('username_taken', 'This username is already taken', { field: 'username' });
        throw new ApiError('conflict', 'This affiliate code is already used', { field: 'affiliateCode' });
      }
      if (onCreated) await onCreated(tx, member.id);
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'member.create',
        target: member.username,
        detail: { type: input.type, upline: upline?.username ?? null, affiliateCode, ...(input.registerMethod === 'AGENT' ? { createdBy: 'agent' } : {}) },
      });
      return member;
    });
  }

  async function logins(merchant: ResolvedMerchant, id: number, page: number, pageSize: number) {
    await find(merchant, id);
    const { items, total } = await repo.loginHistory(db, merchant.id, id, page, pageSize);
    return {
      items: items.map((r) => ({ at: r.at.toISOString(), ip: r.ip, device: r.device, method: r.method, success: r.success, reason: r.reason })),
      total,
      page,
      pageSize,
    };
  }

  return { list, detail, setStatus, resetPassword, setLabels, sessions, endSessions, createAccount, createForAgent, logins };
}
