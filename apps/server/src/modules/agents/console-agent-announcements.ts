// Announcements to agents, written by operators from the console (docs/agents.md): the agents module's own
// table, each change with its audit record in the same transaction; a removal only marks the row deleted.
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import { agentAnnouncements } from '../../db/schema/agents.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { AnnouncementRow } from './console-agents.repo.ts';
import { createConsoleAgentsRepo } from './console-agents.repo.ts';
import type { OperatorActor } from './console-agents.service.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function createConsoleAgentAnnouncements(deps: { database: Database; clock: Clock; audit: AuditService }) {
  const db = deps.database.db;
  const repo = createConsoleAgentsRepo();

  const announcementView = (row: AnnouncementRow) => ({
    id: Number(row.id),
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    publishedAt: iso(row.published_at),
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
  });

  async function announcements(merchant: ResolvedMerchant, query: { page: number; pageSize: number }) {
    const { items, total } = await repo.announcements(db, merchant.id, query.page, query.pageSize);
    return { items: items.map(announcementView), total, page: query.page, pageSize: query.pageSize };
  }

  type AnnouncementInput = { title: string; body: string; pinned: boolean; publishedAt?: string | undefined };

  async function createAnnouncement(merchant: ResolvedMerchant, input: AnnouncementInput, actor: OperatorActor) {
    const now = deps.clock.now();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(agentAnnouncements)
        .values({
          merchantId: merchant.id,
          title: input.title,
          body: input.body,
          pinned: input.pinned,
          publishedAt: input.publishedAt ? new Date(input.publishedAt) : now,
          createdBy: actor.operatorId,
          createdAt: now,
        })
        .returning({ id: agentAnnouncements.id });
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'agents.announcement.create', target: String(row!.id), detail: { ...input } });
      return row!.id;
    });
    return announcementView((await repo.announcement(db, merchant.id, id))!);
  }

  async function updateAnnouncement(merchant: ResolvedMerchant, id: number, input: AnnouncementInput, actor: OperatorActor) {
    await db.transaction(async (tx) => {
      const before = await repo.announcement(tx, merchant.id, id);
      if (!before) throw new ApiError('not_found', 'No such announcement', { field: 'id' });
      await tx
        .update(agentAnnouncements)
        .set({
          title: input.title,
          body: input.body,
          pinned: input.pinned,
          ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
        })
        .where(and(eq(agentAnnouncements.id, id), eq(agentAnnouncements.merchantId, merchant.id), isNull(agentAnnouncements.deletedAt)));
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'agents.announcement.update',
        target: String(id),
        detail: { before: { title: before.title, body: before.body, pinned: before.pinned, publishedAt: iso(before.published_at) }, after: { ...input } },
      });
    });
    return announcementView((await repo.announcement(db, merchant.id, id))!);
  }

  async function deleteAnnouncement(merchant: ResolvedMerchant, id: number, actor: OperatorActor) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(agentAnnouncements)
        .set({ deletedAt: deps.clock.now() })
        .where(and(eq(agentAnnouncements.id, id), eq(agentAnnouncements.merchantId, merchant.id), isNull(agentAnnouncements.deletedAt)))
        .returning({ title: agentAnnouncements.title });
      if (!row) throw new ApiError('not_found', 'No such announcement', { field: 'id' });
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'agents.announcement.delete', target: String(id), detail: { title: row.title } });
    });
    return { deleted: true };
  }

  return { announcements, createAnnouncement, updateAnnouncement, deleteAnnouncement };
}
