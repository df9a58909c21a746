// Member logins against the password hash they are built on, measured in one run (`npm run bench:auth`):
//   hashes  verifyPassword with our scrypt parameters (N=2^17, r=8, p=1), as many at once as logins run
//           (the ceiling: a login must check one password)
//   logins  POST /wps/session/login over HTTP through the typed client the site uses: encrypted envelope,
//           human-verification challenge, throttle counts, session, login history and audit entry
// Target: logins ≥ 0.8 × hashes, i.e. the hash is the only real cost of a login.
// The app runs in this process over an in-memory PGlite seeded with the demo merchant; the challenges are
// solved before the clock starts (a browser's work, not the server's). Figures go to the console and
// bench/results/auth-*.json.
//
// The two are measured in turns (hashes, logins, hashes, logins…, --rounds of each) and the medians compared,
// so a slow spell of the machine falls on both alike.
//
// Options: --duration=8 (seconds per turn) --rounds=3 --concurrency=8 (parallel logins and hashes: twice the
//          libuv threads, so a login busy with its database work never leaves a hashing thread idle)
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@orbit/contracts/client';
import { challengeEndpoint, loginEndpoint } from '@orbit/contracts/member';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/seed/seed.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { hashPassword, verifyPassword } from '../apps/server/src/lib/passwords.ts';
import { members } from '../apps/server/src/db/schema/members.ts';
import { eq } from 'drizzle-orm';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const DURATION_MS = Number(args.duration ?? 8) * 1000;
const ROUNDS = Math.max(1, Number(args.rounds ?? 3));
const CONCURRENCY = Number(args.concurrency ?? 8);
const TARGET = 0.8;
const PASSWORD = 'Bench#Harimau2026';

/** Runs `task` in `concurrency` loops for `durationMs`; answers completed tasks a second. */
async function throughput(task: () => Promise<void>, concurrency: number, durationMs: number): Promise<{ perSecond: number; done: number }> {
  const end = performance.now() + durationMs;
  const start = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await task();
        done += 1;
      }
    }),
  );
  return { perSecond: done / ((performance.now() - start) / 1000), done };
}

/** Solves an ALTCHA challenge the way the site's worker does: the number whose SHA-256(salt + n) is the challenge. */
function solve(challenge: { challenge: string; salt: string; maxnumber?: number | undefined }): number {
  for (let n = 0; n <= (challenge.maxnumber ?? 1_000_000); n++)
    if (
      createHash('sha256')
        .update(challenge.salt + n)
        .digest('hex') === challenge.challenge
    )
      return n;
  throw new Error('unsolvable challenge');
}

const config = loadConfig(
  {},
  {
    WEB_DIST: '',
    CONSOLE_DIST: '',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000000000',
  },
);
const database = openDatabase({});
await database.migrate();
await seedDemo(database);
const { app, services } = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const merchant = await services.site.resolveMerchant({ host: 'localhost' });

// The members who log in: one per parallel loop, so the per-account history never throttles the bench.
const usernames = Array.from({ length: CONCURRENCY }, (_, i) => `benchplayer${i}`);
for (const username of usernames) {
  const created = await services.members.admin.createAccount(
    merchant,
    { username, type: 0, upline: null, affiliateCode: null },
    { operatorId: null, operatorName: 'bench', ip: null },
  );
  // An operator-made account starts on the default password; the bench gives it its own, already changed.
  await database.db
    .update(members)
    .set({ passwordHash: await hashPassword(PASSWORD), mustChangePassword: false })
    .where(eq(members.id, created.id));
}

const api = createApiClient({ baseUrl, headers: () => ({ Merchant: merchant.code, Device: 'WEB' }) });

const stored = await hashPassword(PASSWORD);
await verifyPassword(PASSWORD, stored);
const hashOnce = async () => {
  if (!(await verifyPassword(PASSWORD, stored))) throw new Error('hash mismatch');
};

// Solved challenges for every login to come (solving is the browser's work, done before any clock starts):
// at most what the hash rate allows in all the login turns, with a margin.
const probe = await throughput(hashOnce, CONCURRENCY, 2000);
const wanted = Math.ceil(probe.perSecond * (DURATION_MS / 1000) * ROUNDS * 1.5) + CONCURRENCY * 4;
const solutions: string[] = [];
for (let i = 0; i < wanted; i++) {
  const c = await api.call(challengeEndpoint);
  solutions.push(
    Buffer.from(JSON.stringify({ algorithm: c.algorithm, challenge: c.challenge, number: solve(c), salt: c.salt, signature: c.signature })).toString('base64'),
  );
}

let next = 0;
const loginAs = (username: string) => async () => {
  const verification = solutions.pop();
  if (!verification) throw new Error('ran out of solved challenges');
  const result = await api.call(loginEndpoint, { body: { type: 'username', username, password: PASSWORD, verification } });
  if (result.state !== 'ok') throw new Error(`unexpected ${result.state}`);
};
await loginAs(usernames[0]!)(); // warm-up: keys, caches, prepared paths

const hashTurns: { perSecond: number; done: number }[] = [];
const loginTurns: { perSecond: number; done: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  hashTurns.push(await throughput(hashOnce, CONCURRENCY, DURATION_MS));
  loginTurns.push(await throughput(() => loginAs(usernames[next++ % usernames.length]!)(), CONCURRENCY, DURATION_MS));
}
const median = (turns: { perSecond: number; done: number }[]) => {
  const sorted = [...turns].sort((a, b) => a.perSecond - b.perSecond);
  return { perSecond: sorted[Math.floor(sorted.length / 2)]!.perSecond, done: turns.reduce((sum, t) => sum + t.done, 0) };
};
const hashes = median(hashTurns);
const logins = median(loginTurns);

const ratio = logins.perSecond / hashes.perSecond;
const rows = [
  ['scrypt verify (N=2^17, r=8, p=1)', hashes.perSecond, hashes.done, 'baseline'],
  ['login over HTTP', logins.perSecond, logins.done, `${ratio.toFixed(2)}× hashes (target ≥ ${TARGET}) ${ratio >= TARGET ? 'PASS' : 'MISS'}`],
] as const;
console.log(
  `\nauth bench: ${CONCURRENCY} at once, ${ROUNDS} turns of ${DURATION_MS / 1000} s each (medians), ${os.cpus().length} cores, Node ${process.version}`,
);
console.log(`turns, hashes/s: ${hashTurns.map((t) => t.perSecond.toFixed(1)).join(' ')}; logins/s: ${loginTurns.map((t) => t.perSecond.toFixed(1)).join(' ')}`);
for (const [name, perSecond, done, note] of rows)
  console.log(`${name.padEnd(36)} ${perSecond.toFixed(1).padStart(8)} /s  (${String(done).padStart(4)} done)  ${note}`);
mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
const file = path.join(ROOT, 'bench', 'results', `auth-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      at: new Date().toISOString(),
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
      rounds: ROUNDS,
      hashTurns,
      loginTurns,
      hashes,
      logins,
      ratio,
      target: TARGET,
    },
    null,
    2,
  ),
);
console.log(`results: ${path.relative(ROOT, file)}`);

await app.close();
await database.close();
process.exit(0);
