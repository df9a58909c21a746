// A server process killed outright (kill -9) in the middle of a load of wallet transfers (the
// wallet's crash test, docs/wallet.md): after a restart, every transfer the server acknowledged exists exactly once, replays answer it,
// transfers cut off halfway are settled from the vendor's own books, our ledger agrees with the house
// vendor's, and the reconciliation passes. Runs with `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createApiClient } from '@orbit/contracts/client';
import { loginEndpoint } from '@orbit/contracts/member';
import { walletTransferEndpoint } from '@orbit/contracts/wallet';
import { createTestDatabase } from '../helpers.ts';
import { solveVerification } from '../support/verification.ts';
import { databaseUrlOf, startServer, stopServer, type Server } from '../support/server-process.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { rowsOf, type Database } from '../../src/db/client.ts';
import { members } from '../../src/db/schema/members.ts';
import { merchants } from '../../src/db/schema/site.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { createLedger } from '../../src/modules/wallet/ledger.ts';
import { createReconciliation } from '../../src/modules/wallet/reconciliation.ts';
import { houseAccount, memberAccount } from '../../src/modules/wallet/addresses.ts';

const PASSWORD = 'Crash#Harimau2026';
const PLAYERS = 6;
const START = 100_000n; // RM 1,000.00 each

interface Sent {
  member: number;
  requestId: string;
  body: { requestId: string; vendorCode: string; direction: 'in' | 'out'; amount: string };
  /** The transfer id the server answered, or null when no answer came. */
  acknowledged: number | null;
}

describe('a server killed in the middle of transfers', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let url: string;
  const servers: Server[] = [];
  const env = {
    JOBS_PERIOD_DIVISOR: '15',
    LOG_LEVEL: 'warn',
    WALLET_TRANSFER_RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_PER_MINUTE: '100000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
  };

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('this suite needs DATABASE_URL (run it with npm run test:pg)');
    ({ database, drop } = await createTestDatabase());
    url = databaseUrlOf(database);
    await seedDemo(database);
  });
  afterAll(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await drop();
  });

  it('applies every acknowledged transfer exactly once and leaves the books agreeing', async () => {
    const [merchant] = await database.db.select().from(merchants).where(eq(merchants.code, 'HGOLD'));
    const ledger = createLedger({ clock: systemClock });
    const hash = await hashPassword(PASSWORD, { N: 1024, r: 8, p: 1 });
    const players: { id: number; username: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const username = `crashplayer${i}`;
      const [row] = await database.db
        .insert(members)
        .values({
          merchantId: merchant!.id,
          username,
          usernameKey: username,
          nickname: username,
          passwordHash: hash,
          passwordChangedAt: new Date(),
          createdAt: new Date(),
        })
        .returning({ id: members.id });
      await database.db.transaction((tx) =>
        ledger.move(tx, {
          merchantId: merchant!.id,
          currency: 'MYR',
          idempotencyKey: `crash-fund-${username}`,
          kind: 'deposit',
          memberId: row!.id,
          postings: [{ from: houseAccount('deposits', row!.id), to: memberAccount.main(row!.id), amount: START }],
        }),
      );
      players.push({ id: row!.id, username });
    }

    const first = await startServer(url, env);
    servers.push(first);
    const clientOf = (server: Server, token?: string) =>
      createApiClient({ baseUrl: `http://127.0.0.1:${server.port}`, headers: () => ({ merchant: 'HGOLD', device: 'WEB', authorization: token }) });
    const tokens: string[] = [];
    for (const player of players) {
      const api = clientOf(first);
      const session = await api.call(loginEndpoint, {
        body: { type: 'username', username: player.username, password: PASSWORD, verification: await solveVerification(api) },
      });
      if (session.state !== 'ok') throw new Error('login did not finish');
      tokens.push(session.token);
    }

    // The load: every player moves RM 1.00 in and out of the house vendor wallet as fast as it can.
    const sent: Sent[] = [];
    let stop = false;
    const loops = players.map(async (player, i) => {
      const api = clientOf(first, tokens[i]);
      let direction: 'in' | 'out' = 'in';
      while (!stop) {
        const body = { requestId: randomUUID(), vendorCode: 'HOUSE', direction, amount: '1.00' };
        const entry: Sent = { member: player.id, requestId: body.requestId, body, acknowledged: null };
        sent.push(entry);
        try {
          const reply = await api.call(walletTransferEndpoint, { body });
          entry.acknowledged = reply.transfer.id;
          if (reply.transfer.status === 'succeeded') direction = direction === 'in' ? 'out' : 'in';
        } catch {
          // No answer: the server is gone. The loop ends when the test says so.
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    first.child.kill('SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    await Promise.all(loops);
    const acknowledged = sent.filter((s) => s.acknowledged !== null);
    expect(acknowledged.length).toBeGreaterThan(20);

    // A new process takes over: pending transfers are settled by the status-check job from the vendor's books.
    const second = await startServer(url, env);
    servers.push(second);
    const pendingCount = async () =>
      rowsOf<{ n: number }>(await database.db.execute(sql`SELECT count(*)::int AS n FROM vendor_transfers WHERE status = 'pending'`))[0]!.n;
    for (let i = 0; i < 120 && (await pendingCount()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await pendingCount()).toBe(0);

    // Every acknowledged request exists exactly once, and a replay answers that same transfer.
    const rows = rowsOf<{ request_id: string; id: string; n: number }>(
      await database.db.execute(sql`SELECT request_id, min(id)::text AS id, count(*)::int AS n FROM vendor_transfers GROUP BY request_id`),
    );
    const byRequest = new Map(rows.map((r) => [r.request_id, r]));
    for (const entry of acknowledged) {
      expect(byRequest.get(entry.requestId)).toMatchObject({ id: String(entry.acknowledged), n: 1 });
    }
    for (const entry of acknowledged.slice(-PLAYERS)) {
      const player = players.findIndex((p) => p.id === entry.member);
      const replay = await clientOf(second, tokens[player]).call(walletTransferEndpoint, { body: entry.body });
      expect(replay.transfer.id).toBe(entry.acknowledged);
    }
    // Nothing the server never saw or never answered was applied twice.
    expect(rows.every((r) => r.n === 1)).toBe(true);

    // Our ledger and the house vendor's own books agree for every player, and nothing was created or lost.
    for (const player of players) {
      const balances = rowsOf<{ address: string; balance: string }>(
        await database.db.execute(sql`SELECT address, balance::text FROM ledger_accounts WHERE member_id = ${player.id}`),
      );
      const of = (address: string) => BigInt(balances.find((b) => b.address === address)?.balance ?? '0');
      const atVendor = rowsOf<{ balance: string }>(
        await database.db.execute(sql`SELECT balance::text FROM house_vendor_wallets WHERE player = ${player.username}`),
      );
      expect(of(memberAccount.transit(player.id, 'HOUSE'))).toBe(0n);
      expect(of(memberAccount.vendor(player.id, 'HOUSE'))).toBe(BigInt(atVendor[0]?.balance ?? '0'));
      expect(of(memberAccount.main(player.id)) + of(memberAccount.vendor(player.id, 'HOUSE'))).toBe(START);
    }
    const run = await database.db.transaction((tx) => createReconciliation({ clock: systemClock, log: { error: () => undefined } }).run(tx));
    expect(run.ok).toBe(true);
    expect(await stopServer(second)).toBe(0);
  }, 240_000);
});
