// The operator audit log: append-only (database triggers) and hash-chained per merchant, so a changed,
// removed or reordered entry breaks the chain and `verify` names where.
import { createHash } from 'node:crypto';
import type { AuditEntry } from '@orbit/contracts/console';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../site/site.service.ts';
import * as repo from './audit.repo.ts';

const GENESIS = '0'.repeat(64);

interface HashedFields {
  merchantId: number;
  at: Date;
  operatorId: number | null;
  operatorName: string | null;
  action: string;
  target: string | null;
  detail: unknown;
  ip: string | null;
  prevHash: string;
}

// jsonb does not keep key order, so the hash is computed over a form with sorted keys.
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** The hash of an entry's own fields and its link to the previous one; extra properties (id, hash) are ignored. */
export function entryHash(fields: HashedFields): string {
  const { merchantId, at, operatorId, operatorName, action, target, detail, ip, prevHash } = fields;
  const text = canonical({ merchantId, at: at.toISOString(), operatorId, operatorName, action, target, detail, ip, prevHash });
  return createHash('sha256').update(text).digest('hex');
}

export function createAuditService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;

  /** Appends an entry inside the caller's transaction, so the change and its record commit together. */
  async function record(tx: Tx, entry: { merchantId: number; actor: Actor; action: string; target: string | null; detail: unknown }) {
    await repo.lockChain(tx, entry.merchantId);
    const prevHash = (await repo.lastHash(tx, entry.merchantId)) ?? GENESIS;
    // Stored at millisecond precision so the hash recomputes from what the database gives back.
    const fields: HashedFields = {
      merchantId: entry.merchantId,
      at: new Date(clock.now().getTime()),
      operatorId: entry.actor.operatorId,
      operatorName: entry.actor.operatorName,
      action: entry.action,
      target: entry.target,
      detail: JSON.parse(JSON.stringify(entry.detail ?? null)) as unknown,
      ip: entry.actor.ip,
      prevHash,
    };
    await repo.insertEntry(tx, { ...fields, detail: fields.detail ?? {}, hash: entryHash(fields) });
  }

  async function list(merchantId: number, query: { page: number; pageSize: number; action?: string | undefined }) {
    const { items, total } = await repo.page(database.db, merchantId, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      action: query.action,
    });
    return {
      items: items.map((row): AuditEntry => ({
        id: row.id,
        at: row.at.toISOString(),
        operatorId: row.operatorId,
        operatorName: row.operatorName,
        action: row.action,
        target: row.target,
        detail: row.detail,
        ip: row.ip,
        hash: row.hash,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  /** Walks the whole chain in id order; answers the first entry whose hash or link does not hold. */
  async function verify(merchantId: number) {
    let prev = GENESIS;
    let afterId = 0;
    let checked = 0;
    for (;;) {
      const batch = await repo.batchAfter(database.db, merchantId, afterId, 500);
      if (batch.length === 0) return { ok: true, checked, brokenAtId: null };
      for (const row of batch) {
        const expected = entryHash(row);
        if (row.prevHash !== prev || row.hash !== expected) return { ok: false, checked, brokenAtId: row.id };
        prev = row.hash;
        checked++;
        afterId = row.id;
      }
    }
  }

  return { record, list, verify };
}

export type AuditService = ReturnType<typeof createAuditService>;
