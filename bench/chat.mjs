// Live chat delivery (`npm run bench:chat`, ADR 0031), in one run on a fresh throwaway database (dropped after):
//   streams   --streams (1,000) members each hold their event stream open on one server process (the stream
//             that carries balances, the inbox count and chat events) and have a chat open
//   chat      the operator answers --sample (300) of them over HTTP, --concurrency (8) at a time; each
//             delay is from the reply call's start to the message event on that member's stream
//   balance   the same number of balance changes announced the way another process announces them (a NOTIFY
//             on wallet_balance); each delay is from the NOTIFY to the balance event on the member's stream
// Target: chat p99 ≤ 500 ms with every stream open.
//
// Options: --streams=1000 --sample=300 --concurrency=8
//          --url=postgres://postgres@127.0.0.1:5432/test (TEST_DATABASE_URL or DATABASE_URL by default)
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createApiClient } from '@orbit/contracts/client';
import { consoleEnrolEndpoint, consoleLoginEndpoint } from '@orbit/contracts/console';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { members, memberSessions } from '../apps/server/src/db/schema/members.ts';
import { hashToken, newToken } from '../apps/server/src/lib/tokens.ts';
import { currentTotp } from '../apps/server/src/modules/console/totp.ts';
import { findMerchantByCode } from '../apps/server/src/modules/site/site.repo.ts';
import { DEMO_OPERATOR, seedDemo } from '../apps/server/src/seed/seed.ts';
import { benchArgs, postgresServer, saveResults, startServer, stopServer } from './lib/kit.ts';

const args = benchArgs();
const STREAMS = Number(args.streams ?? 1000);
const SAMPLE = Number(args.sample ?? 300);
const CONCURRENCY = Number(args.concurrency ?? 8);
const URL_ = String(args.url ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const TARGET_P99_MS = 500;
const PORT = 4000 + Math.floor(Math.random() * 100);
const BASE = `http://127.0.0.1:${PORT}`;
const MERCHANT = 'HGOLD';

const postgres = postgresServer(URL_);
const name = `orbit_chat_${randomBytes(4).toString('hex')}`;
await postgres.create(name);
const url = postgres.urlOf(name);
const database = openDatabase({ url, poolSize: 4 });
const notifier = new pg.Pool({ connectionString: url, max: 8 });
const controller = new AbortController();
let server;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (delays) => {
  const sorted = [...delays].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1)),
  };
};

async function call(path, { method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { Merchant: MERCHANT, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = await response.json();
  if (!reply.success) throw new Error(`${method} ${path}: ${reply.errorCode} ${reply.message}`);
  return reply.value;
}

/** Opens a member's event stream; `waiters` get the events they wait for. */
async function openStream(token) {
  const waiters = [];
  const response = await fetch(`${BASE}${WALLET_EVENTS_PATH}`, {
    headers: { Merchant: MERCHANT, authorization: token, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`stream ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const line = block.split('\n').find((l) => l.startsWith('data: '));
        if (!line) continue;
        const event = JSON.parse(line.slice(6));
        const at = performance.now();
        for (const waiter of [...waiters]) {
          if (!waiter.match(event)) continue;
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(at);
        }
      }
    }
  })();
  return { next: (match) => new Promise((resolve) => waiters.push({ match, resolve })) };
}

async function inBatches(items, size, work) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

try {
  await database.migrate();
  await seedDemo(database);
  const merchant = await findMerchantByCode(database.db, MERCHANT);
  console.log(`making ${STREAMS} members with sessions…`);
  const now = new Date();
  const people = [];
  for (let i = 0; i < STREAMS; i++) people.push({ username: `chat${i}`, token: newToken() });
  const rows = await database.db
    .insert(members)
    .values(people.map((p) => ({ merchantId: merchant.id, username: p.username, usernameKey: p.username, nickname: p.username, createdAt: now })))
    .returning({ id: members.id });
  rows.forEach((row, i) => (people[i].id = row.id));
  await database.db.insert(memberSessions).values(
    people.map((p) => ({
      id: randomBytes(9).toString('base64url'),
      tokenHash: hashToken(p.token),
      memberId: p.id,
      merchantId: merchant.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 6 * 3_600_000),
    })),
  );

  server = await startServer({ databaseUrl: url, port: PORT, poolSize: 10 });
  // The login calls travel encrypted: the typed client does that.
  const api = createApiClient({ baseUrl: BASE, headers: () => ({ Merchant: MERCHANT }) });
  const first = await api.call(consoleLoginEndpoint, { body: { username: DEMO_OPERATOR.username, password: DEMO_OPERATOR.password } });
  if (first.state !== 'enrol') throw new Error('expected an enrolment');
  const session = await api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: currentTotp(first.secret, new Date()) } });
  const operator = { authorization: session.token };

  console.log(`opening ${STREAMS} chats and event streams…`);
  await inBatches(people, 50, async (p) => {
    p.conversationId = (await call('/wps/chat/open', { method: 'POST', body: {}, headers: { authorization: p.token } })).conversation.id;
    p.stream = await openStream(p.token);
  });

  const sample = people.slice(0, SAMPLE);
  console.log(`chat: ${SAMPLE} replies, ${CONCURRENCY} at a time…`);
  const chatDelays = [];
  const replyCalls = [];
  await inBatches(sample, CONCURRENCY, async (p) => {
    const text = `answer ${p.id} ${randomBytes(3).toString('hex')}`;
    const arrived = p.stream.next((e) => e.type === 'chat' && e.kind === 'message' && e.message.body === text);
    const start = performance.now();
    await call(`/cms/chat/conversations/${p.conversationId}/messages`, { method: 'POST', body: { text }, headers: operator });
    replyCalls.push(performance.now() - start);
    chatDelays.push((await arrived) - start);
  });

  console.log(`balance: ${SAMPLE} announced changes, ${CONCURRENCY} at a time…`);
  const balanceDelays = [];
  await inBatches(sample, CONCURRENCY, async (p) => {
    const arrived = p.stream.next((e) => e.type === 'balance');
    const start = performance.now();
    await notifier.query('SELECT pg_notify($1, $2)', ['wallet_balance', `bench|${merchant.id}:${p.id}`]);
    balanceDelays.push((await arrived) - start);
  });

  const chat = summary(chatDelays);
  const balance = summary(balanceDelays);
  const reply = summary(replyCalls);
  const ok = chat.p99 <= TARGET_P99_MS;
  console.log(`\n${STREAMS} streams open on one process`);
  console.log(`chat message → reader      p50 ${chat.p50} ms  p95 ${chat.p95} ms  p99 ${chat.p99} ms  max ${chat.max} ms  (n=${chat.n})`);
  console.log(`  of which the reply call  p50 ${reply.p50} ms  p95 ${reply.p95} ms  p99 ${reply.p99} ms  max ${reply.max} ms`);
  console.log(`balance change → reader    p50 ${balance.p50} ms  p95 ${balance.p95} ms  p99 ${balance.p99} ms  max ${balance.max} ms  (n=${balance.n})`);
  console.log(`target chat p99 ≤ ${TARGET_P99_MS} ms: ${ok ? 'met' : 'NOT met'}`);
  saveResults('chat', { streams: STREAMS, sample: SAMPLE, concurrency: CONCURRENCY, chat, replyCall: reply, balance, targetP99Ms: TARGET_P99_MS, met: ok });
  if (!ok) process.exitCode = 1;
} finally {
  controller.abort();
  await stopServer(server);
  await notifier.end().catch(() => undefined);
  await database.close();
  await postgres.drop(name);
}
