// The demo seed's stored password hashes match the demo passwords the README gives, with our parameters.
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/passwords.ts';
import { DEMO_AGENT, DEMO_MEMBER, DEMO_OPERATOR, DEMO_PASSWORD_HASHES } from '../src/seed/seed.ts';

describe('demo seed', () => {
  it('stores hashes of the README passwords, made with scrypt N=2^17, r=8, p=1', async () => {
    const pairs = [
      [DEMO_OPERATOR.password, DEMO_PASSWORD_HASHES.operator],
      [DEMO_AGENT.password, DEMO_PASSWORD_HASHES.agent],
      [DEMO_MEMBER.password, DEMO_PASSWORD_HASHES.member],
    ] as const;
    for (const [password, hash] of pairs) {
      expect(hash.split('$').slice(0, 4)).toEqual(['scrypt', '131072', '8', '1']);
      expect(await verifyPassword(password, hash)).toBe(true);
      expect(await verifyPassword(`${password}x`, hash)).toBe(false);
    }
  });
});
