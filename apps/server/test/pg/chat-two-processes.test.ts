// Live chat across two real server processes on one PostgreSQL database: a member's event stream and the
// desk's stream are open on one process while the other side writes on the other; each message, typing
// signal and read mark crosses by NOTIFY. Runs with `npm run test:pg` (PGlite cannot be shared by two processes).
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@orbit/contracts/client';
import { CHAT_EVENTS_PATH, CHAT_VISITOR_HEADER, chatTypingEndpoint, openChatEndpoint, sendChatTextEndpoint } from '@orbit/contracts/chat';
import { CONSOLE_CHAT_EVENTS_PATH, deskReadEndpoint, replyChatEndpoint } from '@orbit/contracts/chat-desk';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import { DEMO_MERCHANT_CODE } from '../../src/seed/seed.ts';
import { DEMO_OPERATOR } from '../helpers.ts';
import { chatStream, messageWith } from '../support/chat.ts';
import { stopServer } from '../support/server-process.ts';
import { baseUrlOf, enrolDemoOperator, memberWithSession, startTwoServers, twoProcessSuite } from '../support/two-processes.ts';

describe('live chat across two server processes', () => {
  const suite = twoProcessSuite();

  it('carries a message written on process A to a reader on process B, both ways', async () => {
    const [a, b] = await startTwoServers(suite);
    const token = await enrolDemoOperator(a);
    const cmsOnA = createApiClient({ baseUrl: baseUrlOf(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: token }) });

    // The member writes on A; the desk listens on B.
    const member = await memberWithSession(suite.database, 'xchat');
    const memberOnA = createApiClient({ baseUrl: baseUrlOf(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: member.token }) });
    const opened = await memberOnA.call(openChatEndpoint, { body: {} });
    const deskOnB = await chatStream(`${baseUrlOf(b)}${CONSOLE_CHAT_EVENTS_PATH}`, { Merchant: DEMO_MERCHANT_CODE, authorization: token });
    const memberOnB = await chatStream(`${baseUrlOf(b)}${WALLET_EVENTS_PATH}`, { Merchant: DEMO_MERCHANT_CODE, authorization: member.token });
    expect(await memberOnB.next()).toMatchObject({ kind: 'unread', conversationId: opened.conversation.id });

    await memberOnA.call(sendChatTextEndpoint, { body: { text: 'Sent on A' } });
    expect(await deskOnB.next(messageWith('Sent on A'))).toMatchObject({ conversationId: opened.conversation.id, message: { side: 'member' } });
    await memberOnA.call(chatTypingEndpoint);
    expect(await deskOnB.next((e) => e.kind === 'typing')).toMatchObject({ side: 'member' });

    // The operator answers on A; the member's stream on B hears it, and the read mark.
    await cmsOnA.call(replyChatEndpoint, { params: { id: opened.conversation.id }, body: { text: 'Answered on A' } });
    expect(await memberOnB.next(messageWith('Answered on A'))).toMatchObject({ message: { side: 'operator', operatorName: DEMO_OPERATOR.username } });
    await cmsOnA.call(deskReadEndpoint, { params: { id: opened.conversation.id } });
    expect(await memberOnB.next((e) => e.kind === 'read')).toMatchObject({ side: 'operator' });

    // A visitor's own stream on B hears the desk's answer written on A.
    const visitorOnA = createApiClient({ baseUrl: baseUrlOf(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE }) });
    const guest = await visitorOnA.call(openChatEndpoint, { body: { name: 'Guest' } });
    const guestOnB = await chatStream(`${baseUrlOf(b)}${CHAT_EVENTS_PATH}`, { Merchant: DEMO_MERCHANT_CODE, [CHAT_VISITOR_HEADER]: guest.visitorToken! });
    await cmsOnA.call(replyChatEndpoint, { params: { id: guest.conversation.id }, body: { text: 'Hello guest' } });
    expect(await guestOnB.next(messageWith('Hello guest'))).toMatchObject({ conversationId: guest.conversation.id });

    for (const stream of [deskOnB, memberOnB, guestOnB]) stream.close();
    expect(await stopServer(a)).toBe(0);
    expect(await stopServer(b)).toBe(0);
  });
});
