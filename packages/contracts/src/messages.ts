// Platform messages (docs/messages.md): the member's inbox in the member centre (messageV2) and the console's
// composer and sent log. A message has a title and a body per language (EN required, the fallback); the body is
// plain text, or rich text that the server sanitises before storing it. The platform also writes messages
// itself on payment events (deposit approved or refused, withdrawal paid).
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { pageQuery } from './member-security.ts';
import { text } from './text.ts';

export const MESSAGE_LANGUAGES = ['EN', 'MS', 'CN'] as const;
export const MESSAGE_TITLE_MAX = 120;
/** Characters per language, before sanitising. */
export const MESSAGE_BODY_MAX = 5_000;
/** Usernames in one "list" audience. */
export const MESSAGE_USERNAMES_MAX = 500;
export const MESSAGES_PAGE_SIZE = 10;

/** How the body is written: plain text (shown as typed) or HTML (sanitised on the server). */
export const MESSAGE_FORMATS = ['text', 'html'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];

/** Who wrote it: an operator, or the platform on an event of the member's account. */
export const MESSAGE_KINDS = ['operator', 'deposit_approved', 'deposit_refused', 'withdrawal_paid', 'bonus_granted'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

const username = text().trim().min(1).max(64);
const label = text().trim().min(1).max(30);

/** Who an operator sends to: one member, a list of usernames, every member with a label, or every member. */
export const messageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), username }),
  z.object({ kind: z.literal('usernames'), usernames: z.array(username).min(1).max(MESSAGE_USERNAMES_MAX) }),
  z.object({ kind: z.literal('label'), label }),
  z.object({ kind: z.literal('everyone') }),
]);
export type MessageAudience = z.infer<typeof messageAudienceSchema>;
export const MESSAGE_AUDIENCE_KINDS = ['member', 'usernames', 'label', 'everyone'] as const;
export type MessageAudienceKind = (typeof MESSAGE_AUDIENCE_KINDS)[number];

const title = text().trim().max(MESSAGE_TITLE_MAX);
const body = text().max(MESSAGE_BODY_MAX);
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ EN: schema, MS: schema.optional(), CN: schema.optional() });

export const messageInputSchema = z.object({
  audience: messageAudienceSchema,
  title: perLanguage(title).refine((t) => t.EN.length > 0, { message: 'Input cannot be empty', path: ['EN'] }),
  body: perLanguage(body).refine((b) => b.EN.trim().length > 0, { message: 'Input cannot be empty', path: ['EN'] }),
  format: z.enum(MESSAGE_FORMATS),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

const languageText = z.object({ EN: text(), MS: text().optional(), CN: text().optional() });

/** A message as its member reads it, in the caller's language (EN where it has none). */
export const memberMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  title: text(),
  /** Plain text, or sanitised HTML when `format` is html. */
  body: text(),
  format: z.enum(MESSAGE_FORMATS),
  read: z.boolean(),
  /** When it was sent (milliseconds since the epoch). */
  date: z.number().int(),
});
export type MemberMessage = z.infer<typeof memberMessageSchema>;

const unread = z.object({ unread: z.number().int().min(0) });

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const memberMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/messages',
  summary: "The member's platform messages (messageV2), newest first, with the unread count",
  tag: 'messages',
  audience: 'member',
  query: pageQuery.extend({ pageSize: z.coerce.number().int().min(1).max(50).default(MESSAGES_PAGE_SIZE) }),
  response: z.object({
    items: z.array(memberMessageSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    unread: z.number().int(),
  }),
});

export const unreadMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/messages/unread',
  summary: "How many of the member's platform messages are unread (the header, right bar and menu badge)",
  tag: 'messages',
  audience: 'member',
  response: unread,
});

export const readMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/messages/:id/read',
  summary: 'Opens one message: answers it and marks it read',
  tag: 'messages',
  audience: 'member',
  params: idParams,
  response: z.object({ message: memberMessageSchema }).extend(unread.shape),
});

export const readAllMessagesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/messages/read-all',
  summary: "Marks every one of the member's messages read",
  tag: 'messages',
  audience: 'member',
  response: z.object({ marked: z.number().int() }).extend(unread.shape),
});

export const deleteMessageEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/messages/:id',
  summary: "Removes one message from the member's inbox",
  tag: 'messages',
  audience: 'member',
  params: idParams,
  response: z.object({ deleted: z.boolean() }).extend(unread.shape),
});

/**
 * The unread count pushed on the member's event stream (contracts/wallet.ts WALLET_EVENTS_PATH) whenever it
 * changes: `data: {"type":"inbox","unread":3}`.
 */
export const inboxEventSchema = z.object({ type: z.literal('inbox') }).extend(unread.shape);
export type InboxEvent = z.infer<typeof inboxEventSchema>;

/** A sent message as the console's log shows it. */
export const sentMessageSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MESSAGE_KINDS),
  audience: z.enum(MESSAGE_AUDIENCE_KINDS),
  /** The label, the one member's username, or the first usernames of a list. */
  audienceDetail: text().nullable(),
  title: languageText,
  body: languageText,
  format: z.enum(MESSAGE_FORMATS),
  /** Members it was delivered to (for everyone: the members the merchant had when it was sent). */
  delivered: z.number().int(),
  read: z.number().int(),
  deleted: z.number().int(),
  sentBy: text().nullable(),
  createdAt: text(),
});
export type SentMessage = z.infer<typeof sentMessageSchema>;

export const sentMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/messages',
  summary: 'Messages sent to members, newest first, with how many were delivered and read',
  tag: 'console-messages',
  audience: 'operator',
  permission: 'messages.read',
  query: pageQuery.extend({ origin: z.enum(['operator', 'platform', 'all']).default('operator') }),
  response: z.object({ items: z.array(sentMessageSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const previewMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/messages/preview',
  summary: 'What a message would be: its sanitised body and how many members it reaches (nothing is written)',
  tag: 'console-messages',
  audience: 'operator',
  permission: 'messages.send',
  body: messageInputSchema,
  response: z.object({ title: languageText, body: languageText, format: z.enum(MESSAGE_FORMATS), recipients: z.number().int() }),
});

export const sendMessageEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/messages',
  summary: 'Send a message to one member, a list of usernames, a label or everyone (body sanitised; audited)',
  tag: 'console-messages',
  audience: 'operator',
  permission: 'messages.send',
  body: messageInputSchema,
  response: sentMessageSchema,
});
