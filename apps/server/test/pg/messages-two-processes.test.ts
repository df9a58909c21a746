// The unread count across two real server processes on one PostgreSQL database: a member's event stream is
// open on one process while the operator sends on the other, and the member's own reads happen there too; the
// stream hears every change (by NOTIFY between the processes), for a message to them and for a broadcast to
// everyone. Runs with `npm run test:pg` (PGlite cannot be shared by two processes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createApiClient } from '@orbit/contracts/client';
import { consoleEnrolEndpoint, consoleLoginEndpoint } from '@orbit/contracts/console';
import { readAllMessagesEndpoint, sendMessageEndpoint, type MessageInput } from '@orbit/contracts/messages';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import type { Database } from '../../src/db/client.ts';
import { members, memberSessions } from '../../src/db/schema/members.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import { currentTotp } from '../../src/modules/console/totp.ts';
import { DEMO_MERCHANT_CODE, seedDemo } from '../../src/seed/seed.ts';
import { createTestDatabase, DEMO_OPERATOR } from '../helpers.ts';
import { databaseUrlOf, startServer, stopServer, type Server } from '../support/server-process.ts';

const message = (audience: MessageInput['audience']): MessageInput => ({ audience, title: { EN: 'Hello' }, body: { EN: 'Across processes' }, format: 'text' });

/** A member of the demo merchant with a live session, made straight in the database. */
async function memberWithSession(database: Database) {
  const username = `xproc${randomBytes(3).toString('hex')}`;
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

/** Reads the inbox events of a member's stream one at a time. */
function inboxEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pending: number[] = [];
  let buffer = '';
  return async function next(): Promise<number> {
    while (pending.length === 0) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        const parsed = data ? (JSON.parse(data.slice(6)) as { type: string; unread?: number }) : null;
        if (parsed?.type === 'inbox') pending.push(parsed.unread!);
      }
    }
    return pending.shift()!;
  };
}

describe('the unread count across two server processes', () => {
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

  it('reaches a stream on one process when the operator sends, or the member reads, on the other', async () => {
    const url = databaseUrlOf(database);
    const [sender, streamer] = await Promise.all([startServer(url), startServer(url)]);
    servers.push(sender, streamer);
    const base = (server: Server) => `http://127.0.0.1:${server.port}`;

    // The demo operator enrols on the sending process.
    const api = createApiClient({ baseUrl: base(sender), headers: () => ({ Merchant: DEMO_MERCHANT_CODE }) });
    const first = await api.call(consoleLoginEndpoint, { body: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
    if (first.state !== 'enrol') throw new Error('expected an enrolment');
    const { token } = await api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: currentTotp(first.secret, new Date()) } });
    const cms = createApiClient({ baseUrl: base(sender), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: token }) });

    const member = await memberWithSession(database);
    const controller = new AbortController();
    const stream = await fetch(`${base(streamer)}${WALLET_EVENTS_PATH}`, {
      headers: { Merchant: DEMO_MERCHANT_CODE, authorization: member.token, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const next = inboxEvents(stream);
    expect(await next()).toBe(0);

    await cms.call(sendMessageEndpoint, { body: message({ kind: 'member', username: member.username }) });
    expect(await next()).toBe(1);
    await cms.call(sendMessageEndpoint, { body: message({ kind: 'everyone' }) });
    expect(await next()).toBe(2);

    const memberApi = createApiClient({ baseUrl: base(sender), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: member.token }) });
    expect((await memberApi.call(readAllMessagesEndpoint)).marked).toBe(2);
    expect(await next()).toBe(0);

    controller.abort();
    expect(await stopServer(sender)).toBe(0);
    expect(await stopServer(streamer)).toBe(0);
  });
});
