// The member's inbox (docs/messages.md): the messages addressed to them and the broadcasts of their time, in
// their language, newest first; open one (it becomes read), mark all read, delete one. Every change tells the
// member's open pages the new unread count once it has committed.
import type { MemberMessage, MessageKind } from '@orbit/contracts/messages';
import { ApiError } from '@orbit/contracts/envelope';
import { afterCommit, type Database } from '../../db/client.ts';
import type { MessageTexts } from '../../db/schema/inbox.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { InboxHub } from './inbox.events.ts';
import * as repo from './inbox.repo.ts';

export function inLanguage(texts: MessageTexts, language: string): string {
  const own = language === 'MS' || language === 'CN' ? texts[language] : undefined;
  return own && own.trim() !== '' ? own : texts.EN;
}

function toMemberMessage(row: repo.MessageRow, read: boolean, language: string): MemberMessage {
  return {
    id: row.id,
    kind: row.kind as MessageKind,
    title: inLanguage(row.title, language),
    body: inLanguage(row.body, language),
    format: row.format as MemberMessage['format'],
    read,
    date: row.createdAt.getTime(),
  };
}

export interface Reader {
  merchant: ResolvedMerchant;
  memberId: number;
  language: string;
}

export function createInboxService(deps: { database: Database; clock: Clock; hub: InboxHub }) {
  const { db } = deps.database;
  const changed = (tx: Parameters<typeof afterCommit>[0], reader: Reader) =>
    afterCommit(tx, () => deps.hub.membersChanged(reader.merchant.id, [reader.memberId]));

  async function list(reader: Reader, query: { page: number; pageSize: number }) {
    const { merchant, memberId } = reader;
    const [items, counts] = await Promise.all([
      repo.page(db, merchant.id, memberId, (query.page - 1) * query.pageSize, query.pageSize),
      repo.counts(db, merchant.id, memberId),
    ]);
    return {
      items: items.map(({ row, read }) => toMemberMessage(row, read, reader.language)),
      total: counts.total,
      unread: counts.unread,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function unread(merchant: ResolvedMerchant, memberId: number): Promise<number> {
    return repo.unreadCount(db, merchant.id, memberId);
  }

  /**
   * Answers one message and marks it read.
   * @throws not_found (not this member's, deleted, or of another merchant)
   */
  async function read(reader: Reader, id: number) {
    return db.transaction(async (tx) => {
      const found = await repo.findVisible(tx, reader.merchant.id, reader.memberId, id);
      if (!found) throw new ApiError('not_found', 'No such message', { field: 'id' });
      if (!found.read) {
        await repo.markRead(tx, reader.merchant.id, reader.memberId, id, deps.clock.now());
        changed(tx, reader);
      }
      return { message: toMemberMessage(found.row, true, reader.language), unread: await repo.unreadCount(tx, reader.merchant.id, reader.memberId) };
    });
  }

  async function readAll(reader: Reader) {
    return db.transaction(async (tx) => {
      const marked = await repo.markAllRead(tx, reader.merchant.id, reader.memberId, deps.clock.now());
      if (marked > 0) changed(tx, reader);
      return { marked, unread: await repo.unreadCount(tx, reader.merchant.id, reader.memberId) };
    });
  }

  /** @throws not_found (not this member's, deleted already, or of another merchant) */
  async function remove(reader: Reader, id: number) {
    return db.transaction(async (tx) => {
      const found = await repo.findVisible(tx, reader.merchant.id, reader.memberId, id);
      if (!found) throw new ApiError('not_found', 'No such message', { field: 'id' });
      await repo.markDeleted(tx, reader.merchant.id, reader.memberId, id, deps.clock.now());
      if (!found.read) changed(tx, reader);
      return { deleted: true, unread: await repo.unreadCount(tx, reader.merchant.id, reader.memberId) };
    });
  }

  return { list, unread, read, readAll, remove };
}

export type InboxService = ReturnType<typeof createInboxService>;
