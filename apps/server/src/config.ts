// The server's one configuration, read from the environment and checked at start: a bad value stops the
// process with a message naming the variable, before anything listens.
import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const list = z.string().transform((v) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: embedded PGlite in DATA_DIR. Set: a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * How many server processes to run on this machine (node:cluster, server.ts; docs/deploy.md). Unset: one per
   * core in production, one otherwise. The embedded PGlite database allows one process only.
   */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  /** A Redis server for the API rate limit's counters (redis:// or rediss://). Unset: PostgreSQL keeps them, or the process on PGlite. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Secret that encrypts private keys at rest and signs nothing else; 32+ characters in production. */
  APP_SECRET: z.string().min(16).default('dev-only-secret-change-me-0123456789'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.default(false),
  /**
   * Log the money calls (seamless wallet, house games' plays, wallet transfers) at info like every other
   * request; by default they log at debug, so a busy wallet does not write a line per debit (docs/deploy.md).
   */
  LOG_MONEY_CALLS: bool.default(false),
  /** Bearer token /metrics asks for in production (16+ characters); unset in production, /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Addresses or CIDRs of proxies whose X-Forwarded-For is believed. Empty: the socket address is the client. */
  TRUSTED_PROXIES: list.default([]),
  /** Serve the built web site and console from these folders (empty to disable). */
  WEB_DIST: z.string().default('apps/web/dist'),
  CONSOLE_DIST: z.string().default('apps/console/dist'),
  /** How long a merchant's settings are cached in one process; other processes follow within this time. */
  SETTINGS_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  OPERATOR_SESSION_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  OPERATOR_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  CRYPTO_KEY_ROTATE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /** Run the scheduled jobs in this process. */
  JOBS_ENABLED: bool.default(true),
  JOBS_TICK_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** Divides every job period: tests run the schedule fast (e.g. 60 turns a minute into a second). */
  JOBS_PERIOD_DIVISOR: z.coerce.number().int().min(1).max(3600).default(1),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  /** How long a vendor may take to answer a wallet transfer before its outcome counts as unknown (docs/decisions/0011-ledger-and-transfer-wallets.md: 3–30 s). */
  VENDOR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** How long betting stays open at a house live table, and how long a result is shown before the next round. */
  HOUSE_LIVE_BETTING_MS: z.coerce.number().int().min(3000).max(120_000).default(15_000),
  HOUSE_LIVE_RESULT_MS: z.coerce.number().int().min(1000).max(60_000).default(8000),
  /** How often each server process ticks the live tables' dealer; 0 leaves it to the caller (tests). */
  HOUSE_LIVE_TICK_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** How many seconds before its draw a lottery game stops taking bets: 4D and XSMB, and the fast games (SEA, keno). */
  LOTTERY_CLOSE_BEFORE_DAILY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  LOTTERY_CLOSE_BEFORE_FAST_SECONDS: z.coerce.number().int().min(0).max(59).default(10),
  /** How often each server process advances the lottery draws (open, close, draw); 0 leaves it to the caller (tests). */
  LOTTERY_TICK_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** How often the sportsbook checks its feed producers for silence (docs/sportsbook.md, Producers); 0 leaves it to the caller (tests). */
  SPORTSBOOK_WATCH_TICK_MS: z.coerce.number().int().min(0).max(10_000).default(500),
  /**
   * Run the built-in simulated feed (the job sportsbook.feed): on for the demo and for a book traded by hand beside
   * it; off where a real odds feed is plugged in, and in the API tests, which publish what they need themselves.
   */
  SPORTSBOOK_BUILTIN_FEED: bool.default(true),
  /** Chat conversations a visitor's address, or a member, may have open or have opened within the hour (docs/chat.md). */
  CHAT_OPENS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  /** Wallet transfers a client address may ask for per minute. */
  WALLET_TRANSFER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * The server's own public address (no trailing slash): payment gateways are told to post webhooks here,
   * and the built-in sandbox gateway serves its payer pages under it. Default: http://localhost:PORT.
   */
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\/[^?#]*[^/?#]$/, 'an http(s) address without a trailing slash')
    .optional(),
  /**
   * The scrypt cost of new password hashes: `strong` (N=2^17), or `test` (N=2^10) so that test suites and the
   * browser journeys do not spend minutes hashing. Refused in production. Stored hashes carry their own cost.
   */
  PASSWORD_HASH_COST: z.enum(['strong', 'test']).default('strong'),
  /** Seed the demo merchant and operator at start (npm start does; production never does). */
  SEED_DEMO: bool.default(false),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & { PUBLIC_URL: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Record<keyof Config, string>> = {}): Config {
  const parsed = configSchema.safeParse({ ...env, ...overrides });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config: Config = { ...parsed.data, PUBLIC_URL: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}` };
  if (config.NODE_ENV === 'production') {
    if (config.APP_SECRET.startsWith('dev-only') || config.APP_SECRET.length < 32)
      throw new Error('Invalid configuration: APP_SECRET must be set to 32+ random characters in production');
    if (config.SEED_DEMO) throw new Error('Invalid configuration: SEED_DEMO is refused in production');
    if (config.PASSWORD_HASH_COST !== 'strong') throw new Error('Invalid configuration: PASSWORD_HASH_COST must be strong in production');
  }
  return config;
}
