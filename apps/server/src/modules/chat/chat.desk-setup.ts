// The chat desk's setup (docs/chat.md): the merchant's canned replies and its service hours, each change audited
// in its transaction. Split from chat.desk.ts, which hands in its stores.
import type { ServiceHours } from '@orbit/contracts/chat';
import type { CannedReply } from '@orbit/contracts/chat-desk';
import { ApiError } from '@orbit/contracts/envelope';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { DeskOperator, DeskShared } from './chat.desk.ts';
import * as repo from './chat.repo.ts';

export function createDeskSetup(shared: Pick<DeskShared, 'db' | 'clock' | 'audit' | 'actorOf'>) {
  const { db, clock, audit, actorOf } = shared;

  const toCanned = (row: repo.CannedRow): CannedReply => ({ id: row.id, title: row.title, body: row.body, updatedAt: row.updatedAt.toISOString() });

  async function canned(merchant: ResolvedMerchant) {
    return { items: (await repo.cannedOf(db, merchant.id)).map(toCanned) };
  }

  async function saveCanned(merchant: ResolvedMerchant, operator: DeskOperator, id: number | null, input: { title: string; body: string }, ip: string) {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const row =
        id === null
          ? await repo.insertCanned(tx, { merchantId: merchant.id, ...input, createdAt: now, updatedAt: now })
          : await repo.updateCanned(tx, merchant.id, id, { ...input, updatedAt: now });
      if (!row) throw new ApiError('not_found', 'No such canned reply');
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: actorOf(operator, ip),
        action: id === null ? 'chat.canned.create' : 'chat.canned.update',
        target: String(row.id),
        detail: { title: input.title },
      });
      return toCanned(row);
    });
  }

  async function deleteCanned(merchant: ResolvedMerchant, operator: DeskOperator, id: number, ip: string) {
    return db.transaction(async (tx) => {
      if (!(await repo.deleteCanned(tx, merchant.id, id))) throw new ApiError('not_found', 'No such canned reply');
      await audit.record(tx, { merchantId: merchant.id, actor: actorOf(operator, ip), action: 'chat.canned.delete', target: String(id), detail: null });
      return { deleted: true };
    });
  }

  async function saveHours(merchant: ResolvedMerchant, operator: DeskOperator, hours: ServiceHours, ip: string) {
    await db.transaction(async (tx) => {
      await repo.saveSettings(tx, { merchantId: merchant.id, limited: hours.limited, openFrom: hours.from, openTo: hours.to, updatedAt: clock.now() });
      await audit.record(tx, { merchantId: merchant.id, actor: actorOf(operator, ip), action: 'chat.settings', target: null, detail: hours });
    });
    return hours;
  }

  return { canned, saveCanned, deleteCanned, saveHours };
}
