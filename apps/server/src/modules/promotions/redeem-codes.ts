// Console → Promotions → Redeem codes (docs/promotions.md, Redeem codes): an operator makes a batch of codes for
// a claimable promotion — N single-use random codes from an alphabet without look-alike characters, or one
// shared code with a number of uses — lists the batches with their uses and downloads a batch's codes.
import { randomInt } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import { REDEEM_CODE_ALPHABET, REDEEM_CODE_LENGTH, type RedeemBatch } from '@orbit/contracts/redeem-codes';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { Actor } from '../site/site.service.ts';
import { inLanguage } from '../content/language-texts.ts';
import * as repo from './redeem-codes.repo.ts';
import * as promotions from './promotions.repo.ts';
import { CLAIMABLE } from './rules.ts';

/** Codes are inserted in slices, so one statement never carries thousands of rows. */
const SLICE = 500;
/** Rounds of fresh codes tried when some collide with codes the merchant already has. */
const MAX_ROUNDS = 10;

export function randomRedeemCode(): string {
  let code = '';
  for (let i = 0; i < REDEEM_CODE_LENGTH; i++) code += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return code;
}

export type BatchInput =
  | { kind: 'single'; promotionId: number; count: number; expiresAt: string; note: string }
  | { kind: 'shared'; promotionId: number; code: string; maxUses: number; expiresAt: string; note: string };

export function createRedeemCodes(deps: { database: Database; clock: Clock; audit: AuditService }) {
  const { db } = deps.database;

  async function view(merchant: ResolvedMerchant, rows: repo.BatchRow[]): Promise<RedeemBatch[]> {
    const uses = await repo.batchUses(
      db,
      rows.map((row) => row.id),
    );
    const titles = new Map<number, string>();
    for (const id of new Set(rows.map((row) => row.promotionId))) {
      const promotion = await promotions.promotionById(db, merchant.id, id);
      titles.set(id, promotion ? inLanguage(promotion.title, merchant.settings.general.defaultLang) : `#${id}`);
    }
    return rows.map((row) => ({
      id: row.id,
      promotionId: row.promotionId,
      promotionTitle: titles.get(row.promotionId) ?? '',
      kind: row.kind as RedeemBatch['kind'],
      codeCount: row.codeCount,
      maxUses: row.maxUses,
      used: uses.get(row.id)?.used ?? 0,
      code: row.kind === 'shared' ? (uses.get(row.id)?.first ?? null) : null,
      expiresAt: row.expiresAt.toISOString(),
      note: row.note,
      createdBy: row.createdByName,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /**
   * Makes a batch of codes for a claimable promotion, audited (promotions.codes.create).
   * @throws not_found (promotionId), validation_failed (not a claimable kind, expiry not in the future),
   *   invalid_state (archived), conflict (the shared code is taken)
   */
  async function create(merchant: ResolvedMerchant, input: BatchInput, actor: Actor): Promise<RedeemBatch> {
    const now = deps.clock.now();
    const expiresAt = new Date(input.expiresAt);
    const promotion = await promotions.promotionById(db, merchant.id, input.promotionId);
    if (!promotion) throw new ApiError('not_found', 'No such promotion', { field: 'promotionId' });
    if (!CLAIMABLE.has(promotion.kind))
      throw new ApiError('validation_failed', 'Codes are made for promotions a member claims: free credit, birthday or rebate boost', {
        field: 'promotionId',
      });
    if (promotion.state === 'archived') throw new ApiError('invalid_state', 'This promotion is archived');
    if (expiresAt <= now) throw new ApiError('validation_failed', 'The codes must expire in the future', { field: 'expiresAt' });
    const count = input.kind === 'single' ? input.count : 1;
    const maxUses = input.kind === 'single' ? 1 : input.maxUses;
    const batch = await db.transaction(async (tx) => {
      const row = await repo.insertBatch(tx, {
        merchantId: merchant.id,
        promotionId: promotion.id,
        kind: input.kind,
        codeCount: count,
        maxUses,
        expiresAt,
        note: input.note,
        createdBy: actor.operatorId,
        createdByName: actor.operatorName,
        createdAt: now,
      });
      const base = { merchantId: merchant.id, batchId: row.id, promotionId: promotion.id, maxUses, expiresAt, createdAt: now };
      if (input.kind === 'shared' && input.code !== '') {
        const [made] = await repo.insertCodes(tx, [{ ...base, code: input.code }]);
        if (!made) throw new ApiError('conflict', 'This code is already in use at this merchant', { field: 'code' });
      } else {
        // Random codes: a collision with an existing code is skipped and made again.
        let missing = count;
        for (let round = 0; missing > 0; round++) {
          if (round === MAX_ROUNDS) throw new Error('could not make unique redeem codes');
          const wanted = new Set<string>();
          while (wanted.size < missing) wanted.add(randomRedeemCode());
          const codes = [...wanted];
          for (let i = 0; i < codes.length; i += SLICE)
            missing -= (
              await repo.insertCodes(
                tx,
                codes.slice(i, i + SLICE).map((code) => ({ ...base, code })),
              )
            ).length;
        }
      }
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'promotions.codes.create',
        target: String(promotion.id),
        detail: { batchId: row.id, kind: input.kind, codes: count, maxUses, expiresAt: expiresAt.toISOString(), note: input.note },
      });
      return row;
    });
    const [out] = await view(merchant, [batch]);
    return out!;
  }

  async function list(merchant: ResolvedMerchant, promotionId?: number) {
    return { items: await view(merchant, await repo.batches(db, merchant.id, promotionId)) };
  }

  /** @throws not_found */
  async function codes(merchant: ResolvedMerchant, batchId: number) {
    const batch = await repo.batchById(db, merchant.id, batchId);
    if (!batch) throw new ApiError('not_found', 'No such batch of codes', { field: 'id' });
    const [out] = await view(merchant, [batch]);
    const rows = await repo.codesOf(db, batch.id);
    return { batch: out!, codes: rows.map((row) => ({ code: row.code, uses: row.uses, maxUses: row.maxUses })) };
  }

  return { create, list, codes };
}

export type RedeemCodes = ReturnType<typeof createRedeemCodes>;
