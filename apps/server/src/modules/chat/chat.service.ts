// The member's and the visitor's side of live chat (docs/chat.md): open or resume the conversation, send a
// text or an image, read, type. Outside the desk's service hours a message is kept as a left message and
// the platform says so in the conversation. Every change reaches the streams once it has committed.// Sending a message is chat.send.ts; the events a member's or visitor's stream hears are chat.party-events.ts.
import { randomBytes } from 'node:crypto';
import type { ChatConversation, ChatSide, ServiceHours } from '@orbit/contracts/chat';
import { ApiError } from '@orbit/contracts/envelope';
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { AuthenticatedMember, ResolvedMerchant } from '../../plugins/principals.ts';
import type { ChatHub, ChatSignal, Party } from './chat.events.ts';
import { createPartyEvents } from './chat.party-events.ts';
import * as repo from './chat.repo.ts';
import { createChatSending } from './chat.send.ts';
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
  const { sendText, sendImage } = createChatSending({ db, clock, hoursOf, sideOf, publish, find, mustFind, open, toConversation });
  const { expandForParty, memberEventSource } = createPartyEvents({ db, hub });

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

  return { open, list, sendText, sendImage, markRead, typing, image, find, hoursOf, expandForParty, memberEventSource };
}

export type ChatService = ReturnType<typeof createChatService>;
