// The outbox's filters: a channel (or both) and part of a recipient, as the list call's query.
import { OUTBOX_CHANNELS } from '@orbit/contracts/console-members';

export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export interface OutboxFilters {
  channel: OutboxChannel | null;
  recipient: string;
  page: number;
}

export const OUTBOX_PAGE_SIZE = 20;

export function outboxListQuery(filters: OutboxFilters) {
  const recipient = filters.recipient.trim().slice(0, 255);
  return { page: filters.page, pageSize: OUTBOX_PAGE_SIZE, channel: filters.channel ?? undefined, recipient: recipient || undefined };
}

export function hasOutboxFilters(filters: OutboxFilters): boolean {
  return filters.channel !== null || filters.recipient.trim() !== '';
}

/** Purposes the console names in words; any other purpose is shown as the server wrote it. */
export const KNOWN_PURPOSES = ['register', 'login', 'reset', 'twoFactor', 'bind'] as const;

export function purposeLabelKey(purpose: string): string | null {
  return (KNOWN_PURPOSES as readonly string[]).includes(purpose) ? `outbox.purposes.${purpose}` : null;
}
