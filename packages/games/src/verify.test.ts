import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOUSE_GAMES, playRound, type RoundInput } from './catalog.ts';
import { canonicalJson, verifyRound } from './verify.ts';
import { commitServerSeed } from './fair/commitment.ts';
import { newServerSeed, nodeHash } from './fair/node-crypto.ts';
import { portableHash } from './fair/sha256.ts';

// Fixed so the test is the same every run (a fresh seed from node:crypto is checked below too).
const serverSeed = '5e'.repeat(32);
const commitment = commitServerSeed(serverSeed, nodeHash);
const inputs: RoundInput[] = [
  { gameId: 'house-fruit-lines', totalBet: 200n },
  { gameId: 'house-jade-ways', totalBet: 250n },
  { gameId: 'house-koi-free-spins', totalBet: 200n },
  { gameId: 'house-baccarat', bets: { banker: 100n, tie: 10n } },
  { gameId: 'house-roulette', bets: [{ kind: 'dozen', numbers: [1], stake: 50n }] },
  { gameId: 'house-blackjack', stake: 100n, actions: [] },
  { gameId: 'house-niu-niu', bases: [100n, 500n] },
  { gameId: 'house-ocean-hunter', shot: { fishId: 'shark', cannonLevel: 2, levelValue: 5n } },
];

describe('verifyRound', () => {
  it('confirms every house game played on the server, replayed in a browser from the JSON record', () => {
    inputs.forEach((input, nonce) => {
      const outcome = playRound({ serverSeed, clientSeed: 'verify-test', nonce }, input, nodeHash);
      const stored = JSON.parse(canonicalJson(outcome)) as unknown;
      const result = verifyRound({ serverSeed, commitment, clientSeed: 'verify-test', nonce, input, outcome: stored }, portableHash);
      expect(result).toMatchObject({ seedMatchesCommitment: true, outcomeMatches: true, valid: true });
    });
    expect(HOUSE_GAMES.map((game) => game.id).sort()).toEqual(inputs.map((input) => input.gameId).sort());
  });

  it('accepts a record whose JSON keys came back in another order (as a database JSON type may return them)', () => {
    const input: RoundInput = { gameId: 'house-fruit-lines', totalBet: 100n };
    const outcome = JSON.parse(canonicalJson(playRound({ serverSeed, clientSeed: 'order', nonce: 1 }, input, nodeHash))) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(outcome).reverse());
    expect(Object.keys(reordered)).not.toEqual(Object.keys(outcome));
    expect(verifyRound({ serverSeed, commitment, clientSeed: 'order', nonce: 1, input, outcome: reordered }, nodeHash).valid).toBe(true);
  });

  it('catches a swapped seed, another nonce or an edited outcome', () => {
    const input: RoundInput = { gameId: 'house-roulette', bets: [{ kind: 'straight', numbers: [0], stake: 10n }] };
    const outcome = playRound({ serverSeed, clientSeed: 'c', nonce: 3 }, input, nodeHash);
    const record = { serverSeed, commitment, clientSeed: 'c', nonce: 3, input, outcome };
    expect(verifyRound(record, nodeHash).valid).toBe(true);
    const fresh = newServerSeed();
    expect(fresh).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyRound({ ...record, serverSeed: fresh }, nodeHash).seedMatchesCommitment).toBe(false);
    // A different nonce replays another pocket (or, 1 time in 37, the same one: try two).
    expect([4, 5].map((nonce) => verifyRound({ ...record, nonce }, nodeHash).outcomeMatches)).toContain(false);
    const edited = { ...outcome, pocket: ((outcome as { pocket: number }).pocket + 1) % 37 };
    expect(verifyRound({ ...record, outcome: edited }, nodeHash)).toMatchObject({ seedMatchesCommitment: true, outcomeMatches: false, valid: false });
  });

  it('answers a round it cannot replay with the reason', () => {
    const result = verifyRound(
      { serverSeed, commitment, clientSeed: 'c', nonce: 0, input: { gameId: 'house-fruit-lines', totalBet: 15n }, outcome: {} },
      nodeHash,
    );
    expect(result).toMatchObject({ valid: false, error: { code: 'game_bad_bet' } });
    const unknown = verifyRound({ serverSeed, commitment, clientSeed: 'c', nonce: 0, input: { gameId: 'nope' } as never, outcome: {} }, nodeHash);
    expect(unknown.error?.code).toBe('game_unknown');
  });

  it('lists clean catalogue entries with stated RTPs', () => {
    for (const game of HOUSE_GAMES) {
      expect(game.minBet).toBeGreaterThan(0n);
      expect(game.statedRtp).toBeGreaterThan(90);
      expect(game.statedRtp).toBeLessThan(100);
      expect(['rng', 'live', 'pvp', 'fish']).toContain(game.category);
    }
  });
});

describe('browser use', () => {
  it('keeps node: imports out of everything but fair/node-crypto.ts, so the verifier bundles for a browser', () => {
    const root = new URL('.', import.meta.url);
    const sources = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(sources).toContain('verify.ts');
    const usingNode = sources.filter((file) => /from 'node:/.test(readFileSync(new URL(file, root), 'utf8')));
    expect(usingNode).toEqual(['fair/node-crypto.ts']);
  });
});
