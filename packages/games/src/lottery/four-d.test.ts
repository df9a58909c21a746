import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { describe, expect, it } from 'vitest';
import { FairError } from '../fair/hash.ts';
import { FairRng } from '../fair/rng.ts';
import { nodeHash } from '../fair/node-crypto.ts';
import { checkOddsTable } from './checks.ts';
import { drawFourD, fourDigits, type FourDResult } from './four-d.ts';
import {
  DEFAULT_FOUR_D_PRIZES,
  checkFourDBet,
  fourDBetCost,
  fourDPermutationCount,
  fourDPermutations,
  settleFourD,
  type FourDBet,
  type FourDPrizeTable,
} from './four-d-bets.ts';
import { ODDS_SCALE, odds } from './odds.ts';

// Stakes are in sen (RM1 = 100). The draw below is made up so that several orderings of 1234 win.
const RESULT: FourDResult = {
  first: '1234',
  second: '5678',
  third: '0042',
  special: ['4321', '3412', '7777', '9090', '0000', '2468', '1357', '8642', '3141', '2718'],
  consolation: ['2143', '0420', '1212', '0001', '9999', '6060', '5555', '8080', '4004', '3030'],
};

const bet = (number: string, size: FourDBet['size'], cover: FourDBet['cover'], stake: bigint): FourDBet => ({ number, size, cover, stake });
const pay = (b: FourDBet, table: FourDPrizeTable = DEFAULT_FOUR_D_PRIZES) => settleFourD(b, RESULT, table);
const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'accepted';
  } catch (error) {
    return error instanceof FairError ? error.code : String(error);
  }
};

describe('4D prizes, worked by hand', () => {
  it('pays straight Big and Small bets from the 4D prize table', () => {
    expect(pay(bet('1234', 'big', 'straight', 100n))).toBe(250_000n); // 1st: RM1 × 2,500 = RM2,500
    expect(pay(bet('5678', 'big', 'straight', 100n))).toBe(100_000n); // 2nd: RM1 × 1,000
    expect(pay(bet('0042', 'big', 'straight', 50n))).toBe(25_000n); // 3rd: 50 sen × 500 = RM250
    expect(pay(bet('4321', 'big', 'straight', 100n))).toBe(18_000n); // special: RM1 × 180
    expect(pay(bet('2143', 'big', 'straight', 100n))).toBe(6_000n); // consolation: RM1 × 60
    expect(pay(bet('1234', 'small', 'straight', 200n))).toBe(700_000n); // 1st: RM2 × 3,500 = RM7,000
    expect(pay(bet('5678', 'small', 'straight', 100n))).toBe(200_000n); // 2nd: RM1 × 2,000
    expect(pay(bet('0042', 'small', 'straight', 100n))).toBe(100_000n); // 3rd: RM1 × 1,000
    expect(pay(bet('4321', 'small', 'straight', 100n))).toBe(0n); // Small pays the top three only
    expect(pay(bet('2143', 'small', 'straight', 100n))).toBe(0n);
    expect(pay(bet('9876', 'big', 'straight', 100n))).toBe(0n); // not drawn
    expect(pay(bet('7777', 'big', 'straight', 100n))).toBe(18_000n); // four alike can still be bet straight
  });

  it('pays a Box at full prize per ordering, at stake × orderings', () => {
    // 1234 has 24 orderings; among them 1234 (1st, 2,500), 4321 and 3412 (special, 180 each) and 2143
    // (consolation, 60) were drawn: 2,500 + 180 + 180 + 60 = 2,920 × RM1 = RM2,920 for a RM24 ticket.
    const box = bet('1234', 'big', 'box', 100n);
    expect(fourDBetCost(box)).toBe(2_400n);
    expect(pay(box)).toBe(292_000n);
    // Small: only 1234 (1st) counts: 3,500 × RM1.
    expect(pay(bet('1234', 'small', 'box', 100n))).toBe(350_000n);
    // 0042 has 12 orderings; 0042 (3rd, 500) and 0420 (consolation, 60) won: 560 × 10 sen = RM56 for RM1.20.
    const pair = bet('0042', 'big', 'box', 10n);
    expect(fourDBetCost(pair)).toBe(120n);
    expect(pay(pair)).toBe(5_600n);
  });

  it('divides an iBox prize by the orderings, rounding down once at the end', () => {
    // RM1 over 1234's 24 orderings: 100 × 2,920 / 24 = 12,166.67 → 12,166 sen.
    expect(pay(bet('1234', 'big', 'ibox', 100n))).toBe(12_166n);
    expect(fourDBetCost(bet('1234', 'big', 'ibox', 100n))).toBe(100n);
    // Small: 100 × 3,500 / 24 = 14,583.33 → 14,583.
    expect(pay(bet('1234', 'small', 'ibox', 100n))).toBe(14_583n);
    // 0042, 12 orderings: 100 × 560 / 12 = 4,666.67 → 4,666.
    expect(pay(bet('0042', 'big', 'ibox', 100n))).toBe(4_666n);
    // 1212, two pairs, 6 orderings; 1212 is a consolation: 100 × 60 / 6 = 1,000.
    expect(pay(bet('1212', 'big', 'ibox', 100n))).toBe(1_000n);
    // 0001, three alike, 4 orderings; 0001 is a consolation: 100 × 60 / 4 = 1,500.
    expect(pay(bet('0001', 'big', 'ibox', 100n))).toBe(1_500n);
    // Rounding once: 1 sen on 1234 pays 2,920 / 24 = 121.67 → 121, not 104 + 7 + 7 + 2 (each prize rounded alone = 120).
    expect(pay(bet('1234', 'big', 'ibox', 1n))).toBe(121n);
  });

  it('counts the orderings of numbers with repeated digits', () => {
    expect(['1234', '0042', '1212', '0001', '7777'].map(fourDPermutationCount)).toEqual([24, 12, 6, 4, 1]);
    expect(fourDPermutations('1212')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
    expect(fourDPermutations('0001')).toEqual(['0001', '0010', '0100', '1000']);
  });

  it("pays a merchant's own table", () => {
    const table: FourDPrizeTable = { ...DEFAULT_FOUR_D_PRIZES, big: { ...DEFAULT_FOUR_D_PRIZES.big, first: odds('2750'), special: odds('200.5') } };
    expect(pay(bet('1234', 'big', 'straight', 100n), table)).toBe(275_000n); // RM1 × 2,750
    expect(pay(bet('4321', 'big', 'straight', 3n), table)).toBe(601n); // 3 sen × 200.5 = 601.5 → 601
    expect(checkOddsTable(table, DEFAULT_FOUR_D_PRIZES).ok).toBe(true);
    expect(checkOddsTable({ ...table, small: { first: 1n, second: 1n } }, DEFAULT_FOUR_D_PRIZES)).toMatchObject({
      ok: false,
      error: { code: 'table_invalid', field: 'small.third' },
    });
    expect(checkOddsTable({ ...table, big: { ...table.big, first: -1n } }, DEFAULT_FOUR_D_PRIZES)).toMatchObject({ error: { field: 'big.first' } });
    expect(checkOddsTable({ ...table, jackpot: 1n }, DEFAULT_FOUR_D_PRIZES)).toMatchObject({ error: { field: 'jackpot' } });
  });

  it('returns 64% on Big and 65% on Small: every ticket of 0000–9999 against one draw', () => {
    // The 23 numbers are a uniform draw without replacement, so a fixed ticket's expected prize over draws
    // equals the average over all tickets of one draw's prizes (each number is equally likely in every slot).
    for (const draw of [RESULT, drawFourD(new FairRng({ serverSeed: 'ab'.repeat(32), clientSeed: '4d-rtp', nonce: 0 }, nodeHash))]) {
      let big = 0n;
      let small = 0n;
      for (let n = 0; n < 10_000; n++) {
        big += settleFourD(bet(fourDigits(n), 'big', 'straight', 1n), draw, DEFAULT_FOUR_D_PRIZES);
        small += settleFourD(bet(fourDigits(n), 'small', 'straight', 1n), draw, DEFAULT_FOUR_D_PRIZES);
      }
      expect(big).toBe(6_400n); // 2,500 + 1,000 + 500 + 10 × 180 + 10 × 60 over 10,000 staked: 64%
      expect(small).toBe(6_500n); // 3,500 + 2,000 + 1,000: 65%
    }
    // A Box pays exactly the straight bets of its orderings (property below), each returning 64% (65%), so a
    // Box returns the same; an iBox the same less at most one sen of rounding per ticket.
  });
});

describe('4D bet checks', () => {
  const valid = bet('1234', 'big', 'straight', 100n);
  it('answer a code and the field at fault', () => {
    expect(checkFourDBet(valid)).toEqual({ ok: true, value: valid });
    const cases: [unknown, string, string][] = [
      [null, 'bet_type_invalid', 'bet'],
      [{ ...valid, size: 'medium' }, 'bet_type_invalid', 'size'],
      [{ ...valid, cover: 'roll' }, 'bet_type_invalid', 'cover'],
      [{ ...valid, number: '123' }, 'number_invalid', 'number'],
      [{ ...valid, number: '12a4' }, 'number_invalid', 'number'],
      [{ ...valid, number: '１２３４' }, 'number_invalid', 'number'],
      [{ ...valid, number: 1234 }, 'number_invalid', 'number'],
      [{ ...valid, cover: 'box', number: '7777' }, 'permutation_invalid', 'number'],
      [{ ...valid, cover: 'ibox', number: '0000' }, 'permutation_invalid', 'number'],
      [{ ...valid, stake: 0n }, 'stake_invalid', 'stake'],
      [{ ...valid, stake: -100n }, 'stake_invalid', 'stake'],
      [{ ...valid, stake: 100 }, 'stake_invalid', 'stake'],
    ];
    for (const [input, code, field] of cases) expect(checkFourDBet(input)).toMatchObject({ ok: false, error: { code, field } });
  });

  it('make settlement refuse a bad bet with the same code', () => {
    expect(codeOf(() => pay(bet('7777', 'big', 'box', 100n)))).toBe('permutation_invalid');
    expect(codeOf(() => pay(bet('1234', 'big', 'straight', 0n)))).toBe('stake_invalid');
  });
});

// A result as fast-check draws it: 23 different numbers, dealt into the prize groups in order.
const resultArb = fc.uniqueArray(fc.integer({ min: 0, max: 9_999 }), { minLength: 23, maxLength: 23 }).map((n): FourDResult => ({
  first: fourDigits(n[0]!),
  second: fourDigits(n[1]!),
  third: fourDigits(n[2]!),
  special: n.slice(3, 13).map(fourDigits),
  consolation: n.slice(13).map(fourDigits),
}));
const oddsArb = fc.bigInt({ min: 0n, max: 10_000n * ODDS_SCALE });
const tableArb = fc.record({
  big: fc.record({ first: oddsArb, second: oddsArb, third: oddsArb, special: oddsArb, consolation: oddsArb }),
  small: fc.record({ first: oddsArb, second: oddsArb, third: oddsArb }),
});
const betArb = fc
  .record({
    number: fc.integer({ min: 0, max: 9_999 }).map(fourDigits),
    size: fc.constantFrom('big' as const, 'small' as const),
    cover: fc.constantFrom('straight' as const, 'box' as const, 'ibox' as const),
    stake: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  })
  .filter((b) => b.cover === 'straight' || new Set(b.number).size > 1);
// Tickets that often win: a number taken from the result, or one of its orderings.
const winningBetArb = fc.tuple(resultArb, betArb, fc.integer({ min: 0, max: 22 })).map(([result, b, slot]) => {
  const drawn = [result.first, result.second, result.third, ...result.special, ...result.consolation][slot]!;
  return { result, bet: { ...b, number: drawn, cover: new Set(drawn).size > 1 ? b.cover : ('straight' as const) } };
});

describe('4D properties', () => {
  it('settlement pays exactly what the table says, for any ticket, draw and table', () => {
    const same = (a: string, b: string) => [...a].sort().join('') === [...b].sort().join('');
    const check = ({ result, bet: b }: { result: FourDResult; bet: FourDBet }, table: FourDPrizeTable) => {
      // Written apart from the code under test: walk the 23 slots, keep those the ticket covers.
      const slots: [string, keyof FourDPrizeTable['big']][] = [
        [result.first, 'first'],
        [result.second, 'second'],
        [result.third, 'third'],
        ...result.special.map((n): [string, 'special'] => [n, 'special']),
        ...result.consolation.map((n): [string, 'consolation'] => [n, 'consolation']),
      ];
      let oddsSum = 0n;
      for (const [number, prize] of slots) {
        const covered = b.cover === 'straight' ? number === b.number : same(number, b.number);
        if (!covered) continue;
        if (b.size === 'big') oddsSum += table.big[prize];
        else if (prize !== 'special' && prize !== 'consolation') oddsSum += table.small[prize];
      }
      const orderings = b.cover === 'ibox' ? BigInt(fourDPermutations(b.number).length) : 1n;
      expect(settleFourD(b, result, table)).toBe((b.stake * oddsSum) / (ODDS_SCALE * orderings));
    };
    fc.assert(fc.property(winningBetArb, tableArb, check), { numRuns: propertyRuns(300) });
    fc.assert(fc.property(fc.record({ result: resultArb, bet: betArb }), tableArb, check), { numRuns: propertyRuns(300) });
  });

  it('a Box pays the straight bets of its orderings; an iBox that ÷ the orderings; a Box costs stake × orderings', () => {
    // With whole-number odds (the standard 4D table) every prize is exact, so the shares are exact too.
    const wholeOddsArb = fc.bigInt({ min: 0n, max: 10_000n }).map((n) => n * ODDS_SCALE);
    const wholeTableArb = fc.record({
      big: fc.record({ first: wholeOddsArb, second: wholeOddsArb, third: wholeOddsArb, special: wholeOddsArb, consolation: wholeOddsArb }),
      small: fc.record({ first: wholeOddsArb, second: wholeOddsArb, third: wholeOddsArb }),
    });
    const shares = (whole: boolean) => (input: { result: FourDResult; bet: FourDBet }, table: FourDPrizeTable) => {
      const { result, bet: b } = input;
      if (b.cover === 'straight') return;
      const orderings = fourDPermutations(b.number);
      expect(orderings).toHaveLength(fourDPermutationCount(b.number));
      expect([24, 12, 6, 4]).toContain(orderings.length);
      const straight = orderings.reduce((sum, number) => sum + settleFourD({ ...b, number, cover: 'straight' }, result, table), 0n);
      const box = settleFourD({ ...b, cover: 'box' }, result, table);
      // Fractional odds: the Box rounds once, so it may pay up to a sen per winning ordering more than
      // straight bets rounded one by one, never less.
      if (whole) expect(box).toBe(straight);
      else expect(box - straight >= 0n && box - straight < BigInt(orderings.length)).toBe(true);
      expect(settleFourD({ ...b, cover: 'ibox' }, result, table)).toBe(box / BigInt(orderings.length));
      expect(fourDBetCost({ ...b, cover: 'box' })).toBe(b.stake * BigInt(orderings.length));
    };
    fc.assert(fc.property(winningBetArb, wholeTableArb, shares(true)), { numRuns: propertyRuns(300) });
    fc.assert(fc.property(winningBetArb, tableArb, shares(false)), { numRuns: propertyRuns(300) });
  });

  it('a draw is 23 different numbers of four digits, the same again from the same seeds', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 64 }),
        (seed, drawId) => {
          const seeds = { serverSeed: Buffer.from(seed).toString('hex'), clientSeed: drawId, nonce: 0 };
          const result = drawFourD(new FairRng(seeds, nodeHash));
          const all = [result.first, result.second, result.third, ...result.special, ...result.consolation];
          expect(all).toHaveLength(23);
          expect(new Set(all).size).toBe(23);
          for (const number of all) expect(number).toMatch(/^[0-9]{4}$/);
          expect(drawFourD(new FairRng(seeds, nodeHash))).toEqual(result);
        },
      ),
      { numRuns: propertyRuns(200) },
    );
  });
});
