// Live chat's limits and hand-over list (docs/chat.md): a visitor's address and a member may have only so many
// conversations open or begun within the hour (chat_open_limit, nothing written past it), and the desk lists
// the colleagues a chat can be handed to for operators with chat.reply but without operators.read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { CHAT_VISITOR_HEADER, openChatEndpoint } from '@orbit/contracts/chat';
import { closeChatEndpoint, deskOperatorsEndpoint, transferChatEndpoint } from '@orbit/contracts/chat-desk';
import { listOperatorsEndpoint, updateOperatorEndpoint } from '@orbit/contracts/console';
import { chatConversations } from '../src/db/schema/chat.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { clientOf, placeMember } from './support/agents.ts';
import { newOperator } from './support/four-eyes.ts';
import { failure } from './support/members.ts';

const CAP = 3;

describe('live chat limits and hand-over list', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;

  beforeAll(async () => {
    t = await createTestApp({ CHAT_OPENS_PER_HOUR: String(CAP) });
    merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
  });
  afterAll(() => t.close());

  const conversations = async () => (await t.database.db.select({ n: count() }).from(chatConversations))[0]!.n;
  const visitor = (token?: string) => t.client(() => (token ? { [CHAT_VISITOR_HEADER]: token } : {}));

  it('lets one member open a new chat only so many times an hour, then answers chat_open_limit', async () => {
    const { api: desk } = await newOperator(t, 'admin', 'cap');
    const member = await placeMember(t, merchant, { prefix: 'cap' });
    const api = await clientOf(t, merchant, member);
    for (let i = 0; i < CAP; i += 1) {
      const opened = await api.call(openChatEndpoint, { body: {} });
      // Opening again while one is in progress resumes it: not a new conversation, not counted.
      expect((await api.call(openChatEndpoint, { body: {} })).conversation.id).toBe(opened.conversation.id);
      await desk.call(closeChatEndpoint, { params: { id: opened.conversation.id } });
    }
    const before = await conversations();
    expect(await failure(api.call(openChatEndpoint, { body: {} }))).toEqual({ errorCode: 'chat_open_limit', status: 429, field: undefined });
    expect(await conversations()).toBe(before);
  });

  it('lists colleagues who may take chats to an operator with chat.reply only, and hands over to one of them', async () => {
    const support = await newOperator(t, 'support', 'desk');
    const vipAdmin = await newOperator(t, 'admin', 'desk');
    const finance = await newOperator(t, 'finance', 'desk');
    // Support staff cannot read the operators list, but can read the hand-over list.
    expect(await failure(support.api.call(listOperatorsEndpoint))).toMatchObject({ errorCode: 'forbidden', status: 403 });
    const { items } = await support.api.call(deskOperatorsEndpoint);
    const byUsername = new Map(items.map((o) => [o.username, o]));
    expect(byUsername.get(vipAdmin.username)).toMatchObject({ vip: true, online: true, name: expect.stringContaining('admin') });
    expect(byUsername.get(support.username)).toMatchObject({ vip: false, online: true });
    // Without chat.reply an operator is neither listed nor may list.
    expect(byUsername.has(finance.username)).toBe(false);
    expect(await failure(finance.api.call(deskOperatorsEndpoint))).toMatchObject({ errorCode: 'forbidden', status: 403 });

    // A disabled colleague drops off the list.
    const { api: owner } = await newOperator(t, 'owner', 'desk');
    const target = (await owner.call(listOperatorsEndpoint)).items.find((o) => o.username === vipAdmin.username)!;
    await owner.call(updateOperatorEndpoint, { params: { id: target.id }, body: { disabled: true } });
    expect((await support.api.call(deskOperatorsEndpoint)).items.some((o) => o.username === vipAdmin.username)).toBe(false);

    // The list is enough to hand a member's chat over, with no operators.read.
    const other = await newOperator(t, 'support', 'desk');
    const otherId = (await support.api.call(deskOperatorsEndpoint)).items.find((o) => o.username === other.username)!.id;
    const member = await placeMember(t, merchant, { prefix: 'hand' });
    const opened = await (await clientOf(t, merchant, member)).call(openChatEndpoint, { body: {} });
    expect(await support.api.call(transferChatEndpoint, { params: { id: opened.conversation.id }, body: { operatorId: otherId } })).toMatchObject({
      operatorId: otherId,
    });
  });

  // Last: it moves the clock an hour on.
  it('counts visitors by their address: a new token does not get round the cap, an hour later it opens again', async () => {
    const before = await conversations();
    const tokens: string[] = [];
    for (let i = 0; i < CAP; i += 1) tokens.push((await visitor().call(openChatEndpoint, { body: { name: `Guest ${i}` } })).visitorToken!);
    expect(await conversations()).toBe(before + CAP);
    expect(await failure(visitor().call(openChatEndpoint, { body: { name: 'One more' } }))).toMatchObject({ errorCode: 'chat_open_limit', status: 429 });
    expect(await conversations()).toBe(before + CAP);
    // A visitor with its token still resumes its own conversation.
    expect((await visitor(tokens[0]).call(openChatEndpoint, { body: {} })).visitorToken).toBeNull();

    // Still waiting ones stay counted; once closed and an hour old, they are not.
    const { api: desk } = await newOperator(t, 'admin', 'cap');
    const rows = await t.database.db.select({ id: chatConversations.id }).from(chatConversations).orderBy(chatConversations.id);
    for (const row of rows.slice(-CAP)) await desk.call(closeChatEndpoint, { params: { id: row.id } }).catch(() => undefined);
    t.clock.advance(61 * 60_000);
    expect((await visitor().call(openChatEndpoint, { body: { name: 'Next hour' } })).visitorToken).toEqual(expect.any(String));
  });
});
