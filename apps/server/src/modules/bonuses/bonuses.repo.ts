// The bonus grants' queries (docs/wallet.md, Bonus money). A grant's balance is its ledger account's: this
// file reads ledger_accounts as a named read model (table-owners.mjs) and never writes it.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { bonusGrants, bonusRoundStakes, bonusWageringAdjustments } from '../../db/schema/bonuses.ts';
import { ledgerAccounts } from '../../db/schema/wallet.ts';

export type GrantRow = typeof bonusGrants.$inferSelect;
export type NewGrant = typeof bonusGrants.$inferInsert;
export type StakeRow = typeof bonusRoundStakes.$inferSelect;

/** The grant of this source, or undefined. */
export async function bySource(tx: Tx, merchantId: number, memberId: number, kind: string, sourceId: string): Promise<GrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusGrants)
    .where(
      and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId), eq(bonusGrants.sourceKind, kind), eq(bonusGrants.sourceId, sourceId)),
    );
  return row;
}

/** Inserts a grant; undefined when its source already has one (a concurrent grant of the same source). */
export async function insert(tx: Tx, values: NewGrant): Promise<GrantRow | undefined> {
  const [row] = await tx.insert(bonusGrants).values(values).onConflictDoNothing().returning();
  return row;
}

/** The member's active grant, locked (the partial unique index finds it). */
export async function lockActive(tx: Tx, merchantId: number, memberId: number): Promise<GrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId), eq(bonusGrants.state, 'active')))
    .for('update');
  return row;
}

export async function lockById(tx: Tx, merchantId: number, id: number): Promise<GrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.id, id)))
    .for('update');
  return row;
}

/** Locks grants by id, in id order (every path locks grants before ledger accounts). */
export async function lockMany(tx: Tx, merchantId: number, ids: readonly number[]): Promise<GrantRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.merchantId, merchantId), inArray(bonusGrants.id, [...ids])))
    .orderBy(asc(bonusGrants.id))
    .for('update');
}

/** The member's active and queued grants, locked, oldest first. */
export async function lockLive(tx: Tx, merchantId: number, memberId: number): Promise<GrantRow[]> {
  return tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId), inArray(bonusGrants.state, ['active', 'queued'])))
    .orderBy(asc(bonusGrants.id))
    .for('update');
}

/** The member's oldest queued grant, locked. */
export async function lockOldestQueued(tx: Tx, merchantId: number, memberId: number): Promise<GrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId), eq(bonusGrants.state, 'queued')))
    .orderBy(asc(bonusGrants.id))
    .limit(1)
    .for('update');
  return row;
}

export async function update(tx: Tx, id: number, values: Partial<NewGrant>): Promise<GrantRow> {
  const [row] = await tx.update(bonusGrants).set(values).where(eq(bonusGrants.id, id)).returning();
  if (!row) throw new Error(`bonus grant ${id} vanished`);
  return row;
}

/** Balances of these ledger accounts (an account never used is absent: zero). */
/** Balances of these ledger accounts in the currency (null: a member's accounts are all in the merchant's one currency). */
export async function balancesOf(tx: Tx, merchantId: number, currency: string | null, addresses: readonly string[]): Promise<Map<string, bigint>> {
  if (addresses.length === 0) return new Map();
  const rows = await tx
    .select({ address: ledgerAccounts.address, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.merchantId, merchantId),
        currency === null ? undefined : eq(ledgerAccounts.currency, currency),
        inArray(ledgerAccounts.address, [...addresses]),
      ),
    );
  return new Map(rows.map((row) => [row.address, row.balance]));
}

/**
 * Records a stake's split and adds its contribution to the grant in one statement (one round trip in the bet);
 * answers the grant's wagering afterwards.
 */
export async function recordStake(tx: Tx, stake: typeof bonusRoundStakes.$inferInsert): Promise<{ done: bigint; required: bigint }> {
  const inserted = tx.$with('inserted').as(tx.insert(bonusRoundStakes).values(stake).returning({ contribution: bonusRoundStakes.contribution }));
  const [row] = await tx
    .with(inserted)
    .update(bonusGrants)
    .set({ wageringDone: sql`${bonusGrants.wageringDone} + (SELECT contribution FROM ${inserted})` })
    .where(eq(bonusGrants.id, stake.grantId))
    .returning({ done: bonusGrants.wageringDone, required: bonusGrants.wageringRequired });
  if (!row) throw new Error(`bonus grant ${stake.grantId} vanished`);
  return row;
}

/** The stakes of a member's round that were not rolled back. */
export async function stakesOfRound(tx: Tx, memberId: number, vendorId: number, roundId: string): Promise<StakeRow[]> {
  return tx
    .select()
    .from(bonusRoundStakes)
    .where(
      and(
        eq(bonusRoundStakes.vendorId, vendorId),
        eq(bonusRoundStakes.roundId, roundId),
        eq(bonusRoundStakes.memberId, memberId),
        eq(bonusRoundStakes.rolledBack, false),
      ),
    );
}

/** Closes a round's open stakes; answers the grants they belonged to. */
export async function closeRound(tx: Tx, memberId: number, vendorId: number, roundId: string): Promise<number[]> {
  const rows = await tx
    .update(bonusRoundStakes)
    .set({ open: false })
    .where(
      and(
        eq(bonusRoundStakes.vendorId, vendorId),
        eq(bonusRoundStakes.roundId, roundId),
        eq(bonusRoundStakes.memberId, memberId),
        eq(bonusRoundStakes.open, true),
      ),
    )
    .returning({ grantId: bonusRoundStakes.grantId });
  return [...new Set(rows.map((row) => row.grantId))];
}

export async function stakeByDebit(tx: Tx, vendorId: number, debitTransactionId: string): Promise<StakeRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusRoundStakes)
    .where(and(eq(bonusRoundStakes.vendorId, vendorId), eq(bonusRoundStakes.debitTransactionId, debitTransactionId)));
  return row;
}

export async function markRolledBack(tx: Tx, id: number): Promise<void> {
  await tx.update(bonusRoundStakes).set({ open: false, rolledBack: true }).where(eq(bonusRoundStakes.id, id));
}

export async function hasOpenStake(tx: Tx, grantId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bonusRoundStakes.id })
    .from(bonusRoundStakes)
    .where(and(eq(bonusRoundStakes.grantId, grantId), eq(bonusRoundStakes.open, true)))
    .limit(1);
  return row !== undefined;
}

/** The active grant's balance (zero without one), in one query. */
export async function activeBalance(tx: Tx, merchantId: number, memberId: number, currency: string): Promise<bigint> {
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance })
    .from(bonusGrants)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.merchantId, bonusGrants.merchantId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.address, sql`'member:' || ${bonusGrants.memberId} || ':bonus:' || ${bonusGrants.id}`),
      ),
    )
    .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId), eq(bonusGrants.state, 'active')));
  return row?.balance ?? 0n;
}

/** Of these rounds of a vendor, the (member, round) pairs with any bonus stake, as `member:round` keys (one query). */
export async function roundsWithStakes(tx: Tx, vendorId: number, roundIds: readonly string[]): Promise<Set<string>> {
  if (roundIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ memberId: bonusRoundStakes.memberId, roundId: bonusRoundStakes.roundId })
    .from(bonusRoundStakes)
    .where(and(eq(bonusRoundStakes.vendorId, vendorId), sql`${bonusRoundStakes.roundId} = ANY(${textArray(roundIds)}::text[])`));
  return new Set(rows.map((row) => `${row.memberId}:${row.roundId}`));
}

/** Each member's active grant balance (members without one are left out), in one query. */
export async function activeBalances(tx: Tx, merchantId: number, memberIds: readonly number[], currency: string): Promise<Map<number, bigint>> {
  if (memberIds.length === 0) return new Map();
  const rows = await tx
    .select({ memberId: bonusGrants.memberId, balance: ledgerAccounts.balance })
    .from(bonusGrants)
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.merchantId, bonusGrants.merchantId),
        eq(ledgerAccounts.currency, currency),
        eq(ledgerAccounts.address, sql`'member:' || ${bonusGrants.memberId} || ':bonus:' || ${bonusGrants.id}`),
      ),
    )
    .where(
      and(
        eq(bonusGrants.merchantId, merchantId),
        sql`${bonusGrants.memberId} = ANY(${`{${memberIds.join(',')}}`}::integer[])`,
        eq(bonusGrants.state, 'active'),
      ),
    );
  return new Map(rows.map((row) => [row.memberId, row.balance]));
}

/** A PostgreSQL array literal of texts, every element quoted. */
function textArray(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
}

/** The member's grants, newest first. */
export async function ofMember(tx: Tx, merchantId: number, memberId: number, limit: number): Promise<GrantRow[]> {
  return tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId)))
    .orderBy(desc(bonusGrants.id))
    .limit(limit);
}

export async function byEndRequest(tx: Tx, merchantId: number, memberId: number, requestId: string): Promise<GrantRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusGrants)
    .where(and(eq(bonusGrants.merchantId, merchantId), eq(bonusGrants.memberId, memberId), eq(bonusGrants.endRequestId, requestId)));
  return row;
}

/** A page of the merchant's grants, newest first, optionally of one member and/or in one state. */
export async function page(
  tx: Tx,
  merchantId: number,
  filter: { id?: number; memberId?: number | undefined; state?: string | undefined },
  pageNo: number,
  size: number,
) {
  const where = and(
    eq(bonusGrants.merchantId, merchantId),
    filter.id === undefined ? undefined : eq(bonusGrants.id, filter.id),
    filter.memberId === undefined ? undefined : eq(bonusGrants.memberId, filter.memberId),
    filter.state === undefined ? undefined : eq(bonusGrants.state, filter.state),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(bonusGrants)
      .where(where)
      .orderBy(desc(bonusGrants.id))
      .limit(size)
      .offset((pageNo - 1) * size),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(bonusGrants)
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Active grants past their end (the expiry index), oldest first. */
export async function dueToExpire(tx: Tx, now: Date, limit: number): Promise<Pick<GrantRow, 'id' | 'merchantId'>[]> {
  return tx
    .select({ id: bonusGrants.id, merchantId: bonusGrants.merchantId })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.state, 'active'), lte(bonusGrants.expiresAt, now)))
    .orderBy(asc(bonusGrants.expiresAt))
    .limit(limit);
}

export type WageringAdjustmentRow = typeof bonusWageringAdjustments.$inferSelect;

/** Inserts a wagering change unless its request id is known (a retry) or its grant already has one pending. */
export async function insertWageringAdjustment(tx: Tx, values: typeof bonusWageringAdjustments.$inferInsert): Promise<WageringAdjustmentRow | undefined> {
  const [row] = await tx.insert(bonusWageringAdjustments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function wageringAdjustmentByRequest(tx: Tx, merchantId: number, requestId: string): Promise<WageringAdjustmentRow | undefined> {
  const [row] = await tx
    .select()
    .from(bonusWageringAdjustments)
    .where(and(eq(bonusWageringAdjustments.merchantId, merchantId), eq(bonusWageringAdjustments.requestId, requestId)));
  return row;
}

/** The wagering change, locked when asked, so two decisions on it queue. */
export async function wageringAdjustmentById(tx: Tx, merchantId: number, id: number, lock = false): Promise<WageringAdjustmentRow | undefined> {
  const query = tx
    .select()
    .from(bonusWageringAdjustments)
    .where(and(eq(bonusWageringAdjustments.merchantId, merchantId), eq(bonusWageringAdjustments.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function decideWagering(
  tx: Tx,
  id: number,
  decision: Pick<Partial<WageringAdjustmentRow>, 'status' | 'outcome' | 'requiredAfter' | 'decidedBy' | 'decidedByName' | 'decidedAt'>,
): Promise<WageringAdjustmentRow> {
  const [row] = await tx
    .update(bonusWageringAdjustments)
    .set(decision)
    .where(and(eq(bonusWageringAdjustments.id, id), eq(bonusWageringAdjustments.status, 'pending')))
    .returning();
  if (!row) throw new Error(`wagering adjustment ${id} was decided twice`);
  return row;
}

export async function wageringAdjustments(tx: Tx, merchantId: number, status: string, limit: number): Promise<WageringAdjustmentRow[]> {
  return tx
    .select()
    .from(bonusWageringAdjustments)
    .where(and(eq(bonusWageringAdjustments.merchantId, merchantId), eq(bonusWageringAdjustments.status, status)))
    .orderBy(desc(bonusWageringAdjustments.id))
    .limit(limit);
}
