// Random input to every authentication call, sent the way the site sends it (encrypted where the call is,
// with a member's token where one is needed): whatever arrives, the answer is a success or a 4xx with a
// stable error code, never a 5xx, and a refused registration writes no account.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import type { Endpoint } from '@orbit/contracts/endpoint';
import { ApiError } from '@orbit/contracts/envelope';
import { ERROR_CODES } from '@orbit/contracts/errors';
import * as member from '@orbit/contracts/member';
import * as security from '@orbit/contracts/member-security';
import * as social from '@orbit/contracts/social';
import { members } from '../src/db/schema/members.ts';
import { count, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { registerMember } from './support/members.ts';

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('', ' ', '0', '60', '+60', '0123456789', 'demo01', 'Player#2026demo', 'a@b.co', '123456', '%00', '<script>', 'x'.repeat(300)),
);
const value = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined));
const FIELDS = [
  'type',
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'countryDialingCode',
  'verificationCode',
  'captcha',
  'captchaId',
  'verification',
  'email',
  'purpose',
  'challengeToken',
  'method',
  'code',
  'oldPassword',
  'newPassword',
  'confirmNewPassword',
  'resetToken',
  'agree',
  'affiliateCode',
  'nickname',
  'realName',
  'currentPassword',
  'newPaymentPassword',
  'confirmPaymentPassword',
  'stock',
  'action',
  'minutes',
  'days',
  'months',
  'ticket',
  'mode',
  'bindToken',
] as const;
const body = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter((v): v is Endpoint => typeof v === 'object' && v !== null && 'path' in v && 'method' in v && 'audience' in v);
}

describe('authentication calls under random input', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await registerMember(t)).token;
  });
  afterAll(() => t.close());

  it('answer success or a 4xx with a known error code, never a 5xx', async () => {
    const endpoints = [...endpointsOf(member), ...endpointsOf(security), ...endpointsOf(social)].filter((e) => e.path !== member.logoutEndpoint.path);
    expect(endpoints.length).toBeGreaterThan(30);
    const before = (await t.database.db.select({ n: count() }).from(members).where(ne(members.type, 4)))[0]?.n;
    let registered = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: endpoints.length - 1 }),
        body,
        fc.dictionary(fc.constantFrom('code', 'page', 'pageSize', 'returnTo', 'domain'), text, { maxKeys: 2 }),
        fc.constantFrom('google', 'facebook', 'x'),
        fc.boolean(),
        async (index, input, query, provider, withToken) => {
          const endpoint = endpoints[index]!;
          const api = t.client(() => (withToken || endpoint.audience === 'member' ? { authorization: token } : {}));
          try {
            await api.call(endpoint as never, { body: endpoint.body ? input : undefined, query, params: endpoint.params ? { provider } : undefined } as never);
            if (endpoint === member.registerEndpoint || endpoint === member.registerMobileEndpoint) registered += 1;
          } catch (error) {
            if (!(error instanceof ApiError)) throw error;
            if (error.status >= 500) throw new Error(`${endpoint.method} ${endpoint.path} answered ${error.status} ${error.errorCode}: ${error.message}`);
            expect(ERROR_CODES).toContain(error.errorCode);
          }
        },
      ),
      { numRuns: propertyRuns(300) },
    );
    // Random bodies never pass the human checks, so no account was made (free play makes trial ones by design).
    expect(registered).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(members).where(ne(members.type, 4)))[0]?.n).toBe(before);
  });
});
