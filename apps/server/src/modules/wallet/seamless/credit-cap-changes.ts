// A vendor's seamless credit cap changes only with two operators (docs/wallet.md, "Four-eyes rules"): a new
// cap is asked for by one operator and written when another with games.write confirms it, if the cap is still
// what it was when asked; either may reject it (the maker only withdraws its own). One change per vendor
// waits at a time. Request, confirmation and rejection are each audited.
//
// Every writer of a vendor's cap and of its changes holds the vendor's row lock first (lockVendor), so a
// request, a confirmation and a rejection of one vendor queue instead of waiting on each other crosswise.
import { and, asc, eq } from 'drizzle-orm';
import type { CreditCapChange } from '@orbit/contracts/console-approvals';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../../db/client.ts';
import { creditCapChanges, vendorCredentials } from '../../../db/schema/seamless.ts';
import { vendors } from '../../../db/schema/wallet.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { AuditService } from '../../console/audit.service.ts';
import type { Actor } from '../../site/site.service.ts';
import type { ResolvedMerchant } from '../../site/site.types.ts';
import { showAmount } from '../money.ts';
import { creditCapOf } from './credit-caps.ts';

type ChangeRow = typeof creditCapChanges.$inferSelect;
type VendorRow = typeof vendors.$inferSelect;

const shownCap = (merchant: ResolvedMerchant, cap: bigint | null) => showAmount(merchant, creditCapOf(merchant.currency, cap));

function toChange(merchant: ResolvedMerchant, row: ChangeRow, vendor: Pick<VendorRow, 'code' | 'name'>): CreditCapChange {
  return {
    id: row.id,
    vendorCode: vendor.code,
    vendorName: vendor.name,
    status: row.status as CreditCapChange['status'],
    before: shownCap(merchant, row.baseCap),
    after: shownCap(merchant, row.creditCap),
    toDefault: row.creditCap === null,
    requestedBy: row.requestedByName,
    requestedAt: row.requestedAt.toISOString(),
    decidedBy: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

export type CreditCapChanges = ReturnType<typeof createCreditCapChanges>;

export function createCreditCapChanges(deps: { database: Database; clock: Clock; audit: AuditService }) {
  const { db } = deps.database;

  /**
   * Stores a new cap as a pending change, in the caller's transaction (which holds the vendor's row lock).
   * @throws change_pending (a change of this vendor's cap already waits)
   */
  async function request(tx: Tx, merchant: ResolvedMerchant, vendor: VendorRow, baseCap: bigint | null, creditCap: bigint | null, actor: Actor) {
    if (actor.operatorId === null) throw new Error('a credit cap change needs an operator');
    const [waiting] = await tx
      .select({ id: creditCapChanges.id })
      .from(creditCapChanges)
      .where(and(eq(creditCapChanges.vendorId, vendor.id), eq(creditCapChanges.status, 'pending')));
    if (waiting)
      throw new ApiError('change_pending', `A change of ${vendor.code}'s credit cap already waits for a second operator: confirm or reject it first`, {
        field: 'creditCap',
      });
    const [row] = await tx
      .insert(creditCapChanges)
      .values({
        merchantId: merchant.id,
        vendorId: vendor.id,
        baseCap,
        creditCap,
        status: 'pending',
        requestedBy: actor.operatorId,
        requestedByName: actor.operatorName,
        requestedAt: deps.clock.now(),
      })
      .returning();
    await deps.audit.record(tx, {
      merchantId: merchant.id,
      actor,
      action: 'games.vendor.credit_cap_requested',
      target: vendor.code,
      detail: { changeId: row!.id, creditCap: creditCap === null ? null : showAmount(merchant, creditCap) },
    });
    return toChange(merchant, row!, vendor);
  }

  /** The vendor first (locked), then the change (locked): the order every writer keeps. @throws not_found, invalid_state */
  async function decidable(tx: Tx, merchant: ResolvedMerchant, id: number) {
    const [found] = await tx
      .select({ vendorId: creditCapChanges.vendorId })
      .from(creditCapChanges)
      .where(and(eq(creditCapChanges.merchantId, merchant.id), eq(creditCapChanges.id, id)));
    if (!found) throw new ApiError('not_found', 'No such credit cap change', { field: 'id' });
    const [vendor] = await tx.select().from(vendors).where(eq(vendors.id, found.vendorId)).for('update');
    const [change] = await tx.select().from(creditCapChanges).where(eq(creditCapChanges.id, id)).for('update');
    if (change!.status !== 'pending') throw new ApiError('invalid_state', `This credit cap change is ${change!.status} already`);
    return { vendor: vendor!, change: change! };
  }

  async function decide(tx: Tx, id: number, status: 'confirmed' | 'rejected', actor: Actor) {
    const [row] = await tx
      .update(creditCapChanges)
      .set({ status, decidedBy: actor.operatorId ?? 0, decidedByName: actor.operatorName, decidedAt: deps.clock.now() })
      .where(eq(creditCapChanges.id, id))
      .returning();
    return row!;
  }

  /**
   * Confirms another operator's change: the vendor's cap is written now (credits already held stay held).
   * @throws not_found, invalid_state (decided already), second_approver_required (the maker itself),
   *   change_outdated (the cap changed since the request)
   */
  async function confirm(merchant: ResolvedMerchant, id: number, actor: Actor): Promise<CreditCapChange> {
    return db.transaction(async (tx) => {
      const { vendor, change } = await decidable(tx, merchant, id);
      if (change.requestedBy === actor.operatorId)
        throw new ApiError('second_approver_required', 'You asked for this change: a second, different operator must confirm it');
      const [credentials] = await tx
        .select({ creditCap: vendorCredentials.creditCap })
        .from(vendorCredentials)
        .where(eq(vendorCredentials.vendorId, vendor.id));
      if (!credentials || credentials.creditCap !== change.baseCap)
        throw new ApiError('change_outdated', `${vendor.code}'s credit cap changed after this request was made: reject it and ask again`);
      await tx.update(vendorCredentials).set({ creditCap: change.creditCap }).where(eq(vendorCredentials.vendorId, vendor.id));
      const decided = await decide(tx, id, 'confirmed', actor);
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'games.vendor.credit_cap',
        target: vendor.code,
        detail: {
          changeId: id,
          requestedBy: change.requestedByName,
          creditCap: change.creditCap === null ? null : showAmount(merchant, change.creditCap),
        },
      });
      return toChange(merchant, decided, vendor);
    });
  }

  /** Rejects a pending change (the maker may withdraw its own): the cap stays. @throws not_found, invalid_state */
  async function reject(merchant: ResolvedMerchant, id: number, actor: Actor): Promise<CreditCapChange> {
    return db.transaction(async (tx) => {
      const { vendor, change } = await decidable(tx, merchant, id);
      const decided = await decide(tx, id, 'rejected', actor);
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'games.vendor.credit_cap_rejected',
        target: vendor.code,
        detail: { changeId: id, requestedBy: change.requestedByName },
      });
      return toChange(merchant, decided, vendor);
    });
  }

  /** The changes waiting for a second operator, oldest first. */
  async function pending(merchant: ResolvedMerchant): Promise<CreditCapChange[]> {
    const rows = await db
      .select({ change: creditCapChanges, code: vendors.code, name: vendors.name })
      .from(creditCapChanges)
      .innerJoin(vendors, eq(vendors.id, creditCapChanges.vendorId))
      .where(and(eq(creditCapChanges.merchantId, merchant.id), eq(creditCapChanges.status, 'pending')))
      .orderBy(asc(creditCapChanges.id));
    return rows.map((row) => toChange(merchant, row.change, row));
  }

  return { request, confirm, reject, pending };
}
