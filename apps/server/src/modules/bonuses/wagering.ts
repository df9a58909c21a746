// Changing a live grant's wagering requirement from the console (docs/wallet.md, Bonus money: "Adjusting the
// wagering"). The money at stake is the grant's bonus amount: from the merchant's four-eyes amount up the change
// waits for a second, different operator, as manual adjustments do; below it applies at once. A requirement
// at or below what is already wagered converts the grant through the one conversion path (core.end, key
// bonus:convert:<id>), so an approval racing the bet that completes the wagering converts once. Every path
// locks the grant first, then the change's row, then ledger accounts (the order bets and forfeits use).
import type { ConsoleBonusGrant, WageringAdjustment } from '@orbit/contracts/bonuses';
import { ApiError } from '@orbit/contracts/envelope';
import type { Tx } from '../../db/client.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { readAmount, settingAmount, showAmount } from '../wallet/money.ts';
import * as repo from './bonuses.repo.ts';
import { DEFAULT_CEILING } from './grants.ts';
import type { BonusCore } from './lifecycle.ts';
import { createWageringDecisions } from './wagering-decisions.ts';

export interface WageringInput {
  requestId: string;
  wageringRequired?: string | undefined;
  multiple?: number | undefined;
  reason: string;
}

export interface WageringDeps {
  audit: AuditSink;
  usernameOf: (merchant: ResolvedMerchant, memberId: number) => Promise<string>;
  grantsOf: (merchant: ResolvedMerchant, rows: repo.GrantRow[]) => Promise<ConsoleBonusGrant[]>;
}

/** Does a change of this grant need a second operator? From the four-eyes amount up, like manual adjustments. */
export function wageringNeedsSecondOperator(merchant: Pick<ResolvedMerchant, 'currency' | 'settings'>, grant: Pick<repo.GrantRow, 'amount'>): boolean {
  return grant.amount >= settingAmount(merchant, merchant.settings.payments.fourEyesAmount);
}

export function operatorOf(actor: Actor): number {
  if (actor.operatorId === null) throw new Error('a wagering change needs an operator');
  return actor.operatorId;
}

/**
 * The new requirement the operator asked for, checked against the grant.
 * @throws amount_invalid, bonus_multiple_too_high, validation_failed (unchanged)
 */
function requested(merchant: ResolvedMerchant, grant: repo.GrantRow, input: WageringInput): bigint {
  const ceiling = merchant.settings.games.bonusMaxMultiple ?? DEFAULT_CEILING;
  const field = input.multiple === undefined ? 'wageringRequired' : 'multiple';
  const after =
    input.multiple !== undefined
      ? grant.wageringBase * BigInt(input.multiple)
      : /^0+(\.0+)?$/.test(input.wageringRequired ?? '')
        ? 0n
        : readAmount(merchant, input.wageringRequired ?? '', 'wageringRequired');
  if (after > grant.wageringBase * BigInt(ceiling))
    throw new ApiError(
      'bonus_multiple_too_high',
      `At most ${ceiling} × ${showAmount(merchant, grant.wageringBase)} = ${showAmount(merchant, grant.wageringBase * BigInt(ceiling))} at this merchant`,
      { field },
    );
  if (after === grant.wageringRequired) throw new ApiError('validation_failed', 'That is the wagering required already', { field });
  return after;
}

/** A live grant, locked; anything else is refused. @throws not_found, invalid_state */
async function lockActive(tx: Tx, merchant: ResolvedMerchant, grantId: number): Promise<repo.GrantRow> {
  const grant = await repo.lockById(tx, merchant.id, grantId);
  if (!grant) throw new ApiError('not_found', 'No such bonus grant', { field: 'id' });
  if (grant.state !== 'active') throw new ApiError('invalid_state', 'Only an active grant’s wagering can be changed; this one is ' + grant.state);
  return grant;
}

function requestedAmount(merchant: ResolvedMerchant, input: WageringInput): bigint | null {
  const text = input.wageringRequired ?? '';
  if (/^0+(\.0+)?$/.test(text)) return 0n;
  try {
    return readAmount(merchant, text, 'wageringRequired');
  } catch {
    return null;
  }
}

export function createWageringAdjustments(core: BonusCore, deps: WageringDeps) {
  const { db } = core.database;
  const { clock } = core;

  /**
   * Sets the locked grant's requirement. Never below what is wagered: a requirement at or below it converts the
   * grant now, through the same end as a bet that completes the wagering.
   */
  async function applyTo(
    tx: Tx,
    merchant: ResolvedMerchant,
    grant: repo.GrantRow,
    after: bigint,
  ): Promise<{ row: repo.GrantRow; outcome: 'adjusted' | 'converted' }> {
    if (after > grant.wageringDone) return { row: await repo.update(tx, grant.id, { wageringRequired: after }), outcome: 'adjusted' };
    const met = await repo.update(tx, grant.id, { wageringRequired: grant.wageringDone });
    const ended = await core.end(tx, merchant, met, 'completed', 'wagering_adjusted');
    return { row: ended.row, outcome: 'converted' };
  }

  async function toWire(merchant: ResolvedMerchant, row: repo.WageringAdjustmentRow, grant: Pick<repo.GrantRow, 'amount'>): Promise<WageringAdjustment> {
    return {
      id: row.id,
      grantId: row.grantId,
      username: await deps.usernameOf(merchant, row.memberId),
      grantAmount: showAmount(merchant, grant.amount),
      requiredBefore: showAmount(merchant, row.requiredBefore),
      requiredAfter: showAmount(merchant, row.requiredAfter),
      multiple: row.multiple,
      reason: row.reason,
      status: row.status as WageringAdjustment['status'],
      outcome: row.outcome as WageringAdjustment['outcome'],
      requestedBy: row.requestedByName,
      requestedAt: row.requestedAt.toISOString(),
      decidedBy: row.decidedByName,
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  async function answer(merchant: ResolvedMerchant, adjustment: repo.WageringAdjustmentRow, grant: repo.GrantRow) {
    const [view] = await deps.grantsOf(merchant, [grant]);
    if (!view) throw new Error('grant not shaped');
    return { adjustment: await toWire(merchant, adjustment, grant), grant: view };
  }

  /** The grant (unlocked) and its member's name, read before a transaction (the directory reads on its own connection). */
  async function grantAndName(merchant: ResolvedMerchant, grantId: number) {
    const [grant] = (await repo.page(db, merchant.id, { id: grantId }, 1, 1)).rows;
    if (!grant) throw new ApiError('not_found', 'No such bonus grant', { field: 'id' });
    return { grant, username: await deps.usernameOf(merchant, grant.memberId) };
  }

  /**
   * Changes an active grant's wagering requirement with a reason, or holds the change for a second operator when
   * the grant's bonus amount is at or above the four-eyes amount. A retried requestId answers the first outcome.
   * @throws not_found, invalid_state (not active), amount_invalid, bonus_multiple_too_high, validation_failed
   *   (unchanged), change_pending (the grant has a change waiting), idempotency_conflict
   */
  async function adjust(merchant: ResolvedMerchant, grantId: number, input: WageringInput, actor: Actor) {
    const { username } = await grantAndName(merchant, grantId);
    const now = clock.now();
    const { adjustment, grant } = await db.transaction(async (tx) => {
      const earlier = await repo.wageringAdjustmentByRequest(tx, merchant.id, input.requestId);
      if (earlier) return replay(tx, merchant, earlier, grantId, input);
      const locked = await lockActive(tx, merchant, grantId);
      const after = requested(merchant, locked, input);
      const held = wageringNeedsSecondOperator(merchant, locked);
      const inserted = await repo.insertWageringAdjustment(tx, {
        merchantId: merchant.id,
        grantId,
        memberId: locked.memberId,
        requestId: input.requestId,
        requiredBefore: locked.wageringRequired,
        requiredAfter: after,
        multiple: input.multiple ?? null,
        reason: input.reason,
        status: 'pending',
        requestedBy: operatorOf(actor),
        requestedByName: actor.operatorName,
        requestedAt: now,
      });
      if (!inserted) {
        // The grant's row lock is held, so a conflict here is the request id used meanwhile, or a pending change.
        const raced = await repo.wageringAdjustmentByRequest(tx, merchant.id, input.requestId);
        if (raced) return replay(tx, merchant, raced, grantId, input);
        throw new ApiError('change_pending', 'This grant already has a wagering change waiting for a second operator: approve or reject it first');
      }
      const detail = {
        grantId,
        adjustmentId: inserted.id,
        amount: showAmount(merchant, locked.amount),
        requiredBefore: showAmount(merchant, inserted.requiredBefore),
        requiredAfter: showAmount(merchant, after),
        reason: input.reason,
      };
      if (held) {
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'bonuses.wagering.adjust',
          target: username,
          detail: { ...detail, status: 'pending' },
        });
        return { adjustment: inserted, grant: locked };
      }
      const applied = await applyTo(tx, merchant, locked, after);
      const decided = await repo.decideWagering(tx, inserted.id, {
        status: 'applied',
        outcome: applied.outcome,
        decidedBy: inserted.requestedBy,
        decidedByName: actor.operatorName,
        decidedAt: now,
      });
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'bonuses.wagering.adjust',
        target: username,
        detail: { ...detail, status: 'applied', outcome: applied.outcome },
      });
      return { adjustment: decided, grant: applied.row };
    });
    return answer(merchant, adjustment, grant);
  }

  async function replay(tx: Tx, merchant: ResolvedMerchant, first: repo.WageringAdjustmentRow, grantId: number, input: WageringInput) {
    const grant = await repo.lockById(tx, merchant.id, first.grantId);
    const same =
      first.grantId === grantId &&
      first.multiple === (input.multiple ?? null) &&
      (input.multiple !== undefined || (grant !== undefined && first.requiredAfter === requestedAmount(merchant, input)));
    if (!same || !grant) throw new ApiError('idempotency_conflict', 'This request id was used for a different wagering change', { field: 'requestId' });
    return { adjustment: first, grant };
  }

  const decisions = createWageringDecisions(core, deps, { operatorOf, applyTo, answer, toWire });
  return { adjust, ...decisions };
}
