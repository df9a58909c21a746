// Test harness: a fresh database per test file (in-memory PGlite, or a new database on the PostgreSQL
// server named by DATABASE_URL) copied from the run's migrated and seeded snapshot, the app built on it, and the typed client of the sites
// wired to app.inject, so tests call the API exactly as the web site and the console do.
import { inject } from 'vitest';
import { createApiClient, type ApiClient } from '@orbit/contracts/client';
import { consoleEnrolEndpoint, consoleLoginEndpoint } from '@orbit/contracts/console';
import type { Database } from '../src/db/client.ts';
import { DEMO_OPERATOR } from '../src/seed/seed.ts';
import { setPasswordHashCost } from '../src/lib/passwords.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { buildApp, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { manualClock } from '../src/lib/clock.ts';
import { currentTotp } from '../src/modules/console/totp.ts';
import { randomCaptchaCode } from '../src/modules/verification/captcha-image.ts';
import { openTestDatabase } from './support/snapshot.ts';

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the PostgreSQL server named by
 * DATABASE_URL; migrated, and with the demo seed when `seeded`. Both start from the run's snapshot
 * (support/snapshot.ts) rather than running every migration again.
 */
export async function createTestDatabase(options: { seeded?: boolean } = {}): Promise<{ database: Database; drop(): Promise<void> }> {
  return openTestDatabase(inject('orbitTestSnapshot') ?? null, process.env.DATABASE_URL, options.seeded ?? false);
}

/**
 * The codes of the captchas the test apps drew, newest last: a test answers a captcha as a person reading
 * the picture would, without the app giving the answer away anywhere else.
 */
export const drawnCaptchaCodes: string[] = [];
function recordedCaptchaCode(): string {
  const code = randomCaptchaCode();
  drawnCaptchaCodes.push(code);
  if (drawnCaptchaCodes.length > 200) drawnCaptchaCodes.shift();
  return code;
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export interface SetCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: string;
  secure?: boolean;
}

export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: Pick<BuildAppOptions, 'transferVendors' | 'paymentsTransport' | 'playerTokens' | 'promotionBonuses'> = {},
) {
  const config = loadConfig(
    {},
    {
      WEB_DIST: '',
      CONSOLE_DIST: '',
      SETTINGS_CACHE_MS: '0',
      HOUSE_LIVE_TICK_MS: '0',
      LOTTERY_TICK_MS: '0',
      SPORTSBOOK_WATCH_TICK_MS: '0',
      // A moved clock would have the simulated feed play a whole day of matches at the next tick; the sportsbook's
      // tests publish their own feed messages (or run its pass) instead.
      SPORTSBOOK_BUILTIN_FEED: 'false',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
      // Production refuses the cheap cost: a test app in production mode hashes as production does.
      PASSWORD_HASH_COST: overrides.NODE_ENV === 'production' ? 'strong' : 'test',
      ...overrides,
    },
  );
  setPasswordHashCost(config.PASSWORD_HASH_COST);
  const { database, drop } = await createTestDatabase({ seeded: true });
  const clock = manualClock(new Date());
  const built = await buildApp({ config, database, clock, logger: false, captchaCode: recordedCaptchaCode, paymentsTransport: injectTransport, ...options });
  await built.app.ready();

  let lastCookies: SetCookie[] = [];
  /**
   * A client of the sites' kind; `headers` are sent on every call (host localhost resolves the demo merchant).
   * With a `jar`, cookies the server sets are kept and sent back, as a browser would (path ignored).
   */
  function client(headers: () => Record<string, string | undefined> = () => ({}), jar?: Map<string, string>): ApiClient {
    return createApiClient({
      baseUrl: 'http://localhost',
      now: () => clock.now().getTime(),
      headers: () => ({ host: 'localhost', ...headers() }),
      fetch: (async (input: string | URL | Request, init?: RequestInit) => {
        const url = new URL(String(input));
        const cookie = jar && jar.size > 0 ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
        const response = await built.app.inject({
          method: (init?.method ?? 'GET') as 'GET',
          url: url.pathname + url.search,
          headers: { ...(init?.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
          payload: init?.body as string | undefined,
        });
        for (const set of jar ? response.cookies : []) {
          if (set.value === '' || (set as { maxAge?: number }).maxAge === 0) jar?.delete(set.name);
          else jar?.set(set.name, set.value);
        }
        lastCookies = response.cookies as SetCookie[];
        return new Response(response.body, { status: response.statusCode, headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
  }

  return {
    ...built,
    database,
    clock,
    client,
    /** The cookies the last call of any client set, with their attributes. */
    lastCookies: () => lastCookies,
    async close() {
      await built.app.close();
      await drop();
    },
  };
}

/** Logs an operator in through the real flow (enrolling on first login) and answers its token and secret. */
export async function loginOperator(t: TestApp, username = DEMO_OPERATOR.username, password = DEMO_OPERATOR.password, secret?: string) {
  const api = t.client();
  // A code is single-use: each login moves the clock to a fresh 30-second step.
  t.clock.advance(30_000);
  if (secret) {
    const reply = await api.call(consoleLoginEndpoint, { body: { username, password, totpCode: currentTotp(secret, t.clock.now()) } });
    if (reply.state !== 'ok') throw new Error('expected a session');
    return { token: reply.token, secret, operator: reply.operator };
  }
  const first = await api.call(consoleLoginEndpoint, { body: { username, password } });
  if (first.state !== 'enrol') throw new Error('expected an enrolment');
  const session = await api.call(consoleEnrolEndpoint, { body: { enrolmentToken: first.enrolmentToken, totpCode: currentTotp(first.secret, t.clock.now()) } });
  return { token: session.token, secret: first.secret, operator: session.operator };
}

export function operatorClient(t: TestApp, token: string) {
  return t.client(() => ({ authorization: token }));
}

export { DEMO_OPERATOR };
