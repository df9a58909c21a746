// Console operators: login with password and a mandatory authenticator code (enrolled at first login),
// sessions kept server-side by token hash, and operator management under the role rules.
// Logging in lives in operators.login.ts, and how an operator is shown in operators.view.ts.
import { ApiError } from '@orbit/contracts/envelope';
import type { ConsoleNotice, Me, Operator } from '@orbit/contracts/console';
import { canManageRole, type Role } from '@orbit/contracts/permissions';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { Actor } from '../site/site.service.ts';
import type { AuditService } from './audit.service.ts';
import type { AuthenticatedOperator } from './console.types.ts';
import { createOperatorLogin } from './operators.login.ts';
import * as repo from './operators.repo.ts';
import { me, toOperator } from './operators.view.ts';

export interface OperatorsServiceDeps {
  database: Database;
  clock: Clock;
  audit: AuditService;
  sessionHours: number;
  idleMinutes: number;
}

export function checkNewPassword(password: string, username: string) {
  if (password.length < 8 || password.length > 64)
    throw new ApiError('validation_failed', 'Please fill in your password with 8 - 64 characters', { field: 'password' });
  if (isCommonPassword(password) || password.toLowerCase().includes(username.toLowerCase()))
    throw new ApiError('weak_password', 'This password is too easy to guess', { field: 'password' });
}

export function createOperatorsService(deps: OperatorsServiceDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;
  const { login, enrol } = createOperatorLogin(deps);

  /** The notices of the last week for the console's home page (owners and admins), newest first. */
  async function notices(merchantId: number): Promise<ConsoleNotice[]> {
    const rows = await repo.recentNotices(db, merchantId, new Date(clock.now().getTime() - 7 * 86_400_000));
    return rows.map((n) => ({
      id: n.id,
      kind: n.kind as ConsoleNotice['kind'],
      subject: n.subject,
      detail: n.detail as ConsoleNotice['detail'],
      createdAt: n.createdAt.toISOString(),
    }));
  }

  /**
   * The operator behind a session token.
   * @throws unauthorized, session_expired, account_disabled
   */
  async function authenticate(token: string | undefined, merchantId: number): Promise<AuthenticatedOperator> {
    if (!token) throw new ApiError('unauthorized', 'Please log in');
    return authenticateSession(hashToken(token.replace(/^Bearer\s+/i, '')), merchantId);
  }

  /** The operator behind a session known by its hash (a /docs pass carries the hash, never the token). */
  async function authenticateSession(tokenHash: string, merchantId: number): Promise<AuthenticatedOperator> {
    const now = clock.now();
    const found = await repo.findLiveSession(db, tokenHash, now);
    if (!found || found.session.merchantId !== merchantId) throw new ApiError('unauthorized', 'Please log in');
    if (found.session.lastSeenAt.getTime() + deps.idleMinutes * 60_000 < now.getTime()) {
      await repo.revokeSession(db, tokenHash, now);
      throw new ApiError('session_expired', 'Your session has expired; please log in again');
    }
    if (found.operator.disabled) throw new ApiError('account_disabled', 'This operator account is disabled');
    // Writing last-seen on every call would make each read a write; once a minute is enough for the idle rule.
    if (now.getTime() - found.session.lastSeenAt.getTime() > 60_000) await repo.touchSession(db, tokenHash, now);
    const op = found.operator;
    return { id: op.id, merchantId: op.merchantId, username: op.username, displayName: op.displayName, role: op.role as Role, tokenHash };
  }

  async function logout(operator: AuthenticatedOperator, ip: string) {
    await db.transaction(async (tx) => {
      await repo.revokeSession(tx, operator.tokenHash, clock.now());
      await audit.record(tx, {
        merchantId: operator.merchantId,
        actor: { operatorId: operator.id, operatorName: operator.username, ip },
        action: 'operator.logout',
        target: operator.username,
        detail: {},
      });
    });
  }

  async function current(operator: AuthenticatedOperator, merchant: { code: string; name: string }): Promise<Me> {
    const row = await repo.findById(db, operator.merchantId, operator.id);
    if (!row) throw new ApiError('unauthorized', 'Please log in');
    return me(row, merchant);
  }

  async function list(merchantId: number): Promise<Operator[]> {
    return (await repo.listAll(db, merchantId)).map(toOperator);
  }

  /**
   * @throws forbidden (role above the actor's), validation_failed (weak password), username_taken
   */
  async function create(
    actor: AuthenticatedOperator,
    input: { username: string; displayName: string; role: Role; password: string },
    ip: string,
  ): Promise<Operator> {
    if (!canManageRole(actor.role, input.role)) throw new ApiError('forbidden', 'Only an owner may create an owner');
    checkNewPassword(input.password, input.username);
    const passwordHash = await hashPassword(input.password);
    const row = await db.transaction(async (tx) => {
      let created: repo.OperatorRow;
      try {
        created = await repo.insert(tx, {
          merchantId: actor.merchantId,
          username: input.username,
          displayName: input.displayName,
          role: input.role,
          passwordHash,
          createdAt: clock.now(),
        });
      } catch (error) {
        if ((error as { taken?: boolean }).taken) throw new ApiError('username_taken', 'This username is already used', { field: 'username' });
        throw error;
      }
      await audit.record(tx, {
        merchantId: actor.merchantId,
        actor: actorOf(actor, ip),
        action: 'operator.create',
        target: input.username,
        detail: { role: input.role, displayName: input.displayName },
      });
      return created;
    });
    return toOperator(row);
  }

  /**
   * @throws not_found, forbidden, last_owner
   */
  async function update(
    actor: AuthenticatedOperator,
    id: number,
    input: { displayName?: string | undefined; role?: Role | undefined; disabled?: boolean | undefined; resetTotp?: true | undefined },
    ip: string,
  ): Promise<Operator> {
    const row = await db.transaction(async (tx) => {
      const target = await repo.lockById(tx, actor.merchantId, id);
      if (!target) throw new ApiError('not_found', 'No such operator');
      const targetRole = target.role as Role;
      if (!canManageRole(actor.role, targetRole) || (input.role && !canManageRole(actor.role, input.role)))
        throw new ApiError('forbidden', 'Only an owner may change an owner');
      const losesOwner = targetRole === 'owner' && !target.disabled && ((input.role && input.role !== 'owner') || input.disabled === true);
      if (losesOwner && (await repo.countActiveOwners(tx, actor.merchantId)) <= 1)
        throw new ApiError('last_owner', 'The merchant must keep at least one active owner');
      const changes: Partial<repo.OperatorRow> = {};
      if (input.displayName !== undefined) changes.displayName = input.displayName;
      if (input.role !== undefined) changes.role = input.role;
      if (input.disabled !== undefined) changes.disabled = input.disabled;
      if (input.resetTotp)
        Object.assign(changes, { totpSecret: null, totpPendingSecret: null, totpEnrolmentHash: null, totpEnrolmentExpiresAt: null, totpLastStep: null });
      const updated = await repo.update(tx, id, changes);
      if (input.disabled || input.resetTotp || input.role) await repo.revokeAllOf(tx, id, clock.now());
      await audit.record(tx, {
        merchantId: actor.merchantId,
        actor: actorOf(actor, ip),
        action: 'operator.update',
        target: target.username,
        detail: { ...input },
      });
      return updated;
    });
    return toOperator(row);
  }

  /** When each operator last used the console (a live session), for the chat desk's hand-over list. */
  async function lastSeen(merchantId: number): Promise<Map<number, Date>> {
    return repo.lastSeenByOperator(db, merchantId, clock.now());
  }

  return { login, enrol, authenticate, authenticateSession, logout, current, list, lastSeen, create, update, notices };
}

export function actorOf(operator: AuthenticatedOperator, ip: string): Actor {
  return { operatorId: operator.id, operatorName: operator.username, ip };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
