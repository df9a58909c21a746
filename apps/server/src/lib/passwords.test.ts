// Production hashes at the strong scrypt cost; the cheap test cost is refused there, and every hash carries
// its own parameters so a password hashed at one cost still verifies after the cost changes.
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEMO_OPERATOR, DEMO_PASSWORD_HASHES } from '../seed/seed.ts';
import { dummyPasswordHash, hashPassword, passwordHashCost, setPasswordHashCost, STRONG_COST, verifyPassword } from './passwords.ts';

const PRODUCTION = { NODE_ENV: 'production', APP_SECRET: 'a-production-secret-of-32-characters!' } as const;

describe('password hashing cost', () => {
  afterEach(() => setPasswordHashCost('strong'));

  it('is scrypt N=2^17, r=8, p=1 in production, and PASSWORD_HASH_COST=test is refused there', () => {
    expect(STRONG_COST).toEqual({ N: 131072, r: 8, p: 1 });
    expect(loadConfig({}, PRODUCTION).PASSWORD_HASH_COST).toBe('strong');
    expect(() => loadConfig({}, { ...PRODUCTION, PASSWORD_HASH_COST: 'test' })).toThrow(/PASSWORD_HASH_COST/);
    setPasswordHashCost(loadConfig({}, PRODUCTION).PASSWORD_HASH_COST);
    expect(passwordHashCost()).toEqual(STRONG_COST);
    expect(dummyPasswordHash().split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
  });

  it('stores the cost with each hash, so a hash made at either cost verifies at the other', async () => {
    setPasswordHashCost('test');
    const cheap = await hashPassword('Cheap#2026pass');
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(dummyPasswordHash().split('$')[1]).toBe('1024');
    setPasswordHashCost('strong');
    expect(await verifyPassword('Cheap#2026pass', cheap)).toBe(true);
    expect(await verifyPassword('Cheap#2026pasS', cheap)).toBe(false);
    // The seed's demo hashes were made at the strong cost.
    setPasswordHashCost('test');
    expect(await verifyPassword(DEMO_OPERATOR.password, DEMO_PASSWORD_HASHES.operator)).toBe(true);
  });
});
