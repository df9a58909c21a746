// What the PostgreSQL tests across two real server processes share (test/pg/*-two-processes.test.ts): a seeded
// database of the suite's own, two servers on it, the demo operator enrolled, and a member with a live session
// made straight in the database. They run with `npm run test:pg` (PGlite cannot be shared by two processes).
import { afterAll, beforeAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createApiClient } from '@orbit/contracts/client';
import { consoleEnrolEndpoint, consoleLoginEndpoint } from '@orbit/contracts/console';
import type { Database } from '../../src/db/client.ts';
import { members, memberSessions } from '../../src/db/schema/members.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import { currentTotp } from '../../src/modules/console/totp.ts';
import { DEMO_MERCHANT_CODE, seedDemo } from '../../src/seed/seed.ts';
import { createTestDatabase, DEMO_OPERATOR } from '../helpers.ts';
import { databaseUrlOf, startServer, type Server } from './server-process.ts';

export interface TwoProcessSuite {
  /** The suite's own seeded database (set before its first test). */
  database: Database;
  /** Every server the suite started; the ones still running are killed after it. */
  servers: Server[];
}

/** Registers the suite's hooks (call it inside `describe`): a seeded database of its own, dropped after it. */
export function twoProcessSuite(): TwoProcessSuite {
  const suite: Partial<TwoProcessSuite> & { servers: Server[] } = { servers: [] };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('this suite needs DATABASE_URL (run it with npm run test:pg)');
    const created = await createTestDatabase();
    suite.database = created.database;
    drop = created.drop;
    await seedDemo(created.database);
  });
  afterAll(async () => {
    for (const server of suite.servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await drop();
  });
  return suite as TwoProcessSuite;
}

/** Two server processes on the suite's database. */
export async function startTwoServers(suite: TwoProcessSuite): Promise<[Server, Server]> {
  const url = databaseUrlOf(suite.database);
  const pair = await Promise.all([startServer(url), startServer(url)]);
  suite.servers.push(...pair);
  return pair;
}

export const baseUrlOf = (server: Server) => `http://127.0.0.1:${server.port}`;

/** The demo operator's console token, enrolled on `server` (in a freshly seeded database the first login enrols). */
export async function enrolDemoOperator(server: Server): Promise<string> {
  const api = createApiClient({ baseUrl: baseUrlOf(server), headers: () => ({ Merchant: DEMO_MERCHANT_CODE }) });
  const first = await api.call(consoleLoginEndpoint, { body: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
  if (first.state !== 'enrol') throw new Error('expected an enrolment');
  const { token } = await api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: currentTotp(first.secret, new Date()) } });
  return token;
}

/** A member of the demo merchant with a live session, made straight in the database. */
export async function memberWithSession(database: Database, prefix: string) {
  const username = `${prefix}${randomBytes(3).toString('hex')}`;
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
