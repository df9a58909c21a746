// Proof-of-work human verification (ALTCHA): the site's browser finds a number whose hash matches a
// challenge we signed; solving costs a bot real CPU per attempt and a person nothing they notice.
// The challenge's expiry travels signed inside its salt; used solutions are recorded so each passes once.
import { createHmac } from 'node:crypto';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import * as repo from './verification.repo.ts';

export const CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * On average 10,000 SHA-256 hashes, at most 20,000: a browser's Web Crypto does some 30,000 a second on
 * a modest phone (and in Node on a small server), so about a third of a second; enough to slow a bot down.
 */
export const CHALLENGE_MAX_NUMBER = 20_000;

/** The key challenges are signed with, derived from the app secret so no new setting is needed. */
export function challengeHmacKey(appSecret: string): string {
  return createHmac('sha256', appSecret).update('orbit/verification/altcha-challenge').digest('hex');
}

/** The payload the site sends back (base64 JSON), if it has the expected shape; anything else is undefined. */
function parseSolution(solution: string): Payload | undefined {
  try {
    const value = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as Partial<Record<keyof Payload, unknown>> | null;
    if (!value || value.algorithm !== 'SHA-256') return undefined;
    const { challenge, number, salt, signature } = value;
    if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string') return undefined;
    if (typeof number !== 'number' || !Number.isSafeInteger(number) || number < 0) return undefined;
    return { algorithm: 'SHA-256', challenge, number, salt, signature };
  } catch {
    return undefined;
  }
}

export function createChallengeService(deps: { database: Database; clock: Clock; hmacKey: string; maxNumber?: number }) {
  const { database, clock, hmacKey } = deps;
  const maxNumber = deps.maxNumber ?? CHALLENGE_MAX_NUMBER;
  const refusal = () => new ApiError('verification_required', 'Verification must be completed first', { field: 'verification' });

  async function create(): Promise<Challenge> {
    const { algorithm, challenge, maxnumber, salt, signature } = await createChallenge({
      algorithm: 'SHA-256',
      hmacKey,
      maxnumber: maxNumber,
      expires: new Date(clock.now().getTime() + CHALLENGE_TTL_MS),
    });
    return { algorithm, challenge, maxnumber, salt, signature };
  }

  /**
   * Accepts a solved challenge once.
   * @throws verification_required (field verification, "Verification must be completed first") when the
   *   solution is missing, malformed, not signed by us, wrong, expired or used before.
   */
  async function verify(solution: string | undefined): Promise<void> {
    const payload = solution ? parseSolution(solution) : undefined;
    if (!payload) throw refusal();
    // Expiry is read against our clock (tests move it), so the library's own Date.now() check is off;
    // the expiry is part of the signed salt, so it cannot be changed without failing the signature.
    const expires = Number(extractParams(payload).expires) * 1000;
    if (!Number.isFinite(expires) || expires <= clock.now().getTime()) throw refusal();
    if (!(await verifySolution(payload, hmacKey, false))) throw refusal();
    if (!(await repo.recordChallengeUse(database.db, payload.signature, new Date(expires)))) throw refusal();
  }

  return { create, verify };
}

export type ChallengeService = ReturnType<typeof createChallengeService>;
