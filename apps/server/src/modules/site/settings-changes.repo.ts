// Queries of settings changes held for a second operator (settings_changes).
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { settingsChanges } from '../../db/schema/site.ts';

export type SettingsChangeRow = typeof settingsChanges.$inferSelect;

export async function insertChange(tx: Tx, values: typeof settingsChanges.$inferInsert): Promise<SettingsChangeRow> {
  const [row] = await tx.insert(settingsChanges).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function pendingOfSection(tx: Tx, merchantId: number, section: string): Promise<SettingsChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(settingsChanges)
    .where(and(eq(settingsChanges.merchantId, merchantId), eq(settingsChanges.section, section), eq(settingsChanges.status, 'pending')))
    .limit(1);
  return row;
}

/** The change, locked for the rest of the transaction so two decisions on it queue. */
export async function lockChange(tx: Tx, merchantId: number, id: number): Promise<SettingsChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(settingsChanges)
    .where(and(eq(settingsChanges.merchantId, merchantId), eq(settingsChanges.id, id)))
    .for('update')
    .limit(1);
  return row;
}

export async function decideChange(
  tx: Tx,
  id: number,
  decision: { status: 'confirmed' | 'rejected'; decidedBy: number; decidedByName: string; decidedAt: Date },
): Promise<SettingsChangeRow> {
  const [row] = await tx
    .update(settingsChanges)
    .set(decision)
    .where(and(eq(settingsChanges.id, id), eq(settingsChanges.status, 'pending')))
    .returning();
  if (!row) throw new Error(`settings change ${id} was decided twice`);
  return row;
}

export async function pendingChanges(tx: Tx, merchantId: number): Promise<SettingsChangeRow[]> {
  return tx
    .select()
    .from(settingsChanges)
    .where(and(eq(settingsChanges.merchantId, merchantId), eq(settingsChanges.status, 'pending')))
    .orderBy(asc(settingsChanges.id));
}
