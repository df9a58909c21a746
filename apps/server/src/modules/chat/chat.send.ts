// A member's or visitor's message in live chat (docs/chat.md): text or a png/jpg image, written to the caller's
// conversation (a member's new one after a close, a visitor's closed one reopened). Outside the desk's service
// hours a waiting conversation becomes a left message and the platform says so in it. Split from
// chat.service.ts, which hands in how it finds, opens and shows the caller's conversation and publishes.
import { randomBytes } from 'node:crypto';
import type { ChatConversation, ChatMessage, ChatSide, ServiceHours } from '@orbit/contracts/chat';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database, Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { sniffImage } from '../../lib/uploads.ts';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { ChatSignal } from './chat.events.ts';
import * as repo from './chat.repo.ts';
import type { ChatCaller } from './chat.service.ts';
import { isOnline, toMessage } from './chat.view.ts';

const OFFLINE_NOTICE = 'We are away right now. Your message is kept and the team will answer it during service hours ({from}–{to}).';

export function createChatSending(shared: {
  db: Database['db'];
  clock: Clock;
  hoursOf(merchantId: number): Promise<ServiceHours>;
  sideOf(caller: ChatCaller): ChatSide;
  publish(tx: Tx, merchantId: number, row: repo.ConversationRow, signal: ChatSignal): void;
  find(merchant: ResolvedMerchant, caller: ChatCaller): Promise<repo.ConversationRow | undefined>;
  mustFind(merchant: ResolvedMerchant, caller: ChatCaller): Promise<repo.ConversationRow>;
  open(merchant: ResolvedMerchant, caller: ChatCaller, name: string | undefined): Promise<{ conversation: ChatConversation }>;
  toConversation(row: repo.ConversationRow): Promise<ChatConversation>;
}) {
  const { db, clock, hoursOf, sideOf, publish, find, mustFind, open, toConversation } = shared;

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
  return { sendText, sendImage };
}

/** The image type by its bytes: png or jpg only. @throws unsupported_media_type */
export async function checkImage(bytes: Buffer): Promise<string> {
  const type = await sniffImage(bytes);
  if (!type || !['image/png', 'image/jpeg'].includes(type.contentType))
    throw new ApiError('unsupported_media_type', 'Only png or jpg images are accepted', { field: 'file' });
  return type.contentType;
}
