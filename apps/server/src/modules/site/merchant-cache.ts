// The merchants a process has resolved, cached for `cacheMs` (SETTINGS_CACHE_MS): by id, with the public part of
// the whitelabel reply checked and serialised once per settings version, and by `Merchant` code or host. A
// change made by any process drops the entry in every process at once (lib/config-changes.ts, ADR 0041); the
// expiry stays as the bound when a change's notice is missed.
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { ConfigChanges } from '../../lib/config-changes.ts';
import * as repo from './site.repo.ts';
import { buildPublicSettings, publicWhitelabelSchema, toResolved } from './merchant-settings.ts';
import type { ResolvedMerchant } from './site.types.ts';

export function createMerchantCache(database: Database, cacheMs: number, changes?: ConfigChanges) {
  const db = database.db;
  const byId = new Map<
    number,
    { merchant: ResolvedMerchant; publicSettings: ReturnType<typeof buildPublicSettings>; publicJson: string; publicOpen: Buffer; at: number }
  >();
  const idByKey = new Map<string, { id: number; at: number }>();
  /** Raised by each drop: a read that began before a drop does not put what it read back in. */
  let generation = 0;

  function fresh(at: number): boolean {
    return Date.now() - at < cacheMs;
  }

  async function loadById(id: number) {
    const cached = byId.get(id);
    if (cached && fresh(cached.at)) return cached;
    const began = generation;
    const row = await repo.findMerchantById(db, id);
    if (!row) throw new ApiError('unknown_merchant', 'Unknown merchant');
    const merchant = toResolved(row);
    const publicSettings = buildPublicSettings(merchant);
    // Checked against the reply schema once per settings version, then reused as JSON for every visitor.
    const checked = publicWhitelabelSchema.parse(publicSettings);
    const publicJson = JSON.stringify(checked);
    // Everything but the closing brace, as bytes: a reply appends the visitor's part to it.
    const entry = { merchant, publicSettings, publicJson, publicOpen: Buffer.from(publicJson.slice(0, -1)), at: Date.now() };
    if (began === generation) byId.set(id, entry);
    return entry;
  }

  /**
   * The merchant named by the `Merchant` header, else the one owning the request's host.
   * @throws unknown_merchant
   */
  async function resolveMerchant(input: { code?: string | undefined; host?: string | undefined }): Promise<ResolvedMerchant> {
    const key = input.code ? `code:${input.code.toUpperCase()}` : `host:${(input.host ?? '').toLowerCase()}`;
    const cached = idByKey.get(key);
    if (cached && fresh(cached.at)) return (await loadById(cached.id)).merchant;
    let id: number | undefined;
    const began = generation;
    if (input.code) id = (await repo.findMerchantByCode(db, input.code))?.id;
    else if (input.host) {
      const host = input.host.toLowerCase();
      id = (await repo.findMerchantIdByDomain(db, host)) ?? (await repo.findMerchantIdByDomain(db, host.replace(/:\d+$/, '')));
    }
    if (id === undefined) {
      throw new ApiError('unknown_merchant', input.code ? `Unknown merchant ${input.code}` : 'Invalid URL, please contact customer service', {
        field: input.code ? 'merchant' : 'host',
      });
    }
    if (began === generation) idByKey.set(key, { id, at: Date.now() });
    return (await loadById(id)).merchant;
  }

  function drop(merchantId: number) {
    generation++;
    byId.delete(merchantId);
    // A domain may have moved to this merchant from a host cached under another: host lookups all go.
    for (const [key, value] of idByKey) if (value.id === merchantId || key.startsWith('host:')) idByKey.delete(key);
  }
  changes?.onChange('merchant', drop);

  /** The merchant's settings or domains changed (committed): this process and the others drop it. */
  function invalidate(merchantId: number) {
    drop(merchantId);
    changes?.changed('merchant', merchantId);
  }

  return { loadById, resolveMerchant, invalidate };
}
