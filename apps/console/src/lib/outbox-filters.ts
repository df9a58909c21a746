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

/** The purposes the server writes, and the console's key for each; any other purpose is shown as written. */
const PURPOSE_KEYS: Record<string, string> = {
  register: 'register',
  login: 'login',
  reset: 'reset',
  'reset-link': 'resetLink',
  'two-factor': 'twoFactor',
  'bind-mobile': 'bindMobile',
  'bind-email': 'bindEmail',
};
export const KNOWN_PURPOSES = Object.keys(PURPOSE_KEYS);

export function purposeLabelKey(purpose: string): string | null {
  return Object.hasOwn(PURPOSE_KEYS, purpose) ? `outbox.purposes.${PURPOSE_KEYS[purpose]}` : null;
}
