// Live chat across two real server processes on one PostgreSQL database: a member's event stream and the
// desk's stream are open on one process while the other side writes on the other; each message, typing
// signal and read mark crosses by NOTIFY. Runs with `npm run test:pg` (PGlite cannot be shared by two processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createApiClient } from '@orbit/contracts/client';
import { CHAT_EVENTS_PATH, CHAT_VISITOR_HEADER, chatTypingEndpoint, openChatEndpoint, sendChatTextEndpoint } from '@orbit/contracts/chat';
import { CONSOLE_CHAT_EVENTS_PATH, deskReadEndpoint, replyChatEndpoint } from '@orbit/contracts/chat-desk';
import { consoleEnrolEndpoint, consoleLoginEndpoint } from '@orbit/contracts/console';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import type { Database } from '../../src/db/client.ts';
import { members, memberSessions } from '../../src/db/schema/members.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import { currentTotp } from '../../src/modules/console/totp.ts';
import { DEMO_MERCHANT_CODE, seedDemo } from '../../src/seed/seed.ts';
import { createTestDatabase, DEMO_OPERATOR } from '../helpers.ts';
import { chatStream, messageWith } from '../support/chat.ts';
import { databaseUrlOf, startServer, stopServer, type Server } from '../support/server-process.ts';

/** A member of the demo merchant with a live session, made straight in the database. */
async function memberWithSession(database: Database) {
  const username = `xchat${randomBytes(3).toString('hex')}`;
  const [merchant] = await database.db.query.merchants.findMany({ limit: 1 });
  const [row] = await database.db
    .insert(members)
    .values({ merchantId: merchant!.id, username, usernameKey: username, nickname: username })
    .returning({ id: members.id });
  const token = newToken();
  const now = new Date();
  await database.db.insert(memberSessions).values({
    id: randomBytes(9).toString('base64url'),
    tokenHash: hashToken(token),
    memberId: row!.id,
    merchantId: merchant!.id,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return { username, token };
}

describe('live chat across two server processes', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const servers: Server[] = [];

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('this suite needs DATABASE_URL (run it with npm run test:pg)');
    ({ database, drop } = await createTestDatabase());
    await seedDemo(database);
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await drop();
  });

  it('carries a message written on process A to a reader on process B, both ways', async () => {
    const url = databaseUrlOf(database);
    const [a, b] = await Promise.all([startServer(url), startServer(url)]);
    servers.push(a, b);
    const base = (server: Server) => `http://127.0.0.1:${server.port}`;

    const api = createApiClient({ baseUrl: base(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE }) });
    const first = await api.call(consoleLoginEndpoint, { body: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
    if (first.state !== 'enrol') throw new Error('expected an enrolment');
    const { token } = await api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: currentTotp(first.secret, new Date()) } });
    const cmsOnA = createApiClient({ baseUrl: base(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: token }) });

    // The member writes on A; the desk listens on B.
    const member = await memberWithSession(database);
    const memberOnA = createApiClient({ baseUrl: base(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: member.token }) });
    const opened = await memberOnA.call(openChatEndpoint, { body: {} });
    const deskOnB = await chatStream(`${base(b)}${CONSOLE_CHAT_EVENTS_PATH}`, { Merchant: DEMO_MERCHANT_CODE, authorization: token });
    const memberOnB = await chatStream(`${base(b)}${WALLET_EVENTS_PATH}`, { Merchant: DEMO_MERCHANT_CODE, authorization: member.token });
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
    const visitorOnA = createApiClient({ baseUrl: base(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE }) });
    const guest = await visitorOnA.call(openChatEndpoint, { body: { name: 'Guest' } });
    const guestOnB = await chatStream(`${base(b)}${CHAT_EVENTS_PATH}`, { Merchant: DEMO_MERCHANT_CODE, [CHAT_VISITOR_HEADER]: guest.visitorToken! });
    await cmsOnA.call(replyChatEndpoint, { params: { id: guest.conversation.id }, body: { text: 'Hello guest' } });
    expect(await guestOnB.next(messageWith('Hello guest'))).toMatchObject({ conversationId: guest.conversation.id });

    for (const stream of [deskOnB, memberOnB, guestOnB]) stream.close();
    expect(await stopServer(a)).toBe(0);
    expect(await stopServer(b)).toBe(0);
  });
});
