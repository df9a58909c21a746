import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { describe, expect, it } from 'vitest';
import { FairError } from '../fair/hash.ts';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { checkOddsTable } from './checks.ts';
import { ODDS_SCALE, odds } from './odds.ts';
import { XSMB_TIERS, drawXsmb, type XsmbResult } from './xsmb.ts';
import { DEFAULT_XSMB_ODDS, XSMB_BET_SHAPES, checkXsmbBet, settleXsmb, type XsmbBet, type XsmbBetType, type XsmbOddsTable } from './xsmb-bets.ts';

// Made up so that 45 comes out often. Last two digits, tier by tier:
//   special 45 | 1st 90 | 2nd 45 99 | 3rd 45 01 12 45 88 90 | 4th 45 45 99 01 | 5th 66 45 12 90 45 45 |
//   6th 45 45 01 | 7th 45 07 12 99
const RESULT: XsmbResult = {
  special: ['12345'],
  first: ['67890'],
  second: ['11145', '22299'],
  third: ['33345', '44401', '55512', '66645', '77788', '88890'],
  fourth: ['1045', '2345', '3399', '4401'],
  fifth: ['5566', '6645', '7712', '8890', '9945', '0045'],
  sixth: ['145', '345', '901'],
  seventh: ['45', '07', '12', '99'],
};

const pay = (type: XsmbBetType, numbers: string[], stake: bigint, table: XsmbOddsTable = DEFAULT_XSMB_ODDS) =>
  settleXsmb({ type, numbers, stake }, RESULT, table);

describe('XSMB prizes, worked by hand', () => {
  it('pays lô once per prize whose last digits match', () => {
    // 45 ends special, 2nd 11145, 3rd 33345 and 66645, 4th 1045 and 2345, 5th 6645, 9945 and 0045,
    // 6th 145 and 345, 7th 45: 1 + 1 + 2 + 2 + 3 + 2 + 1 = 12 prizes. 1,000 × 3.5 × 12 = 42,000.
    expect(pay('lo2', ['45'], 1_000n)).toBe(42_000n);
    // 90: 1st 67890, 3rd 88890, 5th 8890 = 3 prizes: 1,000 × 3.5 × 3 = 10,500.
    expect(pay('lo2', ['90'], 1_000n)).toBe(10_500n);
    expect(pay('lo2', ['07'], 1_000n)).toBe(3_500n); // the 7th prize only
    expect(pay('lo2', ['00'], 1_000n)).toBe(0n);
    // Multiply first, divide last: 3 × 3.5 × 3 = 31.5 → 31 (paying each prize rounded alone would give 30).
    expect(pay('lo2', ['90'], 3n)).toBe(31n);
    // lô 3 345: special 12345, 3rd 33345, 4th 2345, 6th 345 = 4 prizes: 100 × 41 × 4 = 16,400.
    expect(pay('lo3', ['345'], 100n)).toBe(16_400n);
    // lô 3 045: 4th 1045 and 5th 0045; the 7th prize 45 has two digits and cannot match: 100 × 41 × 2.
    expect(pay('lo3', ['045'], 100n)).toBe(8_200n);
    // lô 4 2345: special 12345 and 4th 2345 (the 3-digit 345 is too short): 10 × 470 × 2 = 9,400.
    expect(pay('lo4', ['2345'], 10n)).toBe(9_400n);
    expect(pay('lo4', ['4401'], 10n)).toBe(9_400n); // 3rd 44401 and 4th 4401
  });

  it('pays đề, head and tail on the special prize', () => {
    // Special 12345: đề 45, head (tens) 4, tail (units) 5.
    expect(pay('de', ['45'], 1_000n)).toBe(95_000n); // 1,000 × 95
    expect(pay('de', ['54'], 1_000n)).toBe(0n);
    expect(pay('de', ['90'], 1_000n)).toBe(0n); // a lô winner, not the special
    expect(pay('head', ['4'], 1_000n)).toBe(9_500n); // 1,000 × 9.5
    expect(pay('head', ['5'], 1_000n)).toBe(0n);
    expect(pay('tail', ['5'], 1_000n)).toBe(9_500n);
    expect(pay('tail', ['4'], 1_000n)).toBe(0n);
  });

  it('pays xiên once when every number appears as lô', () => {
    expect(pay('xien2', ['45', '07'], 1_000n)).toBe(17_000n); // 1,000 × 17 (45 appearing 12 times changes nothing)
    expect(pay('xien2', ['45', '08'], 1_000n)).toBe(0n); // 08 is not drawn
    expect(pay('xien3', ['45', '90', '12'], 1_000n)).toBe(77_000n); // 1,000 × 77
    expect(pay('xien4', ['01', '66', '88', '99'], 1_000n)).toBe(350_000n); // 44401, 5566, 77788, 22299: 1,000 × 350
    expect(pay('xien4', ['01', '66', '88', '98'], 1_000n)).toBe(0n);
  });

  it("pays a merchant's own odds", () => {
    const table = { ...DEFAULT_XSMB_ODDS, lo2: odds('3.66'), de: odds('80') };
    expect(pay('lo2', ['90'], 1_000n, table)).toBe(10_980n); // 1,000 × 3.66 × 3
    expect(pay('de', ['45'], 1_000n, table)).toBe(80_000n);
    expect(checkOddsTable(table, DEFAULT_XSMB_ODDS).ok).toBe(true);
    expect(checkOddsTable({ ...table, xien4: '350' }, DEFAULT_XSMB_ODDS)).toMatchObject({ error: { code: 'table_invalid', field: 'xien4' } });
  });
});

describe('XSMB returns of the default odds, computed exactly', () => {
  // RTP = odds × expected matches, as an exact fraction; stated to two decimals in xsmb-bets.ts.
  const percent = (oddsValue: bigint, numerator: bigint, denominator: bigint) =>
    Number((oddsValue * numerator * 1_000_000n) / (ODDS_SCALE * denominator)) / 10_000;
  const C = (n: number, k: number): bigint => (k === 0 ? 1n : (C(n, k - 1) * BigInt(n - k + 1)) / BigInt(k));
  /** P(k chosen different tails all among `draws` uniform tails of `alphabet` values), by inclusion–exclusion. */
  const allAppear = (k: number, draws: number, alphabet: number): [bigint, bigint] => {
    let numerator = 0n;
    for (let j = 0; j <= k; j++) numerator += (j % 2 === 0 ? 1n : -1n) * C(k, j) * BigInt(alphabet - j) ** BigInt(draws);
    return [numerator, BigInt(alphabet) ** BigInt(draws)];
  };

  it('lô, đề, head and tail', () => {
    const numbersWithAtLeast = (digits: number) => XSMB_TIERS.filter((tier) => tier.digits >= digits).reduce((sum, tier) => sum + tier.count, 0);
    expect([2, 3, 4].map(numbersWithAtLeast)).toEqual([27, 23, 20]);
    expect(percent(DEFAULT_XSMB_ODDS.lo2, 27n, 100n)).toBe(94.5);
    expect(percent(DEFAULT_XSMB_ODDS.lo3, 23n, 1_000n)).toBe(94.3);
    expect(percent(DEFAULT_XSMB_ODDS.lo4, 20n, 10_000n)).toBe(94);
    expect(percent(DEFAULT_XSMB_ODDS.de, 1n, 100n)).toBe(95);
    expect(percent(DEFAULT_XSMB_ODDS.head, 1n, 10n)).toBe(95);
    expect(percent(DEFAULT_XSMB_ODDS.tail, 1n, 10n)).toBe(95);
  });

  it('xiên, with the inclusion–exclusion formula first checked by enumeration on a small case', () => {
    // Two chosen values among 4 draws of 10 values: count the 10⁴ sequences holding both.
    let holding = 0;
    for (let s = 0; s < 10_000; s++) {
      const digits = s.toString().padStart(4, '0');
      if (digits.includes('3') && digits.includes('7')) holding += 1;
    }
    expect(allAppear(2, 4, 10)).toEqual([BigInt(holding), 10_000n]);

    const rtp = (type: 'xien2' | 'xien3' | 'xien4', k: number) => Math.round(percent(DEFAULT_XSMB_ODDS[type], ...allAppear(k, 27, 100)) * 100) / 100;
    expect(rtp('xien2', 2)).toBe(93.3);
    expect(rtp('xien3', 3)).toBe(94.69);
    expect(rtp('xien4', 4)).toBe(93.45);
  });
});

describe('XSMB bet checks', () => {
  it('answer a code and the field at fault', () => {
    expect(checkXsmbBet({ type: 'xien2', numbers: ['45', '07'], stake: 1n })).toEqual({ ok: true, value: { type: 'xien2', numbers: ['45', '07'], stake: 1n } });
    const cases: [unknown, string, string][] = [
      ['lo2 45', 'bet_type_invalid', 'bet'],
      [{ type: 'lo5', numbers: ['12345'], stake: 1n }, 'bet_type_invalid', 'type'],
      [{ type: 'toString', numbers: ['1'], stake: 1n }, 'bet_type_invalid', 'type'],
      [{ type: 'lo2', numbers: ['5'], stake: 1n }, 'number_invalid', 'numbers[0]'],
      [{ type: 'lo3', numbers: ['45'], stake: 1n }, 'number_invalid', 'numbers[0]'],
      [{ type: 'head', numbers: ['45'], stake: 1n }, 'number_invalid', 'numbers[0]'],
      [{ type: 'xien3', numbers: ['45', '07', 'x1'], stake: 1n }, 'number_invalid', 'numbers[2]'],
      [{ type: 'lo2', numbers: ['45', '46'], stake: 1n }, 'numbers_count_invalid', 'numbers'],
      [{ type: 'xien4', numbers: ['45', '46', '47'], stake: 1n }, 'numbers_count_invalid', 'numbers'],
      [{ type: 'de', numbers: '45', stake: 1n }, 'numbers_count_invalid', 'numbers'],
      [{ type: 'xien2', numbers: ['45', '45'], stake: 1n }, 'numbers_repeated', 'numbers'],
      [{ type: 'de', numbers: ['45'], stake: 0n }, 'stake_invalid', 'stake'],
    ];
    for (const [input, code, field] of cases) expect(checkXsmbBet(input)).toMatchObject({ ok: false, error: { code, field } });
  });

  it('make settlement refuse a bad bet with the same code', () => {
    expect(() => pay('xien2', ['45', '45'], 1n)).toThrow(FairError);
    expect(() => pay('xien2', ['45', '45'], 1n)).toThrow(/numbers/);
  });
});

const digitsArb = (length: number) => fc.integer({ min: 0, max: 10 ** length - 1 }).map((n) => n.toString().padStart(length, '0'));
const resultArb = fc.record(
  Object.fromEntries(XSMB_TIERS.map(({ tier, count, digits }) => [tier, fc.array(digitsArb(digits), { minLength: count, maxLength: count })])) as {
    [Tier in keyof XsmbResult]: fc.Arbitrary<string[]>;
  },
);
const oddsArb = fc.bigInt({ min: 0n, max: 1_000n * ODDS_SCALE });
const tableArb = fc.record(
  Object.fromEntries(Object.keys(DEFAULT_XSMB_ODDS).map((type) => [type, oddsArb])) as { [Type in XsmbBetType]: fc.Arbitrary<bigint> },
);
// A bet of any type whose numbers are, half the time, the last digits of numbers drawn (so it often wins).
const ticketArb = resultArb.chain((result) => {
  const all = XSMB_TIERS.flatMap(({ tier }) => result[tier]);
  const type = fc.constantFrom(...(Object.keys(XSMB_BET_SHAPES) as XsmbBetType[]));
  return type.chain((t) => {
    const { count, digits } = XSMB_BET_SHAPES[t];
    const fromDraw = fc.constantFrom(...all.filter((n) => n.length >= digits).map((n) => n.slice(-digits)));
    const numbers = fc.uniqueArray(fc.oneof(digitsArb(digits), fromDraw), { minLength: count, maxLength: count });
    return fc.record({ type: fc.constant(t), numbers, stake: fc.bigInt({ min: 1n, max: 10n ** 9n }) }).map((bet: XsmbBet) => ({ result, bet }));
  });
});

describe('XSMB properties', () => {
  it('settlement pays exactly what the table says, for any ticket, draw and table', () => {
    fc.assert(
      fc.property(ticketArb, tableArb, ({ result, bet }, table) => {
        // Written apart from the code under test.
        const all = Object.values(result).flat();
        const special = result.special[0]!;
        const [chosen] = bet.numbers as [string];
        const matches = {
          lo2: all.filter((n) => n.slice(-2) === chosen).length,
          lo3: all.filter((n) => n.length >= 3 && n.slice(-3) === chosen).length,
          lo4: all.filter((n) => n.length >= 4 && n.slice(-4) === chosen).length,
          de: special.slice(3) === chosen ? 1 : 0,
          head: special[3] === chosen ? 1 : 0,
          tail: special[4] === chosen ? 1 : 0,
          xien2: bet.numbers.every((x) => all.some((n) => n.slice(-2) === x)) ? 1 : 0,
        }[bet.type.startsWith('xien') ? 'xien2' : (bet.type as 'lo2')];
        expect(settleXsmb(bet, result, table)).toBe((bet.stake * table[bet.type] * BigInt(matches)) / ODDS_SCALE);
      }),
      { numRuns: propertyRuns(1_000) },
    );
  });

  it('a draw has each tier’s count of numbers of its length, the same again from the same seeds', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 0, max: 99_999 }), (seed, day) => {
        const seeds = { serverSeed: Buffer.from(seed).toString('hex'), clientSeed: `xsmb:${day}`, nonce: 0 };
        const result = drawXsmb(new FairRng(seeds, nodeHash));
        for (const { tier, count, digits } of XSMB_TIERS) {
          expect(result[tier]).toHaveLength(count);
          for (const number of result[tier]) expect(number).toMatch(new RegExp(`^[0-9]{${digits}}$`));
        }
        expect(Object.values(result).flat()).toHaveLength(27);
        expect(drawXsmb(new FairRng(seeds, nodeHash))).toEqual(result);
      }),
      { numRuns: propertyRuns(200) },
    );
  });
});
