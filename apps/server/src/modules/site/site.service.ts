// The site module's rules: which merchant a request belongs to, its public settings, the site status
// (open, maintenance, region restriction) and changes to its settings. The merchant cache is merchant-cache.ts,
// how a merchant's row reads as settings is merchant-settings.ts.// What any visitor is told (whitelabel, status, countries) is site-public.ts.
import { createHash, randomUUID } from 'node:crypto';
import type { SettingsChange } from '@orbit/contracts/console-approvals';
import { ApiError } from '@orbit/contracts/envelope';
import type { Role } from '@orbit/contracts/permissions';
import { SETTINGS_SECTIONS, type MerchantSettings, type SettingsSection } from '@orbit/contracts/settings';
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { ConfigChanges } from '../../lib/config-changes.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './site.repo.ts';
import type { SettingsSections } from './site.types.ts';
import { checkLotterySettings } from './lottery-settings.ts';
import { keepSecrets, maskSection, maskSettings } from './secrets.ts';
import { touchesGuarded } from './guarded-settings.ts';
import { createSettingsChanges } from './settings-changes.ts';
import { createMerchantCache } from './merchant-cache.ts';
import { toMerchantSettings, toResolved, withDefaults } from './merchant-settings.ts';
import { createSitePublic } from './site-public.ts';

/** Who changed something, for the audit log. */
export interface Actor {
  operatorId: number | null;
  operatorName: string;
  ip: string | null;
}

export interface AuditSink {
  record(tx: Tx, entry: { merchantId: number; actor: Actor; action: string; target: string | null; detail: unknown }): Promise<void>;
}

export interface SiteServiceDeps {
  database: Database;
  clock: Clock;
  cacheMs: number;
  audit: AuditSink;
  /** Tells the other processes to drop a changed merchant (ADR 0041); tests may leave it out. */
  changes?: ConfigChanges;
}

export function createSiteService(deps: SiteServiceDeps) {
  const { database, clock, cacheMs, audit } = deps;
  const db = database.db;
  const { loadById, resolveMerchant, invalidate } = createMerchantCache(database, cacheMs, deps.changes);
  const { location, whitelabel, whitelabelJson, whitelabelParts, status, countries } = createSitePublic({ clock, loadById });

  /** Writes a section's new value (the domains section also rewrites merchant_domains) and audits it. */
  async function applySection(
    tx: Tx,
    row: repo.MerchantRow,
    section: SettingsSection,
    value: unknown,
    actor: Actor,
    action: string,
    extra: object,
  ): Promise<repo.MerchantRow> {
    const before = withDefaults(row)[section];
    if (section === 'general') {
      const domains: string[] = [...new Set((value as SettingsSections['general']).domains)];
      const taken = (await repo.domainOwners(tx, domains)).find((d) => d.merchantId !== row.id);
      if (taken) throw new ApiError('domain_taken', `The domain ${taken.domain} belongs to another merchant`, { field: 'domains' });
      await repo.replaceDomains(tx, row.id, domains);
    }
    const settings = { ...withDefaults(row), [section]: value };
    const updated = await repo.saveSettings(tx, row.id, settings, clock.now());
    await audit.record(tx, {
      merchantId: row.id,
      actor,
      action,
      target: section,
      detail: { ...extra, before: maskSection(section, before, null), after: maskSection(section, value, null) },
    });
    return updated;
  }

  const changes = createSettingsChanges({
    database,
    clock,
    audit,
    sectionOf: (row, section) => withDefaults(row)[section],
    apply: applySection,
    invalidate,
  });

  /**
   * Replaces one settings section, checked against its schema, and audits the change in the same transaction
   * (secrets masked). A save that changes a setting guarding money (GUARDED_SETTINGS) is not applied: it is
   * held as a pending change for a second operator, named in `pendingChange`. Answers the settings as
   * `reader` may see them.
   * @throws validation_failed, domain_taken, unknown_merchant, conflict (expectedVersion is not the current one),
   *   change_pending (a held change of this section already waits)
   */
  async function updateSection(
    merchantId: number,
    section: SettingsSection,
    input: unknown,
    actor: Actor,
    reader: Role,
    expectedVersion?: number,
  ): Promise<MerchantSettings & { pendingChange: SettingsChange | null }> {
    const parsed = SETTINGS_SECTIONS[section].safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || undefined;
      throw new ApiError('validation_failed', `${section}${field ? `.${field}` : ''}: ${issue?.message ?? 'invalid'}`, { field });
    }
    if (section === 'lottery') checkLotterySettings(parsed.data as SettingsSections['lottery']);
    const { saved, pendingChange } = await db.transaction(async (tx) => {
      const row = await repo.lockMerchant(tx, merchantId);
      if (!row) throw new ApiError('unknown_merchant', 'Unknown merchant');
      if (expectedVersion !== undefined && row.version !== expectedVersion)
        throw new ApiError('conflict', 'These settings were changed by someone else since you opened them; reload them and try again');
      const before = withDefaults(row)[section];
      const value = keepSecrets(section, parsed.data, before);
      if (touchesGuarded(section, before, value)) return { saved: row, pendingChange: await changes.request(tx, row, section, value, actor) };
      return { saved: await applySection(tx, row, section, value, actor, `settings.${section}.update`, {}), pendingChange: null };
    });
    if (!pendingChange) invalidate(merchantId);
    return { ...maskSettings(toMerchantSettings(toResolved(saved)), reader), pendingChange };
  }

  /**
   * A merchant's settings as the console shows them to `reader`: secrets masked (secrets.ts).
   * @throws unknown_merchant
   */
  async function settingsOf(merchantId: number, reader: Role): Promise<MerchantSettings> {
    const row = await repo.findMerchantById(db, merchantId);
    if (!row) throw new ApiError('unknown_merchant', 'Unknown merchant');
    return maskSettings(toMerchantSettings(toResolved(row)), reader);
  }

  /** Ends the maintenance windows whose end has passed, so the console shows them off. Answers how many. */
  async function endExpiredMaintenance(tx: Tx): Promise<number> {
    const now = clock.now();
    const rows = await repo.merchantsWithMaintenance(tx);
    let ended = 0;
    for (const row of rows) {
      const settings = row.settings as SettingsSections;
      const { maintenance } = settings;
      if (!maintenance.enabled || !maintenance.endAt || Date.parse(maintenance.endAt) > now.getTime()) continue;
      const after = { ...maintenance, enabled: false };
      await repo.saveSettings(tx, row.id, { ...settings, maintenance: after }, now);
      await audit.record(tx, {
        merchantId: row.id,
        actor: { operatorId: null, operatorName: 'system', ip: null },
        action: 'settings.maintenance.expired',
        target: 'maintenance',
        detail: { before: maintenance, after },
      });
      // Once the job's transaction has committed, or another process could read the old row again.
      afterCommit(tx, () => invalidate(row.id));
      ended++;
    }
    return ended;
  }

  /**
   * Stores an uploaded image for the merchant and answers its public path.
   * The caller has already checked its type by magic bytes and its size.
   */
  async function storeAsset(merchantId: number, bytes: Buffer, contentType: string, extension: string, actor: Actor): Promise<string> {
    const id = `${randomUUID()}.${extension}`;
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await db.transaction(async (tx) => {
      await repo.insertAsset(tx, { id, merchantId, contentType, size: bytes.length, sha256, bytes, createdAt: clock.now() });
      await audit.record(tx, { merchantId, actor, action: 'asset.upload', target: `/media/${id}`, detail: { contentType, size: bytes.length, sha256 } });
    });
    return `/media/${id}`;
  }

  /** Removes uploads that were never used in a saved setting (a logo tried and discarded), a day after upload. */
  async function pruneUnusedAssets(tx: Tx): Promise<number> {
    return repo.deleteUnreferencedAssets(tx, new Date(clock.now().getTime() - 86_400_000));
  }

  async function findAsset(id: string) {
    return repo.findAsset(db, id);
  }

  return {
    resolveMerchant,
    whitelabel,
    whitelabelJson,
    whitelabelParts,
    status,
    location,
    countries,
    updateSection,
    /** Settings changes held for a second operator: pending, confirm, reject. */
    changes: { pending: changes.pending, confirm: changes.confirm, reject: changes.reject },
    settingsOf,
    endExpiredMaintenance,
    storeAsset,
    findAsset,
    pruneUnusedAssets,
    invalidate,
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
