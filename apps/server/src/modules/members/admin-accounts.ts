// Accounts created for a member by someone else (docs/members.md): by an operator in the console (a member or an
// agent, with an affiliate code for agents) or by an agent for its direct downline (agent centre). Both get the
// merchant's default password, changed at first login, and are written with their audit entry in one
// transaction. Split from admin.ts (members as the console sees them), which hands in how it shows a member.
import { randomInt } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { MemberDetail } from '@orbit/contracts/console-members';
import { isAgentType } from '@orbit/contracts/member';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { checkField } from './field-rules.ts';
import * as repo from './members.repo.ts';

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function createAccountCreation(shared: {
  db: Database['db'];
  clock: Clock;
  audit: AuditSink;
  detailOf(merchant: ResolvedMerchant, member: repo.MemberRow): Promise<MemberDetail>;
}) {
  const { db, clock, audit, detailOf } = shared;

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

  return { createAccount, createForAgent };
}
