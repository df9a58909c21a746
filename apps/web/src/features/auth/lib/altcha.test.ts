// The proof-of-work solver: it finds the number the server hid, reports progress, encodes the answer as
// the server reads it, and gives up (rather than loop) when the range holds no answer.
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ChallengeUnsolvedError, challengeExpiresAt, encodeSolution, solveChallenge, type Challenge } from './altcha.ts';

function makeChallenge(number: number, maxnumber: number): Challenge {
  const salt = `a1b2c3d4?expires=${Math.floor(Date.UTC(2030, 0, 1) / 1000)}&`;
  const challenge = createHash('sha256')
    .update(salt + number)
    .digest('hex');
  return { algorithm: 'SHA-256', challenge, salt, maxnumber, signature: createHmac('sha256', 'k').update(challenge).digest('hex') };
}

describe('verification challenge', () => {
  it('finds the hidden number and reports progress up to done', async () => {
    const challenge = makeChallenge(3_217, 5_000);
    const progress: number[] = [];
    expect(await solveChallenge(challenge, { onProgress: (f) => progress.push(f), batchSize: 1000 })).toBe(3_217);
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('finds 0 and the last number of the range', async () => {
    expect(await solveChallenge(makeChallenge(0, 100))).toBe(0);
    expect(await solveChallenge(makeChallenge(100, 100), { batchSize: 7 })).toBe(100);
  });

  it('gives up when no number in range answers', async () => {
    await expect(solveChallenge(makeChallenge(500, 100))).rejects.toBeInstanceOf(ChallengeUnsolvedError);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge(makeChallenge(50, 100), { signal: controller.signal })).rejects.toThrow();
  });

  it('encodes the answer as base64 JSON of algorithm, challenge, number, salt and signature', () => {
    const challenge = makeChallenge(42, 100);
    const decoded = JSON.parse(Buffer.from(encodeSolution(challenge, 42), 'base64').toString('utf8')) as Record<string, unknown>;
    expect(decoded).toEqual({ algorithm: 'SHA-256', challenge: challenge.challenge, number: 42, salt: challenge.salt, signature: challenge.signature });
  });

  it('reads the expiry ALTCHA puts in the salt', () => {
    expect(challengeExpiresAt({ salt: 'abc?expires=1700000000&' })).toBe(1_700_000_000_000);
    expect(challengeExpiresAt({ salt: 'abc' })).toBeNull();
  });
});
