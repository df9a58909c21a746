import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitServerSeed } from '../fair/commitment.ts';
import { fromHex } from '../fair/hash.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { portableHash } from '../fair/sha256.ts';
import { canonicalJson } from '../verify.ts';
import { LOTTERY_KINDS, drawLottery, type LotteryKind } from './draw.ts';
import { verifyDraw } from './verify-draw.ts';

const serverSeed = '00'.repeat(31) + '01';
const commitment = commitServerSeed(serverSeed, nodeHash);
const drawId = 'pinned-draw';

describe('lottery draws from seeds', () => {
  it('pin the known results: a change to how a draw reads the stream would make published draws unverifiable', () => {
    const seeds = { serverSeed, drawId };
    const fourD = drawLottery('4d', seeds, nodeHash);
    expect([fourD.first, fourD.second, fourD.third]).toEqual(['4123', '0802', '8056']);
    expect(fourD.special).toEqual(['9765', '1945', '4244', '3509', '9965', '6197', '3954', '1855', '1079', '4225']);
    expect(fourD.consolation).toEqual(['0754', '5812', '4446', '8002', '3847', '4691', '2372', '8758', '9725', '7103']);
    const xsmb = drawLottery('xsmb', seeds, nodeHash);
    expect([xsmb.special, xsmb.third, xsmb.seventh]).toEqual([['35686'], ['86673', '57645', '70694', '04514', '54923', '67281'], ['17', '58', '70', '01']]);
    expect(drawLottery('sea-fast', seeds, nodeHash)).toEqual({ number: 3, size: 'small', parity: 'odd', colour: 'green' });
    expect(drawLottery('keno', seeds, nodeHash).numbers).toEqual([54, 77, 45, 41, 38, 76, 69, 17, 22, 70, 27, 9, 18, 64, 28, 32, 55, 40, 11, 60]);
  });

  it('can be followed by hand with any HMAC-SHA256 tool, as docs/lottery.md tells a player', () => {
    // The bytes of HMAC-SHA256(key = the seed's 32 bytes, message = "<drawId>:0:0").
    const bytes = createHmac('sha256', fromHex(serverSeed)).update(`${drawId}:0:0`).digest();
    // SEA fast: one byte; below 250 (the largest multiple of 10 a byte holds) it is kept, and its last digit is the draw.
    expect(bytes[0]! < 250 && bytes[0]! % 10).toBe(3);
    // 4D first prize: two bytes big-endian; below 60,000 it is kept, and mod 10,000 is the number.
    const firstTwo = bytes[0]! * 256 + bytes[1]!;
    expect(firstTwo < 60_000 && (firstTwo % 10_000).toString().padStart(4, '0')).toBe('4123');
  });

  it('refuse a malformed draw id or an unknown lottery with a code', () => {
    expect(() => drawLottery('keno', { serverSeed, drawId: '' }, nodeHash)).toThrow(expect.objectContaining({ code: 'fair_bad_client_seed' }));
    expect(() => drawLottery('bingo' as LotteryKind, { serverSeed, drawId }, nodeHash)).toThrow(expect.objectContaining({ code: 'game_unknown' }));
  });
});

describe('verifyDraw', () => {
  it('confirms every lottery drawn on the server, redrawn in a browser from the JSON record', () => {
    for (const kind of LOTTERY_KINDS) {
      const result = drawLottery(kind, { serverSeed, drawId: `${kind}:2025-06-14` }, nodeHash);
      const stored = JSON.parse(canonicalJson(result)) as unknown;
      const check = verifyDraw({ kind, drawId: `${kind}:2025-06-14`, serverSeed, commitment, result: stored }, portableHash);
      expect(check).toMatchObject({ seedMatchesCommitment: true, resultMatches: true, valid: true, recomputed: result });
    }
  });

  it('accepts a record whose JSON keys came back in another order', () => {
    const result = drawLottery('sea-fast', { serverSeed, drawId }, nodeHash);
    const reordered = Object.fromEntries(Object.entries(result).reverse());
    expect(verifyDraw({ kind: 'sea-fast', drawId, serverSeed, commitment, result: reordered }, nodeHash).valid).toBe(true);
  });

  it('catches another seed, another draw id or an edited result', () => {
    const result = drawLottery('4d', { serverSeed, drawId }, nodeHash);
    const record = { kind: '4d' as const, drawId, serverSeed, commitment, result };
    expect(verifyDraw(record, nodeHash).valid).toBe(true);
    expect(verifyDraw({ ...record, serverSeed: '00'.repeat(31) + '02' }, nodeHash)).toMatchObject({ seedMatchesCommitment: false, valid: false });
    expect(verifyDraw({ ...record, drawId: 'another-draw' }, nodeHash)).toMatchObject({ seedMatchesCommitment: true, resultMatches: false });
    const edited = { ...result, special: [...result.special.slice(0, 9), result.first] };
    expect(verifyDraw({ ...record, result: edited }, nodeHash)).toMatchObject({ seedMatchesCommitment: true, resultMatches: false, valid: false });
  });

  it('answers a draw it cannot redraw with the reason', () => {
    const check = verifyDraw({ kind: 'keno', drawId: 'x'.repeat(65), serverSeed, commitment, result: {} }, nodeHash);
    expect(check).toMatchObject({ valid: false, error: { code: 'fair_bad_client_seed' } });
    expect(verifyDraw({ kind: 'bingo' as LotteryKind, drawId, serverSeed, commitment, result: {} }, nodeHash).error?.code).toBe('game_unknown');
  });
});
