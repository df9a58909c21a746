// Live chat (docs/chat.md, ADR 0031): a member or a visitor talks with the merchant's operators. A member is
// known by its session; a visitor gives a name and is handed an opaque token it sends back in the
// `Chat-Visitor` header. Messages, typing and read marks arrive live: on the member's event stream
// (contracts/wallet.ts WALLET_EVENTS_PATH) for members, on CHAT_EVENTS_PATH for visitors, and on
// CONSOLE_CHAT_EVENTS_PATH for the desk. The console's calls are in chat-desk.ts.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './text.ts';

/** Characters of one text message. */
export const CHAT_TEXT_MAX = 1000;
/** Each image: png or jpg under 5 MB, checked by its bytes. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_VISITOR_NAME_MAX = 40;
/** The header a visitor sends its token in (members send their usual Authorization). */
export const CHAT_VISITOR_HEADER = 'chat-visitor';
/** Messages one list call answers at most. */
export const CHAT_PAGE_MAX = 200;

/** Multipart upload (field "file") of an image message into the caller's conversation. */
export const CHAT_IMAGE_UPLOAD_PATH = '/wps/chat/images';
/** The caller reads an image of its own conversation. */
export const CHAT_IMAGE_READ_PATH = '/wps/chat/images/:id';
/** The visitor's (or member's) chat event stream: `data: <ChatEvent JSON>` lines. */
export const CHAT_EVENTS_PATH = '/wps/chat/events';

/**
 * waiting: in the queue, nobody assigned; open: an operator has it; left_message: written outside service
 * hours, answered when the desk opens; closed: over (a new message starts a new conversation).
 */
export const CHAT_STATUSES = ['waiting', 'open', 'left_message', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_SIDES = ['member', 'visitor', 'operator', 'system'] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  side: z.enum(CHAT_SIDES),
  /** The operator's name on operator messages; null otherwise. */
  operatorName: text().nullable(),
  kind: z.enum(['text', 'image']),
  /** The text, or null for an image. */
  body: text().nullable(),
  /** For an image: its id, read at CHAT_IMAGE_READ_PATH (or the console's image path). */
  imageId: text().nullable(),
  /** When the other side read it (ISO), or null. */
  readAt: text().nullable(),
  createdAt: text(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const serviceHoursSchema = z.object({
  /** false: the desk answers at any hour. */
  limited: z.boolean(),
  /** HH:MM in the merchant's time zone; `to` before `from` spans midnight. */
  from: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
  to: text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM'),
});
export type ServiceHours = z.infer<typeof serviceHoursSchema>;

/** The conversation as its member or visitor sees it. */
export const chatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  /** The assigned operator's name, once one has it. */
  operatorName: text().nullable(),
  /** Operator messages the caller has not read. */
  unread: z.number().int(),
  createdAt: text(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

const chatState = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
  /** Whether the desk is within its service hours now. */
  online: z.boolean(),
  serviceHours: serviceHoursSchema,
});

export const openChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/open',
  summary: "Open or resume the caller's conversation: a member by its session; a visitor by its Chat-Visitor token, or by a name (answers a new token)",
  tag: 'chat',
  audience: 'public',
  body: z.object({ name: text().trim().min(1).max(CHAT_VISITOR_NAME_MAX).optional() }),
  response: chatState.extend({ visitorToken: text().nullable() }),
});

export const chatMessagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/chat/messages',
  summary: "The caller's conversation and its messages after `after` (all of them, oldest first, when absent)",
  tag: 'chat',
  audience: 'public',
  query: z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).default(0) }),
  response: chatState,
});

export const sendChatTextEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/messages',
  summary: 'Send a text (up to 1000 characters); outside service hours it is kept as a left message and the answer says so',
  tag: 'chat',
  audience: 'public',
  body: z.object({ text: text().trim().min(1, 'Please write a message').max(CHAT_TEXT_MAX) }),
  response: z.object({ message: chatMessageSchema, conversation: chatConversationSchema, online: z.boolean() }),
});

export const readChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/read',
  summary: "Marks the operator's messages read up to a message id",
  tag: 'chat',
  audience: 'public',
  body: z.object({ upTo: z.number().int().positive().max(2_147_483_647) }),
  response: z.object({ marked: z.number().int() }),
});

export const chatTypingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/chat/typing',
  summary: 'Tells the operator the caller is typing (send it every few seconds while typing)',
  tag: 'chat',
  audience: 'public',
  response: z.object({ sent: z.boolean() }),
});

/** What an image upload answers (inside the usual envelope). */
export const chatImageReplySchema = z.object({ message: chatMessageSchema, online: z.boolean() });

/** Who a conversation's event concerns, on every stream. */
const eventBase = { type: z.literal('chat'), conversationId: z.number().int() };

/** The events of a conversation, as the member, visitor and desk streams carry them. */
export const chatEventSchema = z.discriminatedUnion('kind', [
  z.object({ ...eventBase, kind: z.literal('message'), message: chatMessageSchema }),
  z.object({ ...eventBase, kind: z.literal('typing'), side: z.enum(CHAT_SIDES) }),
  /** The `side` read the other side's messages up to `upTo`. */
  z.object({ ...eventBase, kind: z.literal('read'), side: z.enum(CHAT_SIDES), upTo: z.number().int() }),
  z.object({ ...eventBase, kind: z.literal('status'), status: z.enum(CHAT_STATUSES), operatorName: text().nullable() }),
  /** Sent when a member stream opens: the operator messages it has not read (conversationId 0 when none). */
  z.object({ ...eventBase, kind: z.literal('unread'), unread: z.number().int() }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
