// Feedback and complaints (docs/support.md): a member sends a category, up to 140 characters and up to three
// images it uploaded before; the operator answers in the console and closes the ticket. Every write is scoped
// by the merchant, and the console's writes are audited in their transaction.
import type { ConsoleFeedbackTicket, FeedbackCategory, FeedbackStatus, FeedbackTicket } from '@orbit/contracts/support';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { memberImages } from '../../lib/member-images.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import * as repo from './feedback.repo.ts';

/** Images a member may upload in a day: three per ticket for several tickets, with room for retries. */
export const FEEDBACK_IMAGES_PER_DAY = 30;

function toTicket(parts: repo.TicketWithParts): FeedbackTicket {
  const { ticket } = parts;
  return {
    id: ticket.id,
    category: ticket.category as FeedbackCategory,
    content: ticket.content,
    status: ticket.status as FeedbackStatus,
    imageIds: parts.imageIds,
    replies: parts.replies.map((reply) => ({ id: reply.id, body: reply.body, createdAt: reply.createdAt.toISOString() })),
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
  };
}

function toConsoleTicket(parts: repo.TicketWithParts): ConsoleFeedbackTicket {
  return {
    ...toTicket(parts),
    memberId: parts.ticket.memberId,
    username: parts.ticket.username,
    replies: parts.replies.map((reply) => ({ id: reply.id, body: reply.body, createdAt: reply.createdAt.toISOString(), operatorName: reply.operatorName })),
  };
}

export function createFeedbackService(deps: { database: Database; clock: Clock; audit: AuditSink }) {
  const { db } = deps.database;
  const imageStore = memberImages({
    database: deps.database,
    clock: deps.clock,
    perDay: FEEDBACK_IMAGES_PER_DAY,
    table: { imagesSince: repo.imagesSince, insertImage: repo.insertImage, imageBytes: repo.imageBytes },
  });
  const { clock, audit } = deps;

  /**
   * A new ticket with the member's images attached, all or nothing.
   * @throws not_found (field imageIds: an image that is not the member's, or is already part of a ticket)
   */
  async function send(
    merchant: ResolvedMerchant,
    member: { id: number; username: string },
    input: { category: FeedbackCategory; content: string; imageIds: string[] },
  ): Promise<FeedbackTicket> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const free = await repo.freeImagesOf(tx, merchant.id, member.id, input.imageIds);
      if (free.length !== input.imageIds.length)
        throw new ApiError('not_found', 'An image was not found or was already sent; please upload it again', { field: 'imageIds' });
      const ticket = await repo.insertTicket(tx, {
        merchantId: merchant.id,
        memberId: member.id,
        username: member.username,
        category: input.category,
        content: input.content,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      });
      await repo.attachImages(tx, ticket.id, input.imageIds);
      return toTicket({ ticket, replies: [], imageIds: input.imageIds });
    });
  }

  async function mine(merchant: ResolvedMerchant, memberId: number, query: { page: number; pageSize: number }) {
    const { items, total } = await repo.ticketPage(db, merchant.id, { memberId }, query.page, query.pageSize);
    return { items: items.map(toTicket), total, page: query.page, pageSize: query.pageSize };
  }

  async function list(merchant: ResolvedMerchant, query: { status?: FeedbackStatus | undefined; page: number; pageSize: number }) {
    const filter = query.status === undefined ? {} : { status: query.status };
    const { items, total } = await repo.ticketPage(db, merchant.id, filter, query.page, query.pageSize);
    return { items: items.map(toConsoleTicket), total, page: query.page, pageSize: query.pageSize };
  }

  /** @throws not_found, conflict (a closed ticket is reopened before it is answered) */
  async function reply(merchant: ResolvedMerchant, id: number, body: string, actor: Actor & { operatorId: number }): Promise<ConsoleFeedbackTicket> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const ticket = await repo.ticketById(tx, merchant.id, id, true);
      if (!ticket) throw new ApiError('not_found', 'No such feedback');
      if (ticket.status === 'closed') throw new ApiError('conflict', 'This feedback is closed; reopen it to reply');
      await repo.insertReply(tx, {
        ticketId: id,
        merchantId: merchant.id,
        operatorId: actor.operatorId,
        operatorName: actor.operatorName,
        body,
        createdAt: now,
      });
      await repo.setStatus(tx, id, 'replied', now);
      await audit.record(tx, { merchantId: merchant.id, actor, action: 'support.feedback.reply', target: String(id), detail: { member: ticket.username } });
      const [parts] = await repo.withParts(tx, [{ ...ticket, status: 'replied', updatedAt: now }]);
      return toConsoleTicket(parts!);
    });
  }

  /** @throws not_found */
  async function setStatus(merchant: ResolvedMerchant, id: number, status: FeedbackStatus, actor: Actor): Promise<ConsoleFeedbackTicket> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const ticket = await repo.ticketById(tx, merchant.id, id, true);
      if (!ticket) throw new ApiError('not_found', 'No such feedback');
      await repo.setStatus(tx, id, status, now);
      await audit.record(tx, {
        merchantId: merchant.id,
        actor,
        action: 'support.feedback.status',
        target: String(id),
        detail: { from: ticket.status, to: status },
      });
      const [parts] = await repo.withParts(tx, [{ ...ticket, status, updatedAt: now }]);
      return toConsoleTicket(parts!);
    });
  }

  return {
    storeImage: (merchant: ResolvedMerchant, memberId: number, bytes: Buffer) => imageStore.store(merchant.id, memberId, bytes),
    send,
    mine,
    list,
    reply,
    setStatus,
    /** @throws not_found */
    image: (merchant: ResolvedMerchant, id: string, memberId?: number) => imageStore.read(merchant.id, id, memberId),
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
