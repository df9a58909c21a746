// What several server processes on one PostgreSQL database share (ADR 0041), with real processes on their
// own ports: the API rate limit counts calls made to any of them; a settings change made on one is served by
// the other at once (its cache would keep the old settings for ten minutes); a chat client that reconnects to
// the other process with Last-Event-ID is sent the messages it missed, in order, then the live ones; and the
// live tables', the lottery's and the sportsbook's producer-watch loops have one leader, replaced within 10 s (by the database's clock) when it is
// killed outright. Runs with `npm run test:pg` (PGlite cannot be shared by two processes).
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createApiClient } from '@orbit/contracts/client';
import { CHAT_EVENTS_PATH, openChatEndpoint } from '@orbit/contracts/chat';
import { replyChatEndpoint } from '@orbit/contracts/chat-desk';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { whitelabelEndpoint } from '@orbit/contracts/site';
import { rowsOf } from '../../src/db/client.ts';
import { LEASE_MS, RENEW_MS } from '../../src/lib/leadership.ts';
import { DEMO_MERCHANT_CODE } from '../../src/seed/seed.ts';
import { chatStream, messageWith } from '../support/chat.ts';
import { databaseUrlOf, startServer, type Server } from '../support/server-process.ts';
import { baseUrlOf, enrolDemoOperator, memberWithSession, twoProcessSuite } from '../support/two-processes.ts';

const LIMIT = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (polling) until `check` answers a value; the test's own timeout bounds it. */
async function eventually<T>(check: () => Promise<T | undefined>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    await pause(50);
  }
}

describe('state shared by server processes on one PostgreSQL database', () => {
  const suite = twoProcessSuite();
  let a: Server;
  let b: Server;

  it('counts the rate limit across processes, drops changed settings everywhere, and resumes a chat stream on the other process', async () => {
    const url = databaseUrlOf(suite.database);
    // Settings cached for ten minutes: only the change notice can make the other process serve the new ones.
    const env = { RATE_LIMIT_PER_MINUTE: String(LIMIT), SETTINGS_CACHE_MS: '600000' };
    [a, b] = await Promise.all([startServer(url, env), startServer(url, env)]);
    suite.servers.push(a, b);

    // The limit: calls to A and B count together, so the limit's worth spread over both uses it up.
    const health = (server: Server) => fetch(`${baseUrlOf(server)}/healthz`).then((r) => r.status);
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push(await health(i % 2 === 0 ? a : b));
    // The servers' own readiness polls counted too: at most the limit got through, and then nothing more.
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(await health(a)).toBe(429);
    expect(await health(b)).toBe(429);
    await suite.database.db.execute(sql`TRUNCATE rate_limit_counters`);

    // Settings: B has the merchant cached; a change saved on A is what B serves next.
    const token = await enrolDemoOperator(a);
    const cmsOnA = createApiClient({ baseUrl: baseUrlOf(a), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: token }) });
    const siteOnB = createApiClient({ baseUrl: baseUrlOf(b), headers: () => ({ Merchant: DEMO_MERCHANT_CODE }) });
    const before = await siteOnB.call(whitelabelEndpoint);
    const settings = await cmsOnA.call(getSettingsEndpoint);
    const saved = await cmsOnA.call(updateSettingsEndpoint, { params: { section: 'branding' }, query: {}, body: settings.branding });
    expect(saved.version).toBe(before.version + 1);
    const seen = await eventually(async () => {
      const now = await siteOnB.call(whitelabelEndpoint);
      return now.version === saved.version ? now : undefined;
    });
    expect(seen.version).toBe(saved.version);

    // Chat: the member's stream is on A and hears the first answer; it breaks; two answers come meanwhile;
    // it reconnects to B with the last id it saw and hears those two first, then a live one.
    const member = await memberWithSession(suite.database, 'resume');
    const memberHeaders = { Merchant: DEMO_MERCHANT_CODE, authorization: member.token };
    const opened = await createApiClient({ baseUrl: baseUrlOf(a), headers: () => memberHeaders }).call(openChatEndpoint, { body: {} });
    const reply = (text: string) => cmsOnA.call(replyChatEndpoint, { params: { id: opened.conversation.id }, body: { text } });
    const onA = await chatStream(`${baseUrlOf(a)}${CHAT_EVENTS_PATH}`, memberHeaders);
    await reply('first');
    await onA.next(messageWith('first'));
    const lastSeen = onA.lastId();
    expect(lastSeen).toMatch(/^\d+$/);
    onA.close();
    await reply('second');
    await reply('third');
    const onB = await chatStream(`${baseUrlOf(b)}${CHAT_EVENTS_PATH}`, { ...memberHeaders, 'last-event-id': lastSeen! });
    const missed = [await onB.next((e) => e.kind === 'message'), await onB.next((e) => e.kind === 'message')];
    expect(missed.map((event) => (event.kind === 'message' ? event.message.body : event.kind))).toEqual(['second', 'third']);
    await reply('fourth');
    expect(await onB.next((e) => e.kind === 'message')).toMatchObject({ message: { body: 'fourth' } });
    expect(Number(onB.lastId())).toBeGreaterThan(Number(lastSeen));
    onB.close();
  }, 240_000);

  it('hands the live dealer, the lottery draws and the sportsbook’s producer watch to the other process within 10 s when their leader is killed', async () => {
    const leases = async () =>
      rowsOf<{ name: string; holder: string; acquired: string; renewed: string }>(
        await suite.database.db.execute(sql`SELECT name, holder, acquired_at::text AS acquired, renewed_at::text AS renewed FROM leader_leases ORDER BY name`),
      );
    const pidOf = (holder: string) => Number(holder.split(':').at(-2));
    // Every loop is led, each by one of the two processes.
    const led = await eventually(async () => {
      const rows = await leases();
      return rows.length === 3 ? rows : undefined;
    });
    expect(led.map((row) => row.name)).toEqual(['house.live-dealer', 'lottery.draws', 'sportsbook.producers']);
    const last = await leases(); // the renewals just before the kill
    const leader = [a, b].find((server) => server.child.pid === pidOf(last[0]!.holder))!;
    const survivor = leader === a ? b : a;
    expect(leader).toBeDefined();

    leader.child.kill('SIGKILL');
    const taken = await eventually(async () => {
      const rows = await leases();
      return rows.every((row) => pidOf(row.holder) === survivor.child.pid) ? rows : undefined;
    });
    // The survivor took each lease within the lease and one renewal of the dead leader's last renewal.
    for (const row of taken) {
      const before = last.find((old) => old.name === row.name)!;
      const [gap] = rowsOf<{ ms: number }>(
        await suite.database.db.execute(sql`SELECT (extract(epoch FROM ${row.acquired}::timestamptz - ${before.renewed}::timestamptz) * 1000)::int AS ms`),
      );
      expect(gap!.ms).toBeLessThanOrEqual(LEASE_MS + RENEW_MS + RENEW_MS);
      expect(LEASE_MS + 2 * RENEW_MS).toBeLessThanOrEqual(10_000);
    }
  }, 120_000);
});
