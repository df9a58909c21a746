// A second operator's decision on a held wagering change (wagering.ts): approve applies it to the grant as it
// stands, reject leaves the grant alone; and the list of changes by status for the console. Same lock order as
// every bonus path: the grant first, then the change's row.
import type { ConsoleBonusGrant, WageringAdjustment } from '@orbit/contracts/bonuses';
import { ApiError } from '@orbit/contracts/envelope';
import type { Tx } from '../../db/client.ts';
import type { Actor } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import * as repo from './bonuses.repo.ts';
import { DEFAULT_CEILING } from './grants.ts';
import type { BonusCore } from './lifecycle.ts';
import type { WageringDeps } from './wagering.ts';

/** What the decisions share with the request side (wagering.ts). */
export interface WageringShared {
  operatorOf(actor: Actor): number;
  applyTo(tx: Tx, merchant: ResolvedMerchant, grant: repo.GrantRow, after: bigint): Promise<{ row: repo.GrantRow; outcome: 'adjusted' | 'converted' }>;
  answer(
    merchant: ResolvedMerchant,
    adjustment: repo.WageringAdjustmentRow,
    grant: repo.GrantRow,
  ): Promise<{ adjustment: WageringAdjustment; grant: ConsoleBonusGrant }>;
  toWire(merchant: ResolvedMerchant, row: repo.WageringAdjustmentRow, grant: Pick<repo.GrantRow, 'amount'>): Promise<WageringAdjustment>;
}

export function createWageringDecisions(core: BonusCore, deps: WageringDeps, shared: WageringShared) {
  const { db } = core.database;
  const { clock } = core;
  const { operatorOf, applyTo, answer, toWire } = shared;

  /** Locks the grant, then the pending change (the grant first, as every path does). */
  async function lockPending(tx: Tx, merchant: ResolvedMerchant, id: number, grantId: number) {
    const grant = await repo.lockById(tx, merchant.id, grantId);
    const row = await repo.wageringAdjustmentById(tx, merchant.id, id, true);
    if (!row || !grant) throw new ApiError('not_found', 'No such wagering change', { field: 'id' });
    if (row.status !== 'pending') throw new ApiError('invalid_state', `This wagering change is ${row.status} already`);
    return { row, grant };
  }

  async function beforeDecision(merchant: ResolvedMerchant, id: number) {
    const row = await repo.wageringAdjustmentById(db, merchant.id, id);
    if (!row) throw new ApiError('not_found', 'No such wagering change', { field: 'id' });
    return { grantId: row.grantId, username: await deps.usernameOf(merchant, row.memberId) };
  }

  /**
   * A second operator approves a held change: it applies now to the grant as it stands (a requirement now at or
   * below what is wagered converts it).
   * @throws not_found, invalid_state (decided already, or the grant has ended), second_approver_required (the maker itself),
   *   bonus_multiple_too_high (the merchant's ceiling was lowered since)
   */
  async function approve(merchant: ResolvedMerchant, id: number, actor: Actor) {
    const { grantId, username } = await beforeDecision(merchant, id);
    const { adjustment, grant } = await db.transaction(async (tx) => {
      const { row, grant: locked } = await lockPending(tx, merchant, id, grantId);
      if (row.requestedBy === actor.operatorId)
        throw new ApiError('second_approver_required', 'You asked for this wagering change: a second, different operator must approve it');
      if (locked.state !== 'active') throw new ApiError('invalid_state', `The grant is ${locked.state} now: reject this change`);
      const ceiling = merchant.settings.games.bonusMaxMultiple ?? DEFAULT_CEILING;
      if (row.requiredAfter > locked.wageringBase * BigInt(ceiling))
        throw new ApiError('bonus_multiple_too_high', `The merchant's ceiling is ${ceiling}× now: reject this change`);
      const applied = await applyTo(tx, merchant, locked, row.requiredAfter);
      const decided = await repo.decideWagering(tx, row.id, {
        status: 'applied',
        outcome: applied.outcome,
        decidedBy: operatorOf(actor),
        decidedByName: actor.operatorName,
        decidedAt: clock.now(),
      });
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'bonuses.wagering.approve',
        target: username,
        detail: {
          grantId,
          adjustmentId: row.id,
          requiredBefore: showAmount(merchant, locked.wageringRequired),
          requiredAfter: showAmount(merchant, row.requiredAfter),
          outcome: applied.outcome,
          requestedBy: row.requestedByName,
        },
      });
      return { adjustment: decided, grant: applied.row };
    });
    return answer(merchant, adjustment, grant);
  }

  /** Rejects a held change (the maker may withdraw its own); the grant stays as it is. @throws not_found, invalid_state */
  async function reject(merchant: ResolvedMerchant, id: number, actor: Actor) {
    const { grantId, username } = await beforeDecision(merchant, id);
    const { adjustment, grant } = await db.transaction(async (tx) => {
      const { row, grant: locked } = await lockPending(tx, merchant, id, grantId);
      const decided = await repo.decideWagering(tx, row.id, {
        status: 'rejected',
        decidedBy: operatorOf(actor),
        decidedByName: actor.operatorName,
        decidedAt: clock.now(),
      });
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'bonuses.wagering.reject',
        target: username,
        detail: { grantId, adjustmentId: row.id, requiredAfter: showAmount(merchant, row.requiredAfter), requestedBy: row.requestedByName },
      });
      return { adjustment: decided, grant: locked };
    });
    return { adjustment: await toWire(merchant, adjustment, grant) };
  }

  /** The changes in one status, newest first (pending: those waiting for a second operator). */
  async function list(merchant: ResolvedMerchant, status: WageringAdjustment['status']) {
    const rows = await repo.wageringAdjustments(db, merchant.id, status, 100);
    const items: WageringAdjustment[] = [];
    for (const row of rows) {
      const [grant] = (await repo.page(db, merchant.id, { id: row.grantId }, 1, 1)).rows;
      if (grant) items.push(await toWire(merchant, row, grant));
    }
    return { items };
  }

  return { approve, reject, list };
}
