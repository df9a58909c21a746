// Image captchas (asked for after failed logins). Only a hash of the answer is kept, bound to
// the captcha's id; each captcha is checked once, whatever the outcome, so a wrong guess costs a new picture.
import { createHash, randomBytes } from 'node:crypto';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { randomCaptchaCode, renderCaptcha } from './captcha-image.ts';
import * as repo from './verification.repo.ts';

export const CAPTCHA_TTL_MS = 2 * 60_000;

/** The stored form of an answer; case does not count, the picture's letters are all capitals. */
export function captchaAnswerHash(captchaId: string, answer: string): string {
  return createHash('sha256').update(`${captchaId}:${answer.trim().toUpperCase()}`).digest('hex');
}

export function createCaptchaService(deps: { database: Database; clock: Clock; randomCode?: () => string }) {
  const { database, clock } = deps;
  const newCode = deps.randomCode ?? (() => randomCaptchaCode());

  /** A new captcha for the merchant: its id, the picture as a data URL, and when it expires. */
  async function create(merchantId: number): Promise<{ captchaId: string; image: string; expiresAt: string }> {
    const code = newCode();
    const captchaId = randomBytes(16).toString('base64url');
    const expiresAt = new Date(clock.now().getTime() + CAPTCHA_TTL_MS);
    await repo.insertCaptcha(database.db, { id: captchaId, merchantId, answerHash: captchaAnswerHash(captchaId, code), expiresAt });
    return { captchaId, image: `data:image/png;base64,${renderCaptcha(code).toString('base64')}`, expiresAt: expiresAt.toISOString() };
  }

  /**
   * Checks an answer and uses the captcha up. It runs on its own (not in the caller's transaction), so a
   * login that fails later cannot roll the use back and free the captcha for another guess.
   * @throws captcha_required (field captcha) when the id or the answer is missing.
   * @throws captcha_invalid (field captcha) when the answer is wrong, or the captcha expired, was used,
   *   is unknown or belongs to another merchant.
   */
  async function verify(merchantId: number, captchaId: string | undefined, answer: string | undefined): Promise<void> {
    if (!captchaId || !answer?.trim()) throw new ApiError('captcha_required', 'Please enter the characters shown in the image', { field: 'captcha' });
    const now = clock.now();
    const row = await repo.takeCaptcha(database.db, merchantId, captchaId, now);
    const passed = row !== undefined && row.expiresAt > now && safeEqual(row.answerHash, captchaAnswerHash(captchaId, answer));
    if (!passed) throw new ApiError('captcha_invalid', 'The image code is not correct. Please try the new one.', { field: 'captcha' });
  }

  return { create, verify };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;
