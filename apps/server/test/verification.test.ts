// The human checks a member meets at login and registration: the image captcha (docs/members.md) and the
// proof-of-work challenge ("Verification must be completed first").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { ApiError } from '@orbit/contracts/envelope';
import { captchaEndpoint, challengeEndpoint } from '@orbit/contracts/member';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptcha } from '../src/modules/verification/captcha-image.ts';
import { CAPTCHA_TTL_MS, createCaptchaService } from '../src/modules/verification/captcha.service.ts';
import { CHALLENGE_TTL_MS, challengeHmacKey, createChallengeService } from '../src/modules/verification/challenge.service.ts';
import { captchas as captchaRows } from '../src/db/schema/members.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { readCaptcha, solveVerification } from './support/verification.ts';

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function decodeDataUrl(image: string): PNG {
  expect(image).toMatch(/^data:image\/png;base64,/);
  return PNG.sync.read(Buffer.from(image.slice('data:image/png;base64,'.length), 'base64'));
}

/** Dark pixels in each quarter of the picture, left to right: where the four characters are drawn. */
function inkByQuarter(png: PNG): number[] {
  const quarters = [0, 0, 0, 0];
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (y * png.width + x) * 4;
      const brightness = (png.data[i]! + png.data[i + 1]! + png.data[i + 2]!) / 3;
      if (brightness < 100) quarters[Math.min(3, Math.floor((x / png.width) * 4))]!++;
    }
  return quarters;
}

describe('the image captcha', () => {
  let t: TestApp;
  let merchantId: number;
  const otherMerchantId = 999;
  beforeAll(async () => {
    t = await createTestApp();
    merchantId = (await t.services.site.resolveMerchant({ host: 'localhost' })).id;
  });
  afterAll(() => t.close());

  it('GET /wps/captcha answers a 120×40 PNG with a code in every quarter, expiring in two minutes', async () => {
    const api = t.client();
    const first = await api.call(captchaEndpoint);
    const png = decodeDataUrl(first.image);
    expect([png.width, png.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
    expect([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]).toEqual([120, 40]);
    for (const ink of inkByQuarter(png)) expect(ink).toBeGreaterThan(15);
    expect(new Date(first.expiresAt).getTime() - t.clock.now().getTime()).toBe(CAPTCHA_TTL_MS);
    const second = await api.call(captchaEndpoint);
    expect(second.captchaId).not.toBe(first.captchaId);
    expect(second.image).not.toBe(first.image);
  });

  it('the same code never draws the same picture twice', () => {
    expect(renderCaptcha('ACDE').equals(renderCaptcha('ACDE'))).toBe(false);
  });

  it('accepts the right answer once, in any case and with spaces around it', async () => {
    const { captchaId } = await t.client().call(captchaEndpoint);
    const answer = await readCaptcha(t.database, captchaId);
    await t.services.captchas.verify(merchantId, captchaId, ` ${answer.toLowerCase()} `);
    const reused = await errorOf(t.services.captchas.verify(merchantId, captchaId, answer));
    expect([reused.errorCode, reused.field]).toEqual(['captcha_invalid', 'captcha']);
  });

  describe('with a known code', () => {
    const captchas = () => createCaptchaService({ database: t.database, clock: t.clock, randomCode: () => 'K7PW' });

    it('asks for the captcha when the id or the answer is missing', async () => {
      const { captchaId } = await captchas().create(merchantId);
      for (const [id, answer] of [
        [undefined, 'K7PW'],
        [captchaId, undefined],
        [captchaId, '   '],
      ] as const) {
        const error = await errorOf(captchas().verify(merchantId, id, answer));
        expect([error.errorCode, error.field]).toEqual(['captcha_required', 'captcha']);
      }
      // Asking is not a guess: the captcha still works.
      await captchas().verify(merchantId, captchaId, 'k7pw');
    });

    it('a wrong answer uses the captcha up: the right one after it fails too', async () => {
      const { captchaId } = await captchas().create(merchantId);
      expect((await errorOf(captchas().verify(merchantId, captchaId, 'K7PX'))).errorCode).toBe('captcha_invalid');
      expect((await errorOf(captchas().verify(merchantId, captchaId, 'K7PW'))).errorCode).toBe('captcha_invalid');
    });

    it('refuses an expired captcha', async () => {
      const { captchaId } = await captchas().create(merchantId);
      t.clock.advance(CAPTCHA_TTL_MS + 1000);
      expect((await errorOf(captchas().verify(merchantId, captchaId, 'K7PW'))).errorCode).toBe('captcha_invalid');
    });

    it("refuses another merchant's captcha (without using it up) and an unknown id", async () => {
      const { captchaId } = await captchas().create(merchantId);
      expect((await errorOf(captchas().verify(otherMerchantId, captchaId, 'K7PW'))).errorCode).toBe('captcha_invalid');
      expect((await errorOf(captchas().verify(merchantId, 'no-such-captcha', 'K7PW'))).errorCode).toBe('captcha_invalid');
      await captchas().verify(merchantId, captchaId, 'K7PW');
    });

    it('of many concurrent right answers to one captcha, exactly one passes', async () => {
      const { captchaId } = await captchas().create(merchantId);
      const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => captchas().verify(merchantId, captchaId, 'K7PW')));
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const outcome of outcomes) if (outcome.status === 'rejected') expect((outcome.reason as ApiError).errorCode).toBe('captcha_invalid');
    });
  });

  it('the hourly job deletes expired captchas and keeps live ones', async () => {
    const captchas = createCaptchaService({ database: t.database, clock: t.clock, randomCode: () => 'K7PW' });
    const old = await captchas.create(merchantId);
    t.clock.advance(CAPTCHA_TTL_MS + 1000);
    const fresh = await captchas.create(merchantId);
    const job = t.jobs.definitions.find((j) => j.name === 'verification.prune-expired')!;
    await job.run(t.database.db, { start: t.clock.now(), end: t.clock.now() });
    const left = (await t.database.db.select({ id: captchaRows.id }).from(captchaRows)).map((row) => row.id);
    expect(left).not.toContain(old.captchaId);
    expect(left).toContain(fresh.captchaId);
    await captchas.verify(merchantId, fresh.captchaId, 'K7PW');
  });

  // Last in this file: it spends the client's captcha allowance for the minute.
  it('a client gets at most 60 captchas a minute', async () => {
    const served = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-ratelimit-remaining']).toBeUndefined(); // the limit's headers come with refusals only
    const replies = await Promise.all(Array.from({ length: 65 }, () => t.app.inject({ method: 'GET', url: '/wps/captcha', headers: { host: 'localhost' } })));
    const refused = replies.filter((r) => r.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    expect(refused[0]!.json()).toMatchObject({ success: false, errorCode: 'too_many_requests' });
    // The limit's headers come with the refusal, not with every reply that got through.
    expect(refused[0]!.headers['x-ratelimit-limit']).toBe('60');
    expect(refused[0]!.headers['retry-after']).toBeDefined();
  });
});

describe('the proof-of-work challenge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Record<string, unknown>;
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  const expectRefused = async (promise: Promise<unknown>) => {
    const error = await errorOf(promise);
    expect([error.errorCode, error.message, error.field]).toEqual(['verification_required', 'Verification must be completed first', 'verification']);
  };

  it('GET /wps/verification/challenge answers a signed SHA-256 challenge a phone solves quickly', async () => {
    const challenge = await t.client().call(challengeEndpoint);
    expect(challenge.algorithm).toBe('SHA-256');
    expect(challenge.maxnumber).toBeLessThanOrEqual(50_000);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    // The expiry travels in the signed salt.
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires')) * 1000;
    expect(Math.abs(expires - (t.clock.now().getTime() + CHALLENGE_TTL_MS))).toBeLessThan(1000);
  });

  it('a solved challenge passes once; its replay is refused', async () => {
    const solution = await solveVerification(t.client());
    await t.services.challenges.verify(solution);
    await expectRefused(t.services.challenges.verify(solution));
  });

  it('refuses a missing, malformed or tampered solution', async () => {
    const solution = decode(await solveVerification(t.client()));
    const salt = solution.salt as string;
    const laterSalt = salt.replace(/expires=(\d+)/, (_, s: string) => `expires=${Number(s) + 3600}`);
    for (const bad of [
      undefined,
      '',
      'not base64 json',
      encode({ ...solution, number: (solution.number as number) + 1 }),
      encode({ ...solution, salt: laterSalt }),
      encode({ ...solution, signature: (solution.signature as string).replace(/^./, (c) => (c === '0' ? '1' : '0')) }),
      encode({ ...solution, algorithm: 'SHA-1' }),
      encode({ ...solution, number: '1' }),
    ])
      await expectRefused(t.services.challenges.verify(bad));
    // None of those spent the genuine solution.
    await t.services.challenges.verify(encode(solution));
  });

  it('refuses a solution past its ten minutes', async () => {
    const solution = await solveVerification(t.client());
    t.clock.advance(CHALLENGE_TTL_MS + 1000);
    await expectRefused(t.services.challenges.verify(solution));
  });

  it('refuses a challenge signed with another key (another deployment)', async () => {
    const elsewhere = createChallengeService({ database: t.database, clock: t.clock, hmacKey: challengeHmacKey('another-secret-0123456789abcdef') });
    const solution = await solveVerification(t.client());
    await expectRefused(elsewhere.verify(solution));
  });
});
