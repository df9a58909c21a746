// The second operator's side of manual adjustments (docs/wallet.md, "Four-eyes rules"): the held adjustments,
// confirming one (its money moves now, through the same apply as an adjustment under the four-eyes amount) or
// rejecting it (no money moves), each audited by the deciding operator. Moved verbatim out of adjustments.ts,
// which makes the adjustments and hands in how one is applied.
import type { AdjustmentRow as WireAdjustment } from '@orbit/contracts/console-approvals';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import * as repo from './adjustments.repo.ts';
import { showAmount } from './money.ts';

export function createAdjustmentReview(
  deps: { database: Database; clock: Clock; audit: AuditService; members: MembersService['directory'] },
  shared: {
    operatorOf(actor: Actor): number;
    apply(tx: Tx, merchant: ResolvedMerchant, row: repo.AdjustmentRow, username: string, actor: Actor, extra: object): Promise<{ transactionId: number }>;
  },
) {
  const { database, clock, audit } = deps;
  const { db } = database;
  const { operatorOf, apply } = shared;

  async function toWire(merchant: ResolvedMerchant, rows: repo.AdjustmentRow[]): Promise<WireAdjustment[]> {
    const names = await deps.members.usernamesOf(merchant.id, [...new Set(rows.map((r) => r.memberId))]);
    return rows.map((row) => ({
      id: row.id,
      memberId: row.memberId,
      username: names.get(row.memberId) ?? '',
      direction: row.direction as WireAdjustment['direction'],
      amount: showAmount(merchant, row.amount),
      reason: row.reason,
      status: row.status as WireAdjustment['status'],
      requestedBy: row.requestedByName,
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedByName,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      transactionId: row.transactionId,
    }));
  }

  async function one(merchant: ResolvedMerchant, row: repo.AdjustmentRow): Promise<WireAdjustment> {
    const [out] = await toWire(merchant, [row]);
    if (!out) throw new Error('adjustment row not shaped');
    return out;
  }

  /**
   * The username of the adjustment's member, read before the transaction: the members module reads outside it,
   * and on PGlite's single connection a read beside an open transaction would wait for it forever.
   * @throws not_found
   */
  async function usernameOf(merchant: ResolvedMerchant, id: number): Promise<string> {
    const row = await repo.byId(db, merchant.id, id);
    if (!row) throw new ApiError('not_found', 'No such adjustment', { field: 'id' });
    return (await deps.members.usernamesOf(merchant.id, [row.memberId])).get(row.memberId) ?? '';
  }

  async function pendingOrThrow(tx: Tx, merchant: ResolvedMerchant, id: number) {
    const row = await repo.lock(tx, merchant.id, id);
    if (!row) throw new ApiError('not_found', 'No such adjustment', { field: 'id' });
    if (row.status !== 'pending') throw new ApiError('invalid_state', `This adjustment is ${row.status} already`);
    return row;
  }

  /**
   * Confirms another operator's held adjustment: the money moves now, audited by the confirming operator.
   * @throws not_found, invalid_state (decided already), second_approver_required (the maker itself), insufficient_funds
   */
  async function confirm(merchant: ResolvedMerchant, id: number, actor: Actor): Promise<WireAdjustment> {
    const username = await usernameOf(merchant, id);
    const row = await db.transaction(async (tx) => {
      const held = await pendingOrThrow(tx, merchant, id);
      if (held.requestedBy === actor.operatorId)
        throw new ApiError('second_approver_required', 'You asked for this adjustment: a second, different operator must confirm it');
      const applied = await apply(tx, merchant, held, username, actor, { requestedBy: held.requestedByName });
      return repo.decide(tx, held.id, {
        status: 'applied',
        decidedBy: operatorOf(actor),
        decidedByName: actor.operatorName,
        decidedAt: clock.now(),
        transactionId: applied.transactionId,
      });
    });
    return one(merchant, row);
  }

  /**
   * Rejects a held adjustment (the maker may withdraw its own): no money moves.
   * @throws not_found, invalid_state (decided already)
   */
  async function reject(merchant: ResolvedMerchant, id: number, actor: Actor): Promise<WireAdjustment> {
    const username = await usernameOf(merchant, id);
    const row = await db.transaction(async (tx) => {
      const held = await pendingOrThrow(tx, merchant, id);
      const decided = await repo.decide(tx, held.id, {
        status: 'rejected',
        decidedBy: operatorOf(actor),
        decidedByName: actor.operatorName,
        decidedAt: clock.now(),
      });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'wallet.adjustment.rejected',
        target: username,
        detail: { adjustmentId: held.id, amount: showAmount(merchant, held.amount), requestedBy: held.requestedByName },
      });
      return decided;
    });
    return one(merchant, row);
  }

  /** The adjustments waiting for a second operator, oldest first. */
  async function pending(merchant: ResolvedMerchant): Promise<WireAdjustment[]> {
    return toWire(merchant, await repo.pending(db, merchant.id));
  }

  return { confirm, reject, pending };
}
