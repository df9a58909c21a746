// What the chat tables look like on the wire, and the service hours: whether the desk answers at a moment,
// read in the merchant's own time zone.
import type { ChatMessage, ChatSide, ChatStatus, ServiceHours } from '@orbit/contracts/chat';
import type { DeskConversation } from '@orbit/contracts/chat-desk';
import type * as repo from './chat.repo.ts';

/** A merchant with no setting answers at any hour. */
export const ALWAYS_OPEN: ServiceHours = { limited: false, from: '00:00', to: '00:00' };

/** The sides whose messages the member or visitor writes (what the desk reads). */
export const CUSTOMER_SIDES: readonly ChatSide[] = ['member', 'visitor'];
/** The sides the member or visitor reads. */
export const DESK_SIDES: readonly ChatSide[] = ['operator', 'system'];

export function toMessage(row: repo.MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    side: row.side as ChatSide,
    operatorName: row.operatorName,
    kind: row.kind as ChatMessage['kind'],
    body: row.body,
    imageId: row.imageId,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeskConversation(row: repo.ConversationRow, unread: number, last: repo.MessageRow | undefined): DeskConversation {
  return {
    id: row.id,
    status: row.status as ChatStatus,
    name: row.displayName,
    memberId: row.memberId,
    visitor: row.memberId === null,
    vip: row.vip,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    unread,
    lastMessage: last ? (last.kind === 'image' ? null : last.body) : null,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes since local midnight in the time zone (UTC when the zone is unknown). */
function localMinutes(at: Date, timeZone: string): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      formatter = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    }
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether the desk answers at `at`; `to` before `from` spans midnight, equal bounds mean all day. */
export function isOnline(hours: ServiceHours, timeZone: string, at: Date): boolean {
  if (!hours.limited) return true;
  const now = localMinutes(at, timeZone);
  const from = minutesOf(hours.from);
  const to = minutesOf(hours.to);
  if (from === to) return true;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
