// Responsible-gaming deposit limits (docs/wallet.md): per rolling 24 hours, 7 days and 30 days; the lowest
// remaining amount applies. A lower limit applies at once; a higher one, or none, waits 24 hours in
// `pending` so a member cannot lift a limit on impulse. Pending and approved deposits count as used.
// Due raises are applied when the limits are next read (and by an hourly job).
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { DepositLimits } from '@orbit/contracts/payments';
import type { Database, Tx } from '../../db/client.ts';
import { depositLimits } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { readAmount, showAmount } from '../wallet/money.ts';
import * as repo from './deposits.repo.ts';

export const RAISE_DELAY_MS = 24 * 60 * 60 * 1000;
const WINDOWS = ['daily', 'weekly', 'monthly'] as const;
type Window = (typeof WINDOWS)[number];
/** A limit per window in minor units; null is no limit. */
export type Limits = Record<Window, bigint | null>;
type StoredPending = Record<Window, string | null>;

const NONE: Limits = { daily: null, weekly: null, monthly: null };

/** Is `next` higher than `current` (no limit being the highest)? */
function raises(current: bigint | null, next: bigint | null): boolean {
  if (current === null) return false;
  return next === null || next > current;
}

/** The limits after a change: every lowered window now; answers the full target too when any window rises. */
export function planChange(current: Limits, target: Limits): { now: Limits; later: Limits | null } {
  const now = { ...current };
  let rising = false;
  for (const window of WINDOWS) {
    if (raises(current[window], target[window])) rising = true;
    else now[window] = target[window];
  }
  return { now, later: rising ? target : null };
}

/** The most that may still be deposited: the lowest of limit − used over the windows that have a limit. */
export function remainingOf(limits: Limits, used: Record<Window, bigint>): bigint | null {
  let remaining: bigint | null = null;
  for (const window of WINDOWS) {
    const limit = limits[window];
    if (limit === null) continue;
    const left = limit > used[window] ? limit - used[window] : 0n;
    if (remaining === null || left < remaining) remaining = left;
  }
  return remaining;
}

export type DepositLimitsService = ReturnType<typeof createDepositLimits>;

export function createDepositLimits(deps: { database: Database; clock: Clock; audit: AuditSink }) {
  const { database, clock, audit } = deps;

  /** The member's current limits and what is pending, with a due raise applied first. */
  async function load(tx: Tx, merchantId: number, memberId: number, options: { lock?: boolean } = {}) {
    const now = clock.now();
    const query = tx
      .select()
      .from(depositLimits)
      .where(and(eq(depositLimits.memberId, memberId), eq(depositLimits.merchantId, merchantId)));
    let [row] = options.lock ? await query.for('update') : await query;
    if (row?.pending && row.pendingEffectiveAt && row.pendingEffectiveAt <= now) {
      const pending = row.pending as StoredPending;
      [row] = await tx
        .update(depositLimits)
        .set({ ...fromStored(pending), pending: null, pendingEffectiveAt: null, updatedAt: now })
        .where(eq(depositLimits.memberId, memberId))
        .returning();
    }
    if (!row) return { limits: NONE, pending: null, effectiveAt: null };
    return {
      limits: { daily: row.daily, weekly: row.weekly, monthly: row.monthly },
      pending: row.pending ? fromStored(row.pending as StoredPending) : null,
      effectiveAt: row.pendingEffectiveAt,
    };
  }

  async function statusIn(tx: Tx, merchant: ResolvedMerchant, memberId: number): Promise<DepositLimits> {
    const current = await load(tx, merchant.id, memberId);
    const used = await repo.usage(tx, merchant.id, memberId, clock.now());
    const show = (value: bigint | null) => (value === null ? null : showAmount(merchant, value));
    const remaining = remainingOf(current.limits, used);
    return {
      daily: show(current.limits.daily),
      weekly: show(current.limits.weekly),
      monthly: show(current.limits.monthly),
      pending:
        current.pending && current.effectiveAt
          ? {
              daily: show(current.pending.daily),
              weekly: show(current.pending.weekly),
              monthly: show(current.pending.monthly),
              effectiveAt: current.effectiveAt.toISOString(),
            }
          : null,
      used: { daily: showAmount(merchant, used.daily), weekly: showAmount(merchant, used.weekly), monthly: showAmount(merchant, used.monthly) },
      remaining: show(remaining),
    };
  }

  /** The member's limits, what is pending, what is used and what remains. */
  function status(merchant: ResolvedMerchant, memberId: number): Promise<DepositLimits> {
    return database.db.transaction((tx) => statusIn(tx, merchant, memberId));
  }

  /**
   * Sets the limits: lower ones at once, higher ones (or none) after 24 hours. Setting the same raise again
   * keeps its time; a change with no raise drops a pending one.
   * @throws amount_invalid (field daily, weekly or monthly)
   */
  async function set(
    merchant: ResolvedMerchant,
    member: { id: number; username: string },
    input: Record<Window, string | null>,
    ip: string,
  ): Promise<DepositLimits> {
    const target: Limits = {
      daily: input.daily === null ? null : readAmount(merchant, input.daily, 'daily'),
      weekly: input.weekly === null ? null : readAmount(merchant, input.weekly, 'weekly'),
      monthly: input.monthly === null ? null : readAmount(merchant, input.monthly, 'monthly'),
    };
    return database.db.transaction(async (tx) => {
      const now = clock.now();
      const current = await load(tx, merchant.id, member.id, { lock: true });
      const plan = planChange(current.limits, target);
      const samePending = plan.later && current.pending && WINDOWS.every((w) => current.pending?.[w] === plan.later?.[w]);
      const effectiveAt = plan.later ? (samePending && current.effectiveAt ? current.effectiveAt : new Date(now.getTime() + RAISE_DELAY_MS)) : null;
      const values = { ...plan.now, pending: plan.later ? toStored(plan.later) : null, pendingEffectiveAt: effectiveAt, updatedAt: now };
      await tx
        .insert(depositLimits)
        .values({ memberId: member.id, merchantId: merchant.id, ...values })
        .onConflictDoUpdate({ target: depositLimits.memberId, set: values });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: { operatorId: null, operatorName: `member:${member.username}`, ip },
        action: 'member.deposit_limits',
        target: member.username,
        detail: { requested: input, pendingFrom: effectiveAt?.toISOString() ?? null },
      });
      return statusIn(tx, merchant, member.id);
    });
  }

  /**
   * Refuses a deposit that would pass a limit. Locks the member's limits row, so two deposits of one member
   * are checked one after the other inside their transactions.
   * @throws deposit_limit_exceeded (field amount)
   */
  async function assertWithin(tx: Tx, merchant: ResolvedMerchant, memberId: number, amount: bigint): Promise<void> {
    const current = await load(tx, merchant.id, memberId, { lock: true });
    if (WINDOWS.every((w) => current.limits[w] === null)) return;
    const remaining = remainingOf(current.limits, await repo.usage(tx, merchant.id, memberId, clock.now()));
    if (remaining !== null && amount > remaining)
      throw new ApiError(
        'deposit_limit_exceeded',
        remaining === 0n
          ? 'You have reached your deposit limit; it frees up as older deposits leave its period'
          : `Your deposit limit allows at most ${showAmount(merchant, remaining)} now`,
        { field: 'amount' },
      );
  }

  /** Applies every raise that is due (job); answers how many members' limits changed. */
  async function applyDue(tx: Tx): Promise<number> {
    const due = await tx
      .select({ memberId: depositLimits.memberId, merchantId: depositLimits.merchantId })
      .from(depositLimits)
      .where(and(isNotNull(depositLimits.pendingEffectiveAt), lte(depositLimits.pendingEffectiveAt, clock.now())));
    for (const row of due) await load(tx, row.merchantId, row.memberId, { lock: true });
    return due.length;
  }

  return { status, set, assertWithin, applyDue };
}

function toStored(limits: Limits): StoredPending {
  return { daily: limits.daily?.toString() ?? null, weekly: limits.weekly?.toString() ?? null, monthly: limits.monthly?.toString() ?? null };
}

function fromStored(stored: StoredPending): Limits {
  const read = (value: string | null | undefined) => (value === null || value === undefined ? null : BigInt(value));
  return { daily: read(stored.daily), weekly: read(stored.weekly), monthly: read(stored.monthly) };
}
