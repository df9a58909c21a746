// The console's side of live chat (docs/chat.md): the queue, taking, handing over, replying, closing,
// history, canned replies and service hours. Everything is scoped by the operator's merchant; a VIP
// conversation is only seen and answered with chat.vip; every change an operator makes is audited in its
// transaction, and the conversation's streams hear of it once it has committed.// Replying, marking read and typing are chat.desk-replies.ts; canned replies and service hours chat.desk-setup.ts.
import type { ChatEvent, ChatStatus } from '@orbit/contracts/chat';
import type { DeskConversation } from '@orbit/contracts/chat-desk';
import { ApiError } from '@orbit/contracts/envelope';
import { can, type Role } from '@orbit/contracts/permissions';
import { afterCommit, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuthenticatedOperator, ResolvedMerchant } from '../../plugins/principals.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import { createDeskReplies } from './chat.desk-replies.ts';
import { createDeskSetup } from './chat.desk-setup.ts';
import type { ChatHub, ChatSignal } from './chat.events.ts';
import * as repo from './chat.repo.ts';
import { partyOf, type ChatService } from './chat.service.ts';
import { CUSTOMER_SIDES, toDeskConversation, toMessage } from './chat.view.ts';

export interface DeskOperators {
  /** The merchant's operators, to check a transfer's target. */
  list(merchantId: number): Promise<{ id: number; username: string; displayName: string; role: Role; disabled: boolean }[]>;
  /** When each operator last used the console. */
  lastSeen(merchantId: number): Promise<Map<number, Date>>;
}

/** An operator seen within this long counts as online (a session is touched at most once a minute). */
const ONLINE_WITHIN_MS = 5 * 60_000;
export type DeskOperator = Pick<AuthenticatedOperator, 'id' | 'username' | 'role'>;
const actorOf = (operator: DeskOperator, ip: string): Actor => ({ operatorId: operator.id, operatorName: operator.username, ip });
const mayReply = (role: Role, row: repo.ConversationRow) => !row.vip || can(role, 'chat.vip');

/** What the desk's verbs beside this file share: its stores, finding a conversation the operator may see, and publishing its signals. */
export interface DeskShared {
  db: Database['db'];
  clock: Clock;
  hub: ChatHub;
  audit: AuditSink;
  visible(tx: Tx, merchant: ResolvedMerchant, operator: DeskOperator, id: number, lock?: boolean): Promise<repo.ConversationRow>;
  publish(tx: Tx, merchantId: number, row: repo.ConversationRow, signal: ChatSignal): void;
  actorOf(operator: DeskOperator, ip: string): Actor;
}

export function createChatDesk(deps: { database: Database; clock: Clock; hub: ChatHub; audit: AuditSink; operators: DeskOperators; chat: ChatService }) {
  const { db } = deps.database;
  const { clock, hub, audit } = deps;

  async function describe(tx: Tx, rows: repo.ConversationRow[]): Promise<DeskConversation[]> {
    const ids = rows.map((r) => r.id);
    const [unread, last] = await Promise.all([repo.unreadBy(tx, ids, CUSTOMER_SIDES), repo.lastMessages(tx, ids)]);
    return rows.map((row) => toDeskConversation(row, unread.get(row.id) ?? 0, last.get(row.id)));
  }

  /** The conversation if this operator may see it; a VIP one without chat.vip is as absent. @throws not_found */
  async function visible(tx: Tx, merchant: ResolvedMerchant, operator: DeskOperator, id: number, lock = false) {
    const row = await repo.byId(tx, merchant.id, id, lock);
    if (!row || !mayReply(operator.role, row)) throw new ApiError('not_found', 'No such conversation');
    return row;
  }

  function publish(tx: Tx, merchantId: number, row: repo.ConversationRow, signal: ChatSignal) {
    afterCommit(tx, () => hub.publish(merchantId, partyOf(row), signal));
  }
  const shared: DeskShared = { db, clock, hub, audit, visible, publish, actorOf };
  const { reply, replyImage, markRead, typing } = createDeskReplies(shared);
  const { canned, saveCanned, deleteCanned, saveHours } = createDeskSetup(shared);

  async function queue(merchant: ResolvedMerchant, operator: DeskOperator) {
    const rows = (await repo.live(db, merchant.id)).filter((row) => mayReply(operator.role, row));
    const all = await describe(db, rows);
    return {
      waiting: all.filter((c) => c.status === 'waiting'),
      leftMessages: all.filter((c) => c.status === 'left_message'),
      mine: all.filter((c) => c.status === 'open' && c.operatorId === operator.id),
      others: all.filter((c) => c.status === 'open' && c.operatorId !== operator.id),
    };
  }

  /** VIP conversations in progress, those waiting for an answer first. */
  async function vipQueue(merchant: ResolvedMerchant, operator: DeskOperator) {
    const { waiting, leftMessages, mine, others } = await queue(merchant, operator);
    return { items: [...waiting, ...leftMessages, ...mine, ...others].filter((c) => c.vip) };
  }

  async function unread(merchant: ResolvedMerchant, operator: DeskOperator) {
    const { waiting, leftMessages, mine } = await queue(merchant, operator);
    return { waiting: waiting.length + leftMessages.length, unreadMine: mine.reduce((n, c) => n + c.unread, 0) };
  }

  /** @throws not_found */
  async function conversation(merchant: ResolvedMerchant, operator: DeskOperator, id: number) {
    const row = await visible(db, merchant, operator, id);
    const [described] = await describe(db, [row]);
    return { conversation: described!, messages: (await repo.messagesAfter(db, row.id, 0, 1_000)).map(toMessage) };
  }

  /** Sets who answers the conversation, audited. */
  async function setOperator(merchant: ResolvedMerchant, operator: DeskOperator, id: number, to: { id: number; username: string }, action: string, ip: string) {
    return db.transaction(async (tx) => {
      const row = await visible(tx, merchant, operator, id, true);
      if (row.status === 'closed') throw new ApiError('conflict', 'This conversation is closed');
      const updated = await repo.update(tx, row.id, { status: 'open', operatorId: to.id, operatorName: to.username, updatedAt: clock.now() });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: actorOf(operator, ip),
        action,
        target: String(row.id),
        detail: { from: row.operatorName, to: to.username },
      });
      publish(tx, merchant.id, row, { k: 'status', c: row.id });
      return (await describe(tx, [updated]))[0]!;
    });
  }

  /** @throws not_found, conflict (closed) */
  const assign = (merchant: ResolvedMerchant, operator: DeskOperator, id: number, ip: string) =>
    setOperator(merchant, operator, id, operator, 'chat.assign', ip);

  /** @throws not_found (the conversation, or an operator of this merchant who may answer it), conflict */
  /** Colleagues who may take chats (active, chat.reply), for the hand-over: no operators.read needed. */
  async function handOverTargets(merchant: ResolvedMerchant) {
    const [all, seen] = await Promise.all([deps.operators.list(merchant.id), deps.operators.lastSeen(merchant.id)]);
    const now = clock.now().getTime();
    const items = all
      .filter((o) => !o.disabled && can(o.role, 'chat.reply'))
      .map((o) => ({
        id: o.id,
        name: o.displayName,
        username: o.username,
        vip: can(o.role, 'chat.vip'),
        online: now - (seen.get(o.id)?.getTime() ?? 0) < ONLINE_WITHIN_MS,
      }));
    return { items };
  }

  async function transfer(merchant: ResolvedMerchant, operator: DeskOperator, id: number, toId: number, ip: string) {
    const row = await visible(db, merchant, operator, id);
    const target = (await deps.operators.list(merchant.id)).find((o) => o.id === toId);
    if (!target || !can(target.role, 'chat.reply') || target.disabled || !mayReply(target.role, row))
      throw new ApiError('not_found', 'No operator of this merchant can take this conversation', { field: 'operatorId' });
    return setOperator(merchant, operator, id, target, 'chat.transfer', ip);
  }

  /** @throws not_found, conflict (closed already) */
  async function close(merchant: ResolvedMerchant, operator: DeskOperator, id: number, ip: string) {
    return db.transaction(async (tx) => {
      const row = await visible(tx, merchant, operator, id, true);
      if (row.status === 'closed') throw new ApiError('conflict', 'This conversation is closed already');
      const now = clock.now();
      const updated = await repo.update(tx, row.id, { status: 'closed' satisfies ChatStatus, closedAt: now, updatedAt: now });
      await audit.record(tx, {
        merchantId: merchant.id,
        actor: actorOf(operator, ip),
        action: 'chat.close',
        target: String(row.id),
        detail: { name: row.displayName },
      });
      publish(tx, merchant.id, row, { k: 'status', c: row.id });
      return (await describe(tx, [updated]))[0]!;
    });
  }

  async function history(merchant: ResolvedMerchant, operator: DeskOperator, memberId: number) {
    const rows = (await repo.historyOf(db, merchant.id, memberId)).filter((row) => mayReply(operator.role, row));
    return { items: await describe(db, rows) };
  }

  /** An image of any conversation the operator may see. @throws not_found */
  async function image(merchant: ResolvedMerchant, operator: DeskOperator, id: string) {
    const found = await repo.imageOf(db, merchant.id, id);
    if (!found) throw new ApiError('not_found', 'No such image');
    await visible(db, merchant, operator, found.conversationId);
    return found;
  }

  /** A signal as this operator's desk sees it: nothing of a VIP conversation without chat.vip, no operator's own typing. */
  async function expandForDesk(merchantId: number, role: Role, signal: ChatSignal): Promise<ChatEvent | null> {
    if (signal.k === 'typing' && signal.s === 'operator') return null;
    const row = await repo.byId(db, merchantId, signal.c);
    if (!row || !mayReply(role, row)) return null;
    if (signal.k === 'typing') return { type: 'chat', kind: 'typing', conversationId: row.id, side: signal.s };
    return deps.chat.expandForParty(merchantId, signal);
  }

  return {
    queue,
    vipQueue,
    unread,
    conversation,
    assign,
    handOverTargets,
    transfer,
    reply,
    replyImage,
    markRead,
    typing,
    close,
    history,
    canned,
    saveCanned,
    deleteCanned,
    saveHours,
    image,
    expandForDesk,
  };
}

export type ChatDesk = ReturnType<typeof createChatDesk>;
