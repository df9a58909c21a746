// Chat calls: the JSON ones through the route kit; image uploads and reads, and the two event streams, as
// plain routes that resolve the merchant and authenticate as the kit does. A chat call is a member's when
// it carries the member's Authorization, a visitor's otherwise (its token in the Chat-Visitor header).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import { can, type Permission } from '@orbit/contracts/permissions';
import {
  CHAT_EVENTS_PATH,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_READ_PATH,
  CHAT_IMAGE_UPLOAD_PATH,
  CHAT_VISITOR_HEADER,
  chatMessagesEndpoint,
  chatTypingEndpoint,
  openChatEndpoint,
  readChatEndpoint,
  sendChatTextEndpoint,
} from '@orbit/contracts/chat';
import {
  assignChatEndpoint,
  chatHistoryEndpoint,
  chatQueueEndpoint,
  chatSettingsEndpoint,
  chatUnreadEndpoint,
  closeChatEndpoint,
  CONSOLE_CHAT_EVENTS_PATH,
  deskOperatorsEndpoint,
  CONSOLE_CHAT_IMAGE_READ_PATH,
  CONSOLE_CHAT_IMAGE_UPLOAD_PATH,
  createCannedEndpoint,
  deleteCannedEndpoint,
  deskConversationEndpoint,
  deskReadEndpoint,
  deskTypingEndpoint,
  listCannedEndpoint,
  replyChatEndpoint,
  transferChatEndpoint,
  updateCannedEndpoint,
  updateChatSettingsEndpoint,
  vipQueueEndpoint,
} from '@orbit/contracts/chat-desk';
import { chatProviderEndpoint, customerServiceLookupEndpoint, updateChatProviderEndpoint } from '@orbit/contracts/customer-service';
import { privateImageIdOf, readUploadedFile, sendPrivateImage } from '../../lib/uploads.ts';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedMember, AuthenticatedOperator, ResolvedMerchant } from '../../plugins/principals.ts';
import { serveEventStream, type ChatHub } from './chat.events.ts';
import type { ChatDesk } from './chat.desk.ts';
import type { ChatProviderService } from './chat.provider.ts';
import type { ChatCaller, ChatService } from './chat.service.ts';

export interface ChatRoutesDeps {
  chat: ChatService;
  desk: ChatDesk;
  hub: ChatHub;
  provider: ChatProviderService;
  resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
  authenticateMember(authorization: string | undefined, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  authenticateOperator(authorization: string | undefined, merchantId: number): Promise<AuthenticatedOperator>;
  memberIdOf(merchantId: number, username: string): Promise<number | undefined>;
  uploadsPerMinute: number;
}

export function registerChatRoutes(kit: RouteKit, app: FastifyInstance, deps: ChatRoutesDeps) {
  const { chat, desk } = deps;

  async function callerOf(request: FastifyRequest, merchant: ResolvedMerchant): Promise<ChatCaller> {
    const authorization = request.headers.authorization;
    if (authorization) return { kind: 'member', member: await deps.authenticateMember(authorization, merchant), ip: request.ip };
    const token = request.headers[CHAT_VISITOR_HEADER];
    return { kind: 'visitor', token: typeof token === 'string' && token.length > 0 && token.length <= 64 ? token : undefined, ip: request.ip };
  }
  const ipOf = (request: FastifyRequest) => request.ip;

  kit.route(openChatEndpoint, async ({ request, merchant, body }) => chat.open(merchant, await callerOf(request, merchant), body.name));
  kit.route(chatMessagesEndpoint, async ({ request, merchant, query }) => chat.list(merchant, await callerOf(request, merchant), query.after));
  kit.route(sendChatTextEndpoint, async ({ request, merchant, body }) => chat.sendText(merchant, await callerOf(request, merchant), body.text));
  kit.route(readChatEndpoint, async ({ request, merchant, body }) => chat.markRead(merchant, await callerOf(request, merchant), body.upTo));
  kit.route(chatTypingEndpoint, async ({ request, merchant }) => chat.typing(merchant, await callerOf(request, merchant)));

  kit.route(chatQueueEndpoint, async ({ merchant, operator }) => desk.queue(merchant, operator));
  kit.route(vipQueueEndpoint, async ({ merchant, operator }) => desk.vipQueue(merchant, operator));
  kit.route(chatUnreadEndpoint, async ({ merchant, operator }) => desk.unread(merchant, operator));
  kit.route(deskConversationEndpoint, async ({ merchant, operator, params }) => desk.conversation(merchant, operator, params.id));
  // A signed-in member is looked up as itself (VIP routing); a dead session is asked about as a visitor.
  kit.route(customerServiceLookupEndpoint, async ({ request, merchant }) => {
    const authorization = request.headers.authorization;
    const member = authorization ? await deps.authenticateMember(authorization, merchant).catch(() => null) : null;
    return deps.provider.lookup(merchant, member);
  });
  kit.route(chatProviderEndpoint, async ({ merchant }) => deps.provider.settings(merchant.id));
  kit.route(updateChatProviderEndpoint, async ({ merchant, operator, body, request }) => deps.provider.save(merchant, operator, body, ipOf(request)));
  kit.route(deskOperatorsEndpoint, async ({ merchant }) => desk.handOverTargets(merchant));
  kit.route(assignChatEndpoint, async ({ merchant, operator, params, request }) => desk.assign(merchant, operator, params.id, ipOf(request)));
  kit.route(transferChatEndpoint, async ({ merchant, operator, params, body, request }) =>
    desk.transfer(merchant, operator, params.id, body.operatorId, ipOf(request)),
  );
  kit.route(replyChatEndpoint, async ({ merchant, operator, params, body, request }) => desk.reply(merchant, operator, params.id, body.text, ipOf(request)));
  kit.route(deskReadEndpoint, async ({ merchant, operator, params }) => desk.markRead(merchant, operator, params.id));
  kit.route(deskTypingEndpoint, async ({ merchant, operator, params }) => desk.typing(merchant, operator, params.id));
  kit.route(closeChatEndpoint, async ({ merchant, operator, params, request }) => desk.close(merchant, operator, params.id, ipOf(request)));
  kit.route(chatHistoryEndpoint, async ({ merchant, operator, query }) => {
    const memberId = query.memberId ?? (query.username ? await deps.memberIdOf(merchant.id, query.username) : undefined);
    if (query.memberId === undefined && query.username === undefined)
      throw new ApiError('validation_failed', 'Name a member id or a username', { field: 'username' });
    return memberId === undefined ? { items: [] } : desk.history(merchant, operator, memberId);
  });
  kit.route(listCannedEndpoint, async ({ merchant }) => desk.canned(merchant));
  kit.route(createCannedEndpoint, async ({ merchant, operator, body, request }) => desk.saveCanned(merchant, operator, null, body, ipOf(request)));
  kit.route(updateCannedEndpoint, async ({ merchant, operator, params, body, request }) => desk.saveCanned(merchant, operator, params.id, body, ipOf(request)));
  kit.route(deleteCannedEndpoint, async ({ merchant, operator, params, request }) => desk.deleteCanned(merchant, operator, params.id, ipOf(request)));
  kit.route(chatSettingsEndpoint, async ({ merchant }) => chat.hoursOf(merchant.id));
  kit.route(updateChatSettingsEndpoint, async ({ merchant, operator, body, request }) => desk.saveHours(merchant, operator, body, ipOf(request)));

  async function operatorOf(request: FastifyRequest, permission: Permission) {
    const merchant = await deps.resolveMerchant(request);
    const operator = await deps.authenticateOperator(request.headers.authorization, merchant.id);
    if (!can(operator.role, permission)) throw new ApiError('forbidden', `This needs the permission ${permission}`);
    return { merchant, operator };
  }
  const uploadLimit = { rateLimit: { max: deps.uploadsPerMinute, timeWindow: '1 minute' } };

  app.post(
    CHAT_IMAGE_UPLOAD_PATH,
    {
      config: uploadLimit,
      schema: { summary: 'Send an image into the chat (png or jpg under 5 MB, multipart field "file")', tags: ['chat'], consumes: ['multipart/form-data'] },
    },
    async (request, reply) => {
      const merchant = await deps.resolveMerchant(request);
      const caller = await callerOf(request, merchant);
      const bytes = await readUploadedFile(request, CHAT_IMAGE_MAX_BYTES);
      return reply.send({ success: true, value: await chat.sendImage(merchant, caller, bytes) });
    },
  );
  app.get(CHAT_IMAGE_READ_PATH, { schema: { summary: "Read an image of the caller's conversation", tags: ['chat'] } }, async (request, reply) => {
    const merchant = await deps.resolveMerchant(request);
    return sendPrivateImage(reply, await chat.image(merchant, await callerOf(request, merchant), privateImageIdOf(request)));
  });
  app.get(CHAT_EVENTS_PATH, { schema: { summary: "The caller's chat events (text/event-stream)", tags: ['chat'] } }, async (request, reply) => {
    const merchant = await deps.resolveMerchant(request);
    const caller = await callerOf(request, merchant);
    const row = await chat.find(merchant, caller);
    if (!row) throw new ApiError('not_found', 'Open the chat first');
    const party = caller.kind === 'member' ? { memberId: caller.member.id } : { conversationId: row.id };
    serveEventStream(request, reply, {
      first: () => chat.memberEventSource.event(merchant, caller.kind === 'member' ? caller.member.id : 0),
      subscribe: (listener, afterId) => deps.hub.subscribeParty(merchant.id, party, listener, afterId),
      expand: (signal) => chat.expandForParty(merchant.id, signal),
    });
  });

  app.post(
    CONSOLE_CHAT_IMAGE_UPLOAD_PATH,
    {
      config: uploadLimit,
      schema: {
        summary: 'Reply with an image (png or jpg under 5 MB, multipart field "file"; chat.reply)',
        tags: ['console-chat'],
        consumes: ['multipart/form-data'],
        security: [{ token: [] }],
      },
    },
    async (request, reply) => {
      const { merchant, operator } = await operatorOf(request, 'chat.reply');
      const id = Number((request.params as { id: string }).id);
      if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw new ApiError('not_found', 'No such conversation');
      const bytes = await readUploadedFile(request, CHAT_IMAGE_MAX_BYTES);
      return reply.send({ success: true, value: await desk.replyImage(merchant, operator, id, bytes, request.ip) });
    },
  );
  app.get(
    CONSOLE_CHAT_IMAGE_READ_PATH,
    { schema: { summary: 'Read a chat image (chat.read)', tags: ['console-chat'], security: [{ token: [] }] } },
    async (request, reply) => {
      const { merchant, operator } = await operatorOf(request, 'chat.read');
      return sendPrivateImage(reply, await desk.image(merchant, operator, privateImageIdOf(request)));
    },
  );
  app.get(
    CONSOLE_CHAT_EVENTS_PATH,
    { schema: { summary: "The desk's chat events (text/event-stream; chat.read)", tags: ['console-chat'], security: [{ token: [] }] } },
    async (request, reply) => {
      const { merchant, operator } = await operatorOf(request, 'chat.read');
      serveEventStream(request, reply, {
        subscribe: (listener, afterId) => deps.hub.subscribeDesk(merchant.id, listener, afterId),
        expand: (signal) => desk.expandForDesk(merchant.id, operator.role, signal),
      });
    },
  );
}
