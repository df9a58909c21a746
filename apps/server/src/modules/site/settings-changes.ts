// Settings changes held for a second operator (docs/wallet.md, "Four-eyes rules"; ADR 0004). A save that
// changes a setting guarding money is stored as a pending change; another operator with the section's write
// permission confirms it (it is applied then, if the section is still as it was when asked) or rejects it.
// One change per section waits at a time: a second is refused with change_pending. The maker may withdraw
// (reject) its own change but never confirm it. Request, confirmation and rejection are each audited.
import type { SettingsChange } from '@orbit/contracts/console-approvals';
import { ApiError } from '@orbit/contracts/envelope';
import type { SettingsSection } from '@orbit/contracts/settings';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { canonical, describeChange } from './guarded-settings.ts';
import * as repo from './settings-changes.repo.ts';
import type { MerchantRow } from './site.repo.ts';
import { lockMerchant } from './site.repo.ts';
import { maskSection } from './secrets.ts';
import type { Actor, AuditSink } from './site.service.ts';

export interface SettingsChangesDeps {
  database: Database;
  clock: Clock;
  audit: AuditSink;
  /** A section's current value (stored, with defaults). */
  sectionOf(row: MerchantRow, section: SettingsSection): unknown;
  /** Writes a section's new value and its audit entry (`action`), in the caller's transaction. */
  apply(tx: Tx, row: MerchantRow, section: SettingsSection, value: unknown, actor: Actor, action: string, extra: object): Promise<MerchantRow>;
  invalidate(merchantId: number): void;
}

/** Which sections the deciding operator may write (its role's settings.<section>.write). */
export type MayWrite = (section: SettingsSection) => boolean;

function toChange(row: repo.SettingsChangeRow): SettingsChange {
  const section = row.section as SettingsSection;
  return {
    id: row.id,
    section,
    status: row.status as SettingsChange['status'],
    changes: describeChange(section, row.base, row.value),
    requestedBy: row.requestedByName,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export function createSettingsChanges(deps: SettingsChangesDeps) {
  const { database, clock, audit } = deps;
  const db = database.db;

  /**
   * Stores a save as a pending change, in the caller's transaction (which holds the merchant's row lock).
   * @throws change_pending (a change of this section already waits)
   */
  async function request(tx: Tx, row: MerchantRow, section: SettingsSection, value: unknown, actor: Actor): Promise<SettingsChange> {
    if (actor.operatorId === null) throw new Error('a settings change needs an operator');
    if (await repo.pendingOfSection(tx, row.id, section))
      throw new ApiError('change_pending', `A change of the ${section} settings already waits for a second operator: confirm or reject it first`);
    const before = deps.sectionOf(row, section);
    const change = await repo.insertChange(tx, {
      merchantId: row.id,
      section,
      base: before,
      value,
      baseVersion: row.version,
      status: 'pending',
      requestedBy: actor.operatorId,
      requestedByName: actor.operatorName,
      requestedAt: clock.now(),
    });
    await audit.record(tx, {
      merchantId: row.id,
      actor,
      action: `settings.${section}.change_requested`,
      target: section,
      detail: { changeId: change.id, before: maskSection(section, before, null), after: maskSection(section, value, null) },
    });
    return toChange(change);
  }

  async function decidable(tx: Tx, merchantId: number, id: number, mayWrite: MayWrite) {
    const change = await repo.lockChange(tx, merchantId, id);
    if (!change) throw new ApiError('not_found', 'No such settings change', { field: 'id' });
    const section = change.section as SettingsSection;
    if (!mayWrite(section)) throw new ApiError('forbidden', `This needs the permission settings.${section}.write`);
    if (change.status !== 'pending') throw new ApiError('invalid_state', `This settings change is ${change.status} already`);
    return { change, section };
  }

  /**
   * Confirms another operator's pending change: the section is written (and audited) now.
   * @throws not_found, forbidden (not the section's write permission), invalid_state (decided already),
   *   second_approver_required (the maker itself), change_outdated (the section changed since the request)
   */
  async function confirm(merchantId: number, id: number, actor: Actor, mayWrite: MayWrite): Promise<SettingsChange> {
    const decided = await db.transaction(async (tx) => {
      // The merchant first, as a save does, so a save and a confirmation never wait on each other crosswise.
      const row = await lockMerchant(tx, merchantId);
      if (!row) throw new ApiError('unknown_merchant', 'Unknown merchant');
      const { change, section } = await decidable(tx, merchantId, id, mayWrite);
      if (change.requestedBy === actor.operatorId)
        throw new ApiError('second_approver_required', 'You asked for this change: a second, different operator must confirm it');
      if (canonical(deps.sectionOf(row, section)) !== canonical(change.base))
        throw new ApiError('change_outdated', `The ${section} settings changed after this request was made: reject it and make the change again`);
      await deps.apply(tx, row, section, change.value, actor, `settings.${section}.change_confirmed`, {
        changeId: change.id,
        requestedBy: change.requestedByName,
      });
      return repo.decideChange(tx, change.id, {
        status: 'confirmed',
        decidedBy: actor.operatorId ?? 0,
        decidedByName: actor.operatorName,
        decidedAt: clock.now(),
      });
    });
    deps.invalidate(merchantId);
    return toChange(decided);
  }

  /**
   * Rejects a pending change (the maker may withdraw its own): nothing is applied.
   * @throws not_found, forbidden (not the section's write permission), invalid_state (decided already)
   */
  async function reject(merchantId: number, id: number, actor: Actor, mayWrite: MayWrite): Promise<SettingsChange> {
    const decided = await db.transaction(async (tx) => {
      const { change, section } = await decidable(tx, merchantId, id, mayWrite);
      const row = await repo.decideChange(tx, change.id, {
        status: 'rejected',
        decidedBy: actor.operatorId ?? 0,
        decidedByName: actor.operatorName,
        decidedAt: clock.now(),
      });
      await audit.record(tx, {
        merchantId,
        actor,
        action: `settings.${section}.change_rejected`,
        target: section,
        detail: { changeId: change.id, requestedBy: change.requestedByName },
      });
      return row;
    });
    return toChange(decided);
  }

  /** The changes waiting for a second operator, oldest first. */
  async function pending(merchantId: number): Promise<SettingsChange[]> {
    return (await repo.pendingChanges(db, merchantId)).map(toChange);
  }

  return { request, confirm, reject, pending };
}
