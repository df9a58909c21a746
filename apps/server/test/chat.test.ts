// Live chat end to end (docs/chat.md): visitors and members open, write, send images and read; bad input is
// refused with nothing written; the desk takes, hands over, answers and closes, audited; VIP conversations
// are for chat.vip only; another merchant's conversations stay out of sight; outside service hours a
// message becomes a left message and the writer is told; events arrive live on the member and desk streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import {
  CHAT_EVENTS_PATH,
  CHAT_IMAGE_MAX_BYTES,
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
  chatUnreadEndpoint,
  closeChatEndpoint,
  CONSOLE_CHAT_EVENTS_PATH,
  createCannedEndpoint,
  deleteCannedEndpoint,
  deskConversationEndpoint,
  deskReadEndpoint,
  listCannedEndpoint,
  replyChatEndpoint,
  transferChatEndpoint,
  updateCannedEndpoint,
  updateChatSettingsEndpoint,
  vipQueueEndpoint,
} from '@orbit/contracts/chat-desk';
import { consoleMeEndpoint } from '@orbit/contracts/console';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import { chatConversations, chatImages, chatMessages } from '../src/db/schema/chat.ts';
import { members } from '../src/db/schema/members.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, placeMember, type TreeMember } from './support/agents.ts';
import { chatStream, messageWith } from './support/chat.ts';
import { JPEG, PNG, multipart } from './support/deposits.ts';
import { auditOf, newOperator } from './support/four-eyes.ts';
import { failure } from './support/members.ts';

describe('live chat', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let cms: ApiClient;
  let operatorToken: string;
  let alice: TreeMember;
  let aliceApi: ApiClient;
  let aliceToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    // An admin of its own (the demo operator stays with consoleApi, which makes the other operators).
    ({ api: cms, token: operatorToken } = await newOperator(t, 'admin', 'desk'));
    alice = await placeMember(t, merchant, { prefix: 'chat' });
    aliceToken = (await t.services.members.socialAccounts.openSession(merchant, alice.id, 'google', { ip: '127.0.0.1', device: 'WEB' })).token;
    aliceApi = await clientOf(t, merchant, alice);
  });
  afterAll(() => t.close());

  const visitor = (token?: string, headers: Record<string, string> = {}) =>
    t.client(() => ({ ...headers, ...(token ? { [CHAT_VISITOR_HEADER]: token } : {}) }));
  const messageCount = async () => (await t.database.db.select({ n: count() }).from(chatMessages))[0]!.n;
  const upload = (headers: Record<string, string>, bytes: Buffer, filename = 'shot.png', type = 'image/png', url = '/wps/chat/images') => {
    const body = multipart('file', filename, type, bytes);
    return t.app.inject({ method: 'POST', url, headers: { host: 'localhost', ...headers, 'content-type': body.contentType }, payload: body.payload });
  };

  it('lets a visitor give a name, write and read back with its token; refuses no name, a long text and a stranger', async () => {
    expect(await failure(visitor().call(openChatEndpoint, { body: {} }))).toMatchObject({ errorCode: 'validation_failed', field: 'name' });
    const opened = await visitor().call(openChatEndpoint, { body: { name: 'Siti' } });
    expect(opened.visitorToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(opened.conversation).toMatchObject({ status: 'waiting', unread: 0 });
    const api = visitor(opened.visitorToken!);
    // Opening again with the token resumes the same conversation, and hands out no new token.
    expect(await api.call(openChatEndpoint, { body: {} })).toMatchObject({ conversation: { id: opened.conversation.id }, visitorToken: null });

    const sent = await api.call(sendChatTextEndpoint, { body: { text: '  Hello, my deposit is late  ' } });
    expect(sent.message).toMatchObject({ side: 'visitor', kind: 'text', body: 'Hello, my deposit is late', readAt: null });
    const before = await messageCount();
    expect(await failure(api.call(sendChatTextEndpoint, { body: { text: 'x'.repeat(1001) } }))).toMatchObject({ errorCode: 'validation_failed' });
    expect(await failure(api.call(sendChatTextEndpoint, { body: { text: '   ' } }))).toMatchObject({ errorCode: 'validation_failed' });
    expect(await messageCount()).toBe(before);
    expect((await api.call(sendChatTextEndpoint, { body: { text: 'y'.repeat(1000) } })).message.body).toHaveLength(1000);

    expect((await api.call(chatMessagesEndpoint, { query: {} })).messages.map((m) => m.side)).toEqual(['visitor', 'visitor']);
    expect(await failure(visitor('not-a-real-token').call(chatMessagesEndpoint, { query: {} }))).toMatchObject({ errorCode: 'not_found' });
    expect(await failure(visitor().call(sendChatTextEndpoint, { body: { text: 'hi' } }))).toMatchObject({ errorCode: 'not_found' });
    // Only the hash of the token is kept.
    const [row] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.id, opened.conversation.id));
    expect(row!.visitorTokenHash).not.toBe(opened.visitorToken);
  });

  it('takes png and jpg by their bytes, refuses other content and anything over 5 MB, and keeps images private', async () => {
    await aliceApi.call(openChatEndpoint, { body: {} });
    const png = await upload({ authorization: aliceToken }, PNG);
    expect(png.statusCode, png.body).toBe(200);
    const imageId = (png.json() as { value: { message: { imageId: string; kind: string } } }).value.message.imageId;
    expect((await upload({ authorization: aliceToken }, JPEG, 'photo.jpg', 'image/jpeg')).statusCode).toBe(200);

    const images = async () => (await t.database.db.select({ n: count() }).from(chatImages))[0]!.n;
    const before = [await images(), await messageCount()];
    const named = await upload({ authorization: aliceToken }, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'cat.png');
    expect(named.statusCode).toBe(415);
    expect(named.json()).toMatchObject({ errorCode: 'unsupported_media_type' });
    const big = await upload({ authorization: aliceToken }, Buffer.concat([PNG, Buffer.alloc(CHAT_IMAGE_MAX_BYTES)]));
    expect(big.json()).toMatchObject({ errorCode: 'payload_too_large' });
    expect([await images(), await messageCount()]).toEqual(before);

    const own = await t.app.inject({ method: 'GET', url: `/wps/chat/images/${imageId}`, headers: { host: 'localhost', authorization: aliceToken } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const stranger = (await visitor().call(openChatEndpoint, { body: { name: 'Nosy' } })).visitorToken!;
    const theirs = await t.app.inject({ method: 'GET', url: `/wps/chat/images/${imageId}`, headers: { host: 'localhost', [CHAT_VISITOR_HEADER]: stranger } });
    expect(theirs.statusCode).toBe(404);
    const desk = await t.app.inject({ method: 'GET', url: `/cms/chat/images/${imageId}`, headers: { host: 'localhost', authorization: operatorToken } });
    expect(desk.statusCode).toBe(200);
  });

  it('runs a member conversation through the desk: queue, take, reply, read marks, close, a new one after, history', async () => {
    const opened = await aliceApi.call(openChatEndpoint, { body: {} });
    await aliceApi.call(sendChatTextEndpoint, { body: { text: 'Where is my bonus?' } });
    const queue = await cms.call(chatQueueEndpoint);
    const waiting = queue.waiting.find((c) => c.id === opened.conversation.id);
    expect(waiting).toMatchObject({ name: alice.username, memberId: alice.id, visitor: false, vip: false, lastMessage: 'Where is my bonus?' });
    expect(waiting!.unread).toBeGreaterThanOrEqual(3);
    expect((await cms.call(chatUnreadEndpoint)).waiting).toBeGreaterThanOrEqual(1);

    const me = await cms.call(consoleMeEndpoint);
    expect(await cms.call(assignChatEndpoint, { params: { id: opened.conversation.id } })).toMatchObject({ status: 'open', operatorId: me.id });
    expect((await cms.call(chatQueueEndpoint)).mine.map((c) => c.id)).toContain(opened.conversation.id);
    await cms.call(deskReadEndpoint, { params: { id: opened.conversation.id } });
    const reply = await cms.call(replyChatEndpoint, { params: { id: opened.conversation.id }, body: { text: 'It is on its way.' } });
    expect(reply).toMatchObject({ side: 'operator', operatorName: me.username });

    const seen = await aliceApi.call(chatMessagesEndpoint, { query: {} });
    expect(seen.conversation).toMatchObject({ status: 'open', operatorName: me.username, unread: 1 });
    expect(seen.messages.filter((m) => m.side === 'member').every((m) => m.readAt !== null)).toBe(true);
    expect(await aliceApi.call(readChatEndpoint, { body: { upTo: reply.id } })).toEqual({ marked: 1 });
    const desk = await cms.call(deskConversationEndpoint, { params: { id: opened.conversation.id } });
    expect(desk.messages.at(-1)).toMatchObject({ id: reply.id, readAt: expect.any(String) });

    await cms.call(closeChatEndpoint, { params: { id: opened.conversation.id } });
    expect(await failure(cms.call(replyChatEndpoint, { params: { id: opened.conversation.id }, body: { text: 'late' } }))).toMatchObject({
      errorCode: 'conflict',
    });
    const again = await aliceApi.call(sendChatTextEndpoint, { body: { text: 'One more thing' } });
    expect(again.conversation.id).not.toBe(opened.conversation.id);
    const history = await cms.call(chatHistoryEndpoint, { query: { username: alice.username } });
    expect(history.items.map((c) => c.status)).toEqual(['waiting', 'closed']);
    expect((await auditOf(cms, 'chat.assign')).length).toBeGreaterThanOrEqual(1);
    expect((await auditOf(cms, 'chat.close')).length).toBeGreaterThanOrEqual(1);
  });

  it('routes a member above rank level 4 as VIP: first in the queue, and only for operators with chat.vip', async () => {
    const vip = await placeMember(t, merchant, { prefix: 'vip' });
    await t.database.db
      .update(members)
      .set({ clubLabel: { labelName: 'Diamond', rankLevel: 5 } })
      .where(eq(members.id, vip.id));
    const vipApi = await clientOf(t, merchant, vip);
    const opened = await vipApi.call(openChatEndpoint, { body: {} });
    await vipApi.call(sendChatTextEndpoint, { body: { text: 'VIP here' } });
    const waiting = (await cms.call(chatQueueEndpoint)).waiting;
    expect(waiting[0]).toMatchObject({ id: opened.conversation.id, vip: true });
    expect(waiting.slice(1).every((c) => !c.vip)).toBe(true);

    expect((await cms.call(vipQueueEndpoint)).items.map((c) => c.id)).toEqual([opened.conversation.id]);
    const support = await newOperator(t, 'support', 'cs');
    expect(await failure(support.api.call(vipQueueEndpoint))).toMatchObject({ errorCode: 'forbidden' });
    expect((await support.api.call(chatQueueEndpoint)).waiting.map((c) => c.id)).not.toContain(opened.conversation.id);
    expect(await failure(support.api.call(deskConversationEndpoint, { params: { id: opened.conversation.id } }))).toMatchObject({ errorCode: 'not_found' });
    expect(await failure(support.api.call(replyChatEndpoint, { params: { id: opened.conversation.id }, body: { text: 'hi' } }))).toMatchObject({
      errorCode: 'not_found',
    });
    // Nor can it be handed to an operator without chat.vip.
    const supportId = (await support.api.call(consoleMeEndpoint)).id;
    expect(await failure(cms.call(transferChatEndpoint, { params: { id: opened.conversation.id }, body: { operatorId: supportId } }))).toMatchObject({
      errorCode: 'not_found',
      field: 'operatorId',
    });
    // An ordinary member's conversation can.
    const plain = await visitor().call(openChatEndpoint, { body: { name: 'Ali' } });
    expect(await cms.call(transferChatEndpoint, { params: { id: plain.conversation.id }, body: { operatorId: supportId } })).toMatchObject({
      status: 'open',
      operatorId: supportId,
    });
    expect((await support.api.call(chatQueueEndpoint)).mine.map((c) => c.id)).toEqual([plain.conversation.id]);
    expect((await auditOf(cms, 'chat.transfer')).at(-1)?.detail).toMatchObject({ to: expect.stringMatching(/^cs/) });
  });

  it("keeps another merchant's conversations out of the desk's sight", async () => {
    const other = await siteRepo.insertMerchant(t.database.db, {
      code: 'OTHERCHAT',
      name: 'Other Brand',
      currency: 'MYR',
      currencySymbol: 'RM',
      timeZone: 'Asia/Kuala_Lumpur',
      settings: defaultSettings('Other Brand'),
    });
    const theirs = await t.client(() => ({ merchant: other.code })).call(openChatEndpoint, { body: { name: 'Outsider' } });
    const queue = await cms.call(chatQueueEndpoint);
    expect([...queue.waiting, ...queue.leftMessages, ...queue.mine, ...queue.others].map((c) => c.id)).not.toContain(theirs.conversation.id);
    const params = { id: theirs.conversation.id };
    for (const call of [
      () => cms.call(deskConversationEndpoint, { params }),
      () => cms.call(assignChatEndpoint, { params }),
      () => cms.call(replyChatEndpoint, { params, body: { text: 'hello' } }),
      () => cms.call(closeChatEndpoint, { params }),
    ])
      expect(await failure(call())).toMatchObject({ errorCode: 'not_found' });
    // The visitor's token does not work on our site either.
    expect(await failure(visitor(theirs.visitorToken!).call(chatMessagesEndpoint, { query: {} }))).toMatchObject({ errorCode: 'not_found' });
  });

  it('keeps a message written outside service hours as a left message and tells the writer', async () => {
    // Open one minute a day, an hour from now: the desk is away.
    const later = new Date(t.clock.now().getTime() + 3_600_000);
    const hhmm = new Intl.DateTimeFormat('en-GB', { timeZone: merchant.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(later);
    const until = new Intl.DateTimeFormat('en-GB', { timeZone: merchant.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(later.getTime() + 60_000),
    );
    await cms.call(updateChatSettingsEndpoint, { body: { limited: true, from: hhmm, to: until } });
    try {
      const api = visitor((await visitor().call(openChatEndpoint, { body: { name: 'Night owl' } })).visitorToken!);
      expect((await api.call(chatMessagesEndpoint, { query: {} })).online).toBe(false);
      const sent = await api.call(sendChatTextEndpoint, { body: { text: 'Anyone there?' } });
      expect(sent).toMatchObject({ online: false, conversation: { status: 'left_message' } });
      const messages = (await api.call(chatMessagesEndpoint, { query: {} })).messages;
      expect(messages.at(-1)).toMatchObject({ side: 'system', body: expect.stringContaining(hhmm) });
      expect((await cms.call(chatQueueEndpoint)).leftMessages.map((c) => c.id)).toContain(sent.conversation.id);
      expect(await failure(cms.call(updateChatSettingsEndpoint, { body: { limited: true, from: '25:00', to: '08:00' } }))).toMatchObject({
        errorCode: 'validation_failed',
      });
    } finally {
      await cms.call(updateChatSettingsEndpoint, { body: { limited: false, from: '00:00', to: '00:00' } });
    }
    expect((await auditOf(cms, 'chat.settings')).length).toBe(2);
  });

  it('lets only the chat permissions in: canned replies need chat.manage, the desk chat.read', async () => {
    const created = await cms.call(createCannedEndpoint, { body: { title: 'Greeting', body: 'Hello, how can I help?' } });
    await cms.call(updateCannedEndpoint, { params: { id: created.id }, body: { title: 'Greeting', body: 'Hi! How can I help?' } });
    expect((await cms.call(listCannedEndpoint)).items.find((c) => c.id === created.id)?.body).toBe('Hi! How can I help?');
    expect(await failure(cms.call(createCannedEndpoint, { body: { title: '', body: 'x' } }))).toMatchObject({ errorCode: 'validation_failed' });

    const support = await newOperator(t, 'support', 'cs');
    expect((await support.api.call(listCannedEndpoint)).items.length).toBeGreaterThanOrEqual(1);
    expect(await failure(support.api.call(deleteCannedEndpoint, { params: { id: created.id } }))).toMatchObject({ errorCode: 'forbidden' });
    expect(await failure(support.api.call(updateChatSettingsEndpoint, { body: { limited: false, from: '00:00', to: '00:00' } }))).toMatchObject({
      errorCode: 'forbidden',
    });
    for (const role of ['finance', 'content'] as const) {
      const other = await newOperator(t, role, role.slice(0, 3));
      expect(await failure(other.api.call(chatQueueEndpoint))).toMatchObject({ errorCode: 'forbidden', status: 403 });
    }
    await cms.call(deleteCannedEndpoint, { params: { id: created.id } });
    expect((await auditOf(cms, 'chat.canned.delete')).length).toBe(1);
  });

  it('delivers messages, typing and read marks live to the member stream, the visitor stream and the desk', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const bob = await placeMember(t, merchant, { prefix: 'live' });
    const bobToken = (await t.services.members.socialAccounts.openSession(merchant, bob.id, 'google', { ip: '127.0.0.1', device: 'WEB' })).token;
    const bobApi = await clientOf(t, merchant, bob);
    const opened = await bobApi.call(openChatEndpoint, { body: {} });
    const member = await chatStream(`${address}${WALLET_EVENTS_PATH}`, { host: 'localhost', authorization: bobToken });
    const desk = await chatStream(`${address}${CONSOLE_CHAT_EVENTS_PATH}`, { host: 'localhost', authorization: operatorToken });
    expect(await member.next()).toMatchObject({ kind: 'unread', conversationId: opened.conversation.id, unread: 0 });

    await bobApi.call(sendChatTextEndpoint, { body: { text: 'Live hello' } });
    expect(await desk.next(messageWith('Live hello'))).toMatchObject({ conversationId: opened.conversation.id, message: { side: 'member' } });
    await bobApi.call(chatTypingEndpoint);
    expect(await desk.next((e) => e.kind === 'typing')).toMatchObject({ side: 'member' });

    await cms.call(replyChatEndpoint, { params: { id: opened.conversation.id }, body: { text: 'Live answer' } });
    expect(await member.next(messageWith('Live answer'))).toMatchObject({ message: { side: 'operator' } });
    expect(await member.next((e) => e.kind === 'status')).toMatchObject({ status: 'open' });
    await cms.call(deskReadEndpoint, { params: { id: opened.conversation.id } });
    expect(await member.next((e) => e.kind === 'read')).toMatchObject({ side: 'operator' });

    const guest = (await visitor().call(openChatEndpoint, { body: { name: 'Guest' } })).visitorToken!;
    const guestStream = await chatStream(`${address}${CHAT_EVENTS_PATH}`, { host: 'localhost', [CHAT_VISITOR_HEADER]: guest });
    const guestId = (await visitor(guest).call(chatMessagesEndpoint, { query: {} })).conversation.id;
    await cms.call(replyChatEndpoint, { params: { id: guestId }, body: { text: 'Welcome, guest' } });
    expect(await guestStream.next(messageWith('Welcome, guest'))).toMatchObject({ conversationId: guestId });
    member.close();
    desk.close();
    guestStream.close();
  });

  it('refuses to open a stream to a caller without a chat, a wrong visitor token or no operator', async () => {
    const open = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
    const stranger = await placeMember(t, merchant, { prefix: 'nochat' });
    const strangerToken = (await t.services.members.socialAccounts.openSession(merchant, stranger.id, 'google', { ip: '127.0.0.1', device: 'WEB' })).token;
    const cases: Array<[string, Record<string, string>, number, string]> = [
      [CHAT_EVENTS_PATH, { authorization: strangerToken }, 404, 'not_found'],
      // A token no conversation holds is no chat to read.
      [CHAT_EVENTS_PATH, { [CHAT_VISITOR_HEADER]: 'not-a-visitor-token' }, 404, 'not_found'],
      [CONSOLE_CHAT_EVENTS_PATH, {}, 401, 'unauthorized'],
      [CONSOLE_CHAT_EVENTS_PATH, { authorization: aliceToken }, 401, 'unauthorized'],
    ];
    for (const [url, headers, status, errorCode] of cases) {
      const reply = await open(url, headers);
      expect({ url, status: reply.statusCode, errorCode: (reply.json() as { errorCode?: string }).errorCode }).toEqual({ url, status, errorCode });
    }
  });
});
