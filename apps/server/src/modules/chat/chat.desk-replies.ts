// The chat desk's replies (docs/chat.md): an operator's text or image message (a conversation nobody has
// becomes the replier's), marking the customer's messages read, and the typing signal. Each change is audited
// in its transaction and published once it commits. Split from chat.desk.ts, which hands in how it finds a
// conversation the operator may see and publishes its signals.
import { randomBytes } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { ResolvedMerchant } from '../../plugins/principals.ts';
import type { DeskOperator, DeskShared } from './chat.desk.ts';
import * as repo from './chat.repo.ts';
import { checkImage } from './chat.send.ts';
import { partyOf } from './chat.service.ts';
import { CUSTOMER_SIDES, toMessage } from './chat.view.ts';

export function createDeskReplies(shared: DeskShared) {
  const { db, clock, hub, audit, visible, publish, actorOf } = shared;

  /** An operator's message; a conversation nobody has becomes the replier's. */
  async function writeReply(merchant: ResolvedMerchant, operator: DeskOperator, id: number, ip: string, content: repo.ChatContent) {
    const now = clock.now();
    const message = await db.transaction(async (tx) => {
      const row = await visible(tx, merchant, operator, id, true);
      if (row.status === 'closed') throw new ApiError('conflict', 'This conversation is closed');
      const created = await repo.insertWritten(
        tx,
        { conversationId: row.id, merchantId: merchant.id, side: 'operator', operatorId: operator.id, operatorName: operator.username, createdAt: now },
        content,
      );
      const takes = row.operatorId === null;
      await repo.update(tx, row.id, {
        lastMessageAt: now,
        updatedAt: now,
        ...(takes ? { status: 'open', operatorId: operator.id, operatorName: operator.username } : {}),
      });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: actorOf(operator, ip),
        action: 'chat.reply',
        target: String(row.id),
        detail: { kind: content.kind, length: content.kind === 'text' ? content.body.length : content.bytes.length },
      });
      publish(tx, merchant.id, row, { k: 'message', c: row.id, id: created.id });
      if (takes) publish(tx, merchant.id, row, { k: 'status', c: row.id });
      return created;
    });
    return toMessage(message);
  }

  /** @throws not_found, conflict (closed) */
  const reply = (merchant: ResolvedMerchant, operator: DeskOperator, id: number, text: string, ip: string) =>
    writeReply(merchant, operator, id, ip, { kind: 'text', body: text });

  /** @throws unsupported_media_type, not_found, conflict */
  async function replyImage(merchant: ResolvedMerchant, operator: DeskOperator, id: number, bytes: Buffer, ip: string) {
    const mime = await checkImage(bytes);
    return writeReply(merchant, operator, id, ip, { kind: 'image', imageId: randomBytes(24).toString('base64url'), mime, bytes });
  }

  async function markRead(merchant: ResolvedMerchant, operator: DeskOperator, id: number) {
    const row = await visible(db, merchant, operator, id);
    return db.transaction(async (tx) => {
      const marked = await repo.markRead(tx, row.id, CUSTOMER_SIDES, 2_147_483_647, clock.now());
      if (marked > 0) {
        const [last] = (await repo.lastMessages(tx, [row.id])).values();
        publish(tx, merchant.id, row, { k: 'read', c: row.id, s: 'operator', u: last?.id ?? 0 });
      }
      return { marked };
    });
  }

  async function typing(merchant: ResolvedMerchant, operator: DeskOperator, id: number) {
    const row = await visible(db, merchant, operator, id);
    if (row.status === 'closed') return { sent: false };
    hub.publish(merchant.id, partyOf(row), { k: 'typing', c: row.id, s: 'operator' });
    return { sent: true };
  }

  return { reply, replyImage, markRead, typing };
}
