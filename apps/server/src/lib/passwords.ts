// Password hashing with scrypt at OWASP's recommended cost (N=2^17, r=8, p=1). The parameters are stored
// with each hash so they can be raised later without breaking old ones.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))));
}

const COST = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string, cost = COST): Promise<string> {
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

// A short list of the passwords most often seen in breaches; the accounts issue extends the check.
const COMMON = new Set([
  'password',
  'password1',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  '11111111',
  'iloveyou',
  'admin123',
  'abc12345',
  'password123',
  'qwertyuiop',
  '1q2w3e4r',
  'letmein1',
  'welcome1',
  '00000000',
  'sunshine',
  'princess',
  'football',
  'baseball',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
