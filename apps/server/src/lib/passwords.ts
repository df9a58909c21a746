// Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1). The parameters are stored
// with each hash, so verification follows the hash whatever cost made it: the cost can be raised later, and
// tests and the journeys' server hash at a cheap cost (PASSWORD_HASH_COST=test, refused in production) while
// the seed's strong hashes still verify.
import { dictionary } from '@zxcvbn-ts/language-common';
import { randomBytes, randomInt, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));
}

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The production cost; loadConfig refuses any other in production. */
export const STRONG_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** A cost for tests only: about a hundredth of the strong one's time, so suites do not spend minutes hashing. */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 };
export const PASSWORD_HASH_COSTS = { strong: STRONG_COST, test: TEST_COST } as const;
export type PasswordHashCostName = keyof typeof PASSWORD_HASH_COSTS;

const KEY_LENGTH = 32;
// Set once per process from the config (buildApp); the strong cost unless a test or the journeys ask.
let current: ScryptCost = STRONG_COST;
let dummy: string | undefined;

/** Makes new hashes use the named cost (from PASSWORD_HASH_COST). */
export function setPasswordHashCost(name: PasswordHashCostName): void {
  if (current === PASSWORD_HASH_COSTS[name]) return;
  current = PASSWORD_HASH_COSTS[name];
  dummy = undefined;
}

export function passwordHashCost(): ScryptCost {
  return current;
}

/**
 * A hash of nothing anyone types, at the current cost: checking a password against it for an unknown
 * username takes as long as checking a wrong password for a known one.
 */
export function dummyPasswordHash(): string {
  dummy ??= `scrypt$${current.N}$${current.r}$${current.p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;
  return dummy;
}

export async function hashPassword(password: string, cost = current): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 256 * 1024 * 1024 });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 256 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}

// About 18,000 of the passwords most often seen in breaches that are long enough to pass the length rule
// (from zxcvbn-ts's common dictionary), read once on first use.
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].filter((p) => p.length >= 8));
  return common.has(password.toLowerCase());
}

/**
 * A password for one account's first login, sent to its owner alone and changed at that login: 12
 * characters from letters and digits that cannot be misread (no 0/O, 1/l/I), with a capital, a small letter,
 * a digit and a sign, so it passes any common password rule.
 */
export function oneTimePassword(): string {
  const sets = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '#@%+'];
  const all = sets.join('');
  const pick = (from: string) => from[randomInt(from.length)]!;
  const chars = [...sets.map(pick), ...Array.from({ length: 8 }, () => pick(all))];
  // Fisher–Yates, so the four required kinds are not always in front.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
