// The console's live chat desk (docs/chat.md, ADR 0031): the queue of waiting conversations (VIP first),
// taking one, handing it to another operator, replying, closing, canned replies, a member's history, unread
// counts and the service hours. VIP conversations (the member's rank level above 4) need chat.vip.
import { z } from 'zod';
import { chatMessageSchema, CHAT_STATUSES, CHAT_TEXT_MAX, serviceHoursSchema } from './chat.ts';
import { defineEndpoint } from './endpoint.ts';
import { text } from './text.ts';

/** Multipart upload (field "file") of an operator's image reply. */
export const CONSOLE_CHAT_IMAGE_UPLOAD_PATH = '/cms/chat/conversations/:id/images';
export const CONSOLE_CHAT_IMAGE_READ_PATH = '/cms/chat/images/:id';
/** The desk's event stream: every conversation event of the merchant the operator may see. */
export const CONSOLE_CHAT_EVENTS_PATH = '/cms/chat/events';
export const CANNED_TITLE_MAX = 60;
export const CANNED_BODY_MAX = CHAT_TEXT_MAX;

export const deskConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  /** The member's username, or the visitor's name. */
  name: text(),
  memberId: z.number().int().nullable(),
  visitor: z.boolean(),
  vip: z.boolean(),
  operatorId: z.number().int().nullable(),
  operatorName: text().nullable(),
  /** Member or visitor messages no operator has read. */
  unread: z.number().int(),
  lastMessage: text().nullable(),
  lastMessageAt: text().nullable(),
  createdAt: text(),
  closedAt: text().nullable(),
});
export type DeskConversation = z.infer<typeof deskConversationSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const conversationWithMessages = z.object({ conversation: deskConversationSchema, messages: z.array(chatMessageSchema) });

export const chatQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/queue',
  summary: 'The desk: waiting conversations (VIP first, then oldest), left messages, mine and the others in progress',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.read',
  response: z.object({
    waiting: z.array(deskConversationSchema),
    leftMessages: z.array(deskConversationSchema),
    mine: z.array(deskConversationSchema),
    others: z.array(deskConversationSchema),
  }),
});

export const vipQueueEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/vip',
  summary: 'The VIP desk: VIP conversations in progress (waiting first, then left messages, then taken)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.vip',
  response: z.object({ items: z.array(deskConversationSchema) }),
});

export const chatUnreadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/unread',
  summary: 'The sidebar badge: conversations waiting (with left messages) and unread messages in mine',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.read',
  response: z.object({ waiting: z.number().int(), unreadMine: z.number().int() }),
});

export const deskConversationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/conversations/:id',
  summary: 'One conversation with all its messages',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.read',
  params: idParams,
  response: conversationWithMessages,
});

export const assignChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/chat/conversations/:id/assign',
  summary: 'Take a waiting conversation (or a left message): it becomes mine (audited)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.reply',
  params: idParams,
  response: deskConversationSchema,
});

export const transferChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/chat/conversations/:id/transfer',
  summary: 'Hand a conversation to another operator of the merchant who may answer it (audited)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.reply',
  params: idParams,
  body: z.object({ operatorId: z.number().int().positive() }),
  response: deskConversationSchema,
});

/** A colleague a conversation can be handed to: active, with chat.reply (and chat.vip for VIP conversations). */
export const deskOperatorSchema = z.object({
  id: z.number().int(),
  name: text(),
  username: text(),
  /** May take VIP conversations (chat.vip). */
  vip: z.boolean(),
  /** Used the console in the last few minutes. */
  online: z.boolean(),
});
export type DeskOperator = z.infer<typeof deskOperatorSchema>;

export const deskOperatorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/operators',
  summary: 'The operators who may take chats, for the hand-over (needs chat.reply, not operators.read)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.reply',
  response: z.object({ items: z.array(deskOperatorSchema) }),
});

export const replyChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/chat/conversations/:id/messages',
  summary: 'Reply with a text (up to 1000 characters); a waiting conversation becomes mine',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.reply',
  params: idParams,
  body: z.object({ text: text().trim().min(1, 'Please write a message').max(CHAT_TEXT_MAX) }),
  response: chatMessageSchema,
});

export const deskReadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/chat/conversations/:id/read',
  summary: "Marks the member's or visitor's messages read",
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.read',
  params: idParams,
  response: z.object({ marked: z.number().int() }),
});

export const deskTypingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/chat/conversations/:id/typing',
  summary: 'Tells the member or visitor the operator is typing',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.reply',
  params: idParams,
  response: z.object({ sent: z.boolean() }),
});

export const closeChatEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/chat/conversations/:id/close',
  summary: 'Close a conversation (audited)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.reply',
  params: idParams,
  response: deskConversationSchema,
});

export const chatHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/history',
  summary: "A member's conversations, newest first, by member id or username",
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.read',
  query: z.object({ memberId: z.coerce.number().int().positive().optional(), username: text().trim().min(1).max(64).optional() }),
  response: z.object({ items: z.array(deskConversationSchema) }),
});

export const cannedReplySchema = z.object({ id: z.number().int(), title: text(), body: text(), updatedAt: text() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyInputSchema = z.object({
  title: text().trim().min(1).max(CANNED_TITLE_MAX),
  body: text().trim().min(1).max(CANNED_BODY_MAX),
});

export const listCannedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/canned',
  summary: "The merchant's canned replies",
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.read',
  response: z.object({ items: z.array(cannedReplySchema) }),
});

export const createCannedEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/chat/canned',
  summary: 'Add a canned reply (audited)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.manage',
  body: cannedReplyInputSchema,
  response: cannedReplySchema,
});

export const updateCannedEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/chat/canned/:id',
  summary: 'Change a canned reply (audited)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.manage',
  params: idParams,
  body: cannedReplyInputSchema,
  response: cannedReplySchema,
});

export const deleteCannedEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/chat/canned/:id',
  summary: 'Remove a canned reply (audited)',
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.manage',
  params: idParams,
  response: z.object({ deleted: z.boolean() }),
});

export const chatSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/chat/settings',
  summary: "The desk's service hours (in the merchant's time zone)",
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.read',
  response: serviceHoursSchema,
});

export const updateChatSettingsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/chat/settings',
  summary: "Set the desk's service hours (audited); outside them members' messages become left messages",
  tag: 'console-chat',
  audience: 'operator',
  permission: 'chat.manage',
  body: serviceHoursSchema,
  response: serviceHoursSchema,
});
