// The sell-out rule rests on one promise of priceLine: whatever a draw brings, a line never pays more than the
// liability it reserved on the keys that came up. Checked for random bets, odds tables and results of every
// game, against the games' own settle functions.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { DEFAULT_FOUR_D_PRIZES, fourDBetCost, settleFourD, type FourDPrizeTable } from '@orbit/games/lottery/four-d-bets';
import type { FourDResult } from '@orbit/games/lottery/four-d';
import { settleKeno, type KenoPayTable } from '@orbit/games/lottery/keno';
import { seaFastResultOf, settleSeaFast, type SeaFastOddsTable } from '@orbit/games/lottery/sea-fast';
import { XSMB_TIERS, type XsmbResult } from '@orbit/games/lottery/xsmb';
import { settleXsmb, type XsmbBetType, type XsmbOddsTable } from '@orbit/games/lottery/xsmb-bets';
import { ApiError } from '@orbit/contracts/envelope';
import { priceLine } from './bet-lines.ts';

const oddsValue = fc.bigInt({ min: 0n, max: 100_000_000n }); // 0 to 10,000 in decimal odds
const stake = fc.bigInt({ min: 1n, max: 1_000_000n });
/** Few digits, so bets and results share numbers often. */
const digits = (length: number, alphabet = ['0', '1', '2']) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length }).map((d) => d.join(''));

const fourDTable: fc.Arbitrary<FourDPrizeTable> = fc.record({
  big: fc.record({ first: oddsValue, second: oddsValue, third: oddsValue, special: oddsValue, consolation: oddsValue }),
  small: fc.record({ first: oddsValue, second: oddsValue, third: oddsValue }),
});
const fourDResult: fc.Arbitrary<FourDResult> = fc
  .uniqueArray(digits(4, ['1', '2', '3', '4']), { minLength: 23, maxLength: 23 })
  .map((n) => ({ first: n[0]!, second: n[1]!, third: n[2]!, special: n.slice(3, 13), consolation: n.slice(13) }));

describe('a line’s liability', () => {
  it('4D: what a line pays is at most the liability it holds on the numbers drawn, for any odds table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('big', 'small', 'big-box', 'small-box', 'big-ibox', 'small-ibox'),
        digits(4, ['1', '2', '3', '4']),
        stake,
        fourDTable,
        fourDResult,
        (betType, number, amount, table, result) => {
          let line;
          try {
            line = priceLine('4d', { betType, numbers: [number], stake: amount }, 0, table);
          } catch (error) {
            // Only a Box or iBox of four alike is refused: it has one ordering.
            expect(error instanceof ApiError && /-i?box$/.test(betType) && new Set(number).size === 1).toBe(true);
            return;
          }
          const drawn = new Set([result.first, result.second, result.third, ...result.special, ...result.consolation]);
          const held = [...line.liability].filter(([key]) => drawn.has(key.slice(3))).reduce((sum, [, value]) => sum + value, 0n);
          const size = betType.startsWith('big') ? 'big' : 'small';
          const cover = betType.endsWith('ibox') ? 'ibox' : betType.endsWith('box') ? 'box' : 'straight';
          const bet = { number, size, cover, stake: amount } as const;
          expect(settleFourD(bet, result, table)).toBeLessThanOrEqual(held);
          expect(line.cost).toBe(fourDBetCost(bet));
        },
      ),
      { numRuns: propertyRuns(2000) },
    );
    // With the default table the bound is tight: a Big straight on the first prize pays exactly its liability.
    const line = priceLine('4d', { betType: 'big', numbers: ['1234'], stake: 100n }, 0, DEFAULT_FOUR_D_PRIZES);
    expect([...line.liability]).toEqual([['4d:1234', 250_000n]]);
  });

  it('XSMB: a line pays at most its liability, lô counted on every prize long enough', () => {
    const table: fc.Arbitrary<XsmbOddsTable> = fc.record({
      lo2: oddsValue,
      lo3: oddsValue,
      lo4: oddsValue,
      de: oddsValue,
      head: oddsValue,
      tail: oddsValue,
      xien2: oddsValue,
      xien3: oddsValue,
      xien4: oddsValue,
    });
    const result: fc.Arbitrary<XsmbResult> = fc
      .tuple(...XSMB_TIERS.map((tier) => fc.array(digits(tier.digits, ['0', '1']), { minLength: tier.count, maxLength: tier.count })))
      .map((tiers) => Object.fromEntries(XSMB_TIERS.map((tier, i) => [tier.tier, tiers[i]!])) as XsmbResult);
    const bet = fc.oneof(
      fc.tuple(fc.constantFrom<XsmbBetType>('lo2', 'de'), digits(2, ['0', '1'])).map(([type, n]) => ({ type, numbers: [n] })),
      fc.tuple(fc.constant<XsmbBetType>('lo3'), digits(3, ['0', '1'])).map(([type, n]) => ({ type, numbers: [n] })),
      fc.tuple(fc.constant<XsmbBetType>('lo4'), digits(4, ['0', '1'])).map(([type, n]) => ({ type, numbers: [n] })),
      fc.tuple(fc.constantFrom<XsmbBetType>('head', 'tail'), digits(1, ['0', '1'])).map(([type, n]) => ({ type, numbers: [n] })),
      fc.uniqueArray(digits(2, ['0', '1', '2']), { minLength: 2, maxLength: 4 }).map((numbers) => ({ type: `xien${numbers.length}` as XsmbBetType, numbers })),
    );
    fc.assert(
      fc.property(bet, stake, table, result, (b, amount, odds, drawn) => {
        const line = priceLine('xsmb', { betType: b.type, numbers: b.numbers, stake: amount }, 0, odds);
        expect(line.liability.size).toBe(1);
        expect(settleXsmb({ type: b.type, numbers: b.numbers, stake: amount }, drawn, odds)).toBeLessThanOrEqual([...line.liability.values()][0]!);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('SEA and keno: a line pays at most its liability', () => {
    const seaTable: fc.Arbitrary<SeaFastOddsTable> = fc.record({
      number: oddsValue,
      size: oddsValue,
      parity: oddsValue,
      colour: fc.record({ red: oddsValue, green: oddsValue, violet: oddsValue }),
    });
    const seaBet = fc.oneof(
      fc.record({ type: fc.constant('number' as const), selection: fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9') }),
      fc.record({ type: fc.constant('size' as const), selection: fc.constantFrom('big' as const, 'small' as const) }),
      fc.record({ type: fc.constant('parity' as const), selection: fc.constantFrom('odd' as const, 'even' as const) }),
      fc.record({ type: fc.constant('colour' as const), selection: fc.constantFrom('red' as const, 'green' as const, 'violet' as const) }),
    );
    fc.assert(
      fc.property(seaBet, stake, seaTable, fc.integer({ min: 0, max: 9 }), (b, amount, odds, digit) => {
        const line = priceLine('sea1', { betType: b.type, numbers: [b.selection], stake: amount }, 0, odds);
        expect(settleSeaFast({ ...b, stake: amount } as never, seaFastResultOf(digit), odds)).toBeLessThanOrEqual([...line.liability.values()][0]!);
      }),
      { numRuns: propertyRuns(1000) },
    );
    const kenoTable: fc.Arbitrary<KenoPayTable> = fc.tuple(
      ...Array.from({ length: 10 }, (_, i) => fc.array(oddsValue, { minLength: i + 2, maxLength: i + 2 })),
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 24 }), { minLength: 1, maxLength: 10 }),
        stake,
        kenoTable,
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 20, maxLength: 20 }),
        (picks, amount, odds, numbers) => {
          const line = priceLine('keno', { betType: 'pick', numbers: picks.map(String), stake: amount }, 0, odds);
          expect(line.selection).toBe([...picks].sort((a, b) => a - b).join(','));
          expect(settleKeno({ picks, stake: amount }, { numbers }, odds)).toBeLessThanOrEqual([...line.liability.values()][0]!);
        },
      ),
      { numRuns: propertyRuns(1000) },
    );
  });
});
