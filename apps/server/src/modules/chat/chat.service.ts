// The member's and the visitor's side of live chat (docs/chat.md): open or resume the conversation, send a
// text or an image, read, type. Outside the desk's service hours a message is kept as a left message and
// the platform says so in the conversation. Every change reaches the streams once it has committed.
import { randomBytes } from 'node:crypto';
import type { ChatConversation, ChatEvent, ChatMessage, ChatSide, ServiceHours } from '@orbit/contracts/chat';
import { ApiError } from '@orbit/contracts/envelope';
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import { sniffImage } from '../../lib/uploads.ts';
import type { AuthenticatedMember, ResolvedMerchant } from '../../plugins/principals.ts';
import type { ChatHub, ChatSignal, Party } from './chat.events.ts';
import * as repo from './chat.repo.ts';
import { ALWAYS_OPEN, DESK_SIDES, isOnline, toMessage } from './chat.view.ts';

/** Rank levels above this are served as VIP (product spec: VIP customer service above rank level 4). */
export const VIP_RANK_ABOVE = 4;

/** Who is chatting: a signed-in member, or a visitor with (or still without) its token; ip: its client address. */
export type ChatCaller = ({ kind: 'member'; member: AuthenticatedMember } | { kind: 'visitor'; token: string | undefined }) & { ip?: string };

const HOUR_MS = 3_600_000;

export interface ChatMembers {
  /** The member's club rank level (0 without a club label). */
  rankLevel(merchantId: number, memberId: number): Promise<number>;
}

const OFFLINE_NOTICE = 'We are away right now. Your message is kept and the team will answer it during service hours ({from}–{to}).';

export function partyOf(row: repo.ConversationRow): Party {
  return row.memberId !== null ? { memberId: row.memberId } : { conversationId: row.id };
}

export function createChatService(deps: {
  database: Database;
  clock: Clock;
  hub: ChatHub;
  members: ChatMembers;
  /** New conversations a member, or visitors from one address, may have open or have begun within the hour. */
  opensPerHour: number;
}) {
  const { db } = deps.database;
  const { clock, hub } = deps;

  async function hoursOf(merchantId: number): Promise<ServiceHours> {
    const row = await repo.settingsOf(db, merchantId);
    return row ? { limited: row.limited, from: row.openFrom, to: row.openTo } : ALWAYS_OPEN;
  }

  const sideOf = (caller: ChatCaller): ChatSide => (caller.kind === 'member' ? 'member' : 'visitor');

  function publish(tx: Tx, merchantId: number, row: repo.ConversationRow, signal: ChatSignal) {
    afterCommit(tx, () => hub.publish(merchantId, partyOf(row), signal));
  }

  /** The caller's conversation, if it has one (a visitor's closed one included: it can still read it). */
  async function find(merchant: ResolvedMerchant, caller: ChatCaller): Promise<repo.ConversationRow | undefined> {
    if (caller.kind === 'member') return repo.liveOfMember(db, merchant.id, caller.member.id);
    return caller.token ? repo.ofVisitor(db, merchant.id, hashToken(caller.token)) : undefined;
  }

  /** @throws not_found when the caller has not opened a chat */
  async function mustFind(merchant: ResolvedMerchant, caller: ChatCaller) {
    const row = await find(merchant, caller);
    if (!row) throw new ApiError('not_found', 'Open the chat first');
    return row;
  }

  async function toConversation(row: repo.ConversationRow): Promise<ChatConversation> {
    const unread = await repo.unreadBy(db, [row.id], DESK_SIDES);
    return {
      id: row.id,
      status: row.status as ChatConversation['status'],
      operatorName: row.operatorName,
      unread: unread.get(row.id) ?? 0,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function state(merchant: ResolvedMerchant, row: repo.ConversationRow, after: number) {
    const hours = await hoursOf(merchant.id);
    const [conversation, messages] = await Promise.all([toConversation(row), repo.messagesAfter(db, row.id, after, 200)]);
    return { conversation, messages: messages.map(toMessage), online: isOnline(hours, merchant.timeZone, clock.now()), serviceHours: hours };
  }

  /**
   * Counts, under a lock, the conversations the caller has in progress or began within the hour: a member by
   * itself, a visitor by its address (a visitor can drop its token and come back as new, its address stays).
   * @throws chat_open_limit
   */
  async function claimOpen(tx: Tx, merchantId: number, caller: ChatCaller) {
    const by = caller.kind === 'member' ? { memberId: caller.member.id } : caller.ip ? { ip: caller.ip } : null;
    if (!by) return;
    const opened = await repo.countRecentOpens(tx, merchantId, by, new Date(clock.now().getTime() - HOUR_MS));
    if (opened >= deps.opensPerHour)
      throw new ApiError('chat_open_limit', 'Too many chats opened in the last hour; please continue in the open one or try later');
  }

  /**
   * Resumes the caller's conversation, or starts one (a visitor needs a name, and gets a new token).
   * @throws validation_failed (field name) for a visitor without a conversation or a name; chat_open_limit
   */
  async function open(merchant: ResolvedMerchant, caller: ChatCaller, name: string | undefined) {
    const found = await find(merchant, caller);
    if (found && found.status !== 'closed') return { ...(await state(merchant, found, 0)), visitorToken: null };
    const now = clock.now();
    if (caller.kind === 'member') {
      const vip = (await deps.members.rankLevel(merchant.id, caller.member.id)) > VIP_RANK_ABOVE;
      const row = await db.transaction(async (tx) => {
        await claimOpen(tx, merchant.id, caller);
        const created = await repo.insertConversation(tx, {
          merchantId: merchant.id,
          memberId: caller.member.id,
          displayName: caller.member.username,
          status: 'waiting',
          vip,
          openedIp: caller.ip ?? null,
          createdAt: now,
          updatedAt: now,
        });
        if (created) publish(tx, merchant.id, created, { k: 'status', c: created.id });
        return created ?? (await repo.liveOfMember(tx, merchant.id, caller.member.id));
      });
      return { ...(await state(merchant, row!, 0)), visitorToken: null };
    }
    if (!name) throw new ApiError('validation_failed', 'Please tell us your name', { field: 'name' });
    // 192 random bits: the visitor's only key to its conversation; only its hash is stored.
    const token = randomBytes(24).toString('base64url');
    const row = await db.transaction(async (tx) => {
      await claimOpen(tx, merchant.id, caller);
      const created = await repo.insertConversation(tx, {
        merchantId: merchant.id,
        openedIp: caller.ip ?? null,
        visitorName: name,
        visitorTokenHash: hashToken(token),
        displayName: name,
        status: 'waiting',
        createdAt: now,
        updatedAt: now,
      });
      publish(tx, merchant.id, created!, { k: 'status', c: created!.id });
      return created!;
    });
    return { ...(await state(merchant, row, 0)), visitorToken: token };
  }

  /** @throws not_found */
  async function list(merchant: ResolvedMerchant, caller: ChatCaller, after: number) {
    return state(merchant, await mustFind(merchant, caller), after);
  }

  /** The conversation a message goes to: the member's live one (a new one after a close), the visitor's (reopened). */
  async function target(merchant: ResolvedMerchant, caller: ChatCaller) {
    if (caller.kind === 'member') return (await find(merchant, caller)) ?? (await open(merchant, caller, undefined)).conversation;
    return mustFind(merchant, caller);
  }

  /** Writes one message (text or image) with the offline notice when the desk is away. */
  async function write(merchant: ResolvedMerchant, caller: ChatCaller, content: repo.ChatContent) {
    const conversationId = (await target(merchant, caller)).id;
    const hours = await hoursOf(merchant.id);
    const now = clock.now();
    const online = isOnline(hours, merchant.timeZone, now);
    const message = await db.transaction(async (tx) => {
      const row = (await repo.byId(tx, merchant.id, conversationId, true))!;
      const created = await repo.insertWritten(tx, { conversationId: row.id, merchantId: merchant.id, side: sideOf(caller), createdAt: now }, content);
      publish(tx, merchant.id, row, { k: 'message', c: row.id, id: created.id });
      // A closed visitor conversation is taken up again; away from service hours a waiting one is a left message.
      const reopened = row.status === 'closed';
      const leaving = !online && (row.status === 'waiting' || reopened);
      const status = leaving ? 'left_message' : reopened ? 'waiting' : row.status;
      await repo.update(tx, row.id, {
        status,
        lastMessageAt: now,
        updatedAt: now,
        ...(reopened ? { operatorId: null, operatorName: null, closedAt: null } : {}),
      });
      if (status !== row.status) publish(tx, merchant.id, row, { k: 'status', c: row.id });
      if (leaving) {
        const notice = await repo.insertMessage(tx, {
          conversationId: row.id,
          merchantId: merchant.id,
          side: 'system',
          kind: 'text',
          body: OFFLINE_NOTICE.replace('{from}', hours.from).replace('{to}', hours.to),
          createdAt: new Date(now.getTime() + 1),
        });
        publish(tx, merchant.id, row, { k: 'message', c: row.id, id: notice.id });
      }
      return created;
    });
    return { message: toMessage(message), online, conversationId };
  }

  /** @throws not_found (no chat opened) */
  async function sendText(merchant: ResolvedMerchant, caller: ChatCaller, text: string) {
    const { message, online, conversationId } = await write(merchant, caller, { kind: 'text', body: text });
    return { message, online, conversation: await toConversation((await repo.byId(db, merchant.id, conversationId))!) };
  }

  /** A png or jpg by its bytes. @throws unsupported_media_type, not_found */
  async function sendImage(merchant: ResolvedMerchant, caller: ChatCaller, bytes: Buffer): Promise<{ message: ChatMessage; online: boolean }> {
    const mime = await checkImage(bytes);
    const { message, online } = await write(merchant, caller, { kind: 'image', imageId: randomBytes(24).toString('base64url'), mime, bytes });
    return { message, online };
  }

  /** @throws not_found */
  async function markRead(merchant: ResolvedMerchant, caller: ChatCaller, upTo: number) {
    const row = await mustFind(merchant, caller);
    return db.transaction(async (tx) => {
      const marked = await repo.markRead(tx, row.id, DESK_SIDES, upTo, clock.now());
      if (marked > 0) publish(tx, merchant.id, row, { k: 'read', c: row.id, s: sideOf(caller), u: upTo });
      return { marked };
    });
  }

  /** @throws not_found */
  async function typing(merchant: ResolvedMerchant, caller: ChatCaller) {
    const row = await mustFind(merchant, caller);
    if (row.status === 'closed') return { sent: false };
    hub.publish(merchant.id, partyOf(row), { k: 'typing', c: row.id, s: sideOf(caller) });
    return { sent: true };
  }

  /** An image of the caller's own conversation. @throws not_found */
  async function image(merchant: ResolvedMerchant, caller: ChatCaller, id: string) {
    const row = await mustFind(merchant, caller);
    const found = await repo.imageOf(db, merchant.id, id);
    if (!found || found.conversationId !== row.id) throw new ApiError('not_found', 'No such image');
    return found;
  }

  /** A signal as the member or visitor sees it: the desk's typing, and everything else of the conversation. */
  async function expandForParty(merchantId: number, signal: ChatSignal): Promise<ChatEvent | null> {
    switch (signal.k) {
      case 'message': {
        const row = await repo.messageById(db, merchantId, signal.id);
        return row ? { type: 'chat', kind: 'message', conversationId: signal.c, message: toMessage(row) } : null;
      }
      case 'typing':
        return signal.s === 'operator' ? { type: 'chat', kind: 'typing', conversationId: signal.c, side: signal.s } : null;
      case 'read':
        return { type: 'chat', kind: 'read', conversationId: signal.c, side: signal.s, upTo: signal.u };
      case 'status': {
        const row = await repo.byId(db, merchantId, signal.c);
        return row
          ? { type: 'chat', kind: 'status', conversationId: row.id, status: row.status as ChatConversation['status'], operatorName: row.operatorName }
          : null;
      }
    }
  }

  /** The chat as a source of the member event stream (modules/wallet/events.ts): unread at the start, then each change. */
  const memberEventSource = {
    subscribe: (merchantId: number, memberId: number, listener: (message?: string) => void) =>
      hub.subscribeParty(merchantId, { memberId }, (signal) => listener(JSON.stringify(signal))),
    async event(merchant: ResolvedMerchant, memberId: number, message?: string): Promise<ChatEvent | null> {
      if (message !== undefined) return expandForParty(merchant.id, JSON.parse(message) as ChatSignal);
      const row = await repo.liveOfMember(db, merchant.id, memberId);
      const unread = row ? ((await repo.unreadBy(db, [row.id], DESK_SIDES)).get(row.id) ?? 0) : 0;
      return { type: 'chat', kind: 'unread', conversationId: row?.id ?? 0, unread };
    },
  };

  return { open, list, sendText, sendImage, markRead, typing, image, find, hoursOf, expandForParty, memberEventSource };
}

/** The image type by its bytes: png or jpg only. @throws unsupported_media_type */
export async function checkImage(bytes: Buffer): Promise<string> {
  const type = await sniffImage(bytes);
  if (!type || !['image/png', 'image/jpeg'].includes(type.contentType))
    throw new ApiError('unsupported_media_type', 'Only png or jpg images are accepted', { field: 'file' });
  return type.contentType;
}

export type ChatService = ReturnType<typeof createChatService>;
