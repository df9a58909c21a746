import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { describe, expect, it } from 'vitest';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { checkOddsTable } from './checks.ts';
import { ODDS_SCALE, odds } from './odds.ts';
import { DEFAULT_SEA_FAST_ODDS, checkSeaFastBet, drawSeaFast, seaFastResultOf, settleSeaFast, type SeaFastBet, type SeaFastOddsTable } from './sea-fast.ts';

const pay = (bet: SeaFastBet, number: number, table: SeaFastOddsTable = DEFAULT_SEA_FAST_ODDS) => settleSeaFast(bet, seaFastResultOf(number), table);

describe('fast SEA lottery, worked by hand', () => {
  it('reads size, parity and one colour from the digit', () => {
    const table = Array.from({ length: 10 }, (_, n) => {
      const { size, parity, colour } = seaFastResultOf(n);
      return `${n} ${size} ${parity} ${colour}`;
    });
    expect(table).toEqual([
      '0 small even violet',
      '1 small odd green',
      '2 small even red',
      '3 small odd green',
      '4 small even red',
      '5 big odd violet',
      '6 big even red',
      '7 big odd green',
      '8 big even red',
      '9 big odd green',
    ]);
  });

  it('pays each bet type its odds', () => {
    expect(pay({ type: 'number', selection: '7', stake: 1_000n }, 7)).toBe(9_500n); // 1,000 × 9.5
    expect(pay({ type: 'number', selection: '7', stake: 1_000n }, 1)).toBe(0n);
    expect(pay({ type: 'size', selection: 'big', stake: 1_000n }, 7)).toBe(1_900n); // 1,000 × 1.9
    expect(pay({ type: 'size', selection: 'small', stake: 1_000n }, 7)).toBe(0n);
    expect(pay({ type: 'parity', selection: 'odd', stake: 1_000n }, 7)).toBe(1_900n);
    expect(pay({ type: 'parity', selection: 'even', stake: 1_000n }, 0)).toBe(1_900n); // 0 is even
    expect(pay({ type: 'colour', selection: 'green', stake: 1_000n }, 7)).toBe(2_350n); // 1,000 × 2.35
    expect(pay({ type: 'colour', selection: 'red', stake: 1_000n }, 4)).toBe(2_350n);
    expect(pay({ type: 'colour', selection: 'violet', stake: 1_000n }, 5)).toBe(4_700n); // 1,000 × 4.7
    expect(pay({ type: 'colour', selection: 'green', stake: 1_000n }, 5)).toBe(0n); // 5 is violet only
    expect(pay({ type: 'colour', selection: 'red', stake: 1_000n }, 0)).toBe(0n); // 0 is violet only
    expect(pay({ type: 'colour', selection: 'green', stake: 1n }, 7)).toBe(2n); // 1 × 2.35 → 2, rounded down
    const merchant = { ...DEFAULT_SEA_FAST_ODDS, colour: { ...DEFAULT_SEA_FAST_ODDS.colour, violet: odds('4.5') } };
    expect(pay({ type: 'colour', selection: 'violet', stake: 1_000n }, 0, merchant)).toBe(4_500n);
    expect(checkOddsTable(merchant, DEFAULT_SEA_FAST_ODDS).ok).toBe(true);
    expect(checkOddsTable({ ...merchant, colour: { red: 1n } }, DEFAULT_SEA_FAST_ODDS)).toMatchObject({ error: { field: 'colour.green' } });
  });

  it('returns the stated figures: every selection over the ten equally likely digits', () => {
    const rtp = (bet: Omit<SeaFastBet, 'stake'>) => {
      let paid = 0n;
      for (let n = 0; n < 10; n++) paid += pay({ ...bet, stake: 10_000n } as SeaFastBet, n);
      return Number(paid) / 1_000; // paid over 10 × 10,000 staked, in percent
    };
    for (let n = 0; n < 10; n++) expect(rtp({ type: 'number', selection: String(n) })).toBe(95);
    for (const selection of ['big', 'small'] as const) expect(rtp({ type: 'size', selection })).toBe(95);
    for (const selection of ['odd', 'even'] as const) expect(rtp({ type: 'parity', selection })).toBe(95);
    for (const selection of ['red', 'green', 'violet'] as const) expect(rtp({ type: 'colour', selection })).toBe(94);
  });

  it('checks bets with a code and the field at fault', () => {
    expect(checkSeaFastBet({ type: 'size', selection: 'big', stake: 5n })).toEqual({ ok: true, value: { type: 'size', selection: 'big', stake: 5n } });
    const cases: [unknown, string, string][] = [
      [undefined, 'bet_type_invalid', 'bet'],
      [{ type: 'dragon', selection: 'big', stake: 1n }, 'bet_type_invalid', 'type'],
      [{ type: 'size', selection: 'huge', stake: 1n }, 'bet_type_invalid', 'selection'],
      [{ type: 'colour', selection: 'blue', stake: 1n }, 'bet_type_invalid', 'selection'],
      [{ type: 'number', selection: '10', stake: 1n }, 'number_invalid', 'selection'],
      [{ type: 'number', selection: 7, stake: 1n }, 'number_invalid', 'selection'],
      [{ type: 'parity', selection: 'odd', stake: 1.5 }, 'stake_invalid', 'stake'],
    ];
    for (const [input, code, field] of cases) expect(checkSeaFastBet(input)).toMatchObject({ ok: false, error: { code, field } });
  });
});

describe('fast SEA properties', () => {
  const betArb: fc.Arbitrary<SeaFastBet> = fc.oneof(
    fc.record({ type: fc.constant('number' as const), selection: fc.integer({ min: 0, max: 9 }).map(String), stake: fc.bigInt({ min: 1n, max: 10n ** 9n }) }),
    fc.record({
      type: fc.constant('size' as const),
      selection: fc.constantFrom('big' as const, 'small' as const),
      stake: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    }),
    fc.record({
      type: fc.constant('parity' as const),
      selection: fc.constantFrom('odd' as const, 'even' as const),
      stake: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    }),
    fc.record({
      type: fc.constant('colour' as const),
      selection: fc.constantFrom('red' as const, 'green' as const, 'violet' as const),
      stake: fc.bigInt({ min: 1n, max: 10n ** 9n }),
    }),
  );
  const oddsArb = fc.bigInt({ min: 0n, max: 100n * ODDS_SCALE });
  const tableArb = fc.record({ number: oddsArb, size: oddsArb, parity: oddsArb, colour: fc.record({ red: oddsArb, green: oddsArb, violet: oddsArb }) });

  it('settlement pays exactly what the table says', () => {
    fc.assert(
      fc.property(betArb, fc.integer({ min: 0, max: 9 }), tableArb, (bet, n, table) => {
        // Written apart from the code under test.
        const wins = {
          number: bet.selection === String(n),
          size: bet.selection === (n < 5 ? 'small' : 'big'),
          parity: bet.selection === (n % 2 ? 'odd' : 'even'),
          colour: bet.selection === ([0, 5].includes(n) ? 'violet' : n % 2 ? 'green' : 'red'),
        }[bet.type];
        const oddsValue = bet.type === 'colour' ? table.colour[bet.selection] : table[bet.type];
        expect(pay(bet, n, table)).toBe(wins ? (bet.stake * oddsValue) / ODDS_SCALE : 0n);
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });

  it('a draw is one digit, the same again from the same seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 0, max: 10 ** 9 }), (seed, period) => {
        const seeds = { serverSeed: Buffer.from(seed).toString('hex'), clientSeed: `sea-1m:${period}`, nonce: 0 };
        const result = drawSeaFast(new FairRng(seeds, nodeHash));
        expect(Number.isInteger(result.number) && result.number >= 0 && result.number <= 9).toBe(true);
        expect(result).toEqual(seaFastResultOf(result.number));
        expect(drawSeaFast(new FairRng(seeds, nodeHash))).toEqual(result);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
