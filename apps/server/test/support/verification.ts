// Passes the human checks in tests: the proof-of-work challenge the way the site does (fetch, solve, send
// the base64 payload), and the image captcha by reading its answer back from the database.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { challengeEndpoint } from '@orbit/contracts/member';
import type { Database } from '../../src/db/client.ts';
import { captchas } from '../../src/db/schema/members.ts';
import { CAPTCHA_ALPHABET } from '../../src/modules/verification/captcha-glyphs.ts';
import { CAPTCHA_LENGTH } from '../../src/modules/verification/captcha-image.ts';
import { captchaAnswerHash } from '../../src/modules/verification/captcha.service.ts';
import { drawnCaptchaCodes } from '../helpers.ts';

/**
 * A fresh solved challenge, as the base64 payload the site sends in the `verification` field. Solved with
 * node:crypto's synchronous SHA-256 (the same search as the site's worker, some thirty times faster than
 * altcha-lib's Web Crypto loop), so the many logins of the suite do not spend minutes on it.
 */
export async function solveVerification(api: ApiClient): Promise<string> {
  const { algorithm, challenge, maxnumber, salt, signature } = await api.call(challengeEndpoint);
  const number = solveSha256(challenge, salt, maxnumber ?? 1_000_000);
  return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString('base64');
}

/** The number n ≤ max whose SHA-256(salt + n), in hex, is the challenge. */
export function solveSha256(challenge: string, salt: string, max: number): number {
  for (let n = 0; n <= max; n++)
    if (
      createHash('sha256')
        .update(salt + n)
        .digest('hex') === challenge
    )
      return n;
  throw new Error('the challenge has no solution within its maxnumber');
}

/**
 * The answer of a captcha the app made, found among the codes the test app drew (helpers.ts), else by trying
 * every code against its stored hash (about a second): tests pass it as a person reading the picture would.
 */
export async function readCaptcha(database: Database, captchaId: string): Promise<string> {
  const [row] = await database.db.select({ answerHash: captchas.answerHash }).from(captchas).where(eq(captchas.id, captchaId));
  if (!row) throw new Error(`no captcha ${captchaId}`);
  for (const code of [...drawnCaptchaCodes].reverse()) if (captchaAnswerHash(captchaId, code) === row.answerHash) return code;
  const letters = [...CAPTCHA_ALPHABET];
  for (const a of letters)
    for (const b of letters)
      for (const c of letters)
        for (const d of letters) {
          const code = a + b + c + d;
          if (captchaAnswerHash(captchaId, code) === row.answerHash) return code;
        }
  throw new Error(`captcha ${captchaId} has no ${CAPTCHA_LENGTH}-character answer`);
}
