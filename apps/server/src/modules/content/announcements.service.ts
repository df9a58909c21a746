// Announcements (docs/content.md): operators write them in the console (sanitised, audited, per merchant);
// visitors and members read the ones showing now for their audience, in their language; each popup shows a
// member once, and "do not show today" hides popups until the merchant's next calendar day.
import type { Announcement, AnnouncementInput, Notice, NoticePage } from '@orbit/contracts/announcements';
import { ApiError } from '@orbit/contracts/envelope';
import { zonedDay } from '@orbit/contracts/format';
import { isAgentType } from '@orbit/contracts/member';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import * as repo from './announcements.repo.ts';
import { cleanTexts, inLanguage } from './language-texts.ts';
import { sanitiseContent } from './sanitise.ts';

/** Who is reading: a visitor (no member), or a logged-in member of a type (isAgent). */
export interface Reader {
  merchant: ResolvedMerchant;
  language: string;
  member?: { id: number; type: number };
}

/**
 * The audiences a reader belongs to. Targeting by VIP level or member label would add its audiences here,
 * from the member's record, without touching the queries.
 */
export function audiencesOf(member: Reader['member']): string[] {
  if (!member) return ['everyone'];
  return isAgentType(member.type) ? ['everyone', 'members', 'agents'] : ['everyone', 'members'];
}

function toNotice(row: repo.AnnouncementRow, language: string): Notice {
  return {
    id: row.id,
    group: row.group as Notice['group'],
    type: row.type as Notice['type'],
    title: inLanguage(row.title, language),
    content: inLanguage(row.content, language),
    pinned: row.pinned,
    date: (row.startsAt ?? row.createdAt).getTime(),
  };
}

function toAnnouncement(row: repo.AnnouncementRow): Announcement {
  return {
    id: row.id,
    group: row.group as Announcement['group'],
    type: row.type as Announcement['type'],
    title: row.title,
    content: row.content,
    audience: row.audience as Announcement['audience'],
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    pinned: row.pinned,
    sortOrder: row.sortOrder,
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function valuesOf(input: AnnouncementInput, now: Date): repo.AnnouncementValues {
  return {
    group: input.group,
    type: input.type,
    title: cleanTexts(input.title, (t) => t.trim()),
    content: cleanTexts(input.content, sanitiseContent),
    audience: input.audience,
    startsAt: input.startsAt === null ? null : new Date(input.startsAt),
    endsAt: input.endsAt === null ? null : new Date(input.endsAt),
    pinned: input.pinned,
    sortOrder: input.sortOrder,
    enabled: input.enabled,
    updatedAt: now,
  };
}

export function createAnnouncementsService(deps: { database: Database; clock: Clock; audit: AuditSink }) {
  const { db } = deps.database;

  /** The notices showing now for this reader, a page at a time. */
  async function notices(
    reader: Reader,
    query: { group?: string | undefined; type?: string | undefined; page: number; pageSize: number },
  ): Promise<NoticePage> {
    const filter = { merchantId: reader.merchant.id, now: deps.clock.now(), audiences: audiencesOf(reader.member), group: query.group, type: query.type };
    const { items, total } = await repo.showingPage(db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
    return { items: items.map((row) => toNotice(row, reader.language)), total, page: query.page, pageSize: query.pageSize };
  }

  /** Popups due for a member: showing, unseen, and none on a day they chose "do not show today". */
  async function duePopups(reader: Reader & { member: { id: number; type: number } }): Promise<Notice[]> {
    const now = deps.clock.now();
    const merchantId = reader.merchant.id;
    if (await repo.snoozed(db, merchantId, reader.member.id, zonedDay(now, reader.merchant.timeZone))) return [];
    const rows = await repo.unseenPopups(db, { merchantId, now, audiences: audiencesOf(reader.member) }, reader.member.id);
    return rows.map((row) => toNotice(row, reader.language));
  }

  /** Records popups as shown (ids of other merchants or other groups are ignored) and the day's snooze. */
  async function popupsSeen(merchant: ResolvedMerchant, memberId: number, body: { ids: number[]; doNotShowToday: boolean }) {
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      const recorded = await repo.markSeen(tx, merchant.id, memberId, body.ids, now);
      if (body.doNotShowToday) await repo.snooze(tx, { merchantId: merchant.id, memberId, day: zonedDay(now, merchant.timeZone), at: now });
      return { recorded };
    });
  }

  async function list(merchant: ResolvedMerchant, group?: string) {
    return { items: (await repo.listAll(db, merchant.id, group)).map(toAnnouncement) };
  }

  async function create(merchant: ResolvedMerchant, input: AnnouncementInput, actor: Actor) {
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      const row = await repo.insert(tx, { ...valuesOf(input, now), merchantId: merchant.id, createdBy: actor.operatorId, createdAt: now });
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'content.announcement.create', target: String(row.id), detail: auditDetail(row) });
      return toAnnouncement(row);
    });
  }

  /** @throws not_found when the announcement is not this merchant's. */
  async function update(merchant: ResolvedMerchant, id: number, input: AnnouncementInput, actor: Actor) {
    const now = deps.clock.now();
    return db.transaction(async (tx) => {
      const before = await repo.findOne(tx, merchant.id, id);
      if (!before) throw new ApiError('not_found', 'No such announcement', { field: 'id' });
      const row = (await repo.update(tx, merchant.id, id, valuesOf(input, now)))!;
      await deps.audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'content.announcement.update',
        target: String(id),
        detail: { before: auditDetail(before), after: auditDetail(row) },
      });
      return toAnnouncement(row);
    });
  }

  /** @throws not_found when the announcement is not this merchant's. */
  async function remove(merchant: ResolvedMerchant, id: number, actor: Actor) {
    return db.transaction(async (tx) => {
      const row = await repo.remove(tx, merchant.id, id);
      if (!row) throw new ApiError('not_found', 'No such announcement', { field: 'id' });
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'content.announcement.delete', target: String(id), detail: { title: row.title } });
      return { deleted: true };
    });
  }

  return { notices, duePopups, popupsSeen, list, create, update, remove };
}

/** What the audit entry keeps: everything but the (possibly long) content, whose size it notes. */
function auditDetail(row: repo.AnnouncementRow) {
  const { content, createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, contentLength: Object.fromEntries(Object.entries(content).map(([k, v]) => [k, v.length])) };
}

export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
