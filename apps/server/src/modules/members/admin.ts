// Members as the console sees them: search, detail, lock, password reset, labels, sessions, login history,
// and accounts (members and agents with affiliate codes) created by an operator.// Creating accounts is admin-accounts.ts.
import { ApiError } from '@orbit/contracts/envelope';
import type { MemberDetail, MemberRow as MemberRowView } from '@orbit/contracts/console-members';
import type { MemberType } from '@orbit/contracts/member';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialIdentities } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { createAccountCreation } from './admin-accounts.ts';
import * as repo from './members.repo.ts';
import { responsibleGamingOf } from './security.ts';

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
  const { createAccount, createForAgent } = createAccountCreation({ db, clock, audit, detailOf });

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
